package serve

import (
	"reflect"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"riffle/ui/classlog"
)

// A multiple-choice question: students answer by letter (kept as the
// capital), anything else refused saying which letters; the tally lists
// every choice in order; a right choice marked and no answer written
// shows the right choice as the answer, once closed and not before.
func TestMultipleChoice(t *testing.T) {
	c, w, path := recordedClass(t)
	c.join("key-b", "bob", func() {})
	c.Ask(Ask{Text: "Is the naive shuffle fair?", Choices: []string{"Yes", "No", "It depends"}, Right: 2})
	sq := c.Link("key-a").Question()
	if !reflect.DeepEqual(sq.Choices, []string{"Yes", "No", "It depends"}) || sq.Answer != "" || sq.Closed {
		t.Fatalf("a student sees %+v", sq)
	}
	if err := c.Link("key-a").Answer(1, "no"); err == nil || !strings.Contains(err.Error(), "A to C") {
		t.Errorf("an answer that names no choice: %v", err)
	}
	if err := c.Link("key-a").Answer(1, "b"); err != nil {
		t.Fatal(err)
	}
	if err := c.Link("key-b").Answer(1, "(A)"); err != nil {
		t.Fatal(err)
	}
	q := c.Question()
	if q.Answers["key-a"] != "B" || q.Answers["key-b"] != "A" {
		t.Errorf("answers kept %v", q.Answers)
	}
	want := []AnswerCount{{Answer: "A. Yes", N: 1}, {Answer: "B. No", N: 1}, {Answer: "C. It depends", N: 0}}
	if got := q.Tally(); !reflect.DeepEqual(got, want) {
		t.Errorf("tally %v, want %v", got, want)
	}
	c.Close()
	if got := c.Link("key-b").Question().Answer; got != "B. No" {
		t.Errorf("closed: the answer shown is %q", got)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	events, err := classlog.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	r := classlog.Build("c", events)
	if len(r.Questions) != 1 || r.Questions[0].Right != 2 || len(r.Questions[0].Choices) != 3 || r.Students[0].Right != 1 {
		t.Errorf("the record's report: %+v", r)
	}
}

// The teacher's timer: the class is told the time left every tick, an
// answer once the time is up is refused, and when it is up the question
// closes by itself (its close in the record); a timer needs an open
// question and a time of 1 s to an hour.
func TestQuestionTimer(t *testing.T) {
	c := NewClass()
	var told atomic.Int32
	c.join("s", "sam", func() { told.Add(1) })
	if c.Timer(time.Second) {
		t.Error("a timer with no question open")
	}
	c.Ask(Ask{Text: "How many?", Answer: "4"})
	if c.Timer(0) || c.Timer(time.Duration(classlog.MaxSecs+1)*time.Second) {
		t.Error("a timer out of range taken")
	}
	before := told.Load()
	if !c.Timer(time.Second) {
		t.Fatal("no timer on an open question")
	}
	if sq := c.Link("s").Question(); sq.Ends.IsZero() {
		t.Error("the student is not told the time")
	}
	if err := c.Link("s").Answer(1, "4"); err != nil {
		t.Fatalf("an answer in time: %v", err)
	}
	for end := time.Now().Add(5 * time.Second); !c.Question().Closed; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the time is up and the question is still open")
		}
	}
	if told.Load() <= before+1 {
		t.Errorf("the class was told %d times while the timer ran", told.Load()-before)
	}
	if err := c.Link("s").Answer(1, "5"); err != ErrClosed {
		t.Errorf("an answer after the time: %v", err)
	}
	// Between the time being up and the tick that closes it.
	c.Ask(Ask{Text: "Again?"})
	c.mu.Lock()
	c.question.Ends = time.Now().Add(-time.Millisecond)
	c.mu.Unlock()
	if err := c.Link("s").Answer(2, "yes"); err != ErrTimeUp {
		t.Errorf("an answer past the time: %v", err)
	}
	if evs := c.Events(); !strings.Contains(evs[len(evs)-1], "Question 1: the time is up") {
		t.Errorf("the teacher's events: %q", evs)
	}
}

