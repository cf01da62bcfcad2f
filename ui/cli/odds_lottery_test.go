package cli

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"unicode/utf8"

	"riffle/engine/odds"
)

type lotteryOut struct {
	Preset       string      `json:"preset"`
	Balls        int         `json:"balls"`
	Drawn        int         `json:"drawn"`
	Spots        int         `json:"spots"`
	BonusBalls   int         `json:"bonus_balls"`
	Combinations json.Number `json:"combinations"`
	CombExact    string      `json:"combinations_exact"`
	Matches      []struct {
		M              int      `json:"m"`
		Prob           float64  `json:"probability"`
		ProbExact      string   `json:"probability_exact"`
		OddsAgainst    string   `json:"odds_against"`
		With           *float64 `json:"with_bonus"`
		WithExact      string   `json:"with_bonus_exact"`
		WithAgainst    string   `json:"with_bonus_odds_against"`
		Without        *float64 `json:"without_bonus"`
		WithoutExact   string   `json:"without_bonus_exact"`
		WithoutAgainst string   `json:"without_bonus_odds_against"`
	} `json:"matches"`
}

// lotteryRaw decodes the output keeping "combinations" raw, to tell a JSON
// number from a string.
func lotteryRaw(t *testing.T, args ...string) (lotteryOut, json.RawMessage) {
	t.Helper()
	var raw map[string]json.RawMessage
	runJSON(t, &raw, args...)
	for _, k := range []string{"combinations", "matches"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("%v: JSON lacks %q", args, k)
		}
	}
	var r lotteryOut
	runJSON(t, &r, args...)
	return r, raw["combinations"]
}

// TestOddsLotteryJSON: the JSON carries the engine's values (checked in
// engine/odds by enumeration and against published prize charts).
func TestOddsLotteryJSON(t *testing.T) {
	cases := []struct {
		args   []string
		l      odds.Lottery
		number bool // combinations fits 2^53
	}{
		{[]string{"--preset", "powerball"}, odds.Lottery{Balls: 69, Drawn: 5, Spots: 5, Bonus: 26}, true},
		{[]string{"--preset", "keno", "--spots", "6"}, odds.Lottery{Balls: 80, Drawn: 20, Spots: 6}, false},
		{[]string{"--preset", "roadrunner"}, odds.Lottery{Balls: 37, Drawn: 5, Spots: 5}, true},
		{[]string{"--pick", "6", "--of", "49", "--bonus-of", "10", "--spots", "8"}, odds.Lottery{Balls: 49, Drawn: 6, Spots: 8, Bonus: 10}, true},
	}
	for _, c := range cases {
		args := append([]string{"odds", "lottery", "--json"}, c.args...)
		r, comb := lotteryRaw(t, args...)
		want := c.l.Combinations().String()
		if r.CombExact != want || r.Combinations.String() != want {
			t.Errorf("%v: combinations %s / %q, want %s", c.args, r.Combinations, r.CombExact, want)
		}
		if isNum := !strings.HasPrefix(string(comb), `"`); isNum != c.number {
			t.Errorf("%v: combinations %s: number %v, want %v (2^53 rule)", c.args, comb, isNum, c.number)
		}
		if r.Balls != c.l.Balls || r.Drawn != c.l.Drawn || r.Spots != c.l.Spots || r.BonusBalls != c.l.Bonus {
			t.Errorf("%v: shape %+v", c.args, r)
		}
		if len(r.Matches) != c.l.MaxMatch()+1 {
			t.Fatalf("%v: %d rows, want %d", c.args, len(r.Matches), c.l.MaxMatch()+1)
		}
		for m, row := range r.Matches {
			p := c.l.Prob(m)
			if row.M != m || row.ProbExact != p.RatString() || row.Prob != ratFloat(p) || row.OddsAgainst != lotteryOneIn(p) {
				t.Errorf("%v: row %d = %+v, engine %s", c.args, m, row, p.RatString())
			}
			if c.l.Bonus == 0 {
				if row.With != nil || row.Without != nil || row.WithExact != "" {
					t.Errorf("%v: bonus fields without a bonus drum: %+v", c.args, row)
				}
				continue
			}
			w, wo := c.l.ProbBonus(m, true), c.l.ProbBonus(m, false)
			if row.With == nil || row.Without == nil || *row.With != ratFloat(w) || row.WithExact != w.RatString() ||
				*row.Without != ratFloat(wo) || row.WithoutExact != wo.RatString() {
				t.Errorf("%v: row %d bonus fields %+v, engine %s %s", c.args, m, row, w.RatString(), wo.RatString())
			}
		}
	}
	// Published: powerball.com's "5 numbers" prize, 1 in 11,688,053.52.
	r, _ := lotteryRaw(t, "odds", "lottery", "--preset", "powerball", "--json")
	if r.Matches[5].WithAgainst != "1 in 292,201,338.00" || r.Matches[5].WithoutAgainst != "1 in 11,688,053.52" {
		t.Errorf("powerball m = 5: %+v", r.Matches[5])
	}
}

