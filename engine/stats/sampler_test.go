package stats

import (
	"context"
	"slices"
	"testing"
	"time"

	"riffle/engine/rng"
)

// fy is a plain forward Fisher–Yates through IntN, local to the tests
// (stats does not import shuffle).
func fy(deck []int, g rng.Generator) []int {
	for i := 0; i < len(deck)-1; i++ {
		j := i + g.IntN(len(deck)-i)
		deck[i], deck[j] = deck[j], deck[i]
	}
	return deck
}

func pcgGen(seed uint64) (rng.Generator, error) { return rng.NewPCG(seed), nil }

func runSampler(t *testing.T, cfg SamplerConfig) Snapshot {
	t.Helper()
	s, err := StartSampler(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.Wait()
	snap := s.Snapshot()
	if !snap.Done {
		t.Fatal("Wait returned but the snapshot is not done")
	}
	return snap
}

// TestSamplerOneWorkerIsOneStream: with one worker the sampler is exactly the
// single-stream loop from the seed itself (what riffle shuffle prints).
func TestSamplerOneWorkerIsOneStream(t *testing.T) {
	const n, trials = 7, 5000
	snap := runSampler(t, SamplerConfig{Cards: n, Workers: 1, Seed: 42, NewGen: pcgGen, Shuffle: fy, Trials: trials})
	want := NewMatrix(n)
	g := rng.NewPCG(42)
	for range trials {
		d := make([]int, n)
		for i := range d {
			d[i] = i
		}
		want.Add(fy(d, g))
	}
	if snap.Matrix.Trials != trials || !slices.Equal(snap.Matrix.Counts, want.Counts) {
		t.Errorf("one worker: %d trials, counts differ from the single stream", snap.Matrix.Trials)
	}
}

// TestSamplerDeterministic: with Trials set, several workers give the same
// tallies on every run, the trials add up, and the result is fair.
func TestSamplerDeterministic(t *testing.T) {
	cfg := SamplerConfig{Cards: 5, Workers: 3, Seed: 7, NewGen: pcgGen, Shuffle: fy, Trials: 30001}
	a := runSampler(t, cfg)
	b := runSampler(t, cfg)
	if a.Matrix.Trials != 30001 || a.Perms.Trials != 30001 || !slices.Equal(a.Matrix.Counts, b.Matrix.Counts) {
		t.Errorf("trials %d/%d; runs equal: %v", a.Matrix.Trials, a.Perms.Trials, slices.Equal(a.Matrix.Counts, b.Matrix.Counts))
	}
	if _, _, p := a.Matrix.PermutationChiSquare(); p < 1e-3 { // α = 0.001 at this fixed seed
		t.Errorf("fair shuffle on 3 workers: p = %g", p)
	}
	if a.Rate() <= 0 {
		t.Error("no rate")
	}
}

// TestSamplerPauseStop: a paused sampler stops counting until resumed; Stop
// ends an unbounded run; a cancelled context ends it too.
func TestSamplerPauseStop(t *testing.T) {
	s, err := StartSampler(context.Background(), SamplerConfig{Cards: 10, Workers: 2, Seed: 1, NewGen: pcgGen, Shuffle: fy})
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * publishEvery)
	s.Pause()
	if !s.Paused() {
		t.Error("Paused() = false after Pause")
	}
	waitParked(t, s)
	a := s.Snapshot()
	time.Sleep(3 * publishEvery)
	b := s.Snapshot()
	if a.Matrix.Trials == 0 || a.Matrix.Trials != b.Matrix.Trials {
		t.Errorf("paused sampler counted %d then %d", a.Matrix.Trials, b.Matrix.Trials)
	}
	s.Resume()
	time.Sleep(3 * publishEvery)
	if c := s.Snapshot(); c.Matrix.Trials <= b.Matrix.Trials {
		t.Errorf("resumed sampler did not count on: %d then %d", b.Matrix.Trials, c.Matrix.Trials)
	}
	if n := s.Parked(); n != 0 {
		t.Errorf("%d workers still parked after Resume", n)
	}
	s.Stop()
	if !s.Snapshot().Done {
		t.Error("stopped sampler not done")
	}

	ctx, cancel := context.WithCancel(context.Background())
	s2, _ := StartSampler(ctx, SamplerConfig{Cards: 10, Workers: 2, Seed: 1, NewGen: pcgGen, Shuffle: fy})
	s2.Pause() // a paused sampler must still end on cancel
	cancel()
	s2.Wait()
}

