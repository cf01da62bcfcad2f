package stats

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// Sink keeps benchmark results alive.
var Sink int

func TestAddDoesNotAllocate(t *testing.T) {
	m, p := NewMatrix(52), NewPermutations(6)
	deck, six := identity(52), identity(6)
	if a := testing.AllocsPerRun(100, func() { m.Add(deck) }); a != 0 {
		t.Errorf("Matrix.Add allocates %v times", a)
	}
	if a := testing.AllocsPerRun(100, func() { p.Add(six) }); a != 0 {
		t.Errorf("Permutations.Add allocates %v times", a)
	}
	if a := testing.AllocsPerRun(100, func() { IsPermutation(deck) }); a != 0 {
		t.Errorf("IsPermutation allocates %v times", a)
	}
}

// BenchmarkMatrixAdd52 is the CLI's hot path, one tally per shuffled deck.
// The stdlib baseline beside it is the fair shuffle of those 52 cards.
func BenchmarkMatrixAdd52(b *testing.B) {
	m := NewMatrix(52)
	deck := identity(52)
	fair(pcg(1, 2), deck)
	for b.Loop() {
		m.Add(deck)
	}
	Sink = int(m.Counts[0])
}

func BenchmarkMatrixAdd1000(b *testing.B) {
	m := NewMatrix(1000)
	deck := identity(1000)
	fair(pcg(1, 2), deck)
	for b.Loop() {
		m.Add(deck)
	}
	Sink = int(m.Counts[0])
}

func BenchmarkIsPermutation52(b *testing.B) {
	deck := identity(52)
	fair(pcg(1, 2), deck)
	ok := true
	for b.Loop() {
		ok = ok && IsPermutation(deck)
	}
	if ok {
		Sink++
	}
}

func BenchmarkStdlibShuffle52(b *testing.B) {
	r := pcg(1, 2)
	deck := identity(52)
	for b.Loop() {
		fair(r, deck)
	}
	Sink = deck[0]
}

func BenchmarkPermutationsAdd6(b *testing.B) {
	p := NewPermutations(6)
	deck := identity(6)
	fair(pcg(1, 2), deck)
	for b.Loop() {
		p.Add(deck)
	}
	Sink = int(p.Counts[0])
}

func BenchmarkStdlibShuffle6(b *testing.B) {
	r := pcg(1, 2)
	deck := identity(6)
	for b.Loop() {
		fair(r, deck)
	}
	Sink = deck[0]
}

// BenchmarkSamplerSnapshot is what the fairness panel pays on every tick
// (about 10 a second): merge two workers' tallies into a new snapshot, and
// evaluate its report. The workers are paused so that only the reader runs;
// above 256 cards the matrix is 64 × 64 groups.
func BenchmarkSamplerSnapshot(b *testing.B) {
	for _, n := range []int{52, 10000} {
		s, err := StartSampler(context.Background(), SamplerConfig{Cards: n, Workers: 2, Seed: 1, NewGen: pcgGen, Shuffle: fy})
		if err != nil {
			b.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
		s.Pause()
		time.Sleep(20 * time.Millisecond)
		b.Run(fmt.Sprintf("snapshot/%d", n), func(b *testing.B) {
			for b.Loop() {
				Sink += int(s.Snapshot().Matrix.Trials)
			}
		})
		b.Run(fmt.Sprintf("snapshot+report/%d", n), func(b *testing.B) {
			for b.Loop() {
				Sink += int(s.Snapshot().Report().DF)
			}
		})
		s.Stop()
	}
}
