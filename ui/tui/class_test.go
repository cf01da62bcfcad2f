package tui

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// fakeClass is a class with one question, for a student's casino.
type fakeClass struct {
	mu             sync.Mutex
	id             int
	text, answer   string
	closed         bool
	lastID         int
	lastText       string
	lastAnswer     string
	answers        map[int]string
	dice           map[int][]int
	screen         string
	chips, reports int
	leadID         int
	leadDemo       string
	leadStep       int
	locked         bool
	choices        []string
	ends           time.Time
	right          int
}

// newFakeClass is a class whose open question is number id (0: none).
func newFakeClass(id int, text string) *fakeClass {
	return &fakeClass{answers: map[int]string{}, dice: map[int][]int{}, id: id, text: text}
}

// change changes the class under its lock, as the teacher's terminal
// does from another goroutine; the casino hears of it by ClassMsg.
func (f *fakeClass) change(fn func()) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn()
}

// classCasino is a casino at the craps table, 80×24, in class fc.
func classCasino(t *testing.T, fc *fakeClass) *Model {
	t.Helper()
	m := newTestModel(t, Options{Screen: "craps"}, 80, 24)
	tuitest.Root(m.c).SetClass(fc)
	return m
}

func (f *fakeClass) Question() common.ClassQuestion {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.id == 0 {
		return common.ClassQuestion{}
	}
	q := common.ClassQuestion{ID: f.id, Text: f.text, Choices: f.choices, Closed: f.closed}
	if f.closed {
		q.Answer, q.Right = f.answer, f.right
	} else {
		q.Ends = f.ends
	}
	return q
}

func (f *fakeClass) Lead() (int, string, int, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.leadID, f.leadDemo, f.leadStep, f.locked
}

func (f *fakeClass) Open() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.id != 0 && !f.closed
}

func (f *fakeClass) Last() common.ClassQuestion {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.lastID == 0 {
		return common.ClassQuestion{}
	}
	return common.ClassQuestion{ID: f.lastID, Text: f.lastText, Answer: f.lastAnswer, Closed: true}
}

func (f *fakeClass) Answer(id int, text string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if id != f.id || f.closed {
		return errors.New("the question is closed")
	}
	f.answers[id] = text
	return nil
}

func (f *fakeClass) Dice(sides int, faces []int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.dice[sides] = append(f.dice[sides], faces...)
}

func (f *fakeClass) Report(screen string, chips int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.screen, f.chips = screen, chips
	f.reports++
}

// A student's casino: the header says a question is open, F6 opens it,
// the answer goes to the class on enter, the page's help names its keys,
// and once closed the answer shows; the screen, chips and dice thrown
// reach the class.
func TestClassPage(t *testing.T) {
	t.Parallel()
	fc := newFakeClass(0, "")
	m := classCasino(t, fc)
	runQuick(m, m.Init())
	press(m, " ")
	if got := len(fc.dice[6]); got != 2 {
		t.Errorf("a craps roll told the class of %d d6, want 2", got)
	}
	if fc.screen != "craps" || fc.chips != m.ledger.Wealth() {
		t.Errorf("reported %q %d, want craps %d", fc.screen, fc.chips, m.ledger.Wealth())
	}
	if strings.Contains(tuitest.Plain(m.View()), "F6") {
		t.Error("F6 offered with no question")
	}
	fc.change(func() {
		fc.id, fc.text, fc.answer = 1, "How many rolls, on average?", "About 3.4"
	})
	m.Update(common.ClassMsg{})
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "Class question: F6") || !strings.Contains(v, "F6 class question") {
		t.Errorf("no word of the question:\n%s", v)
	}
	press(m, "f6")
	v = tuitest.Plain(m.View())
	for _, want := range []string{"How many rolls, on average?", "Your answer:", "enter send the answer", "esc/F6 back to the casino", "ctrl+c quit"} {
		if !strings.Contains(v, want) {
			t.Errorf("class page: no %q:\n%s", want, v)
		}
	}
	press(m, "enter")
	if !strings.Contains(tuitest.Plain(m.View()), "Type an answer first") {
		t.Error("an empty answer was not refused")
	}
	for _, r := range "q 3.5" { // q is typed, not quit
		m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	press(m, "enter")
	if fc.answers[1] != "q 3.5" {
		t.Errorf("the class got %q", fc.answers[1])
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "You answered: q 3.5") {
		t.Errorf("after sending:\n%s", v)
	}
	press(m, "esc")
	if m.class.page {
		t.Fatal("esc did not close the page")
	}
	if v := tuitest.Plain(m.View()); strings.Contains(v, "Class question: F6") {
		t.Error("the header still asks after the answer was sent")
	}
	fc.change(func() {
		fc.closed = true
	})
	m.Update(common.ClassMsg{})
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "has its answer: F6") {
		t.Errorf("no word of the answer:\n%s", v)
	}
	press(m, "f6")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Answer: About 3.4") {
		t.Errorf("the answer is not shown:\n%s", v)
	}
	m.View()
	flushZones(t, m)
	clickZone(t, m, "help.0.0.1") // the help's "F6" of "esc/F6 back to the casino"
	if m.class.page {
		t.Fatal("a click on the help's F6 did not close the page")
	}
	if v := tuitest.Plain(m.View()); strings.Contains(v, "has its answer") {
		t.Error("the answer seen is still announced")
	}
	for _, size := range [][2]int{{80, 24}, {40, 10}, {200, 60}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		press(m, "f6")
		if lines := strings.Split(m.View(), "\n"); len(lines) > size[1] {
			t.Errorf("%v: %d lines", size, len(lines))
		}
		press(m, "f6")
	}
}

