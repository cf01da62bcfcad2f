package tui

import (
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// updating reports whether -update was given. The flag itself is defined
// by charmbracelet/x/exp/golden, which teatest imports into this test binary.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// golden compares got (escape sequences stripped, trailing spaces trimmed)
// with testdata/name.golden, or rewrites the file under -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	got = plain(got)
	path := filepath.Join("testdata", name+".golden")
	if updating() {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./ui/tui -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from %s (go test ./ui/tui -update rewrites it)\n--- got ---\n%s\n--- want ---\n%s", name, path, got, want)
	}
}

// plain strips escape sequences and trailing spaces from every line.
func plain(s string) string {
	lines := strings.Split(ansi.Strip(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// testCommon is a common without colours and with seed 42.
func testCommon(t testing.TB) *common {
	t.Helper()
	s, err := Options{Seed: "42"}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	return &common{styles: NewStyles(lipgloss.NewRenderer(io.Discard)), settings: s, bankroll: DefaultBankroll, showPanel: true}
}

// checkWidth fails if a line of view is wider than w.
func checkWidth(t *testing.T, name, view string, w int) {
	t.Helper()
	for i, l := range strings.Split(view, "\n") {
		if lw := lipgloss.Width(l); lw > w {
			t.Errorf("%s: line %d is %d wide, more than %d: %q", name, i+1, lw, w, ansi.Strip(l))
		}
	}
}
