package fair

import (
	"testing"

	"riffle/engine/rng"
	"riffle/games/casino"
	"riffle/games/craps"
	"riffle/games/round"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// playFair plays craps' sample round through c's ledger in provably fair
// mode: drawn from the round's committed stream, its stakes settled, its
// record finished, its server seed revealed.
func playFair(t *testing.T, c *common.Common) {
	t.Helper()
	r, err := tuitest.L(c).Begin(craps.Name)
	if err != nil {
		t.Fatal(err)
	}
	base := rng.NewPCG(1)
	var g rng.Generator = base
	if err := r.Draw(casino.Source{Gen: base, Name: "pcg", Seed: 1, Set: func(f rng.Generator) error { g = f; return nil }}); err != nil {
		t.Fatal(err)
	}
	rec, err := craps.Rounds{}.Sample(g)
	if err != nil {
		t.Fatal(err)
	}
	stake := max(0, -rec.Net)
	if err := r.Stake(stake); err != nil {
		t.Fatal(err)
	}
	if err := r.Settle(stake, stake+rec.Net); err != nil {
		t.Fatal(err)
	}
	if got, err := r.Finish(rec.Moves, round.Result{Outcome: rec.Outcome, Digest: rec.Digest, Net: rec.Net}); err != nil || got.Fair == nil {
		t.Fatalf("finished %+v, %v", got, err)
	}
}

// Goldens in the areas the root gives the screen at 80×24 and 140×45
// (tuitest.Areas), on a ledger whose server seeds and client seed come
// from fixed entropy (tuitest.Entropy): the mode off; on, with the next
// round's commitment; the client seed field open; and a round revealed,
// with the command that verifies it.
func TestGoldenAreas(t *testing.T) {
	c := tuitest.Common(t)
	tuitest.Ledger(t, c, casino.Session{Started: true, Bankroll: casino.DefaultBankroll}, tuitest.Entropy(5), nil)
	s := New(c, tuitest.L(c))
	s.Enter()
	golden := func(state string) { tuitest.GoldenAreas(t, c, s, "fair-"+state) }
	golden("off")
	_, cmd := s.Update(tuitest.Key("space"))
	tuitest.Apply(c, cmd)     // the root turns the mode on
	tuitest.L(c).Commitment() // as the root does after every message in fair mode
	golden("on")
	for _, k := range []string{"c", "backspace", "backspace", "x"} {
		s.Update(tuitest.Key(k)) // the field's Cmd is its cursor's blink: dropped
	}
	golden("client-seed")
	s.Update(tuitest.Key("enter"))
	tuitest.L(c).Commitment()
	playFair(t, c)
	tuitest.L(c).Commitment()
	golden("revealed")
}
