package craps

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/odds"
	game "riffle/games/craps"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// The felt's pieces: a point's box is boxW cells wide inside; the boxed
// felt needs boxedMinW cells (the six boxes, the puck beside them, the
// rim), the bets' rows feltMinW.
const (
	boxW      = 6
	boxedMinW = 6*(boxW+1) + 1 + 12 + 4
	feltMinW  = 40
)

// ZoneBet is the zone of the bet on place p on the felt.
func ZoneBet(p string) string { return "craps.bet." + p }

// ZoneBox is the zone of point p's box on the felt.
func ZoneBox(p int) string { return "craps.box" + strconv.Itoa(p) }

// zoneBoxRow is the zone of the row under point p's name in its box (1:
// the puck's, 2: the chips'): the whole box takes a click.
func zoneBoxRow(p, row int) string { return ZoneBox(p) + "." + strconv.Itoa(row) }

// ZonePuck is the zone of point p on the puck's line beside the dice: a
// click there, as on its box, selects its place bet.
func ZonePuck(p int) string { return "craps.puck" + strconv.Itoa(p) }

// pointName is a point as the layout spells it: six and nine in words,
// as on a real table, so that they are not read upside down.
func pointName(p int) string {
	switch p {
	case 6:
		return "SIX"
	case 9:
		return "NINE"
	}
	return strconv.Itoa(p)
}

// spot is one piece of a row of the felt: a bet's place and the name the
// felt gives it, or a label (no place) that names the bets after it.
type spot struct{ place, name string }

// feltRows are the felt's rows of bets, as a real layout groups them: the
// line bets, the numbers, the come bets on their numbers (when there are
// any), the field with big 6 and 8 and the hardways, the one-roll bets.
func (s *Model) feltRows() [][]spot {
	rows := [][]spot{
		{{"pass", "Pass line"}, {"pass-odds", "odds"}, {"dont-pass", "Don't pass"}, {"dont-pass-odds", "lay odds"},
			{"come", "Come"}, {"dont-come", "Don't come"}},
		{{"", "Place"}, {"place-4", "4"}, {"place-5", "5"}, {"place-6", "6"}, {"place-8", "8"}, {"place-9", "9"}, {"place-10", "10"},
			{"", " Buy"}, {"buy-4", "4"}, {"buy-10", "10"}, {"", " Lay"}, {"lay-4", "4"}, {"lay-10", "10"}},
	}
	var come []spot
	for _, p := range s.table.Places() {
		if !game.Travelled(p) {
			continue
		}
		if len(come) == 0 {
			come = append(come, spot{"", "On numbers"})
		}
		name, odds := "come "+p[len("come-"):], "odds"
		if strings.HasPrefix(p, "dont-") {
			name, odds = "don't "+p[len("dont-come-"):], "lay odds"
		}
		come = append(come, spot{p, name}, spot{p + "-odds", odds})
	}
	if come != nil {
		rows = append(rows, come)
	}
	return append(rows,
		[]spot{{"field", "Field"}, {"big-6", "Big 6"}, {"big-8", "Big 8"}, {"", " Hard"}, {"hard-4", "4"}, {"hard-6", "6"},
			{"hard-8", "8"}, {"hard-10", "10"}},
		[]spot{{"", "One roll"}, {"any-7", "Any 7"}, {"any-craps", "Craps"}, {"aces-2", "2"}, {"ace-deuce-3", "3"},
			{"yo-11", "11"}, {"boxcars-12", "12"}, {"horn", "Horn"}})
}

// layoutLines draws the table's felt in w cells: boxed (a rim, the point
// boxes with the puck ON the point and the chips on each number) where w
// allows and boxed asks, else the bets' rows alone. Every bet is a zone
// a click selects; the bet under the cursor stands out. nil where the
// felt does not fit.
func (s *Model) layoutLines(w int, boxed bool) []string {
	if w < feltMinW || s.table == nil {
		return nil
	}
	boxed = boxed && w >= boxedMinW
	st := s.c.Styles()
	t := s.table
	key := draw.MemoKey(st.MemoID(), strconv.Itoa(w), strconv.FormatBool(boxed), strconv.FormatUint(t.Version(), 10), s.selected())
	return strings.Split(s.layoutMemo.Draw(key, func() string { return strings.Join(s.drawLayout(w, boxed), "\n") }), "\n")
}

