package shuffle

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

func mustLookup(t testing.TB, name string) Algorithm {
	t.Helper()
	a, err := Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// genericTally runs fisher-yates the plain way — FisherYates on a fresh
// deck, Matrix.Add — count times.
func genericTally(n, count int, g rng.Generator) *stats.Matrix {
	m := stats.NewMatrix(n)
	for range count {
		d := identity(n)
		FisherYates(d, g)
		m.Add(d)
	}
	return m
}

// TestFYKernelMatchesFisherYates: the fused kernel draws exactly the decks
// of FisherYates from the same generator stream — identical tallies, and the
// generator left at the same place — whatever the split into Run calls (odd
// counts exercise the single-deck path, even ones the paired path).
func TestFYKernelMatchesFisherYates(t *testing.T) {
	fy := mustLookup(t, "fisher-yates")
	gens := []struct {
		name string
		new  func(seed uint64) rng.Generator
	}{
		{"pcg", func(s uint64) rng.Generator { return rng.NewPCG(s) }},
		{"chacha8", func(s uint64) rng.Generator { return rng.NewChaCha8(s) }},
	}
	for _, gen := range gens {
		for _, n := range []int{7, 8, 13, 52, 100, 255, 256} {
			for _, runs := range [][]int{{1}, {2}, {1, 1, 1}, {3, 4, 1, 2}, {501}, {1000}} {
				total := 0
				for _, c := range runs {
					total += c
				}
				want := genericTally(n, total, gen.new(99))
				g := gen.new(99)
				k := newFYKernel(fy, n, g)
				if k == nil {
					t.Fatalf("%s, %d cards: no fused kernel", gen.name, n)
				}
				for _, c := range runs {
					k.Run(c)
				}
				got := k.Tally().Matrix
				if got.Trials != want.Trials || !slices.Equal(got.Counts, want.Counts) {
					t.Errorf("%s, %d cards, runs %v: the fused kernel's tally differs from FisherYates'", gen.name, n, runs)
				}
				ref := gen.new(99)
				genericTally(n, total, ref)
				if g.Uint64() != ref.Uint64() {
					t.Errorf("%s, %d cards, runs %v: the kernel used the stream differently", gen.name, n, runs)
				}
			}
		}
	}
}

// TestFYKernelBatches: every deck the fused kernel takes fits its arrays of
// batch words.
func TestFYKernelBatches(t *testing.T) {
	fy := mustLookup(t, "fisher-yates")
	for n := minKernelCards; n <= maxKernelCards; n++ {
		if k := newFYKernel(fy, n, rng.NewPCG(1)); len(k.batches) > maxKernelBatches {
			t.Errorf("%d cards: %d batches, more than %d", n, len(k.batches), maxKernelBatches)
		}
	}
}

// TestFYKernelScope: the fused kernel is used exactly where it is exact.
func TestFYKernelScope(t *testing.T) {
	fy, naive := mustLookup(t, "fisher-yates"), mustLookup(t, "naive")
	for _, c := range []struct {
		a    Algorithm
		n    int
		g    rng.Generator
		want bool
	}{
		{fy, 52, rng.NewPCG(1), true},
		{fy, 52, rng.NewChaCha8(1), true},
		{fy, 52, rng.NewOS(), true},
		{fy, 7, rng.NewPCG(1), true},
		{fy, 256, rng.NewPCG(1), true},
		{fy, 6, rng.NewPCG(1), false},   // orders are tallied too
		{fy, 257, rng.NewPCG(1), false}, // cards beyond a byte
		{fy, 52, rng.NewJava(1), false}, // a historic IntN: not batched
		{fy, 52, rng.NewMT19937(1), false},
		{naive, 52, rng.NewPCG(1), false},
	} {
		if got := newFYKernel(c.a, c.n, c.g) != nil; got != c.want {
			t.Errorf("%s, %d cards, %T: fused kernel %v, want %v", c.a.Name, c.n, c.g, got, c.want)
		}
	}
}

// oldMeasure is Measure as it was written before it ran through the
// sampler: one loop per kind over one generator. The sampler must give the
// same tallies.
func oldMeasure(a Algorithm, o Options, n int, trials int64, g rng.Generator) *stats.Tally {
	f, err := a.Prepare(n, o)
	if err != nil {
		panic(err)
	}
	r := &stats.Tally{}
	fresh := identity(n)
	deck := make([]int, n)
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
				r.Malformed++
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
				sel[i] = out[i] + 1
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
	}
	return r
}

