package poker

import (
	"fmt"
	"slices"
	"strings"

	"riffle/engine/cards"
	game "riffle/games/poker"
	"riffle/ui/text"
)

func (s *Model) dealLines() []string {
	st := s.c.Styles()
	t := s.table
	n, m := t.Shape()
	w := s.W
	shape := s.c.Mark(ZoneMode, st.Title.Render("Dealt hands")) + st.Subtle.Render(fmt.Sprintf(" · %d × %d · ", n, m))
	right := ""
	if k := t.DealtIn(game.ModeDeals); k > 0 {
		right = st.Subtle.Render("deal " + text.Int(k))
	}
	k := stack{h: s.H}
	title := k.add(false, []string{titleLine([]string{
		shape + st.Subtle.Render(s.c.Dealer(s.ledger, t.Algorithm().Name)),
		shape + st.Subtle.Render(t.Algorithm().Name),
	}, right, w)})
	hands := k.add(s.H >= 12)
	hands.variants, hands.complete = s.handVariants(w, s.H)
	progress := k.add(false, s.progressLine(w))
	note := k.add(false, s.noteLines(w)...)
	algo := k.add(false, s.algoLines(w)...)
	hint := k.add(false, s.hintLines(w))
	statsB := k.add(true, s.statsLines(w), s.statsSummary(w))

	for _, b := range []*block{title, hands, progress, note, algo} {
		k.place(b)
	}
	k.grow(hands, s.H)
	k.grow(algo, 2)
	k.grow(note, s.H)
	k.grow(algo, s.H)
	k.grow(statsB, s.H)
	k.grow(hint, s.H)
	return k.lines()
}

// handVariants draws the last deal's hands (card backs before the first)
// in at most rows lines, in each layout that fits.
func (s *Model) handVariants(w, rows int) ([][]string, int) {
	st := s.c.Styles()
	ascii := s.c.Settings().ASCII
	n, m := s.table.Shape()
	d := s.table.LastDeal()
	if d != nil && (len(d.Hands) != n || len(d.Hands[0].Cards) != m) {
		d = nil // the shape changed since: show the new one face down
	}
	var best []int
	if d != nil {
		best = d.Best()
	}
	digits := len(fmt.Sprint(n))
	cells := make([]cell, n)
	for j := range cells {
		label := fmt.Sprintf("Hand %*d", digits, j+1)
		if n > 9 {
			label = fmt.Sprintf("%*d", digits, j+1)
		}
		c := cell{label: st.Subtle.Render(label)}
		if d == nil {
			backs := make([]string, m)
			for i := range backs {
				backs[i] = st.CardBack(ascii)
			}
			c.cards = strings.Join(backs, " ")
			c.names = []string{""}
			cells[j] = c
			continue
		}
		h := d.Hands[j]
		c.cards = s.handCards(h)
		if m < 5 {
			c.names = []string{st.Subtle.Render(h.Name()), st.Subtle.Render(text.Plural(m, "card"))}
		} else {
			style := st.Text
			if slices.Contains(best, j) {
				style = st.Good
			}
			c.names = []string{style.Render(h.Name()), style.Render(cards.Describe(h.Value)), style.Render(shortName(h.Value))}
		}
		cells[j] = c
	}
	return cellVariants(cells, w, rows, func(k int) string { return st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf("… %d more", k))) })
}

// handCards draws a hand's cards; of a hand of more than five, the cards
// outside its best five are dimmed (in colour only: without colour every
// card reads the same).
func (s *Model) handCards(h game.Hand) string {
	st := s.c.Styles()
	ascii := s.c.Settings().ASCII
	if len(h.Cards) <= 5 || h.Value == 0 {
		return st.Cards(h.Cards, ascii)
	}
	best := cards.SetOf(h.Best[:]...)
	parts := make([]string, len(h.Cards))
	for i, c := range h.Cards {
		if best.Has(c) {
			parts[i] = st.Card(c, ascii)
			continue
		}
		t := c.Symbol()
		if ascii {
			t = c.String()
		}
		parts[i] = st.Subtle.Render(t)
	}
	return strings.Join(parts, " ")
}

// shortName is a hand's value in a few cells, for narrow tables,
// with every rank that decides between hands of the class — the kickers
// too, so that two hands of one class show which is better:
// "high A-K-9-7-3", "pair 9, A-K-7", "two pair K+4, 9", "trips 7, A-K",
// "straight 9", "flush A-J-9-4-2", "full K/4", "quads 9, K",
// "str. flush 9", "royal flush".
func shortName(v cards.Value) string {
	rs := v.Ranks()
	r := func(i int) string {
		if i < len(rs) {
			return rs[i].String()
		}
		return "?"
	}
	run := func(from int) string {
		var parts []string
		for i := from; i < len(rs); i++ {
			parts = append(parts, rs[i].String())
		}
		return strings.Join(parts, "-")
	}
	kick := func(from int) string {
		if from >= len(rs) {
			return ""
		}
		return ", " + run(from)
	}
	switch v.Class() {
	case cards.HighCard:
		return "high " + run(0)
	case cards.OnePair:
		return "pair " + r(0) + kick(1)
	case cards.TwoPair:
		return "two pair " + r(0) + "+" + r(1) + kick(2)
	case cards.ThreeOfAKind:
		return "trips " + r(0) + kick(1)
	case cards.Straight:
		return "straight " + r(0)
	case cards.Flush:
		return "flush " + run(0)
	case cards.FullHouse:
		return "full " + r(0) + "/" + r(1)
	case cards.FourOfAKind:
		return "quads " + r(0) + kick(1)
	case cards.StraightFlush:
		return "str. flush " + r(0)
	case cards.RoyalFlush:
		return "royal flush"
	}
	return "—"
}
