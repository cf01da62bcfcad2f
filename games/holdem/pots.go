package holdem

import (
	"slices"

	"riffle/engine/cards"
)

// Pot is a main or side pot at the end of the hand: its chips, the seats
// that can win it (in the hand, having put in at least its level), the
// seats that took it and each one's share.
type Pot struct {
	Chips    int
	Eligible []int // ascending
	Winners  []int // ascending
	Shares   []int // by seat, summing to Chips
}

// Pots are the hand's pots once it is over (nil before): the main pot
// first, then each side pot. A pot that only one seat can win — an
// uncalled bet — is that seat's chips back.
func (h *Hand) Pots() []Pot { return h.pots }

// Uncalled is the chips of the bet nobody matched and the seat they go
// back to: the most any seat put in, less the most any other did (0 when
// two seats put in the most). They are in the last pot.
func (h *Hand) Uncalled() (chips, seat int) {
	top, second := -1, 0
	for i, s := range h.Seats {
		switch {
		case top < 0 || s.Put > h.Seats[top].Put:
			if top >= 0 {
				second = max(second, h.Seats[top].Put)
			}
			top = i
		default:
			second = max(second, s.Put)
		}
	}
	return h.Seats[top].Put - second, top
}

// Showdown reports whether the hand ended with cards shown (two or more
// seats in at the end), not with everyone else folding.
func (h *Hand) Showdown() bool { return h.showed }

// Won is what seat i took from the pots; Net is that less what it put in.
func (h *Hand) Won(i int) int {
	t := 0
	for _, p := range h.pots {
		t += p.Shares[i]
	}
	return t
}

// Net is seat i's gain on the hand (below zero, its loss).
func (h *Hand) Net(i int) int { return h.Won(i) - h.Seats[i].Put }

// Value is seat i's best five of its seven cards (all five board cards
// counted, dealt or not).
func (h *Hand) Value(i int) cards.Value {
	d := h.deal
	return cards.HandOf(h.Seats[i].Hole[0], h.Seats[i].Hole[1], d.Flop[0], d.Flop[1], d.Flop[2], d.Turn, d.River).Value()
}

// finish ends the hand: the pots built from what each seat put in and
// shared among their best eligible hands (at a showdown), or all of them
// to the one seat left; the winnings go to the stacks.
//
// The pots: for each distinct amount L put in by a seat still in the
// hand, in increasing order, a pot holding from every seat (folded or
// not) what it put in between the last level and L; the seats in the hand
// that put in at least L can win it. A pot is shared equally among its
// best hands, the odd chips one each to the winners nearest the button's
// left.
func (h *Hand) finish(showdown bool) {
	h.showed = showdown
	h.shown = map[Street]int{Preflop: 0, Flop: 3, Turn: 4, River: 5}[h.street]
	if showdown {
		h.shown = 5
	}
	h.street = Over
	var levels []int
	for _, s := range h.Seats {
		if !s.Folded {
			levels = append(levels, s.Put)
		}
	}
	slices.Sort(levels)
	levels = slices.Compact(levels)
	top := levels[len(levels)-1]
	prev := 0
	for _, l := range levels {
		p := Pot{Shares: make([]int, len(h.Seats))}
		for i, s := range h.Seats {
			in := min(s.Put, l) - min(s.Put, prev)
			if l == top { // chips past the last level (none, in practice) go to the last pot
				in = s.Put - min(s.Put, prev)
			}
			p.Chips += in
			if !s.Folded && s.Put >= l {
				p.Eligible = append(p.Eligible, i)
			}
		}
		prev = l
		if p.Chips == 0 {
			continue
		}
		p.Winners = h.best(p.Eligible)
		h.share(&p)
		h.pots = append(h.pots, p)
	}
	for i := range h.Seats {
		h.Seats[i].Stack += h.Won(i)
	}
}

// best is the seats of eligible holding the best hand (all of them share
// when one alone is eligible, or the hand did not reach a showdown: then
// one seat is left).
func (h *Hand) best(eligible []int) []int {
	if len(eligible) == 1 {
		return eligible
	}
	var top cards.Value
	var out []int
	for _, i := range eligible {
		v := h.Value(i)
		switch {
		case v > top:
			top, out = v, []int{i}
		case v == top:
			out = append(out, i)
		}
	}
	return out
}

// share divides p among its winners: ⌊chips/k⌋ each, the odd chips one
// each to the winners first met going round from the button's left.
func (h *Hand) share(p *Pot) {
	k := len(p.Winners)
	each, odd := p.Chips/k, p.Chips%k
	for _, w := range p.Winners {
		p.Shares[w] = each
	}
	for i := h.next(h.Button); odd > 0; i = h.next(i) {
		if slices.Contains(p.Winners, i) {
			p.Shares[i]++
			odd--
		}
	}
}
