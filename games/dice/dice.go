// Package dice is the rules of the Dice shop: the isohedra of
// engine/polyhedra as dice, thrown honestly, by a cheat, or by a cheat
// whose throw a referee then turns.
//
// The argument is the one of "Fair dice: some isohedra are less fair than
// others" (Possibly Wrong, 2020), after Diaconis and Keller (1989): a die
// is fair by symmetry when its symmetries carry any face to any other.
// Charlie, a skilled but myopic cheat, can throw the die so that it lands
// on the face he wants more often than chance; he sees where the die lies,
// not its numbers. Oscar, the referee, may secretly turn the die where it
// lies to a face of his own choosing, as long as the die still takes up the
// same space. A turn is a rotation of the die onto itself: if the
// rotations carry any face to any other, Oscar can undo any aim of
// Charlie's, and the throw is fair whatever Charlie does. Reflections
// would do it for all 30 types of isohedron, but Oscar cannot turn a die
// inside out: for six types the rotations split the faces into two orbits,
// and Charlie's aim at an orbit survives Oscar's turn.
//
// A throw here is exact and reproducible: it takes a generator, and the
// law of each kind of throw is given exactly by [Die.Law] (math/big), so
// that a tally of throws can be tested against it.
package dice

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"

	"riffle/engine/polyhedra"
	"riffle/engine/rng"
)

// Throw is how a die is thrown.
type Throw int

const (
	// Honest: every face equally likely (the die is symmetric, the throw
	// unaimed).
	Honest Throw = iota
	// Cheat: Charlie aims at face 1 and lands it with probability Skill;
	// otherwise his throw is honest.
	Cheat
	// Refereed: Charlie's throw, then Oscar turns the die by a rotation
	// drawn uniformly from its rotation group.
	Refereed
)

// Throws are the kinds of throw, in the order the shop cycles through
// them.
func Throws() []Throw { return []Throw{Honest, Cheat, Refereed} }

// String names the throw.
func (t Throw) String() string {
	switch t {
	case Honest:
		return "honest"
	case Cheat:
		return "cheat"
	case Refereed:
		return "refereed"
	}
	return fmt.Sprintf("Throw(%d)", int(t))
}

// Skill is the chance that Charlie's aimed throw lands on his face:
// SkillNum/SkillDen. Target is the face he aims at (0-based: face 1).
const (
	SkillNum = 1
	SkillDen = 2
	Target   = 0
)

// Die is a die of the shop: a solid and the rotations that carry it onto
// itself.
type Die struct {
	Solid    polyhedra.Solid
	Symmetry polyhedra.Symmetry
}

// New analyses s (polyhedra.Analyze) into a die. The error is Analyze's.
func New(s polyhedra.Solid) (Die, error) {
	sym, err := polyhedra.Analyze(s)
	if err != nil {
		return Die{}, fmt.Errorf("%s: %v", s.Name, err)
	}
	return Die{Solid: s, Symmetry: sym}, nil
}

// Faces is the die's number of faces.
func (d Die) Faces() int { return len(d.Solid.Faces) }

// Name is the solid's name, with its n for a member of a family
// ("dipyramid, n = 5").
func (d Die) Name() string {
	if d.Solid.N != 0 {
		return fmt.Sprintf("%s, n = %d", d.Solid.Name, d.Solid.N)
	}
	return d.Solid.Name
}

// Fair reports whether the rotations carry any face to any other.
func (d Die) Fair() bool { return d.Symmetry.FairUnderRotations }

// Orbit is the index of face f's orbit under the rotations.
func (d Die) Orbit(f int) int { return d.Symmetry.FaceOrbit[f] }

// Orbits are the faces of each orbit under the rotations (0-based).
func (d Die) Orbits() [][]int { return d.Symmetry.RotationOrbits }