// waitParked waits (up to 10 s: a loaded machine runs a batch late) until
// every worker of s is parked, its last batch published.
func waitParked(t *testing.T, s *Sampler) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); s.Parked() < s.Workers(); time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("%d of %d workers parked after 10 s", s.Parked(), s.Workers())
		}
	}
}

// TestSamplerConfigErrors: a config that cannot sample is refused.
func TestSamplerConfigErrors(t *testing.T) {
	for name, cfg := range map[string]SamplerConfig{
		"no NewGen":       {Cards: 5, Shuffle: fy},
		"no way":          {Cards: 5, NewGen: pcgGen},
		"no cards":        {NewGen: pcgGen, Shuffle: fy},
		"negative trials": {Cards: 5, NewGen: pcgGen, Shuffle: fy, Trials: -1},
	} {
		if _, err := StartSampler(context.Background(), cfg); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestWorkerSeeds: worker 0 has the seed itself, others SplitMix64
// (first outputs of the reference splitmix64.c from state 0: 0xE220A8397B1DCDAF,
// 0x6E789E6AA1B965F4), reduced into 0…MaxSeed when set.
func TestWorkerSeeds(t *testing.T) {
	cfg := SamplerConfig{Seed: 0}
	if cfg.workerSeed(0) != 0 || cfg.workerSeed(1) != 0xE220A8397B1DCDAF || cfg.workerSeed(2) != 0x6E789E6AA1B965F4 {
		t.Errorf("seeds %#x %#x %#x", cfg.workerSeed(0), cfg.workerSeed(1), cfg.workerSeed(2))
	}
	cfg = SamplerConfig{Seed: 1 << 40, MaxSeed: 15}
	if cfg.workerSeed(0) != 1<<40 {
		t.Error("worker 0's seed was reduced")
	}
	for w := 1; w < 50; w++ {
		if s := cfg.workerSeed(w); s > 15 || s != WorkerSeed(1<<40, w)%16 {
			t.Errorf("worker %d: seed %d for MaxSeed 15", w, s)
		}
	}
}

// TestSnapshotReport: a snapshot's report carries the run's names and is
// evaluated from the snapshot's own tallies; malformed samples count in the
// trials and make p = 0.
func TestSnapshotReport(t *testing.T) {
	lose := func(deck []int, g rng.Generator) []int {
		if g.IntN(10) == 0 {
			return deck[:1] // malformed
		}
		return fy(deck, g)
	}
	snap := runSampler(t, SamplerConfig{Cards: 8, Workers: 2, Seed: 3, NewGen: pcgGen, Shuffle: lose, Trials: 5000, Algo: "lose", Gen: "pcg"})
	r := snap.Report()
	if r.Algo != "lose" || r.Gen != "pcg" || r.Cards != 8 || r.Seed != 3 || r.Trials != 5000 || snap.Workers != 2 {
		t.Errorf("report header %q %q %d %d %d", r.Algo, r.Gen, r.Cards, r.Seed, r.Trials)
	}
	// About 500 malformed: binomial(5000, 0.1) has σ ≈ 21, so 400…600 is
	// a 4.7σ band (false failure well below 1e-5, and the seed is fixed).
	if r.Malformed < 400 || r.Malformed > 600 || r.Matrix.Trials+r.Malformed != 5000 || r.PValue != 0 || r.Matrix != snap.Matrix {
		t.Errorf("malformed %d, tallied %d, p %g", r.Malformed, r.Matrix.Trials, r.PValue)
	}
}
