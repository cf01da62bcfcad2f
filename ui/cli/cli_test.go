package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"riffle/engine/shuffle"
	"riffle/games/tables"
)

func run(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = Run(args, &o, &e)
	return code, o.String(), e.String()
}

func runJSON(t *testing.T, v any, args ...string) {
	t.Helper()
	code, out, errOut := run(args...)
	if code != 0 {
		t.Fatalf("riffle %v: exit %d, stderr %q", args, code, errOut)
	}
	dec := json.NewDecoder(strings.NewReader(out))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("riffle %v: output is not one JSON object: %v\n%s", args, err, out)
	}
	if dec.More() {
		t.Fatalf("riffle %v: more than one JSON value", args)
	}
}

func TestOverviewAndHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"-h"}, {"help"}} {
		code, out, errOut := run(args...)
		if code != 0 || errOut != "" || !strings.Contains(out, "riffle shuffle") {
			t.Errorf("riffle %v: exit %d, stderr %q, stdout %q", args, code, errOut, out)
		}
		// The tables counted as games/tables lists them (it said "six").
		if want := fmt.Sprintf("%d tables", len(tables.Names())); !strings.Contains(out, want) {
			t.Errorf("riffle %v: the overview does not say %q:\n%s", args, want, out)
		}
	}
	for _, c := range commands(nil) {
		for _, args := range [][]string{{c.name, "--help"}, {c.name, "-h"}, {"help", c.name}} {
			code, out, errOut := run(args...)
			if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: riffle "+c.name) {
				t.Errorf("riffle %v: exit %d, stderr %q, stdout %q", args, code, errOut, out)
			}
		}
	}
}

// TestRNGKnownAnswers: the rng command prints the documents' numbers.
func TestRNGKnownAnswers(t *testing.T) {
	cases := []struct {
		args    []string
		values  []string
		bounded []int
	}{
		// "How We Learned to Cheat at Online Poker": RandSeed 12345 → 1655067934, Random(52) = 20.
		{[]string{"--gen", "delphi", "--seed", "12345", "--count", "1", "--bound", "52"}, []string{"1655067934"}, []int{20}},
		// The Java text: (13s + 5) mod 16 from 0 runs 5, 6, 3, 12, 1, 2, 15, 8, … and repeats after 16.
		{[]string{"--gen", "lcg16", "--seed", "0", "--count", "17"},
			strings.Fields("5 6 3 12 1 2 15 8 13 14 11 4 9 10 7 0 5"), nil},
		// The same LCG named by its parameters.
		{[]string{"--gen", "lcg:13,5,16", "--seed", "2", "--count", "4"}, strings.Fields("15 8 13 14"), nil},
		// mt19937ar: init_genrand(5489) starts 3499211612, 581869302, 3890346734.
		{[]string{"--gen", "mt19937", "--seed", "5489", "--count", "3"}, strings.Fields("3499211612 581869302 3890346734"), nil},
		// OpenJDK: new Random(0).nextInt() == -1155484576.
		{[]string{"--gen", "java", "--seed", "0", "--count", "1"}, []string{"-1155484576"}, nil},
	}
	for _, c := range cases {
		var r struct {
			Gen     string        `json:"gen"`
			Values  []json.Number `json:"values"`
			Bounded []int         `json:"bounded"`
		}
		runJSON(t, &r, append([]string{"rng", "--json"}, c.args...)...)
		var got []string
		for _, v := range r.Values {
			got = append(got, v.String())
		}
		if strings.Join(got, " ") != strings.Join(c.values, " ") {
			t.Errorf("rng %v: values %v, want %v", c.args, got, c.values)
		}
		if c.bounded != nil && (len(r.Bounded) != len(c.bounded) || r.Bounded[0] != c.bounded[0]) {
			t.Errorf("rng %v: bounded %v, want %v", c.args, r.Bounded, c.bounded)
		}
	}
	// The text view shows the same numbers.
	_, out, _ := run("rng", "--gen", "delphi", "--seed", "12345", "--count", "1", "--bound", "52")
	if !strings.Contains(out, "1655067934") || !strings.Contains(out, "20") {
		t.Errorf("text view lacks the known answer:\n%s", out)
	}
}

