package yahtzee

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/games/round"
)

// Card is a game of solitaire Yahtzee: 13 turns of up to three rolls of
// five dice, each turn scored in one box of the card (engine/odds scores
// it, under Verhoeff's or Hasbro's joker rule). Each die draws
// gen.IntN(6) + 1, in die order, the dice kept skipped — the puzzle's
// stream convention, so that riffle verify's faces tell the whole story.
type Card struct {
	rules   odds.YahtzeeRules
	pos     odds.YahtzeePosition
	boxes   [odds.NumBoxes]int // each filled box's own points
	bonuses int                // Yahtzee bonuses earned (100 each)
	total   int                // everything scored, bonuses included
	dice    [5]int
	kept    [5]bool
	rolls   int // rolls this turn: 0…3
	faces   []string
	rolled  []string // the dice after each roll, "D D D D D"
}

// Errors of the card's moves.
var (
	ErrGameOver = errors.New("the game is over: every box is filled")
	ErrNoRolls  = errors.New("three rolls are the most a turn has: score the dice")
	ErrNoDice   = errors.New("roll first: the turn's first roll rolls every die")
	ErrKeepAll  = errors.New("every die is kept: release one to roll, or score the dice")
)

// NewCard starts a game under rules r.
func NewCard(r odds.YahtzeeRules) *Card { return &Card{rules: r} }

// Rules are the game's rules.
func (c *Card) Rules() odds.YahtzeeRules { return c.rules }

// Position is the position between turns the card stands at (the turn in
// play not counted).
func (c *Card) Position() odds.YahtzeePosition { return c.pos }

// Over is whether every box is filled.
func (c *Card) Over() bool { return c.pos.Used == 1<<odds.NumBoxes-1 }

// Turn is the turn in play, 1…13 (13 when the game is over).
func (c *Card) Turn() int {
	n := 1
	for b := range odds.NumBoxes {
		if c.pos.Used>>b&1 != 0 {
			n++
		}
	}
	return min(n, odds.NumBoxes)
}

// Rolls is the rolls made this turn, 0…3.
func (c *Card) Rolls() int { return c.rolls }

// Dice are the dice on the table (zeros before the turn's first roll).
func (c *Card) Dice() [5]int { return c.dice }

// Kept is whether die i is kept for the next roll.
func (c *Card) Kept(i int) bool { return i >= 0 && i < 5 && c.kept[i] }

// Filled is whether box b is filled, and Box its points.
func (c *Card) Filled(b int) bool { return c.pos.Used>>b&1 != 0 }
func (c *Card) Box(b int) int     { return c.boxes[b] }

// Upper is the upper boxes' total; UpperBonus whether it earned the 35.
func (c *Card) Upper() int       { return c.pos.Upper }
func (c *Card) UpperBonus() bool { return c.pos.Upper >= odds.UpperBonusAt }

// Bonuses is the Yahtzee bonuses earned (100 each).
func (c *Card) Bonuses() int { return c.bonuses }

// Total is every point scored so far, bonuses included.
func (c *Card) Total() int { return c.total }

// Toggle keeps die i or lets it go. Only between rolls of a turn.
func (c *Card) Toggle(i int) error {
	if i < 0 || i >= 5 {
		return fmt.Errorf("die %d: allowed 1…5", i+1)
	}
	if err := c.canKeep(); err != nil {
		return err
	}
	c.kept[i] = !c.kept[i]
	return nil
}

// canKeep is why no die can be kept now, or nil: between a turn's rolls.
func (c *Card) canKeep() error {
	switch {
	case c.Over():
		return ErrGameOver
	case c.rolls == 0:
		return ErrNoDice
	case c.rolls == 3:
		return ErrNoRolls
	}
	return nil
}

// SetKept keeps exactly the dice of mask (bit i for die i).
func (c *Card) SetKept(mask int) error {
	if err := c.canKeep(); err != nil {
		return err
	}
	for i := range c.kept {
		c.kept[i] = mask>>i&1 != 0
	}
	return nil
}

// KeepDice keeps dice showing the faces want (a multiset, as a keep's
// advice gives them), the first dice showing each face.
func (c *Card) KeepDice(want []int) error {
	left := slices.Clone(want)
	mask := 0
	for i, d := range c.dice {
		if j := slices.Index(left, d); j >= 0 {
			mask |= 1 << i
			left = slices.Delete(left, j, j+1)
		}
	}
	if len(left) > 0 {
		return fmt.Errorf("the dice do not show %v", want)
	}
	return c.SetKept(mask)
}

// KeptMask is the dice kept, bit i for die i.
func (c *Card) KeptMask() int {
	m := 0
	for i, k := range c.kept {
		if k {
			m |= 1 << i
		}
	}
	return m
}

// Roll rolls the dice not kept (all of them on the turn's first roll).
func (c *Card) Roll(gen rng.Generator) error {
	switch {
	case c.Over():
		return ErrGameOver
	case c.rolls == 3:
		return ErrNoRolls
	case c.rolls > 0 && c.KeptMask() == 31:
		return ErrKeepAll
	}
	for i := range c.dice {
		if c.rolls == 0 || !c.kept[i] {
			c.dice[i] = gen.IntN(6) + 1
		}
	}
	c.rolls++
	if c.rolls == 3 {
		c.kept = [5]bool{}
	}
	c.faces = append(c.faces, round.Ints(c.dice[:]))
	c.rolled = append(c.rolled, round.Ints(c.dice[:]))
	return nil
}

