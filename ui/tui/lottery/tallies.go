package lottery

import (
	"fmt"
	"math/big"

	game "riffle/games/lottery"
)

// noDraws titles the panel's note before its first draw.
const noDraws = "No draws yet: space or m"

// resetPanel clears the panel for the game on show: until its first draw
// it says there are none yet and shows the tally of ticket 1's matches it
// will keep (for the slip's first ticket, or a quick pick's size).
func (s *Model) resetPanel() {
	s.panel.ClearEvents()
	s.panelFed = false
	if s.table == nil {
		return
	}
	s.panel.Observe(noDraws, nil, nil, -1)
	g := s.table.Game()
	spots := s.table.Spots()
	if tks := s.table.Tickets(); len(tks) > 0 {
		spots = len(tks[0].Numbers)
	}
	t := s.tallyOf(g, spots)
	s.panel.Observe(t.title, t.labels, t.probs, -1)
}

// slipChanged keeps the panel's empty tally for ticket 1 as it is now,
// until the first draw.
func (s *Model) slipChanged() {
	if !s.panelFed {
		s.resetPanel()
	}
}

// observe feeds one draw to the panel: the main drum's numbers, the bonus
// ball, and the matches of ticket (if any) against their exact odds. The
// first draw since the panel was cleared replaces its "no draws yet".
func (s *Model) observe(g game.Game, ticket *game.Ticket, d game.Draw) {
	var match tallyDef
	if ticket != nil {
		match = s.tallyOf(g, len(ticket.Numbers))
	}
	if !s.panelFed {
		s.panel.ClearEvents()
		s.panelFed = true
		if ticket != nil { // first, as before the draw
			s.panel.Observe(match.title, match.labels, match.probs, -1)
		}
	}
	s.panel.AddBalls(g.Lottery.Balls, d.Balls...)
	if g.HasBonus() {
		t := s.tallyOf(g, 0)
		s.panel.Observe(t.title, t.labels, t.probs, d.Bonus-1)
	}
	if ticket != nil {
		s.panel.Observe(match.title, match.labels, match.probs, game.ClassOf(match.classes, g.Check(*ticket, d)))
	}
}

// tallyDef is a panel tally's title, labels and probabilities,
// and for a ticket's matches the classes they stand for.
type tallyDef struct {
	title   string
	labels  []string
	probs   []float64
	classes []game.MatchClass
}

// tallyOf is the panel tally of g's bonus drum (spots 0) or of a ticket
// of spots numbers, made once: a run observes 10,000 draws.
func (s *Model) tallyOf(g game.Game, spots int) tallyDef {
	k := fmt.Sprintf("%s/%d", g.Name, spots)
	if t, ok := s.tallies[k]; ok {
		return t
	}
	var t tallyDef
	if spots == 0 {
		t.title, t.labels, t.probs = bonusTally(g)
	} else {
		t.classes = g.MatchClasses(spots, minClassProb)
		t.title, t.labels, t.probs = matchTally(g, spots, t.classes)
	}
	if s.tallies == nil {
		s.tallies = map[string]tallyDef{}
	}
	s.tallies[k] = t
	return t
}

// minClassProb pools a ticket's rarest outcomes for the panel's
// χ² (games/lottery's MatchClasses): every class expects 5 or more in
// the runDraws draws of a run.
var minClassProb = big.NewRat(5, runDraws)

// matchTally is the panel's tally of a ticket of spots numbers:
// its title, and the classes of its matches ("0" … "≥3", with a bonus
// drum also "…+PB") with their exact probabilities (engine/odds through
// games/lottery).
func matchTally(g game.Game, spots int, classes []game.MatchClass) (title string, labels []string, probs []float64) {
	title = fmt.Sprintf("ticket 1: matches of %d", spots)
	if g.HasBonus() {
		title = fmt.Sprintf("ticket 1: matches of %d + PB", spots)
	}
	for _, c := range classes {
		f, _ := c.Prob.Float64()
		labels = append(labels, c.Label)
		probs = append(probs, f)
	}
	return title, labels, probs
}

// bonusTally is the panel's tally of the bonus drum: each ball
// 1/Bonus.
func bonusTally(g game.Game) (title string, labels []string, probs []float64) {
	for b := 1; b <= g.Lottery.Bonus; b++ {
		labels = append(labels, fmt.Sprint(b))
		probs = append(probs, 1/float64(g.Lottery.Bonus))
	}
	return fmt.Sprintf("%s ball (1 of %d)", g.BonusName, g.Lottery.Bonus), labels, probs
}
