// Package designs builds the block designs behind Dobble decks.
//
// A deck is a symmetric design: as many cards as symbols, every card holds
// the same number of symbols, and any two cards share the same number of
// symbols. Dobble (sold as Spot It!) is the projective plane of order q:
// q²+q+1 cards of q+1 symbols, any two sharing exactly one. A "Double
// Dobble" is a biplane, a symmetric 2-(N, k, 2) design: N = 1 + k(k−1)/2
// cards of k symbols, any two sharing exactly two.
//
// The package builds planes from the finite field GF(q) ([Dobble]), biplanes
// from difference sets and known constructions ([Double]), reproduces the
// circular search of "Quest for Double Dobbles" (polettix.it, 2021-05-11)
// ([SourceFirst], [CircularFirst]), searches other abelian groups
// ([Group.Search]), and says for each k what is known ([DoubleReport]).
//
// Nothing here is random: every deck is a fixed function of its parameters.
package designs

import (
	"fmt"
	"sort"
)

// Deck is a symmetric design: every card holds PerCard symbols out of
// 0..Symbols-1, and any two cards share exactly Shared symbols. Cards are
// sorted ascending within a card.
type Deck struct {
	Cards                    [][]int
	Symbols, PerCard, Shared int
}

// Check verifies the deck pair by pair, with no use of how it was built:
// as many cards as symbols, every card of PerCard distinct symbols in
// 0..Symbols-1 sorted ascending, and every two cards sharing exactly Shared
// symbols. The cost is about Symbols²·PerCard/2 steps. It returns the first
// fault found, naming the card(s).
func (d Deck) Check() error {
	if d.Symbols < 1 || d.PerCard < 1 || d.Shared < 0 {
		return fmt.Errorf("deck of %d symbols, %d per card, %d shared: each must be at least 1 (shared at least 0)",
			d.Symbols, d.PerCard, d.Shared)
	}
	if len(d.Cards) != d.Symbols {
		return fmt.Errorf("deck has %d cards for %d symbols; a symmetric design has as many of each", len(d.Cards), d.Symbols)
	}
	for i, c := range d.Cards {
		if len(c) != d.PerCard {
			return fmt.Errorf("card %d has %d symbols, want %d", i, len(c), d.PerCard)
		}
		for j, s := range c {
			if s < 0 || s >= d.Symbols {
				return fmt.Errorf("card %d holds symbol %d, outside 0..%d", i, s, d.Symbols-1)
			}
			if j > 0 && s <= c[j-1] {
				return fmt.Errorf("card %d is not strictly ascending at position %d (%d after %d): a repeat or out of order", i, j, s, c[j-1])
			}
		}
	}
	mark := make([]int, d.Symbols) // mark[s] = i+1 when card i holds s
	for i, a := range d.Cards {
		for _, s := range a {
			mark[s] = i + 1
		}
		for j := i + 1; j < len(d.Cards); j++ {
			n := 0
			for _, s := range d.Cards[j] {
				if mark[s] == i+1 {
					n++
				}
			}
			if n != d.Shared {
				return fmt.Errorf("cards %d and %d share %d symbols, want %d", i, j, n, d.Shared)
			}
		}
	}
	return nil
}

// Common returns the symbols that cards i and j share, ascending (a new
// slice). It panics if i or j is not a card index.
func (d Deck) Common(i, j int) []int { return intersect(d.Cards[i], d.Cards[j]) }

// intersect returns the members two ascending lists share, ascending.
func intersect(a, b []int) []int {
	var out []int
	for x, y := 0, 0; x < len(a) && y < len(b); {
		switch {
		case a[x] < b[y]:
			x++
		case a[x] > b[y]:
			y++
		default:
			out = append(out, a[x])
			x++
			y++
		}
	}
	return out
}

// sortedCard returns a sorted copy of c.
func sortedCard(c []int) []int {
	out := append([]int(nil), c...)
	sort.Ints(out)
	return out
}
