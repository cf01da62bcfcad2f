package lottery

import (
	"fmt"
	"math/big"

	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the chance of the top prize
// on a ticket of the game on show. It draws what is there: the table is
// built (and a stake on an old one refunded) by Enter and the keys, never
// by a frame.
func (s *Model) Headline() common.Headline {
	if s.table == nil {
		return common.Headline{Label: "Lottery", Value: "..."}
	}
	g := s.table.Game()
	o := g.Odds(s.table.Spots())
	p := o.Prob(o.MaxMatch())
	if g.HasBonus() {
		p = o.ProbBonus(o.MaxMatch(), true)
	}
	one := new(big.Rat).Inv(p)
	value := "1 in " + text.BigInt(new(big.Int).Quo(one.Num(), one.Denom()))
	if !one.IsInt() {
		f, _ := one.Float64()
		value = fmt.Sprintf("1 in %.1f", f)
	}
	return common.Headline{Label: "The top prize, one ticket", Value: value, Note: g.Title + ": " + p.RatString()}
}
