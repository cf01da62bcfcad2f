package cli

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"riffle/engine/odds"
)

type pokerOut struct {
	Cards   int   `json:"cards"`
	Total   int64 `json:"total"`
	Classes []struct {
		Name        string  `json:"name"`
		Count       int64   `json:"count"`
		Prob        float64 `json:"probability"`
		ProbExact   string  `json:"probability_exact"`
		OddsAgainst string  `json:"odds_against"`
		OddsExact   string  `json:"odds_against_exact"`
	} `json:"classes"`
}

// pokerCheckJSON: the JSON carries the engine's table (checked in
// engine/odds against Wikipedia's "Poker probability" tables), with every
// required key present.
func pokerCheckJSON(t *testing.T, n int, args ...string) pokerOut {
	t.Helper()
	args = append([]string{"odds", "poker", "--json"}, args...)
	var all json.RawMessage
	runJSON(t, &all, args...)
	var raw map[string]json.RawMessage
	var r pokerOut
	if err := json.Unmarshal(all, &raw); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(all, &r); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"cards", "total", "classes"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("%v: JSON lacks %q", args, k)
		}
	}
	var rows []map[string]json.RawMessage
	if err := json.Unmarshal(raw["classes"], &rows); err != nil || len(rows) == 0 {
		t.Fatalf("%v: classes %s: %v", args, raw["classes"], err)
	}
	for _, k := range []string{"name", "count", "probability", "probability_exact", "odds_against", "odds_against_exact"} {
		if _, ok := rows[0][k]; !ok {
			t.Errorf("%v: a class lacks %q", args, k)
		}
	}
	want, err := odds.PokerClasses(n)
	if err != nil {
		t.Fatal(err)
	}
	if r.Cards != n || r.Total != want[0].Total || len(r.Classes) != len(want) {
		t.Fatalf("%v: cards %d total %d, %d classes; want %d, %d, %d", args, r.Cards, r.Total, len(r.Classes), n, want[0].Total, len(want))
	}
	for i, c := range r.Classes {
		w := want[i]
		p, x := w.Prob(), w.OddsAgainst()
		if c.Name != w.Class.String() || c.Count != w.Count || c.ProbExact != p.RatString() ||
			c.Prob != ratFloat(p) || c.OddsExact != x.RatString() {
			t.Errorf("%v: class %d = %+v, want %v %d %s %s", args, i, c, w.Class, w.Count, p.RatString(), x.RatString())
		}
	}
	return r
}

func TestOddsPokerJSON5(t *testing.T) {
	r := pokerCheckJSON(t, 5)
	// Wikipedia, "Poker probability", 5-card table: royal flush 4 hands,
	// 649,739 : 1 against; high card 1,302,540.
	if r.Total != 2_598_960 || r.Classes[0].Name != "Royal flush" || r.Classes[0].Count != 4 ||
		r.Classes[0].OddsAgainst != "649,739 : 1" || r.Classes[9].Name != "High card" || r.Classes[9].Count != 1_302_540 {
		t.Errorf("5-card table: %+v", r)
	}
	r2 := pokerCheckJSON(t, 5, "--cards", "5")
	if r2.Total != r.Total {
		t.Error("--cards 5 differs from the default")
	}
}

// TestOddsPoker7 runs the 133,784,560-hand count through the command
// (patterns, not hands: milliseconds).
func TestOddsPoker7(t *testing.T) {
	r := pokerCheckJSON(t, 7, "--cards", "7")
	// Wikipedia, "Poker probability", 7-card table.
	if r.Total != 133_784_560 || r.Classes[0].Count != 4_324 || r.Classes[8].Count != 58_627_800 {
		t.Errorf("7-card table: %+v", r)
	}
	code, out, _ := run("odds", "poker", "--cards", "7")
	if code != 0 || !strings.Contains(out, "133,784,560") || !strings.Contains(out, "23,294,460") {
		t.Errorf("readable 7-card view: exit %d\n%s", code, out)
	}
}

func TestOddsPokerReadable(t *testing.T) {
	code, out, errOut := run("odds", "poker")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	// The key numbers of Wikipedia's 5-card table, and the engine's
	// fractions and odds.
	p, _ := odds.PokerClasses(5)
	for _, s := range []string{"2,598,960", "Royal flush", "649,739 : 1", "1,302,540", "1,098,240", "Full house",
		"3,744", p[3].Prob().RatString(), pokerOddsText(p[1].OddsAgainst())} {
		if !strings.Contains(out, s) {
			t.Errorf("readable view lacks %q:\n%s", s, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if w := len([]rune(line)); w > 80 {
			t.Errorf("line of %d columns: %q", w, line)
		}
	}
}

// TestPokerOddsText: the rounding and grouping the help promises, on
// quotients worked by hand.
func TestPokerOddsText(t *testing.T) {
	for _, c := range []struct {
		num, den int64
		want     string
	}{
		{2_598_956, 4, "649,739 : 1"},         // royal flush, whole
		{2_598_924, 36, "72,192.33 : 1"},      // straight flush, 72,192.333…
		{2_593_852, 5_108, "507.8 : 1"},       // flush, 507.8019…
		{1_296_420, 1_302_540, "0.9953 : 1"},  // high card, 0.99530…
		{1_500_720, 1_098_240, "1.3665 : 1"},  // one pair, 1.366477…
		{1, 200, "0.005 : 1"},                 // trailing zeros dropped
		{999_999_995, 1_000_000_000, "1 : 1"}, // 0.999999995 rounds up to 1
	} {
		if got := pokerOddsText(big.NewRat(c.num, c.den)); got != c.want {
			t.Errorf("%d/%d: %q, want %q", c.num, c.den, got, c.want)
		}
	}
}

func TestOddsPokerBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		flag string
	}{
		{[]string{"--cards", "6"}, "--cards"},
		{[]string{"--cards", "52"}, "--cards"},
		{[]string{"--cards", "x"}, "--cards"},
		{[]string{"--cards", ""}, "--cards"},
		{[]string{"--cards"}, "-cards"},
		{[]string{"--deck", "5"}, "-deck"},
		{[]string{"extra"}, "extra"},
	} {
		code, out, errOut := run(append([]string{"odds", "poker"}, c.args...)...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.flag) {
			t.Errorf("odds poker %v: exit %d, stdout %q, stderr %q; want exit 2, one line naming %s", c.args, code, out, errOut, c.flag)
		}
	}
	code, out, errOut := run("odds", "poker", "--help")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: riffle odds poker") || !strings.Contains(out, "--cards") {
		t.Errorf("--help: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}