type shuffleOut struct {
	Algo         string    `json:"algo"`
	Gen          string    `json:"gen"`
	Seed         uint64    `json:"seed"`
	Cards        int       `json:"cards"`
	Trials       int64     `json:"trials"`
	Chi2         float64   `json:"chi2"`
	DF           int       `json:"df"`
	PValue       float64   `json:"p_value"`
	Verdict      string    `json:"verdict"`
	TV           float64   `json:"tv_distance"`
	Matrix       [][]int64 `json:"matrix"`
	Permutations []struct {
		Order         string   `json:"order"`
		Observed      float64  `json:"observed"`
		Exact         *float64 `json:"exact"`
		ExactFraction string   `json:"exact_fraction"`
	} `json:"permutations"`
}

func TestShuffleJSON(t *testing.T) {
	var r shuffleOut
	runJSON(t, &r, "shuffle", "--algo", "naive", "--gen", "pcg", "--cards", "3", "--trials", "2700", "--seed", "9", "--json")
	if r.Algo != "naive" || r.Gen != "pcg" || r.Seed != 9 || r.Cards != 3 || r.Trials != 2700 || r.DF != 4 {
		t.Errorf("header fields: %+v", r)
	}
	if len(r.Matrix) != 3 || len(r.Permutations) != 6 {
		t.Fatalf("matrix %d rows, %d permutations", len(r.Matrix), len(r.Permutations))
	}
	var total int64
	for _, row := range r.Matrix {
		for _, c := range row {
			total += c
		}
	}
	if total != 3*2700 {
		t.Errorf("matrix sums to %d, want cards × trials = %d", total, 3*2700)
	}
	// The poker paper's 3-card figure, as exact fractions.
	want := map[string]string{"1 2 3": "4/27", "1 3 2": "5/27", "2 1 3": "5/27", "2 3 1": "5/27", "3 1 2": "4/27", "3 2 1": "4/27"}
	for _, p := range r.Permutations {
		if p.ExactFraction != want[p.Order] || p.Exact == nil {
			t.Errorf("order %s: exact %s, want %s", p.Order, p.ExactFraction, want[p.Order])
		}
	}

	var asf shuffleOut
	runJSON(t, &asf, "shuffle", "--algo", "asf", "--gen", "delphi", "--trials", "3000", "--seed", "1", "--json")
	if asf.Matrix[51][51] != 0 || asf.Verdict != "biased: p < 1e-6" {
		t.Errorf("asf: card 52 in position 52 %d times, p %g, %q", asf.Matrix[51][51], asf.PValue, asf.Verdict)
	}

	// The same seed gives the same report, byte for byte.
	args := []string{"shuffle", "--algo", "fisher-yates", "--gen", "java", "--seed", "-5", "--cards", "8", "--trials", "500", "--json"}
	_, a, _ := run(args...)
	_, b, _ := run(args...)
	if a != b || !strings.Contains(a, `"seed":-5`) {
		t.Errorf("not reproducible, or java's signed seed not shown: %s", a)
	}
}

func TestShuffleText(t *testing.T) {
	code, out, errOut := run("shuffle", "--algo", "fisher-yates", "--gen", "lcg16", "--seed", "0", "--cards", "5", "--trials", "1000")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"fisher-yates on lcg16", "seed 0", "verdict", "biased", "every order of 5"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	// A constrained sampler defaults to 36 dice and names its test.
	code, out, _ = run("shuffle", "--algo", "constrained-uniform", "--trials", "200", "--seed", "1")
	if code != 0 || !strings.Contains(out, "36 dice (6 faces × 6)") || !strings.Contains(out, "Bonferroni") {
		t.Errorf("constrained-uniform: exit %d\n%s", code, out)
	}
}

