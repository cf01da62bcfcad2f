package tui

import (
	"testing"

	"github.com/charmbracelet/x/ansi"

	"riffle/engine/cards"
)

func TestCardText(t *testing.T) {
	st := testCommon(t).styles
	for _, tc := range []struct {
		card         string
		ascii, glyph string
	}{
		{"Ah", "Ah", "A♥"}, {"Td", "Td", "T♦"}, {"2c", "2c", "2♣"}, {"Ks", "Ks", "K♠"},
	} {
		c := cards.MustParse(tc.card)
		if got := ansi.Strip(st.cardText(c, true)); got != tc.ascii {
			t.Errorf("cardText(%s, ascii) = %q, want %q", tc.card, got, tc.ascii)
		}
		if got := ansi.Strip(st.cardText(c, false)); got != tc.glyph {
			t.Errorf("cardText(%s) = %q, want %q", tc.card, got, tc.glyph)
		}
	}
	if got := ansi.Strip(st.cardsText(cards.MustParseCards("Ah Kd 7c"), false)); got != "A♥ K♦ 7♣" {
		t.Errorf("cardsText = %q", got)
	}
	if got := ansi.Strip(st.cardText(cards.Card(60), false)); got != "??" {
		t.Errorf("invalid card drawn as %q", got)
	}
	if w := ansi.StringWidth(st.cardBack(false)); w != 2 {
		t.Errorf("card back is %d cells", w)
	}
}
