package poker

import (
	"errors"
	"fmt"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/gamestest"
	"riffle/games/round"
)

// dealt is a deal of hands hands of size at pcg seeded seed on the naive
// shuffle (the sample deals Hold'em), recorded.
func dealt(t testing.TB, seed uint64, hands, size int) round.Record {
	t.Helper()
	g, r := gamestest.Stream(t, "pcg", seed, 11)
	naive, err := shuffle.Lookup("naive")
	if err != nil {
		t.Fatal(err)
	}
	pt, err := New(naive, g)
	if err != nil {
		t.Fatal(err)
	}
	if err := round.FirstErr(pt.SetShape(hands, size), pt.Deal(1000)); err != nil {
		t.Fatal(err)
	}
	res := HandsResult(*pt.LastDeal())
	r.Table, r.Algo, r.Moves = Name, naive.Name, []string{HandsMove(hands, size)}
	r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
	return r
}

// A deal of hands replays from its record, on its shuffle: another shape
// or another shuffle deals otherwise.
func TestReplayHands(t *testing.T) {
	rec := dealt(t, 21, 4, 7)
	if _, err := round.Replay(Rounds{}, rec); err != nil {
		t.Fatal(err)
	}
	for what, r := range map[string]round.Record{
		"shape":   func() round.Record { r := rec; r.Moves = []string{HandsMove(4, 6)}; return r }(),
		"shuffle": func() round.Record { r := rec; r.Algo = "fisher-yates"; return r }(),
	} {
		if _, err := round.Replay(Rounds{}, r); !errors.Is(err, round.ErrMismatch) {
			t.Errorf("another %s: %v, want a mismatch", what, err)
		}
	}
}

// Replaying a poker hand: at the start of its stream, and a million
// outputs in (a long session's table), against dealing the hand fresh on
// the table (the baseline: what the round cost when it was played).
func BenchmarkReplay(b *testing.B) {
	rec := gamestest.Sample(b, Rounds{}, "pcg", 42, 11) // a Hold'em hand
	b.Run("baseline-deal", func(b *testing.B) {
		fy, _ := shuffle.Lookup("fisher-yates")
		for b.Loop() {
			g, _ := rng.Lookup("pcg")
			s, _ := g.New(42)
			pt, _ := New(fy, s)
			_ = round.FirstErr(pt.SetMode(ModeHoldem), pt.SetPlayers(4), pt.SetAnte(25), pt.Deal(1000))
		}
	})
	for _, pos := range []uint64{0, 1_000_000} {
		r := rec
		r.Pos = pos
		res, err := round.Play(Rounds{}, r)
		if err != nil {
			b.Fatal(err)
		}
		r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
		b.Run(fmt.Sprintf("replay-at-%d", pos), func(b *testing.B) {
			for b.Loop() {
				if _, err := round.Replay(Rounds{}, r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
