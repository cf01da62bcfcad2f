package cli

import (
	"os/exec"
	"strings"
	"testing"
)

// goListDeps is `go list -deps pkg`: pkg and every package it links, test
// files aside. The test is skipped without the go command on the PATH.
func goListDeps(t *testing.T, pkg string) []string {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on the PATH")
	}
	out, err := exec.Command(goCmd, "list", "-deps", pkg).Output()
	if err != nil {
		var stderr string
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("go list -deps %s: %v\n%s", pkg, err, stderr)
	}
	return strings.Fields(string(out))
}

// The headless commands link no terminal package (DESIGN.md: only play and
// serve pull them in), so a script's `riffle verify` does not carry
// bubbletea. .ci/run checks the same.
func TestHeadlessCommandsLinkNoTerminalPackage(t *testing.T) {
	deps := goListDeps(t, "riffle/ui/cli")
	if len(deps) == 0 || deps[len(deps)-1] != "riffle/ui/cli" {
		t.Fatalf("go list -deps riffle/ui/cli ends %q, not with the package itself", deps[max(0, len(deps)-1)])
	}
	for _, d := range deps {
		if strings.Contains(d, "charmbracelet") || d == "riffle/ui/tui" || strings.HasPrefix(d, "riffle/ui/tui/") {
			t.Errorf("riffle/ui/cli links %s", d)
		}
	}
}

// The check above can fail: the play command, which opens the terminal,
// does link bubbletea.
func TestPlayLinksTheTerminal(t *testing.T) {
	deps := goListDeps(t, "riffle/ui/cli/play")
	for _, want := range []string{"github.com/charmbracelet/bubbletea", "riffle/ui/tui", "riffle/ui/cli"} {
		found := false
		for _, d := range deps {
			found = found || d == want
		}
		if !found {
			t.Errorf("riffle/ui/cli/play does not link %s", want)
		}
	}
}
