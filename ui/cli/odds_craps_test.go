package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"riffle/engine/odds"
)

type crapsOut struct {
	PWin       float64 `json:"p_win"`
	PWinExact  string  `json:"p_win_exact"`
	Edge       float64 `json:"house_edge"`
	EdgeExact  string  `json:"house_edge_exact"`
	Rolls      float64 `json:"rolls_per_decision"`
	RollsExact string  `json:"rolls_per_decision_exact"`
	Sums       []struct {
		Sum       int     `json:"sum"`
		Ways      int     `json:"ways"`
		Prob      float64 `json:"probability"`
		ProbExact string  `json:"probability_exact"`
	} `json:"sums"`
	Points []struct {
		Point       int     `json:"point"`
		PPoint      float64 `json:"p_point"`
		PPointExact string  `json:"p_point_exact"`
		PMake       float64 `json:"p_make"`
		PMakeExact  string  `json:"p_make_exact"`
		Payout      float64 `json:"payout"`
		PayoutOdds  string  `json:"payout_odds"`
	} `json:"points"`
	Odds []struct {
		Multiple  int     `json:"multiple"`
		Edge      float64 `json:"combined_edge"`
		EdgeExact string  `json:"combined_edge_exact"`
	} `json:"odds"`
	Puzzles []struct {
		Name        string `json:"name"`
		AnswerExact string `json:"answer_exact"`
		Wrong       []struct {
			ValueExact string `json:"value_exact"`
			Why        string `json:"why"`
		} `json:"wrong"`
	} `json:"puzzles"`
}

// TestOddsCrapsJSON: the required keys are there, with the engine's values
// (themselves checked against enumeration, simulation and the Wizard of Odds
// in engine/odds) and the known fractions.
func TestOddsCrapsJSON(t *testing.T) {
	var keys map[string]json.RawMessage
	runJSON(t, &keys, "odds", "craps", "--json")
	for _, k := range []string{"p_win", "p_win_exact", "house_edge", "house_edge_exact", "points", "odds",
		"rolls_per_decision", "rolls_per_decision_exact", "sums", "puzzles"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("craps --json lacks %q", k)
		}
	}
	var r crapsOut
	runJSON(t, &r, "odds", "craps", "--json", "--max-odds", "10")
	if r.PWinExact != "244/495" || r.PWin != ratFloat(odds.PassLineWin()) {
		t.Errorf("p_win %v %q, want 244/495", r.PWin, r.PWinExact)
	}
	if r.EdgeExact != "7/495" || r.Edge != ratFloat(odds.PassLineHouseEdge()) {
		t.Errorf("house_edge %v %q, want 7/495", r.Edge, r.EdgeExact)
	}
	if r.RollsExact != "557/165" || r.Rolls != ratFloat(odds.PassLineRolls()) {
		t.Errorf("rolls_per_decision %v %q, want 557/165", r.Rolls, r.RollsExact)
	}
	if len(r.Sums) != 11 || r.Sums[5].Sum != 7 || r.Sums[5].Ways != 6 || r.Sums[5].ProbExact != "1/6" {
		t.Errorf("sums: %+v", r.Sums)
	}
	pts := odds.PassLinePoints()
	if len(r.Points) != len(pts) {
		t.Fatalf("%d points, want %d", len(r.Points), len(pts))
	}
	for i, p := range r.Points {
		e := pts[i]
		if p.Point != e.Point || p.PPointExact != e.Set.RatString() || p.PMakeExact != e.Make.RatString() ||
			p.PPoint != ratFloat(e.Set) || p.PMake != ratFloat(e.Make) || p.Payout != ratFloat(e.Payout) {
			t.Errorf("point row %+v, engine %d %s %s %s", p, e.Point, e.Set.RatString(), e.Make.RatString(), e.Payout.RatString())
		}
	}
	if r.Points[0].PayoutOdds != "2:1" || r.Points[1].PayoutOdds != "3:2" || r.Points[2].PayoutOdds != "6:5" {
		t.Errorf("payout odds %q %q %q, want 2:1 3:2 6:5", r.Points[0].PayoutOdds, r.Points[1].PayoutOdds, r.Points[2].PayoutOdds)
	}
	if len(r.Odds) != 10 {
		t.Fatalf("--max-odds 10: %d rows", len(r.Odds))
	}
	for i, o := range r.Odds {
		e := odds.FreeOddsHouseEdge(i + 1)
		if o.Multiple != i+1 || o.EdgeExact != e.RatString() || o.Edge != ratFloat(e) {
			t.Errorf("odds row %+v, engine %s", o, e.RatString())
		}
	}
	if r.Odds[0].EdgeExact != "7/825" || r.Odds[1].EdgeExact != "1/165" {
		t.Errorf("1× and 2× edges %q %q, want 7/825 and 1/165", r.Odds[0].EdgeExact, r.Odds[1].EdgeExact)
	}
	if len(r.Puzzles) != 2 || r.Puzzles[0].AnswerExact != "4" || r.Puzzles[1].AnswerExact != "3/2" ||
		len(r.Puzzles[0].Wrong) < 2 || r.Puzzles[0].Wrong[0].ValueExact != "12" || r.Puzzles[0].Wrong[1].ValueExact != "10" ||
		r.Puzzles[1].Wrong[0].ValueExact != "3" {
		t.Errorf("puzzles: %+v", r.Puzzles)
	}
}

