package yahtzee

import (
	"fmt"
	"strconv"

	"riffle/engine/rng"
	"riffle/games/round"
)

// maxFaces is the most faces verify draws.
const maxFaces = 10_000

// verified are a recomputed round's fields in riffle verify's JSON.
type verified struct {
	Dice  int   `json:"dice,omitempty"`
	Sides int   `json:"sides,omitempty"`
	Faces []int `json:"faces,omitempty"`
}

// VerifySpec: the dice, their sides and how many faces to draw. The
// digest is of the dice kept, which the seeds do not say.
func (Rounds) VerifySpec() round.VerifySpec {
	return round.VerifySpec{
		Flags: []round.Flag{{Name: "dice", Default: strconv.Itoa(DefaultDice)}, {Name: "sides", Default: strconv.Itoa(DefaultSides)}, {Name: "count"}},
		Help: `--dice N (default 5) --sides S (default 6) --count K (default
5N, at most 10,000): the faces in the order drawn. The first N
are the first roll; every re-rolled die, in die order, takes
the next face, so the stream of faces is the whole story.`,
		NoDigest: "a yahtzee round's digest is of the dice kept, which are not in the seeds: compare the faces verify prints",
	}
}

// VerifyArgs are the round's dice and sides.
func (Rounds) VerifyArgs(r round.Record) []string {
	if isGame(r) {
		return []string{"--dice", "5", "--sides", "6", "--count", strconv.Itoa(min(maxFaces, max(1, CardFaces(r.Moves))))}
	}
	if a, err := round.MoveArgs(first(r), "dice", 2); err == nil {
		return []string{"--dice", a[0], "--sides", a[1]}
	}
	return nil
}

// first is r's first move, or "".
func first(r round.Record) string {
	if len(r.Moves) == 0 {
		return ""
	}
	return r.Moves[0]
}

// Verify draws the faces in the order the dice take them.
func (Rounds) Verify(g rng.Generator, f round.Flags) (round.Verified, error) {
	dice, err := f.Int("dice", f.Get("dice"), MinDice, MaxDice)
	if err != nil {
		return round.Verified{}, err
	}
	sides, err := f.Int("sides", f.Get("sides"), MinSides, MaxSides)
	if err != nil {
		return round.Verified{}, err
	}
	count := 5 * dice
	if s := f.Get("count"); s != "" {
		if count, err = f.Int("count", s, 1, maxFaces); err != nil {
			return round.Verified{}, err
		}
	}
	j := verified{Dice: int(dice), Sides: int(sides)}
	for range count {
		j.Faces = append(j.Faces, g.IntN(j.Sides)+1)
	}
	text := fmt.Sprintf("The first %d faces of %d-sided dice, in the order drawn: the first %d are\nthe first roll, then each re-rolled die (in die order) takes the next.\n", len(j.Faces), j.Sides, j.Dice) +
		round.Wrap(round.Ints(j.Faces), 78, "  ")
	return round.Verified{Outcome: fmt.Sprintf("%d faces of %d dice of %d sides", count, dice, sides), Fields: j, Text: text}, nil
}
