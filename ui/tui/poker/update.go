package poker

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/cards"
	game "riffle/games/poker"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// antes are the antes ]/[ step through.
var antes = [...]int{0, 1, 2, 5, 10, 25, 50, 100}

// say sets the one-line note.
func (s *Model) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = s.c.Styles().Glyphs.Text(fmt.Sprintf(format, args...)), bad
}

// updateKey hands a key to the handler of the table's state: a run
// dealing, no table (yet, or to be had), a table still taking in the last
// run's chunk, or a table at rest.
func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	switch {
	case s.fast.running:
		return s.updateRunning(k)
	case s.table == nil:
		return s.updateNoTable(k)
	case s.table.Busy():
		if s.isOurs(k) {
			s.say(true, "The last run is still finishing; try again in a moment.")
		}
		return nil
	}
	return s.updateTable(k)
}

// updateRunning: while a run deals, x stops it and space works the
// sampler; the other keys say why they wait.
func (s *Model) updateRunning(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, s.keys.Fast):
		s.fast.stop = true
		s.say(false, "Stopping after this chunk of deals…")
		return nil
	case key.Matches(k, s.keys.Sampler) && s.c.PanelShown():
		return s.panel.Toggle()
	}
	if s.isOurs(k) {
		s.say(true, "A run is dealing for the statistics: x stops it first.")
	}
	return nil
}

// updateNoTable tries the session's settings again; with a table the key
// goes to it, without one it says why not.
func (s *Model) updateNoTable(k tea.KeyMsg) tea.Cmd {
	cmd := s.ensureTable()
	if s.table == nil {
		if s.isOurs(k) {
			s.say(true, "%s", draw.NoCardsText(s.tableErr))
		}
		return cmd
	}
	s.loadOdds()
	return tea.Batch(cmd, s.updateKey(k))
}

// updateTable: the keys of a table at rest.
func (s *Model) updateTable(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, s.keys.Deal):
		s.deal()
	case key.Matches(k, s.keys.Fast):
		return s.startFast()
	case key.Matches(k, s.keys.Mode):
		return s.switchMode()
	case key.Matches(k, s.keys.More):
		s.stepCount(1)
	case key.Matches(k, s.keys.Fewer):
		s.stepCount(-1)
	case key.Matches(k, s.keys.Bigger):
		return s.stepSize(1)
	case key.Matches(k, s.keys.Smaller):
		return s.stepSize(-1)
	case key.Matches(k, s.keys.Bridge) && s.table.Mode() != game.ModeHoldem:
		return s.toggleBridge()
	case key.Matches(k, s.keys.Sampler):
		return s.toggleSampler()
	case key.Matches(k, s.keys.Clear):
		s.table.ClearStats()
		s.syncPanel()
		s.say(false, "Statistics cleared; the deals go on from the same stream.")
	}
	return nil
}

// stepCount (+/-) changes the hands of a deal, or the Hold'em players,
// by step.
func (s *Model) stepCount(step int) {
	t := s.table
	if t.Mode() == game.ModeHoldem {
		s.setPlayers(t.Players() + step)
		return
	}
	n, m := t.Shape()
	s.setShape(n+step, m)
}

// stepSize (]/[) changes the cards a hand (setShape counts the new
// size's exact odds), or the Hold'em ante, by step.
func (s *Model) stepSize(step int) tea.Cmd {
	t := s.table
	if t.Mode() == game.ModeHoldem {
		s.stepAnte(step)
		return nil
	}
	n, m := t.Shape()
	s.setShape(n, m+step)
	return nil
}

// toggleBridge goes between a bridge deal (4 × 13) and the default deal.
func (s *Model) toggleBridge() tea.Cmd {
	n, m := s.table.Shape()
	if n == game.BridgeHands && m == game.BridgeCards {
		s.setShape(game.DefaultHands, game.DefaultCards)
	} else {
		s.setShape(game.BridgeHands, game.BridgeCards)
	}
	return nil
}

// toggleSampler starts, pauses or resumes the panel's sampler, or says
// that the panel is hidden.
func (s *Model) toggleSampler() tea.Cmd {
	if !s.c.PanelShown() {
		s.say(true, "The panel is hidden: f shows it, then space samples.")
		return nil
	}
	return s.panel.Toggle()
}