// typeRunes types s into m, a rune at a time.
func typeRunes(m *Model, s string) {
	for _, r := range s {
		m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
}

// The answer field is the open question's alone: keys typed once the
// answer is sent go nowhere (the page says why) and never stand as the
// next question's answer; the field counts its characters and says so
// when it is full.
func TestClassField(t *testing.T) {
	t.Parallel()
	fc := newFakeClass(1, "First?")
	m := classCasino(t, fc)
	runQuick(m, m.Init())
	press(m, "f6")
	typeRunes(m, "first")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "5 of 80 characters") {
		t.Errorf("no count:\n%s", v)
	}
	press(m, "enter")
	typeRunes(m, "zzz")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Your answer is sent") || m.class.input.Value() != "" {
		t.Errorf("keys after sending: field %q\n%s", m.class.input.Value(), v)
	}
	press(m, "esc")
	fc.change(func() {
		fc.id, fc.text = 2, "Second?"
	})
	typeRunes(m, "k") // at the table, before the page opens again
	m.Update(common.ClassMsg{})
	press(m, "f6")
	typeRunes(m, "ab")
	press(m, "f6")
	fc.change(func() {
		fc.id, fc.text = 3, "Third?" // asked while the page was closed and the field held "ab"
	})
	m.Update(common.ClassMsg{})
	press(m, "f6")
	if got := m.class.input.Value(); got != "" {
		t.Errorf("the third question's field starts with %q", got)
	}
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strings.Repeat("p", MaxAnswer+1)), Paste: true})
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "at most 80 characters") || len(m.class.input.Value()) != MaxAnswer {
		t.Errorf("a paste past the end: field %d long\n%s", len(m.class.input.Value()), v)
	}
	for range MaxAnswer {
		press(m, "backspace")
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Your answer:") || strings.Contains(v, "ab") && strings.Contains(v, "Your answer: ab") {
		t.Errorf("the third question's page:\n%s", v)
	}
	typeRunes(m, strings.Repeat("x", MaxAnswer+5))
	if got := m.class.input.Value(); len(got) != MaxAnswer {
		t.Errorf("%d characters kept, want %d", len(got), MaxAnswer)
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "at most 80 characters") {
		t.Errorf("a full field says nothing:\n%s", v)
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "xxx") || strings.Contains(v, "x…") {
		t.Errorf("a full field does not show its end, where one types:\n%s", v)
	}
	press(m, "enter")
	if fc.answers[3] != strings.Repeat("x", MaxAnswer) || fc.answers[2] != "" {
		t.Errorf("answers %v", fc.answers)
	}
}

