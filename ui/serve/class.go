package serve

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"riffle/ui/classlog"
	"riffle/ui/tui"
	"riffle/ui/tui/common"
)

// Class is what the students' sessions share with the teacher's terminal:
// who is connected, each one's screen and chips, every die thrown (pooled
// by sides), and the question the teacher has open with the class's
// answers. Every method is safe for concurrent use: each student's
// program calls its Link from its own goroutine.
type Class struct {
	mu       sync.Mutex
	students map[string]*Student // by identity, while connected
	byStart  []string            // identities, in the order they joined
	dice     map[int][]int64     // sides → counts of each face
	question Question
	past     []Question        // the questions asked before it, oldest first (the latest MaxPast)
	changed  chan struct{}     // pinged (non-blocking) on every change, for the dashboard
	notify   map[string]func() // by identity: tells the student's program the question changed
	events   []string          // the latest MaxEvents, oldest first
	// rec is the class's record on disk (nil: none kept); start is each
	// student's chips when first seen in the class, which the leaderboard
	// counts from across reconnects and restarts.
	rec   *classlog.Writer
	start map[string]int
	lead  Lead // where the teacher leads the class
	// thrown are each student's dice not yet in the record (identity →
	// sides → each face's count), written at most once a RecordEvery and
	// when they leave: a student throwing a hundred dice a key writes a
	// line a second, not a line a key.
	thrown  map[string]map[int][]int64
	written map[string]time.Time
}

// RecordEvery is how often a student's dice go to the class's record.
const RecordEvery = time.Second

// Lead is where the teacher leads the class: the demo and step every
// student's casino opens (Demo "": none, a step ended), whether students
// are kept there, and its number, new at every change.
type Lead struct {
	ID     int
	Demo   string
	Step   int
	Locked bool
}

// Follow brings every student's casino to demo's step (from 0): "follow
// me".
func (c *Class) Follow(demo string, step int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lead = Lead{ID: c.lead.ID + 1, Demo: demo, Step: step, Locked: c.lead.Locked}
	c.ping()
	c.tell()
}

// Lock keeps the students on the step led (on), or lets them go.
func (c *Class) Lock(on bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lead.ID++
	c.lead.Locked = on
	c.ping()
	c.tell()
}

// EndStep ends the step led for every student (and lets them go).
func (c *Class) EndStep() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lead = Lead{ID: c.lead.ID + 1}
	c.ping()
	c.tell()
}

// Leading is where the teacher leads the class now.
func (c *Class) Leading() Lead {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lead
}

// MaxEvents is how many of the class's events (joins, leaves, refusals)
// are kept for the teacher's terminal.
const MaxEvents = 100

// MaxPast is how many questions asked before the open one are kept, with
// their answers, for the teacher to read.
const MaxPast = 100

// Note adds an event, stamped with the time of day.
func (c *Class) Note(line string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.event(line)
}

// event adds an event (c.mu held).
func (c *Class) event(line string) {
	c.events = append(c.events, time.Now().Format("15:04 ")+Clean(line, 300))
	if len(c.events) > MaxEvents {
		c.events = slices.Delete(c.events, 0, len(c.events)-MaxEvents)
	}
	c.ping()
}

// Events are the latest events, oldest first (a copy).
func (c *Class) Events() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.events)
}

// Student is a connected student as the teacher sees them. Name is the
// SSH user name, cleaned (see Clean).
type Student struct {
	ID, Name string
	Since    time.Time
	Screen   string
	Chips    int
	Start    int // chips when the session opened
	Throws   int64
	Answered bool
}

// Question is the teacher's question to the class: its number (0 for
// none), text and answer (shown to the class when closed), and the
// answers given, by student.
type Question struct {
	ID             int
	Text, Answer   string
	Choices        []string  // a multiple-choice question's (answered by letter); none: a free answer
	Right          int       // the right choice's number, from 1 (0: none marked)
	Ends           time.Time // when its time is up, while a timer runs (zero: none)
	Closed         bool
	Answers        map[string]string // identity → answer (cleaned)
	Names          map[string]string // identity → the student's name when they answered
	Asked, Revised time.Time
}

