package classlog

import (
	"slices"
	"sort"
	"strings"
	"time"
)

// Report is a class's record read per student and per question.
type Report struct {
	Class     string          `json:"class"`
	Began     time.Time       `json:"began"`
	Ended     time.Time       `json:"ended"` // the last event's time
	Students  []StudentReport `json:"students"`
	Questions []QuestionRep   `json:"questions"`
	Dice      map[int][]int64 `json:"dice"` // sides → each face's count, the whole class's
}

// StudentReport is one student over the class.
type StudentReport struct {
	ID      string `json:"id"`
	Name    string `json:"name"` // the last name they joined by
	Joins   int    `json:"joins"`
	Throws  int64  `json:"throws"`
	Answers int    `json:"answers"`
	// Start is their chips when first seen in the class, Chips the last
	// they were seen with (at leaving); Won is Chips − Start.
	Start int  `json:"start"`
	Chips int  `json:"chips"`
	Won   int  `json:"won"`
	Seen  bool `json:"-"` // their chips were seen
	// Right is how many multiple-choice questions with a right choice
	// marked they answered with it.
	Right int `json:"right"`
}

// QuestionRep is one question and its answers.
type QuestionRep struct {
	Q       int         `json:"q"`
	Text    string      `json:"text"`
	Answer  string      `json:"answer"`
	Asked   time.Time   `json:"asked"`
	Closed  time.Time   `json:"closed,omitzero"`
	Answers []AnswerRep `json:"answers"`
	// Choices and Right (from 1; 0 none marked) of a multiple-choice
	// question; Secs the time the teacher gave it (0: none).
	Choices []string `json:"choices,omitempty"`
	Right   int      `json:"right,omitempty"`
	Secs    int      `json:"secs,omitempty"`
}

// Correct reports whether a is the right choice of q, and whether q has
// one marked.
func (q QuestionRep) Correct(a AnswerRep) (right, marked bool) {
	return Judge(q.Choices, q.Right, a.Text)
}

// Judge reports whether answer names the right choice (from 1; 0: none
// marked) of choices, and whether one is marked at all.
func Judge(choices []string, right int, answer string) (ok, marked bool) {
	if right == 0 {
		return false, false
	}
	return ChoiceOf(answer, len(choices)) == right-1, true
}

// AnswerRep is a student's answer (the last they gave) and when.
type AnswerRep struct {
	ID   string    `json:"id"`
	Name string    `json:"name"`
	Text string    `json:"text"`
	Time time.Time `json:"time"`
}

// builder is a report as Build fills it, event by event.
type builder struct {
	r      Report
	by     map[string]*StudentReport
	order  []string
	qs     map[int]*QuestionRep
	qorder []int
}

// student is id's row, made at its first event.
func (b *builder) student(id string) *StudentReport {
	s := b.by[id]
	if s == nil {
		s = &StudentReport{ID: id, Name: id}
		b.by[id] = s
		b.order = append(b.order, id)
	}
	return s
}

// add takes e into the report.
func (b *builder) add(e Event) {
	switch e.Kind {
	case Join:
		s := b.student(e.ID)
		s.Joins++
		if name := Clean(e.Name); name != "" {
			s.Name = name
		}
	case Start:
		if s := b.student(e.ID); !s.Seen {
			s.Start, s.Chips, s.Seen = e.Chips, e.Chips, true
		}
	case Leave:
		if s := b.student(e.ID); s.Seen {
			s.Chips = e.Chips
		}
	case Ask:
		if b.qs[e.Q] == nil {
			b.qorder = append(b.qorder, e.Q)
		}
		q := &QuestionRep{Q: e.Q, Text: Clean(e.Text), Answer: Clean(e.Answer), Asked: e.Time, Right: e.Right}
		for _, c := range e.Choices {
			q.Choices = append(q.Choices, Clean(c))
		}
		b.qs[e.Q] = q
	case Timer:
		if q := b.qs[e.Q]; q != nil {
			q.Secs = e.Secs
		}
	case Close:
		if q := b.qs[e.Q]; q != nil && q.Closed.IsZero() {
			q.Closed = e.Time
		}
	case Answer:
		if q := b.qs[e.Q]; q != nil {
			s := b.student(e.ID)
			q.Answers = slices.DeleteFunc(q.Answers, func(a AnswerRep) bool { return a.ID == e.ID })
			q.Answers = append(q.Answers, AnswerRep{ID: e.ID, Name: s.Name, Text: Clean(e.Text), Time: e.Time})
		}
	case Dice:
		b.student(e.ID).Throws += AddCounts(b.r.Dice, e.Sides, e.Counts)
	}
}

// Build reads events into the report of class name.
func Build(name string, events []Event) Report {
	b := builder{r: Report{Class: name, Dice: map[int][]int64{}}, by: map[string]*StudentReport{}, qs: map[int]*QuestionRep{}}
	for i, e := range events {
		if i == 0 {
			b.r.Began = e.Time
		}
		b.r.Ended = e.Time
		b.add(e)
	}
	sort.Ints(b.qorder)
	for _, n := range b.qorder {
		q := b.qs[n]
		for i := range q.Answers {
			s := b.by[q.Answers[i].ID]
			q.Answers[i].Name = s.Name // the name they last joined by
			s.Answers++
			if right, _ := q.Correct(q.Answers[i]); right {
				s.Right++
			}
		}
		b.r.Questions = append(b.r.Questions, *q)
	}
	for _, id := range b.order {
		s := b.by[id]
		s.Won = s.Chips - s.Start
		b.r.Students = append(b.r.Students, *s)
	}
	return b.r
}

// AddCounts adds a dice event's counts (each face's, of sides-sided dice)
// to dice (sides → each face's count) and returns how many dice they are.
func AddCounts(dice map[int][]int64, sides int, counts []int64) int64 {
	if len(counts) != sides {
		return 0
	}
	to := dice[sides]
	if to == nil {
		to = make([]int64, sides)
		dice[sides] = to
	}
	var n int64
	for f, c := range counts {
		to[f] += c
		n += c
	}
	return n
}

// AnswerCount is an answer's normal form and how many gave it.
type AnswerCount struct {
	Answer string
	N      int
}

// Tally groups answers by their normal form (NormalForm), most first
// (ties in the normal forms' order).
func Tally(answers []string) []AnswerCount {
	counts := map[string]int{}
	for _, a := range answers {
		counts[NormalForm(a)]++
	}
	out := make([]AnswerCount, 0, len(counts))
	for a, n := range counts {
		out = append(out, AnswerCount{a, n})
	}
	slices.SortFunc(out, func(a, b AnswerCount) int {
		if a.N != b.N {
			return b.N - a.N
		}
		return strings.Compare(a.Answer, b.Answer)
	})
	return out
}
