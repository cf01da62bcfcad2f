package tui

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/classlog"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// classState is a student's side of the class (riffle serve): the page
// with the teacher's question (F6), its answer field, and what the
// student has answered and seen.
type classState struct {
	page     bool
	input    textinput.Model
	answered map[int]string // question → the answer sent
	seen     int            // the last closed question whose answer was shown
	seenLast int            // the last question replaced whose answer was shown
	fieldFor int            // the question the field's text is for
	choice   int            // the choice chosen on a multiple-choice question (-1: none yet)
	note     string
	led      int  // the teacher's lead followed last (Class Lead's number)
	locked   bool // the teacher keeps the class on the step led
	// pasted is when text came in more than a rune at once (a paste, by a
	// terminal without bracketed paste): an enter right behind it is the
	// paste's line break, not a send.
	pasted time.Time
}

// pasteGap is how soon after pasted text an enter is taken as part of it:
// a terminal writes a paste in one go, a person's enter comes later.
const pasteGap = 50 * time.Millisecond

// follow takes the casino where the teacher leads the class (riffle
// serve's f, l, e): a demo's step opened, kept there while locked, the
// demo ended when the teacher ends the step. Only a change is followed:
// a student who moves on from the step led stays free until the next.
func (m *Model) follow() {
	cl := m.c.Class()
	if cl == nil {
		return
	}
	id, demo, step, locked := cl.Lead()
	m.class.locked = locked && demo != ""
	if id == m.class.led {
		return
	}
	m.class.led = id
	switch {
	case demo == "":
		if st := m.demo.State(); st != nil {
			m.demo.End()
		}
	case m.startDemo("", "") == nil:
		if err := m.demo.GoTo(demo, step); err == nil {
			m.class.page = false
			m.screen = demoID
		}
	}
}

// lockedOut says why a key that would leave the step the teacher keeps
// the class on does nothing, or "" when the class is free.
func (m *Model) lockedOut() string {
	if m.class.locked && m.screen == demoID {
		return "Your teacher keeps the class on this step for now."
	}
	return ""
}

// classKey opens and closes the class question's page.
var classKey = key.NewBinding(key.WithKeys("f6"), key.WithHelp("F6", "class question"))

// MaxAnswer is the longest answer a student can send, in runes.
const MaxAnswer = 80

// classQuestion is the class's question, when there is one.
func (m *Model) classQuestion() (common.ClassQuestion, bool) {
	if m.c.Class() == nil {
		return common.ClassQuestion{}, false
	}
	q := m.c.Class().Question()
	return q, q.ID != 0
}

