// Package demo is the guided demos' screen: the list of demos (ui/demos:
// the shipped ones and a teacher's), and a demo under way, a step at a
// time — its words, its question and, on a key, the answer — each step's
// settings, screen and keys played by the root when the step goes live.
// Page down goes on (to the step's screen, then the next step), page up
// back; on a step's screen the root takes those keys for the demo.
package demo

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/ui/demos"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// KeyMap is the demo screen's keys.
type KeyMap struct {
	Up, Down, Start key.Binding // the list
	First, Last     key.Binding
	Next, Back      key.Binding
	Reveal, End     key.Binding
}

// DefaultKeyMap is every key enabled.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", "choose")),
		Down:   key.NewBinding(key.WithKeys("down", "j")),
		Start:  key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "start")),
		First:  key.NewBinding(key.WithKeys("home"), key.WithHelp("home/end", "first/last")),
		Last:   key.NewBinding(key.WithKeys("end")),
		Next:   key.NewBinding(key.WithKeys("pgdown", "right", "n", " "), key.WithHelp("pgdn", "next")),
		Back:   key.NewBinding(key.WithKeys("pgup", "left", "b"), key.WithHelp("pgup", "back")),
		Reveal: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "reveal the answer")),
		End:    key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "end the demo")),
	}
}

// Model is the demo screen.
type Model struct {
	common.Base
	c      *common.Common
	keys   KeyMap
	cursor int // the list's
	run    *running
	note   string
}

// running is a demo under way.
type running struct {
	demo      demos.Demo
	step      int  // 0-based
	live      bool // the step's screen is on show
	playedNow bool // the step's screen was played: page down goes to the next step
	revealed  bool
	lastOpen  string // the screen the last step played opened
}

// New returns the screen, listing c.Demos.
func New(c *common.Common) *Model { return &Model{c: c, keys: DefaultKeyMap()} }

// Title is the screen's name in the header.
func (m *Model) Title() string {
	if m.run != nil {
		return "Demo"
	}
	return "Guided demos"
}

// classOpen reports whether the student's class (riffle serve) has a
// question open: no answer is revealed meanwhile.
func (m *Model) classOpen() bool {
	cl := m.c.Class()
	return cl != nil && cl.Open()
}

// Enter shows the demo's text (a step gone live comes back to its words).
func (m *Model) Enter() tea.Cmd {
	if m.run != nil {
		m.run.live = false
	}
	return nil
}

// Start starts the demo named name (for `riffle demo NAME`); the error
// names those there are.
func (m *Model) Start(name string) error {
	d, err := demos.Find(m.c.Demos(), name)
	if err != nil {
		return err
	}
	m.begin(d)
	return nil
}

// GoTo starts the demo named name at its step (from 0, clamped to its
// steps), showing the step's words: where a teacher leads the class.
func (m *Model) GoTo(name string, step int) error {
	if err := m.Start(name); err != nil {
		return err
	}
	m.run.step = min(max(0, step), len(m.run.demo.Steps)-1)
	return nil
}

// End ends the demo under way, if any (a teacher ended the step).
func (m *Model) End() {
	if m.run != nil {
		m.run = nil
		m.note = "Your teacher ended the step."
	}
}

func (m *Model) begin(d demos.Demo) {
	m.run = &running{demo: d}
	m.note = ""
}

// State is where the demo under way stands (nil when none is): the root
// reads it for its page keys, the header for its words.
func (m *Model) State() *common.DemoState {
	if m.run == nil {
		return nil
	}
	return &common.DemoState{Title: m.run.demo.Title, Step: m.run.step + 1, Steps: len(m.run.demo.Steps), Live: m.run.live}
}

// step is the step on show.
func (m *Model) step() demos.Step { return m.run.demo.Steps[m.run.step] }

// hasLive reports whether step s plays something on a screen.
func hasLive(s demos.Step) bool { return s.Open != "" || len(s.Keys) > 0 || len(s.Settings) > 0 }

