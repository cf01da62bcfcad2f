package dobble

// glyphs are the 57 symbols of the classic deck, one a symbol number: each
// one cell wide in every terminal — no emoji (which some terminals draw
// two cells wide) and none of Unicode's East Asian ambiguous width (two
// cells in CJK locales) — and each a different shape, so that they stay
// apart without colour. The test checks both with go-runewidth. The
// first 16 — every symbol of the double decks — are of 16 kinds (a
// telephone, a flower, a knot, a currency, a half disc, a cross, a boxed
// plus, a snowflake, a letter, an arrow, a ring, a house, a pound, a star,
// a bowtie, a koppa), so that no two on a card are variants of one shape.
var glyphs = []rune("✆❀⌘₹◒✚⊞❆ℵ➔◙⌂£✪⋈Ϟ✇⊛✜✞✠✢✤✦✧✯✰✲❂❅❋❍❏❖❝➤➳◔◧◪◬◭◰▰¢¥₩₿∅⊗⊘⊠⅁⌬⏚ℜ₽")

// asciiGlyphs are the symbols in ASCII (LC_ALL=C, --ascii): letters, then
// five marks — never a digit, which a card draws beside a symbol as the
// key that picks it.
const asciiGlyphs = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ#$%&@"

// Glyph is symbol s as drawn: its glyph, or in ASCII its letter or mark.
func Glyph(s int, ascii bool) string {
	if ascii {
		return asciiGlyphs[s : s+1]
	}
	return string(glyphs[s])
}
