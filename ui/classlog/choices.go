package classlog

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// CheckChoices says what is wrong with a question's choices and the right
// one's number (from 1, 0 for none), or nil: none (free text), or 2…
// MaxChoices, each with words, at most MaxChoice runes.
func CheckChoices(choices []string, right int) error {
	switch n := len(choices); {
	case n == 1:
		return fmt.Errorf("one choice: allowed none (a free answer) or 2…%d", MaxChoices)
	case n > MaxChoices:
		return fmt.Errorf("%d choices: allowed none (a free answer) or 2…%d", n, MaxChoices)
	case right < 0 || right > n:
		return fmt.Errorf("the right choice is %d of %d", right, n)
	}
	seen := map[string]bool{}
	for _, c := range choices {
		key := strings.ToLower(strings.Join(strings.Fields(c), " "))
		switch {
		case key == "":
			return errors.New("a choice with no words")
		case utf8.RuneCountInString(c) > MaxChoice:
			return fmt.Errorf("a choice over %d characters", MaxChoice)
		case seen[key]:
			return fmt.Errorf("%q is a choice twice: each once", Clip(c, 40))
		}
		seen[key] = true
	}
	return nil
}

// Letter is the letter of choice i (from 0): A, B, ….
func Letter(i int) string { return string(rune('A' + i)) }

// ChoiceOf is the choice (from 0) an answer to a question of n choices
// names by its letter — "b", "B", "(B)", "B." — or -1.
func ChoiceOf(answer string, n int) int {
	a := strings.Trim(strings.TrimSpace(answer), "().:")
	if len(a) != 1 {
		return -1
	}
	i := int(strings.ToUpper(a)[0]) - 'A'
	if i < 0 || i >= n {
		return -1
	}
	return i
}

// TallyOf is a question's answers tallied: with choices, each choice in
// its order, its letter and words, and how many named it (none too);
// answers that name none after them, by their words; without, Tally.
func TallyOf(choices []string, answers []string) []AnswerCount {
	if len(choices) == 0 {
		return Tally(answers)
	}
	out := make([]AnswerCount, len(choices))
	for i, c := range choices {
		out[i].Answer = Letter(i) + ". " + c
	}
	var other []string
	for _, a := range answers {
		if i := ChoiceOf(a, len(choices)); i >= 0 {
			out[i].N++
		} else {
			other = append(other, a)
		}
	}
	return append(out, Tally(other)...)
}

// ParseChoices reads choices as a teacher writes them on one line, "Yes | *No |
// It depends": split at "|", the right one marked with a "*" before it.
// Empty (or only spaces): none, a free answer. The error says what is
// wrong and allowed.
func ParseChoices(line string) (choices []string, right int, err error) {
	if strings.TrimSpace(line) == "" {
		return nil, 0, nil
	}
	for i, part := range strings.Split(line, "|") {
		part = strings.TrimSpace(part)
		if rest, ok := strings.CutPrefix(part, "*"); ok {
			if right != 0 {
				return nil, 0, errors.New("two choices marked right: mark one with *")
			}
			right, part = i+1, strings.TrimSpace(rest)
		}
		choices = append(choices, part)
	}
	if err := CheckChoices(choices, right); err != nil {
		return nil, 0, err
	}
	return choices, right, nil
}

// RightAnswer is the words a multiple-choice question's answer shows when
// the teacher gave none: the right choice, "B. No".
func RightAnswer(choices []string, right int) string {
	if right < 1 || right > len(choices) {
		return ""
	}
	return Letter(right-1) + ". " + choices[right-1]
}
