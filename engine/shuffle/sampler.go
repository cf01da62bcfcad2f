package shuffle

import (
	"context"
	"fmt"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

// SamplerSpec describes a sampling run of one algorithm on one generator,
// for [StartSampler].
type SamplerSpec struct {
	Algo    Algorithm
	Options Options
	Cards   int // deck size (or number of dice), 1…MaxCards
	// Gen builds each worker's generator (Gen.New), bounds the seeds
	// derived for workers after the first (Gen.MaxSeed) and names the
	// generator in reports (Gen.Name).
	Gen  rng.Info
	Seed uint64
	// Workers is the number of goroutines; 0 means runtime.GOMAXPROCS(0).
	// Worker 0 uses Seed itself, so one worker is a single generator
	// stream from Seed — Measure's run. With W > 1 worker w > 0 uses
	// stats.WorkerSeed(Seed, w) (reduced into 0…Gen.MaxSeed), and the
	// results depend on W as well as Seed.
	Workers int
	// Trials, when positive, stops the run after that many samples in all;
	// 0 runs until Stop.
	Trials int64
}

// StartSampler starts a background sampling run ([stats.Sampler]) and
// returns at once. Every worker draws what [Measure] draws, one sample after
// another from its own generator, into its own tally:
//
//   - permutations: the position × card matrix, and for n ≤ 6 every order;
//     a run that returns no deck counts as malformed;
//   - selections: the first Keep positions × cards;
//   - dice faces: the position × face matrix, and for a one-copy deck of at
//     most 6 faces every order; a sample of the wrong length or multiset
//     counts as malformed.
//
// fisher-yates on 7…256 cards with an unbiased generator (pcg, chacha8, os)
// runs in a fused kernel: each sample shuffles a fresh deck with the same
// draws, the same swaps and so the same decks as [FisherYates], and tallies
// each position as it becomes final, two decks at a time (see fyKernel).
//
// The snapshot's Report names Algo, Gen, Cards and Seed. Errors come from
// [Algorithm.Prepare], from an unknown kind, and from Gen.New.
func StartSampler(ctx context.Context, spec SamplerSpec) (*stats.Sampler, error) {
	a, o, n := spec.Algo, spec.Options, spec.Cards
	if _, err := a.Prepare(n, o); err != nil {
		return nil, err
	}
	if a.Kind != Permutation && a.Kind != Selection && a.Kind != Faces {
		return nil, fmt.Errorf("shuffle: algorithm %s has unknown kind %d", a.Name, a.Kind)
	}
	if spec.Gen.New == nil {
		return nil, fmt.Errorf("shuffle: generator %q has no New", spec.Gen.Name)
	}
	return stats.StartSampler(ctx, stats.SamplerConfig{
		Workers: spec.Workers, Seed: spec.Seed, MaxSeed: spec.Gen.MaxSeed, NewGen: spec.Gen.New,
		NewKernel: func(g rng.Generator) (stats.Kernel, error) { return newKernel(a, o, n, g) },
		Trials:    spec.Trials, Cards: n, Algo: a.Name, Gen: spec.Gen.Name,
	})
}

// newKernel returns the kernel that draws samples of a on n cards from g.
func newKernel(a Algorithm, o Options, n int, g rng.Generator) (stats.Kernel, error) {
	f, err := a.Prepare(n, o)
	if err != nil {
		return nil, err
	}
	if k := newFYKernel(a, n, g); k != nil {
		return k, nil
	}
	switch a.Kind {
	case Permutation:
		return stats.Padded(permKernel{f: f, g: g, fresh: identityDeck(n), deck: stats.PaddedSlice[int](n),
			t: stats.NewTally(stats.NewMatrix(n), n <= stats.MaxPermN)}), nil
	case Selection:
		keep := a.KeepFor(n, o)
		return stats.Padded(selectionKernel{f: f, g: g, fresh: identityDeck(n), deck: stats.PaddedSlice[int](n), sel: stats.PaddedSlice[int](keep),
			t: stats.NewTally(stats.NewFaceMatrix(keep, n), false)}), nil
	case Faces:
		faces := o.resolved(n).Faces
		return stats.Padded(facesKernel{f: f, g: g, n: n, faces: faces, perm: stats.PaddedSlice[int](n), counts: stats.PaddedSlice[int](faces + 1),
			t: stats.NewTally(stats.NewFaceMatrix(n, faces), n == faces && n <= stats.MaxPermN)}), nil
	}
	return nil, fmt.Errorf("shuffle: algorithm %s has unknown kind %d", a.Name, a.Kind)
}

func identityDeck(n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = i
	}
	return d
}

// permKernel runs a permutation algorithm on fresh decks.
type permKernel struct {
	f           Func
	g           rng.Generator
	fresh, deck []int
	t           *stats.Tally
}

func (k *permKernel) Run(count int) {
	n := len(k.deck)
	for range count {
		copy(k.deck, k.fresh)
		out := k.f(k.deck, k.g)
		if len(out) != n {
			k.t.Malformed++ // uniform-riffles on a degenerate generator
			continue
		}
		k.t.Matrix.Add(out)
		if k.t.Perms != nil {
			k.t.Perms.Add(out)
		}
	}
}

func (k *permKernel) Tally() *stats.Tally { return k.t }

// selectionKernel runs a selection on fresh decks and tallies its first
// Keep positions as faces 1…n.
type selectionKernel struct {
	f                Func
	g                rng.Generator
	fresh, deck, sel []int
	t                *stats.Tally
}

func (k *selectionKernel) Run(count int) {
	for range count {
		copy(k.deck, k.fresh)
		out := k.f(k.deck, k.g)
		for i := range k.sel {
			k.sel[i] = out[i] + 1 // face matrices count values 1…cols
		}
		k.t.Matrix.Add(k.sel)
	}
}

func (k *selectionKernel) Tally() *stats.Tally { return k.t }

// facesKernel runs a dice sampler and tallies the sequences that hold the
// right multiset of faces.
type facesKernel struct {
	f            Func
	g            rng.Generator
	n, faces     int
	perm, counts []int
	t            *stats.Tally
}

func (k *facesKernel) Run(count int) {
	for range count {
		out := k.f(nil, k.g)
		if !rightMultiset(out, k.n, k.faces, k.counts) {
			k.t.Malformed++
			continue
		}
		k.t.Matrix.Add(out)
		if k.t.Perms != nil {
			for i, v := range out {
				k.perm[i] = v - 1
			}
			k.t.Perms.Add(k.perm)
		}
	}
}

func (k *facesKernel) Tally() *stats.Tally { return k.t }
