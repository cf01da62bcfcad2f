package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"riffle/engine/odds"
)

type yahtzeeOut struct {
	Dice        int       `json:"dice"`
	Sides       int       `json:"sides"`
	KeepLargest string    `json:"keep_largest"`
	Exact       bool      `json:"exact"`
	Digits      int       `json:"significant_digits"`
	RelError    float64   `json:"relative_error_bound"`
	Expected    float64   `json:"expected_rolls"`
	ExpectedRat *string   `json:"expected_rolls_exact"`
	CDF         []float64 `json:"cdf"`
	CDFExact    []string  `json:"cdf_exact"`
	Optimal     []struct {
		State     int     `json:"state"`
		Keep      int     `json:"keep"`
		Left      float64 `json:"expected_rolls_left"`
		LeftExact string  `json:"expected_rolls_left_exact"`
	} `json:"optimal"`
}

// yahtzeeRun runs riffle with args and returns its exit status and output.
func yahtzeeRun(args ...string) (int, string, string) {
	var o, e bytes.Buffer
	code := Run(args, &o, &e)
	return code, o.String(), e.String()
}

func yahtzeeJSONRun(t *testing.T, args ...string) (yahtzeeOut, map[string]json.RawMessage) {
	t.Helper()
	code, out, errOut := yahtzeeRun(append([]string{"odds", "yahtzee", "--json"}, args...)...)
	if code != 0 || errOut != "" {
		t.Fatalf("yahtzee %v: exit %d, stderr %q", args, code, errOut)
	}
	var j yahtzeeOut
	var keys map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("yahtzee %v: %v\n%s", args, err, out)
	}
	if err := json.Unmarshal([]byte(out), &keys); err != nil {
		t.Fatal(err)
	}
	return j, keys
}

// TestOddsYahtzeeJSON: the required keys, with the engine's values (checked
// in engine/odds against the decision process over whole rolls, brute-force
// enumeration, a simulation and J. Snyder's 191283/17248).
func TestOddsYahtzeeJSON(t *testing.T) {
	j, keys := yahtzeeJSONRun(t)
	for _, k := range []string{"dice", "sides", "expected_rolls", "expected_rolls_exact", "cdf", "exact", "significant_digits", "optimal", "keep_largest"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("yahtzee --json lacks %q", k)
		}
	}
	if j.Dice != 5 || j.Sides != 6 || !j.Exact || j.ExpectedRat == nil || *j.ExpectedRat != "191283/17248" ||
		j.Expected != 191283.0/17248 || j.KeepLargest != "proved optimal" {
		t.Errorf("defaults: %+v", j)
	}
	sol := odds.Yahtzee{Dice: 5, Sides: 6}.Solve()
	if got := len(j.CDF); got == 0 || 1-j.CDF[got-1] >= 1e-9 || (got > 1 && 1-j.CDF[got-2] < 1e-9) {
		t.Errorf("cdf has %d values, the last %v: want it to stop at the first 1 − P < 1e-9", got, j.CDF[got-1])
	}
	for k, p := range j.CDF {
		if p != sol.CDF(k+1) {
			t.Errorf("cdf[%d] = %v, engine %v", k, p, sol.CDF(k+1))
		}
	}
	if len(j.CDFExact) != 10 || j.CDFExact[0] != "1/1296" || j.CDFExact[1] != sol.CDFRats(2)[1].RatString() {
		t.Errorf("cdf_exact = %v", j.CDFExact)
	}
	if len(j.Optimal) != 6 {
		t.Fatalf("optimal has %d states, want 6", len(j.Optimal))
	}
	for s, st := range j.Optimal {
		if st.State != s || st.Keep != s || st.Left != sol.RollsLeft(s) || st.LeftExact != sol.RollsLeftRat(s).RatString() {
			t.Errorf("optimal[%d] = %+v", s, st)
		}
	}
	if j.Optimal[3].LeftExact != "96/11" || j.Optimal[4].LeftExact != "6" || j.Optimal[5].Left != 0 {
		t.Errorf("E_3, E_4, E_5 = %s, %s, %v; want 96/11, 6, 0", j.Optimal[3].LeftExact, j.Optimal[4].LeftExact, j.Optimal[5].Left)
	}

	// --rolls K gives exactly K values.
	j, _ = yahtzeeJSONRun(t, "--rolls", "3", "--dice", "2", "--sides", "2")
	if len(j.CDF) != 3 || j.CDF[0] != 0.5 || j.CDF[1] != 0.75 || j.CDF[2] != 0.875 {
		t.Errorf("2 coins, --rolls 3: cdf %v, want [0.5 0.75 0.875]", j.CDF)
	}
	j, _ = yahtzeeJSONRun(t, "--rolls", "4", "--dice", "1")
	if len(j.CDF) != 4 || j.CDF[3] != 1 || j.Expected != 1 {
		t.Errorf("one die, --rolls 4: cdf %v, E %v", j.CDF, j.Expected)
	}

	// Beyond the exact limit: float64, null fraction, the digits stated.
	j, keys = yahtzeeJSONRun(t, "--dice", "250")
	sol = odds.Yahtzee{Dice: 250, Sides: 6}.Solve()
	if j.Exact || string(keys["expected_rolls_exact"]) != "null" || j.Expected != sol.ExpectedRolls() ||
		j.Digits != sol.SignificantDigits() || j.Digits < 12 || len(j.Optimal) != 251 || j.Optimal[100].LeftExact != "" {
		t.Errorf("250 dice: exact %v, fraction %s, E %v, digits %d", j.Exact, keys["expected_rolls_exact"], j.Expected, j.Digits)
	}
	if j.KeepLargest != "unknown" {
		t.Errorf("250 dice: keep_largest %q", j.KeepLargest)
	}
	j, _ = yahtzeeJSONRun(t, "--dice", "8", "--sides", "11")
	if j.KeepLargest != "not optimal" {
		t.Errorf("8 dice of 11 sides: keep_largest %q", j.KeepLargest)
	}
}

