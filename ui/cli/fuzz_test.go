package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/engine/stats"
	"riffle/engine/videopoker"
)

// The fuzz targets here take a command line as one string whose arguments
// are separated by NUL bytes (an argument may hold spaces, as --hole "Ah Kd"
// does). The seed corpora are in testdata/fuzz and run in every go test:
//
//	go test -run '^$' -fuzz '^FuzzRun$' -fuzztime 30s ./ui/cli

// fuzzArgs splits a fuzz string into arguments: none for "", else the
// pieces between NUL bytes (empty arguments included).
func fuzzArgs(line string) []string {
	if line == "" {
		return nil
	}
	return strings.Split(line, "\x00")
}

// lineBreaks are the characters that end a line on a terminal or in a text
// viewer: a message shown as one line holds none of them.
const lineBreaks = "\n\r\v\f\u0085\u2028\u2029"

func oneLineText(s string) bool { return !strings.ContainsAny(s, lineBreaks) }

// fuzzBools are the boolean flags the commands declare; every other flag
// takes a value.
var fuzzBools = map[string]bool{"json": true, "ascii": true, "double": true, "report": true}

// fuzzFlags reads args as the flag package reads them for a command whose
// only boolean flags are fuzzBools: the last value of each flag by name, and
// whether ParseFlags would accept the arguments — no bad syntax, no missing
// or empty value, no -h or --help, nothing after the flags. A flag the
// command does not declare is read here like any flag with a value; the
// command itself refuses it. FuzzParseFlags checks this reading against
// ParseFlags, so the guard of FuzzRun can rely on it.
func fuzzFlags(args []string) (vals map[string]string, ok bool) {
	vals = map[string]string{}
	for len(args) > 0 {
		s := args[0]
		if len(s) < 2 || s[0] != '-' {
			return vals, false // an argument after the flags
		}
		args = args[1:]
		name := s[1:]
		if name[0] == '-' {
			name = name[1:]
			if name == "" { // "--" ends the flags
				return vals, len(args) == 0 && noEmpty(vals)
			}
		}
		if name[0] == '-' || name[0] == '=' {
			return vals, false // bad flag syntax
		}
		name, value, hasValue := strings.Cut(name, "=")
		if _, again := vals[name]; again {
			return vals, false // a flag given twice (ParseFlags refuses it)
		}
		switch {
		case name == "h" || name == "help":
			return vals, false // a request for help
		case fuzzBools[name]:
			b := true
			if hasValue {
				var err error
				if b, err = strconv.ParseBool(value); err != nil {
					return vals, false
				}
			}
			vals[name] = strconv.FormatBool(b)
		default:
			if !hasValue {
				if len(args) == 0 {
					return vals, false // the flag needs a value
				}
				value, args = args[0], args[1:]
			}
			vals[name] = value
		}
	}
	return vals, noEmpty(vals)
}

// noEmpty reports whether no flag was given an empty value (ParseFlags
// refuses one).
func noEmpty(vals map[string]string) bool {
	for _, v := range vals {
		if v == "" {
			return false
		}
	}
	return true
}

// fuzzCommand names the command Run runs for args, as Run picks it with no
// command given to it (play is not here: ui/cli/play fuzzes it), and the
// arguments its flags are parsed from (after the topic for odds; the topic
// is returned too). No arguments print the overview and only flags are an
// unknown command: name is "".
func fuzzCommand(args []string) (name, topic string, flagArgs []string) {
	if len(args) == 0 {
		return "", "", nil
	}
	name, flagArgs = args[0], args[1:]
	if name == "odds" && len(flagArgs) > 0 {
		topic, flagArgs = flagArgs[0], flagArgs[1:]
	}
	return name, topic, flagArgs
}

// fuzzNum reads a whole-number flag value as IntFlag does; ok is false when
// the command would refuse it as not a number.
func fuzzNum(s string) (int64, bool) {
	v, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 10, 64)
	return v, err == nil
}

