package dobble

import (
	"fmt"

	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the deck's fastest find, in
// seconds (the unit in the label: big type has no room for words).
func (m *Model) Headline() common.Headline {
	b := m.best(m.variant())
	if b.finds == 0 {
		return common.Headline{Label: "Fastest find, in seconds", Value: "...", Note: m.variant().Name() + ": no find yet"}
	}
	return common.Headline{Label: "Fastest find, in seconds", Value: fmt.Sprintf("%.1f", b.find.Seconds()), Note: m.variant().Name()}
}
