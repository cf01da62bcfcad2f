// Package lottery is the lottery table's screen: a slip of tickets for
// one of games/lottery's games, drawn with the session's generator, the
// balls coming out one by one; "Draw 10,000", a simulation whose
// statistics answer whether the draws give every combination its share;
// and the table's fairness panel.
package lottery

import (
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	game "riffle/games/lottery"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
)

// Model is the lottery table: a slip of tickets (quick picks or
// typed numbers) for one of games/lottery's games, drawn with the
// session's generator, the balls coming out one by one; and "Draw
// 10,000", a fast-forward whose statistics answer the Java text's
// question on screen (run.go). The table owns its fairness panel:
// the main drum's numbers, the bonus ball, and ticket 1's matches
// against their exact odds.
type Model struct {
	common.Base
	gens   settings.Gens // the generators drawn from, by name and seed (settings.Gens)
	c      *common.Common
	ledger *casino.Ledger // the session's chips and rounds
	keys   KeyMap
	panel  panel.Model

	table    *game.Table
	tableFor string       // generator and seed the table draws with
	gen      settings.Gen // the table's drum, which a fair draw borrows the table from
	genErr   error

	input     textinput.Model
	typing    bool
	inputMsg  string // the typed ticket's problem, or what it still needs
	inputBad  bool
	inputGood bool // the typed ticket is complete and valid

	result *game.Result // the last draw
	shown  int          // its balls out so far (the bonus ball last)
	// open is the last draw's round while its balls come out: settled
	// ahead, its prizes held on the table until the reveal ends.
	open     *casino.Round
	revealID int
	pace     time.Duration // between balls; 0 shows them all at once

	run       run
	showStats bool // the run's statistics are on show (only with runOnShow)
	// tick schedules the reveal's balls and the run's chunks: common.Tick
	// (Instant makes it immediate, for tests).
	tick func(time.Duration, func(time.Time) tea.Msg) tea.Cmd
	// tallies caches the panel's tally definitions by game and spots.
	tallies map[string]tallyDef
	// panelFed: the panel has counted a draw since it was last cleared;
	// until then it says there are no draws yet.
	panelFed bool

	note    string
	noteBad bool
}

// New returns the lottery table; it builds its drums from the session's
// generator and seed when first shown.
func New(c *common.Common, l *casino.Ledger) *Model {
	ti := common.NewInput(c.Styles())
	ti.Prompt = "numbers: "
	ti.CharLimit = inputLimit
	return &Model{c: c, ledger: l, keys: DefaultKeyMap(), panel: panel.New(c), input: ti,
		pace: revealTime, run: newRun(), tick: common.Tick}
}

// Title is the screen's name with the lottery on show.
func (s *Model) Title() string {
	if s.table == nil {
		return "Lottery"
	}
	return "Lottery · " + s.table.Game().Title
}

// SetSize sets the screen's size, the ticket field's width with it.
func (s *Model) SetSize(w, h int) {
	s.W, s.H = w, h
	s.input.Width = max(1, w-len(s.input.Prompt)-2)
}

// Panel is the table's fairness panel; the root routes its messages
// to it.
func (s *Model) Panel() *panel.Model { return &s.panel }

// UsesPanel reports that the table always feeds its panel.
func (s *Model) UsesPanel() bool { return true }

// Capturing reports whether the ticket field has every key.
func (s *Model) Capturing() bool { return s.typing }

// Table is the table the screen plays, or nil before its drums are built
// (or when the session's generator cannot build them). The root's checks
// and tests read it: its chips in hand against the bankroll, its prizes
// owed and its net.
func (s *Model) Table() *game.Table { return s.table }

// Owed is the prizes of the draw on show not yet paid: its balls are
// still coming out, and the ledger holds its prizes on the table. The
// root's checks read it.
func (s *Model) Owed() int {
	if s.open == nil || s.result == nil {
		return 0
	}
	return s.result.Won
}

// LastDraw is the last draw, or nil before the first (or since a new
// table). The root's checks read its balls.
func (s *Model) LastDraw() *game.Result { return s.result }

