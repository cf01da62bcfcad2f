package tui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The house limits for ui/ (one room per screen, small functions): no
// non-test file over 700 lines and no function over 80, counted from its
// func line to its closing brace.
const (
	maxFileLines = 700
	maxFuncLines = 80
)

func TestSourceLimits(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	files := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		files++
		if n := fset.File(f.Pos()).LineCount(); n > maxFileLines {
			t.Errorf("%s has %d lines, more than %d: split it by responsibility", path, n, maxFileLines)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			from, to := fset.Position(fn.Pos()).Line, fset.Position(fn.End()).Line
			if n := to - from + 1; n > maxFuncLines {
				t.Errorf("%s:%d: %s has %d lines, more than %d", path, from, fn.Name.Name, n, maxFuncLines)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 20 {
		t.Fatalf("read only %d files under ui/: is the walk rooted right?", files)
	}
}

// A screen never imports another screen, nor the root: shared pieces live
// below the screens (common, draw, settings, panel, pokertable, ui/text), and one screen
// opens another with a message. The shared packages import no screen
// either.
func TestScreensImportNoScreen(t *testing.T) {
	t.Parallel()
	shared := map[string]bool{"riffle/ui/tui/common": true, "riffle/ui/tui/draw": true, "riffle/ui/tui/settings": true, "riffle/ui/tui/felt": true, "riffle/ui/tui/panel": true, "riffle/ui/tui/pokertable": true}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, e := range entries {
		dir := e.Name()
		if !e.IsDir() || dir == "testdata" || dir == "tuitest" {
			continue
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			checked++
			for _, imp := range f.Imports {
				p := strings.Trim(imp.Path.Value, `"`)
				if p == "riffle/ui/tui" || (strings.HasPrefix(p, "riffle/ui/tui/") && !shared[p]) {
					t.Errorf("%s imports %s: a screen opens another with common.Open", path, p)
				}
			}
		}
	}
	if checked < 30 {
		t.Fatalf("checked only %d files: is the walk rooted right?", checked)
	}
}
