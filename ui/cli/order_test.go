package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
)

// Every flag a command declares as taking no value is in BoolFlags (read
// from the source: a bool flag left out would swallow the word after it
// when arguments come in another order).
func TestBoolFlagsAreEveryBool(t *testing.T) {
	declared := regexp.MustCompile(`\.Bool\("([a-z-]+)"`)
	var files []string
	for _, dir := range []string{".", "play"} {
		fs, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		files = append(files, fs...)
	}
	found := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range declared.FindAllStringSubmatch(string(src), -1) {
			found++
			if !BoolFlags[m[1]] {
				t.Errorf("%s declares --%s, a flag with no value, not in BoolFlags", f, m[1])
			}
		}
	}
	if found < 20 {
		t.Errorf("only %d bool flags found: the pattern no longer reads the source", found)
	}
}

// Flags before or after the command, and a command's first word before or
// after its flags: the same answer either way; a flag's value that is a
// command's name is not taken for the command.
func TestArgumentsInAnyOrder(t *testing.T) {
	dir := t.TempDir()
	for _, pair := range [][2][]string{
		{{"--state", dir, "history"}, {"history", "--state", dir}},
		{{"--state=" + dir, "history", "--json"}, {"history", "--json", "--state", dir}},
		{{"--json", "odds", "craps"}, {"odds", "craps", "--json"}},
		{{"odds", "--json", "craps"}, {"odds", "craps", "--json"}},
		{{"--json", "dice"}, {"dice", "--json"}},
	} {
		c1, o1, e1 := run(pair[0]...)
		c2, o2, e2 := run(pair[1]...)
		if c1 != 0 || c1 != c2 || o1 != o2 || e1 != e2 {
			t.Errorf("riffle %q: exit %d %q %q; riffle %q: exit %d %q", pair[0], c1, firstLine(o1), e1, pair[1], c2, firstLine(o2))
		}
	}
	for args, want := range map[string]string{
		"--gen list":            "riffle: unknown command", // list is --gen's value: no command named
		"--state":               "",
		"--bogus odds craps":    "riffle odds: craps: unknown flag \"--bogus\"",
		"history --state a b c": "riffle history:",
		"odds --json nosuch":    "riffle odds: unknown odds topic \"nosuch\"",
		"odds --json":           "riffle odds: odds needs a topic",
		"version extra":         "riffle version: unexpected argument \"extra\"",
	} {
		code, out, errOut := run(strings.Fields(args)...)
		if want != "" && (code != ExitUsage || out != "" || !strings.HasPrefix(errOut, want) || strings.Count(errOut, "\n") != 1) {
			t.Errorf("riffle %s: exit %d, stdout %q, stderr %q; want one line %q…, exit 2", args, code, out, errOut, want)
		}
	}
	for _, c := range []struct {
		args []string
		pos  string
		rest []string
	}{
		{[]string{"--state", "d", "craps", "--ascii"}, "craps", []string{"--state", "d", "--ascii"}},
		{[]string{"--ascii", "craps"}, "craps", []string{"--ascii"}},
		{[]string{"--seed=4", "--", "-x"}, "-x", []string{"--seed=4"}},
		{[]string{"--seed", "4"}, "", []string{"--seed", "4"}},
	} {
		pos, rest := Positional(c.args)
		if pos != c.pos || strings.Join(rest, " ") != strings.Join(c.rest, " ") {
			t.Errorf("Positional(%q) = %q %q, want %q %q", c.args, pos, rest, c.pos, c.rest)
		}
	}
}

func firstLine(s string) string { l, _, _ := strings.Cut(s, "\n"); return l }

// riffle --version (and version) says the module's version and the Go
// that built it, from the build's own record.
func TestVersion(t *testing.T) {
	bi, _ := debug.ReadBuildInfo()
	for _, args := range [][]string{{"--version"}, {"version"}, {"-version"}} {
		code, out, errOut := run(args...)
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "riffle ") || !strings.Contains(out, bi.GoVersion) || strings.Count(out, "\n") != 1 {
			t.Errorf("riffle %q: exit %d, %q %q", args, code, out, errOut)
		}
	}
}