// fuzzSlow says why running args could take long, or returns "". Every iteration of FuzzRun must stay well
// under 100 ms, so it runs only command lines whose work is small; those
// whose flags are refused still run, as refusing is quick. The limits,
// measured on 2 cores with headroom:
//
//   - crack with two hole cards and three flop cards, five different
//     cards, searches seeds: up to the whole day (86,400,000 seeds,
//     seconds) when the window misses, so it runs only when the cards are
//     refused;
//   - bench runs for --seconds (1 at least): it runs only when that is not a
//     positive whole number;
//   - history and replay read the state directory: they run only on the
//     fresh one FuzzRun sets, not on a --state the fuzzer names (any
//     directory of the machine);
//   - rng: --count at most 10,000 (a million takes over a second), and a
//     custom lcg:A,C,M with M below 2^20 (its period search takes up to 4·M
//     steps, 16,777,216 at most: 0.13 s);
//   - shuffle: trials·cards at most 10^7 in units of a Fisher–Yates card
//     step (about 5 ns), where one card of uniform-riffles costs 10,000
//     units, of constrained-fix 2,000 and of sort-key 1,000 (their retry
//     loops run long on a degenerate generator such as lcg:0,0,2);
//     --workers at most 16; constrained-uniform at most 48 dice (its
//     counting table: 96 dice take 3 s); sort-key on at most 6 cards with
//     keys of b bits has its 2^(b·cards) random paths enumerated, so
//     b·cards at most 15 (2^20 paths take 0.2 s);
//   - odds yahtzee: --dice at most 60 and --rolls at most 10,000; odds
//     holdem values at most C(48, 5) = 1,712,304 boards of two hands
//     (under 0.1 s), so it runs unguarded; odds riffle at most 100 cards;
//     odds solitaire exact at most 200
//     cards, and monte-carlo at most 5·10^7 card steps
//     (trials·(shuffles+1)·cards², its default trials included);
//   - odds videopoker with a known --paytable: without --hand it solves the
//     whole pay table (about 0.3 s on 2 cores), and with a --hand of five
//     cards the first call builds the pay table's subset tables (as long),
//     so it runs only when the pay table or the hand is refused;
//   - dobble: --report runs every search for K = 2…13 (0.2 s), so it runs
//     only when refused; --order above 16 builds and checks up to 1057
//     cards (0.1 s), so it runs only when refused.
//   - dice builds and analyses the 30 types in about 20 ms, and the
//     families at --n N in time growing with N (N = 50: about 60 ms more),
//     so it runs with N at most 24.
//
// A command added later runs unguarded until its costly flags are listed
// here.
func fuzzSlow(args []string) string {
	name, topic, flagArgs := fuzzCommand(args)
	if name == "history" || name == "replay" {
		// replay takes a round number among its flags: look at every
		// argument rather than at the flags fuzzFlags reads.
		for _, a := range flagArgs {
			if flag, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "="); flag == "state" && strings.HasPrefix(a, "-") {
				return "a state directory the fuzzer names"
			}
		}
		return ""
	}
	vals, ok := fuzzFlags(flagArgs)
	if !ok {
		return "" // refused by ParseFlags, at once
	}
	get := func(flag, def string) string {
		if v, set := vals[flag]; set {
			return v
		}
		return def
	}
	over := func(flag, def string, limit int64) bool {
		v, ok := fuzzNum(get(flag, def))
		return ok && v > limit
	}
	switch name {
	case "crack":
		hole, err1 := cards.ParseCards(get("hole", ""))
		flop, err2 := cards.ParseCards(get("flop", ""))
		if err1 == nil && err2 == nil && len(hole) == 2 && len(flop) == 3 {
			var seen cards.Set
			for _, c := range append(hole, flop...) {
				seen = seen.With(c)
			}
			if seen.Len() == 5 { // else refused: a card both in the hole and on the flop
				return "crack searches seeds"
			}
		}
	case "bench":
		if s, ok := fuzzNum(get("seconds", "3")); ok && s >= 1 {
			return "bench runs for seconds"
		}
	case "rng":
		if over("count", "10", 10_000) {
			return "rng --count above 10,000"
		}
		if info, err := rng.Lookup(get("gen", "")); err == nil && strings.Contains(info.Name, ":") && info.MaxSeed >= 1<<20-1 { // M = MaxSeed+1
			return "rng: a custom LCG's period search"
		}
	case "shuffle":
		return fuzzSlowShuffle(get)
	case "dice":
		if over("n", "0", 24) {
			return "dice: the families at n above 24"
		}
	case "odds":
		return fuzzSlowOdds(topic, get, over)
	case "dobble":
		if get("report", "false") == "true" {
			return "dobble --report: every search for K = 2…13"
		}
		if over("order", "7", 16) {
			return "dobble: a big plane"
		}
	}
	return ""
}

