package lab

import (
	"fmt"

	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the p-value of the sampler's
// test, with its verdict; before a sample, how to start one.
func (l *Model) Headline() common.Headline {
	r := l.panel.Report()
	if r == nil || r.Trials == 0 {
		return common.Headline{Label: "p-value", Value: "...", Note: "space starts the sampler"}
	}
	return common.Headline{Label: "p-value", Value: text.PValue(r.PValue),
		Note: fmt.Sprintf("%s on %s, %s cards, %s samples: %s", r.Algo, r.Gen, fmt.Sprint(r.Cards), text.Int(r.Trials), r.Verdict)}
}
