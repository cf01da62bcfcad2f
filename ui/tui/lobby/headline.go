package lobby

import (
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the chips, in hand and on the
// tables.
func (m *Model) Headline() common.Headline {
	s := m.set
	return common.Headline{Label: "Chips", Value: text.Int(int64(m.ledger.ShownWealth())),
		Note: "in hand and on the tables · " + s.Gen.Name + " · " + s.Algo.Name + " · seed " + s.SeedText()}
}