// TestOddsYahtzeeText: the readable view shows the key numbers and fits 80
// columns.
func TestOddsYahtzeeText(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{nil, []string{"5 dice with 6 sides", "191283/17248 ≈ 11.090155380334 (exact)", "96/11 ≈ 8.727272727",
			"1/1296 ≈ 0.000771605", "optimal for every roll (exact search", "50% by roll 10"}},
		{[]string{"--dice", "100"}, []string{"28.5947451332753", "(exact: a fraction of", "99      6", "not searched"}},
		{[]string{"--dice", "300"}, []string{"float64: 1", "significant digits guaranteed"}},
		{[]string{"--dice", "8", "--sides", "11"}, []string{"NOT optimal here", "26.3402922304848"}},
	} {
		code, out, errOut := yahtzeeRun(append([]string{"odds", "yahtzee"}, c.args...)...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: exit %d, stderr %q", c.args, code, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: output lacks %q:\n%s", c.args, w, out)
			}
		}
		for _, line := range strings.Split(out, "\n") {
			if utf8.RuneCountInString(line) > 80 || strings.HasSuffix(line, " ") {
				t.Errorf("%v: line too wide or with trailing space: %q", c.args, line)
			}
		}
	}
	// The decimal of 300 dice carries the guaranteed digits of the engine.
	sol := odds.Yahtzee{Dice: 300, Sides: 6}.Solve()
	_, out, _ := yahtzeeRun("odds", "yahtzee", "--dice", "300")
	if want := yahtzeeDecimal(sol.ExpectedRolls(), sol.SignificantDigits()); !strings.Contains(out, want) {
		t.Errorf("300 dice: output lacks %s", want)
	}
}

// TestOddsYahtzeeBadInput: exit 2, one line naming the flag and what is
// allowed, nothing on stdout; --help exits 0.
func TestOddsYahtzeeBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--dice", "0"}, "--dice 0 is out of range: allowed 1…2,000"},
		{[]string{"--dice", "10001"}, "--dice 10001 is out of range: allowed 1…2,000"},
		{[]string{"--dice", "2001"}, "allowed 1…2,000 for 6-sided dice"},
		{[]string{"--dice", "500", "--sides", "100"}, "--dice 500 is out of range: allowed 1…449 for 100-sided dice"},
		{[]string{"--dice", "many"}, "--dice \"many\" is not a whole number"},
		{[]string{"--sides", "1"}, "--sides 1 is out of range: allowed 2…100"},
		{[]string{"--sides", "101"}, "--sides 101 is out of range: allowed 2…100"},
		{[]string{"--rolls", "0"}, "--rolls 0 is out of range: allowed 1…100,000"},
		{[]string{"--bogus"}, "unknown flag"},
		{[]string{"extra"}, "unexpected argument"},
	} {
		code, out, errOut := yahtzeeRun(append([]string{"odds", "yahtzee"}, c.args...)...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
	code, out, _ := yahtzeeRun("odds", "yahtzee", "--help")
	if code != 0 || !strings.Contains(out, "--dice N") || !strings.Contains(out, "riffle odds yahtzee --dice 100") {
		t.Errorf("--help: exit %d\n%s", code, out)
	}
}
