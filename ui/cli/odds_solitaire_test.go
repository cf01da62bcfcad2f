package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"riffle/engine/odds"
)

type solitaireOut struct {
	Cards  int    `json:"cards"`
	Method string `json:"method"`
	Rows   []struct {
		Shuffles int     `json:"shuffles"`
		PAlice   float64 `json:"p_alice"`
		StdErr   float64 `json:"stderr"`
		CI95     float64 `json:"ci95"`
		Method   string  `json:"method"`
		PExact   string  `json:"p_alice_exact"`
		Trials   int64   `json:"trials"`
		Wins     int64   `json:"wins"`
	} `json:"rows"`
	Trials    int64   `json:"trials"`
	Seed      *uint64 `json:"seed"`
	ExactNote string  `json:"exact_note"`
}

// TestOddsSolitaireExactJSON: the required keys, with the engine's exact
// values (checked in engine/odds against every deck of up to 10 cards, every
// composition of riffles of small decks, and simulated riffles of 52).
func TestOddsSolitaireExactJSON(t *testing.T) {
	var keys map[string]json.RawMessage
	runJSON(t, &keys, "odds", "solitaire", "--json")
	for _, k := range []string{"rows", "method", "cards"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("solitaire --json lacks %q", k)
		}
	}
	var r solitaireOut
	runJSON(t, &r, "odds", "solitaire", "--json", "--shuffles", "14")
	if r.Method != "exact" || r.Cards != 52 || len(r.Rows) != 15 || r.Seed != nil || r.Trials != 0 {
		t.Fatalf("default exact: %+v", r)
	}
	ks := make([]int, 15)
	for k := range ks {
		ks[k] = k
	}
	exact := odds.SolitaireExact(52, ks...)
	for k, row := range r.Rows {
		if row.Shuffles != k || row.PAlice != ratFloat(exact[k]) || row.StdErr != 0 || row.CI95 != 0 || row.Method != "exact" {
			t.Errorf("row %d: %+v, engine %s", k, row, exact[k].FloatString(6))
		}
		// Fractions whose denominator has 201 digits or more are left out:
		// from k = 14 at 52 cards (the reduced denominator divides 52!·2^(52k)).
		short := len(exact[k].Denom().String()) <= 200
		if want := exact[k].RatString(); (short && row.PExact != want) || (!short && row.PExact != "") {
			t.Errorf("row %d: p_alice_exact %.40q", k, row.PExact)
		}
		if short != (k < 14) {
			t.Errorf("row %d: denominator of %d digits", k, len(exact[k].Denom().String()))
		}
	}
	if !strings.Contains(r.ExactNote, "k = 14") {
		t.Errorf("exact_note %q", r.ExactNote)
	}
	// The source: "after seven riffle shuffles, Alice wins over 80% of the time".
	if r.Rows[0].PExact != "1" || r.Rows[7].PAlice <= 0.8 || r.Rows[7].PAlice > 0.81 {
		t.Errorf("k=0: %q, k=7: %v", r.Rows[0].PExact, r.Rows[7].PAlice)
	}
	// Small decks: 8 cards after 3 riffles, and the fraction exactly.
	r = solitaireOut{}
	runJSON(t, &r, "odds", "solitaire", "--json", "--cards", "8", "--shuffles", "3")
	if len(r.Rows) != 4 || r.Rows[3].PExact != odds.SolitaireExact(8, 3)[0].RatString() {
		t.Errorf("8 cards: %+v", r.Rows)
	}
}

