package tui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// teaPath is bubbletea's import path.
const teaPath = "github.com/charmbracelet/bubbletea"

// screenSources are the Go files, tests left out, of every package under
// ui/tui (the root's own too).
func screenSources(t *testing.T) map[string]*ast.File {
	t.Helper()
	files := map[string]*ast.File{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, im := range f.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); p == teaPath || p == "reflect" {
				f, err = parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
				if err != nil {
					return err
				}
				break
			}
		}
		files[path] = f
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 50 {
		t.Fatalf("only %d files read under ui/tui", len(files))
	}
	return files
}

// TestScreensUseNoRuntimeCommands: the root addresses every message a
// screen's Cmd yields to that screen, but a batch's (and a quit's, which
// none sends); bubbletea's other runtime commands (Sequence, the cursor,
// the window's title, …) yield messages bubbletea keeps to itself, which
// the root cannot tell from the screen's without reflection, so no
// package under ui/tui calls them: only Batch, Tick and Every, whose
// messages are the screen's own. The root's from() relies on it.
func TestScreensUseNoRuntimeCommands(t *testing.T) {
	t.Parallel()
	allowed := map[string]bool{"Batch": true, "Tick": true, "Every": true, "NewProgram": true,
		"WithAltScreen": true, "WithMouseCellMotion": true, "WithInput": true, "WithOutput": true,
		// conversions to its types
		"KeyType": true, "KeyMsg": true, "Key": true, "MouseMsg": true, "MouseEvent": true, "MouseButton": true, "MouseAction": true}
	commands := map[string]bool{"Quit": true, "ClearScreen": true, "ClearScrollArea": true, "EnterAltScreen": true,
		"ExitAltScreen": true, "EnableMouseCellMotion": true, "EnableMouseAllMotion": true, "DisableMouse": true,
		"HideCursor": true, "ShowCursor": true, "EnableBracketedPaste": true, "DisableBracketedPaste": true,
		"EnableReportFocus": true, "DisableReportFocus": true, "WindowSize": true, "Suspend": true, "Interrupt": true}
	for path, f := range screenSources(t) {
		name := ""
		for _, im := range f.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); p == teaPath {
				name = "tea"
				if im.Name != nil {
					name = im.Name.Name
				}
			}
		}
		if name == "" {
			continue
		}
		root := filepath.Dir(path) == "."
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == name && !allowed[sel.Sel.Name] {
						t.Errorf("%s calls %s.%s, a runtime command the root cannot address", path, name, sel.Sel.Name)
					}
				}
			case *ast.SelectorExpr:
				if id, ok := n.X.(*ast.Ident); ok && id.Name == name && commands[n.Sel.Name] && !(root && n.Sel.Name == "Quit") {
					t.Errorf("%s uses %s.%s, a runtime command the root cannot address", path, name, n.Sel.Name)
				}
			}
			return true
		})
	}
}

// TestNoReflection: no package under ui/tui imports reflect; messages are
// told apart by their types (see from), screens by their registry entry.
func TestNoReflection(t *testing.T) {
	t.Parallel()
	for path, f := range screenSources(t) {
		for _, im := range f.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); p == "reflect" {
				t.Errorf("%s imports reflect", path)
			}
		}
	}
}

// TestFromAddresses: a screen's own message comes back addressed to it,
// down a batch; the news for the root and a quit pass as they are. And the
// check above is not vacuous: a sequence's message, which bubbletea keeps
// to itself, would be addressed (and so never run) — which is why screens
// use none.
func TestFromAddresses(t *testing.T) {
	t.Parallel()
	type own struct{ n int }
	msg := from("craps", func() tea.Msg { return own{1} })()
	if a, ok := msg.(addressed); !ok || a.to != "craps" || a.msg != (own{1}) {
		t.Errorf("own message: %#v", msg)
	}
	batch := from("dice", tea.Batch(func() tea.Msg { return own{2} }, common.Open("lab")))()
	b, ok := batch.(tea.BatchMsg)
	if !ok || len(b) != 2 {
		t.Fatalf("batch: %#v", batch)
	}
	if a, ok := b[0]().(addressed); !ok || a.to != "dice" || a.msg != (own{2}) {
		t.Errorf("batched own message: %#v", b[0]())
	}
	if o, ok := b[1]().(common.OpenMsg); !ok || o.ID != "lab" {
		t.Errorf("batched open: %#v", b[1]())
	}
	for _, news := range []tea.Msg{tea.QuitMsg{}, common.OpenMsg{ID: "lab"}, common.FairMsg{On: true}, common.DieMsg{Name: "d6"}} {
		if got := from("lobby", func() tea.Msg { return news })(); got != news {
			t.Errorf("%T was addressed: %#v", news, got)
		}
	}
	seq := from("lobby", tea.Sequence(func() tea.Msg { return own{3} }))()
	if _, ok := seq.(addressed); !ok {
		t.Errorf("a sequence's message was not addressed (%T): TestScreensUseNoRuntimeCommands guards nothing", seq)
	}
	if from("lobby", nil) != nil {
		t.Error("a nil Cmd was wrapped")
	}
}

// TestRegistryDeclaresAll: each registry entry hands the root every part
// its screen has — a screen that could take up a round, show a panel or
// take text but whose entry did not say so would be asked nothing, and
// the root never guesses — and nothing it has not. Update returns the
// screen itself, which the root keeps.
func TestRegistryDeclaresAll(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 100, 30)
	for id, b := range m.screens {
		s := b.Screen
		check := func(part string, declared, has bool) {
			t.Helper()
			if declared != has {
				t.Errorf("%s: its entry declares %s %v, the screen has it %v", id, part, declared, has)
			}
		}
		_, isRounds := s.(common.Rounds)
		check("rounds", b.rounds != nil, isRounds)
		_, isResumer := s.(common.Resumer)
		check("resumes", b.resumes != nil, isResumer)
		_, isPaneled := s.(paneled)
		check("panel", b.panel != nil, isPaneled)
		_, isTypist := s.(common.Typist)
		check("text", b.text != nil, isTypist)
		_, isFresh := s.(common.Freshener)
		check("fresh", b.fresh != nil, isFresh)
		_, isHider := s.(common.Hider)
		check("hides", b.hides != nil, isHider)
		for _, part := range []any{b.rounds, b.resumes, b.panel, b.text, b.fresh, b.hides} {
			if part != nil && part != any(s) {
				if p, ok := part.(common.Screen); !ok || p != s {
					t.Errorf("%s: a part is not the screen itself: %T", id, part)
				}
			}
		}
		if got, _ := s.Update(struct{}{}); got != s {
			t.Errorf("%s: Update returned another screen, %T", id, got)
		}
	}
	if len(m.screens) != len(registry())+1 {
		t.Errorf("%d screens, %d in the registry and the lobby", len(m.screens), len(registry())+1)
	}
}