// NewClass returns an empty class.
func NewClass() *Class {
	return &Class{students: map[string]*Student{}, dice: map[int][]int64{}, notify: map[string]func(){},
		changed: make(chan struct{}, 1), start: map[string]int{}, thrown: map[string]map[int][]int64{}, written: map[string]time.Time{}}
}

// Record keeps the class's record in w from now on: every join and leave,
// question, answer and die (classlog). Call it before the first student.
func (c *Class) Record(w *classlog.Writer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.rec = w
}

// writeDice writes student id's dice not yet in the record, a line a
// kind of dice (c.mu held).
func (c *Class) writeDice(id string) {
	for sides, counts := range c.thrown[id] {
		c.note(classlog.Event{Kind: classlog.Dice, ID: id, Sides: sides, Counts: counts})
	}
	delete(c.thrown, id)
	c.written[id] = time.Now()
}

// note writes e to the record, stamped now (c.mu held).
func (c *Class) note(e classlog.Event) {
	e.Time = time.Now()
	c.rec.Add(e)
}

// Restore carries on the class whose record so far is events (a server
// started again): the questions asked with their answers, the dice
// thrown, each student's chips at the class's start. Call it before the
// first student.
func (c *Class) Restore(events []classlog.Event) {
	c.mu.Lock()
	defer c.mu.Unlock()
	names := map[string]string{}
	var qs []Question
	find := func(id int) *Question {
		for i := range qs {
			if qs[i].ID == id {
				return &qs[i]
			}
		}
		return nil
	}
	for _, e := range events {
		switch e.Kind {
		case classlog.Join:
			names[e.ID] = Clean(e.Name, MaxName)
		case classlog.Start:
			if _, ok := c.start[e.ID]; !ok {
				c.start[e.ID] = e.Chips
			}
		case classlog.Ask:
			q := Question{ID: e.Q, Text: Clean(e.Text, classlog.MaxText), Answer: Clean(e.Answer, classlog.MaxText),
				Answers: map[string]string{}, Names: map[string]string{}, Asked: e.Time}
			if classlog.CheckChoices(e.Choices, e.Right) == nil { // Read checked it; a choice cleaned as a student's words are
				for _, ch := range e.Choices {
					q.Choices = append(q.Choices, Clean(ch, classlog.MaxChoice))
				}
				q.Right = e.Right
			}
			qs = append(qs, q)
		case classlog.Timer:
			if q := find(e.Q); q != nil {
				q.Ends = e.Time.Add(time.Duration(e.Secs) * time.Second)
			}
		case classlog.Close:
			if q := find(e.Q); q != nil {
				q.Closed, q.Revised = true, e.Time
			}
		case classlog.Answer:
			if q := find(e.Q); q != nil {
				q.Answers[e.ID], q.Names[e.ID], q.Revised = Clean(e.Text, tui.MaxAnswer), names[e.ID], e.Time
			}
		case classlog.Dice:
			classlog.AddCounts(c.dice, e.Sides, e.Counts)
		}
	}
	if len(qs) > 0 {
		c.question = qs[len(qs)-1]
		c.past = append(c.past, qs[:len(qs)-1]...)
		if len(c.past) > MaxPast {
			c.past = slices.Delete(c.past, 0, len(c.past)-MaxPast)
		}
		if q := c.question; !q.Closed && !q.Ends.IsZero() { // its timer runs on, or closes it at once when its time passed meanwhile
			go c.countDown(q.ID, q.Ends)
		}
	}
}

// Changed is pinged after every change (at most one ping waits).
func (c *Class) Changed() <-chan struct{} { return c.changed }

func (c *Class) ping() {
	select {
	case c.changed <- struct{}{}:
	default:
	}
}

