package tui

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

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
func (m *Model) classQuestion() (id int, q, answer string, ok bool) {
	if m.c.Class() == nil {
		return 0, "", "", false
	}
	id, q, answer = m.c.Class().Question()
	return id, q, answer, id != 0
}

// classNotice is what the header says of the class's question: one open
// and not answered yet, or one the teacher has answered and the student
// has not seen.
func (m *Model) classNotice() string {
	id, _, answer, ok := m.classQuestion()
	switch {
	case !ok || m.class.page:
		return ""
	case answer == "" && m.class.answered[id] == "":
		return "Class question: F6 to read and answer it"
	case answer != "" && m.class.seen != id:
		return "The class question has its answer: F6 shows it"
	}
	if lastID, _, _ := m.c.Class().Last(); lastID != 0 && m.class.seenLast != lastID && m.class.answered[lastID] != "" {
		return "The last class question has its answer: F6 shows it"
	}
	return ""
}

// updateClass takes a key while the class page is open: enter sends the
// answer, esc or F6 closes the page, any other key goes to the field.
func (m *Model) updateClass(k tea.KeyMsg) tea.Cmd {
	cs := &m.class
	id, _, answer, ok := m.classQuestion()
	switch {
	case k.Type == tea.KeyCtrlC:
		return m.quit()
	case key.Matches(k, classKey), k.Type == tea.KeyEsc:
		cs.page = false
		cs.input.Blur()
		if ok && answer != "" {
			cs.seen = id
		}
		if lastID, _, _ := m.c.Class().Last(); lastID != 0 {
			cs.seenLast = lastID // the page showed it
		}
		return nil
	}
	m.syncClassField()
	if !ok || answer != "" || cs.answered[id] != "" { // no field on the page: nothing to type into
		switch {
		case !ok:
			cs.note = "No question is open: esc or F6 goes back to the casino."
		case answer != "":
			cs.note = "The question is closed: esc or F6 goes back to the casino."
		default:
			cs.note = "Your answer is sent: the teacher will close the question."
		}
		return nil
	}
	switch {
	case k.Type == tea.KeyEnter && time.Since(cs.pasted) < pasteGap:
		cs.note = "The pasted line break did not send: enter sends the answer."
		return nil
	case k.Type == tea.KeyEnter:
		text := strings.TrimSpace(cs.input.Value())
		if text == "" {
			cs.note = "Type an answer first."
			return nil
		}
		if err := m.c.Class().Answer(id, text); err != nil {
			cs.note = "Not sent: " + err.Error()
			return nil
		}
		cs.answered[id] = text
		cs.note = "Sent."
		cs.input.SetValue("")
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

// syncClassField empties the answer field when the question is a new one:
// what was typed for one question never stands as the next one's answer.
func (m *Model) syncClassField() {
	cs := &m.class
	if cs.answered == nil { // the page never opened: no field yet
		return
	}
	if id, _, _, _ := m.classQuestion(); cs.fieldFor != id {
		cs.fieldFor = id
		cs.input.SetValue("")
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

// classView is the class page in w × h: the question, the answer field or
// what was sent, and the teacher's answer once the question is closed.
func (m *Model) classView(w, h int) string {
	st := m.c.Styles()
	cs := &m.class
	id, q, answer, ok := m.classQuestion()
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
		add(st.Title.Render, "Class question")
		add(st.Text.Render, q)
		lines = append(lines, "")
		switch {
		case answer != "":
			if mine := cs.answered[id]; mine != "" {
				add(st.Subtle.Render, "You answered: "+mine)
			}
			add(st.Good.Render, "Answer: "+answer)
		case cs.answered[id] != "":
			add(st.Subtle.Render, "You answered: "+cs.answered[id]+". The teacher will close the question.")
		default:
			lines = append(lines, " "+cs.input.View())
			add(st.Subtle.Render, fmt.Sprintf("enter sends · esc or F6 goes back to the casino · %d of %d characters", utf8.RuneCountInString(cs.input.Value()), MaxAnswer))
		}
	}
	if cs.note != "" {
		add(st.Warn.Render, cs.note)
	}
	if lastID, lastQ, lastAnswer := m.c.Class().Last(); lastID != 0 && lastID != id {
		lines = append(lines, "")
		add(st.Subtle.Render, "The last question: "+lastQ)
		if mine := cs.answered[lastID]; mine != "" {
			add(st.Subtle.Render, "You answered: "+mine)
		}
		add(st.Good.Render, "Its answer: "+lastAnswer)
	}
	return draw.Fit(strings.Join(lines, "\n"), w, h)
}

// classKeys are the class page's keys: enter sends (while the question
// waits for an answer), esc or F6 goes back, ctrl+c quits.
func (m *Model) classKeys() keyMap {
	id, _, answer, ok := m.classQuestion()
	send := key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "send the answer"))
	send.SetEnabled(ok && answer == "" && m.class.answered[id] == "")
	back := key.NewBinding(key.WithKeys("esc", "f6"), key.WithHelp("esc/F6", "back to the casino"))
	quit := key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit"))
	keys := common.Enabled(send, back, quit)
	return keyMap{full: [][]key.Binding{keys}}.spelt(m.c.Styles().Glyphs)
}
