package stats

import (
	"math"
	"strings"
	"testing"
)

// TestVerdict: the words and kinds of a test's p-value at and around the
// two levels.
func TestVerdict(t *testing.T) {
	for _, c := range []struct {
		p    float64
		kind VerdictKind
		want string
	}{
		{1, Fair, "no evidence of bias at p ≥ 0.01"},
		{0.01, Fair, "no evidence of bias at p ≥ 0.01"},
		{0.0099, Suspicious, "suspicious: p = 0.0099"},
		{0.0023456, Suspicious, "suspicious: p = 0.0023"},
		{1e-6, Suspicious, "suspicious: p = 1e-06"},
		{9.9e-7, Biased, "biased: p < 1e-6"},
		{0, Biased, "biased: p < 1e-6"},
		{math.NaN(), TooFew, "no verdict: p is not a number"},
	} {
		v := judge(1, 1, c.p, 10, "rule")
		if got := v.String(); got != c.want || v.Kind != c.kind {
			t.Errorf("judge(p = %v) = %v %q, want %v %q", c.p, v.Kind, got, c.kind, c.want)
		}
	}
	for k, want := range map[VerdictKind]string{TooFew: "too few samples", Fair: "no evidence of bias",
		Suspicious: "suspicious", Biased: "biased", Broken: "broken"} {
		if k.String() != want {
			t.Errorf("%d: %q, want %q", k, k.String(), want)
		}
	}
}

func TestReportEvaluate(t *testing.T) {
	// Every order of 3 cards three times: 18 samples, every cell 6 against
	// 6 expected (at least 5: a test), χ² 0.
	m := NewMatrix(3)
	for range 3 {
		for _, d := range [][]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
			m.Add(d)
		}
	}
	r := Report{Matrix: m}
	r.Evaluate()
	x, df, p := m.PermutationChiSquare()
	if r.Test != TestPermutation || r.DF != df || r.Chi2 != x || r.PValue != p || r.TV != m.TV() {
		t.Errorf("Evaluate: %+v", r)
	}
	if r.Verdict.String() != "no evidence of bias at p ≥ 0.01" || r.Verdict.Kind != Fair || r.Verdict.N != 18 {
		t.Errorf("Verdict = %+v", r.Verdict)
	}
	r.Malformed = 1
	r.Evaluate()
	if r.PValue != 0 || r.Verdict.Kind != Broken || r.Verdict.String() != "broken: 1 of 19 samples were not permutations of the deck" {
		t.Errorf("malformed: p = %v, %+v", r.PValue, r.Verdict)
	}
	// Two samples of 3 cards: the statistic is filled, the verdict waits
	// for 15 (5 expected in each cell of T/3).
	m = NewMatrix(3)
	m.Add([]int{0, 1, 2})
	m.Add([]int{1, 2, 0})
	r = Report{Matrix: m}
	r.Evaluate()
	x, df, p = m.PermutationChiSquare()
	if r.DF != df || r.Chi2 != x || r.PValue != p || r.Verdict.Kind != TooFew || r.Verdict.Need != 13 {
		t.Errorf("2 samples: %+v", r)
	}

	f := NewFaceMatrix(2, 6)
	f.Add([]int{1, 2})
	r = Report{Matrix: f}
	r.Evaluate()
	x, df, p = f.RowChiSquare()
	if r.Test != TestFaces || r.DF != df || r.Chi2 != x || r.PValue != p || r.TV != f.TV() {
		t.Errorf("face Evaluate: %+v", r)
	}
	r.Malformed = 2
	r.Evaluate()
	if r.PValue != 0 || !strings.Contains(r.Verdict.String(), "multiset") {
		t.Errorf("face malformed: p = %v, %q", r.PValue, r.Verdict)
	}
}