// Typed is the text in the ticket field. The root's tests read it.
func (s *Model) Typed() string { return s.input.Value() }

// Instant makes the screen's timers fire at once — the balls of a draw,
// the chunks of a run — and stops its cursor's blink, so that a test (the
// root's too) sees a draw or a run through without waiting.
func (s *Model) Instant() {
	s.tick = func(_ time.Duration, f func(time.Time) tea.Msg) tea.Cmd {
		return func() tea.Msg { return f(time.Time{}) }
	}
	s.input.Cursor.SetMode(cursor.CursorStatic)
}

// Enter builds the table (anew if the session's generator or seed changed
// since).
func (s *Model) Enter() tea.Cmd {
	s.ensureTable()
	return nil
}

// Leave shows the rest of a draw (its prizes go to the bankroll, so other
// tables see every chip), closes the ticket field and stops a run.
func (s *Model) Leave() {
	if s.revealing() {
		s.finishReveal()
	}
	s.closeInput()
	if s.run.running {
		s.stopRun()
		s.say(false, "The run stopped at %s draws when you left: m starts a new one.", text.Int(s.run.tally.Draws))
	}
}

// ensureTable builds the table from the session's settings unless it was
// built from the same ones. A new generator means a new table: the slips
// are cleared too, so that the header's seed replays the session from
// its start.
func (s *Model) ensureTable() {
	k := s.c.Settings().DiceKey()
	if s.tableFor == k && (s.table != nil || s.genErr != nil) {
		return
	}
	old := s.table
	s.tableFor = k
	s.collect() // prizes still held on the table join the hand
	g, err := s.gens.For(s.c.Settings())
	if err == nil {
		s.table, err = game.New(g.Generator)
		s.gen = g
	}
	if err != nil {
		s.table, s.genErr = nil, err
		return
	}
	s.genErr = nil
	if old != nil {
		_ = s.table.Select(old.Game().Name)
		if old.Game().Name == game.Keno {
			_ = s.table.SetSpots(old.Spots())
		}
		s.say(false, "A new generator or seed: a fresh table and empty slips, so that the header's seed replays the session.")
	} else {
		s.say(false, "a adds a quick pick, t types your numbers, space draws.")
	}
	s.result, s.shown = nil, 0
	s.resetRun()
	s.resetPanel()
}

// collect pays the last draw's prizes, held on the table while its balls
// came out, into the hand.
func (s *Model) collect() {
	if s.open != nil {
		_ = s.open.Collect() // a refusal is the ledger's to show
		s.open = nil
	}
}

// say sets the one-line note.
func (s *Model) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = s.c.Styles().Glyphs.Text(fmt.Sprintf(format, args...)), bad
}

// Update routes msg by kind: a ball of the reveal, a chunk of the run,
// a key to the ticket field when it is open or else to the table, and
// anything else to the open field (its cursor's blink).
func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case ballMsg:
		return s, s.nextBall(msg.id)
	case chunkMsg, paceMsg:
		return s, s.updateRun(msg)
	case tea.KeyMsg:
		if s.typing {
			return s, s.updateTyping(msg)
		}
		return s, s.updateKey(msg)
	case tea.MouseMsg:
		return s, s.updateMouse(msg)
	}
	if s.typing { // the cursor's blink
		var cmd tea.Cmd
		s.input, cmd = common.UpdateInput(s.input, msg)
		return s, cmd
	}
	return s, nil
}

// updateKey is a key on the table. It builds the drums if they are not
// built yet, and ends a reveal (any key shows every ball, and does no
// more: the draw's result is not switched away unseen); the run's keys go
// to updateRunKey, every other key to the slip.
func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	if s.table == nil {
		s.ensureTable()
		if s.table == nil {
			s.say(true, "No drums: %v", s.genErr)
			return nil
		}
	}
	if s.revealing() {
		s.finishReveal()
		return nil
	}
	if cmd, ok := s.updateRunKey(k); ok {
		return cmd
	}
	// Every other key is the slip's: it shows the slip.
	s.showStats = false
	return s.updateSlip(k)
}