func sameTally(a, b *stats.Tally) bool {
	if a.Malformed != b.Malformed || a.Matrix.Rows != b.Matrix.Rows || a.Matrix.Cols != b.Matrix.Cols ||
		a.Matrix.Trials != b.Matrix.Trials || !slices.Equal(a.Matrix.Counts, b.Matrix.Counts) || (a.Perms == nil) != (b.Perms == nil) {
		return false
	}
	return a.Perms == nil || a.Perms.Trials == b.Perms.Trials && slices.Equal(a.Perms.Counts, b.Perms.Counts)
}

// TestMeasureIsTheOldLoop: Measure (one sampler worker) tallies what the
// single loop over one generator tallied, for every kind, with malformed
// samples counted the same way, and its report is evaluated.
func TestMeasureIsTheOldLoop(t *testing.T) {
	for _, c := range []struct {
		algo   string
		o      Options
		n      int
		trials int64
		gen    func() rng.Generator
	}{
		{"fisher-yates", Options{}, 52, 3001, func() rng.Generator { return rng.NewPCG(3) }}, // fused kernel
		{"fisher-yates", Options{}, 5, 2000, func() rng.Generator { return rng.NewPCG(3) }},  // orders too
		{"fisher-yates", Options{}, 20, 2000, func() rng.Generator { return rng.NewJava(3) }},
		{"fisher-yates", Options{}, 300, 200, func() rng.Generator { return rng.NewPCG(3) }}, // grouped
		{"naive", Options{}, 4, 2000, func() rng.Generator { return rng.NewDelphi(3) }},
		{"partial", Options{Keep: 3}, 10, 2000, func() rng.Generator { return rng.NewMT19937(3) }},
		{"uniform-riffles", Options{}, 8, 3, func() rng.Generator { g, _ := rng.NewLCG(0, 0, 2, 0); return g }},
		{"constrained-original", Options{}, 12, 500, func() rng.Generator { return rng.NewPCG(3) }},
		{"constrained-fix", Options{}, 36, 20, func() rng.Generator { g, _ := rng.NewLCG(1, 5, 16, 0); return g }},
		{"constrained-uniform", Options{Faces: 6}, 6, 1000, func() rng.Generator { return rng.NewChaCha8(3) }},
	} {
		a := mustLookup(t, c.algo)
		want := oldMeasure(a, c.o, c.n, c.trials, c.gen())
		r, err := Measure(a, c.o, c.n, c.trials, c.gen())
		if err != nil {
			t.Fatal(err)
		}
		got := &stats.Tally{Matrix: r.Matrix, Perms: r.Perms, Malformed: r.Malformed}
		if !sameTally(got, want) || r.Trials != c.trials || r.Algo != c.algo || r.Cards != c.n {
			t.Errorf("%s on %d: Measure differs from the single loop (trials %d, malformed %d vs %d)",
				c.algo, c.n, r.Trials, r.Malformed, want.Malformed)
		}
		if r.Verdict.Rule == "" {
			t.Errorf("%s: report not evaluated", c.algo)
		}
	}
}

func pcgInfo(t testing.TB) rng.Info {
	info, err := rng.Lookup("pcg")
	if err != nil {
		t.Fatal(err)
	}
	return info
}

