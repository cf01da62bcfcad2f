package cheat

import (
	"fmt"

	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the attack's net against an
// honest player's on the same deals; while a search runs, the seeds it
// has tried.
func (s *Model) Headline() common.Headline {
	if s.searching() {
		return common.Headline{Label: "Seeds tried", Value: text.Int(s.cracker.Tried()), Note: "of 86,400,000: the day's milliseconds"}
	}
	ss := s.g.ShownSession()
	return common.Headline{Label: "The attack's net", Value: text.Signed(ss.Net),
		Note: fmt.Sprintf("over %s; an honest tight player in your seat: %s", text.Plural(ss.Hands, "hand"), text.Signed(s.honest))}
}
