package cli

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"unicode/utf8"

	"riffle/engine/odds"
)

type riffleOut struct {
	Cards    int `json:"cards"`
	Shuffles int `json:"shuffles"`
	Rows     []struct {
		Shuffles   int     `json:"shuffles"`
		TV         float64 `json:"tv"`
		Separation float64 `json:"separation"`
		CDF        float64 `json:"stopping_time_cdf"`
		TVExact    string  `json:"tv_exact"`
		SepExact   string  `json:"separation_exact"`
		CDFExact   string  `json:"stopping_time_cdf_exact"`
	} `json:"rows"`
	Mean      float64 `json:"stopping_time_mean"`
	MeanExact string  `json:"stopping_time_mean_exact"`
	BelowHalf *int    `json:"tv_below_half"`
	ExactNote string  `json:"exact_note"`
}

// TestOddsRiffleJSON: the required keys, with the engine's values (checked
// in engine/odds against composed riffles, the Bayer–Diaconis table and
// simulation of the stopping time).
func TestOddsRiffleJSON(t *testing.T) {
	var keys map[string]json.RawMessage
	runJSON(t, &keys, "odds", "riffle", "--json")
	for _, k := range []string{"cards", "rows", "stopping_time_mean", "tv_below_half"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("riffle --json lacks %q", k)
		}
	}
	var r riffleOut
	runJSON(t, &r, "odds", "riffle", "--json")
	if r.Cards != 52 || len(r.Rows) != 10 {
		t.Fatalf("default: %d cards, %d rows; want 52 and 10", r.Cards, len(r.Rows))
	}
	table := odds.RiffleTable(52, 10)
	for i, row := range r.Rows {
		e := table[i]
		cdf := odds.StoppingTimeCDF(52, i+1)
		if row.Shuffles != i+1 || row.TV != ratFloat(e.TV) || row.Separation != ratFloat(e.Separation) || row.CDF != ratFloat(cdf) {
			t.Errorf("row %d: %+v, engine TV %s sep %s cdf %s", i, row, e.TV.FloatString(6), e.Separation.FloatString(6), cdf.FloatString(6))
		}
		// k ≤ 10 at 52 cards: every denominator is below 10^200.
		if row.TVExact != e.TV.RatString() || row.SepExact != e.Separation.RatString() || row.CDFExact != cdf.RatString() {
			t.Errorf("row %d: exact strings differ from the engine's", i)
		}
	}
	// Bayer and Diaconis (1992), their 52-card table: 0.924, 0.614, 0.334 at k = 5, 6, 7.
	for k, want := range map[int]float64{5: 0.924, 6: 0.614, 7: 0.334} {
		if got := r.Rows[k-1].TV; got < want-0.0005 || got >= want+0.0005 {
			t.Errorf("tv at k=%d = %v, Bayer–Diaconis print %v", k, got, want)
		}
	}
	if r.Mean != ratFloat(odds.StoppingTimeMean(52)) || r.Mean < 11.72425 || r.Mean >= 11.72435 {
		t.Errorf("stopping_time_mean %v, the source says ≈ 11.7243", r.Mean)
	}
	// 52 cards: the mean's denominator has 243 digits, so it is left out and
	// the note says so.
	if r.MeanExact != "" || !strings.Contains(r.ExactNote, "stopping_time_mean_exact") {
		t.Errorf("stopping_time_mean_exact %q, exact_note %q", r.MeanExact, r.ExactNote)
	}
	if r.BelowHalf == nil || *r.BelowHalf != 7 {
		t.Errorf("tv_below_half %v, want 7", r.BelowHalf)
	}

	// Small decks: the fraction is there (E[T] = 10/3 for 3 cards, by hand
	// in engine/odds); 40 riffles of 52 cards leave fractions out from some
	// row on, and say so.
	r = riffleOut{}
	runJSON(t, &r, "odds", "riffle", "--json", "--cards", "3", "--shuffles", "2")
	if r.MeanExact != "10/3" || r.ExactNote != "" || len(r.Rows) != 2 || r.Rows[0].TVExact != "1/3" {
		t.Errorf("3 cards: %+v", r)
	}
	r = riffleOut{}
	runJSON(t, &r, "odds", "riffle", "--json", "--shuffles", "40")
	if len(r.Rows) != 40 || r.Rows[39].TVExact != "" || !strings.Contains(r.ExactNote, "from row k =") {
		t.Errorf("40 riffles: last row %+v, note %q", r.Rows[39], r.ExactNote)
	}
	for i, row := range r.Rows {
		if row.TVExact != "" {
			if q, ok := new(big.Rat).SetString(row.TVExact); !ok || ratFloat(q) != row.TV {
				t.Errorf("row %d: tv_exact %q does not match tv %v", i, row.TVExact, row.TV)
			}
		}
	}
}

func TestOddsRiffleText(t *testing.T) {
	code, out, errOut := run("odds", "riffle")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"0.923733", "0.613550", "0.334061", "0.042946", "0.732114", "0.267886",
		"11.724288", "TV first drops below 0.5 at k = 7 for 52 cards."} {
		if !strings.Contains(out, want) {
			t.Errorf("text view lacks %q:\n%s", want, out)
		}
	}
	riffleCheckLines(t, out)
	_, out, _ = run("odds", "riffle", "--cards", "3", "--shuffles", "3")
	if !strings.Contains(out, "10/3 exactly") || !strings.Contains(out, "0.333333") {
		t.Errorf("3 cards:\n%s", out)
	}
	_, out, _ = run("odds", "riffle", "--cards", "500", "--shuffles", "4")
	if !strings.Contains(out, "TV stays at or above 0.5 for k ≤ 4 with 500 cards.") {
		t.Errorf("500 cards, 4 riffles:\n%s", out)
	}
	riffleCheckLines(t, out)
}

// riffleCheckLines: at most 80 columns, no trailing spaces.
func riffleCheckLines(t *testing.T, out string) {
	t.Helper()
	for i, line := range strings.Split(out, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("line %d is %d columns: %q", i+1, n, line)
		}
		if strings.TrimRight(line, " ") != line {
			t.Errorf("line %d has trailing spaces: %q", i+1, line)
		}
	}
}

func TestOddsRiffleBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		flag string
	}{
		{[]string{"--cards", "0"}, "--cards"},
		{[]string{"--cards", "501"}, "--cards"},
		{[]string{"--cards", "many"}, "--cards"},
		{[]string{"--shuffles", "0"}, "--shuffles"},
		{[]string{"--shuffles", "61"}, "--shuffles"},
		{[]string{"--shuffles", "-3"}, "--shuffles"},
		{[]string{"--bogus"}, "-bogus"},
		{[]string{"extra"}, "extra"},
	} {
		args := append([]string{"odds", "riffle"}, c.args...)
		code, out, errOut := run(args...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.flag) {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q; want exit 2, one line naming %s", args, code, out, errOut, c.flag)
		}
	}
	code, out, errOut := run("odds", "riffle", "--help")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: riffle odds riffle") || !strings.Contains(out, "--shuffles") {
		t.Errorf("--help: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
	if !strings.Contains(oddsFullHelp(), "riffle ") {
		t.Error("odds --help does not list riffle")
	}
}
