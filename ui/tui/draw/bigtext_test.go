package draw

import "testing"

// Every glyph of big type reads as one character only: no two draw the
// same blocks but 0 and O (the same round shape in every 3×5 font) and
// the two minus signs. (S was drawn as 5 and "0.5 s" read as "0.5 5".)
func TestBigGlyphsDistinct(t *testing.T) {
	same := map[[2]rune]bool{{'0', 'O'}: true, {'O', '0'}: true, {'-', '−'}: true, {'−', '-'}: true}
	seen := map[[BigRows]string]rune{}
	for r, g := range bigFont {
		for _, row := range g {
			if len([]rune(row)) != 3 {
				t.Errorf("%q: row %q is not three cells", r, row)
			}
		}
		if o, ok := seen[g]; ok && !same[[2]rune{o, r}] {
			t.Errorf("%q and %q draw the same", o, r)
		}
		seen[g] = r
	}
}
