package cheat

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/holdem"
	"riffle/games/poker"
	"riffle/ui/tui/common"
)

// updateKey: the table's keys while the server-time field is closed.
// Each clears the last note; a key that cannot act says why.
func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	s.note, s.noteBad = "", false
	km := s.keyMap()
	g := s.g
	switch {
	case key.Matches(k, s.keys.Call), key.Matches(k, s.keys.Raise), key.Matches(k, s.keys.Fold):
		return s.move(k, km)
	case key.Matches(k, s.keys.Crack):
		switch {
		case !s.crackable():
			s.say(true, "The crack needs your two cards and the flop: play on to the flop.")
		case s.searching():
			s.say(false, "The search is running.")
		case s.res != nil:
			s.say(false, "This deal is cracked already; space deals the next hand once it is over.")
		default:
			return s.crack()
		}
	case key.Matches(k, s.keys.Deal):
		return s.newDeal()
	case key.Matches(k, s.keys.Server):
		if g.InPlay() {
			s.say(true, "The server changes between hands: finish this one first.")
			return nil
		}
		s.fair = !s.fair
		if s.fair {
			s.say(false, "The server now shuffles fairly: Fisher-Yates on ChaCha8, seeded from the OS. Try the crack.")
		} else {
			s.say(false, "Back to the 1999 server: the ASF shuffle on Delphi's Random, seeded by its clock.")
		}
	case key.Matches(k, s.keys.More), key.Matches(k, s.keys.Fewer):
		s.setPlayers(key.Matches(k, s.keys.More))
	case key.Matches(k, s.keys.Skew):
		s.skew = (s.skew + 1) % len(clockSkews())
		if s.searching() || s.res != nil {
			s.stop()
			s.res = nil
			s.say(false, "Your clock changed (%s): press a to search again.", clockSkews()[s.skew])
		} else {
			s.say(false, "Your clock: %s off the server's.", clockSkews()[s.skew])
		}
	case key.Matches(k, s.keys.Time):
		if s.fair {
			s.say(true, "The fair server reads no clock: its seeds come from the OS.")
			return nil
		}
		s.editing = true
		s.input.SetValue("")
		return s.input.Focus()
	case key.Matches(k, s.keys.NextSeed):
		switch {
		case s.res != nil && len(s.res.Seeds) > 1:
			s.shown = (s.shown + 1) % len(s.res.Seeds)
		case s.res != nil:
			s.say(false, "Only one seed fits: there is no other deck to show.")
		default:
			s.say(true, "No search has found seeds yet: a cracks the deal once the flop is out.")
		}
	case key.Matches(k, s.keys.Why):
		if !g.Dealt() {
			s.say(true, "No hand dealt yet.")
			return nil
		}
		g.ShowWhy = !g.ShowWhy
	}
	return nil
}

// move makes your move by key, or says why it cannot be made.
func (s *Model) move(k tea.KeyMsg, km KeyMap) tea.Cmd {
	g := s.g
	switch {
	case !g.InPlay():
		s.say(true, "No hand is on: space deals one.")
	case !g.YourMove():
		s.say(true, "Wait: it is not your move.")
	case key.Matches(k, s.keys.Call) && g.Hand().ToCall(0) > 0:
		return s.act(game.Call)
	case key.Matches(k, s.keys.Call):
		return s.act(game.Check)
	case key.Matches(k, s.keys.Raise) && !km.Raise.Enabled():
		s.say(true, "No raise: the round's four bets are made, or nobody can answer one.")
	case key.Matches(k, s.keys.Raise):
		return s.act(game.Raise)
	case !km.Fold.Enabled():
		s.say(true, "Nothing to fold to: c checks for free.")
	default:
		return s.act(game.Fold)
	}
	return nil
}

// setPlayers seats one player more or fewer (2…9), between hands.
func (s *Model) setPlayers(more bool) {
	if s.g.InPlay() {
		s.say(true, "The players change between hands: finish this one first.")
		return
	}
	p := s.players - 1
	if more {
		p = s.players + 1
	}
	if p < game.MinPlayers || p > game.MaxPlayers {
		s.say(true, "The table seats %d to %d players.", game.MinPlayers, game.MaxPlayers)
		return
	}
	if err := s.g.SetBots(p - 1); err != nil {
		s.say(true, "%v.", err)
		return
	}
	s.players = p
	s.stop()
	s.res = nil
	s.say(false, "A new table of %d: space deals.", p)
}

// updateTime handles keys while the server-time field is open.
func (s *Model) updateTime(k tea.KeyMsg) (common.Screen, tea.Cmd) {
	switch {
	case key.Matches(k, s.keys.Cancel):
		s.editing = false
		s.input.Blur()
		s.note = ""
		return s, nil
	case key.Matches(k, s.keys.Accept):
		v := strings.TrimSpace(s.input.Value())
		at := -1
		if v != "" {
			var err error
			if at, err = poker.ParseClock(v); err != nil {
				s.say(true, "%v", err)
				return s, nil
			}
		}
		s.setTime, s.editing = at, false
		s.input.Blur()
		if at < 0 {
			s.say(false, "The server reads its clock again at every deal.")
		} else {
			s.say(false, "Every deal now seeds Randomize at %s.", poker.ClockText(at))
		}
		return s, nil
	}
	var cmd tea.Cmd
	s.input, cmd = common.UpdateInput(s.input, k)
	return s, cmd
}
