package serve

import (
	"github.com/charmbracelet/bubbles/key"
)

// DashKeys are the class's terminal's keys, by page: the dashboard's, the
// answers page's, the question field's and the quit question's. The
// footer and the help page are drawn from them (bubbles help), and a
// click on a key the footer names presses it.
type DashKeys struct {
	// The dashboard.
	Up, Down, Home, End key.Binding
	Ask, Close, Answers key.Binding
	Write, Dice, Help   key.Binding
	Quit                key.Binding
	// The open question's timer, and the class view for a projector.
	Timer, Projector key.Binding
	// Leading the class: every casino to the chosen question's demo
	// step, kept there, the step ended for all.
	Follow, Lock, EndStep key.Binding
	// The answers page (any other key goes back).
	ScrollUp, ScrollDown key.Binding
	PageUp, PageDown     key.Binding
	Top, Bottom          key.Binding
	Back, QuitReading    key.Binding
	// The question field.
	Next, GiveUp key.Binding
	// The quit question (any other key goes on).
	Yes, No key.Binding
}

// DefaultDashKeys are the class's terminal's keys.
func DefaultDashKeys() DashKeys {
	return DashKeys{
		Up:          key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑", "the question before")),
		Down:        key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓", "the next question")),
		Home:        key.NewBinding(key.WithKeys("home"), key.WithHelp("home", "the first question")),
		End:         key.NewBinding(key.WithKeys("end"), key.WithHelp("end", "the last question")),
		Ask:         key.NewBinding(key.WithKeys("a", "enter"), key.WithHelp("a", "ask")),
		Close:       key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "close")),
		Answers:     key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "answers")),
		Write:       key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "write")),
		Dice:        key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "dice")),
		Timer:       key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "timer")),
		Projector:   key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "projector")),
		Follow:      key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "follow me: all to its step")),
		Lock:        key.NewBinding(key.WithKeys("l"), key.WithHelp("l", "keep them there, or let go")),
		EndStep:     key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "end the step for all")),
		Help:        key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
		Quit:        key.NewBinding(key.WithKeys("q", "esc"), key.WithHelp("q", "end")),
		ScrollUp:    key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑", "a line up")),
		ScrollDown:  key.NewBinding(key.WithKeys("down", "j", " "), key.WithHelp("↓", "a line down")),
		PageUp:      key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "a page up")),
		PageDown:    key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "a page down")),
		Top:         key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", "the top")),
		Bottom:      key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", "the end")),
		Back:        key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
		QuitReading: key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "end the class")),
		Next:        key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "goes on")),
		GiveUp:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "gives up")),
		Yes:         key.NewBinding(key.WithKeys("y", "Y", "enter"), key.WithHelp("y", "ends")),
		No:          key.NewBinding(key.WithKeys("n", "N"), key.WithHelp("n", "goes on")),
	}
}

// dashKeyMap is the keys of the page on show, as bubbles help reads them.
type dashKeyMap struct {
	short []key.Binding
	full  [][]key.Binding
	// narrow is the short help where the line is too narrow for it (nil:
	// short, cut from its end): the dashboard leaves out ↑/↓ and d, which
	// the question's title and the dice's say.
	narrow []key.Binding
}

func (k dashKeyMap) ShortHelp() []key.Binding  { return k.short }
func (k dashKeyMap) FullHelp() [][]key.Binding { return k.full }

// keyMap is the keys that work on the page on show.
func (d *Dashboard) keyMap() dashKeyMap {
	k := d.keys
	switch {
	case d.help:
		return dashKeyMap{}
	case d.ending:
		return dashKeyMap{short: []key.Binding{k.Yes, k.No}}
	case d.writing != 0:
		next := k.Next
		switch d.writing {
		case writeAnswer:
			next.SetHelp("enter", "asks")
		case writeTimer:
			next.SetHelp("enter", "starts it")
		}
		return dashKeyMap{short: []key.Binding{next, k.GiveUp}}
	}
	return d.pageKeys(d.reading)
}

// pageKeys are the keys of the dashboard, or of the answers page.
func (d *Dashboard) pageKeys(reading bool) dashKeyMap {
	k := d.keys
	if reading {
		return dashKeyMap{short: []key.Binding{pair(k.ScrollUp, k.ScrollDown, "scroll"), pair(k.PageUp, k.PageDown, "a page"), k.Back, k.QuitReading},
			full: [][]key.Binding{{k.ScrollUp, k.ScrollDown, k.PageUp, k.PageDown, k.Top, k.Bottom, k.Back, k.QuitReading}}}
	}
	return dashKeyMap{
		short:  []key.Binding{pair(k.Up, k.Down, "choose"), k.Ask, k.Close, k.Timer, k.Answers, k.Write, k.Projector, k.Dice, k.Help, k.Quit},
		narrow: []key.Binding{k.Ask, k.Close, k.Timer, k.Answers, k.Write, k.Projector, k.Help, k.Quit},
		full:   [][]key.Binding{{k.Up, k.Down, k.Home, k.End, k.Projector, k.Dice}, {k.Ask, k.Close, k.Timer, k.Answers, k.Write, k.Help, k.Quit}, {k.Follow, k.Lock, k.EndStep}},
	}
}

// pair is a and b as the one line shows them: "↑/↓ what" (a click on
// either arrow presses its key).
func pair(a, b key.Binding, what string) key.Binding {
	return key.NewBinding(key.WithKeys(append(a.Keys(), b.Keys()...)...), key.WithHelp(a.Help().Key+"/"+b.Help().Key, what))
}
