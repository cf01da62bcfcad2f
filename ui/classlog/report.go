package classlog

import (
	"slices"
	"sort"
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
}

// QuestionRep is one question and its answers.
type QuestionRep struct {
	Q       int         `json:"q"`
	Text    string      `json:"text"`
	Answer  string      `json:"answer"`
	Asked   time.Time   `json:"asked"`
	Closed  time.Time   `json:"closed,omitzero"`
	Answers []AnswerRep `json:"answers"`
}

// AnswerRep is a student's answer (the last they gave) and when.
type AnswerRep struct {
	ID   string    `json:"id"`
	Name string    `json:"name"`
	Text string    `json:"text"`
	Time time.Time `json:"time"`
}

// Build reads events into the report of class name.
func Build(name string, events []Event) Report {
	r := Report{Class: name, Dice: map[int][]int64{}}
	by := map[string]*StudentReport{}
	var order []string
	student := func(id string) *StudentReport {
		s := by[id]
		if s == nil {
			s = &StudentReport{ID: id, Name: id}
			by[id] = s
			order = append(order, id)
		}
		return s
	}
	qs := map[int]*QuestionRep{}
	var qorder []int
	for i, e := range events {
		if i == 0 {
			r.Began = e.Time
		}
		r.Ended = e.Time
		switch e.Kind {
		case Join:
			s := student(e.ID)
			s.Joins++
			if e.Name != "" {
				s.Name = e.Name
			}
		case Start:
			s := student(e.ID)
			if !s.Seen {
				s.Start, s.Chips, s.Seen = e.Chips, e.Chips, true
			}
		case Leave:
			s := student(e.ID)
			if s.Seen {
				s.Chips = e.Chips
			}
		case Ask:
			if qs[e.Q] == nil {
				qorder = append(qorder, e.Q)
			}
			qs[e.Q] = &QuestionRep{Q: e.Q, Text: e.Text, Answer: e.Answer, Asked: e.Time}
		case Close:
			if q := qs[e.Q]; q != nil && q.Closed.IsZero() {
				q.Closed = e.Time
			}
		case Answer:
			q := qs[e.Q]
			if q == nil {
				continue
			}
			s := student(e.ID)
			q.Answers = slices.DeleteFunc(q.Answers, func(a AnswerRep) bool { return a.ID == e.ID })
			q.Answers = append(q.Answers, AnswerRep{ID: e.ID, Name: s.Name, Text: e.Text, Time: e.Time})
		case Dice:
			s := student(e.ID)
			s.Throws += int64(len(e.Faces))
			counts := r.Dice[e.Sides]
			if counts == nil {
				counts = make([]int64, e.Sides)
				r.Dice[e.Sides] = counts
			}
			for _, f := range e.Faces {
				counts[f-1]++
			}
		}
	}
	for _, id := range order {
		s := by[id]
		s.Won = s.Chips - s.Start
		r.Students = append(r.Students, *s)
	}
	sort.Ints(qorder)
	for _, n := range qorder {
		q := qs[n]
		for i := range q.Answers {
			q.Answers[i].Name = by[q.Answers[i].ID].Name
			by[q.Answers[i].ID].Answers++
		}
		r.Questions = append(r.Questions, *q)
	}
	for i := range r.Students {
		r.Students[i].Answers = by[r.Students[i].ID].Answers
	}
	return r
}
