package shuffle

import (
	"fmt"
	"math/big"
	"slices"
)

// TightRepeats returns the number of positions j with
//
//	seq[j] == seq[j+Distance+1],   0 ≤ j < len(seq) − Distance − 1,
//
// the faces that come back as soon as the rule lets them. In a legal
// sequence each such pair is a gap of exactly Distance+1 between
// consecutive copies of a face ([stats.Gaps] with Focus = Distance+1).
// Inserting "at the first opportunity" ([Constrained.Original]) makes such
// tight clusters more often than a uniform choice does; compare with
// [Constrained.MeanTightRepeats]. It accepts any sequence (a malformed one
// too) and panics only if Distance < 0.
func (c Constrained) TightRepeats(seq []int) int {
	if c.Distance < 0 {
		panic(fmt.Sprintf("shuffle: TightRepeats: distance %d < 0", c.Distance))
	}
	n := 0
	for j := 0; j+c.Distance+1 < len(seq); j++ {
		if seq[j] == seq[j+c.Distance+1] {
			n++
		}
	}
	return n
}

// MeanTightRepeats returns the exact mean of [Constrained.TightRepeats]
// over all Count() legal sequences — its expectation under
// [Constrained.Uniform] — as a fraction:
//
//	E = R / N,   R = Σ_{legal s} TightRepeats(s),   N = Count().
//
// R and N come from one memoised recursion over the states of a partial
// sequence: the remaining copies of its last Distance+1 faces in order
// (distinct faces, since any two of them are within Distance places), and
// how many of the other faces have k copies left, k = 1…Copies (the other
// faces are interchangeable). A completion that plays the oldest of those
// Distance+1 faces next makes one tight repeat, so for each move of
// multiplicity m to a child with counts (N', R')
//
//	N += m·N',   R += m·(R' + [the move repeats]·N').
//
// The table has about (Copies+1)^(Distance+1) · C(Faces−Distance−1+Copies,
// Copies) states and is built afresh on each call (6 faces, 6 copies,
// distance 2: milliseconds); it is not kept.
//
// It panics if a field is outside NewConstrained's ranges or if no legal
// sequence exists.
func (c Constrained) MeanTightRepeats() *big.Rat {
	c.mustRange()
	t := &tightTable{w: c.Distance + 1, memo: make(map[string]tightCount)}
	hist := make([]int, c.Copies+1)
	hist[c.Copies] = c.Faces
	tc := t.count(nil, hist)
	if tc.n.Sign() == 0 {
		panic(fmt.Sprintf("shuffle: %+v has no legal sequence", c))
	}
	return new(big.Rat).SetFrac(tc.r, tc.n)
}

// tightCount is the number of legal completions of a state and the total
// number of tight repeats they make.
type tightCount struct{ n, r *big.Int }

// tightTable memoises tightCount by state; w = Distance + 1.
type tightTable struct {
	w    int
	memo map[string]tightCount
}

// count returns the completions of the state whose last (up to w) faces
// have win[i] copies left, oldest first, and whose other faces number
// hist[k] with k copies left.
func (t *tightTable) count(win, hist []int) tightCount {
	key := string(constrainedKey(nil, win, hist))
	if tc, ok := t.memo[key]; ok {
		return tc
	}
	left := 0
	for _, w := range win {
		left += w
	}
	for k, h := range hist {
		left += k * h
	}
	tc := tightCount{n: new(big.Int), r: new(big.Int)}
	if left == 0 {
		tc.n.SetInt64(1)
	}
	var term, m big.Int
	add := func(mult int, repeat bool, child tightCount) {
		m.SetInt64(int64(mult))
		tc.n.Add(tc.n, term.Mul(&m, child.n))
		tc.r.Add(tc.r, term.Mul(&m, child.r))
		if repeat {
			tc.r.Add(tc.r, term.Mul(&m, child.n))
		}
	}
	// The oldest face of a full window is Distance+1 places back: allowed,
	// and a tight repeat.
	if len(win) == t.w && win[0] > 0 {
		cwin := append(slices.Clone(win[1:]), win[0]-1)
		add(1, true, t.count(cwin, hist))
	}
	// One of the hist[k] interchangeable faces outside the window.
	for k := 1; k < len(hist); k++ {
		if hist[k] == 0 {
			continue
		}
		cwin := append(slices.Clone(win), k-1)
		chist := slices.Clone(hist)
		chist[k]--
		if len(cwin) > t.w {
			if cwin[0] > 0 {
				chist[cwin[0]]++
			}
			cwin = cwin[1:]
		}
		add(hist[k], false, t.count(cwin, chist))
	}
	t.memo[key] = tc
	return tc
}
