package holdem

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"

	game "riffle/games/holdem"
	"riffle/ui/tui/draw"
)

// View draws the table in the area SetSize gave: the seats, the board and
// the pot, your cards, your equity beside the pot odds, your moves, how
// the last hand ended, the session and the note.
func (m *Model) View() string {
	if m.W < 1 || m.H < 1 {
		return ""
	}
	st := m.c.Styles()
	w := m.W
	g := m.g
	var lines []string
	add := func(style lipgloss.Style, s string) {
		lines = append(lines, draw.WrapStyled(style, st.Glyphs.Text(s), w)...)
	}
	add(st.Title, m.titleLine())
	if oval, ok := m.ovalFits(w); ok {
		lines = append(lines, "")
		lines = append(lines, oval...)
		lines = append(lines, "")
		if len(g.ShownHand().Board()) >= 3 {
			lines = append(lines, g.YouLine())
		}
	} else {
		lines = append(lines, g.SeatLines(w, nil)...)
		lines = append(lines, g.BoardLine(), g.YouLine())
	}
	if l := g.EquityLine(); l != "" {
		add(st.Text, l)
	}
	lines = append(lines, m.actionLine())
	if l := g.PotsLine(); l != "" {
		add(st.Text, l)
	}
	add(st.Subtle, g.SessionLine())
	if m.note != "" {
		style := st.Text
		if m.bad {
			style = st.Warn
		}
		add(style, m.note)
	}
	if !g.Dealt() && len(lines)+3 <= m.H {
		lines = append(lines, "")
		add(st.Subtle, howTo)
	}
	return draw.Clip(lines, w, m.H)
}

// howTo is the table's rules in a few lines, before the first hand.
const howTo = "Fixed-limit Texas Hold'em, blinds 5 and 10: bets of 10 before the turn, 20 on the turn and river, four a round at most. " +
	"The computer players see only their own cards and the table: before the flop their hand's Chen score against their style's bar for the seat and the raises before them; after it, equity against the range the others' actions imply, beside the pot odds; l shows the numbers. " +
	"Your stack each hand is your chips in hand, up to 500."

// titleLine: the game, the blinds, the hand.
func (m *Model) titleLine() string {
	t := fmt.Sprintf("Texas Hold'em · fixed limit %d/%d · %d seats", game.DefaultBlinds.Small, game.DefaultBlinds.Big, len(m.g.Table.Players))
	if m.g.Dealt() {
		t += fmt.Sprintf(" · hand %d", m.g.HandNo())
		if h := m.g.ShownHand(); !h.Over() {
			t += " · " + h.Street().String()
		}
	}
	return t
}

// actionLine: your moves on your turn, as buttons; what happens between
// hands.
func (m *Model) actionLine() string {
	st := m.c.Styles()
	switch {
	case m.g.InPlay() && !m.g.YourMove() || m.g.Pacing():
		return st.Subtle.Render(fmt.Sprintf("Waiting: %s.", m.whoseMove()) + "   any key: at once")
	case !m.g.InPlay() && m.dealErr() != nil:
		return st.Subtle.Render(fmt.Sprintf("No deal: %v", m.dealErr()))
	}
	line := m.g.Buttons(m.buttons()...)
	if !m.g.InPlay() {
		line += st.Subtle.Render(fmt.Sprintf("   +/- players (%d computer)", m.bots))
	}
	return line
}

// ovalFits is the table drawn as a table (pokertable.OvalLines) when it
// fits with the lines under it (the equity, the moves, the pots, the
// session, the note: about eight), else not.
func (m *Model) ovalFits(w int) ([]string, bool) {
	lines, ok := m.g.OvalLines(w, m.H-11, nil)
	return lines, ok
}