// join adds a connected student, whose program notify tells (without
// waiting) that the question changed; false if the identity is connected
// already.
func (c *Class) join(id, name string, notify func()) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.students[id]; ok {
		return false
	}
	c.students[id] = &Student{ID: id, Name: name, Since: time.Now(), Start: -1}
	c.notify[id] = notify
	c.byStart = append(c.byStart, id)
	c.note(classlog.Event{Kind: classlog.Join, ID: id, Name: name})
	c.ping()
	return true
}

// leave removes a student who disconnected.
func (c *Class) leave(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.writeDice(id)
	if s := c.students[id]; s != nil && s.Start >= 0 {
		c.note(classlog.Event{Kind: classlog.Leave, ID: id, Chips: max(0, s.Chips)})
	} else if s != nil {
		c.note(classlog.Event{Kind: classlog.Leave, ID: id})
	}
	delete(c.students, id)
	delete(c.notify, id)
	c.byStart = slices.DeleteFunc(c.byStart, func(s string) bool { return s == id })
	c.ping()
}

// Students are the connected students, in the order they joined.
func (c *Class) Students() []Student {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]Student, 0, len(c.byStart))
	for _, id := range c.byStart {
		s := *c.students[id]
		_, s.Answered = c.question.Answers[id]
		out = append(out, s)
	}
	return out
}

// Leaderboard is the connected students by chips won since they
// connected, most first (ties by name).
func (c *Class) Leaderboard() []Student {
	out := c.Students()
	slices.SortStableFunc(out, func(a, b Student) int {
		if d := (b.Chips - b.Start) - (a.Chips - a.Start); d != 0 {
			return d
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out
}

// Dice are the faces thrown by the whole class of sides-sided dice, each
// face's count (a copy).
func (c *Class) Dice(sides int) []int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.dice[sides])
}

// Thrown is how many dice of each number of sides the class has thrown.
func (c *Class) Thrown() map[int]int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make(map[int]int64, len(c.dice))
	for sides, counts := range c.dice {
		for _, n := range counts {
			out[sides] += n
		}
	}
	return out
}

// Ask opens a question to the class — its words, the answer shown when
// it closes, and for multiple choice its choices and the right one —
// closing any open one, which is kept with its answers (see Asked). A
// multiple-choice question with a right choice and no answer shows the
// right choice as its answer. Choices classlog.CheckChoices refuses make
// a free-answer question.
func (c *Class) Ask(a Ask) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := time.Now()
	if c.question.ID != 0 {
		if !c.question.Closed {
			c.question.Closed, c.question.Revised = true, now
			c.note(classlog.Event{Kind: classlog.Close, Q: c.question.ID}) // closed by this ask
		}
		c.past = append(c.past, c.question)
		if len(c.past) > MaxPast {
			c.past = slices.Delete(c.past, 0, len(c.past)-MaxPast)
		}
	}
	if classlog.CheckChoices(a.Choices, a.Right) != nil {
		a.Choices, a.Right = nil, 0
	}
	if a.Answer == "" {
		a.Answer = classlog.RightAnswer(a.Choices, a.Right)
	}
	c.question = Question{ID: c.question.ID + 1, Text: a.Text, Answer: a.Answer, Choices: slices.Clone(a.Choices), Right: a.Right,
		Answers: map[string]string{}, Names: map[string]string{}, Asked: now}
	c.note(classlog.Event{Kind: classlog.Ask, Q: c.question.ID, Text: a.Text, Answer: a.Answer, Choices: a.Choices, Right: a.Right})
	c.ping()
	c.tell()
	return c.question.ID
}