// Score fills box b with the dice: its points (bonuses included) go to the
// total and the next turn begins. It returns the points.
func (c *Card) Score(b int) (int, error) {
	switch {
	case b < 0 || b >= odds.NumBoxes:
		return 0, fmt.Errorf("box %d: allowed 0…12", b)
	case c.Over():
		return 0, ErrGameOver
	case c.rolls == 0:
		return 0, ErrNoDice
	}
	next, pts, err := c.pos.After(c.rules, c.dice, b)
	if err != nil {
		return 0, err
	}
	if c.jokerBonus() {
		c.bonuses++
	}
	c.boxes[b] = boxPoints(c.pos, c.dice, b, pts)
	c.pos, c.total = next, c.total+pts
	c.faces = append(c.faces, fmt.Sprintf("%s=%d", odds.YahtzeeBoxNames[b], pts))
	c.dice, c.kept, c.rolls = [5]int{}, [5]bool{}, 0
	return pts, nil
}

// jokerBonus is whether the dice on the table earn a Yahtzee bonus.
func (c *Card) jokerBonus() bool {
	five := c.dice[0] != 0
	for _, d := range c.dice {
		five = five && d == c.dice[0]
	}
	return five && c.pos.Yahtzee == odds.YahtzeeFifty
}

// boxPoints is what box b shows on the card: the points scored less the
// bonuses they include (the upper bonus and a Yahtzee bonus are shown on
// their own lines).
func boxPoints(p odds.YahtzeePosition, dice [5]int, b, pts int) int {
	five := dice[0] != 0
	for _, d := range dice {
		five = five && d == dice[0]
	}
	if five && p.Yahtzee == odds.YahtzeeFifty {
		pts -= odds.YahtzeeBonus
	}
	if b <= odds.Sixes && p.Upper < odds.UpperBonusAt && p.Upper+(b+1)*count(dice, b+1) >= odds.UpperBonusAt {
		pts -= odds.UpperBonus
	}
	return pts
}

func count(dice [5]int, f int) int {
	n := 0
	for _, d := range dice {
		if d == f {
			n++
		}
	}
	return n
}

// GameMove is the move that opens a game under rules r.
func GameMove(r odds.YahtzeeRules) string { return "game " + r.String() }

// CardRollMove is the move for the card's next roll: "roll" for a turn's
// first, "roll KEPT" after it (KEPT five 0s and 1s, 1 for a die kept).
func CardRollMove(c *Card) string {
	if c.rolls == 0 {
		return "roll"
	}
	b := []byte("00000")
	for i, k := range c.kept {
		if k {
			b[i] = '1'
		}
	}
	return "roll " + string(b)
}

// ScoreMove is the move that scores the dice in box b.
func ScoreMove(b int) string { return "score " + odds.YahtzeeBoxNames[b] }

// CardResult describes a game: its rules, the boxes filled and the points.
func CardResult(c *Card) round.Result {
	line := fmt.Sprintf("%s game: ", c.rules)
	if c.Over() {
		line += fmt.Sprintf("%d points", c.total)
	} else {
		line += fmt.Sprintf("%d of 13 boxes, %d points", c.Turn()-1, c.total)
	}
	return round.Result{Outcome: line, Digest: round.Digest(c.faces...)}
}

// isGame is whether r's moves are a whole game's (not the puzzle's).
func isGame(r round.Record) bool { return strings.HasPrefix(first(r), "game ") }

// playCard plays a game's moves on a card rolling with gen.
func playCard(r round.Record, gen rng.Generator) (*Card, error) {
	a, err := round.MoveArgs(r.Moves[0], "game", 1)
	if err != nil {
		return nil, err
	}
	rules, err := odds.LookupYahtzeeRules(a[0])
	if err != nil {
		return nil, fmt.Errorf("move %q: %v", r.Moves[0], err)
	}
	c := NewCard(rules)
	for _, m := range r.Moves[1:] {
		if err := playMove(c, m, gen); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// playMove plays one of a game's moves after the first on c.
func playMove(c *Card, m string, gen rng.Generator) error {
	f := strings.Fields(m)
	switch {
	case len(f) == 1 && f[0] == "roll" && c.rolls == 0:
	case len(f) == 2 && f[0] == "roll" && c.rolls > 0 && len(f[1]) == 5 && strings.Trim(f[1], "01") == "":
		mask := 0
		for i, ch := range []byte(f[1]) {
			if ch == '1' {
				mask |= 1 << i
			}
		}
		if err := c.SetKept(mask); err != nil {
			return fmt.Errorf("move %q: %v", m, err)
		}
	case len(f) == 2 && f[0] == "score":
		b := slices.Index(odds.YahtzeeBoxNames[:], f[1])
		if b < 0 {
			return fmt.Errorf("move %q: no box %q", m, f[1])
		}
		if _, err := c.Score(b); err != nil {
			return fmt.Errorf("move %q: %v", m, err)
		}
		return nil
	default:
		return fmt.Errorf("move %q: want \"roll\" to begin a turn, \"roll\" and five 0s and 1s to re-roll, or \"score BOX\"", m)
	}
	if err := c.Roll(gen); err != nil {
		return fmt.Errorf("move %q: %v", m, err)
	}
	return nil
}

// CardFaces is how many faces a game's moves draw: five for each turn's
// first roll, one for each die not kept after it.
func CardFaces(moves []string) int {
	n := 0
	for _, m := range moves {
		switch f := strings.Fields(m); {
		case len(f) == 1 && f[0] == "roll":
			n += 5
		case len(f) == 2 && f[0] == "roll":
			n += strings.Count(f[1], "0")
		}
	}
	return n
}
