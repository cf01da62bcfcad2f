package poker

import (
	"fmt"

	"riffle/engine/cards"
	"riffle/engine/odds"
	game "riffle/games/poker"
)

// holdemTitle names the Hold'em hand-class tally, on the table and in
// the panel alike.
const holdemTitle = "your best five of seven"

// classSize is the hand size whose classes the mode tallies against exact
// odds (5, 6 or 7 cards), or 0 when there are none.
func (s *Model) classSize() int {
	if s.table == nil {
		return 0
	}
	if s.table.Mode() == game.ModeHoldem {
		return 7
	}
	if _, m := s.table.Shape(); m >= 5 && m <= 7 {
		return m
	}
	return 0
}

// loadOdds makes sure the exact class probabilities the mode needs are
// here. [odds.PokerClasses] counts rank and suit patterns rather than
// hands — a few milliseconds even for the 133,784,560 hands of seven
// cards — so they are counted on the spot, once per hand size, and every
// view that tests the classes has its exact table at once.
func (s *Model) loadOdds() {
	n := s.classSize()
	if n == 0 || s.oddsErr[n] != "" {
		return
	}
	if _, ok := s.probs[n]; ok {
		return
	}
	table, err := odds.PokerClasses(n)
	var p game.ClassProbs
	if err == nil {
		p, err = game.ProbsOf(table)
	}
	if err != nil {
		s.oddsErr[n] = err.Error()
		return
	}
	s.probs[n] = p
}

// hasStats reports whether any hand has been tallied.
func (s *Model) hasStats() bool {
	if s.table == nil {
		return false
	}
	if s.table.Holdem().Hands > 0 {
		return true
	}
	for m := 1; m <= cards.NumCards; m++ {
		if s.table.Classes(m).Total() > 0 {
			return true
		}
	}
	return false
}

// classTally is the tally the mode tests against exact odds, its title
// and hand size.
func (s *Model) classTally() (title string, tally game.ClassTally, size int) {
	t := s.table
	if t == nil {
		return "", tally, 0
	}
	if t.Mode() == game.ModeHoldem {
		return holdemTitle, t.Holdem().Classes, 7
	}
	_, m := t.Shape()
	switch {
	case m == 5:
		title = "5-card hand classes"
	case m > 5:
		title = fmt.Sprintf("best five of %d cards", m)
	}
	return title, t.Classes(m), m
}

// syncPanel makes the panel's hand-class tally match the table's: the
// tally of the mode's hands, grouped by game.Pool so that every group
// expects at least 5 hands (the rare classes pooled into a tail that
// shrinks as hands come in).
func (s *Model) syncPanel() {
	s.loadOdds()
	s.panel.ClearEvents()
	title, tally, size := s.classTally()
	probs, ok := s.probs[size]
	if title == "" || !ok {
		return
	}
	groups := game.Pool(tally, probs, game.MinExpected)
	labels := make([]string, len(groups))
	gp := make([]float64, len(groups))
	counts := make([]int64, len(groups))
	for i, g := range groups {
		labels[i], gp[i], counts[i] = g.Label(), g.Prob, g.Count
	}
	s.panel.SetTally(title, labels, gp, counts)
}
