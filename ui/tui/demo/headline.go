package demo

import (
	"fmt"

	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the step, and its question.
func (m *Model) Headline() common.Headline {
	if m.run == nil {
		return common.Headline{Label: "Guided demos", Value: fmt.Sprint(len(m.c.Demos())), Note: "demos to choose from"}
	}
	note := m.step().Title
	if q := m.step().Ask; q != "" {
		note = q
	}
	return common.Headline{Label: m.run.demo.Title, Value: fmt.Sprintf("%d/%d", m.run.step+1, len(m.run.demo.Steps)), Note: note}
}
