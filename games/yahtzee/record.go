package yahtzee

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
)

// Name is the Yahtzee table's name in a round's record.
const Name = "yahtzee"

// Rounds is how the Yahtzee table's rounds are kept (a [round.Table],
// [round.Opener], [round.Verifier] and [round.Sampler]): a Giant Yahtzee
// puzzle, whose moves are
//
//	dice N SIDES        the dice and their sides
//	roll                the first throw
//	roll KEPT           each re-roll, KEPT a string of 0s and 1s, 1 for a die kept
//
// or a whole game of solitaire Yahtzee ([Card]), left open while it is
// played, whose moves are
//
//	game RULES          verhoeff or hasbro
//	roll                a turn's first roll
//	roll KEPT           a re-roll, KEPT five 0s and 1s, 1 for a die kept
//	score BOX           the dice scored in BOX (engine/odds.YahtzeeBoxNames)
type Rounds struct{}

// Name is [Name].
func (Rounds) Name() string { return Name }

// Moves are the moves that open a game of n dice with d sides.
func Moves(n, d int) []string { return []string{fmt.Sprintf("dice %d %d", n, d)} }

// RollMove is the move for a throw: "roll" for the first, "roll KEPT"
// after it.
func RollMove(g *Game) string {
	if !g.Rolled() {
		return "roll"
	}
	b := make([]byte, g.Dice())
	for i := range b {
		b[i] = '0'
		if g.Kept(i) {
			b[i] = '1'
		}
	}
	return "roll " + string(b)
}

// FacesText is what a throw left on the table, for the digest.
func FacesText(g *Game) string { return round.Ints(g.Faces()) }

// RoundResult describes a game from the faces after each throw
// ([FacesText]): whether all the dice matched at the end, after how many
// rolls. The table takes no stake: the net is 0.
func RoundResult(g *Game, faces []string) round.Result {
	line := fmt.Sprintf("%d dice of %d sides: ", g.Dice(), g.Sides())
	if face, _ := g.Largest(); g.Done() {
		line += fmt.Sprintf("all show %d after %s", face, round.Count(g.Rolls(), "roll"))
	} else {
		line += fmt.Sprintf("left unfinished after %s", round.Count(g.Rolls(), "roll"))
	}
	return round.Result{Outcome: line, Digest: round.Digest(faces...)}
}

// Play replays a game's throws, the kept dice as the moves keep them.
func (Rounds) Play(r round.Record, gen rng.Generator) (round.Result, error) {
	if isGame(r) {
		c, err := playCard(r, gen)
		if err != nil {
			return round.Result{}, err
		}
		return CardResult(c), nil
	}
	if len(r.Moves) < 2 {
		return round.Result{}, fmt.Errorf("a Yahtzee round has dice and at least one roll, got %d moves", len(r.Moves))
	}
	a, err := round.MoveArgs(r.Moves[0], "dice", 2)
	if err != nil {
		return round.Result{}, err
	}
	n, err1 := strconv.Atoi(a[0])
	d, err2 := strconv.Atoi(a[1])
	if err1 != nil || err2 != nil {
		return round.Result{}, fmt.Errorf("move %q: dice and sides are whole numbers", r.Moves[0])
	}
	g, err := New(n, d)
	if err != nil {
		return round.Result{}, err
	}
	var faces []string
	for k, m := range r.Moves[1:] {
		f := strings.Fields(m)
		switch {
		case len(f) == 1 && f[0] == "roll" && k == 0:
		case len(f) == 2 && f[0] == "roll" && k > 0 && len(f[1]) == n && strings.Trim(f[1], "01") == "":
			for i, c := range []byte(f[1]) {
				if err := g.SetKept(i, c == '1'); err != nil {
					return round.Result{}, fmt.Errorf("move %q: %v", m, err)
				}
			}
		default:
			return round.Result{}, fmt.Errorf("move %q: want \"roll\" first, then \"roll\" and %d 0s and 1s", m, n)
		}
		if _, err := g.Roll(gen); err != nil {
			return round.Result{}, fmt.Errorf("move %q: %v", m, err)
		}
		faces = append(faces, FacesText(g))
	}
	return RoundResult(g, faces), nil
}

// Sample plays 8 six-sided dice, keeping the largest group each time,
// until all match.
func (Rounds) Sample(gen rng.Generator) (round.Record, error) {
	g, err := New(8, 6)
	if err != nil {
		return round.Record{}, err
	}
	r := round.Record{Table: Name, Moves: Moves(8, 6)}
	var faces []string
	for !g.Done() {
		if g.Rolled() {
			if _, _, err := g.KeepLargest(); err != nil {
				return r, err
			}
		}
		r.Moves = append(r.Moves, RollMove(g))
		if _, err := g.Roll(gen); err != nil {
			return r, err
		}
		faces = append(faces, FacesText(g))
	}
	res := RoundResult(g, faces)
	r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
	return r, nil
}
