package lottery

import (
	"math/rand/v2"
	"slices"
	"testing"

	"riffle/engine/rng"
)

// Sink keeps benchmark results alive.
var Sink int

// BenchmarkDraw: one draw of each game (partial Fisher–Yates on a fresh
// drum, sorted) beside the stdlib baseline: math/rand/v2's Perm of the
// drum, its first Drawn sorted.
//
//	go test -bench Draw -run XXX ./games/lottery
func BenchmarkDraw(b *testing.B) {
	for _, name := range []string{"pick3", "roadrunner", "keno", "powerball"} {
		g, err := Lookup(name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name+"/partial", func(b *testing.B) {
			r := rng.NewPCG(1)
			for b.Loop() {
				Sink += g.Draw(r).Balls[0]
			}
		})
		b.Run(name+"/stdlib-perm", func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			for b.Loop() {
				p := r.Perm(g.Lottery.Balls)[:g.Lottery.Drawn]
				slices.Sort(p)
				Sink += p[0]
			}
		})
	}
}

// BenchmarkSimulate: the table's "Draw 10,000" for Keno with ten
// 10-spot tickets, its heaviest case.
func BenchmarkSimulate(b *testing.B) {
	g, err := Lookup(Keno)
	if err != nil {
		b.Fatal(err)
	}
	r := rng.NewPCG(1)
	var tickets []Ticket
	for range MaxTickets {
		tickets = append(tickets, g.QuickPick(10, r))
	}
	for b.Loop() {
		Sink += int(g.Simulate(tickets, r, 10_000, nil).Won)
	}
}
