package lottery

import (
	"errors"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/lottery"
	"riffle/ui/tui/common"
)

// inputLimit is the most characters the ticket field takes: far
// more than any ticket needs (keno's 10 numbers with commas take 39), and
// when it is reached the field says so rather than judge a ticket cut
// short.
const inputLimit = 120

// openInput opens the ticket field, empty, with an example of the game's
// tickets as its placeholder.
func (s *Model) openInput() tea.Cmd {
	s.typing = true
	s.input.SetValue("")
	g := s.table.Game()
	s.input.Placeholder = example(g)
	s.validateInput()
	return s.input.Focus()
}

// closeInput closes the ticket field and forgets what it said.
func (s *Model) closeInput() {
	s.typing = false
	s.input.Blur()
	s.inputMsg, s.inputBad, s.inputGood = "", false, false
}

// updateTyping: enter adds the ticket (or says why not and keeps the
// field), esc cancels, everything else edits and is checked as typed.
func (s *Model) updateTyping(k tea.KeyMsg) tea.Cmd {
	switch {
	case pressed(k, s.keys.Cancel):
		s.closeInput()
		s.say(false, "No ticket added.")
		return nil
	case pressed(k, s.keys.Accept):
		if len([]rune(s.input.Value())) >= inputLimit {
			s.validateInput()
			s.say(true, "Not added: %s. Clear some, or esc.", s.inputMsg)
			return nil
		}
		tk, err := s.table.Type(s.input.Value())
		if err != nil {
			s.inputMsg, s.inputBad, s.inputGood = err.Error(), true, false
			s.say(true, "Not added: %v. Fix the numbers, or esc.", err)
			return nil
		}
		s.closeInput()
		s.showStats = false
		s.slipChanged()
		s.say(false, "Ticket %d: %s.", len(s.table.Tickets()), ticketText(s.table.Game(), tk))
		return nil
	}
	var cmd tea.Cmd
	s.input, cmd = common.UpdateInput(s.input, k)
	s.validateInput()
	return cmd
}

// validateInput checks the field as typed: a problem in warning colours,
// what is still missing as a hint.
func (s *Model) validateInput() {
	_, err := s.table.Game().ParseTicket(s.input.Value())
	var pe *game.ParseError
	switch {
	case len([]rune(s.input.Value())) >= inputLimit:
		// What was typed past the limit is lost: judge nothing cut short.
		s.inputMsg, s.inputBad, s.inputGood = fmt.Sprintf("the field is full at %d characters: a ticket needs far fewer", inputLimit), true, false
	case err == nil:
		s.inputMsg, s.inputBad, s.inputGood = "complete: enter adds it to the slip", false, true
	case errors.As(err, &pe) && pe.Incomplete:
		s.inputMsg, s.inputBad, s.inputGood = pe.Msg, false, false
	default:
		s.inputMsg, s.inputBad, s.inputGood = err.Error(), true, false
	}
}

// example is the field's placeholder: how a ticket of g is typed.
func example(g game.Game) string {
	switch {
	case g.HasBonus():
		return fmt.Sprintf("5 numbers of 1…%d, then + and the %s (1…%d)", g.Lottery.Balls, g.BonusName, g.Lottery.Bonus)
	case g.MinSpots != g.MaxSpots:
		return fmt.Sprintf("%d to %d numbers of 1…%d, e.g. 7 21 42", g.MinSpots, g.MaxSpots, g.Lottery.Balls)
	}
	return fmt.Sprintf("%d numbers of 1…%d, spaces between", g.MinSpots, g.Lottery.Balls)
}
