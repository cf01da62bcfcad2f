package designs

import (
	"fmt"
	"strings"
)

// MaxOrder is the largest plane order [Dobble] builds: order 32 is a deck
// of 1057 cards of 33 symbols. The deck grows as q², its pair-by-pair check
// as q⁵, and past a few dozen cards no table shows a deck whole; the cap
// keeps every deck the package makes checkable in well under a second.
const MaxOrder = 32

// Dobble returns the projective plane PG(2,q) of prime-power order q as a
// deck: q²+q+1 cards of q+1 symbols, any two cards sharing exactly one.
//
// Symbols are the points of PG(2,q), the 1-dimensional subspaces of
// GF(q)³, numbered in the order (1,a,b), (0,1,b), (0,0,1) with a, b
// running over the field's elements 0..q-1; cards are the lines, the
// vectors [u,v,w] numbered the same way, and line [u,v,w] holds point
// (x,y,z) when ux+vy+wz = 0. Two distinct lines of a projective plane meet
// in exactly one point: two independent linear equations in three unknowns
// have a 1-dimensional space of solutions. The shop game ships 55 of the 57
// cards of order 7.
//
// The order must be a prime power from 2 to [MaxOrder]; the error names
// the field "order" and lists the orders built.
func Dobble(order int) (Deck, error) {
	if order > MaxOrder {
		return Deck{}, fmt.Errorf("order %d is past the largest built here, %d (%d cards: a bigger deck is too big to show or play); orders %s have planes",
			order, MaxOrder, MaxOrder*MaxOrder+MaxOrder+1, planeOrders())
	}
	f, err := NewField(order)
	if err != nil {
		return Deck{}, fmt.Errorf("order %d is not a prime power%s; orders %s have planes",
			order, planeNote(order), planeOrders())
	}
	pts := projectivePoints(order)
	n := len(pts)
	d := Deck{Cards: make([][]int, n), Symbols: n, PerCard: order + 1, Shared: 1}
	for i, l := range pts {
		card := make([]int, 0, order+1)
		for j, p := range pts {
			s := f.Add(f.Add(f.Mul(l[0], p[0]), f.Mul(l[1], p[1])), f.Mul(l[2], p[2]))
			if s == 0 {
				card = append(card, j)
			}
		}
		d.Cards[i] = card
	}
	return d, nil
}

// projectivePoints lists the normalised vectors of GF(q)³ whose first
// non-zero coordinate is 1: (1,a,b), then (0,1,b), then (0,0,1).
func projectivePoints(q int) [][3]int {
	var pts [][3]int
	for a := 0; a < q; a++ {
		for b := 0; b < q; b++ {
			pts = append(pts, [3]int{1, a, b})
		}
	}
	for b := 0; b < q; b++ {
		pts = append(pts, [3]int{0, 1, b})
	}
	return append(pts, [3]int{0, 0, 1})
}

// PlaneOrders returns the orders [Dobble] builds: the prime powers from 2
// to [MaxOrder], ascending.
func PlaneOrders() []int {
	var out []int
	for q := 2; q <= MaxOrder; q++ {
		if _, _, ok := PrimePower(q); ok {
			out = append(out, q)
		}
	}
	return out
}

func planeOrders() string { return joinInts(PlaneOrders()) }

// planeNote says what is known of a plane of an order that is no prime
// power: ruled out by Bruck–Ryser, ruled out by computer (order 10, Lam,
// Thiel & Swiercz 1989), or open.
func planeNote(order int) string {
	switch {
	case order < 2:
		return ""
	case !BRC(order*order+order+1, order+1, 1):
		return " (and no plane of that order exists: Bruck–Ryser)"
	case order == 10:
		return " (and no plane of order 10 exists: Lam, Thiel & Swiercz 1989)"
	default:
		return " (whether a plane of that order exists is open)"
	}
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
