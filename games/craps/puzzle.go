package craps

import (
	"errors"
	"math"

	"riffle/engine/odds"
	"riffle/engine/rng"
)

// PuzzleTally is the running account of a simulation of one of the dice
// puzzles (odds.DicePuzzles): how many trials ran, how many counted (won,
// or all even), and the rolls of the counted ones and of all. The puzzle's
// answer is the mean rolls over counted trials, [PuzzleTally.Mean].
type PuzzleTally struct {
	Trials, Counted int64
	// Rolls and RollsSq sum the rolls and their squares over counted
	// trials; AllRolls sums the rolls over every trial.
	Rolls, RollsSq, AllRolls int64
}

// MaxTrialDraws bounds the draws one puzzle trial may take from its
// generator. A fair die ends a trial within that many draws except with
// probability below (5/6)^1,000,000; a degenerate generator (a custom LCG
// stuck on one face) would otherwise roll forever.
const MaxTrialDraws = 1_000_000

// ErrStuck reports a trial that did not end within MaxTrialDraws draws.
var ErrStuck = errors.New("a trial did not end in 1,000,000 draws: the generator never rolls what ends it")

// RunPuzzle runs n trials of p with g (p.Trial each) into a new tally. It
// stops with ErrStuck, and the trials completed so far, if a trial takes
// more than MaxTrialDraws draws.
func RunPuzzle(p odds.DicePuzzle, g rng.Generator, n int) (t PuzzleTally, err error) {
	b := &budget{g: g}
	defer func() {
		if r := recover(); r != nil {
			if r != errBudget {
				panic(r)
			}
			err = ErrStuck
		}
	}()
	for range n {
		b.left = MaxTrialDraws
		rolls, counted := p.Trial(b)
		t.Add(rolls, counted)
	}
	return t, nil
}

// errBudget is the panic value of an exhausted budget, recovered by
// RunPuzzle alone.
var errBudget = errors.New("craps: draw budget exhausted")

// budget is a generator that panics with errBudget after left draws.
type budget struct {
	g    rng.Generator
	left int
}

func (b *budget) draw() {
	if b.left <= 0 {
		panic(errBudget)
	}
	b.left--
}

func (b *budget) Uint64() uint64 { b.draw(); return b.g.Uint64() }
func (b *budget) IntN(n int) int { b.draw(); return b.g.IntN(n) }

// Add records one trial of the given rolls, counted or not.
func (t *PuzzleTally) Add(rolls int, counted bool) {
	r := int64(rolls)
	t.Trials++
	t.AllRolls += r
	if counted {
		t.Counted++
		t.Rolls += r
		t.RollsSq += r * r
	}
}

// Merge adds u's trials to t.
func (t *PuzzleTally) Merge(u PuzzleTally) {
	t.Trials += u.Trials
	t.Counted += u.Counted
	t.Rolls += u.Rolls
	t.RollsSq += u.RollsSq
	t.AllRolls += u.AllRolls
}

// Mean is the mean rolls over counted trials (the simulated answer); NaN
// before the first counted trial.
func (t PuzzleTally) Mean() float64 {
	if t.Counted == 0 {
		return math.NaN()
	}
	return float64(t.Rolls) / float64(t.Counted)
}

// MeanAll is the mean rolls over every trial, counted or not; NaN before
// the first trial. For Problem 1 it has the same expectation as Mean, 4 (a
// trial stops at a 4 or a 7, and knowing which does not change when); for
// Problem Zero, whose trials roll on past odd faces, it is the plain wait
// for a 6, 6 — the tempting wrong answer that ignores the condition.
func (t PuzzleTally) MeanAll() float64 {
	if t.Trials == 0 {
		return math.NaN()
	}
	return float64(t.AllRolls) / float64(t.Trials)
}

// StdErr is the standard error of Mean, s/√n with s the sample standard
// deviation of the counted trials' rolls; NaN with fewer than 2 counted
// trials.
func (t PuzzleTally) StdErr() float64 {
	n := float64(t.Counted)
	if t.Counted < 2 {
		return math.NaN()
	}
	mean := float64(t.Rolls) / n
	v := (float64(t.RollsSq) - n*mean*mean) / (n - 1)
	return math.Sqrt(math.Max(0, v) / n)
}