// Roll throws the die: the face it shows, 0-based. Honest draws
// g.IntN(Faces); Cheat first draws g.IntN(SkillDen) and lands Target when
// it is below SkillNum, else throws honestly; Refereed throws as Cheat and
// then turns the die by rotation g.IntN(Rotations). It panics on an
// unknown throw.
func (d Die) Roll(g rng.Generator, t Throw) int {
	switch t {
	case Honest:
		return g.IntN(d.Faces())
	case Cheat:
		if g.IntN(SkillDen) < SkillNum {
			return Target
		}
		return g.IntN(d.Faces())
	case Refereed:
		f := d.Roll(g, Cheat)
		return d.Symmetry.TurnFaces[g.IntN(len(d.Symmetry.TurnFaces))][f]
	}
	panic(fmt.Sprintf("dice: unknown throw %d", int(t)))
}

// Law is the exact probability of each face under the throw t:
//
//	honest:    P(f) = 1/N
//	cheat:     P(f) = s·[f = Target] + (1 − s)/N
//	refereed:  P(f) = P_cheat(O_f) / |O_f|
//
// with N faces, s = Skill, and O_f the rotation orbit of f: a uniformly
// drawn rotation carries a face to each face of its orbit equally often
// (the orbit–stabiliser theorem), so the referee keeps the chance of each
// orbit and evens it out inside. For a die fair under rotations (one
// orbit) the refereed law is 1/N: the referee undoes the aim.
func (d Die) Law(t Throw) []*big.Rat {
	n := d.Faces()
	p := make([]*big.Rat, n)
	honest := big.NewRat(1, int64(n))
	skill := big.NewRat(SkillNum, SkillDen)
	miss := new(big.Rat).Sub(big.NewRat(1, 1), skill)
	for f := range p {
		switch t {
		case Honest:
			p[f] = new(big.Rat).Set(honest)
		default:
			p[f] = new(big.Rat).Mul(miss, honest)
			if f == Target {
				p[f].Add(p[f], skill)
			}
		}
	}
	if t != Refereed {
		return p
	}
	out := make([]*big.Rat, n)
	for _, o := range d.Orbits() {
		sum := new(big.Rat)
		for _, f := range o {
			sum.Add(sum, p[f])
		}
		each := new(big.Rat).Quo(sum, big.NewRat(int64(len(o)), 1))
		for _, f := range o {
			out[f] = new(big.Rat).Set(each)
		}
	}
	return out
}

// OrbitLaw is the exact probability of each rotation orbit under t (the
// sum of Law over its faces), in the order of Orbits.
func (d Die) OrbitLaw(t Throw) []*big.Rat {
	law := d.Law(t)
	out := make([]*big.Rat, len(d.Orbits()))
	for i, o := range d.Orbits() {
		out[i] = new(big.Rat)
		for _, f := range o {
			out[i].Add(out[i], law[f])
		}
	}
	return out
}

// Shop is every type of isohedron as a die, ordered by faces and then
// name: the 25 single solids and the five families, each family at the n
// that n gives it (its default when absent). An n out of a family's range
// is an error naming it.
//
// The shop at the defaults is built once a process (the 30 analyses take
// tens of milliseconds, and every player's shop is the same); each call
// returns its own slice of the dice, whose contents no one changes.
func Shop(n map[string]int) ([]Die, error) {
	if len(n) == 0 {
		dice, err := defaultShop()
		return slices.Clone(dice), err
	}
	return buildShop(n)
}

// defaultShop is the shop at the families' default n, built on first use.
var defaultShop = sync.OnceValues(func() ([]Die, error) { return buildShop(nil) })

// buildShop builds the shop Shop describes.
func buildShop(n map[string]int) ([]Die, error) {
	var out []Die
	for _, s := range polyhedra.Isohedra() {
		if k, ok := n[s.Name]; ok && s.N != 0 {
			f, err := polyhedra.Family(s.Name, k)
			if err != nil {
				return nil, err
			}
			s = f
		}
		d, err := New(s)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	slices.SortStableFunc(out, func(a, b Die) int {
		if a.Faces() != b.Faces() {
			return a.Faces() - b.Faces()
		}
		return strings.Compare(a.Solid.Name, b.Solid.Name)
	})
	return out, nil
}