// Update takes keys, and the root's page keys from a step's screen.
func (m *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case common.DemoNavMsg:
		if m.run == nil {
			return m, nil
		}
		m.run.live = false
		if msg.Next {
			return m, m.next()
		}
		return m, nil // back: the step's words again
	case tea.KeyMsg:
		return m, m.updateKey(msg)
	case tea.MouseMsg:
		m.click(msg)
	}
	return m, nil
}

// ZoneDemo is the list's entry i, which a click starts.
func ZoneDemo(i int) string { return fmt.Sprintf("demo.%d", i) }

// click takes the mouse on the list: the wheel moves the cursor, a click
// on an entry starts that demo.
func (m *Model) click(msg tea.MouseMsg) {
	if m.run != nil {
		return
	}
	if w := common.Wheel(msg); w != 0 && len(m.c.Demos()) > 0 {
		m.cursor = min(len(m.c.Demos())-1, max(0, m.cursor+w))
		return
	}
	for i, d := range m.c.Demos() {
		if m.c.Clicked(ZoneDemo(i), msg) {
			m.cursor = i
			m.note = ""
			m.begin(d)
			return
		}
	}
}

func (m *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	m.note = ""
	if m.run == nil {
		switch {
		case key.Matches(k, m.keys.Up):
			m.cursor = max(0, m.cursor-1)
		case key.Matches(k, m.keys.Down):
			m.cursor = min(len(m.c.Demos())-1, m.cursor+1)
		case key.Matches(k, m.keys.First):
			m.cursor = 0
		case key.Matches(k, m.keys.Last):
			m.cursor = max(0, len(m.c.Demos())-1)
		case key.Matches(k, m.keys.Start), key.Matches(k, m.keys.Next):
			if len(m.c.Demos()) == 0 {
				m.note = "No demo to start."
				return nil
			}
			m.begin(m.c.Demos()[m.cursor])
		}
		return nil
	}
	switch {
	case key.Matches(k, m.keys.Next):
		return m.next()
	case key.Matches(k, m.keys.Back):
		m.back()
	case key.Matches(k, m.keys.Reveal):
		switch {
		case m.step().Ask == "":
			m.note = "This step asks nothing."
		case m.classOpen():
			m.note = "Your class has a question open: answers show once your teacher closes it (F6 to answer)."
		default:
			m.run.revealed = true
		}
	case key.Matches(k, m.keys.End):
		m.run = nil
		m.note = "Demo ended."
	}
	return nil
}

// next goes on: a step with something to play goes live (the root plays
// it), else to the next step's words; past the last step the demo ends.
func (m *Model) next() tea.Cmd {
	r := m.run
	s := m.step()
	if !r.live && hasLive(s) && !r.playedNow {
		r.live, r.playedNow = true, true
		open := s.Open
		if open == "" { // the screen the demo is on
			open = r.lastOpen
		}
		r.lastOpen = open
		msg := common.DemoLiveMsg{Settings: s.Settings, Open: common.ID(open), Keys: s.Keys}
		return func() tea.Msg { return msg }
	}
	if r.step == len(r.demo.Steps)-1 {
		m.note = fmt.Sprintf("The end of %q: x ends it, pgup goes back.", r.demo.Title)
		return nil
	}
	r.step++
	r.revealed, r.playedNow = false, false
	return nil
}

// back goes to the step before (its words; its screen plays again on
// page down).
func (m *Model) back() {
	r := m.run
	if r.step == 0 {
		m.note = "This is the first step."
		return
	}
	r.step--
	r.revealed, r.playedNow = false, false
}

// ShortHelp is the keys that work now.
func (m *Model) ShortHelp() []key.Binding { return m.keyMap().ShortHelp() }

// FullHelp is every key that works now.
func (m *Model) FullHelp() [][]key.Binding { return [][]key.Binding{m.keyMap().ShortHelp()} }

// ShortHelp is the enabled keys.
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Up, k.First, k.Start, k.Next, k.Back, k.Reveal, k.End)
}