func fuzzSlowShuffle(get func(flag, def string) string) string {
	algo := get("algo", "fisher-yates")
	n, ok1 := fuzzNum(get("cards", "52"))
	trials, ok2 := fuzzNum(get("trials", "10000"))
	workers, ok3 := fuzzNum(get("workers", "1"))
	keyBits, ok4 := fuzzNum(get("key-bits", "32"))
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return "" // refused
	}
	unit := map[string]float64{"uniform-riffles": 10_000, "constrained-fix": 2_000, "sort-key": 1_000}[algo]
	switch {
	case float64(trials)*float64(n)*max(unit, 1) > 1e7:
		return "shuffle: too many card steps"
	case workers > 16:
		return "shuffle: too many workers"
	case algo == "constrained-uniform" && n > 48:
		return "shuffle: constrained-uniform's counting table"
	case algo == "sort-key" && n <= stats.MaxPermN && keyBits <= 30 && keyBits*n > 15:
		return "shuffle: sort-key's random paths enumerated"
	}
	return ""
}

func fuzzSlowOdds(topic string, get func(flag, def string) string, over func(flag, def string, limit int64) bool) string {
	switch topic {
	case "videopoker":
		if _, err := videopoker.Lookup(strings.TrimSpace(get("paytable", "jacks-9-6"))); err != nil {
			break
		}
		h := get("hand", "\x00") // no argument holds a NUL: fuzzArgs splits on it
		if h == "\x00" {
			return "odds videopoker: a whole pay table"
		}
		if cs, err := cards.ParseCards(h); err == nil && len(cs) == 5 {
			return "odds videopoker: the pay table's subset tables"
		}
	case "yahtzee":
		if over("dice", "5", 60) || over("rolls", "0", 10_000) {
			return "odds yahtzee: many dice or rolls"
		}
	case "riffle":
		if over("cards", "52", 100) {
			return "odds riffle: a big deck"
		}
	case "solitaire":
		if get("method", "exact") == "exact" {
			if over("cards", "52", 200) {
				return "odds solitaire: a big deck"
			}
			break
		}
		n, ok1 := fuzzNum(get("cards", "52"))
		k, ok2 := fuzzNum(get("shuffles", "10"))
		trials, ok3 := fuzzNum(get("trials", strconv.Itoa(odds.DefaultSolitaireTrials)))
		if ok1 && ok2 && ok3 && float64(trials)*float64(k+1)*float64(n)*float64(n) > 5e7 {
			return "odds solitaire: a long simulation"
		}
	}
	return ""
}

