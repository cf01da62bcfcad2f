package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/common"
)

// Session is a casino for a remote terminal (riffle serve): the root model
// built as Run builds it — settings, demos, the presenter view, carried on
// from p and saving to p.Store — for a program the caller runs on the
// remote terminal, drawn with r (the session's renderer). Close settles
// the tables and saves after the program ends.
type Session struct {
	Model *Model
	saver *Saver
}

// NewSession builds a remote casino; class links it to the class (nil for
// none). The error is the options' or the demos' one line.
func NewSession(o Options, p Persist, r *lipgloss.Renderer, class common.ClassLink) (*Session, error) {
	s, err := Resolve(o)
	if err != nil {
		return nil, err
	}
	m := New(s, o.Screen, r)
	if err := m.openDemos(o); err != nil {
		return nil, err
	}
	m.present = o.Present
	m.ctl.SetClass(class)
	var saver *Saver
	if p.Store != nil {
		saver = NewSaver(p.Store)
	}
	m.Continue(p.Session, saver, p.Entropy)
	m.choose(o)
	m.notice = strings.TrimSpace(p.Notice + " " + m.notice)
	return &Session{Model: m, saver: saver}, nil
}

// Suspend ends the session without settling a round in play, as a
// crash would, for a student whose connection dropped: every worker
// stopped, the mouse zones' worker too, and the saver closed — each
// round in play is on disk open (the tables save it so at each point),
// and the next session takes it up. It returns a note when a round waits
// so, and the saver's error.
func (s *Session) Suspend() ([]string, error) {
	s.Model.Stop()
	var notes []string
	for _, e := range s.Model.ledger.Open() {
		if e.Stake > 0 && s.saver != nil { // nothing waits when nothing is saved
			notes = append(notes, "Your round in play stays on the table: connect again to take it up.")
			break
		}
	}
	return s.end(notes)
}

// Close settles every table's round in play (as quitting does), stops
// the mouse zones' worker and closes the saver, every settled round on
// disk; it returns the notes the tables
// made and the saver's error.
func (s *Session) Close() ([]string, error) {
	return s.end(s.Model.closeTables())
}

// end stops the mouse zones' worker and closes the saver, every entry on
// disk: Close's and Suspend's last step, notes passed through.
func (s *Session) end(notes []string) ([]string, error) {
	s.Model.c.Zones().Close() // its worker goroutine ends with the session
	if s.saver != nil {
		if err := s.saver.Close(); err != nil {
			return notes, fmt.Errorf("saving the session: %v", err)
		}
	}
	return notes, nil
}
