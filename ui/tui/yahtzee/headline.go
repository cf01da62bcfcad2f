package yahtzee

import (
	"fmt"

	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the rolls left, expected,
// under the best play from the roll on the table.
func (m *Model) Headline() common.Headline {
	if m.mode == modeGame {
		c := m.cp.card
		h := common.Headline{Label: "Expected final score, best play", Value: "...",
			Note: fmt.Sprintf("%s rules · turn %d of 13 · %d points", c.Rules(), c.Turn(), c.Total())}
		if s := m.strat(); s != nil && !c.Over() {
			v := s.Value(c.Position())
			switch {
			case len(m.cp.keeps) > 0:
				v = max(m.cp.keeps[0].Value, m.cp.boxes[0].Value)
			case len(m.cp.boxes) > 0:
				v = m.cp.boxes[0].Value
			}
			h.Value = fmt.Sprintf("%.2f", float64(c.Total())+v)
		}
		if c.Over() {
			h.Label, h.Value = "Final score", fmt.Sprint(c.Total())
		}
		return h
	}
	h := common.Headline{Label: "Expected rolls left, best play", Value: "...",
		Note: fmt.Sprintf("%d dice of %d sides · %d rolls used", m.cfg.n, m.cfg.d, m.game.Rolls())}
	if e, ok := m.best(); ok {
		h.Value = fmt.Sprintf("%.2f", e)
	}
	if m.game.Done() {
		h.Label, h.Value = "Rolls it took", fmt.Sprint(m.game.Rolls())
	}
	return h
}