// TestShuffleWorkers: --workers 1 is the default single stream, byte for
// byte; more workers split the trials, reproducibly for a given W, with
// their own streams (so another W gives another tally), and a generator with
// 32-bit seeds gets derived seeds it accepts.
func TestShuffleWorkers(t *testing.T) {
	base := []string{"shuffle", "--gen", "pcg", "--seed", "2", "--cards", "52", "--trials", "3001", "--json"}
	_, def, _ := run(base...)
	_, one, _ := run(append(base, "--workers", "1")...)
	if def != one || !strings.Contains(def, `"workers":1`) {
		t.Errorf("--workers 1 differs from the default:\n%s\n%s", def, one)
	}
	var a, b, single shuffleOut
	runJSON(t, &a, append(base, "--workers", "3")...)
	runJSON(t, &b, append(base, "--workers", "3")...)
	runJSON(t, &single, base...)
	var total int64
	for _, row := range a.Matrix {
		for _, c := range row {
			total += c
		}
	}
	if a.Trials != 3001 || total != 52*3001 {
		t.Errorf("3 workers: %d trials, matrix sums to %d, want 3001 and %d", a.Trials, total, 52*3001)
	}
	if a.Chi2 != b.Chi2 || a.Chi2 == single.Chi2 {
		t.Errorf("3 workers: χ² %v then %v (one worker: %v); want reproducible and different from one stream", a.Chi2, b.Chi2, single.Chi2)
	}
	var d shuffleOut
	runJSON(t, &d, "shuffle", "--algo", "asf", "--gen", "delphi", "--seed", "1", "--trials", "500", "--workers", "4", "--json")
	if d.Trials != 500 {
		t.Errorf("delphi on 4 workers: %d trials", d.Trials)
	}
}

// TestBadInput: every bad input exits 2 with one line on stderr that names
// the flag or the problem and what is allowed, and nothing on stdout.
func TestBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want []string // substrings of the one stderr line
	}{
		{[]string{"cut"}, []string{`unknown command "cut"`, "shuffle"}},
		{[]string{"help", "cut"}, []string{`unknown command "cut"`}},
		{[]string{"list", "--bogus"}, []string{"unknown flag \"--bogus\"", "--json"}},
		{[]string{"rng"}, []string{"--gen is required", "java"}},
		{[]string{"rng", "--gen", "randu"}, []string{"--gen", `unknown generator "randu"`, "lcg16"}},
		{[]string{"rng", "--gen", "lcg"}, []string{"--gen", "lcg:A,C,M"}},
		{[]string{"rng", "--gen", "lcg:13,5"}, []string{"--gen", "three parameters"}},
		{[]string{"rng", "--gen", "lcg16", "--seed", "20"}, []string{"--seed", "0…15"}},
		{[]string{"rng", "--gen", "pcg", "--seed", "abc"}, []string{"--seed", "abc"}},
		{[]string{"rng", "--gen", "pcg", "--count", "0"}, []string{"--count 0", "1…1,000,000"}},
		{[]string{"rng", "--gen", "pcg", "--count", "-3"}, []string{"--count -3", "1…1,000,000"}},
		{[]string{"rng", "--gen", "pcg", "--count", "ten"}, []string{"--count", "not a whole number"}},
		{[]string{"rng", "--gen", "pcg", "--bound", "0"}, []string{"--bound 0", "1…2,147,483,647"}},
		{[]string{"rng", "--gen", "delphi", "--seed", "4294967296"}, []string{"--seed"}},
		{[]string{"rng", "--gen"}, []string{"flag --gen needs a value"}},
		{[]string{"shuffle", "--algo", "bogo"}, []string{"--algo", `unknown algorithm "bogo"`, "fisher-yates"}},
		{[]string{"shuffle", "--cards", "0"}, []string{"--cards 0", "1…10,000"}},
		{[]string{"shuffle", "--cards", "10001"}, []string{"--cards 10001", "1…10,000"}},
		{[]string{"shuffle", "--trials", "0"}, []string{"--trials 0", "1…1,000,000,000"}},
		{[]string{"shuffle", "--trials", "1000000001"}, []string{"--trials 1000000001", "1…1,000,000,000"}},
		{[]string{"shuffle", "--trials", "99999999999999999999"}, []string{"--trials", "out of range"}},
		{[]string{"shuffle", "--seed", "1.5"}, []string{"--seed", "1.5"}},
		{[]string{"shuffle", "--algo", "partial", "--cards", "10", "--keep", "11"}, []string{"--keep 11", "1…10"}},
		{[]string{"shuffle", "--algo", "sort-key", "--key-bits", "65"}, []string{"--key-bits 65", "1…64"}},
		{[]string{"shuffle", "--algo", "constrained-fix", "--cards", "52"}, []string{"--cards 52", "multiple of 6"}},
		{[]string{"shuffle", "--algo", "asf", "--cards", "1"}, []string{"--cards 1 is too few for asf", "2 or more"}},
		{[]string{"shuffle", "--workers", "0"}, []string{"--workers 0", "1…256"}},
		{[]string{"shuffle", "--workers", "257"}, []string{"--workers 257", "1…256"}},
		{[]string{"shuffle", "extra"}, []string{`unexpected argument "extra"`}},
	}
	for _, c := range cases {
		code, out, errOut := run(c.args...)
		if code != 2 || out != "" {
			t.Errorf("riffle %v: exit %d, stdout %q; want exit 2 and no output", c.args, code, out)
		}
		if strings.Count(errOut, "\n") != 1 || !strings.HasSuffix(errOut, "\n") {
			t.Errorf("riffle %v: stderr is not one line: %q", c.args, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("riffle %v: stderr %q lacks %q", c.args, errOut, w)
			}
		}
	}
}

