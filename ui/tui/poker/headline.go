package poker

import (
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the hands dealt at the table.
func (s *Model) Headline() common.Headline {
	if s.table == nil {
		return common.Headline{Label: "Hands dealt", Value: "0"}
	}
	return common.Headline{Label: "Hands dealt", Value: text.Int(s.table.Dealt()), Note: "every one a shuffle of the session's algorithm on its generator"}
}