// FuzzRun runs any command line on the headless commands (play, which
// opens the terminal casino, is fuzzed by ui/cli/play's FuzzPlay): Run
// never panics and keeps the promise of the package doc. It exits 0, 1 or 2; on 0 it writes the output and
// nothing on stderr (one JSON value when --json was given to a command);
// on 1 or 2 it writes nothing on stdout and exactly one line on stderr,
// "riffle[ CMD]: …". Command lines that could run long are left out (see
// fuzzSlow). The state directory is a fresh temporary one, so a command
// that reads or writes the saved session touches no real file.
func FuzzRun(f *testing.F) {
	f.Setenv("XDG_STATE_HOME", f.TempDir())
	f.Setenv("HOME", f.TempDir())
	for _, args := range [][]string{
		{}, {"list"}, {"list", "--json"}, {"help", "crack"}, {"nope"},
		{"rng", "--gen", "lcg:13,5,16", "--seed", "3", "--count", "20", "--bound", "7"},
		{"shuffle", "--algo", "naive", "--cards", "3", "--trials", "270", "--seed", "1", "--json"},
		{"odds", "lottery", "--pick", "6", "--of", "49", "--spots", "3"},
		{"deal", "--algo", "asf", "--gen", "delphi", "--at", "21:14:03.250", "--players", "4"},
		{"crack", "--hole", "Ah Kd", "--flop", "7c 7d"},
		{"bench", "--seconds", "0"},
		{"dobble", "--order", "4", "--json"}, {"dobble", "--double", "--per-card", "7"},
		{"dice", "--n", "7", "--json"},
	} {
		f.Add(strings.Join(args, "\x00"))
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := fuzzArgs(line)
		if fuzzSlow(args) != "" {
			return
		}
		var o, e strings.Builder
		code := Run(args, &o, &e)
		out, errOut := o.String(), e.String()
		if c := rawControl(out + errOut); c != "" {
			t.Fatalf("riffle %q: exit %d: raw %q written: stdout %q, stderr %q", args, code, c, out, errOut)
		}
		switch code {
		case ExitOK:
			if errOut != "" || out == "" {
				t.Fatalf("riffle %q: exit 0, stdout %q, stderr %q", args, out, errOut)
			}
			checkFuzzJSON(t, args, out)
		case ExitError, ExitUsage:
			msg, ok := strings.CutSuffix(errOut, "\n")
			if out != "" || !ok || !oneLineText(msg) || !strings.HasPrefix(msg, "riffle") {
				t.Fatalf("riffle %q: exit %d, stdout %q, stderr %q: want nothing on stdout and one line on stderr", args, code, out, errOut)
			}
		default:
			t.Fatalf("riffle %q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	})
}

// checkFuzzJSON checks that a command given --json (and not asked for
// help) wrote one JSON value.
func checkFuzzJSON(t *testing.T, args []string, out string) {
	t.Helper()
	_, _, flagArgs := fuzzCommand(args)
	vals, ok := fuzzFlags(flagArgs)
	if !ok || vals["json"] != "true" || strings.HasPrefix(out, "usage: riffle") {
		return
	}
	dec := json.NewDecoder(strings.NewReader(out))
	var v any
	if err := dec.Decode(&v); err != nil || dec.More() {
		t.Fatalf("riffle %q: --json output is not one JSON value (%v):\n%s", args, err, out)
	}
}

// FuzzParseFlags parses any arguments against a set of flags like the
// commands': ParseFlags never panics, refuses with flag.ErrHelp or a
// one-line usage error, and accepts exactly what the flag package's rules
// (fuzzFlags) accept, each flag given once, then holding its value.
func FuzzParseFlags(f *testing.F) {
	for _, args := range [][]string{
		{"--gen", "pcg", "--json"}, {"-gen=java", "--seed", "-5"}, {"--json=false", "--count=1_000"},
		{"--gen"}, {"--gen", ""}, {"--nope", "1"}, {"--json=maybe"}, {"---x"}, {"-="}, {"--", "x"},
		{"x"}, {"-h"}, {"--gen", "a", "--gen", "b", "--"}, {"--ascii", "--hole", "Ah Kd"},
	} {
		f.Add(strings.Join(args, "\x00"))
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := fuzzArgs(line)
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		declared := map[string]string{"gen": "pcg", "seed": "", "count": "10", "hole": ""}
		strs := map[string]*string{}
		for name, def := range declared {
			strs[name] = fs.String(name, def, "")
		}
		asJSON := fs.Bool("json", false, "")
		ascii := fs.Bool("ascii", true, "")
		double := fs.Bool("double", false, "")
		report := fs.Bool("report", false, "")
		err := ParseFlags(fs, args)

		vals, ok := fuzzFlags(args)
		for name := range vals {
			if _, known := declared[name]; !known && !fuzzBools[name] {
				ok = false // the flag package refuses an undeclared flag
			}
		}
		if (err == nil) != ok {
			t.Fatalf("ParseFlags(%q) = %v; the flag package's rules say accepted = %v", args, err, ok)
		}
		if err != nil {
			var ue usageError
			switch {
			case errors.Is(err, flag.ErrHelp):
			case errors.As(err, &ue):
				if ue.msg == "" || !oneLineText(ue.msg) || rawControl(ue.msg) != "" {
					t.Fatalf("ParseFlags(%q): usage error %q is not one line", args, ue.msg)
				}
			default:
				t.Fatalf("ParseFlags(%q): %T %v, want flag.ErrHelp or a usage error", args, err, err)
			}
			return
		}
		for name, p := range strs {
			want, set := vals[name]
			if !set {
				want = declared[name]
			}
			if *p != want {
				t.Fatalf("ParseFlags(%q): --%s = %q, want %q", args, name, *p, want)
			}
		}
		for name, p := range map[string]*bool{"json": asJSON, "ascii": ascii, "double": double, "report": report} {
			if v, set := vals[name]; set && strconv.FormatBool(*p) != v {
				t.Fatalf("ParseFlags(%q): --%s = %v, want %s", args, name, *p, v)
			}
		}
	})
}

// FuzzIntFlag reads any value in any range: IntFlag accepts exactly a
// decimal integer (spaces around it, an optional sign, digits,
// underscores anywhere) whose
// value, computed here with math/big, lies in [lo, hi], and returns that
// value; otherwise it refuses in one line naming the flag and what is
// allowed.
func FuzzIntFlag(f *testing.F) {
	f.Add("52", int64(3), int64(256))
	f.Add("1_000_000", int64(1), int64(1_000_000))
	f.Add("-1", int64(-1), int64(43_199_999))
	f.Add("+7", int64(0), int64(10))
	f.Add("99999999999999999999", int64(1), int64(10))
	f.Add("0x10", int64(0), int64(100))
	f.Add("_", int64(0), int64(1))
	f.Add(" 5", int64(0), int64(10))
	f.Fuzz(func(t *testing.T, value string, lo, hi int64) {
		if lo > hi {
			lo, hi = hi, lo
		}
		v, err := IntFlag("cards", value, lo, hi)

		want, isNum := new(big.Int), false
		digits := strings.ReplaceAll(strings.TrimSpace(value), "_", "")
		body := strings.TrimLeft(digits, "+-")
		if len(digits)-len(body) <= 1 && body != "" && strings.Trim(body, "0123456789") == "" {
			_, isNum = want.SetString(digits, 10)
		}
		accept := isNum && want.Cmp(big.NewInt(lo)) >= 0 && want.Cmp(big.NewInt(hi)) <= 0
		if (err == nil) != accept {
			t.Fatalf("IntFlag(%q, %d, %d) = %d, %v; want accepted = %v", value, lo, hi, v, err, accept)
		}
		if err == nil {
			if v != want.Int64() {
				t.Fatalf("IntFlag(%q) = %d, want %v", value, v, want)
			}
			return
		}
		var ue usageError
		if !errors.As(err, &ue) || !oneLineText(ue.msg) || !strings.Contains(ue.msg, "--cards") || !strings.Contains(ue.msg, "allowed") {
			t.Fatalf("IntFlag(%q, %d, %d): error %q: want one line naming --cards and what is allowed", value, lo, hi, err)
		}
	})
}

// The guard's reading of the command lines it lets through is checked by
// FuzzParseFlags; here, that it stops the slow ones the comment of fuzzSlow
// lists and lets quick ones through.
func TestFuzzSlowGuard(t *testing.T) {
	for _, args := range [][]string{
		{"crack", "--hole", "Ah Kd", "--flop", "7c 7d 2s"},
		{"crack", "--hole=Ah,Kd", "--flop=7c,7d,2s", "--window-ms", "0"},
		{"bench", "--seconds", "1"},
		{"history", "--state", "/"},
		{"replay", "all", "--state=/tmp"},
		{"bench"},
		{"rng", "--gen", "pcg", "--count", "10001"},
		{"rng", "--gen", "lcg:5,1,1048576"},
		{"shuffle", "--trials", "1_000_000"},
		{"shuffle", "--algo", "uniform-riffles", "--trials", "20"},
		{"shuffle", "--workers", "17", "--trials", "1"},
		{"shuffle", "--algo", "constrained-uniform", "--cards", "54", "--trials", "1"},
		{"odds", "yahtzee", "--dice", "61"},
		{"odds", "yahtzee", "--rolls", "10001"},
		{"shuffle", "--algo", "sort-key", "--key-bits", "4", "--cards", "4", "--trials", "1"},
		{"odds", "riffle", "--cards", "101"},
		{"odds", "solitaire", "--cards", "202"},
		{"odds", "solitaire", "--method", "monte-carlo"},
		{"dice", "--n", "25"},
	} {
		if fuzzSlow(args) == "" {
			t.Errorf("riffle %q is let through", args)
		}
	}
	for _, args := range [][]string{
		{"crack", "--hole", "Ah", "--flop", "7c 7d 2s"},
		{"crack", "--hole", "Ah Kd", "--flop", "7c Ah 2s"},
		{"bench", "--seconds", "0"},
		{"rng", "--gen", "pcg", "--count", "10000"},
		{"rng", "--gen", "lcg:5,1,1048575"},
		{"shuffle"},
		{"shuffle", "--algo", "uniform-riffles", "--cards", "10", "--trials", "100"},
		{"odds", "yahtzee", "--dice", "60"},
		{"odds", "poker", "--cards", "6"},
		{"odds", "poker", "--cards", "7", "--json"},
		{"shuffle", "--algo", "sort-key", "--key-bits", "3", "--cards", "5", "--trials", "100"},
		{"odds", "solitaire", "--method", "monte-carlo", "--trials", "1000"},
		{"deal", "--algo", "asf", "--gen", "delphi"},
		{"list"},
		{"history", "--json"},
		{"replay", "last"},
		{"dice", "--n", "24", "--json"},
	} {
		if why := fuzzSlow(args); why != "" {
			t.Errorf("riffle %q is left out: %s", args, why)
		}
	}
}