// TestShuffleParamFlags: engine/shuffle names a parameter it refuses in
// plain words ("key bits"); the command line calls it by the flag that set
// it, in the same one line with exit status 2 — whether ui/cli caught the
// value itself (intFlag) or engine/shuffle did.
func TestShuffleParamFlags(t *testing.T) {
	cases := []struct {
		args []string
		want string // the whole stderr line after "riffle shuffle: "
	}{
		// Caught by engine/shuffle.
		{[]string{"--algo", "partial", "--cards", "200", "--keep", "150"},
			"--keep 150 is out of range for 200 cards: allowed 1…100"},
		{[]string{"--algo", "constrained-fix", "--cards", "52"},
			"--cards 52 is not a multiple of 6: constrained-fix deals each of 6 faces equally often"},
		{[]string{"--algo", "constrained-original", "--cards", "50"},
			"--cards 50 is not a multiple of 6: constrained-original deals each of 6 faces equally often"},
		{[]string{"--algo", "constrained-uniform", "--cards", "100"},
			"--cards 100 is not a multiple of 6: constrained-uniform deals each of 6 faces equally often"},
		{[]string{"--algo", "constrained-uniform", "--cards", "102"},
			"--cards 102 is too many for constrained-uniform: allowed up to 96 dice (its counting table grows steeply)"},
		{[]string{"--algo", "constrained-original", "--cards", "1536"},
			"--cards 1536 is too many for constrained-original: allowed up to 1530 dice (255 of each of 6 faces)"},
		{[]string{"--algo", "asf", "--cards", "1"},
			"--cards 1 is too few for asf: allowed 2 or more (it draws Random(n-1)+1)"},
		// Caught by ui/cli before engine/shuffle sees them.
		{[]string{"--algo", "partial", "--keep", "99"}, "--keep 99 is out of range: allowed 1…52"},
		{[]string{"--algo", "partial", "--keep", "0"}, "--keep 0 is out of range: allowed 1…52"},
		{[]string{"--algo", "sort-key", "--key-bits", "0"}, "--key-bits 0 is out of range: allowed 1…64"},
		{[]string{"--algo", "sort-key", "--key-bits", "70"}, "--key-bits 70 is out of range: allowed 1…64"},
	}
	for _, c := range cases {
		args := append([]string{"shuffle"}, c.args...)
		code, out, errOut := run(append(args, "--trials", "1")...)
		if want := "riffle shuffle: " + c.want + "\n"; code != 2 || out != "" || errOut != want {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q; want exit 2, no output and %q", args, code, out, errOut, want)
		}
	}

	// The exact distribution's note is not an error, but it names the
	// flag too, in the report and in --json.
	var r struct {
		ExactNote string `json:"exact_note"`
	}
	runJSON(t, &r, "shuffle", "--algo", "sort-key", "--cards", "6", "--trials", "10", "--seed", "1", "--json")
	want := "--key-bits 32 is too wide to enumerate: sort-key draws keys over 30 bits from whole 64-bit words (try --key-bits 3)"
	if r.ExactNote != want {
		t.Errorf("sort-key on 6 cards: exact_note %q, want %q", r.ExactNote, want)
	}
	_, out, _ := run("shuffle", "--algo", "sort-key", "--cards", "6", "--trials", "10", "--seed", "1")
	if !strings.Contains(strings.Join(strings.Fields(out), " "), "exact: "+want) {
		t.Errorf("sort-key on 6 cards: the report lacks %q:\n%s", "exact: "+want, out)
	}
}

