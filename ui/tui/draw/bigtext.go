package draw

import (
	"strings"
	"unicode"
)

// BigRows is the height of big type, in lines.
const BigRows = 5

// bigFont draws each character as BigRows rows of three cells ('#' a full
// block), for the presenter view: a number readable from the back of a
// room. Letters are upper case; a character without a glyph draws as '?'.
var bigFont = map[rune][BigRows]string{
	'0': {"###", "# #", "# #", "# #", "###"}, '1': {" # ", "## ", " # ", " # ", "###"},
	'2': {"###", "  #", "###", "#  ", "###"}, '3': {"###", "  #", " ##", "  #", "###"},
	'4': {"# #", "# #", "###", "  #", "  #"}, '5': {"###", "#  ", "###", "  #", "###"},
	'6': {"###", "#  ", "###", "# #", "###"}, '7': {"###", "  #", " # ", " # ", " # "},
	'8': {"###", "# #", "###", "# #", "###"}, '9': {"###", "# #", "###", "  #", "###"},
	'A': {" # ", "# #", "###", "# #", "# #"}, 'B': {"## ", "# #", "## ", "# #", "## "},
	'C': {"###", "#  ", "#  ", "#  ", "###"}, 'D': {"## ", "# #", "# #", "# #", "## "},
	'E': {"###", "#  ", "## ", "#  ", "###"}, 'F': {"###", "#  ", "## ", "#  ", "#  "},
	'G': {"###", "#  ", "# #", "# #", "###"}, 'H': {"# #", "# #", "###", "# #", "# #"},
	'I': {"###", " # ", " # ", " # ", "###"}, 'J': {"  #", "  #", "  #", "# #", "###"},
	'K': {"# #", "# #", "## ", "# #", "# #"}, 'L': {"#  ", "#  ", "#  ", "#  ", "###"},
	'M': {"# #", "###", "###", "# #", "# #"}, 'N': {"## ", "# #", "# #", "# #", "# #"},
	'O': {"###", "# #", "# #", "# #", "###"}, 'P': {"###", "# #", "###", "#  ", "#  "},
	'Q': {"###", "# #", "# #", "###", "  #"}, 'R': {"## ", "# #", "## ", "# #", "# #"},
	'S': {" ##", "#  ", " # ", "  #", "## "}, 'T': {"###", " # ", " # ", " # ", " # "},
	'U': {"# #", "# #", "# #", "# #", "###"}, 'V': {"# #", "# #", "# #", "# #", " # "},
	'W': {"# #", "# #", "###", "###", "# #"}, 'X': {"# #", "# #", " # ", "# #", "# #"},
	'Y': {"# #", "# #", " # ", " # ", " # "}, 'Z': {"###", "  #", " # ", "#  ", "###"},
	' ': {"   ", "   ", "   ", "   ", "   "}, '.': {"   ", "   ", "   ", "   ", " # "},
	',': {"   ", "   ", "   ", " # ", "#  "}, ':': {"   ", " # ", "   ", " # ", "   "},
	'%': {"# #", "  #", " # ", "#  ", "# #"}, '/': {"  #", "  #", " # ", "#  ", "#  "},
	'-': {"   ", "   ", "###", "   ", "   "}, '+': {"   ", " # ", "###", " # ", "   "},
	'=': {"   ", "###", "   ", "###", "   "}, '(': {" # ", "#  ", "#  ", "#  ", " # "},
	')': {" # ", "  #", "  #", "  #", " # "}, '?': {"###", "  #", " ##", "   ", " # "},
	'!': {" # ", " # ", " # ", "   ", " # "}, '±': {" # ", "###", " # ", "   ", "###"},
	'×': {"   ", "# #", " # ", "# #", "   "}, '·': {"   ", "   ", " # ", "   ", "   "},
	'−': {"   ", "   ", "###", "   ", "   "}, '<': {"  #", " # ", "#  ", " # ", "  #"},
	'>': {"#  ", " # ", "  #", " # ", "#  "}, '\'': {" # ", " # ", "   ", "   ", "   "},
}

// BigWidth is the cells s takes in big type: four a character (three and
// a space between).
func BigWidth(s string) int { return max(0, 4*len([]rune(s))-1) }

// Big draws s in big type, BigRows lines of full blocks (█; the glyph
// table gives them '#' in ASCII).
func Big(s string) []string {
	rows := make([]strings.Builder, BigRows)
	for i, r := range []rune(s) {
		g, ok := bigFont[unicode.ToUpper(r)]
		if !ok {
			g = bigFont['?']
		}
		for y := range BigRows {
			if i > 0 {
				rows[y].WriteByte(' ')
			}
			rows[y].WriteString(strings.ReplaceAll(g[y], "#", "█"))
		}
	}
	out := make([]string, BigRows)
	for y := range rows {
		out[y] = rows[y].String()
	}
	return out
}

// BigLines breaks s at its spaces into lines of big type no wider than w,
// each BigRows high with a blank line between; a word wider than w alone
// is cut to w's characters. Nil for w too narrow for one character.
func BigLines(s string, w int) []string {
	if w < 3 {
		return nil
	}
	var out []string
	line := ""
	flush := func() {
		if line == "" {
			return
		}
		if len(out) > 0 {
			out = append(out, "")
		}
		out = append(out, Big(line)...)
		line = ""
	}
	for _, word := range strings.Fields(s) {
		if r := []rune(word); BigWidth(word) > w {
			word = string(r[:(w+1)/4])
		}
		switch {
		case line == "":
			line = word
		case BigWidth(line+" "+word) <= w:
			line += " " + word
		default:
			flush()
			line = word
		}
	}
	flush()
	return out
}

// Scale draws big type's lines k times as large: each cell k cells wide,
// each line k lines high (k ≤ 1: as they are). A projector's large
// terminal reads the number from further away.
func Scale(lines []string, k int) []string {
	if k <= 1 {
		return lines
	}
	var out []string
	for _, l := range lines {
		var b strings.Builder
		for _, r := range l {
			for range k {
				b.WriteRune(r)
			}
		}
		for range k {
			out = append(out, b.String())
		}
	}
	return out
}
