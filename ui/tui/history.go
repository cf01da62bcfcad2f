package tui

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/round"
	"riffle/ui/session"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

type historyKeys struct {
	Up, Down, PgUp, PgDown, Top, Bottom key.Binding
	Replay, All                         key.Binding
}

func defaultHistoryKeys() historyKeys {
	return historyKeys{
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", "round")),
		Down:   key.NewBinding(key.WithKeys("down", "j")),
		PgUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup/pgdn", "page")),
		PgDown: key.NewBinding(key.WithKeys("pgdown")),
		Top:    key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home/end", "newest/oldest")),
		Bottom: key.NewBinding(key.WithKeys("end", "G")),
		Replay: key.NewBinding(key.WithKeys("enter", "r"), key.WithHelp("enter", "replay the round")),
		All:    key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "replay every round")),
	}
}

// historyScreen shows every round, newest first, with the selected one's
// record; enter re-deals it from the record alone and says whether it came
// out the same.
type historyScreen struct {
	c      *common.Common
	keys   historyKeys
	cursor int            // index into the rounds, newest first
	checks map[int]string // round number → what its replay said ("" = same)
	allMsg string         // the last "replay all" summary
	allOf  int            // how many rounds it covered (it goes stale after more)
	// chainErr is the bankroll check of the first chainOf rounds.
	chainErr error
	chainOf  int
	w, h     int
}

func newHistoryScreen(c *common.Common) *historyScreen {
	return &historyScreen{c: c, keys: defaultHistoryKeys(), checks: map[int]string{}}
}

func (s *historyScreen) Title() string          { return "History & replay" }
func (s *historyScreen) SetSize(w, h int)       { s.w, s.h = w, h }
func (s *historyScreen) UsesPanel() bool        { return false }
func (s *historyScreen) Capturing() bool        { return false }
func (s *historyScreen) Enter() tea.Cmd         { s.cursor = 0; return nil }
func (s *historyScreen) Leave()                 {}
func (s *historyScreen) rounds() []round.Record { return s.c.Book().Rounds }

// newest returns the i-th round from the newest.
func (s *historyScreen) newest(i int) round.Record {
	rs := s.rounds()
	return rs[len(rs)-1-i]
}

func (s *historyScreen) keyList() []key.Binding {
	if len(s.rounds()) == 0 {
		return nil
	}
	return []key.Binding{s.keys.Replay, s.keys.All, s.keys.Up, s.keys.PgUp, s.keys.Top}
}

func (s *historyScreen) ShortHelp() []key.Binding {
	if len(s.rounds()) == 0 {
		return nil
	}
	return []key.Binding{s.keys.Replay, s.keys.All, s.keys.Up}
}

// historyReplayMsg is a replay's verdict: for one round, or (all) for
// every round.
type historyReplayMsg struct {
	checks map[int]string
	all    bool
}

func (s *historyScreen) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case historyReplayMsg:
		for seq, v := range msg.checks {
			s.checks[seq] = v
		}
		if msg.all {
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
	case tea.KeyMsg:
		return s, s.updateKey(msg)
	}
	return s, nil
}

func (s *historyScreen) updateKey(k tea.KeyMsg) tea.Cmd {
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
		return replayCmd(false, s.newest(s.cursor))
	case key.Matches(k, s.keys.All):
		return replayCmd(true, s.rounds()...)
	}
	s.cursor = min(max(0, s.cursor), n-1)
	return nil
}

// replayCmd replays the records off the Update path (a round far into a
// stream skips millions of outputs first).
func replayCmd(all bool, recs ...round.Record) tea.Cmd {
	recs = append([]round.Record(nil), recs...)
	return func() tea.Msg {
		out := historyReplayMsg{checks: map[int]string{}, all: all}
		for _, r := range recs {
			out.checks[r.Seq] = replayVerdict(r)
		}
		return out
	}
}

// replayVerdict is "" when r replays to the same outcome, digest and net,
// else what went wrong.
func replayVerdict(r round.Record) string {
	_, err := round.Replay(r)
	switch {
	case err == nil:
		return ""
	case errors.Is(err, round.ErrMismatch):
		return "✗ " + err.Error()
	}
	return "cannot replay: " + err.Error()
}

// The regions: a summary line, the list, a blank line and the detail.
const historyDetailLines = 7

func (s *historyScreen) listHeight() int { return max(1, s.h-3-historyDetailLines) }