// TestSamplerWorkers: with Trials set, several workers give the same
// tallies on every run and the trials add up; workers of a 32-bit
// generator get seeds it accepts; a fair shuffle passes on several workers.
func TestSamplerWorkers(t *testing.T) {
	fy := mustLookup(t, "fisher-yates")
	run := func(spec SamplerSpec) stats.Snapshot {
		s, err := StartSampler(context.Background(), spec)
		if err != nil {
			t.Fatal(err)
		}
		s.Wait()
		return s.Snapshot()
	}
	spec := SamplerSpec{Algo: fy, Cards: 52, Gen: pcgInfo(t), Seed: 5, Workers: 3, Trials: 20001}
	a, b := run(spec), run(spec)
	if !a.Done || a.Trials() != 20001 || !slices.Equal(a.Matrix.Counts, b.Matrix.Counts) {
		t.Errorf("3 workers: done %v, %d trials, runs equal %v", a.Done, a.Trials(), slices.Equal(a.Matrix.Counts, b.Matrix.Counts))
	}
	// α = 0.001 at this fixed seed: a fair shuffle fails with that
	// probability, the p-value being uniform under the null.
	if rep := a.Report(); rep.PValue < 1e-3 || rep.Gen != "pcg" || rep.Seed != 5 || rep.Cards != 52 || rep.Trials != 20001 {
		t.Errorf("3 workers: p = %g, report %q %d %d %d", rep.PValue, rep.Gen, rep.Seed, rep.Cards, rep.Trials)
	}
	// One worker: Seed itself, the single stream.
	one := run(SamplerSpec{Algo: fy, Cards: 52, Gen: pcgInfo(t), Seed: 5, Workers: 1, Trials: 999})
	if want := genericTally(52, 999, rng.NewPCG(5)); !slices.Equal(one.Matrix.Counts, want.Counts) {
		t.Error("one worker is not the single stream from the seed")
	}
	delphi, err := rng.Lookup("delphi")
	if err != nil {
		t.Fatal(err)
	}
	naive := mustLookup(t, "naive")
	d := run(SamplerSpec{Algo: naive, Cards: 10, Gen: delphi, Seed: 1, Workers: 4, Trials: 400})
	if d.Trials() != 400 {
		t.Errorf("delphi on 4 workers: %d trials", d.Trials())
	}
	if _, err := StartSampler(context.Background(), SamplerSpec{Algo: naive, Cards: 0, Gen: delphi}); err == nil {
		t.Error("0 cards accepted")
	}
}

// TestSamplerConcurrent (run it with -race): snapshots, pauses and resumes
// from several goroutines while the workers run, then Stop. Counts never go
// back, a paused sampler stops counting, a stopped one is done.
func TestSamplerConcurrent(t *testing.T) {
	for _, name := range []string{"fisher-yates", "constrained-original"} { // the fused kernel; a generic one
		a := mustLookup(t, name)
		n := 52
		if a.Kind == Faces {
			n = 36
		}
		s, err := StartSampler(context.Background(), SamplerSpec{Algo: a, Cards: n, Gen: pcgInfo(t), Seed: 1, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for r := range 3 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				last := int64(0)
				for i := range 30 {
					snap := s.Snapshot()
					if snap.Trials() < last {
						t.Errorf("%s: trials went back from %d to %d", name, last, snap.Trials())
					}
					last = snap.Trials()
					if r == 0 && i%4 == 1 {
						s.Pause()
					}
					if r == 1 && i%4 == 3 {
						s.Resume()
					}
					time.Sleep(2 * time.Millisecond)
				}
			}()
		}
		wg.Wait()
		s.Pause()
		time.Sleep(publishWait) // every worker parks within a batch and publishes
		p1 := s.Snapshot()
		time.Sleep(publishWait)
		p2 := s.Snapshot()
		if p1.Trials() == 0 || p1.Trials() != p2.Trials() || p1.Elapsed != p2.Elapsed {
			t.Errorf("%s paused: trials %d then %d, elapsed %v then %v", name, p1.Trials(), p2.Trials(), p1.Elapsed, p2.Elapsed)
		}
		s.Resume()
		s.Stop()
		if end := s.Snapshot(); !end.Done || end.Trials() < p2.Trials() {
			t.Errorf("%s stopped: done %v, %d trials", name, end.Done, end.Trials())
		}
	}
}

// TestSamplerStopWhileBusy (run it with -race): Stop, and the context's
// cancellation, race with snapshots, pauses and resumes and still end the
// workers with every sample published.
func TestSamplerStopWhileBusy(t *testing.T) {
	a := mustLookup(t, "fisher-yates")
	for _, cancelCtx := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		s, err := StartSampler(ctx, SamplerSpec{Algo: a, Cards: 52, Gen: pcgInfo(t), Seed: 1, Workers: 3})
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for r := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range 20 {
					switch {
					case r == 0 && i == 10 && cancelCtx:
						cancel()
					case r == 0 && i == 10:
						s.Stop()
					case r == 1:
						s.Pause()
					case r == 2:
						s.Resume()
					default:
						s.Snapshot()
					}
					time.Sleep(time.Millisecond)
				}
			}()
		}
		wg.Wait()
		s.Wait()
		if snap := s.Snapshot(); !snap.Done || snap.Trials() != snap.Matrix.Trials {
			t.Errorf("cancel %v: done %v, %d trials", cancelCtx, snap.Done, snap.Trials())
		}
		cancel()
	}
}

// publishWait is how long a test waits for workers to park and publish:
// batches last about a millisecond, so a hundred is ample.
const publishWait = 100 * time.Millisecond
