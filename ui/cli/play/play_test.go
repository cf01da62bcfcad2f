package play

import (
	"flag"
	"os"
	"strings"
	"testing"

	"riffle/games/casino"
	"riffle/games/solitaire"
	"riffle/ui/cli"
	"riffle/ui/tui"
)

// riffle runs a command line as main does, with play given to cli.Run.
func riffle(args ...string) (code int, stdout, stderr string) {
	var o, e strings.Builder
	code = cli.Run(args, &o, &e, Command)
	return code, o.String(), e.String()
}

// skipOnATerminal skips a test that would open the casino.
func skipOnATerminal(t testing.TB) {
	t.Helper()
	if isTerminal(os.Stdin) && isTerminal(os.Stdout) {
		t.Skip("stdin and stdout are a terminal: play would open the casino")
	}
}

// Without a terminal (tests run without one) the casino refuses in one line
// that points to the headless commands, before touching the screen; bad
// play flags are refused first.
func TestPlayNeedsATerminal(t *testing.T) {
	skipOnATerminal(t)
	t.Setenv("XDG_STATE_HOME", t.TempDir()) // were it to get further, no real session
	for _, args := range [][]string{nil, {"play"}, {"play", "lab"}, {"--seed", "42"}, {"play", "lab", "--gen", "java", "--algo", "asf"}} {
		code, out, errOut := riffle(args...)
		if code != cli.ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 ||
			!strings.Contains(errOut, "needs a terminal") || !strings.Contains(errOut, "riffle list") {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	for args, want := range map[string]string{
		"play roulette":                        `unknown screen "roulette"`,
		"--gen nope":                           "--gen",
		"play lab --algo x":                    "--algo",
		"--seed banana":                        "--seed",
		"play --cards 5":                       "unknown flag",
		"play lab extra":                       "unexpected argument",
		"play --dice 101":                      "--dice 101 is out of range: allowed 2…100",
		"play yahtzee --rules vegas":           "--rules vegas is not a rule set: allowed verhoeff, hasbro",
		"play holdem --limit nope":             "--limit nope is not a game: allowed fixed, pot, no",
		"play --rules hasbro --rules verhoeff": "--rules is given twice",
		"play --motion sideways":               `--motion "sideways" is not allowed: give on or off`,
		"play --motion on --motion off":        "--motion is given twice: give each flag once",
		"play --client-seed \x01":              `--client-seed: client seed "\x01": give 1 to 64 printable characters (no control characters)`,
		"play --state /tmp/x --no-save":        "--state and --no-save cannot go together",
		"--fair --client-seed " + long65:       "--client-seed: client seed",
	} {
		code, out, errOut := riffle(strings.Fields(args)...)
		if code != cli.ExitUsage || out != "" || !strings.HasPrefix(errOut, "riffle play: ") || !strings.Contains(errOut, want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("riffle %q: exit %d, stdout %q, stderr %q; want %q", args, code, out, errOut, want)
		}
	}
	t.Setenv("RIFFLE_THEME", "blue")
	code, out, errOut := riffle("play")
	if code != cli.ExitUsage || out != "" || errOut != "riffle play: RIFFLE_THEME: unknown theme \"blue\": allowed dark, light\n" {
		t.Errorf("RIFFLE_THEME=blue: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	t.Setenv("RIFFLE_THEME", "Light")
	if _, _, errOut := riffle("play"); !strings.Contains(errOut, "needs a terminal") {
		t.Errorf("RIFFLE_THEME=Light refused: %q", errOut)
	}
	t.Setenv("RIFFLE_MOTION", "slow")
	code, out, errOut = riffle("play")
	if code != cli.ExitUsage || out != "" || errOut != "riffle play: RIFFLE_MOTION=\"slow\" is not allowed: give on or off\n" {
		t.Errorf("RIFFLE_MOTION=slow: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	for _, args := range [][]string{{"play"}, {"play", "--motion", "on"}} { // the flag given wins over the environment
		if args[len(args)-1] == "play" {
			t.Setenv("RIFFLE_MOTION", "off")
		} else {
			t.Setenv("RIFFLE_MOTION", "slow")
		}
		if _, _, errOut := riffle(args...); !strings.Contains(errOut, "needs a terminal") {
			t.Errorf("riffle %v with RIFFLE_MOTION=%s: %q", args, os.Getenv("RIFFLE_MOTION"), errOut)
		}
	}
}

var long65 = strings.Repeat("x", 65)

// play is listed where it always was, between bench and history, and its
// help is printed by --help, -h and help play.
func TestPlayHelp(t *testing.T) {
	code, out, _ := riffle("--help")
	if code != cli.ExitOK || !strings.Contains(out, "  riffle bench ") ||
		!strings.Contains(out, "\n  riffle play     open the terminal casino (the lobby, or the Shuffle Lab)\n  riffle history ") {
		t.Errorf("overview: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{{"play", "--help"}, {"play", "-h"}, {"help", "play"}, {"play", "lab", "--help"}} {
		code, out, errOut := riffle(args...)
		if code != cli.ExitOK || errOut != "" || !strings.HasPrefix(out, "usage: riffle play [SCREEN] [--gen NAME]") ||
			!strings.HasSuffix(out, playHelp) {
			t.Errorf("riffle %v: exit %d, stderr %q, stdout %q", args, code, errOut, out)
		}
	}
}

// The saved settings fill in what the command line left out; a saved
// client seed the casino refuses (a hand-edited file) is dropped.
func TestRestoreSettings(t *testing.T) {
	saved := &casino.Settings{Gen: "java", Algo: "uniform-riffles", Dice: 7, Shuffles: solitaire.UntilRandom, Fair: true, Client: "lucky 7"}
	o, notice := restoreSettings(tui.Options{}, saved, "")
	if o.Gen != "java" || o.Algo != "uniform-riffles" || o.Dice != 7 || o.Shuffles != "random" || !o.Fair || o.ClientSeed != "lucky 7" || notice != "" {
		t.Errorf("restored %+v, notice %q", o, notice)
	}
	if o.Giant { // saved dice start Giant Yahtzee with them; only --dice given opens it
		t.Errorf("saved dice open Giant Yahtzee: %+v", o)
	}
	o, _ = restoreSettings(tui.Options{ClientSeed: "mine", Fair: false, FairGiven: true, Gen: "pcg"}, saved, "")
	if o.ClientSeed != "mine" || o.Fair || o.Gen != "pcg" {
		t.Errorf("the command line did not win: %+v", o)
	}
	for _, bad := range []string{"a\nb", "", strings.Repeat("é", 65)} {
		s := *saved
		s.Client = bad
		o, notice := restoreSettings(tui.Options{}, &s, "")
		if o.ClientSeed != "" || o.Gen != "java" || notice != "" {
			t.Errorf("saved client seed %q: restored %+v, notice %q", bad, o, notice)
		}
	}
	s := *saved
	s.Gen = "nope"
	if o, notice := restoreSettings(tui.Options{}, &s, "Damaged."); o.Gen != "" || !strings.HasPrefix(notice, "Damaged. The saved settings were not restored: --gen") {
		t.Errorf("unusable saved settings: %+v, notice %q", o, notice)
	}
}

// Provably fair mode takes an unbiased shuffle only: --fair with a biased
// --algo, or a biased --algo with fair mode saved, is refused in one line
// naming the shuffle and the fair ones (before the terminal is looked
// for); a biased shuffle saved with fair mode gives way to fisher-yates,
// and the notice says so.
func TestFairModeRefusesBiasedShuffles(t *testing.T) {
	skipOnATerminal(t)
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	for _, algo := range []string{"naive", "asf", "sort-key", "riffle", "inverse-riffle"} {
		for _, args := range [][]string{{"play", "poker", "--fair", "--algo", algo}, {"--algo", algo, "--fair"}, {"play", "--fair=true", "--algo", algo, "--no-save"}} {
			code, out, errOut := riffle(args...)
			want := "riffle play: --fair with --algo " + algo + `: shuffle "` + algo + `" is biased, and provably fair rounds deal with an unbiased one only: allowed fisher-yates, partial, uniform-riffles` + "\n"
			if code != cli.ExitUsage || out != "" || errOut != want {
				t.Errorf("riffle %q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
			}
		}
	}
	for _, args := range [][]string{{"play", "poker", "--fair", "--algo", "uniform-riffles"}, {"--fair=false", "--algo", "naive"}, {"--algo", "naive"}} {
		if _, _, errOut := riffle(args...); !strings.Contains(errOut, "needs a terminal") {
			t.Errorf("riffle %q: %q", args, errOut)
		}
	}
	err := checkFairShuffle(tui.Options{Fair: true, Algo: "asf"}) // fair mode saved, --algo asf
	if err == nil || !strings.Contains(err.Error(), `--algo: shuffle "asf" is biased`) || !strings.Contains(err.Error(), "--fair=false turns it off") {
		t.Errorf("saved fair mode, --algo asf: %v", err)
	}
	saved := &casino.Settings{Gen: "pcg", Algo: "naive", Shuffles: 7, Fair: true}
	o, notice := restoreSettings(tui.Options{}, saved, "")
	if o.Algo != "" || !o.Fair || notice != `The saved shuffle "naive" is biased and provably fair mode is on: the shuffle is fisher-yates.` {
		t.Errorf("saved fair mode and naive: %+v, notice %q", o, notice)
	}
	o, notice = restoreSettings(tui.Options{Fair: true, FairGiven: true}, &casino.Settings{Gen: "pcg", Algo: "sort-key", Shuffles: 7}, "")
	if o.Algo != "" || !strings.Contains(notice, `"sort-key" is biased`) {
		t.Errorf("--fair and sort-key saved: %+v, notice %q", o, notice)
	}
	o, notice = restoreSettings(tui.Options{Fair: false, FairGiven: true}, saved, "")
	if o.Algo != "naive" || o.Fair || notice != "" {
		t.Errorf("--fair=false and naive saved: %+v, notice %q", o, notice)
	}
}

// The locale decides the cards' drawing when --ascii is not given: LC_ALL,
// else LC_CTYPE, else LANG, the first that is set; unset is POSIX "C".
func TestUTF8Locale(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{"LANG": "en_US.UTF-8"}, true},
		{map[string]string{"LANG": "de_DE.utf8"}, true},
		{map[string]string{"LANG": "C"}, false},
		{map[string]string{}, false},
		{map[string]string{"LC_ALL": "C", "LANG": "en_US.UTF-8"}, false},
		{map[string]string{"LC_CTYPE": "en_GB.UTF-8", "LANG": "C"}, true},
		{map[string]string{"LC_ALL": "POSIX"}, false},
	} {
		if got := utf8Locale(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%v: utf8Locale = %v, want %v", tc.env, got, tc.want)
		}
	}
}

// FuzzPlay runs any command line that reaches play (no arguments, only
// flags, or "play …") as main does: without a terminal it never opens the
// casino, never panics, and keeps the package doc of ui/cli's promise —
// exit 0 with output and nothing on stderr (help), or exit 2 with nothing
// on stdout and one line on stderr. Other command lines are ui/cli's
// FuzzRun's. The arguments are one string, separated by NUL bytes:
//
//	go test -run '^$' -fuzz '^FuzzPlay$' -fuzztime 30s ./ui/cli/play
func FuzzPlay(f *testing.F) {
	skipOnATerminal(f)
	f.Setenv("XDG_STATE_HOME", f.TempDir())
	f.Setenv("HOME", f.TempDir())
	for _, args := range [][]string{
		{}, {"play"}, {"play", "lab", "--gen", "java", "--dice", "101"}, {"--seed", "0x10", "--fair"},
		{"play", "fair", "--client-seed", "a\tb"}, {"play", "--help"}, {"play", "--no-save", "--state", "x"},
	} {
		f.Add(strings.Join(args, "\x00"))
	}
	f.Fuzz(func(t *testing.T, line string) {
		var args []string
		if line != "" {
			args = strings.Split(line, "\x00")
		}
		if len(args) > 0 && args[0] != "play" && (!strings.HasPrefix(args[0], "--") || args[0] == "--help" || args[0] == "-help") {
			return // not play
		}
		code, out, errOut := riffle(args...)
		switch code {
		case cli.ExitOK:
			if errOut != "" || !strings.HasPrefix(out, "usage: riffle play ") {
				t.Fatalf("riffle %q: exit 0, stdout %q, stderr %q: want play's help", args, out, errOut)
			}
		case cli.ExitUsage:
			msg, ok := strings.CutSuffix(errOut, "\n")
			if out != "" || !ok || strings.ContainsAny(msg, "\n\r\v\f\u0085\u2028\u2029") || !strings.HasPrefix(msg, "riffle play: ") {
				t.Fatalf("riffle %q: exit 2, stdout %q, stderr %q: want nothing on stdout and one line on stderr", args, out, errOut)
			}
		default:
			t.Fatalf("riffle %q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	})
}

// Every string given to play, as its screen or to any of its flags, and of
// any length, is refused or accepted without a control character written
// raw; a long one is refused in one short line, exit 2. (Without a
// terminal, play stops before the casino opens: what it writes is all
// here.)
func TestPlayInputEscaped(t *testing.T) {
	skipOnATerminal(t)
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	const hostile = "\x1b[31mRED\x1b]0;pwn\a\u009b2J\x7f\rX\x9b"
	long := strings.Repeat("\x1b]0;", 25_000)
	_, _, errOut := riffle("play", "--nope")
	_, list, ok := strings.Cut(strings.TrimSpace(errOut), "allowed ")
	if !ok {
		t.Fatalf("play --nope: %q lists no flags", errOut)
	}
	lines := [][]string{{"play", hostile}, {"play", long}, {"play", "---" + long}}
	for _, f := range strings.Split(list, ", ") {
		lines = append(lines, []string{"play", f + "=" + hostile}, []string{"play", "lab", f + "=" + long}, []string{f, long})
	}
	for _, args := range lines {
		code, out, errOut := riffle(args...)
		for i, r := range out + errOut {
			if r < 0x20 && r != '\n' || r >= 0x7f && r <= 0x9f || r == '\uFFFD' && !strings.HasPrefix((out + errOut)[i:], "\uFFFD") {
				t.Errorf("riffle %.60q: raw %q written: stdout %q, stderr %.200q", args, r, out, errOut)
				break
			}
		}
		if code != cli.ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || len(errOut) > 300 {
			t.Errorf("riffle %.60q: exit %d, stdout %q, stderr %.300q: want exit 2 and one short line", args, code, out, errOut)
		}
	}
}

// riffle demo refuses an unknown demo, a teacher's file that does not
// read (one line naming the file, the line and the problem) and a missing
// directory, each before the terminal, exit 2; a good one gets as far as
// the terminal check.
func TestDemoRefusals(t *testing.T) {
	skipOnATerminal(t)
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	run := func(args ...string) (int, string) {
		var o, e strings.Builder
		code := cli.Run(args, &o, &e, Command, DemoCommand)
		if o.Len() != 0 {
			t.Errorf("%v: stdout %q", args, o.String())
		}
		return code, e.String()
	}
	dir := t.TempDir()
	os.WriteFile(dir+"/bad.txt", []byte("title: x\nstep: s\nopen: roulette\n"), 0o644)
	good := t.TempDir()
	os.WriteFile(good+"/mine.txt", []byte("title: Mine\nstep: s\nsay: hello\n"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"demo", "nope"}, "no such demo \"nope\": allowed craps-puzzles"},
		{[]string{"demo", "--demos", dir}, "bad.txt:3: open \"roulette\": no such screen"},
		{[]string{"demo", "--demos", dir + "/none"}, "not a directory of demo files"},
		{[]string{"play", "--demos", dir}, "bad.txt:3:"},
		{[]string{"demo", "mine", "--demos", good}, "needs a terminal"},
		{[]string{"demo", "naive-three"}, "needs a terminal"},
		{[]string{"demo", "naive-three", "extra"}, `one demo at a time: "extra" after "naive-three"`},
	} {
		code, errOut := run(c.args...)
		if code != cli.ExitUsage || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.want) {
			t.Errorf("riffle %v: exit %d, stderr %q, want %q", c.args, code, errOut, c.want)
		}
	}
}

// play lab's --algo and --gen are the Lab's own: the casino's are left to
// the saved session (they became the casino's, and were saved); --seed
// seeds both, so the session stays reproducible. Another screen's are the
// casino's.
func TestPlayLabFlagsAreTheLabs(t *testing.T) {
	for _, screen := range []string{"lab", "craps"} {
		fs := flag.NewFlagSet("play", flag.ContinueOnError)
		cf := addCasinoFlags(fs)
		noSave := fs.Bool("no-save", false, "")
		given, err := parseStateFlags(fs, []string{"--algo", "asf", "--gen", "delphi", "--seed", "5"}, noSave)
		if err != nil {
			t.Fatal(err)
		}
		o, err := cf.options(given, screen, "")
		if err != nil {
			t.Fatal(err)
		}
		lab := screen == "lab"
		if (o.Algo == "" && o.Gen == "") != lab || (o.Lab.Algo == "asf" && o.Lab.Gen == "delphi") != lab || o.Seed != "5" {
			t.Errorf("play %s: casino %q/%q seed %q, lab %+v", screen, o.Algo, o.Gen, o.Seed, o.Lab)
		}
	}
}
