package craps

import (
	"errors"
	"math"
	"testing"

	"riffle/engine/odds"
	"riffle/engine/rng"
)

func TestPuzzleTallyArithmetic(t *testing.T) {
	var a PuzzleTally
	if !math.IsNaN(a.Mean()) || !math.IsNaN(a.MeanAll()) || !math.IsNaN(a.StdErr()) {
		t.Errorf("empty tally: mean %v, all %v, se %v; want NaN", a.Mean(), a.MeanAll(), a.StdErr())
	}
	a.Add(3, true)
	a.Add(5, false)
	var b PuzzleTally
	b.Add(1, true)
	a.Merge(b)
	// Counted rolls 3 and 1: mean 2, sample variance 2, SE √(2/2) = 1;
	// all rolls 3, 5, 1: mean 3.
	want := PuzzleTally{Trials: 3, Counted: 2, Rolls: 4, RollsSq: 10, AllRolls: 9}
	if a != want {
		t.Fatalf("tally %+v, want %+v", a, want)
	}
	if a.Mean() != 2 || a.MeanAll() != 3 || a.StdErr() != 1 {
		t.Errorf("mean %v, all %v, se %v; want 2, 3, 1", a.Mean(), a.MeanAll(), a.StdErr())
	}
}

// Simulated at a fixed seed, both puzzles land on their answers: 4 for
// Problem 1 and 3/2 for Problem Zero, each 1/(win + lose) (derived in
// odds.DicePuzzles: 1/(3/36 + 6/36) and 1/(1/6 + 3/6)), not on the
// tempting wrong answers.
//
// A counted trial's rolls are geometric with success win + lose, so their
// variance is (1−q)/q²: 12 for Problem 1 (q = 1/4) and 3/4 for Problem Zero
// (q = 2/3). With n = 100,000 trials about n·win/(win+lose) count (1/3 and
// 1/4 of them), giving standard errors of about 0.019 and 0.0055; the
// tolerance of 4.5 standard errors (from the exact variance and the counted
// trials) fails a correct simulation with probability about 7e-6 per check.
func TestPuzzleSimulation(t *testing.T) {
	info, err := rng.Lookup("pcg")
	if err != nil {
		t.Fatal(err)
	}
	// all and qAll: the mean and success probability of the rolls of every
	// trial, counted or not — a trial of Problem 1 stops at a 4 or a 7
	// (q = 1/4, mean 4), one of Problem Zero only at a 6 (q = 1/6, mean 6).
	answers := map[string]struct{ answer, q, share, all, qAll float64 }{
		"Problem 1":    {4, 1.0 / 4, 1.0 / 3, 4, 1.0 / 4},
		"Problem Zero": {1.5, 2.0 / 3, 1.0 / 4, 6, 1.0 / 6},
	}
	const n = 100_000
	for _, p := range odds.DicePuzzles() {
		want, ok := answers[p.Name]
		if !ok {
			t.Fatalf("unexpected puzzle %q", p.Name)
		}
		g, err := info.New(42)
		if err != nil {
			t.Fatal(err)
		}
		tally, err := RunPuzzle(p, g, n)
		if err != nil {
			t.Fatal(err)
		}
		if tally.Trials != n {
			t.Fatalf("%s: %d trials, want %d", p.Name, tally.Trials, n)
		}
		se := math.Sqrt((1 - want.q) / (want.q * want.q) / float64(tally.Counted))
		if d := math.Abs(tally.Mean() - want.answer); d > 4.5*se {
			t.Errorf("%s: simulated %.4f, answer %.4f (tolerance %.4f)", p.Name, tally.Mean(), want.answer, 4.5*se)
		}
		// The sample standard error agrees with the exact one to 5% (the
		// sample variance of 25,000+ geometric values is within a few
		// percent of the truth).
		if r := tally.StdErr() / se; r < 0.95 || r > 1.05 {
			t.Errorf("%s: StdErr %.5f, exact-variance SE %.5f", p.Name, tally.StdErr(), se)
		}
		// Every trial, counted or not: SE √(30/n) ≈ 0.017 at most.
		seAll := math.Sqrt((1 - want.qAll) / (want.qAll * want.qAll) / n)
		if d := math.Abs(tally.MeanAll() - want.all); d > 4.5*seAll {
			t.Errorf("%s: mean over all trials %.4f, want %.4f", p.Name, tally.MeanAll(), want.all)
		}
		// The counted share: binomial, SE √(s(1−s)/n) ≤ 0.0016.
		share := float64(tally.Counted) / n
		if d := math.Abs(share - want.share); d > 4.5*math.Sqrt(want.share*(1-want.share)/n) {
			t.Errorf("%s: %.4f of trials counted, want %.4f", p.Name, share, want.share)
		}
		af, _ := p.Answer.Float64()
		if af != want.answer {
			t.Errorf("%s: engine answer %v, derived %v", p.Name, af, want.answer)
		}
	}
}

// stuck is a generator that always rolls a 1.
type stuck struct{}

func (stuck) Uint64() uint64 { return 0 }
func (stuck) IntN(int) int   { return 0 }

// A generator that never ends a trial stops the run with ErrStuck instead
// of rolling forever; the trials before it are kept.
func TestPuzzleStuck(t *testing.T) {
	for _, p := range odds.DicePuzzles() {
		tally, err := RunPuzzle(p, stuck{}, 3)
		if !errors.Is(err, ErrStuck) || tally.Trials != 0 {
			t.Errorf("%s on a stuck die: %+v, %v", p.Name, tally, err)
		}
	}
	// A die that ends the first trial, then sticks: one trial kept.
	p := odds.DicePuzzles()[1] // Problem Zero: a 6 ends a trial at once
	g := &dice{faces: []int{6}}
	tally, err := RunPuzzle(p, &sticky{g: g}, 2)
	if !errors.Is(err, ErrStuck) || tally.Trials != 1 || tally.Counted != 1 {
		t.Errorf("six then stuck: %+v, %v", tally, err)
	}
}

// sticky plays its dice script, then rolls 1s for ever.
type sticky struct{ g *dice }

func (s *sticky) Uint64() uint64 { return 0 }
func (s *sticky) IntN(n int) int {
	if s.g.i < len(s.g.faces) {
		return s.g.IntN(n)
	}
	return 0
}
