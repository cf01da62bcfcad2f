package cheat

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/poker"
	"riffle/ui/tui/common"
)

// updateKey: the table's keys while the server-time field is closed.
// Each clears the last note; a key that cannot act says why.
func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	s.note, s.noteBad = "", false
	switch {
	case key.Matches(k, s.keys.Crack):
		switch {
		case s.searching():
			s.say(false, "The search is running.")
		case s.res != nil:
			s.say(false, "This deal is cracked already; n deals a new one.")
		default:
			return s.crack()
		}
	case key.Matches(k, s.keys.Street):
		if s.streets >= 2 {
			s.say(false, "The river is out: n deals a new hand.")
			return nil
		}
		s.streets++
	case key.Matches(k, s.keys.New):
		s.newDeal()
	case key.Matches(k, s.keys.More), key.Matches(k, s.keys.Fewer):
		p := s.players + 1
		if key.Matches(k, s.keys.Fewer) {
			p = s.players - 1
		}
		if p < poker.MinPlayers || p > poker.MaxPlayers {
			s.say(true, "The table seats %d to %d players.", poker.MinPlayers, poker.MaxPlayers)
			return nil
		}
		s.players = p
		s.newDeal()
	case key.Matches(k, s.keys.Skew):
		s.skew = (s.skew + 1) % len(clockSkews())
		if s.searching() || s.res != nil {
			s.stop()
			s.res = nil
			s.say(false, "Your clock changed: press c to search again.")
		}
	case key.Matches(k, s.keys.Time):
		s.editing = true
		s.input.SetValue("")
		return s.input.Focus()
	case key.Matches(k, s.keys.NextSeed):
		if s.res != nil && len(s.res.Seeds) > 1 {
			s.shown = (s.shown + 1) % len(s.res.Seeds)
		}
	}
	return nil
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
		s.newDeal()
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
