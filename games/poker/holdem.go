// Package poker holds the card tables' rules: hands dealt round-robin from a
// shuffled deck, Texas Hold'em deals and showdowns, and the 1999 attack on
// the ASF Software shuffle (crack.go). No terminal, no goroutines except the
// cracker's workers.
package poker

import (
	"fmt"

	"riffle/engine/cards"
)

// Hold'em table sizes: 2…MaxPlayers players. Ten is the usual full ring;
// with burns a deal takes 2P + 8 cards.
const (
	MinPlayers = 2
	MaxPlayers = 10
)

// Holdem is one Texas Hold'em deal.
type Holdem struct {
	Hole  [][2]cards.Card // Hole[p] is player p's two cards; player 0 is "player 1"
	Burn  [3]cards.Card   // the cards burned before the flop, turn and river
	Flop  [3]cards.Card
	Turn  cards.Card
	River cards.Card
}

// HoldemLayout gives the deck positions (0 = top card) of a Hold'em deal
// for players players, as a casino deals it: one card to each player in
// turn, player 1 first, then a second round; burn one, flop three; burn
// one, the turn; burn one, the river. Player p's cards are at p and P+p;
// the burns at 2P, 2P+4 and 2P+6; the flop at 2P+1…2P+3; the turn at 2P+5
// and the river at 2P+7. It panics unless MinPlayers ≤ players ≤
// MaxPlayers.
type HoldemLayout struct {
	Players     int
	Flop        [3]int
	Burn        [3]int
	Turn, River int
}

// Layout returns the positions of a deal for players players.
func Layout(players int) HoldemLayout {
	checkPlayers(players)
	b := 2 * players
	return HoldemLayout{
		Players: players,
		Burn:    [3]int{b, b + 4, b + 6},
		Flop:    [3]int{b + 1, b + 2, b + 3},
		Turn:    b + 5,
		River:   b + 7,
	}
}

// Hole returns the positions of player p's two cards (p = 0 is player 1).
func (l HoldemLayout) Hole(p int) [2]int { return [2]int{p, l.Players + p} }

// Cards is the number of cards a deal uses: 2P + 8.
func (l HoldemLayout) Cards() int { return l.River + 1 }

// DealHoldem deals a Hold'em hand for players players from deck, top card
// (index 0) first, by [Layout]. It panics unless the player count is in
// range and the deck holds at least 2P + 8 cards.
func DealHoldem(deck []cards.Card, players int) Holdem {
	l := Layout(players)
	if len(deck) < l.Cards() {
		panic(fmt.Sprintf("poker: DealHoldem: %d players need %d cards, the deck has %d", players, l.Cards(), len(deck)))
	}
	h := Holdem{Hole: make([][2]cards.Card, players)}
	for p := range h.Hole {
		pos := l.Hole(p)
		h.Hole[p] = [2]cards.Card{deck[pos[0]], deck[pos[1]]}
	}
	for i := range 3 {
		h.Flop[i] = deck[l.Flop[i]]
		h.Burn[i] = deck[l.Burn[i]]
	}
	h.Turn, h.River = deck[l.Turn], deck[l.River]
	return h
}

func checkPlayers(players int) {
	if players < MinPlayers || players > MaxPlayers {
		panic(fmt.Sprintf("poker: %d players: allowed %d…%d", players, MinPlayers, MaxPlayers))
	}
}