// keyMap enables the keys for the list or the demo under way, and names
// what page down does next.
func (m *Model) keyMap() KeyMap {
	k := m.keys
	list := m.run == nil
	k.Up.SetEnabled(list && len(m.c.Demos()) > 1)
	k.First.SetEnabled(list && len(m.c.Demos()) > 1)
	k.Start.SetEnabled(list && len(m.c.Demos()) > 0)
	k.Next.SetEnabled(!list)
	k.Back.SetEnabled(!list && m.run.step > 0)
	k.Reveal.SetEnabled(!list && m.step().Ask != "" && !m.run.revealed)
	k.End.SetEnabled(!list)
	if !list {
		switch s := m.step(); {
		case hasLive(s) && !m.run.playedNow:
			k.Next.SetHelp("pgdn", "show it")
		case m.run.step == len(m.run.demo.Steps)-1:
			k.Next.SetEnabled(false)
		default:
			k.Next.SetHelp("pgdn", "next step")
		}
	}
	return k
}

// View draws the list, or the step on show.
func (m *Model) View() string {
	if m.W < 1 || m.H < 1 {
		return ""
	}
	st := m.c.Styles()
	var lines []string
	add := func(style lipgloss.Style, s string) {
		lines = append(lines, draw.WrapStyled(style, st.Glyphs.Text(s), m.W)...)
	}
	if m.run == nil {
		add(st.Title, "Guided demos: ↑/↓ and enter; in a demo pgdn goes on, pgup back, r reveals")
		for i, d := range m.c.Demos() {
			mark, style := " ", st.Text
			if i == m.cursor {
				mark, style = "▸", st.Selected
			}
			entry := draw.WrapStyled(style, st.Glyphs.Text(fmt.Sprintf("%s %s", mark, d.Title)), m.W)
			if d.About != "" {
				entry = append(entry, draw.WrapStyled(st.Subtle, st.Glyphs.Text("    "+d.About), m.W)...)
			}
			lines = append(lines, strings.Split(m.c.Mark(ZoneDemo(i), strings.Join(entry, "\n")), "\n")...)
		}
		if len(m.c.Demos()) == 0 {
			add(st.Warn, "No demos: the shipped ones did not load.")
		}
	} else {
		r := m.run
		s := m.step()
		add(st.Subtle, fmt.Sprintf("%s · step %d of %d", r.demo.Title, r.step+1, len(r.demo.Steps)))
		add(st.Title, s.Title)
		lines = append(lines, "")
		for _, p := range strings.Split(s.Say, "\n\n") {
			add(st.Text, strings.ReplaceAll(p, "\n", " "))
		}
		if s.Ask != "" {
			lines = append(lines, "")
			add(st.Em, "Question: "+strings.ReplaceAll(s.Ask, "\n", " "))
			for i, c := range s.Choices {
				add(st.Text, fmt.Sprintf("  %c. %s", 'A'+i, c))
			}
			if r.revealed && m.classOpen() {
				add(st.Subtle, "The answer shows once your class's open question is closed.")
			} else if r.revealed {
				add(st.Good, "Answer: "+strings.ReplaceAll(s.Answer, "\n", " "))
			} else if s.Answer != "" {
				add(st.Subtle, "r reveals the answer.")
			}
		}
		if hasLive(s) {
			lines = append(lines, "")
			add(st.Subtle, liveLine(s, r.playedNow, r.step == len(r.demo.Steps)-1))
		}
	}
	if m.note != "" {
		add(st.Warn, m.note)
	}
	return draw.Clip(lines, m.W, m.H)
}

// liveLine says what page down plays on the step's screen (on the last
// step, once played, there is nothing after it).
func liveLine(s demos.Step, played, last bool) string {
	var parts []string
	for _, kv := range s.Settings {
		parts = append(parts, kv[0]+" "+kv[1])
	}
	what := "page down shows it"
	switch {
	case played && last:
		what = "shown"
	case played:
		what = "shown; page down goes on"
	}
	where := "the screen"
	if s.Open != "" {
		where = s.Open
	}
	line := fmt.Sprintf("On %s", where)
	if len(parts) > 0 {
		line += " with " + strings.Join(parts, ", ")
	}
	if len(s.Keys) > 0 {
		line += ", keys " + strings.Join(s.Keys, " ")
	}
	return line + ": " + what + "."
}
