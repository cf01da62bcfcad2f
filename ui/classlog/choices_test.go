package classlog

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// A teacher's line of choices: split at "|", the right one marked with
// "*", refused with what is allowed (one choice, seven, two marked, an
// empty one), none at all a free answer.
func TestParseChoices(t *testing.T) {
	for _, c := range []struct {
		line    string
		choices []string
		right   int
		err     string
	}{
		{"Yes | *No | It depends", []string{"Yes", "No", "It depends"}, 2, ""},
		{"  ", nil, 0, ""},
		{"d6|d20", []string{"d6", "d20"}, 0, ""},
		{"only one", nil, 0, "one choice: allowed none (a free answer) or 2…6"},
		{"a | b | A", nil, 0, `"A" is a choice twice`},
		{"a|b|c|d|e|f|g", nil, 0, "7 choices"},
		{"*a | *b", nil, 0, "two choices marked right"},
		{"a | | b", nil, 0, "a choice with no words"},
		{"a | " + strings.Repeat("x", MaxChoice+1), nil, 0, "over 200 characters"},
	} {
		choices, right, err := ParseChoices(c.line)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want %q", c.line, err, c.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(choices, c.choices) || right != c.right {
			t.Errorf("%q: %q %d %v, want %q %d", c.line, choices, right, err, c.choices, c.right)
		}
	}
}

// An answer names a choice by its letter, in either case, with or without
// brackets or a full stop; anything else names none.
func TestChoiceOf(t *testing.T) {
	for answer, want := range map[string]int{"a": 0, "B": 1, "(c)": 2, " C. ": 2, "D": -1, "ab": -1, "": -1, "yes": -1, "1": -1} {
		if got := ChoiceOf(answer, 3); got != want {
			t.Errorf("ChoiceOf(%q, 3) = %d, want %d", answer, got, want)
		}
	}
}

// A multiple-choice tally lists every choice in order, none left out for
// having no answer, then what named none; counted by hand.
func TestTallyOfChoices(t *testing.T) {
	got := TallyOf([]string{"Yes", "No", "Maybe"}, []string{"B", "b", "A", "foo", "(B)"})
	want := []AnswerCount{{"A. Yes", 1}, {"B. No", 3}, {"C. Maybe", 0}, {"foo", 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if got := TallyOf(nil, []string{"4", "4 rolls", "3"}); !reflect.DeepEqual(got, []AnswerCount{{"4", 2}, {"3", 1}}) {
		t.Errorf("a free answer's tally: %v", got)
	}
}

// A record with a multiple-choice question and its timer reads back into
// a report that has the choices, the right one, the time given, each
// answer right or wrong and each student's count of right answers; a
// line with bad choices or a timer out of range is refused by its number.
func TestRecordOfChoices(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.jsonl")
	w, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	for i, e := range []Event{
		{Kind: Join, ID: "k1", Name: "alice"}, {Kind: Join, ID: "k2", Name: "bob"},
		{Kind: Ask, Q: 1, Text: "Fair?", Choices: []string{"Yes", "No"}, Right: 2},
		{Kind: Timer, Q: 1, Secs: 60},
		{Kind: Answer, ID: "k1", Q: 1, Text: "B"}, {Kind: Answer, ID: "k2", Q: 1, Text: "A"},
		{Kind: Close, Q: 1},
		{Kind: Ask, Q: 2, Text: "How many?"}, {Kind: Answer, ID: "k2", Q: 2, Text: "4"},
	} {
		e.Time = t0.Add(time.Duration(i) * time.Second)
		w.Add(e)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	events, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	r := Build("c", events)
	q := r.Questions[0]
	if !reflect.DeepEqual(q.Choices, []string{"Yes", "No"}) || q.Right != 2 || q.Secs != 60 {
		t.Fatalf("question 1: %+v", q)
	}
	for _, a := range q.Answers {
		right, marked := q.Correct(a)
		if !marked || right != (a.Name == "alice") {
			t.Errorf("%s's answer %q: right %v marked %v", a.Name, a.Text, right, marked)
		}
	}
	if _, marked := r.Questions[1].Correct(r.Questions[1].Answers[0]); marked {
		t.Error("a free answer marked right or wrong")
	}
	if r.Students[0].Right != 1 || r.Students[1].Right != 0 {
		t.Errorf("right answers: %+v", r.Students)
	}
	for _, bad := range []Event{
		{Kind: Ask, Q: 1, Text: "x", Choices: []string{"only"}},
		{Kind: Ask, Q: 1, Text: "x", Choices: []string{"a", "b"}, Right: 3},
		{Kind: Timer, Q: 1, Secs: 0},
		{Kind: Timer, Q: 1, Secs: MaxSecs + 1},
	} {
		bad.Time = t0
		if err := bad.Check(); err == nil {
			t.Errorf("%+v: not refused", bad)
			continue
		}
		line, _ := json.Marshal(bad)
		if _, err := read(strings.NewReader(string(line)+"\n"), "c.jsonl"); err == nil || !strings.Contains(err.Error(), "c.jsonl:1: ") {
			t.Errorf("%s read back: %v", line, err)
		}
	}
}
