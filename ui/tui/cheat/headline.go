package cheat

import (
	"fmt"

	"riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the attack's net against an
// honest player's on the same deals; while a search runs, the seeds it
// has tried; once it has cracked the hand in play, the seed it found.
func (s *Model) Headline() common.Headline {
	if s.searching() {
		return common.Headline{Label: "Seeds tried", Value: text.Int(s.cracker.Tried()), Note: "of 86,400,000: the day's milliseconds"}
	}
	if _, seed, ok := s.crackedDeal(); ok && s.isTheDeal(seed) && s.g.InPlay() {
		// Cracked, the hand on: what the crack found is the number, not
		// a net the hand has not made yet.
		return common.Headline{Label: "The deal's seed, found", Value: text.Int(int64(seed)),
			Note: fmt.Sprintf("Randomize read %s: every card of this hand is known, the others' and the board to come", poker.ClockText(int(seed)))}
	}
	ss := s.g.ShownSession()
	return common.Headline{Label: "The attack's net", Value: text.Signed(ss.Net),
		Note: fmt.Sprintf("over %s; an honest tight player in your seat: %s", text.Plural(ss.Hands, "hand"), text.Signed(s.honest))}
}
