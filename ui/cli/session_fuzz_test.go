package cli

import (
	"strings"
	"testing"
)

// The fuzz targets of history, replay and verify take the arguments as one
// string separated by NUL bytes. Their seed corpora, here and in
// testdata/fuzz, run in every go test:
//
//	go test -run '^$' -fuzz '^FuzzVerifyArgs$' -fuzztime 30s ./ui/cli

// splitArgs splits a fuzz string into arguments: none for "".
func splitArgs(line string) []string {
	if line == "" {
		return nil
	}
	return strings.Split(line, "\x00")
}

// checkExit checks the package's promise for any command line: exit 0 with
// output and nothing on stderr, or exit 1 or 2 with nothing on stdout and
// one line on stderr.
func checkExit(t *testing.T, args []string) {
	t.Helper()
	code, out, errOut := run(args...)
	switch code {
	case ExitOK:
		if out == "" || errOut != "" {
			t.Fatalf("riffle %q: exit 0, stdout %q, stderr %q", args, out, errOut)
		}
	case ExitError, ExitUsage:
		msg, ok := strings.CutSuffix(errOut, "\n")
		if out != "" || !ok || strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "riffle "+args[0]+": ") {
			t.Fatalf("riffle %q: exit %d, stdout %q, stderr %q: want nothing on stdout and one line on stderr", args, code, out, errOut)
		}
	default:
		t.Fatalf("riffle %q: exit %d", args, code)
	}
}

// FuzzHistoryArgs runs history (or replay) with any arguments on a saved
// session of seven good rounds: the exit status is 0, 1 or 2 and keeps the
// package's promise. The state directory is given last, so that every run
// reads the fuzz session and no other.
func FuzzHistoryArgs(f *testing.F) {
	dir := f.TempDir()
	writeState(f, dir, 1000, playedRounds(f, 1000))
	f.Setenv("XDG_STATE_HOME", f.TempDir())
	for _, c := range []struct {
		replay bool
		args   []string
	}{
		{false, nil}, {false, []string{"--json"}}, {false, []string{"--table", "poker", "--last", "1"}},
		{false, []string{"--last", "-3"}}, {false, []string{"--table"}},
		{true, []string{"all"}}, {true, []string{"last", "--json"}}, {true, []string{"7"}}, {true, []string{"99"}},
		{true, nil}, {true, []string{"--json", "2", "3"}},
	} {
		f.Add(c.replay, strings.Join(c.args, "\x00"))
	}
	f.Fuzz(func(t *testing.T, replay bool, line string) {
		name := "history"
		if replay {
			name = "replay"
		}
		args := append([]string{name}, splitArgs(line)...)
		checkExit(t, append(args, "--state", dir))
	})
}

// FuzzVerifyArgs runs verify with any arguments: the exit status is 0, 1
// or 2 and keeps the package's promise. Every verify is quick: at most
// 10,000 faces, one deal or one round of dice.
func FuzzVerifyArgs(f *testing.F) {
	for _, args := range [][]string{
		verifyArgs("craps")[1:],
		verifyArgs("yahtzee", "--dice", "8", "--sides", "20", "--count", "40")[1:],
		verifyArgs("lottery", "--game", "keno", "--json")[1:],
		verifyArgs("solitaire", "--shuffles", "random")[1:],
		verifyArgs("poker", "--players", "10", "--algo", "asf")[1:],
		verifyArgs("poker", "--hands", "4", "--size", "13")[1:],
		verifyArgs("craps", "--commit", strings.Repeat("0", 64))[1:],
		{"--server-seed", "0g", "--table", "craps"},
		{"--nonce", "1_000", "--client-seed", "a:b:c", "--server-seed", "ff", "--table", "yahtzee", "--count", "0"},
	} {
		f.Add(strings.Join(args, "\x00"))
	}
	f.Fuzz(func(t *testing.T, line string) {
		checkExit(t, append([]string{"verify"}, splitArgs(line)...))
	})
}
