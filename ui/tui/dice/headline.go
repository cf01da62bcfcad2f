package dice

import (
	"fmt"

	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the orbits the turns make on
// the die's faces (1: fair under turns; 2: less fair).
func (m *Model) Headline() common.Headline {
	if m.shop == nil {
		return common.Headline{Label: "Orbits under turns", Value: "..."}
	}
	d := m.die()
	verdict := "fair under turns"
	if !d.Fair() {
		verdict = "less fair: the referee cannot undo an aim"
	}
	return common.Headline{Label: "Orbits under turns", Value: fmt.Sprint(len(d.Orbits())), Note: d.Name() + ", " + verdict}
}
