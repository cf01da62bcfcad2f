package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// hostile is what a user might type to take over the terminal: a colour,
// a new window title ended by BEL, a C1 CSI (U+009B) clearing the screen,
// DEL, a bare CR, and a byte that is not UTF-8 (0x9b, CSI on a Latin-1
// terminal).
const hostile = "\x1b[31mRED\x1b]0;pwn\a\u009b2J\x7f\rX\x9b"

// rawControl returns the first control character in s written raw (any C0
// but the line feed, DEL, a C1 character, or a byte that is not UTF-8), or
// "" when there is none.
func rawControl(s string) string {
	for i, r := range s {
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") {
			return s[i : i+1]
		}
		if r < 0x20 && r != '\n' || r >= 0x7f && r <= 0x9f {
			return string(r)
		}
	}
	return ""
}

// The flags a command declares, as ParseFlags lists them for an unknown one.
var allowedFlags = regexp.MustCompile(`unknown flag "--nope": allowed (.*)\n$`)

func declaredFlags(t *testing.T, cmd []string) []string {
	t.Helper()
	_, _, errOut := run(append(cmd, "--nope")...)
	m := allowedFlags.FindStringSubmatch(errOut)
	if m == nil {
		t.Fatalf("riffle %q --nope: %q lists no flags", cmd, errOut)
	}
	return strings.Split(m[1], ", ")
}

// echoCommands are the headless commands with flags that make each run
// (so that a value they accept reaches their output), their flags found
// from their own refusal of --nope.
func echoCommands(dir string) [][]string {
	verify := []string{"verify", "--server-seed", "5eed000000000000000000000000000000000000000000000000000000000000", "--client-seed", "riffle", "--nonce", "3", "--table", "craps"}
	return [][]string{
		{"list"},
		{"rng", "--gen", "pcg", "--count", "3"},
		{"shuffle", "--cards", "3", "--trials", "10"},
		{"odds", "craps"}, {"odds", "yahtzee"}, {"odds", "riffle", "--cards", "10"},
		{"odds", "solitaire", "--cards", "10"}, {"odds", "poker", "--cards", "5"},
		{"odds", "lottery", "--preset", "keno", "--spots", "3"},
		{"deal", "--algo", "asf", "--gen", "delphi", "--at", "21:14:03.250", "--players", "4"},
		{"crack"}, {"bench"},
		{"history", "--state", dir}, {"replay", "all", "--state", dir},
		verify,
	}
}

// checkEcho checks what a command line wrote: no raw control character
// anywhere, and a failure in one line with nothing on stdout.
func checkEcho(t *testing.T, args []string, code int, out, errOut string) {
	t.Helper()
	if c := rawControl(out + errOut); c != "" {
		t.Errorf("riffle %q: exit %d: raw %q written:\nstdout %q\nstderr %q", args, code, c, out, errOut)
	}
	if code == ExitUsage && (out != "" || strings.Count(errOut, "\n") != 1) {
		t.Errorf("riffle %q: exit 2, stdout %q, stderr %q: want one line on stderr", args, out, errOut)
	}
}

// Every string a user gives, to every flag of every command and as every
// argument, is quoted or escaped in what the command writes, whether it
// succeeds or fails: no escape sequence, bell or other control character
// reaches the terminal raw.
func TestUserInputEscaped(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	dir, _ := savedState(t)
	for _, base := range echoCommands(dir) {
		for _, f := range declaredFlags(t, base) {
			args := append(append([]string{}, base...), f+"="+hostile)
			code, out, errOut := run(args...)
			checkEcho(t, args, code, out, errOut)
		}
	}
	for _, args := range [][]string{
		{hostile}, {"help", hostile}, {"odds", hostile}, {"replay", hostile, "--state", dir},
		{"list", hostile}, {"rng", "--gen", "pcg", hostile}, {"list", "---" + hostile}, {"list", "--" + hostile + "=1"},
		{"history", "--state", filepath.Join(t.TempDir(), hostile)},
		{"replay", "all", "--state", filepath.Join(t.TempDir(), hostile)},
		{"replay", "last", "--state", filepath.Join(t.TempDir(), hostile), "--json"},
	} {
		code, out, errOut := run(args...)
		checkEcho(t, args, code, out, errOut)
	}
}

