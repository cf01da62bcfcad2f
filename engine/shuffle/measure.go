package shuffle

import (
	"context"
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
// It is [StartSampler] with one worker whose generator is g, waited for;
// trials ≤ 0 gives the empty report. Report.Gen and Seed are left for the
// caller. Errors come from [Algorithm.Prepare].
func Measure(a Algorithm, o Options, n int, trials int64, g rng.Generator) (*stats.Report, error) {
	if trials <= 0 {
		k, err := newKernel(a, o, n, g)
		if err != nil {
			return nil, err
		}
		return stats.Snapshot{Tally: *k.Tally(), Algo: a.Name, Cards: n}.Report(), nil
	}
	s, err := StartSampler(context.Background(), SamplerSpec{
		Algo: a, Options: o, Cards: n, Workers: 1, Trials: trials,
		Gen: rng.Info{New: func(uint64) (rng.Generator, error) { return g, nil }},
	})
	if err != nil {
		return nil, err
	}
	s.Wait()
	return s.Snapshot().Report(), nil
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
// MaxExactPaths paths would be needed (sort-key with wide keys: keys over
// 30 bits are a [*ParamError] for [FieldKeyBits]).
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