// The completions name every command and each command's flags as its help
// gives them; bash's completes a command, a topic and a flag when run;
// a bad shell is one line, exit 2.
func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		code, out, _ := run("completion", shell)
		if code != 0 {
			t.Fatalf("completion %s: exit %d", shell, code)
		}
		for _, c := range commands(nil) {
			if !strings.Contains(out, c.name) {
				t.Errorf("%s: no %s", shell, c.name)
			}
		}
		for _, f := range []string{"state", "json", "hands", "board"} {
			if !strings.Contains(out, f) {
				t.Errorf("%s: no --%s", shell, f)
			}
		}
	}
	if code, out, errOut := run("completion", "tcsh"); code != ExitUsage || out != "" || !strings.Contains(errOut, "allowed bash, zsh, fish") {
		t.Errorf("completion tcsh: exit %d %q %q", code, out, errOut)
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	_, script, _ := run("completion", "bash")
	for line, want := range map[string]string{
		"COMP_WORDS=(riffle od); COMP_CWORD=1":           "odds",
		"COMP_WORDS=(riffle odds hol); COMP_CWORD=2":     "holdem",
		"COMP_WORDS=(riffle history --st); COMP_CWORD=2": "--state",
		"COMP_WORDS=(riffle completion z); COMP_CWORD=2": "zsh",
	} {
		out, err := exec.Command(bash, "-c", script+"\n"+line+"; _riffle; echo \"${COMPREPLY[@]}\"").CombinedOutput()
		if err != nil || strings.TrimSpace(string(out)) != want {
			t.Errorf("%s: %q %v, want %q", line, out, err, want)
		}
	}
}

// riffle man is a man page of every command's help, each line safe from
// being read as a request; groff renders it without a warning where it is
// installed.
func TestManPage(t *testing.T) {
	code, out, _ := run("man")
	if code != 0 || !strings.HasPrefix(out, ".TH RIFFLE 1") {
		t.Fatalf("exit %d:\n%.200s", code, out)
	}
	for _, c := range commands(nil) {
		if !strings.Contains(out, ".SS "+c.name+"\n") {
			t.Errorf("no section for %s", c.name)
		}
	}
	requests := regexp.MustCompile(`^\.(TH|SH|SS|B|BR|PP|br|nf|fi)( |$)`)
	for i, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, ".") && !requests.MatchString(l) || strings.HasPrefix(l, "'") {
			t.Errorf("line %d read as a request: %q", i+1, l)
		}
	}
	groff, err := exec.LookPath("groff")
	if err != nil {
		t.Skip("no groff")
	}
	cmd := exec.Command(groff, "-man", "-Tutf8", "-ww", "-z")
	cmd.Stdin = strings.NewReader(out)
	if msg, err := cmd.CombinedOutput(); err != nil || len(msg) > 0 {
		t.Errorf("groff: %v\n%s", err, msg)
	}
}

// The words the completions carry unquoted — commands, flags, topics,
// play's screens and demo's names — are letters, digits and dashes only.
func TestCompletionWords(t *testing.T) {
	word := regexp.MustCompile(`^-{0,2}[a-z0-9][a-z0-9-]*$`)
	more := []Command{{Name: "play", Words: []string{"lobby", "craps", "dice", "holdem"}}, {Name: "demo", Words: []string{"naive-three"}}}
	for _, c := range commands(more) {
		if !word.MatchString(c.name) {
			t.Errorf("command %q", c.name)
		}
		for _, w := range append(wordsOf(c), flagsOf(c)...) {
			if !word.MatchString(w) {
				t.Errorf("%s: word %q", c.name, w)
			}
		}
	}
}