// A question the teacher replaced by asking the next keeps its answer for
// the class: the page shows it under the new one, with the student's own,
// and the header says so to a student who answered it until the page has
// shown it.
func TestClassLastAnswer(t *testing.T) {
	t.Parallel()
	fc := newFakeClass(1, "First?")
	m := classCasino(t, fc)
	runQuick(m, m.Init())
	press(m, "f6")
	typeRunes(m, "mine")
	press(m, "enter", "esc")
	fc.change(func() {
		fc.lastID, fc.lastText, fc.lastAnswer = 1, "First?", "Four rolls"
		fc.id, fc.text = 2, "Second?"
	})
	m.Update(common.ClassMsg{})
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Class question: F6") {
		t.Errorf("the new question is not announced:\n%s", v)
	}
	press(m, "f6")
	v := tuitest.Plain(m.View())
	for _, want := range []string{"Second?", "Your answer:", "The last question: First?", "You answered: mine", "Its answer: Four rolls"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q on the page:\n%s", want, v)
		}
	}
	typeRunes(m, "two")
	press(m, "enter", "esc")
	if v := tuitest.Plain(m.View()); strings.Contains(v, "F6") && strings.Contains(v, "has its answer") {
		t.Errorf("the last answer, shown already, is still announced:\n%s", v)
	}
	fc.change(func() {
		fc.lastID, fc.lastText, fc.lastAnswer = 2, "Second?", "Two"
		fc.id, fc.text = 3, "Third?"
	})
	m.Update(common.ClassMsg{})
	press(m, "f6")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Its answer: Two") || !strings.Contains(v, "You answered: two") {
		t.Errorf("the second question's answer:\n%s", v)
	}
}

// ClassOverMsg closes the casino as quitting does.
func TestClassOver(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	_, cmd := m.Update(common.ClassOverMsg{})
	if cmd == nil || !m.quitting {
		t.Error("the class's end did not quit")
	}
}

// While the class has a question open, no answer is revealed in the
// student's casino: a demo step's r says why and shows nothing, an answer
// revealed before the question opened is hidden again; once the teacher
// closes the question, r reveals.
func TestNoRevealWhileAQuestionIsOpen(t *testing.T) {
	t.Parallel()
	fc := newFakeClass(1, "After seven riffles, how often does Alice win?")
	m := newTestModel(t, Options{Screen: "demo"}, 100, 40)
	tuitest.Root(m.c).SetClass(fc)
	runQuick(m, m.Init())
	if err := m.openDemos(Options{Demo: "seven-riffles"}); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if strings.Contains(tuitest.Plain(m.View()), "Question:") {
			break
		}
		press(m, "pgdown")
	}
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "Question:") {
		t.Fatalf("no step with a question:\n%s", v)
	}
	press(m, "r")
	if v := strings.Join(strings.Fields(tuitest.Plain(m.View())), " "); strings.Contains(v, "Answer: ") || !strings.Contains(v, "answers show once your teacher closes it") {
		t.Fatalf("r with the class's question open:\n%s", v)
	}
	fc.mu.Lock()
	fc.closed = true
	fc.mu.Unlock()
	press(m, "r")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Answer: ") {
		t.Fatalf("r after the question closed:\n%s", v)
	}
	fc.mu.Lock()
	fc.id, fc.closed = 2, false // the teacher asks the next
	fc.mu.Unlock()
	if v := tuitest.Plain(m.View()); strings.Contains(v, "Answer: ") {
		t.Errorf("an answer revealed before shows while the next question is open:\n%s", v)
	}
}

// A casino with a round rate (a student's on riffle serve) begins no
// more rounds than its burst at once: the video poker table's next deal is
// refused, saying so in its note (video poker: space deals, space draws).
func TestRoundRateRefusesAFlood(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "videopoker", RoundRate: 0.001, RoundBurst: 3}, 100, 30)
	runQuick(m, m.Init())
	for range 12 {
		press(m, " ")
	}
	if n := len(m.ledger.Rounds()); n != 3 {
		t.Errorf("%d rounds played past a burst of 3", n)
	}
	if v := strings.Join(strings.Fields(tuitest.Plain(m.View())), " "); !strings.Contains(v, "slow down") {
		t.Errorf("no word of the limit:\n%s", v)
	}
}

// A pasted line break does not send the answer early: text pasted in one
// go with its enter right behind it (a terminal without bracketed paste)
// stays in the field, and a bracketed paste's line breaks become spaces;
// the student's own enter, later, sends it.
func TestPastedLineBreakDoesNotSend(t *testing.T) {
	t.Parallel()
	fc := newFakeClass(1, "How many rolls, on average?")
	m := classCasino(t, fc)
	runQuick(m, m.Init())
	press(m, "f6")
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("4 rolls")})
	press(m, "enter")
	if _, sent := fc.answers[1]; sent || !strings.Contains(tuitest.Plain(m.View()), "pasted line break did not send") {
		t.Fatalf("the paste's enter sent %q:\n%s", fc.answers[1], tuitest.Plain(m.View()))
	}
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(" of\r\nthe dice"), Paste: true})
	time.Sleep(2 * pasteGap)
	press(m, "enter")
	if got := fc.answers[1]; got != "4 rolls of the dice" {
		t.Errorf("the answer sent %q, want %q", got, "4 rolls of the dice")
	}
}

