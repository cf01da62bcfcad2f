package poker

import (
	"fmt"

	"riffle/engine/cards"
)

// Showdown is a Hold'em deal played out in an ante game: every seat puts
// the same ante in the pot, nobody bets or folds, and at the showdown each
// player's best five of seven (two hole cards and the five on the board)
// decides who takes the pot.
type Showdown struct {
	Deal    Holdem
	Board   [5]cards.Card   // flop, turn, river
	Best    [][5]cards.Card // each player's best five, in reading order
	Values  []cards.Value   // each player's best hand
	Winners []int           // the seats with the best value, ascending (0 is player 1)
	Ante    int             // each seat's ante
	Pot     int             // Ante × players
	Shares  []int           // chips each seat takes from the pot; they sum to Pot
	Odd     int             // chips left over from an even split: Pot mod len(Winners)
}

// BoardPlays reports whether every winner's best five are the five board
// cards: the board plays, and every player still in splits the pot.
func (s Showdown) BoardPlays() bool {
	board := cards.SetOf(s.Board[:]...)
	for _, w := range s.Winners {
		if cards.SetOf(s.Best[w][:]...) != board {
			return false
		}
	}
	return true
}

// Net is what seat p won or lost on the hand: its share of the pot less
// its ante.
func (s Showdown) Net(p int) int { return s.Shares[p] - s.Ante }

// IsWinner reports whether seat p takes a share of the pot.
func (s Showdown) IsWinner(p int) bool {
	for _, w := range s.Winners {
		if w == p {
			return true
		}
	}
	return false
}

// Resolve plays deal h out with every seat anteing ante chips (0 or more):
// each player's best five of seven by [cards.BestFive], the winners (every
// seat whose hand is worth the most: ties split), and the pot shared by
// [SplitPot]. It panics if ante is negative or the deal has fewer than
// MinPlayers or more than MaxPlayers players.
func Resolve(h Holdem, ante int) Showdown {
	checkPlayers(len(h.Hole))
	if ante < 0 {
		panic(fmt.Sprintf("poker: Resolve: ante %d", ante))
	}
	p := len(h.Hole)
	s := Showdown{
		Deal:   h,
		Board:  [5]cards.Card{h.Flop[0], h.Flop[1], h.Flop[2], h.Turn, h.River},
		Best:   make([][5]cards.Card, p),
		Values: make([]cards.Value, p),
		Ante:   ante,
		Pot:    ante * p,
	}
	var top cards.Value
	for i, hole := range h.Hole {
		seven := []cards.Card{hole[0], hole[1], s.Board[0], s.Board[1], s.Board[2], s.Board[3], s.Board[4]}
		s.Best[i], s.Values[i] = cards.BestFive(seven)
		top = max(top, s.Values[i])
	}
	for i, v := range s.Values {
		if v == top {
			s.Winners = append(s.Winners, i)
		}
	}
	s.Shares = SplitPot(s.Pot, s.Winners, p)
	s.Odd = s.Pot % len(s.Winners)
	return s
}

// SplitPot shares a pot of pot chips among the winners (seats 0…seats−1,
// ascending, at least one), returning each seat's chips. Every winner gets
// ⌊pot / k⌋ for k winners; the pot mod k odd chips that remain go one each
// to the winners nearest the dealer's left, which — with player 1 (seat 0)
// dealt first and so sitting on the button's left — is the winners in seat
// order from seat 0. (The usual card-room rule; chips are whole, so some
// winner must take the odd ones.) The shares sum to pot. It panics on an
// empty, unsorted or out-of-range list of winners, or a negative pot.
func SplitPot(pot int, winners []int, seats int) []int {
	if pot < 0 || len(winners) == 0 {
		panic(fmt.Sprintf("poker: SplitPot(%d, %v): need a pot ≥ 0 and a winner", pot, winners))
	}
	shares := make([]int, seats)
	k := len(winners)
	each, odd := pot/k, pot%k
	last := -1
	for i, w := range winners {
		if w <= last || w >= seats {
			panic(fmt.Sprintf("poker: SplitPot: winners %v must be ascending seats below %d", winners, seats))
		}
		last = w
		shares[w] = each
		if i < odd {
			shares[w]++
		}
	}
	return shares
}
