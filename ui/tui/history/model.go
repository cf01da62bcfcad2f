// Package history is the screen of every round saved: a list, newest
// first, with the selected round's record; enter re-deals a round from its
// record alone and says whether it came out the same.
package history

import (
	"errors"
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/round"
	"riffle/ui/session"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Model shows every round, newest first, with the selected one's record;
// enter re-deals it from the record alone and says whether it came out the
// same.
type Model struct {
	c      *common.Common
	keys   KeyMap
	cursor int            // index into the rounds, newest first
	checks map[int]string // round number → what its replay said ("" = same)
	allMsg string         // the last "replay all" summary
	allOf  int            // how many rounds it covered (it goes stale after more)
	// chainErr is the bankroll check of the first chainOf rounds.
	chainErr error
	chainOf  int
	w, h     int
}

// New returns the history of c's round book.
func New(c *common.Common) *Model {
	return &Model{c: c, keys: DefaultKeyMap(), checks: map[int]string{}}
}

func (s *Model) Title() string          { return "History & replay" }
func (s *Model) SetSize(w, h int)       { s.w, s.h = w, h }
func (s *Model) UsesPanel() bool        { return false }
func (s *Model) Capturing() bool        { return false }
func (s *Model) Enter() tea.Cmd         { s.cursor = 0; return nil }
func (s *Model) Leave()                 {}
func (s *Model) rounds() []round.Record { return s.c.Book().Rounds }

// Check returns what the replay of round seq said ("" when it came out
// the same) and whether it has been replayed; the root's tests read it.
func (s *Model) Check(seq int) (verdict string, ok bool) {
	v, ok := s.checks[seq]
	return v, ok
}

// AllSummary returns the last "replay every round" summary ("" before
// one); the root's tests read it.
func (s *Model) AllSummary() string { return s.allMsg }

// newest returns the i-th round from the newest.
func (s *Model) newest(i int) round.Record {
	rs := s.rounds()
	return rs[len(rs)-1-i]
}

// replayMsg is a replay's verdict: for one round, or (all) for every
// round.
type replayMsg struct {
	checks map[int]string
	all    bool
}

func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	s.syncKeys()
	switch msg := msg.(type) {
	case replayMsg:
		s.updateReplay(msg)
	case tea.KeyMsg:
		return s, s.updateKey(msg)
	}
	return s, nil
}

// updateReplay records a replay's verdicts and, for every round, the
// summary.
func (s *Model) updateReplay(msg replayMsg) {
	for seq, v := range msg.checks {
		s.checks[seq] = v
	}
	if !msg.all {
		return
	}
	bad := 0
	for _, v := range msg.checks {
		if v != "" {
			bad++
		}
	}
	s.allMsg = fmt.Sprintf("Replayed %s: %d did not come out the same, %d did.", text.Plural(len(msg.checks), "round"), bad, len(msg.checks)-bad)
	if bad == 0 {
		s.allMsg = fmt.Sprintf("Replayed all %s: every one came out the same.", text.Plural(len(msg.checks), "round"))
	}
	s.allOf = len(s.rounds())
}

func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	n := len(s.rounds())
	if n == 0 {
		return nil
	}
	page := max(1, s.listHeight())
	switch {
	case key.Matches(k, s.keys.Up):
		s.cursor--
	case key.Matches(k, s.keys.Down):
		s.cursor++
	case key.Matches(k, s.keys.PgUp):
		s.cursor -= page
	case key.Matches(k, s.keys.PgDown):
		s.cursor += page
	case key.Matches(k, s.keys.Top):
		s.cursor = 0
	case key.Matches(k, s.keys.Bottom):
		s.cursor = n - 1
	case key.Matches(k, s.keys.Replay):
		return replay(false, s.newest(s.cursor))
	case key.Matches(k, s.keys.All):
		return replay(true, s.rounds()...)
	}
	s.cursor = min(max(0, s.cursor), n-1)
	return nil
}

// replay replays the records off the Update path (a round far into a
// stream skips millions of outputs first).
func replay(all bool, recs ...round.Record) tea.Cmd {
	recs = append([]round.Record(nil), recs...)
	return func() tea.Msg {
		out := replayMsg{checks: map[int]string{}, all: all}
		for _, r := range recs {
			out.checks[r.Seq] = verdict(r)
		}
		return out
	}
}

// verdict is "" when r replays to the same outcome, digest and net, else
// what went wrong.
func verdict(r round.Record) string {
	_, err := round.Replay(r)
	switch {
	case err == nil:
		return ""
	case errors.Is(err, round.ErrMismatch):
		return "✗ " + err.Error()
	}
	return "cannot replay: " + err.Error()
}

// chain is session.Check over the rounds (each round's bankroll is the
// last one's plus its net), run again only when rounds were added.
func (s *Model) chain() error {
	rs := s.rounds()
	if s.chainOf != len(rs) {
		es := make([]session.Entry, len(rs))
		for i := range rs {
			es[i] = session.Entry{Kind: session.KindRound, Round: &rs[i]}
		}
		s.chainErr, s.chainOf = session.Session{Entries: es}.Check(), len(rs)
	}
	return s.chainErr
}
