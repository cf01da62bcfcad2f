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
	time.Sleep(3 * publishEvery) // every worker is parked by now
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
