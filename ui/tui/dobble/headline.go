package dobble

import (
	"riffle/games/round"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the deck's fastest find.
func (m *Model) Headline() common.Headline {
	b := m.best(m.variant())
	if b.finds == 0 {
		return common.Headline{Label: "Fastest find", Value: "...", Note: m.variant().Name() + ": no find yet"}
	}
	return common.Headline{Label: "Fastest find", Value: round.Seconds(b.find), Note: m.variant().Name()}
}