// TestShuffleFlagText: a shuffle.ParamError found anywhere in the chain is
// written with its field's flag, inside whatever wrapped it; a field no
// flag sets, and any other error, read as they are.
func TestShuffleFlagText(t *testing.T) {
	keep := &shuffle.ParamError{Field: shuffle.FieldKeep, Value: 150, Reason: "is out of range for 200 cards: allowed 1…100"}
	bits := &shuffle.ParamError{Field: shuffle.FieldKeyBits, Value: 32, Reason: "is too wide", Try: 3}
	riffles := &shuffle.ParamError{Field: shuffle.FieldRiffles, Value: 65, Reason: "is out of range: allowed 1…64"}
	cases := []struct {
		err  error
		want string
	}{
		{keep, "--keep 150 is out of range for 200 cards: allowed 1…100"},
		{fmt.Errorf("partial cannot shuffle 52 cards: %w", keep), "partial cannot shuffle 52 cards: --keep 150 is out of range for 200 cards: allowed 1…100"},
		{fmt.Errorf("sort-key: %w; no exact distribution", bits), "sort-key: --key-bits 32 is too wide (try --key-bits 3); no exact distribution"},
		{&shuffle.ParamError{Field: shuffle.FieldCards, Value: 0, Reason: "is out of range: allowed 1…10000"}, "--cards 0 is out of range: allowed 1…10000"},
		{riffles, "riffles 65 is out of range: allowed 1…64"},
		{errors.New("unknown algorithm"), "unknown algorithm"},
	}
	for _, c := range cases {
		if got := shuffleFlagText(c.err); got != c.want {
			t.Errorf("shuffleFlagText(%q) = %q, want %q", c.err, got, c.want)
		}
	}
}

func TestListJSON(t *testing.T) {
	var l struct {
		Generators []struct{ Name string } `json:"generators"`
		Algorithms []struct {
			Name string
			Fair bool
			Why  string
		} `json:"algorithms"`
	}
	runJSON(t, &l, "list", "--json")
	var names []string
	for _, g := range l.Generators {
		names = append(names, g.Name)
	}
	if got := strings.Join(names, " "); got != "lcg16 lcg32 lcg:A,C,M java delphi mt19937 pcg chacha8 os" {
		t.Errorf("generators: %s", got)
	}
	if len(l.Algorithms) != 11 {
		t.Errorf("%d algorithms, want 11", len(l.Algorithms))
	}
}

// TestShuffleEveryAlgorithmSmallDecks runs the command for every algorithm
// and generator at the smallest deck sizes, where edge cases live (one card,
// zero degrees of freedom): each run succeeds or refuses with exit 2 and one
// line — never a panic.
func TestShuffleEveryAlgorithmSmallDecks(t *testing.T) {
	gens := []string{"lcg16", "lcg32", "lcg:0,0,2", "java", "delphi", "mt19937", "pcg", "chacha8", "os"}
	for _, a := range shuffle.Names() {
		for _, cards := range []string{"1", "2", "3", "6"} {
			for _, g := range gens {
				args := []string{"shuffle", "--algo", a, "--gen", g, "--cards", cards, "--trials", "20", "--seed", "1"}
				code, out, errOut := run(args...)
				switch {
				case code == 0 && out != "" && errOut == "":
				case code == 2 && out == "" && strings.Count(errOut, "\n") == 1:
				default:
					t.Errorf("riffle %v: exit %d, stdout %d bytes, stderr %q", args, code, len(out), errOut)
				}
			}
		}
	}
}

func TestRNGPeriod(t *testing.T) {
	type period struct {
		Period *uint64 `json:"period"`
		Tail   *uint64 `json:"tail"`
	}
	var r period
	// (16s + 1) mod 32 from 31: 31 → 17 → 17 → …: a tail of 1, then period 1.
	runJSON(t, &r, "rng", "--gen", "lcg:16,1,32", "--seed", "31", "--count", "3", "--json")
	if r.Period == nil || *r.Period != 1 || *r.Tail != 1 {
		t.Errorf("lcg:16,1,32 from 31: %+v, want period 1 and tail 1", r)
	}
	// The Java text's (13s + 5) mod 16 has period 16 from every seed.
	r = period{}
	runJSON(t, &r, "rng", "--gen", "lcg16", "--seed", "9", "--count", "1", "--json")
	if r.Period == nil || *r.Period != 16 || r.Tail == nil || *r.Tail != 0 {
		t.Errorf("lcg16 from 9: %+v, want period 16 and tail 0", r)
	}
	// Not an LCG: no period field.
	r = period{}
	runJSON(t, &r, "rng", "--gen", "pcg", "--seed", "9", "--count", "1", "--json")
	if r.Period != nil {
		t.Errorf("pcg: unexpected period %d", *r.Period)
	}
}

