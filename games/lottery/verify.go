package lottery

import (
	"fmt"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
)

// verified are a recomputed draw's fields in riffle verify's JSON.
type verified struct {
	Game  string `json:"game,omitempty"`
	Order []int  `json:"order,omitempty"`
	Balls []int  `json:"balls,omitempty"`
	Bonus int    `json:"bonus,omitempty"`
}

// VerifySpec: the game. The digest is the draw's alone (the tickets are
// not in the seeds).
func (Rounds) VerifySpec() round.VerifySpec {
	return round.VerifySpec{
		Flags: []round.Flag{{Name: "game"}},
		Help: `--game NAME (required: roadrunner, lotto, keno, powerball-2012,
powerball, pick3): the balls in the order drawn, sorted, and
the bonus ball`,
	}
}

// VerifyArgs are the round's game.
func (Rounds) VerifyArgs(r round.Record) []string {
	if len(r.Moves) > 0 {
		if f := strings.Fields(r.Moves[0]); len(f) == 2 {
			return []string{"--game", f[1]}
		}
	}
	return nil
}

// Verify draws the game's balls with its own Draw, as the table does.
func (Rounds) Verify(g rng.Generator, f round.Flags) (round.Verified, error) {
	name := f.Get("game")
	var names []string
	for _, gm := range Games() {
		names = append(names, gm.Name)
	}
	if name == "" {
		return round.Verified{}, round.FlagErrorf("--table lottery needs --game: allowed %s", strings.Join(names, ", "))
	}
	gm, err := Lookup(name)
	if err != nil {
		return round.Verified{}, round.FlagErrorf("--game: %v", err)
	}
	d := gm.Draw(g)
	j := verified{Game: gm.Name, Order: d.Order, Balls: d.Balls, Bonus: d.Bonus}
	out := gm.Name + ": " + round.Ints(d.Balls)
	if gm.HasBonus() {
		out += fmt.Sprintf(" + %d", d.Bonus)
	}
	text := fmt.Sprintf("The %s draw:\n  in the order drawn  %s\n  sorted             %s\n", j.Game, round.Ints(j.Order), round.Ints(j.Balls))
	if j.Bonus != 0 {
		text += fmt.Sprintf("  bonus ball         %d\n", j.Bonus)
	}
	return round.Verified{Outcome: out, Digest: drawDigest(d), Fields: j, Text: text}, nil
}
