// Package fair is the provably fair screen: it says in plain words how a
// round from committed seeds works, shows the next commitment and the last
// revealed seeds with the command that recomputes the round, and lets the
// player turn the mode on and choose a client seed.
package fair

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Model is the provably fair screen.
type Model struct {
	common.Base
	c       *common.Common
	ledger  *casino.Ledger // the session's chips and rounds
	keys    KeyMap
	editing bool // the client seed field has the keys
	input   textinput.Model
	note    string // one line of feedback: the mode, a seed taken or refused
	noteBad bool   // note is an error
}

// New returns the provably fair screen of c's round book.
func New(c *common.Common, l *casino.Ledger) *Model {
	ti := common.NewInput(c.Styles())
	ti.Prompt = "client seed: "
	ti.CharLimit = round.MaxClientSeed + 1 // one more, so that too long is refused, not cut
	return &Model{c: c, ledger: l, keys: DefaultKeyMap(), input: ti}
}

func (s *Model) Title() string    { return "Provably fair" }
func (s *Model) SetSize(w, h int) { s.W, s.H = w, h; s.input.Width = max(10, w-20) }
func (s *Model) Capturing() bool  { return s.editing }
func (s *Model) Leave()           { s.editing = false; s.input.Blur() }

func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	s.keys.setEditing(s.editing)
	if m, ok := msg.(tea.MouseMsg); ok && !s.editing {
		return s, s.updateMouse(m)
	}
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		if s.editing { // the cursor's blink
			var cmd tea.Cmd
			s.input, cmd = common.UpdateInput(s.input, msg)
			return s, cmd
		}
		return s, nil
	}
	if s.editing {
		return s, s.updateField(k)
	}
	return s, s.updateKey(k)
}

// updateField handles keys while the client seed field is open.
func (s *Model) updateField(k tea.KeyMsg) tea.Cmd {
	b := s.ledger
	switch {
	case key.Matches(k, s.keys.Cancel):
		s.editing = false
		s.input.Blur()
		s.note, s.noteBad = "Your client seed stays "+fmt.Sprintf("%q", b.Client())+".", false
	case key.Matches(k, s.keys.Accept):
		v := s.input.Value()
		if err := b.SetClient(v); err != nil {
			s.note, s.noteBad = text.Capitalize(err.Error())+".", true
			return nil
		}
		s.editing = false
		s.input.Blur()
		s.note, s.noteBad = fmt.Sprintf("Client seed %q: the next round mixes it into its randomness.", v), false
	default:
		if s.noteBad { // the refusal was about the old text
			s.note, s.noteBad = "", false
		}
		var cmd tea.Cmd
		s.input, cmd = common.UpdateInput(s.input, k)
		return cmd
	}
	return nil
}

// updateKey handles keys while the field is closed: the mode on or off,
// or the client seed field opened.
func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	b := s.ledger
	switch {
	case key.Matches(k, s.keys.Toggle):
		if err := round.CheckShuffle(s.c.Settings().Algo); !b.Fair() && err != nil {
			s.note, s.noteBad = "Provably fair mode stays off: the session's "+err.Error()+
				" (the lobby's a key chooses the shuffle).", true
			return nil
		}
		on := !b.Fair()
		if on {
			s.note, s.noteBad = "Provably fair mode is on: every table but 1999's deals from committed seeds.", false
		} else {
			s.note, s.noteBad = "Provably fair mode is off: the tables deal from the session's generator and seed.", false
		}
		return func() tea.Msg { return common.FairMsg{On: on} } // the root turns it on for every table
	case key.Matches(k, s.keys.Client):
		s.editing = true
		s.input.SetValue(b.Client())
		s.input.CursorEnd()
		return s.input.Focus()
	}
	return nil
}