func (s *historyScreen) View() string {
	st := s.c.Styles
	rs := s.rounds()
	if len(rs) == 0 {
		return strings.Join([]string{
			st.Title.Render("History & replay"), "",
			common.WrapText("No rounds yet. Every round you settle at a table — a craps decision, a Yahtzee game, a draw, a solitaire deal, a poker hand — appears here, and enter re-deals it from what was saved to check that it comes out the same.", s.w),
		}, "\n")
	}
	lines := []string{s.summary()}
	lh := s.listHeight()
	top := max(0, min(s.cursor-lh/2, len(rs)-lh))
	for i := top; i < min(len(rs), top+lh); i++ {
		lines = append(lines, s.row(i))
	}
	for len(lines) < 1+lh {
		lines = append(lines, "")
	}
	lines = append(lines, "")
	lines = append(lines, s.detail(s.newest(s.cursor))...)
	return common.Fit(strings.Join(lines, "\n"), s.w, s.h)
}

// summary is the count, the bankroll check and where the rounds are saved.
func (s *historyScreen) summary() string {
	st := s.c.Styles
	rs := s.rounds()
	line := st.Text.Render(fmt.Sprintf("%s saved · ", text.Plural(len(rs), "round")))
	if err := s.chain(); err != nil {
		line += st.Bad.Render("bankroll does not add up: " + err.Error())
	} else {
		line += st.Good.Render("bankroll adds up ✓")
	}
	if s.c.Book().Save == nil {
		line += st.Subtle.Render(" · not saved to disk (--no-save)")
	}
	if s.allMsg != "" && s.allOf == len(rs) {
		line += " " + st.Em.Render(s.allMsg)
	}
	return common.Truncate(line, s.w)
}

// chain is session.Check over the rounds (each round's bankroll is the
// last one's plus its net), run again only when rounds were added.
func (s *historyScreen) chain() error {
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

// row is one round in the list.
func (s *historyScreen) row(i int) string {
	st := s.c.Styles
	r := s.newest(i)
	mark := "  "
	if v, ok := s.checks[r.Seq]; ok {
		switch {
		case v == "":
			mark = st.Good.Render("✓ ")
		case strings.HasPrefix(v, "cannot"):
			mark = st.Subtle.Render("– ")
		default:
			mark = st.Bad.Render("✗ ")
		}
	}
	net := fmt.Sprintf("%6s", text.Signed(r.Net))
	txt := fmt.Sprintf("#%-4d %-9s %s %7s  ", r.Seq, r.Table, net, text.Int(int64(r.Bankroll)))
	line := mark + txt + r.Outcome
	if i == s.cursor {
		return st.Selected.Render(common.Truncate("› "+line, s.w))
	}
	return common.Truncate("  "+line, s.w)
}

// detail is the selected round's record: where its randomness came from,
// its moves and outcome, and its replay's verdict.
func (s *historyScreen) detail(r round.Record) []string {
	st := s.c.Styles
	when := r.Time.Local().Format("2006-01-02 15:04:05")
	out := []string{st.Em.Render(fmt.Sprintf("Round %d", r.Seq)) + st.Subtle.Render(fmt.Sprintf(" · %s · %s", r.Table, when))}
	src := fmt.Sprintf("from %s seed %d, %s outputs into its stream", r.Gen, r.Seed, text.Int(int64(r.Pos)))
	if r.Gen == "os" {
		src = "from os, which has no seed: this round cannot be replayed"
	}
	if r.Fair != nil {
		src = fmt.Sprintf("provably fair: client seed %q, nonce %d, commitment %s…, server seed %s…", r.Fair.Client, r.Fair.Nonce, r.Fair.Commit[:min(16, len(r.Fair.Commit))], r.Fair.Server[:min(16, len(r.Fair.Server))])
	}
	if r.Algo != "" {
		src += ", shuffled by " + r.Algo
	}
	out = append(out, common.Truncate(st.Text.Render("Drawn "+src), s.w))
	out = append(out, common.Truncate(st.Subtle.Render("Moves: "+strings.Join(r.Moves, " · ")), s.w))
	out = append(out, common.Truncate(st.Text.Render("Outcome: "+r.Outcome+" · digest "+r.Digest), s.w))
	switch v, ok := s.checks[r.Seq]; {
	case !ok:
		out = append(out, st.Subtle.Render("enter re-deals this round from the record alone and compares every die, ball and card."))
	case v == "":
		out = append(out, st.Good.Render("✓ Replayed: the same outcome, digest and net, bit for bit."))
	default:
		for _, l := range common.WrapStyled(st.Bad, v, s.w) {
			out = append(out, l)
		}
	}
	return out
}

// FullHelp is every key that works now, for the full help.
func (s *historyScreen) FullHelp() [][]key.Binding { return [][]key.Binding{s.keyList()} }
