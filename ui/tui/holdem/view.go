package holdem

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	game "riffle/games/holdem"
	"riffle/ui/text"
	"riffle/ui/tui/common"
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
	if l := m.sizeLine(); l != "" {
		lines = append(lines, draw.WrapStyled(lipgloss.NewStyle(), l, w)...)
	}
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
		add(st.Subtle, m.howTo())
	}
	return draw.Clip(lines, w, m.H)
}

// howTo is the table's rules in a few lines, before the first hand.
func (m *Model) howTo() string {
	return text.Capitalize(m.g.Limit().String()) + " Texas Hold'em, blinds 5 and 10: " + limitRules(m.g.Limit()) + " g changes the game. " +
		"The computer players see only their own cards and the table: before the flop their hand's Chen score against their style's bar for the seat and the raises before them; after it, equity against the range the others' actions imply, beside the pot odds; l shows the numbers. " +
		"Your stack each hand is your chips in hand, up to 500."
}

// sizeLine: the raise's sizes as buttons on your move in pot and no
// limit.
func (m *Model) sizeLine() string {
	st := m.c.Styles()
	k := m.keyMap()
	if !k.Least.Enabled() {
		return ""
	}
	var parts []string
	for _, b := range m.sizeButtons()[:len(sizeZones)] {
		parts = append(parts, m.g.Buttons(b))
	}
	if m.typed && m.chosenSize() != 0 {
		parts = append(parts, st.Text.Render(fmt.Sprintf("typed %d", m.size)))
	} else {
		parts = append(parts, st.Subtle.Render("0-9 type"))
	}
	return strings.Join(parts, "  ")
}

// titleLine: the game, the blinds, the hand.
func (m *Model) titleLine() string {
	limit := m.g.Limit() // the next hand's, between hands; the hand's while it is shown
	if m.g.Dealt() && (m.g.InPlay() || m.g.Pacing()) {
		limit = m.g.ShownHand().Blinds.Limit
	}
	t := fmt.Sprintf("Texas Hold'em · %s %d/%d · %d seats", limit, game.DefaultBlinds.Small, game.DefaultBlinds.Big, len(m.g.Table.Players))
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
		line += st.Subtle.Render(fmt.Sprintf("   +/- players (%d computer)", m.bots)) + "   " +
			m.g.Buttons(common.Button{Key: m.keyMap().Limit, Zone: zoneLimit})
	}
	return line
}

// ovalFits is the table drawn as a table (pokertable.OvalLines) when it
// fits with the lines under it (the equity, the moves, the pots, the
// session, the note: about eight), else not.
func (m *Model) ovalFits(w int) ([]string, bool) {
	under := 11
	if m.sizeLine() != "" {
		under++
	}
	lines, ok := m.g.OvalLines(w, m.H-under, nil)
	return lines, ok
}
