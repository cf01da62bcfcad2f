package videopoker

import (
	"fmt"

	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: what your holds have cost
// against the best hold, in credits, exactly counted.
func (s *Model) Headline() common.Headline {
	f, _ := s.cost.Float64()
	return common.Headline{Label: "What your holds cost against the best", Value: fmt.Sprintf("%.2f", f),
		Note: fmt.Sprintf("credits, over %d rounds: every hold's return counted exactly", s.costs)}
}
