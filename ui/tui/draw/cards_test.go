package draw_test

import (
	"testing"

	"github.com/charmbracelet/x/ansi"

	"riffle/engine/cards"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/tuitest"
)

func TestCardText(t *testing.T) {
	st := tuitest.Common(t).Styles()
	for _, tc := range []struct {
		card         string
		ascii, glyph string
	}{
		{"Ah", "Ah", "A♥"}, {"Td", "Td", "T♦"}, {"2c", "2c", "2♣"}, {"Ks", "Ks", "K♠"},
	} {
		c := cards.MustParse(tc.card)
		if got := ansi.Strip(st.Card(c, true)); got != tc.ascii {
			t.Errorf("cardText(%s, ascii) = %q, want %q", tc.card, got, tc.ascii)
		}
		if got := ansi.Strip(st.Card(c, false)); got != tc.glyph {
			t.Errorf("cardText(%s) = %q, want %q", tc.card, got, tc.glyph)
		}
	}
	if got := ansi.Strip(st.Cards(cards.MustParseCards("Ah Kd 7c"), false)); got != "A♥ K♦ 7♣" {
		t.Errorf("cardsText = %q", got)
	}
	if got := ansi.Strip(st.Card(cards.Card(60), false)); got != "??" {
		t.Errorf("invalid card drawn as %q", got)
	}
	if w := ansi.StringWidth(st.CardBack(false)); w != 2 {
		t.Errorf("card back is %d cells", w)
	}
}

// wrapText breaks only at spaces: hyphenated names and no-break spaces
// stay whole, aligned columns keep their spaces, a long word stands alone.
func TestWrapText(t *testing.T) {
	for _, tc := range []struct {
		in   string
		w    int
		want string
	}{
		{"the fisher-yates shuffle is fair", 14, "the\nfisher-yates\nshuffle is\nfair"},
		{"wins with Q\u00a0Q\u00a02\u00a02\u00a0A", 12, "wins with\nQ\u00a0Q\u00a02\u00a02\u00a0A"},
		{"point   4   5", 20, "point   4   5"},
		{"a verylongwordindeed b", 5, "a\nverylongwordindeed\nb"},
		{"one\ntwo three", 5, "one\ntwo\nthree"},
		{"x", 0, ""},
	} {
		if got := draw.WrapText(tc.in, tc.w); got != tc.want {
			t.Errorf("wrapText(%q, %d) = %q, want %q", tc.in, tc.w, got, tc.want)
		}
	}
	if got := draw.FirstFit(5, "too long", "ok", "x"); got != "ok" {
		t.Errorf("firstFit = %q", got)
	}
	if got := draw.FirstFit(3, "too long"); got != "to…" {
		t.Errorf("firstFit cut = %q", got)
	}
	if text.Capitalize("alice wins") != "Alice wins" || text.Capitalize("7 riffles") != "7 riffles" {
		t.Error("capitalize")
	}
}
