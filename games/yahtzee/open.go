package yahtzee

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/games/round"
)

// OpenCard is a game taken up again (see [Resume]).
type OpenCard struct {
	Card *Card
	Gen  rng.Generator // what the card rolls with: the record's stream, at the next die
}

// CardDice are the dice of every roll of a game so far, "D D D D D" each,
// as an open record keeps them (round.Record.Dice).
func CardDice(c *Card) []string { return append([]string(nil), c.rolled...) }

// Resume rebuilds a game left open (the program stopped mid-game) from its
// record so far: its moves played again on a card rolling with the
// record's generator from where the game began. A record whose generator
// can be replayed must roll the dice it recorded (Dice, when there are
// any); one whose generator cannot (os) is played from its recorded dice
// and rolls on with fresh randomness; a provably fair one needs its server
// seed (round.ErrNoServerSeed). It fails, in one line, for a record that
// cannot be taken up.
func Resume(r round.Record) (OpenCard, error) {
	if r.Table != Name || !isGame(r) {
		return OpenCard{}, errors.New("not a game of Yahtzee")
	}
	g, err := r.Generator()
	play := g
	if err != nil {
		fresh, ferr := round.FreshGenerator(r)
		if ferr != nil {
			return OpenCard{}, err
		}
		if play, err = recordedDice(r); err != nil {
			return OpenCard{}, fmt.Errorf("the open Yahtzee game drew from %s, which cannot be replayed: %w", r.Gen, err)
		}
		g = fresh
	}
	c, err := playCard(r, play)
	if err != nil {
		return OpenCard{}, fmt.Errorf("the open Yahtzee game: %w", err)
	}
	if len(r.Dice) > 0 && strings.Join(r.Dice, "|") != strings.Join(c.rolled, "|") {
		return OpenCard{}, fmt.Errorf("the open Yahtzee game: %w: its dice were %v, but its stream rolls %v", round.ErrMismatch, r.Dice, c.rolled)
	}
	return OpenCard{Card: c, Gen: g}, nil
}

// PlayOpen describes a round left open: a game from its recorded dice
// (a fair one needs no server seed then, an os one no replay), or from its
// generator. The Giant Yahtzee puzzle is never left open.
func (Rounds) PlayOpen(r round.Record) (round.Result, error) {
	if !isGame(r) {
		return round.Result{}, errors.New("a Giant Yahtzee round is not left open")
	}
	if len(r.Dice) == 0 {
		oc, err := Resume(r)
		if err != nil {
			return round.Result{}, err
		}
		return CardResult(oc.Card), nil
	}
	g, err := recordedDice(r)
	if err != nil {
		return round.Result{}, fmt.Errorf("the open Yahtzee game: %w", err)
	}
	c, err := playCard(r, g)
	if err != nil {
		return round.Result{}, fmt.Errorf("the open Yahtzee game: %w", err)
	}
	return CardResult(c), nil
}

// recordedDice is a generator that rolls r's recorded dice: each roll
// move's five dice, of which the dice not kept are the ones drawn.
func recordedDice(r round.Record) (*recorded, error) {
	var rolls []string
	for _, m := range r.Moves[1:] {
		if strings.HasPrefix(m, "roll") {
			rolls = append(rolls, m)
		}
	}
	if len(r.Dice) != len(rolls) {
		return nil, fmt.Errorf("%d rolls' dice recorded for %d rolls", len(r.Dice), len(rolls))
	}
	t := &recorded{}
	for i, d := range r.Dice {
		f := strings.Fields(d)
		if len(f) != 5 {
			return nil, fmt.Errorf("roll %d: dice %q: want five faces", i+1, d)
		}
		kept := "00000"
		if a := strings.Fields(rolls[i]); len(a) == 2 && len(a[1]) == 5 {
			kept = a[1]
		}
		for j, s := range f {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > 6 {
				return nil, fmt.Errorf("roll %d: dice %q: faces are 1 to 6", i+1, d)
			}
			if kept[j] != '1' {
				t.faces = append(t.faces, n)
			}
		}
	}
	return t, nil
}

// recorded rolls recorded dice back to a card, whose Roll draws IntN(6)+1
// per die; past them it refuses (as an error, through the card: a die of 0).
type recorded struct {
	faces []int
	next  int
}

func (t *recorded) IntN(n int) int {
	if n != 6 || t.next >= len(t.faces) {
		panic(fmt.Sprintf("yahtzee: recorded dice asked for IntN(%d) at face %d of %d", n, t.next, len(t.faces)))
	}
	t.next++
	return t.faces[t.next-1] - 1
}

func (t *recorded) Uint64() uint64 { panic("yahtzee: recorded dice draw no Uint64") }

// Step is one decision of a game: the position and dice it was made from,
// the re-rolls left, and what was chosen — the dice kept, faces ascending
// (Box < 0), or the box the dice were scored in.
type Step struct {
	Pos  odds.YahtzeePosition
	Dice [5]int
	Left int
	Keep []int
	Box  int
}

// Steps are the decisions of a game's record so far, played from its
// recorded dice (an open record's) or, without them, from its generator.
func Steps(r round.Record) ([]Step, error) {
	if !isGame(r) {
		return nil, errors.New("not a game of Yahtzee")
	}
	var g rng.Generator
	if len(r.Dice) > 0 {
		d, err := recordedDice(r)
		if err != nil {
			return nil, err
		}
		g = d
	} else {
		var err error
		if g, err = r.Generator(); err != nil {
			return nil, err
		}
	}
	a, err := round.MoveArgs(r.Moves[0], "game", 1)
	if err != nil {
		return nil, err
	}
	rules, err := odds.LookupYahtzeeRules(a[0])
	if err != nil {
		return nil, err
	}
	c := NewCard(rules)
	var steps []Step
	for _, m := range r.Moves[1:] {
		// Each move but a turn's first roll is a decision, from the card
		// as it stands before it.
		f := strings.Fields(m)
		switch {
		case len(f) == 2 && f[0] == "roll":
			keep := make([]int, 0, 5)
			for i, ch := range f[1] {
				if ch == '1' && i < 5 {
					keep = append(keep, c.Dice()[i])
				}
			}
			slices.Sort(keep)
			steps = append(steps, Step{Pos: c.Position(), Dice: c.Dice(), Left: 3 - c.Rolls(), Keep: keep, Box: -1})
		case len(f) == 2 && f[0] == "score":
			b := slices.Index(odds.YahtzeeBoxNames[:], f[1])
			steps = append(steps, Step{Pos: c.Position(), Dice: c.Dice(), Left: 3 - c.Rolls(), Box: b})
		}
		if err := playMove(c, m, g); err != nil {
			return steps, err
		}
	}
	return steps, nil
}