// deal deals once and says what came of it.
func (s *Model) deal() {
	t := s.table
	if err := s.ledger.CanStake(); err != nil {
		s.say(true, "%s.", text.Capitalize(err.Error()))
		return
	}
	move := game.HoldemMove(t.Players(), t.Ante())
	if t.Mode() == game.ModeDeals {
		move = game.HandsMove(t.Shape())
	}
	hand := s.ledger.InHand()
	open, err := s.ledger.BeginDrawn(game.Name, s.gen.Source(t.Algorithm().Name, t.SetGenerator))
	if err == nil {
		if err = t.Deal(hand); err != nil {
			_ = open.Cancel()
		}
	}
	switch {
	case errors.Is(err, game.ErrChips):
		s.say(true, "You have %s chips, the ante is %d: [ lowers it (0 is free).", text.Int(int64(hand)), t.Ante())
		return
	case err != nil:
		s.say(true, "No deal: %v.", err)
		return
	}
	var res round.Result
	if t.Mode() == game.ModeDeals {
		res = game.HandsResult(*t.LastDeal())
	} else {
		sd := t.LastShowdown()
		res = game.HoldemResult(*sd)
		// The ante is staked and the pot's share paid: a refusal is the
		// ledger's to show (the header).
		_ = open.Stake(sd.Ante)
		_ = open.Settle(sd.Ante, sd.Shares[0])
	}
	_, _ = open.Finish([]string{move}, res)
	s.syncPanel()
	if t.Mode() == game.ModeHoldem {
		s.note = "" // the showdown's result line says it
		return
	}
	s.say(false, "%s", dealText(t.DealtIn(game.ModeDeals), *t.LastDeal()))
}

// dealText sums deal number k up in a sentence: the best hand at the
// table, or every hand that ties for best.
func dealText(k int64, d game.Deal) string {
	best := d.Best()
	if len(best) == 0 {
		m := 0
		if len(d.Hands) > 0 {
			m = len(d.Hands[0].Cards)
		}
		return fmt.Sprintf("Deal %s: hands of %s have no poker name.", text.Int(k), text.Plural(m, "card"))
	}
	name := text.LowerFirst(cards.Describe(d.Hands[best[0]].Value))
	if len(best) == 1 {
		return fmt.Sprintf("Deal %s: hand %d is best with %s.", text.Int(k), best[0]+1, name)
	}
	nums := make([]string, len(best))
	for i, b := range best {
		nums[i] = fmt.Sprint(b + 1)
	}
	return fmt.Sprintf("Deal %s: hands %s tie for best with %s.", text.Int(k), andList(nums), name)
}

// andList joins items as a sentence does: "a", "a and b", "a, b and c".
func andList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// setShape changes the deals' shape, or says in one line why not.
func (s *Model) setShape(n, m int) {
	if err := s.table.SetShape(n, m); err != nil {
		s.say(true, "%v.", err)
		return
	}
	what := ""
	switch {
	case n == game.BridgeHands && m == game.BridgeCards:
		what = ": a bridge deal"
	case m < 5:
		what = ": too few for poker hands"
	case m > 5:
		what = ", each named by its best five"
	}
	s.say(false, "%s of %s (%d of 52 cards)%s.", text.Plural(n, "hand"), text.Plural(m, "card"), n*m, what)
	s.syncPanel()
}

// setPlayers seats p players at Hold'em, or says in one line why not.
func (s *Model) setPlayers(p int) {
	if err := s.table.SetPlayers(p); err != nil {
		s.say(true, "%v.", err)
		return
	}
	s.say(false, "%d players: %d cards a deal (2 each, 3 burned, 5 on board).", p, game.Layout(p).Cards())
}

// stepAnte moves the ante along antes.
func (s *Model) stepAnte(step int) {
	cur := s.table.Ante()
	i := slices.Index(antes[:], cur)
	if i < 0 {
		i = 0
	}
	j := i + step
	if j < 0 || j >= len(antes) {
		s.say(true, "The ante is %d: the table takes 0 to %d.", cur, game.MaxAnte)
		return
	}
	if err := s.table.SetAnte(antes[j]); err != nil {
		s.say(true, "%v.", err)
		return
	}
	if antes[j] == 0 {
		s.say(false, "No ante: hands dealt for show, no chips change hands.")
		return
	}
	s.say(false, "Ante %d a seat: the best hand takes the pot of %s.", antes[j], text.Int(int64(antes[j]*s.table.Players())))
}

// switchMode goes between dealt hands and Hold'em.
func (s *Model) switchMode() tea.Cmd {
	t := s.table
	if t.Mode() == game.ModeHoldem {
		_ = t.SetMode(game.ModeDeals)
		n, m := t.Shape()
		s.say(false, "Dealt hands: %d × %d, round-robin from one shuffled deck.", n, m)
	} else {
		_ = t.SetMode(game.ModeHoldem)
		s.say(false, "Hold'em: %d players, ante %d; the best five of seven wins.", t.Players(), t.Ante())
	}
	s.syncPanel()
	return nil
}