// TestReadableFits80Columns: the readable views and help texts fit an 80-column
// terminal (widths counted in characters, not bytes).
func TestReadableFits80Columns(t *testing.T) {
	cmds := [][]string{
		nil, {"list"}, {"rng", "--help"}, {"shuffle", "--help"}, {"odds", "--help"},
		{"rng", "--gen", "lcg:16,1,32", "--seed", "31", "--count", "3", "--bound", "52"},
		{"shuffle", "--algo", "asf", "--gen", "delphi", "--trials", "500", "--seed", "1"},
		{"shuffle", "--algo", "naive", "--cards", "5", "--trials", "500", "--seed", "1"},
		{"shuffle", "--algo", "partial", "--cards", "40", "--keep", "10", "--trials", "500", "--seed", "1"},
		{"shuffle", "--algo", "constrained-original", "--trials", "200", "--seed", "1"},
		{"shuffle", "--cards", "300", "--trials", "100", "--seed", "1"},
		{"dobble", "--help"}, {"dobble"}, {"dobble", "--order", "17"}, {"dobble", "--double", "--per-card", "11"},
		{"dobble", "--double", "--report"},
	}
	for _, args := range cmds {
		_, out, _ := run(args...)
		for i, line := range strings.Split(out, "\n") {
			if n := len([]rune(line)); n > 80 {
				t.Errorf("riffle %v, line %d: %d columns: %s", args, i+1, n, line)
			}
		}
	}
}

func TestEmptyFlagValue(t *testing.T) {
	for _, args := range [][]string{
		{"shuffle", "--trials="}, {"rng", "--gen", "pcg", "--seed="}, {"odds", "yahtzee", "--rolls="},
	} {
		code, out, errOut := run(args...)
		if code != 2 || out != "" || !strings.Contains(errOut, "needs a value") {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

// One rule for every flag: a flag given twice is refused in one line,
// exit 2 (it silently took the last value); a whole number reads alike
// everywhere, spaces around it and a leading + allowed (--nonce +1 was
// refused while --count +1 was taken; --cards "5 " taken by one command
// and refused by another).
func TestOneRuleForFlags(t *testing.T) {
	for _, args := range [][]string{
		{"history", "--last", "2", "--last", "3"},
		{"rng", "--gen", "pcg", "--gen=lcg:5,13,0"},
		{"shuffle", "--json", "--trials", "10", "--json"},
	} {
		code, out, errOut := run(args...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "is given twice") {
			t.Errorf("riffle %q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	seed := strings.Repeat("5e", 32)
	for _, args := range [][]string{
		{"verify", "--server-seed", seed, "--client-seed", "c", "--nonce", "+1", "--table", "craps"},
		{"verify", "--server-seed", seed, "--client-seed", "c", "--nonce", " 1 ", "--table", "craps"},
		{"shuffle", "--cards", "5 ", "--trials", "+10"},
		{"odds", "poker", "--cards", "5 "},
		{"odds", "riffle", "--cards", " 5"},
		{"rng", "--gen", "pcg", "--count", "+3 "},
	} {
		if code, _, errOut := run(args...); code != 0 {
			t.Errorf("riffle %q: exit %d, %s", args, code, errOut)
		}
	}
}

// A count of one takes the singular: "1 card", never "1 cards" (shuffle
// and odds riffle said it for --cards 1).
func TestOneIsSingular(t *testing.T) {
	plural := regexp.MustCompile(`(^|[^0-9.,])1 (cards|trials|rounds|hands|players|values|seeds|shuffles|samples|decks)\b`)
	for _, args := range [][]string{
		{"shuffle", "--cards", "1", "--trials", "1", "--seed", "1"},
		{"shuffle", "--cards", "1", "--trials", "1", "--seed", "1", "--json"},
		{"odds", "riffle", "--cards", "1"},
		{"odds", "riffle", "--cards", "2", "--shuffles", "1"},
		{"rng", "--gen", "pcg", "--count", "1", "--seed", "1"},
	} {
		code, out, errOut := run(args...)
		if m := plural.FindString(out + errOut); code != 0 || m != "" {
			t.Errorf("riffle %q: exit %d, %q in:\n%s%s", args, code, m, out, errOut)
		}
	}
}
