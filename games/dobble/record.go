package dobble

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"riffle/engine/rng"
	"riffle/games/round"
)

// Name is the Dobble table's name in a round's record.
const Name = "dobble"

// Rounds is how a game of Dobble is kept (a [round.Table] and
// [round.Sampler]). Its moves are [Game.Moves]:
//
//	game classic | game double K    the variant
//	find SYMBOL MS | miss SYMBOL MS  per pick, MS the milliseconds since the pair was dealt
//
// and it replays by [Play].
type Rounds struct{}

// Name is [Name].
func (Rounds) Name() string { return Name }

// RoundResult describes a game from its state: the pairs found, the
// misses and the time (finds plus Penalty a miss), and the digest of every
// pair dealt. The table takes no stake: the net is 0.
func RoundResult(g *Game) round.Result {
	s := g.Summary()
	var b strings.Builder
	fmt.Fprintf(&b, "%s: ", g.Variant().Name())
	if s.Over() {
		fmt.Fprintf(&b, "%d pairs in %s", Pairs, Seconds(s.Total()))
	} else {
		fmt.Fprintf(&b, "left after %d of %d pairs", len(s.Times), Pairs)
	}
	fmt.Fprintf(&b, ", %d %s", s.Misses, plural(s.Misses, "miss", "misses"))
	if len(s.Times) > 0 {
		fmt.Fprintf(&b, ", fastest find %s", Seconds(s.Best()))
	}
	return round.Result{Outcome: b.String(), Digest: round.Digest(g.Deals()...)}
}

// Seconds writes d in seconds to the tenth: "12.3 s".
func Seconds(d time.Duration) string {
	return fmt.Sprintf("%.1f s", d.Seconds())
}

// plural is one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Play replays a game's picks on the pairs dealt from gen ([Play]).
func (Rounds) Play(r round.Record, gen rng.Generator) (round.Result, error) {
	g, err := Play(r.Moves, gen)
	if err != nil {
		return round.Result{}, err
	}
	return RoundResult(g), nil
}

// Sample plays a double game of 5 a card: on each of the first three
// pairs a miss 800 ms after the deal, then both shared symbols 500 ms
// apart; the game is left unfinished.
func (Rounds) Sample(gen rng.Generator) (round.Record, error) {
	g, err := New(Variant{Double: true, PerCard: 5}, gen, time.Time{})
	if err != nil {
		return round.Record{}, err
	}
	at := func(ms int) time.Time { return time.Time{}.Add(time.Duration(ms) * time.Millisecond) }
	ms := 0
	for range 3 {
		ms += 800
		for _, s := range g.Left() {
			if !slices.Contains(g.Shared(), s) {
				if _, err := g.Pick(s, at(ms)); err != nil {
					return round.Record{}, err
				}
				break
			}
		}
		for _, s := range g.Shared() {
			ms += 500
			if _, err := g.Pick(s, at(ms)); err != nil {
				return round.Record{}, err
			}
		}
	}
	res := RoundResult(g)
	return round.Record{Table: Name, Moves: g.Moves(), Outcome: res.Outcome, Digest: res.Digest}, nil
}
