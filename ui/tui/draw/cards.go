package draw

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	"riffle/games/poker"
	"riffle/ui/text"
)

// CardStyle is the colour a card is drawn in: red for hearts and diamonds,
// the text colour for clubs and spades. Without colours both are plain.
func (st Styles) CardStyle(c cards.Card) lipgloss.Style {
	if c.Suit() == cards.Hearts || c.Suit() == cards.Diamonds {
		return st.Bad
	}
	return st.Em
}

// Card is c as two cells: "A♥" with the suit sign, or "Ah" when ascii
// (the --ascii flag, or a locale that is not UTF-8). A card that is not one
// of the 52 is drawn as "??".
func (st Styles) Card(c cards.Card, ascii bool) string {
	if !c.Valid() {
		return st.Subtle.Render("??")
	}
	t := c.Symbol()
	if ascii {
		t = c.String()
	}
	return st.CardStyle(c).Render(t)
}

// Cards is cs drawn with cardText, separated by single spaces: 3n−1
// cells for n cards.
func (st Styles) Cards(cs []cards.Card, ascii bool) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = st.Card(c, ascii)
	}
	return strings.Join(parts, " ")
}

// CardBack is a face-down card, two cells wide.
func (st Styles) CardBack(ascii bool) string {
	if ascii {
		return st.Subtle.Render("##")
	}
	return st.Subtle.Render("▒▒")
}

// NoCardsText says why a card table has no game (err, from building it on
// the session's settings) and what to do: a shuffle that rolls dice
// (poker.ErrNotCards) is named, and the lobby's key to change it given.
func NoCardsText(err error) string {
	if errors.Is(err, poker.ErrNotCards) {
		msg := strings.TrimSuffix(err.Error(), ": "+poker.ErrNotCards.Error())
		return fmt.Sprintf("No cards: %s. Choose a card shuffle in the lobby (esc, then a).", msg)
	}
	return fmt.Sprintf("No cards: %v. Choose another shuffle in the lobby (esc, then a).", err)
}

// NoCardsLines is what a card table draws in width w while it has no
// game: idle before one is built, NoCardsText(err) when building failed.
func (st Styles) NoCardsLines(idle string, err error, w int) []string {
	msg := idle
	if err != nil {
		msg = NoCardsText(err)
	}
	lines := text.SplitLines(WrapText(msg, w))
	for i, l := range lines {
		lines[i] = st.Bad.Render(l)
	}
	return lines
}
