package stats

import (
	"strings"
	"testing"
)

func TestVerdict(t *testing.T) {
	for _, c := range []struct {
		p    float64
		want string
	}{
		{1, "no evidence of bias at p ≥ 0.01"},
		{0.01, "no evidence of bias at p ≥ 0.01"},
		{0.0099, "suspicious: p = 0.0099"},
		{0.0023456, "suspicious: p = 0.0023"},
		{1e-6, "suspicious: p = 1e-06"},
		{9.9e-7, "biased: p < 1e-6"},
		{0, "biased: p < 1e-6"},
	} {
		if got := Verdict(c.p); got != c.want {
			t.Errorf("Verdict(%v) = %q, want %q", c.p, got, c.want)
		}
	}
}

func TestReportEvaluate(t *testing.T) {
	m := NewMatrix(3)
	m.Add([]int{0, 1, 2})
	m.Add([]int{1, 2, 0})
	r := Report{Matrix: m}
	r.Evaluate()
	x, df, p := m.PermutationChiSquare()
	if r.Test != TestPermutation || r.DF != df || r.Chi2 != x || r.PValue != p || r.TV != m.TV() {
		t.Errorf("Evaluate: %+v", r)
	}
	if r.Verdict != "no evidence of bias at p ≥ 0.01" {
		t.Errorf("Verdict = %q", r.Verdict)
	}
	r.Malformed = 1
	r.Evaluate()
	if r.PValue != 0 || r.Verdict != "broken: 1 of 3 samples were not permutations of the deck" {
		t.Errorf("malformed: p = %v, %q", r.PValue, r.Verdict)
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
	if r.PValue != 0 || !strings.Contains(r.Verdict, "multiset") {
		t.Errorf("face malformed: p = %v, %q", r.PValue, r.Verdict)
	}
}