// A state directory with a hostile name that holds a session, and a
// session file whose rounds were edited to hold escapes (the file belongs
// to its player): history and replay show both escaped, as text and as
// JSON.
func TestSavedStringsEscaped(t *testing.T) {
	dir := filepath.Join(t.TempDir(), hostile)
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	recs := playedRounds(t, 1000)
	recs[0].Outcome = hostile
	recs[1].Moves = append(recs[1].Moves, hostile)
	recs[2].Gen = hostile
	writeState(t, dir, 1000, recs)
	for _, args := range [][]string{
		{"history", "--state", dir}, {"history", "--state", dir, "--json"},
		{"replay", "all", "--state", dir}, {"replay", "all", "--state", dir, "--json"},
		{"replay", "1", "--state", dir}, {"replay", "2", "--state", dir}, {"replay", "3", "--state", dir},
	} {
		code, out, errOut := run(args...)
		if !strings.Contains(out, `\u001b]0;pwn\u0007`) {
			t.Errorf("riffle %q: exit %d: the escapes are not shown escaped:\n%s%s", args, code, out, errOut)
		}
		checkEcho(t, args, code, out, errOut)
	}
}

// Input of any length, to every flag of every command and as every
// argument, is refused in one short line, exit 2, that shows at most a
// short prefix of it.
func TestLongInputRefused(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	long := strings.Repeat("\x1b]0;", 25_000) // 100,000 bytes
	dir := t.TempDir()
	var lines [][]string
	for _, base := range echoCommands(dir) {
		for _, f := range declaredFlags(t, base) {
			lines = append(lines, append(append([]string{}, base...), f+"="+long), append(append([]string{}, base...), f, long))
		}
	}
	lines = append(lines, []string{long}, []string{"help", long}, []string{"odds", long}, []string{"replay", long},
		[]string{"list", long}, []string{"list", "---" + long}, []string{"list", "--" + long},
		[]string{"history", "--state", strings.Repeat("a", MaxValue+1)})
	for _, args := range lines {
		code, out, errOut := run(args...)
		checkEcho(t, args, code, out, errOut)
		if code != ExitUsage || len(errOut) > 300 {
			t.Errorf("riffle %.60q…: exit %d, %d bytes on stderr: want exit 2 and one short line: %.300q", args, code, len(errOut), errOut)
		}
	}
}

// Quote shows a string escaped and, when long, cut to its first 40 bytes
// and its length; shortenQuoted cuts the quoted strings of a message as
// Quote does and leaves what Quote wrote as it is.
func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		"pcg":                      `"pcg"`,
		"\x1b]0;pwn\a":             `"\x1b]0;pwn\a"`,
		"\u009b\x9b":               `"\u009b\x9b"`,
		strings.Repeat("a", 40):    `"` + strings.Repeat("a", 40) + `"`,
		strings.Repeat("a", 41):    `"` + strings.Repeat("a", 40) + `…" (41 bytes)`,
		strings.Repeat("é", 30):    `"` + strings.Repeat("é", 20) + `…" (60 bytes)`,
		strings.Repeat("\x1b", 20): `"` + strings.Repeat(`\x1b`, 10) + `…" (20 bytes)`,
	} {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q) = %s, want %s", in, got, want)
		}
		if got := shortenQuoted("x " + strconv.Quote(in) + ": y"); got != "x "+want+": y" {
			t.Errorf("shortenQuoted of %q = %s, want %s", in, got, want)
		}
		if got := shortenQuoted(want); got != want {
			t.Errorf("shortenQuoted(%s) = %s: Quote's output changed", want, got)
		}
	}
	if got := shortenQuoted(`a "lone quote and "b"`); got != `a "lone quote and "b"` {
		t.Errorf("shortenQuoted changed %s", got)
	}
}