// TimeLeft is what a question's timer says: "0:42 left", "time is up",
// or "" when it has none (or is closed).
func TimeLeft(q common.ClassQuestion) string {
	if q.Ends.IsZero() || q.Closed {
		return ""
	}
	left := time.Until(q.Ends)
	if left <= 0 {
		return "time is up"
	}
	secs := int((left + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d left", secs/60, secs%60)
}

// classNotice is what the header says of the class's question: one open
// and not answered yet (with its time left), or one the teacher has closed
// and the student has not seen.
func (m *Model) classNotice() string {
	q, ok := m.classQuestion()
	switch {
	case !ok || m.class.page:
		return ""
	case !q.Closed && m.class.answered[q.ID] == "":
		if left := TimeLeft(q); left != "" {
			return "Class question: F6 to answer it (" + left + ")"
		}
		return "Class question: F6 to read and answer it"
	case q.Closed && m.class.seen != q.ID && q.Answer != "":
		return "The class question has its answer: F6 shows it"
	case q.Closed && m.class.seen != q.ID:
		return "The class question is closed: F6 shows it"
	}
	if last := m.c.Class().Last(); last.ID != 0 && m.class.seenLast != last.ID && m.class.answered[last.ID] != "" {
		return "The last class question has its answer: F6 shows it"
	}
	return ""
}

// updateClass takes a key while the class page is open: enter sends the
// answer, esc or F6 closes the page, a multiple-choice question's letters
// and arrows choose, any other key goes to the field.
func (m *Model) updateClass(k tea.KeyMsg) tea.Cmd {
	cs := &m.class
	q, ok := m.classQuestion()
	switch {
	case k.Type == tea.KeyCtrlC:
		return m.quit()
	case key.Matches(k, classKey), k.Type == tea.KeyEsc:
		cs.page = false
		cs.input.Blur()
		if ok && q.Closed {
			cs.seen = q.ID
		}
		if last := m.c.Class().Last(); last.ID != 0 {
			cs.seenLast = last.ID // the page showed it
		}
		return nil
	}
	m.syncClassField()
	if !ok || q.Closed || cs.answered[q.ID] != "" { // no field on the page: nothing to type into
		switch {
		case !ok:
			cs.note = "No question is open: esc or F6 goes back to the casino."
		case q.Closed:
			cs.note = "The question is closed: esc or F6 goes back to the casino."
		default:
			cs.note = "Your answer is sent: the teacher will close the question."
		}
		return nil
	}
	if len(q.Choices) > 0 {
		return m.chooseKey(q, k)
	}
	switch {
	case k.Type == tea.KeyEnter && time.Since(cs.pasted) < pasteGap:
		cs.note = "The pasted line break did not send: enter sends the answer."
		return nil
	case k.Type == tea.KeyEnter:
		m.sendAnswer(q, strings.TrimSpace(cs.input.Value()))
		return nil
	}
	cs.note = ""
	if k.Type == tea.KeyRunes && (k.Paste || len(k.Runes) > 1) {
		cs.pasted = time.Now()
		if k.Paste { // a bracketed paste's line breaks are spaces in a one-line answer
			k.Runes = []rune(strings.NewReplacer("\r\n", " ", "\r", " ", "\n", " ").Replace(string(k.Runes)))
		}
	}
	before := cs.input.Value()
	var cmd tea.Cmd
	cs.input, cmd = common.UpdateInput(cs.input, k)
	if k.Type == tea.KeyRunes && utf8.RuneCountInString(before)+len(k.Runes) > MaxAnswer { // typed or pasted past the end
		cs.note = fmt.Sprintf("An answer holds at most %d characters.", MaxAnswer)
	}
	return cmd
}

// chooseKey takes a key on a multiple-choice question: a choice's letter
// or the arrows choose, enter sends the choice.
func (m *Model) chooseKey(q common.ClassQuestion, k tea.KeyMsg) tea.Cmd {
	cs := &m.class
	n := len(q.Choices)
	cs.note = ""
	switch {
	case k.Type == tea.KeyEnter && time.Since(cs.pasted) < pasteGap:
		cs.note = "The pasted line break did not send: enter sends the choice."
	case k.Type == tea.KeyEnter && cs.choice < 0:
		cs.note = fmt.Sprintf("Choose first: a letter, A to %s, or the arrows.", classlog.Letter(n-1))
	case k.Type == tea.KeyEnter:
		m.sendAnswer(q, classlog.Letter(cs.choice))
	case k.Type == tea.KeyUp || k.String() == "k":
		cs.choice = max(0, cs.choice-1)
	case k.Type == tea.KeyDown || k.String() == "j":
		cs.choice = min(n-1, cs.choice+1)
	case k.Type == tea.KeyRunes && len(k.Runes) > 1:
		cs.pasted = time.Now()
		cs.note = fmt.Sprintf("One letter, A to %s, chooses.", classlog.Letter(n-1))
	case k.Type == tea.KeyRunes && len(k.Runes) == 1:
		i := classlog.ChoiceOf(string(k.Runes), n)
		if i < 0 {
			cs.note = fmt.Sprintf("The choices are A to %s: a letter chooses, enter sends.", classlog.Letter(n-1))
			return nil
		}
		cs.choice = i
	default:
		cs.note = fmt.Sprintf("A letter (A to %s) or the arrows choose, enter sends.", classlog.Letter(n-1))
	}
	return nil
}

// sendAnswer sends text as the answer to q, saying so or why not.
func (m *Model) sendAnswer(q common.ClassQuestion, text string) {
	cs := &m.class
	if text == "" {
		cs.note = "Type an answer first."
		return
	}
	if err := m.c.Class().Answer(q.ID, text); err != nil {
		cs.note = "Not sent: " + err.Error() + "."
		return
	}
	cs.answered[q.ID] = text
	cs.note = "Sent."
	cs.input.SetValue("")
}

// classClick takes a press on the class page: a click on a choice chooses
// it, a second click on it sends it.
func (m *Model) classClick(msg tea.MouseMsg) tea.Cmd {
	m.syncClassField() // the question may have changed since the frame: no choice of the last stands
	q, ok := m.classQuestion()
	if !ok || q.Closed || m.class.answered[q.ID] != "" || !common.IsClick(msg) {
		return nil
	}
	for i := range q.Choices {
		if m.c.Clicked(choiceZone(i), msg) {
			if m.class.choice == i {
				return m.chooseKey(q, tea.KeyMsg{Type: tea.KeyEnter})
			}
			m.class.choice = i
			m.class.note = "Chosen: a click again or enter sends it."
			return nil
		}
	}
	return nil
}

// choiceZone is choice i's clickable zone on the class page.
func choiceZone(i int) string { return fmt.Sprintf("class-choice-%d", i) }

// syncClassField empties the answer field when the question is a new one:
// what was typed for one question never stands as the next one's answer.
func (m *Model) syncClassField() {
	cs := &m.class
	if cs.answered == nil { // the page never opened: no field yet
		return
	}
	if q, _ := m.classQuestion(); cs.fieldFor != q.ID {
		cs.fieldFor = q.ID
		cs.input.SetValue("")
		cs.choice = -1
		cs.note = ""
	}
}

// openClass opens the class page (F6).
func (m *Model) openClass() tea.Cmd {
	cs := &m.class
	if cs.answered == nil {
		cs.answered = map[int]string{}
		cs.input = common.NewInput(m.c.Styles())
		cs.input.Prompt = "Your answer: "
		cs.input.CharLimit = MaxAnswer
		cs.input.Width = max(10, m.w-16)
	}
	cs.page, cs.note = true, ""
	m.syncClassField()
	return cs.input.Focus()
}

// classView is the class page in w × h: the question (its choices, its
// time left), the answer field or what was sent, and the teacher's answer
// once the question is closed.
func (m *Model) classView(w, h int) string {
	st := m.c.Styles()
	cs := &m.class
	q, ok := m.classQuestion()
	var lines []string
	add := func(style func(...string) string, s string) {
		for _, l := range strings.Split(draw.WrapText(st.Glyphs.Text(s), w-2), "\n") {
			lines = append(lines, " "+style(l))
		}
	}
	switch {
	case !ok:
		add(st.Subtle.Render, "No class question is open.")
	default:
		title := "Class question"
		if left := TimeLeft(q); left != "" {
			title += " · " + left
		}
		add(st.Title.Render, title)
		add(st.Text.Render, q.Text)
		lines = append(lines, m.choiceLines(q, w)...)
		lines = append(lines, "")
		mine := cs.answered[q.ID]
		switch {
		case q.Closed:
			ok, marked := classlog.Judge(q.Choices, q.Right, mine)
			switch {
			case mine != "" && marked && ok:
				add(st.Good.Render, "You answered "+mine+": the right choice.")
			case mine != "" && marked:
				add(st.Warn.Render, "You answered "+mine+": the right choice is "+classlog.Letter(q.Right-1)+".")
			case mine != "":
				add(st.Subtle.Render, "You answered: "+mine)
			}
			if q.Answer != "" {
				add(st.Good.Render, "Answer: "+q.Answer)
			} else {
				add(st.Subtle.Render, "The question is closed.")
			}
		case mine != "":
			add(st.Subtle.Render, "You answered: "+mine+". The teacher will close the question.")
		case len(q.Choices) > 0:
			add(st.Subtle.Render, fmt.Sprintf("A to %s or ↑/↓ chooses, a click too · enter sends · esc or F6 goes back to the casino", classlog.Letter(len(q.Choices)-1)))
		default:
			lines = append(lines, " "+cs.input.View())
			add(st.Subtle.Render, fmt.Sprintf("enter sends · esc or F6 goes back to the casino · %d of %d characters", utf8.RuneCountInString(cs.input.Value()), MaxAnswer))
		}
	}
	if cs.note != "" {
		add(st.Warn.Render, cs.note)
	}
	if last := m.c.Class().Last(); last.ID != 0 && last.ID != q.ID {
		here := len(lines)
		lines = append(lines, "")
		add(st.Subtle.Render, "The last question: "+last.Text)
		if mine := cs.answered[last.ID]; mine != "" {
			add(st.Subtle.Render, "You answered: "+mine)
		}
		if last.Answer != "" {
			add(st.Good.Render, "Its answer: "+last.Answer)
		}
		if len(lines) > h { // no room: this question's words come first
			lines = lines[:here]
		}
	}
	return draw.Fit(strings.Join(lines, "\n"), w, h)
}

// choiceLines are a multiple-choice question's choices, a line or more
// each, the one chosen (or sent) marked, each a zone a click chooses.
func (m *Model) choiceLines(q common.ClassQuestion, w int) []string {
	st := m.c.Styles()
	sent := -1
	if mine := m.class.answered[q.ID]; mine != "" {
		sent = classlog.ChoiceOf(mine, len(q.Choices))
	}
	var lines []string
	for i, c := range q.Choices {
		mark, style := "  ", st.Text
		if i == m.class.choice && sent < 0 && !q.Closed || i == sent {
			mark, style = st.Glyphs.Text("▸ "), st.Em
		}
		right := ""
		if q.Closed && q.Right == i+1 {
			right = " " + st.Good.Render("← the right choice")
		}
		wrapped := strings.Split(draw.WrapText(st.Glyphs.Text(c), max(10, w-26)), "\n")
		for j, l := range wrapped {
			head := "    "
			if j == 0 {
				head = mark + classlog.Letter(i) + " "
			}
			line := " " + m.c.Mark(choiceZone(i), style.Render(head+l))
			if j == len(wrapped)-1 {
				line += st.Glyphs.Text(right)
			}
			lines = append(lines, line)
		}
	}
	return lines
}

// classKeys are the class page's keys: enter sends (while the question
// waits for an answer), a multiple-choice question's letters choose, esc
// or F6 goes back, ctrl+c quits.
func (m *Model) classKeys() keyMap {
	q, ok := m.classQuestion()
	waiting := ok && !q.Closed && m.class.answered[q.ID] == ""
	choose := key.NewBinding(key.WithKeys("a", "b", "up", "down"), key.WithHelp(fmt.Sprintf("A-%s", classlog.Letter(max(1, len(q.Choices))-1)), "choose"))
	choose.SetEnabled(waiting && len(q.Choices) > 0)
	send := key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "send the answer"))
	send.SetEnabled(waiting)
	back := key.NewBinding(key.WithKeys("esc", "f6"), key.WithHelp("esc/F6", "back to the casino"))
	quit := key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit"))
	keys := common.Enabled(choose, send, back, quit)
	return keyMap{full: [][]key.Binding{keys}}.spelt(m.c.Styles().Glyphs)
}