// drawLayout draws what layoutLines shows.
func (s *Model) drawLayout(w int, boxed bool) []string {
	st := s.c.Styles()
	t := s.table
	in := w
	if boxed {
		in = min(w, 100) - 4
	}
	var body []string
	if boxed {
		body = append(s.pointBoxes(), "")
	}
	cursor := st.Selected.Reverse(true)
	sel := s.selected()
	for _, row := range s.feltRows() {
		var line strings.Builder
		width := 0
		flush := func() {
			body = append(body, line.String())
			line.Reset()
			width = 0
		}
		label, labelW := "", 0 // a label goes with the bet after it, on its line
		for _, sp := range row {
			var piece string
			var pw int
			if sp.place == "" {
				label, labelW = st.P.Subtle.Render(sp.name)+" ", lipgloss.Width(sp.name)+1
				continue
			} else {
				amt := "·"
				if n := t.Bet(sp.place); n > 0 {
					amt = text.Int(int64(n))
				}
				plain := sp.name + " " + amt
				pw = lipgloss.Width(plain)
				switch {
				case sp.place == sel:
					piece = cursor.Render(plain)
				case t.Bet(sp.place) > 0:
					piece = st.P.Text.Render(sp.name) + " " + st.P.Em.Render(amt)
				default:
					piece = st.P.Text.Render(sp.name) + " " + st.P.Subtle.Render(amt)
				}
				piece = label + s.c.Mark(ZoneBet(sp.place), piece)
				pw += labelW
				label, labelW = "", 0
			}
			if width > 0 && width+2+pw > in {
				flush()
			}
			if width > 0 {
				line.WriteString("  ")
				width += 2
			}
			line.WriteString(piece)
			width += pw
		}
		flush()
	}
	if !boxed {
		return body
	}
	rim := st.P.Good
	out := []string{rim.Render("╭" + strings.Repeat("─", in+2) + "╮")}
	for _, l := range body {
		out = append(out, rim.Render("│")+" "+draw.FitLine(l, in)+" "+rim.Render("│"))
	}
	return append(out, rim.Render("╰"+strings.Repeat("─", in+2)+"╯"))
}

// pointBoxes draws the six point boxes, the puck ON in the point's (OFF
// beside them on the come-out) and the chips on each number (place, buy,
// lay and come bets), each box a zone that selects its place bet.
func (s *Model) pointBoxes() []string {
	st := s.c.Styles()
	t := s.table
	line, p := st.P.Subtle, st.P
	centre := func(t string, n int) string {
		tw := lipgloss.Width(t)
		l := max(0, (n-tw)/2)
		return strings.Repeat(" ", l) + t + strings.Repeat(" ", max(0, n-tw-l))
	}
	var top, names, pucks, chips, bottom strings.Builder
	for i, pt := range odds.CrapsPoints {
		first := i == 0
		top.WriteString(line.Render(map[bool]string{true: "┌", false: "┬"}[first] + strings.Repeat("─", boxW)))
		bottom.WriteString(line.Render(map[bool]string{true: "└", false: "┴"}[first] + strings.Repeat("─", boxW)))
		for _, b := range []*strings.Builder{&names, &pucks, &chips} {
			b.WriteString(line.Render("│"))
		}
		name := centre(pointName(pt), boxW)
		puck := strings.Repeat(" ", boxW)
		if pt == t.Point() {
			name = p.Em.Render(name)
			puck = p.Selected.Render(centre("● ON", boxW))
		} else {
			name = p.Text.Render(name)
		}
		names.WriteString(s.c.Mark(ZoneBox(pt), name))
		pucks.WriteString(s.c.Mark(zoneBoxRow(pt, 1), puck))
		n := 0
		for _, pl := range numberPlaces(pt) {
			n += t.Bet(pl)
		}
		amt := strings.Repeat(" ", boxW)
		if n > 0 {
			amt = p.Em.Render(centre(text.Int(int64(n)), boxW))
		}
		chips.WriteString(s.c.Mark(zoneBoxRow(pt, 2), amt))
	}
	top.WriteString(line.Render("┐"))
	bottom.WriteString(line.Render("┘"))
	for _, b := range []*strings.Builder{&names, &pucks, &chips} {
		b.WriteString(line.Render("│"))
	}
	off := "      "
	if t.ComeOut() {
		off = p.Subtle.Render("○ OFF ")
	}
	return []string{top.String(), names.String() + "  " + off, pucks.String(), chips.String(), bottom.String()}
}

// numberPlaces are the places whose chips sit on point p's box.
func numberPlaces(p int) []string {
	out := []string{fmt.Sprintf("place-%d", p)}
	if p == 4 || p == 10 {
		out = append(out, fmt.Sprintf("buy-%d", p), fmt.Sprintf("lay-%d", p))
	}
	for _, k := range []string{"come", "dont-come"} {
		out = append(out, fmt.Sprintf("%s-%d", k, p), fmt.Sprintf("%s-%d-odds", k, p))
	}
	return out
}

// placeOfBox is the place bet point p's box selects.
func placeOfBox(p int) string { return fmt.Sprintf("place-%d", p) }

// BetZones are the zones the felt can draw: every bet's and every point
// box's (come bets on every number among them).
func BetZones() []string {
	var out []string
	for _, g := range spotGroups {
		for _, p := range g {
			out = append(out, ZoneBet(p))
		}
	}
	for _, pt := range odds.CrapsPoints {
		out = append(out, ZoneBox(pt), zoneBoxRow(pt, 1), zoneBoxRow(pt, 2), ZonePuck(pt))
		for _, k := range []string{"come", "dont-come"} {
			out = append(out, ZoneBet(fmt.Sprintf("%s-%d", k, pt)), ZoneBet(fmt.Sprintf("%s-%d-odds", k, pt)))
		}
	}
	return out
}