func TestOddsCrapsText(t *testing.T) {
	code, out, errOut := run("odds", "craps", "--max-odds", "100")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"244/495", "7/495", "1.414%", "557/165", "3.37576",
		"0.848%", "0.606%", "0.471%", "0.326%", "0.184%", "0.021%", "100×",
		"2:1", "3:2", "6:5", "1/36", "Problem 1", "Answer: 4.", "Not 12:", "Not 10:",
		"Problem Zero", "Answer: 3/2.", "Not 3:"} {
		if !strings.Contains(out, want) {
			t.Errorf("text view lacks %q", want)
		}
	}
	for i, line := range strings.Split(out, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("line %d is %d columns: %q", i+1, n, line)
		}
		if strings.TrimRight(line, " ") != line {
			t.Errorf("line %d has trailing spaces: %q", i+1, line)
		}
	}
	// The default shows 1×…5×.
	_, out, _ = run("odds", "craps")
	if !strings.Contains(out, "5×") || strings.Contains(out, "6×") {
		t.Errorf("default view should stop at 5×:\n%s", out)
	}
}

func TestOddsCrapsBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		flag string
	}{
		{[]string{"--max-odds", "0"}, "--max-odds"},
		{[]string{"--max-odds", "101"}, "--max-odds"},
		{[]string{"--max-odds", "lots"}, "--max-odds"},
		{[]string{"--bogus"}, "-bogus"},
		{[]string{"extra"}, "extra"},
	} {
		args := append([]string{"odds", "craps"}, c.args...)
		code, out, errOut := run(args...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.flag) {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q; want exit 2, one line naming %s", args, code, out, errOut, c.flag)
		}
	}
	code, out, errOut := run("odds", "craps", "--help")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: riffle odds craps") || !strings.Contains(out, "--max-odds") {
		t.Errorf("--help: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
	if !strings.Contains(fmt.Sprint(oddsFullHelp()), "craps") {
		t.Error("odds --help does not list craps")
	}
}

// crapsBetIDs are the bets' ids as the craps issue lists them.
var crapsBetIDs = []string{"pass", "dont-pass", "come", "dont-come",
	"odds-4", "odds-5", "odds-6", "odds-8", "odds-9", "odds-10",
	"lay-odds-4", "lay-odds-5", "lay-odds-6", "lay-odds-8", "lay-odds-9", "lay-odds-10",
	"place-4", "place-5", "place-6", "place-8", "place-9", "place-10",
	"buy-4", "buy-10", "lay-4", "lay-10", "field", "big-6", "big-8",
	"hard-4", "hard-6", "hard-8", "hard-10", "any-7", "any-craps", "aces-2", "ace-deuce-3", "yo-11", "boxcars-12", "horn"}

// riffle odds craps --bets --json: every bet once, in the engine's order,
// with its edges as exact fractions (engine/odds checks them against an
// enumeration and the Wizard of Odds' table); bad combinations refused in
// one line.
func TestOddsCrapsBets(t *testing.T) {
	var j struct {
		Bets []struct {
			ID          string `json:"id"`
			Pays        string `json:"pays"`
			Edge        string `json:"edge"`
			EdgePerRoll string `json:"edge_per_roll"`
		} `json:"bets"`
	}
	runJSON(t, &j, "odds", "craps", "--bets", "--json")
	var ids []string
	for i, b := range j.Bets {
		ids = append(ids, b.ID)
		want := odds.CrapsBets()[i]
		if b.Edge != want.Edge.RatString() || b.EdgePerRoll != want.EdgePerRoll().RatString() || b.Pays == "" {
			t.Errorf("%s: %+v", b.ID, b)
		}
	}
	if strings.Join(ids, " ") != strings.Join(crapsBetIDs, " ") {
		t.Errorf("ids %v,\nwant %v", ids, crapsBetIDs)
	}
	code, out, errOut := run("odds", "craps", "--bets", "--max-odds", "3")
	if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 {
		t.Errorf("--bets with --max-odds: exit %d, %q, %q", code, out, errOut)
	}
}

// crapsBetsMarkdown is docs/craps.md's table of the bets, from the engine.
func crapsBetsMarkdown() string {
	var b strings.Builder
	b.WriteString("| bet | pays | edge per bet resolved | per roll |\n|---|---|---|---|\n")
	for _, c := range odds.CrapsBets() {
		pct := func(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(3) + "%" }
		fmt.Fprintf(&b, "| `%s` | %s | %s (%s) | %s (%s) |\n", c.ID, c.Pays, pct(c.Edge), c.Edge.RatString(), pct(c.EdgePerRoll()), c.EdgePerRoll().RatString())
	}
	return b.String()
}

var update = flag.Bool("update", false, "rewrite docs/craps.md's generated craps table")

// The table of the craps bets in docs/craps.md is the engine's (-update rewrites it).
func TestDocsCrapsTable(t *testing.T) {
	const file = "../../docs/craps.md"
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	const open, shut = "<!-- craps-bets -->\n", "<!-- /craps-bets -->"
	i, j := strings.Index(s, open), strings.Index(s, shut)
	if i < 0 || j < i {
		t.Fatalf("docs/craps.md has no %q … %q section", open, shut)
	}
	want := crapsBetsMarkdown()
	if got := s[i+len(open) : j]; got != want {
		if !*update {
			t.Fatalf("docs/craps.md's craps table is not the engine's (go test ./ui/cli -run TestDocsCrapsTable -update):\n%s", want)
		}
		if err := os.WriteFile(file, []byte(s[:i+len(open)]+want+s[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