// TestOddsSolitaireMonteCarloJSON: the simulated rows are the engine's at
// the same seed, and agree with the exact values within 4.5 standard errors
// (a false alarm about once in 150,000 rows; the seed is fixed).
func TestOddsSolitaireMonteCarloJSON(t *testing.T) {
	var r solitaireOut
	runJSON(t, &r, "odds", "solitaire", "--json", "--method", "monte-carlo", "--trials", "3000", "--seed", "11", "--shuffles", "9")
	if r.Method != "monte-carlo" || r.Trials != 3000 || r.Seed == nil || *r.Seed != 11 || len(r.Rows) != 10 {
		t.Fatalf("monte-carlo: %+v", r)
	}
	if r.Rows[0].Method != "exact" || r.Rows[0].PAlice != 1 || r.Rows[0].StdErr != 0 {
		t.Errorf("k=0: %+v", r.Rows[0])
	}
	ks := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	exact := odds.SolitaireExact(52, ks...)
	for k := 1; k < len(r.Rows); k++ {
		row := r.Rows[k]
		e := odds.SolitaireSimulate(52, k, 3000, 11)
		if row.Method != "monte-carlo" || row.PAlice != e.P() || row.StdErr != e.StdErr() || row.Wins != e.Wins ||
			row.Trials != 3000 || math.Abs(row.CI95-1.96*row.StdErr) > 1e-15 {
			t.Errorf("row %d: %+v, engine %+v", k, row, e)
		}
		p := ratFloat(exact[k])
		if se := math.Sqrt(p * (1 - p) / 3000); math.Abs(row.PAlice-p) > 4.5*se {
			t.Errorf("row %d: estimate %.4f, exact %.4f (SE %.4f)", k, row.PAlice, p, se)
		}
	}
}

func TestOddsSolitaireText(t *testing.T) {
	code, out, errOut := run("odds", "solitaire")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"(exact)", "0.999964", "0.961901", "0.807413", "0.667159", "0.542946",
		"at most 26 rising sequences", "From k = 8 on"} {
		if !strings.Contains(out, want) {
			t.Errorf("exact view lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "estimate") {
		t.Errorf("exact view marks an estimate:\n%s", out)
	}
	riffleCheckLines(t, out)

	code, out, errOut = run("odds", "solitaire", "--method", "monte-carlo", "--trials", "4000", "--seed", "5", "--shuffles", "7")
	if code != 0 || errOut != "" {
		t.Fatalf("monte-carlo: exit %d, stderr %q", code, errOut)
	}
	e := odds.SolitaireSimulate(52, 7, 4000, 5)
	if !strings.Contains(out, "4,000 games a row, seed 5") {
		t.Errorf("monte-carlo view lacks its trials and seed:\n%s", out)
	}
	want := fmt.Sprintf("7 %.4f %.4f estimate", e.P(), 1.96*e.StdErr())
	found := false
	for _, line := range strings.Split(out, "\n") {
		found = found || strings.Join(strings.Fields(line), " ") == want
	}
	if !found {
		t.Errorf("monte-carlo view lacks the row %q:\n%s", want, out)
	}
	riffleCheckLines(t, out)
}

func TestOddsSolitaireBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		flag string
	}{
		{[]string{"--shuffles", "21"}, "--shuffles"},
		{[]string{"--shuffles", "-1"}, "--shuffles"},
		{[]string{"--cards", "51"}, "--cards"},
		{[]string{"--cards", "0"}, "--cards"},
		{[]string{"--cards", "502"}, "--cards"},
		{[]string{"--method", "guess"}, "--method"},
		{[]string{"--trials", "1000"}, "--trials"},
		{[]string{"--seed", "4"}, "--seed"},
		{[]string{"--method", "monte-carlo", "--trials", "0"}, "--trials"},
		{[]string{"--method", "monte-carlo", "--cards", "106"}, "--cards"},
		{[]string{"--method", "monte-carlo", "--seed", "x"}, "--seed"},
		{[]string{"--bogus"}, "-bogus"},
	} {
		args := append([]string{"odds", "solitaire"}, c.args...)
		code, out, errOut := run(args...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.flag) {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q; want exit 2, one line naming %s", args, code, out, errOut, c.flag)
		}
	}
	code, out, errOut := run("odds", "solitaire", "--help")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: riffle odds solitaire") || !strings.Contains(out, "--trials") {
		t.Errorf("--help: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
	if !strings.Contains(oddsFullHelp(), "solitaire") {
		t.Error("odds --help does not list solitaire")
	}
}
