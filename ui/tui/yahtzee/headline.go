package yahtzee

import (
	"fmt"

	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the rolls left, expected,
// under the best play from the roll on the table.
func (m *Model) Headline() common.Headline {
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