func TestLotteryOneIn(t *testing.T) {
	for _, c := range []struct {
		p    *big.Rat
		want string
	}{
		{big.NewRat(25, 292201338), "1 in 11,688,053.52"},
		{big.NewRat(1, 3), "1 in 3.00"},
		{big.NewRat(2, 3), "1 in 1.50"},
		{big.NewRat(8, 1001), "1 in 125.13"}, // 125.125 rounds half away from zero
		{new(big.Rat), "never"},
		{new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(20), nil)), "1 in 1e+20"},
	} {
		if got := lotteryOneIn(c.p); got != c.want {
			t.Errorf("lotteryOneIn(%s) = %q, want %q", c.p.RatString(), got, c.want)
		}
	}
}

func TestOddsLotteryText(t *testing.T) {
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"--preset", "powerball"}, []string{"292,201,338 equally likely draws", "1 in 292,201,338.00",
			"1 in 11,688,053.52", "1 in 913,129.18", "1 in 38.32", "1/292201338 ≈", "5 + bonus", "5, no bonus"}},
		{[]string{"--preset", "keno"}, []string{"3,535,316,142,212,174,320", "1 in 8,911,711.18", "1 in 21.84", "17/151499090 ≈"}},
		{[]string{"--preset", "powerball-2012"}, []string{"195,249,054 equally likely draws"}},
		{[]string{"--preset", "roadrunner"}, []string{"435,897 equally likely draws", "1/435897 ≈"}},
		{[]string{"--preset", "lotto"}, []string{"3,838,380 equally likely draws"}},
		{[]string{"--pick", "500", "--of", "1000"}, []string{"300 digits; exact in --json", "1 in 2.703e+299", "--json has them"}},
	}
	for _, c := range cases {
		args := append([]string{"odds", "lottery"}, c.args...)
		code, out, errOut := run(args...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: exit %d, stderr %q", c.args, code, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: text lacks %q:\n%s", c.args, w, out)
			}
		}
		for i, line := range strings.Split(out, "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%v: line %d is %d columns: %q", c.args, i+1, n, line)
			}
		}
	}
}

func TestOddsLotteryBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		flag string
	}{
		{[]string{"--pick", "7", "--of", "5"}, "--pick 7 is out of range: allowed 1…5"},
		{[]string{"--preset", "keno", "--spots", "11"}, "--spots 11 is out of range: allowed 1…10"},
		{[]string{"--preset", "bogus"}, "--preset"},
		{[]string{"--preset", "bogus"}, "roadrunner, lotto, keno, powerball-2012, powerball"},
		{[]string{"--pick", "3", "--of", "0"}, "--of 0 is out of range: allowed 1…1,000"},
		{[]string{"--pick", "3", "--of", "1001"}, "--of"},
		{[]string{"--of", "10"}, "--pick"},
		{[]string{"--pick", "3"}, "--of"},
		{nil, "--preset"},
		{[]string{"--pick", "3", "--of", "10", "--bonus-of", "1"}, "--bonus-of 1 is out of range: allowed 2…1,000"},
		{[]string{"--pick", "3", "--of", "10", "--spots", "11"}, "--spots"},
		{[]string{"--preset", "lotto", "--pick", "3"}, "--preset"},
		{[]string{"--pick", "x", "--of", "10"}, "--pick"},
	} {
		args := append([]string{"odds", "lottery"}, c.args...)
		code, out, errOut := run(args...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.flag) {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q; want exit 2, one line with %q", args, code, out, errOut, c.flag)
		}
	}
	code, out, errOut := run("odds", "lottery", "--help")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: riffle odds lottery") || !strings.Contains(out, "--bonus-of") {
		t.Errorf("--help: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}