// The teacher writes a multiple-choice question (its choices on one line,
// the right one marked; no answer written: the right choice shown) and
// gives it a time with t; bad choices and bad times are refused in words
// saying what is allowed, the field kept.
func TestDashboardWritesChoicesAndTimes(t *testing.T) {
	c := NewClass()
	c.join("s", "sam", nil)
	d := newDashboard(t, c, 80, 24)
	press(d, "t")
	if d.writing != 0 || !strings.Contains(d.note, "No question is open") {
		t.Errorf("t with no question: writing %d, %q", d.writing, d.note)
	}
	press(d, "n", "Which die is fairer?", "enter", "only one", "enter")
	if d.writing != writeChoices || !strings.Contains(d.note, "one choice: allowed none (a free answer) or 2…6") {
		t.Fatalf("one choice: writing %d, %q", d.writing, d.note)
	}
	for range "only one" {
		d.Update(backspace)
	}
	press(d, "d6 | *d20", "enter")
	if got := ansi.Strip(d.View()); !strings.Contains(got, "none: the right choice, B. d20") {
		t.Errorf("the answer's field does not say the right choice stands in:\n%s", got)
	}
	fits(t, d.View(), 80, 24)
	press(d, "enter")
	q := c.Question()
	if q.Text != "Which die is fairer?" || !reflect.DeepEqual(q.Choices, []string{"d6", "d20"}) || q.Right != 2 || q.Answer != "B. d20" {
		t.Fatalf("asked %+v", q)
	}
	press(d, "t")
	if d.writing != writeTimer || d.input.Value() != "60" {
		t.Fatalf("t: writing %d, field %q", d.writing, d.input.Value())
	}
	d.Update(backspace)
	d.Update(backspace)
	press(d, "x", "enter")
	if d.writing != writeTimer || !strings.Contains(d.note, "1 to 3600") {
		t.Errorf("a time of x: writing %d, %q", d.writing, d.note)
	}
	d.Update(backspace)
	press(d, "90", "enter")
	if c.Question().Ends.IsZero() || d.writing != 0 {
		t.Fatal("90 seconds: no timer")
	}
	if got := ansi.Strip(d.View()); !strings.Contains(got, "1:30 left") && !strings.Contains(got, "1:29 left") {
		t.Errorf("no time left shown:\n%s", got)
	}
	fits(t, d.View(), 80, 24)
	c.Close()
}

// The class view for a projector: no student's name, no chips; the open
// question, its choices and tally as bars, the time left, and the class's
// dice; whole at 80×24 and filling 200×60.
func TestProjectorView(t *testing.T) {
	c := NewClass()
	c.join("s1", "sam-the-student", nil)
	c.join("s2", "alice-the-student", nil)
	c.Link("s1").Report("craps", 987654)
	throwAll(c.Link("s1"), 6, 120, 1.0/6, 3)
	d := newDashboard(t, c, 80, 24)
	press(d, "p")
	if got := ansi.Strip(d.View()); !strings.Contains(got, "No question asked yet") || !strings.Contains(got, "Class dice: d6") {
		t.Errorf("before a question:\n%s", got)
	}
	c.Ask(Ask{Text: "Is the die fair?", Choices: []string{"Yes", "No"}, Right: 1})
	c.Link("s1").Answer(1, "A")
	c.Link("s2").Answer(1, "A")
	c.Timer(2 * time.Minute)
	for _, size := range [][2]int{{80, 24}, {140, 45}, {200, 60}} {
		d.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		got := ansi.Strip(d.View())
		fits(t, d.View(), size[0], size[1])
		for _, no := range []string{"sam-the", "alice-the", "987"} {
			if strings.Contains(got, no) {
				t.Errorf("%v: the projector shows %q:\n%s", size, no, got)
			}
		}
		for _, want := range []string{"Is the die fair?", "A. Yes", "B. No", "2 of 2 answered", "Class dice: d6", "p projector"} {
			if !strings.Contains(got, want) {
				t.Errorf("%v: no %q:\n%s", size, want, got)
			}
		}
		if !strings.Contains(got, "██") {
			t.Errorf("%v: no bars:\n%s", size, got)
		}
	}
	press(d, "p")
	if d.projector || !strings.Contains(ansi.Strip(d.View()), "sam-the") {
		t.Error("p again: not back to the dashboard")
	}
	c.Close()
}

