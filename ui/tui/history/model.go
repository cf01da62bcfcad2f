// Package history is the screen of every round saved: a list, newest
// first, with the selected round's record; enter re-deals a round from its
// record alone and says whether it came out the same. Rounds still in play
// (a craps point, a video poker deal) head the list, marked open; they
// replay once settled.
package history

import (
	"errors"
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	"riffle/games/holdem"
	"riffle/games/round"
	"riffle/games/tables"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// Model shows the rounds in play and every round kept, newest first, with
// the selected one's record; enter re-deals a settled one from the record
// alone and says whether it came out the same.
type Model struct {
	common.Base
	c      *common.Common
	ledger *casino.Ledger // the session's chips and rounds
	keys   KeyMap
	cursor int            // index into the list: the rounds in play, then the rounds, newest first
	checks map[int]string // round number → what its replay said ("" = same)
	// streets are the Hold'em hands replayed one at a time, street by
	// street (games/holdem.Streets), by round number.
	streets map[int][]string
	allMsg  string        // the last "replay all" summary
	allOf   int           // how many rounds it covered (it goes stale after more)
	asked   *round.Record // the round in play enter was pressed on
}

// New returns the history of c's round book.
func New(c *common.Common, l *casino.Ledger) *Model {
	return &Model{c: c, ledger: l, keys: DefaultKeyMap(), checks: map[int]string{}}
}

func (s *Model) Title() string          { return "History & replay" }
func (s *Model) Enter() tea.Cmd         { s.cursor = 0; return nil }
func (s *Model) rounds() []round.Record { return s.ledger.Rounds() }
func (s *Model) open() []casino.Entry   { return s.ledger.Open() }

// items is the length of the list: the rounds in play and the rounds.
func (s *Model) items() int { return len(s.open()) + len(s.rounds()) }

// trimmed reports whether the book holds only the latest rounds of the
// session (the loader keeps a bounded tail of a long file).
func (s *Model) trimmed() bool { return s.ledger.Count() > len(s.rounds()) }

// Check returns what the replay of round seq said ("" when it came out
// the same) and whether it has been replayed; the root's tests read it.
func (s *Model) Check(seq int) (verdict string, ok bool) {
	v, ok := s.checks[seq]
	return v, ok
}

// AllSummary returns the last "replay every round" summary ("" before
// one); the root's tests read it.
func (s *Model) AllSummary() string { return s.allMsg }

// item returns the i-th entry of the list: a round in play (newest
// first) with its open entry, or a settled round (newest first) and nil.
func (s *Model) item(i int) (round.Record, *casino.Entry) {
	open := s.open()
	if i < len(open) {
		e := &open[len(open)-1-i]
		return *e.Round, e
	}
	rs := s.rounds()
	return rs[len(rs)-1-(i-len(open))], nil
}

// sealed reports whether r is a round its table has settled and not shown
// yet (a solitaire deal under way): the list shows it in play.
func (s *Model) sealed(r round.Record) bool {
	sr, ok := s.ledger.Sealed()[r.Table]
	return ok && sr.Seq == r.Seq
}

// shownBankroll is the bankroll after r as the player may see it now: a
// sealed round's result is left out of it, and of every round's after it.
func (s *Model) shownBankroll(r round.Record) int {
	b := r.Bankroll
	for _, sr := range s.ledger.Sealed() {
		if r.Seq >= sr.Seq {
			b -= sr.Net
		}
	}
	return b
}

// replayMsg is a replay's verdict: for one round, or (all) for every
// round.
type replayMsg struct {
	checks  map[int]string
	streets map[int][]string // a Hold'em hand replayed alone, street by street
	all     bool
}

func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	s.syncKeys()
	switch msg := msg.(type) {
	case replayMsg:
		s.updateReplay(msg)
	case tea.KeyMsg:
		return s, s.updateKey(msg)
	case tea.MouseMsg:
		return s, s.updateMouse(msg)
	}
	return s, nil
}

// updateReplay records a replay's verdicts and, for every round, the
// summary.
func (s *Model) updateReplay(msg replayMsg) {
	for seq, v := range msg.checks {
		s.checks[seq] = v
	}
	for seq, v := range msg.streets {
		if s.streets == nil {
			s.streets = map[int][]string{}
		}
		s.streets[seq] = v
	}
	if !msg.all {
		return
	}
	bad, n := 0, len(msg.checks)
	for _, v := range msg.checks {
		if v != "" {
			bad++
		}
	}
	switch {
	case s.trimmed():
		what := fmt.Sprintf("%s did not come out the same, %s did", text.Int(int64(bad)), text.Int(int64(n-bad)))
		if bad == 0 {
			what = "every one came out the same"
		}
		s.allMsg = fmt.Sprintf("Replayed the latest %s, the ones kept in memory: %s; riffle replay all replays all %s.",
			text.Plural(n, "round"), what, text.Int(int64(s.ledger.Count())))
	case bad == 0:
		s.allMsg = fmt.Sprintf("Replayed all %s: every one came out the same.", text.Plural(n, "round"))
	default:
		s.allMsg = fmt.Sprintf("Replayed %s: %d did not come out the same, %d did.", text.Plural(n, "round"), bad, n-bad)
	}
	s.allOf = len(s.rounds())
}

func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	n := s.items()
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
		r, open := s.item(s.cursor)
		if open != nil { // nothing to compare yet: the detail says so
			s.asked = open.Round
			return nil
		}
		if s.sealed(r) { // its table has not shown it yet: the detail says so
			return nil
		}
		return replay(false, r)
	case key.Matches(k, s.keys.All) && len(s.rounds()) > 0:
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
		out := replayMsg{checks: map[int]string{}, streets: map[int][]string{}, all: all}
		for _, r := range recs {
			out.checks[r.Seq] = verdict(r)
			if st, err := holdem.Streets(r); !all && err == nil && out.checks[r.Seq] == "" {
				out.streets[r.Seq] = st
			}
		}
		return out
	}
}

// verdict is "" when r replays to the same outcome, digest and net, else
// what went wrong.
func verdict(r round.Record) string {
	_, err := tables.Replay(r)
	switch {
	case err == nil:
		return ""
	case errors.Is(err, round.ErrMismatch):
		return "✗ " + err.Error()
	}
	return "cannot replay: " + err.Error()
}
