package history

import (
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the rounds saved.
func (s *Model) Headline() common.Headline {
	return common.Headline{Label: "Rounds saved", Value: text.Int(int64(s.ledger.Count())), Note: "every one replays from its seed"}
}