// backspace is the key that deletes the rune before the cursor.
var backspace = tea.KeyMsg{Type: tea.KeyBackspace}

// From a walk of the class: a/enter on the question open already asks
// nothing (it asked a copy under a new number); the field t and n open
// shows over the projector's view; a key's note goes after NoteFor; the
// projector at 80×24 keeps every choice of a long question; the help
// names every key whole at 80×24 and 100×30.
func TestClassWalkFixes(t *testing.T) {
	c := NewClass()
	c.join("s", "sam", nil)
	d := newDashboard(t, c, 80, 24)
	for d.sel < len(d.asks) && len(d.asks[d.sel].Choices) == 0 {
		press(d, "down")
	}
	long := d.asks[d.sel]
	press(d, "a")
	press(d, "a")
	if q := c.Question(); q.ID != 1 || !strings.Contains(d.note, "open already") {
		t.Errorf("a twice: question %d, %q", q.ID, d.note)
	}
	press(d, "p", "t")
	if got := ansi.Strip(d.View()); !strings.Contains(got, "Seconds: 60") {
		t.Errorf("t over the projector: no field:\n%s", got)
	}
	press(d, "enter")
	got := ansi.Strip(d.View())
	for _, ch := range long.Choices {
		if !strings.Contains(got, ch[:min(len(ch), 12)]) {
			t.Errorf("the projector at 80×24 lacks the choice %q:\n%s", ch, got)
		}
	}
	if strings.Contains(got, "more answer") {
		t.Errorf("choices cut as answers:\n%s", got)
	}
	d.noteAt = d.noteAt.Add(-NoteFor)
	press(d, "p")
	d.noteAt = d.noteAt.Add(-NoteFor)
	if got := ansi.Strip(d.View()); strings.Contains(got, "The class has") {
		t.Errorf("the timer's note outlived its time:\n%s", got)
	}
	for _, size := range [][2]int{{80, 24}, {100, 30}} {
		d.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		press(d, "?")
		got := ansi.Strip(d.View())
		for _, k := range d.pageKeys(false).full {
			for _, b := range k {
				if !regexp.MustCompile(regexp.QuoteMeta(b.Help().Key) + `\s+` + regexp.QuoteMeta(b.Help().Desc)).MatchString(got) {
					t.Errorf("%v: the help lacks %q:\n%s", size, b.Help().Key+" "+b.Help().Desc, got)
				}
			}
		}
		if !strings.Contains(got, "class began.") {
			t.Errorf("%v: the help is cut:\n%s", size, got)
		}
		press(d, "x")
	}
	c.Close()
}

// A class carried on from its record keeps a multiple-choice question's
// choices and right one (answers by letter still), and an open question's
// timer runs on — closing it at once when its time passed while the
// server was down; the projector shows a closed answer in words when its
// big type has no room.
func TestRestoredChoicesAndTimer(t *testing.T) {
	c, w, path := recordedClass(t)
	c.Ask(Ask{Text: "Is the naive shuffle fair?", Choices: []string{"Yes", "No"}, Right: 2})
	c.Timer(time.Second)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	events, err := classlog.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	again := NewClass()
	again.Restore(events)
	again.join("key-a", "alice", func() {})
	q := again.Question()
	if !reflect.DeepEqual(q.Choices, []string{"Yes", "No"}) || q.Right != 2 || q.Ends.IsZero() {
		t.Fatalf("restored %+v", q)
	}
	if err := again.Link("key-a").Answer(q.ID, "maybe"); err == nil {
		t.Error("a free answer to a restored multiple-choice question")
	}
	for end := time.Now().Add(5 * time.Second); !again.Question().Closed; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the restored timer never closed the question")
		}
	}
	c.Close()

	p := NewClass()
	p.join("s", "sam", nil)
	p.Ask(Ask{Text: strings.Repeat("A long question about riffles and their rising sequences. ", 5), Answer: "4 rolls"})
	p.Close()
	d := newDashboard(t, p, 80, 24)
	press(d, "p")
	if got := ansi.Strip(d.View()); !strings.Contains(got, "4 rolls") && !strings.Contains(got, "█") {
		t.Errorf("no answer on the projector:\n%s", got)
	}
}