// Timer gives the open question d (whole seconds, 1…classlog.MaxSecs)
// from now: the class sees the time left, and when it is up the question
// closes. A second timer takes the first's place. It reports whether a
// question was open.
func (c *Class) Timer(d time.Duration) bool {
	secs := int(d / time.Second)
	if secs < 1 || secs > classlog.MaxSecs {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	q := &c.question
	if q.ID == 0 || q.Closed {
		return false
	}
	q.Ends = time.Now().Add(time.Duration(secs) * time.Second)
	c.note(classlog.Event{Kind: classlog.Timer, Q: q.ID, Secs: secs})
	go c.countDown(q.ID, q.Ends)
	c.ping()
	c.tell()
	return true
}

// TimerTick is how often a running timer tells the class the time left.
const TimerTick = time.Second

// countDown tells the class the time left on question id every TimerTick
// and closes it when ends comes; it stops when the question is closed,
// replaced or given another time.
func (c *Class) countDown(id int, ends time.Time) {
	t := time.NewTicker(TimerTick)
	defer t.Stop()
	for range t.C {
		c.mu.Lock()
		q := &c.question
		if q.ID != id || q.Closed || !q.Ends.Equal(ends) {
			c.mu.Unlock()
			return
		}
		if !time.Now().Before(ends) {
			q.Closed, q.Revised = true, time.Now()
			c.note(classlog.Event{Kind: classlog.Close, Q: id})
			c.event(fmt.Sprintf("Question %d: the time is up, its answer shown.", id))
		}
		closed := q.Closed
		c.ping()
		c.tell()
		c.mu.Unlock()
		if closed {
			return
		}
	}
}

// tell tells every student's program the question changed (c.mu held).
func (c *Class) tell() {
	for _, f := range c.notify {
		if f != nil {
			f()
		}
	}
}

// Close closes the open question: the class sees its answer.
func (c *Class) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.question.ID != 0 && !c.question.Closed {
		c.question.Closed, c.question.Revised = true, time.Now()
		c.note(classlog.Event{Kind: classlog.Close, Q: c.question.ID})
	}
	c.ping()
	c.tell()
}

// Question is the question asked last (a copy).
func (c *Class) Question() Question {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.question.copy()
}

// Asked is every question asked that is kept, oldest first, the one
// asked last at the end (copies); none before the first.
func (c *Class) Asked() []Question {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]Question, 0, len(c.past)+1)
	for _, q := range c.past {
		out = append(out, q.copy())
	}
	if c.question.ID != 0 {
		out = append(out, c.question.copy())
	}
	return out
}

// AskedBefore is how many answers the question of these words had the
// last time it was asked, if it was (without copying every question
// kept, as Asked does: the dashboard asks on every frame).
func (c *Class) AskedBefore(text string) (answers int, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.question.ID != 0 && c.question.Text == text {
		return len(c.question.Answers), true
	}
	for i := len(c.past) - 1; i >= 0; i-- {
		if c.past[i].Text == text {
			return len(c.past[i].Answers), true
		}
	}
	return 0, false
}

// copy is q with maps of its own.
func (q Question) copy() Question {
	q.Answers, q.Names, q.Choices = maps.Clone(q.Answers), maps.Clone(q.Names), slices.Clone(q.Choices)
	return q
}

// Tally groups the open question's answers by their normal form
// (classlog.NormalForm: a number by its value, "4" and "4 rolls" alike;
// other words lower-cased, spaces squeezed) and how many gave each, most
// first.
func (q Question) Tally() []AnswerCount {
	answers := make([]string, 0, len(q.Answers))
	for _, a := range q.Answers {
		answers = append(answers, a)
	}
	return classlog.TallyOf(q.Choices, answers)
}

// AnswerCount is an answer (its normal form) and how many students gave it.
type AnswerCount = classlog.AnswerCount

