package craps

import (
	"fmt"

	"riffle/engine/odds"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the pass line's chance to win
// (engine/odds, exact), and the house's edge.
func (s *Model) Headline() common.Headline {
	p, _ := odds.PassLineWin().Float64()
	e := odds.PassLineHouseEdge()
	ef, _ := e.Float64()
	return common.Headline{Label: "The pass line wins", Value: fmt.Sprintf("%.2f%%", 100*p),
		Note: fmt.Sprintf("%s of its bets; the house keeps %s = %.2f%% of each", odds.PassLineWin().RatString(), e.RatString(), 100*ef)}
}
