// Package yahtzee is the rules of the Yahtzee re-rolls table (Giant
// Yahtzee): roll n dice of d sides, keep any of them, re-roll the rest —
// dice kept earlier may be released and re-rolled later — and count the
// rolls until all n show the same face. (Source: "Giant Yahtzee" in the
// notes collected in dice-riffles-and-puzzles.txt; the expected number of
// rolls of optimal play, and the value of any keep, are engine/odds'
// Yahtzee and YahtzeeSolution.)
//
// A [Game] is a plain state machine: its state (the faces showing, which
// dice are kept, the rolls used), its legal actions (roll, keep or release
// a die or a face's group, keep the largest group) and their resolution.
// Every roll draws from a generator passed in; nothing here draws, prints
// or waits on its own. Illegal actions return an error and change nothing.
package yahtzee

import (
	"errors"
	"fmt"

	"riffle/engine/rng"
)

// The table's limits: the 5 dice by default, up to 100 (Giant
// Yahtzee), with 4…20 sides, 6 by default. engine/odds values every keep
// of games this size (its YahtzeeKeepMaxDice is 100).
const (
	MinDice      = 2
	MaxDice      = 100
	DefaultDice  = 5
	MinSides     = 4
	MaxSides     = 20
	DefaultSides = 6
)

// Errors of illegal actions. A refused action changes nothing.
var (
	// ErrOver: the game is over (every die shows one face).
	ErrOver = errors.New("the game is over: every die shows the same face")
	// ErrNotRolled: nothing to keep before the first roll.
	ErrNotRolled = errors.New("nothing to keep yet: the first roll rolls every die")
	// ErrAllKept: a roll with every die kept would re-roll nothing and
	// waste a roll.
	ErrAllKept = errors.New("every die is kept: release at least one to re-roll")
)

// Game is one game: n dice of d sides, rolled until all match.
type Game struct {
	sides int
	faces []int  // 1…sides; 0 before the first roll
	kept  []bool // never true before the first roll
	rolls int
}

// Validate reports what is wrong with a table of dice dice of sides sides,
// naming the allowed ranges: dice MinDice…MaxDice, sides MinSides…MaxSides.
func Validate(dice, sides int) error {
	if dice < MinDice || dice > MaxDice {
		return fmt.Errorf("%d dice: allowed %d…%d", dice, MinDice, MaxDice)
	}
	if sides < MinSides || sides > MaxSides {
		return fmt.Errorf("%d sides: allowed %d…%d", sides, MinSides, MaxSides)
	}
	return nil
}

// New starts a game of dice dice with sides sides, none rolled yet. It
// returns the error of [Validate] for a table outside the limits.
func New(dice, sides int) (*Game, error) {
	if err := Validate(dice, sides); err != nil {
		return nil, err
	}
	return &Game{sides: sides, faces: make([]int, dice), kept: make([]bool, dice)}, nil
}

// Dice is the number of dice, n.
func (g *Game) Dice() int { return len(g.faces) }

// Sides is the number of sides of every die, d.
func (g *Game) Sides() int { return g.sides }

// Rolls is the number of rolls used so far (the first roll counts).
func (g *Game) Rolls() int { return g.rolls }

// Rolled reports whether the first roll has been made.
func (g *Game) Rolled() bool { return g.rolls > 0 }

// Done reports whether every die shows the same face.
func (g *Game) Done() bool {
	if g.rolls == 0 {
		return false
	}
	for _, f := range g.faces {
		if f != g.faces[0] {
			return false
		}
	}
	return true
}

// Face is the face die i (0-based) shows, 1…Sides, or 0 before the first
// roll. It panics if i is out of range.
func (g *Game) Face(i int) int { return g.faces[i] }

// Faces returns a copy of every die's face (0s before the first roll).
func (g *Game) Faces() []int { return append([]int(nil), g.faces...) }

// Kept reports whether die i (0-based) is kept. It panics if i is out of
// range.
func (g *Game) Kept(i int) bool { return g.kept[i] }

// Counts returns counts[f−1] = the number of dice showing face f (all 0
// before the first roll): what engine/odds' BestKeep takes.
func (g *Game) Counts() []int {
	c := make([]int, g.sides)
	for _, f := range g.faces {
		if f > 0 {
			c[f-1]++
		}
	}
	return c
}

// KeptCounts returns kept[f−1] = the number of kept dice showing face f:
// what engine/odds' RollsLeftAfterKeep values.
func (g *Game) KeptCounts() []int {
	c := make([]int, g.sides)
	for i, f := range g.faces {
		if g.kept[i] {
			c[f-1]++
		}
	}
	return c
}

// KeptDice is the number of dice kept.
func (g *Game) KeptDice() int {
	k := 0
	for _, b := range g.kept {
		if b {
			k++
		}
	}
	return k
}

