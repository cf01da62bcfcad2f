package stats

import (
	"math"
	"testing"
)

func TestGapsAdd(t *testing.T) {
	g := NewGaps(3, 5, 3)
	// 1 2 3 1 2 1 3 3: the 1s make gaps 3 and 2, the 2s a gap of 3, the 3s
	// gaps 4 and 1.
	g.Add([]int{1, 2, 3, 1, 2, 1, 3, 3})
	// 2 2 2 2 2 2 2: six gaps of 1.
	g.Add([]int{2, 2, 2, 2, 2, 2, 2})
	// 1 3 3 3 3 3 1: a gap of 6 (bucket 5+), four of 1.
	g.Add([]int{1, 3, 3, 3, 3, 3, 1})
	want := []int64{0, 1 + 6 + 4, 1, 2, 1, 1}
	for i, w := range want {
		if g.Counts[i] != w {
			t.Errorf("Counts[%d] = %d, want %d (all %v)", i, g.Counts[i], w, g.Counts)
		}
	}
	if g.Seqs != 3 || g.Total() != 16 {
		t.Errorf("Seqs = %d, Total = %d, want 3, 16", g.Seqs, g.Total())
	}
	if got := g.Share(3); got != 2.0/16 {
		t.Errorf("Share(3) = %v, want 2/16", got)
	}
	// Per-sequence gaps of 3: 2, 0, 0. Mean 2/3; sample variance
	// ((4/3)² + 2·(2/3)²)/2 = 4/3; se = √((4/3)/3) = 2/3.
	m, se := g.FocusMean()
	if math.Abs(m-2.0/3) > 1e-12 || math.Abs(se-2.0/3) > 1e-12 {
		t.Errorf("FocusMean = %v ± %v, want 2/3 ± 2/3", m, se)
	}
}

func TestGapsMergeAndEmpty(t *testing.T) {
	a, b, all := NewGaps(6, 12, 3), NewGaps(6, 12, 3), NewGaps(6, 12, 3)
	if m, se := a.FocusMean(); !math.IsNaN(m) || !math.IsNaN(se) {
		t.Errorf("empty FocusMean = %v, %v, want NaN", m, se)
	}
	if !math.IsNaN(a.Share(3)) {
		t.Error("empty Share is not NaN")
	}
	seqs := [][]int{{1, 2, 3, 1, 2, 3}, {4, 5, 6, 4, 5, 6, 1}, {6, 6, 1, 2, 3, 6}, {1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1}}
	for i, s := range seqs {
		if i%2 == 0 {
			a.Add(s)
		} else {
			b.Add(s)
		}
		all.Add(s)
	}
	a.Merge(b)
	for i := range all.Counts {
		if a.Counts[i] != all.Counts[i] {
			t.Errorf("merged Counts[%d] = %d, want %d", i, a.Counts[i], all.Counts[i])
		}
	}
	m1, s1 := a.FocusMean()
	m2, s2 := all.FocusMean()
	if a.Seqs != all.Seqs || math.Abs(m1-m2) > 1e-12 || math.Abs(s1-s2) > 1e-12 {
		t.Errorf("merged %d: %v ± %v, all %d: %v ± %v", a.Seqs, m1, s1, all.Seqs, m2, s2)
	}
	defer func() {
		if recover() == nil {
			t.Error("merging different shapes did not panic")
		}
	}()
	a.Merge(NewGaps(6, 12, 4))
}

func TestGapsPanics(t *testing.T) {
	for name, f := range map[string]func(){
		"focus 0":     func() { NewGaps(6, 12, 0) },
		"focus > max": func() { NewGaps(6, 3, 4) },
		"no values":   func() { NewGaps(0, 3, 1) },
		"value 7":     func() { NewGaps(6, 12, 3).Add([]int{1, 7}) },
		"value 0":     func() { NewGaps(6, 12, 3).Add([]int{0}) },
		"share 0":     func() { NewGaps(6, 12, 3).Share(0) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

func TestGapsAddDoesNotAllocate(t *testing.T) {
	g := NewGaps(6, 12, 3)
	seq := []int{5, 2, 6, 4, 5, 6, 1, 3, 2, 6, 1, 2, 3, 4, 1, 2, 4, 3, 5, 1, 4, 5, 3, 1, 4, 6, 2, 5, 6, 3, 1, 5, 6, 3, 2, 4}
	if a := testing.AllocsPerRun(100, func() { g.Add(seq) }); a != 0 {
		t.Errorf("Gaps.Add allocates %v times", a)
	}
}

// BenchmarkGapsAdd36 tallies one 36-dice sequence; the baseline beside it
// is the position × face matrix's tally of the same sequence, which the
// dice samplers' runs also make.
func BenchmarkGapsAdd36(b *testing.B) {
	g := NewGaps(6, 12, 3)
	seq := []int{5, 2, 6, 4, 5, 6, 1, 3, 2, 6, 1, 2, 3, 4, 1, 2, 4, 3, 5, 1, 4, 5, 3, 1, 4, 6, 2, 5, 6, 3, 1, 5, 6, 3, 2, 4}
	for b.Loop() {
		g.Add(seq)
	}
	Sink = int(g.Counts[3])
}

func BenchmarkFaceMatrixAdd36(b *testing.B) {
	m := NewFaceMatrix(36, 6)
	seq := []int{5, 2, 6, 4, 5, 6, 1, 3, 2, 6, 1, 2, 3, 4, 1, 2, 4, 3, 5, 1, 4, 5, 3, 1, 4, 6, 2, 5, 6, 3, 1, 5, 6, 3, 2, 4}
	for b.Loop() {
		m.Add(seq)
	}
	Sink = int(m.Counts[0])
}
