package solitaire

import (
	"fmt"

	game "riffle/games/solitaire"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: Alice's chance to win after
// the table's riffles (exact), against ½ on a random deck.
func (s *Model) Headline() common.Headline {
	if s.game == nil || s.exact[settingIndex(s.game.Shuffles())] == nil {
		return common.Headline{Label: "P(Alice wins)", Value: "...", Note: "working it out"}
	}
	p, _ := s.exact[settingIndex(s.game.Shuffles())].Float64()
	return common.Headline{Label: "P(Alice wins)", Value: fmt.Sprintf("%.1f%%", 100*p),
		Note: fmt.Sprintf("after %s; on a random deck, 50%%", shufflesWord(s.game.Shuffles()))}
}

// shufflesWord names the riffles: "7 riffles", or the stopping rule's.
func shufflesWord(k int) string {
	if k == game.UntilRandom {
		return "riffling until random"
	}
	if k == 1 {
		return "1 riffle"
	}
	return fmt.Sprintf("%d riffles", k)
}