// Clean makes text a student typed safe to show on another's screen: no
// control or format characters (no escape sequence gets through), no
// invalid UTF-8, spaces squeezed, at most n runes.
func Clean(text string, n int) string {
	var b strings.Builder
	count := 0
	for _, r := range strings.ToValidUTF8(text, "?") {
		switch {
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == utf8.RuneError || r == '\u2028' || r == '\u2029':
			r = ' '
		case !unicode.IsPrint(r) && r != ' ':
			r = '?'
		}
		if count == n {
			break
		}
		b.WriteRune(r)
		count++
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// link is one student's side of the class (common.ClassLink).
type link struct {
	c  *Class
	id string
}

// Link is the class as student id's casino sees it.
func (c *Class) Link(id string) *link { return &link{c, id} }

func (l *link) Question() common.ClassQuestion {
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	return l.c.question.forStudent()
}

// forStudent is q as a student sees it: no answer while it is open.
func (q Question) forStudent() common.ClassQuestion {
	if q.ID == 0 {
		return common.ClassQuestion{}
	}
	cq := common.ClassQuestion{ID: q.ID, Text: q.Text, Choices: slices.Clone(q.Choices), Closed: q.Closed}
	if q.Closed {
		cq.Answer, cq.Right = q.Answer, q.Right
	} else {
		cq.Ends = q.Ends
	}
	return cq
}

func (l *link) Lead() (id int, demo string, step int, locked bool) {
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	return l.c.lead.ID, l.c.lead.Demo, l.c.lead.Step, l.c.lead.Locked
}

func (l *link) Open() bool {
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	return l.c.question.ID != 0 && !l.c.question.Closed
}

func (l *link) Last() common.ClassQuestion {
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	if len(l.c.past) == 0 {
		return common.ClassQuestion{}
	}
	return l.c.past[len(l.c.past)-1].forStudent()
}

// ErrClosed: the question is closed or was replaced.
var ErrClosed = errors.New("the question is closed")

// ErrTimeUp: the question's time is up (it closes on the next tick).
var ErrTimeUp = errors.New("the time is up")

func (l *link) Answer(id int, text string) error {
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	q := &l.c.question
	switch {
	case q.ID == 0 || q.ID != id || q.Closed:
		return ErrClosed
	case !q.Ends.IsZero() && !time.Now().Before(q.Ends):
		return ErrTimeUp
	case utf8.RuneCountInString(text) > tui.MaxAnswer:
		return fmt.Errorf("at most %d characters", tui.MaxAnswer)
	}
	if len(q.Choices) > 0 {
		i := classlog.ChoiceOf(text, len(q.Choices))
		if i < 0 {
			return fmt.Errorf("answer with a letter, A to %s", classlog.Letter(len(q.Choices)-1))
		}
		text = classlog.Letter(i)
	}
	q.Answers[l.id] = Clean(text, tui.MaxAnswer)
	if st, ok := l.c.students[l.id]; ok {
		q.Names[l.id] = st.Name
	}
	l.c.note(classlog.Event{Kind: classlog.Answer, ID: l.id, Q: q.ID, Text: q.Answers[l.id]})
	l.c.ping()
	return nil
}

func (l *link) Dice(sides int, faces []int) {
	if sides < 2 || sides > 1000 {
		return
	}
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	counts := make([]int64, sides) // the faces thrown, counted once: the class's tally and the record's take them
	for _, f := range faces {
		if f >= 1 && f <= sides {
			counts[f-1]++
		}
	}
	n := classlog.AddCounts(l.c.dice, sides, counts)
	if s := l.c.students[l.id]; s != nil {
		s.Throws += n
	}
	if n > 0 {
		byID := l.c.thrown[l.id]
		if byID == nil {
			byID = map[int][]int64{}
			l.c.thrown[l.id] = byID
		}
		classlog.AddCounts(byID, sides, counts)
		if time.Since(l.c.written[l.id]) >= RecordEvery {
			l.c.writeDice(l.id)
		}
	}
	l.c.ping()
}

func (l *link) Report(screen string, chips int) {
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	s := l.c.students[l.id]
	if s == nil || s.Screen == screen && s.Chips == chips && s.Start >= 0 {
		return
	}
	if s.Start < 0 { // the class's start: the chips first seen in the class, kept across reconnects and restarts
		start, ok := l.c.start[l.id]
		if !ok {
			start = chips
			l.c.start[l.id] = chips
			l.c.note(classlog.Event{Kind: classlog.Start, ID: l.id, Chips: max(0, chips)})
		}
		s.Start = start
	}
	s.Screen, s.Chips = screen, chips
	l.c.ping()
}
