package dobble

// glyphs are the 57 symbols of the classic deck, one a symbol number: each
// one cell wide in every terminal — no emoji (which some terminals draw
// two cells wide) and none of Unicode's East Asian ambiguous width (two
// cells in CJK locales) — and each a different shape, so that they stay
// apart without colour. The test checks both with go-runewidth.
var glyphs = []rune("✆✇₹⊛✚✜✞✠✢✤✦✧✪✯✰✲❀❂❅❆❋❍❏❖❝➔➤➳◒◔◙◧◪◬◭◰▰¢£¥₩₿∅⊗⊘⊞⊠⋈⌘⌂ℵϞ⅁⌬⏚ℜ₽")

// asciiGlyphs are the symbols in ASCII (LC_ALL=C, --ascii): letters, then
// digits.
const asciiGlyphs = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// Glyph is symbol s as drawn: its glyph, or in ASCII its letter or digit.
func Glyph(s int, ascii bool) string {
	if ascii {
		return asciiGlyphs[s : s+1]
	}
	return string(glyphs[s])
}
