package holdem

import "riffle/ui/tui/common"

// Headline is the presenter view's number: your equity at your move.
func (m *Model) Headline() common.Headline { return m.g.Headline() }
