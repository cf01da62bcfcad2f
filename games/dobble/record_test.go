package dobble

import (
	"testing"

	"riffle/games/gamestest"
)

// A Dobble round's outcome line, from its moves' times.
func TestSampleOutcome(t *testing.T) {
	rec := gamestest.Sample(t, Rounds{}, "pcg", 3, 19)
	// Three pairs, each a miss at 800 ms after its deal, then the two
	// symbols at 500 ms apart: each pair found at 1.8 s, 3 misses.
	want := "Double Dobble, 5 a card: left after 3 of 10 pairs, 3 misses, fastest find 1.8 s"
	if rec.Outcome != want || rec.Net != 0 {
		t.Errorf("outcome %q, net %d; want %q, 0", rec.Outcome, rec.Net, want)
	}
}
