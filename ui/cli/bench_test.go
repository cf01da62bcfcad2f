package cli

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

func TestBench(t *testing.T) {
	var b benchJSON
	runJSON(t, &b, "bench", "--only", "shuffle", "--seconds", "1", "--workers", "1", "--cards", "8", "--json")
	if b.Cards != 8 || b.Workers != 1 || b.Baseline <= 0 || b.Riffle <= 0 || b.Ratio <= 0 || len(b.Results) != 0 {
		t.Errorf("bench: %+v", b)
	}
	for _, args := range [][]string{
		{"bench", "--cards", "2"}, {"bench", "--cards", "257"}, {"bench", "--seconds", "0"}, {"bench", "--workers", "0"},
		{"bench", "--only", "eval9"}, {"bench", "--only", "eval5,"}, {"bench", "--rounds", "0"}, {"bench", "--rounds", "21"},
	} {
		code, out, errOut := run(args...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

func TestMedian(t *testing.T) {
	if m := median([]float64{5, 1, 3}); m != 3 {
		t.Errorf("median(5,1,3) = %v", m)
	}
	if m := median([]float64{4, 1, 3, 2}); m != 2.5 {
		t.Errorf("median(4,1,3,2) = %v", m)
	}
}

// TestBenchPoker: the poker cases report both sides, in their units, with
// speed-up = baseline ÷ riffle; the readable report names each.
func TestBenchPoker(t *testing.T) {
	var b benchJSON
	runJSON(t, &b, "bench", "--only", "eval5,holdem", "--rounds", "1", "--json")
	if len(b.Results) != 2 || b.Cards != 0 {
		t.Fatalf("bench: %+v", b)
	}
	for i, want := range []struct{ name, unit string }{{"eval5", "ns/hand"}, {"holdem", "ms"}} {
		r := b.Results[i]
		if r.Name != want.name || r.Unit != want.unit || r.Riffle <= 0 || r.Baseline <= 0 ||
			math.Abs(r.Speedup-r.Baseline/r.Riffle) > 1e-9 {
			t.Errorf("result %d: %+v, want %s in %s", i, r, want.name, want.unit)
		}
	}
	code, out, errOut := run("bench", "--only", "eval7", "--rounds", "1")
	if code != 0 || !strings.Contains(out, "7-card hand") || !strings.Contains(out, "ns/hand") || !strings.Contains(out, "×") {
		t.Errorf("riffle bench --only eval7: exit %d\n%s%s", code, out, errOut)
	}
}

// riffle bench bots: its JSON holds every style with rates as fractions,
// the same seed plays the same hands, and bad flags get one line and exit
// status 2 with nothing on stdout.
func TestBenchBots(t *testing.T) {
	code, out, errOut := run("bench", "bots", "--hands", "300", "--seats", "6", "--seed", "5", "--json")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	var j struct {
		Hands, Seats int
		Styles       []struct {
			Style                         string
			VPIP, PFR, AF, WTSD, BBPer100 float64
			SE                            float64
		}
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil || j.Hands != 300 || j.Seats != 6 || len(j.Styles) != 6 {
		t.Fatalf("%v: %s", err, out)
	}
	for _, s := range j.Styles {
		if s.VPIP < 0 || s.VPIP > 1 || s.PFR > s.VPIP || s.WTSD < 0 || s.WTSD > 1 || s.Style == "" {
			t.Errorf("style %+v", s)
		}
	}
	if _, again, _ := run("bench", "bots", "--hands", "300", "--seats", "6", "--seed", "5", "--json"); stripSeconds(again) != stripSeconds(out) {
		t.Error("the same seed played other hands")
	}
	for _, l := range []string{"pot", "no"} {
		code, out, _ := run("bench", "bots", "--hands", "300", "--seats", "6", "--seed", "5", "--limit", l, "--json")
		var jl struct{ Limit string }
		if err := json.Unmarshal([]byte(out), &jl); code != 0 || err != nil || jl.Limit != l {
			t.Errorf("--limit %s: exit %d, %v, limit %q", l, code, err, jl.Limit)
		}
	}
	for _, args := range [][]string{{"--hands", "0"}, {"--seats", "10"}, {"--seed", "x"}, {"--limit", "table"}, {"--nope"}, {"extra"}} {
		code, out, errOut := run(append([]string{"bench", "bots"}, args...)...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: exit %d, out %q, err %q", args, code, out, errOut)
		}
	}
}

// stripSeconds is a bench bots JSON without its time.
func stripSeconds(s string) string {
	var m map[string]any
	if json.Unmarshal([]byte(s), &m) != nil {
		return s
	}
	delete(m, "seconds")
	b, _ := json.Marshal(m)
	return string(b)
}
