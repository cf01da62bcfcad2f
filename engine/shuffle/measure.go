package shuffle

import (
	"fmt"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

// Measure runs the algorithm trials times, each time on a fresh deck in
// order 0…n-1 and all from the one generator g (a single stream, so a toy
// generator's short period shows), and returns its fairness report,
// evaluated ([stats.Report.Evaluate]):
//
//   - permutations: the position × card matrix, and for n ≤ 6 every order;
//     a run that returns no deck (uniform-riffles not certified after 128
//     riffles) counts as malformed;
//   - selections: the first Keep positions × cards (each row should be
//     uniform over the n cards);
//   - dice faces: the position × face matrix, and for a one-copy deck of at
//     most 6 faces every order; a sample of the wrong length or multiset
//     (the original constrained sampler can lose a face) counts as
//     malformed.
//
// Report.Algo, Gen and Seed are left for the caller. Errors come from
// [Algorithm.Prepare].
func Measure(a Algorithm, o Options, n int, trials int64, g rng.Generator) (*stats.Report, error) {
	f, err := a.Prepare(n, o)
	if err != nil {
		return nil, err
	}
	r := &stats.Report{Algo: a.Name, Cards: n}
	fresh := make([]int, n)
	deck := make([]int, n)
	for i := range fresh {
		fresh[i] = i
	}
	switch a.Kind {
	case Permutation:
		r.Matrix = stats.NewMatrix(n)
		if n <= stats.MaxPermN {
			r.Perms = stats.NewPermutations(n)
		}
		for range trials {
			copy(deck, fresh)
			out := f(deck, g)
			if len(out) != n {
				r.Malformed++ // uniform-riffles on a degenerate generator
				continue
			}
			r.Matrix.Add(out)
			if r.Perms != nil {
				r.Perms.Add(out)
			}
		}
	case Selection:
		k := a.KeepFor(n, o)
		r.Matrix = stats.NewFaceMatrix(k, n)
		sel := make([]int, k)
		for range trials {
			copy(deck, fresh)
			out := f(deck, g)
			for i := range sel {
				sel[i] = out[i] + 1 // face matrices count values 1…cols
			}
			r.Matrix.Add(sel)
		}
	case Faces:
		faces := o.resolved(n).Faces
		r.Matrix = stats.NewFaceMatrix(n, faces)
		if n == faces && n <= stats.MaxPermN {
			r.Perms = stats.NewPermutations(n)
		}
		perm := make([]int, n)
		counts := make([]int, faces+1)
		for range trials {
			out := f(nil, g)
			if !rightMultiset(out, n, faces, counts) {
				r.Malformed++
				continue
			}
			r.Matrix.Add(out)
			if r.Perms != nil {
				for i, v := range out {
					perm[i] = v - 1
				}
				r.Perms.Add(perm)
			}
		}
	default:
		return nil, fmt.Errorf("shuffle: algorithm %s has unknown kind %d", a.Name, a.Kind)
	}
	r.Trials = trials
	r.Evaluate()
	return r, nil
}

// rightMultiset reports whether seq holds n faces in 1…faces, n/faces of each.
func rightMultiset(seq []int, n, faces int, counts []int) bool {
	if len(seq) != n {
		return false
	}
	clear(counts)
	for _, v := range seq {
		if v < 1 || v > faces {
			return false
		}
		counts[v]++
	}
	for _, c := range counts[1:] {
		if c != n/faces {
			return false
		}
	}
	return true
}

// MaxExactPaths bounds the random paths [ExactDistribution] enumerates.
const MaxExactPaths = 2_000_000

// ExactDistribution computes the exact distribution of the orders an
// algorithm produces on n ≤ 6 cards (dice faces count as cards 0…n-1) with
// an ideal generator, by enumerating every random path of its draws
// ([stats.Exact]). It fails for selections, for algorithms whose loops are
// unbounded (uniform-riffles, constrained-fix) and when more than
// MaxExactPaths paths would be needed (sort-key with wide keys).
func ExactDistribution(a Algorithm, o Options, n int) (*stats.Distribution, error) {
	if n > stats.MaxPermN {
		return nil, fmt.Errorf("exact distributions are enumerated for at most %d cards", stats.MaxPermN)
	}
	if a.Kind == Selection {
		return nil, fmt.Errorf("%s draws a selection, not an order", a.Name)
	}
	f, err := a.Prepare(n, o)
	if err != nil {
		return nil, err
	}
	if a.paths != nil {
		p, err := a.paths(n, o.resolved(n))
		if err != nil {
			return nil, err
		}
		if p > MaxExactPaths {
			return nil, fmt.Errorf("%s has %.3g random paths on %d cards, more than the %d enumerated", a.Name, p, n, MaxExactPaths)
		}
	}
	return stats.Exact(func(g rng.Generator) []int {
		deck := make([]int, n)
		for i := range deck {
			deck[i] = i
		}
		out := f(deck, g)
		if a.Kind == Faces {
			perm := make([]int, len(out))
			for i, v := range out {
				perm[i] = v - 1
			}
			return perm
		}
		return out
	}, MaxExactPaths)
}