// The teacher leads: "follow me" opens the demo step led in the student's
// casino, wherever the student was; while the class is kept there esc and
// x do not leave it (the header says why); let go, esc goes back to the
// lobby; the teacher ending the step ends the demo.
func TestFollowTheTeacher(t *testing.T) {
	t.Parallel()
	fc := newFakeClass(0, "")
	m := classCasino(t, fc)
	runQuick(m, m.Init())
	lead := func(id int, demo string, step int, locked bool) {
		fc.mu.Lock()
		fc.leadID, fc.leadDemo, fc.leadStep, fc.locked = id, demo, step, locked
		fc.mu.Unlock()
		m.Update(common.ClassMsg{})
	}
	lead(1, "craps-puzzles", 1, true)
	if st := m.demo.State(); m.screen != demoID || st == nil || st.Title != "Two craps puzzles" || st.Step != 2 {
		t.Fatalf("followed to screen %s, demo %+v", m.screen, st)
	}
	for _, k := range []string{"esc", "x"} {
		press(m, k)
		if m.screen != demoID || m.demo.State() == nil || !strings.Contains(tuitest.Plain(m.View()), "keeps the class on this step") {
			t.Fatalf("%s while kept: screen %s\n%s", k, m.screen, tuitest.Plain(m.View()))
		}
	}
	lead(2, "craps-puzzles", 1, false)
	press(m, "esc", "esc") // the notice, then the lobby
	if m.screen != lobbyID {
		t.Fatalf("esc once let go: screen %s", m.screen)
	}
	lead(3, "", 0, false)
	if m.demo.State() != nil {
		t.Error("the step ended by the teacher goes on")
	}
}

// A multiple-choice question on a student's page: its choices lettered,
// a letter out of range refused saying which, a letter or the arrows
// choose and enter sends the letter; on the next question a click on a
// choice chooses it and a second click sends it; a timer's time left is
// in the header and on the page.
func TestClassChoicesAndTimer(t *testing.T) {
	t.Parallel()
	fc := newFakeClass(1, "Is the naive shuffle fair?")
	fc.choices = []string{"Yes", "No", "It depends"}
	fc.ends = time.Now().Add(90 * time.Second)
	m := classCasino(t, fc)
	runQuick(m, m.Init())
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "Class question: F6 to answer it (1:30 left)") && !strings.Contains(v, "(1:29 left)") {
		t.Errorf("no time left in the header:\n%s", v)
	}
	press(m, "f6")
	v = tuitest.Plain(m.View())
	for _, want := range []string{"A Yes", "B No", "C It depends", "A-C choose", "left"} {
		if !strings.Contains(v, want) {
			t.Errorf("class page: no %q:\n%s", want, v)
		}
	}
	press(m, "enter")
	if !strings.Contains(tuitest.Plain(m.View()), "Choose first") {
		t.Error("enter with nothing chosen was not refused")
	}
	press(m, "z")
	if !strings.Contains(tuitest.Plain(m.View()), "The choices are A to C") {
		t.Error("z was not refused")
	}
	press(m, "c", "up", "enter")
	if fc.answers[1] != "B" {
		t.Fatalf("c, ↑, enter sent %q, want B", fc.answers[1])
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "You answered: B") {
		t.Errorf("after sending:\n%s", v)
	}
	fc.change(func() { fc.id, fc.text, fc.choices, fc.ends = 2, "Which die?", []string{"d6", "d20"}, time.Time{} })
	m.Update(common.ClassMsg{})
	m.View()
	flushZones(t, m)
	clickZone(t, m, choiceZone(1))
	if fc.answers[2] != "" || m.class.choice != 1 {
		t.Fatalf("one click: sent %q, chosen %d", fc.answers[2], m.class.choice)
	}
	m.View()
	flushZones(t, m)
	clickZone(t, m, choiceZone(1))
	if fc.answers[2] != "B" {
		t.Errorf("a second click sent %q, want B", fc.answers[2])
	}
	fc.change(func() { fc.closed, fc.right, fc.answer = true, 1, "A d6: all its faces alike" })
	m.Update(common.ClassMsg{})
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "You answered B: the right choice is A.") || !strings.Contains(v, "A d6 ← the right choice") {
		t.Errorf("closed, a wrong choice sent:\n%s", v)
	}
	for _, size := range [][2]int{{80, 24}, {200, 60}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		if lines := strings.Split(m.View(), "\n"); len(lines) > size[1] {
			t.Errorf("%v: %d lines", size, len(lines))
		}
	}
}
