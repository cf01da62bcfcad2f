package draw

import (
	"unicode/utf8"

	"github.com/charmbracelet/lipgloss"
)

// oneCell are the ranges of runes outside ASCII that a frame is mostly
// drawn with and that take one cell each, as ansi.StringWidth counts them
// (TestOneCell checks every one): Latin-1's letters and signs (not the
// soft hyphen), dashes, quotes and dots, arrows and mathematics, box
// drawing, blocks and shapes (not the two that are emoji), the card suits
// and die faces, and braille. None joins its neighbour into one grapheme.
var oneCell = [...][2]rune{
	{0x00A0, 0x00AC}, {0x00AE, 0x00FF},
	{0x2010, 0x2027}, {0x2030, 0x205E},
	{0x2190, 0x22FF},
	{0x2500, 0x25FC},
	{0x2660, 0x2667}, {0x2680, 0x2685},
	{0x2800, 0x28FF},
}

// lineWidth is lipgloss.Width(s), counted byte by byte when s is printable
// ASCII, runes of oneCell and CSI escapes (colours, zone marks), which is
// what a frame's lines are made of; anything else (a newline, a wide or
// combining character, another escape) is left to lipgloss.Width, which
// reads every character's grapheme cluster — a tenth of a millisecond on
// a screen of braille.
func lineWidth(s string) int {
	n := 0
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c >= 0x20 && c < 0x7F:
			n++
			i++
		case c == 0x1B && i+1 < len(s) && s[i+1] == '[': // CSI: parameters, intermediates, a final byte
			j := i + 2
			for j < len(s) && s[j] >= 0x30 && s[j] <= 0x3F {
				j++
			}
			for j < len(s) && s[j] >= 0x20 && s[j] <= 0x2F {
				j++
			}
			if j == len(s) || s[j] < 0x40 || s[j] > 0x7E {
				return lipgloss.Width(s)
			}
			i = j + 1
		case c >= 0x80:
			r, size := utf8.DecodeRuneInString(s[i:])
			if !isOneCell(r) {
				return lipgloss.Width(s)
			}
			n++
			i += size
		default:
			return lipgloss.Width(s)
		}
	}
	return n
}

// isOneCell reports whether r is in oneCell.
func isOneCell(r rune) bool {
	for _, rg := range oneCell {
		if r < rg[0] {
			return false
		}
		if r <= rg[1] {
			return true
		}
	}
	return false
}