// Largest returns the face of the largest group of identical dice and its
// size: on a tie, the face with more of its dice kept, then the higher
// face (every tied group is worth the same: the game is symmetric in the
// faces). It returns (0, 0) before the first roll.
func (g *Game) Largest() (face, count int) {
	if g.rolls == 0 {
		return 0, 0
	}
	c, k := g.Counts(), g.KeptCounts()
	for f := g.sides; f >= 1; f-- {
		if face == 0 || c[f-1] > count || c[f-1] == count && k[f-1] > k[face-1] {
			face, count = f, c[f-1]
		}
	}
	return face, count
}

// check returns the error an action on the current state gets, if any.
func (g *Game) check() error {
	switch {
	case g.rolls == 0:
		return ErrNotRolled
	case g.Done():
		return ErrOver
	}
	return nil
}

func (g *Game) checkDie(i int) error {
	if i < 0 || i >= len(g.faces) {
		return fmt.Errorf("no die %d: dice are 1…%d", i+1, len(g.faces))
	}
	return g.check()
}

// Toggle keeps die i (0-based) if it was free and releases it if it was
// kept.
func (g *Game) Toggle(i int) error {
	if err := g.checkDie(i); err != nil {
		return err
	}
	g.kept[i] = !g.kept[i]
	return nil
}

// SetKept keeps (keep true) or releases die i (0-based).
func (g *Game) SetKept(i int, keep bool) error {
	if err := g.checkDie(i); err != nil {
		return err
	}
	g.kept[i] = keep
	return nil
}

// ToggleFace keeps every die showing face, or releases them all when they
// were all kept already. It returns whether they are now kept. Faces no
// die shows are refused.
func (g *Game) ToggleFace(face int) (kept bool, err error) {
	if face < 1 || face > g.sides {
		return false, fmt.Errorf("no face %d: faces are 1…%d", face, g.sides)
	}
	if err := g.check(); err != nil {
		return false, err
	}
	c, k := g.Counts(), g.KeptCounts()
	if c[face-1] == 0 {
		return false, fmt.Errorf("no die shows a %d", face)
	}
	keep := k[face-1] < c[face-1]
	for i, f := range g.faces {
		if f == face {
			g.kept[i] = keep
		}
	}
	return keep, nil
}

// KeepLargest keeps exactly the largest group of identical dice (see
// [Game.Largest]) and releases every other die: the play of the source's
// model, optimal wherever engine/odds says so. It returns the group's face
// and size.
func (g *Game) KeepLargest() (face, count int, err error) {
	if err := g.check(); err != nil {
		return 0, 0, err
	}
	face, count = g.Largest()
	for i, f := range g.faces {
		g.kept[i] = f == face
	}
	return face, count, nil
}

// ReleaseAll releases every kept die.
func (g *Game) ReleaseAll() error {
	if err := g.check(); err != nil {
		return err
	}
	clear(g.kept)
	return nil
}

// Roll rolls: the first roll rolls every die, later ones every die not
// kept, each die drawing gen.IntN(Sides) + 1 in die order. It counts one
// roll and returns the faces drawn, in die order. A roll after the game is
// over, or with every die kept, is refused.
func (g *Game) Roll(gen rng.Generator) ([]int, error) {
	if g.Done() {
		return nil, ErrOver
	}
	if g.rolls > 0 && g.KeptDice() == len(g.faces) {
		return nil, ErrAllKept
	}
	drawn := make([]int, 0, len(g.faces)-g.KeptDice())
	for i := range g.faces {
		if g.kept[i] {
			continue
		}
		g.faces[i] = gen.IntN(g.sides) + 1
		drawn = append(drawn, g.faces[i])
	}
	g.rolls++
	return drawn, nil
}

// Session is a player's record at the table: the games finished, the rolls
// they took, and beside them what optimal play expects (engine/odds'
// expected rolls from the start, supplied by the caller).
type Session struct {
	Games     int     // games finished
	Rolls     int     // rolls those games took
	Optimum   float64 // Σ expected rolls of optimal play from the start, over the games with Owed excluded
	Owed      int     // finished games whose optimum is not added yet
	Abandoned int     // games left unfinished for a new one
}

// Finish records a finished game; its optimum is added with
// [Session.AddOptimum] (until then it is owed). It refuses a game that is
// not over.
func (s *Session) Finish(g *Game) error {
	if !g.Done() {
		return errors.New("the game is not over")
	}
	s.Games++
	s.Rolls += g.Rolls()
	s.Owed++
	return nil
}

// AddOptimum adds the optimum of a finished game recorded by
// [Session.Finish]. It panics if no game's optimum is owed.
func (s *Session) AddOptimum(e float64) {
	if s.Owed == 0 {
		panic("yahtzee: Session.AddOptimum with no game owed")
	}
	s.Owed--
	s.Optimum += e
}

// Abandon records a game left for a new one: counted when it had been
// rolled and was not over.
func (s *Session) Abandon(g *Game) {
	if g.Rolled() && !g.Done() {
		s.Abandoned++
	}
}
