package demo

import (
	"fmt"
	"strings"

	"riffle/ui/tui/common"
)

// Headline is the presenter view's number: the step's, with its words,
// its question and, once revealed, its answer.
func (m *Model) Headline() common.Headline {
	if m.run == nil {
		return common.Headline{Label: "Guided demos", Value: fmt.Sprint(len(m.c.Demos())), Note: "demos to choose from"}
	}
	s := m.step()
	// The step's words, its question and, once revealed, its answer; the
	// number the step is about in big type: the answer's, once revealed,
	// else the step's place in the demo.
	note := strings.Join(strings.Fields(s.Say), " ")
	value := fmt.Sprintf("%d/%d", m.run.step+1, len(m.run.demo.Steps))
	if s.Ask != "" {
		note = strings.TrimSpace(note + " Question: " + strings.Join(strings.Fields(s.Ask), " "))
		if m.run.revealed && !m.classOpen() {
			note += " Answer: " + strings.Join(strings.Fields(s.Answer), " ")
			if n := answerNumber(s.Answer); n != "" {
				value = n
			}
		}
	}
	if note == "" {
		note = s.Title
	}
	return common.Headline{Label: m.run.demo.Title, Value: value, Note: note}
}

// answerNumber is the number an answer starts with ("4 — not 12" is 4,
// "80.7% of the time" 80.7%, "3/2 — not 3" 3/2), or "".
func answerNumber(answer string) string {
	f := strings.Fields(answer)
	if len(f) == 0 {
		return ""
	}
	w := strings.TrimRight(f[0], ".,;:")
	if w == "" || !strings.ContainsAny(w[:1], "0123456789") || len(w) > 8 {
		return ""
	}
	for _, r := range w {
		if !strings.ContainsRune("0123456789.,/%", r) {
			return ""
		}
	}
	return w
}
