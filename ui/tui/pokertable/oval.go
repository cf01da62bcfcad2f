package pokertable

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/felt"
)

// The oval table's pieces: a seat's box is seatW cells by seatH lines;
// the felt between the seats at least ovalMinW cells (five small cards
// and the oval's rim).
const (
	seatW     = 26
	seatH     = 4
	ovalMinW  = 47
	potChipsH = 4 // the pot's chips: three discs high and their values
)

// seatsAround splits the k seats other than yours among the left side,
// the top and the right side of the table, clockwise from your left.
func seatsAround(k int) (left, top, right int) {
	switch {
	case k <= 4:
		return 0, k, 0
	case k <= 6:
		return 1, k - 2, 1
	}
	return 2, k - 4, 2
}

// OvalLines draws the table as a table, in w × h: the seats around an
// oval of felt, the board and the pot in its middle, you at the bottom
// with your cards face up beside your seat; each seat's box says its
// name and style, the dealer's button (D), whose move it is (▸, its box
// lit), its chips behind and its bet this round, its cards (face down
// while the hand is on, or as known, face up at a showdown) and its last
// action. ok is false where it does not fit: the seat list then
// (SeatLines).
func (g *Game) OvalLines(w, h int, known func(seat int) ([2]cards.Card, bool)) ([]string, bool) {
	if known != nil {
		return g.drawOval(w, h, known)
	}
	// Without cards known, the table is drawn again only when what it
	// shows changed: the hand on show (a new deal, an action more), the
	// reasons shown, a win's flash, your chips, the size, the styles.
	hand := g.shownHand()
	n := 0
	if hand != nil {
		n = len(hand.Log())
	}
	key := draw.MemoKey(g.c.Styles().MemoID(), fmt.Sprintf("%d %d %d %v %v %d %d %d", g.deals, n, len(g.Table.Players), g.ShowWhy, g.Lit(), g.Stack(), w, h))
	out := g.ovalMemo.Draw(key, func() string {
		lines, ok := g.drawOval(w, h, nil)
		if !ok {
			return ""
		}
		return strings.Join(lines, "\n")
	})
	if out == "" {
		return nil, false
	}
	return strings.Split(out, "\n"), true
}

// drawOval draws what OvalLines shows.
func (g *Game) drawOval(w, h int, known func(seat int) ([2]cards.Card, bool)) ([]string, bool) {
	n := len(g.Table.Players)
	left, top, right := seatsAround(n - 1)
	sideW := 0
	if left > 0 {
		sideW = seatW + 2
	}
	ovalW := min(w-2*sideW, 90)
	if ovalW < ovalMinW || top*seatW+max(0, top-1)*2 > w {
		return nil, false
	}
	boardSize := felt.Small
	ovalH := max(boardSize.H()+5, left*seatH+max(0, left-1)) // the rim, a line clear above and below, the pot
	if seatH+ovalH+felt.Small.H() > h {
		return nil, false
	}
	chips := seatH+ovalH+felt.Small.H()+potChipsH <= h // room for the pot's chips under it
	if chips {
		ovalH += potChipsH
	}
	// Seats clockwise from your left: up the left side, along the top,
	// down the right side.
	seat := 1
	var lefts, tops, rights [][]string
	for range left {
		lefts = append([][]string{g.seatBox(seat, known)}, lefts...) // the first is nearest you: lowest
		seat++
	}
	for range top {
		tops = append(tops, g.seatBox(seat, known))
		seat++
	}
	for range right {
		rights = append(rights, g.seatBox(seat, known))
		seat++
	}
	var out []string
	// The top row, spread over the oval's width.
	out = append(out, spread(tops, w, seatH)...)
	// The oval between the side seats.
	oval := g.ovalLines(ovalW, ovalH, boardSize, chips)
	lcol, rcol := column(lefts, ovalH), column(rights, ovalH)
	pad := strings.Repeat(" ", max(0, (w-2*sideW-ovalW)/2))
	for i := range ovalH {
		l, r := "", ""
		if sideW > 0 {
			l, r = draw.FitLine(lcol[i], seatW)+"  ", "  "+draw.FitLine(rcol[i], seatW)
		}
		out = append(out, l+pad+oval[i]+pad+r)
	}
	// You at the bottom, your cards face up beside your box.
	you := g.seatBox(0, known)
	mine := g.yourCards()
	block := make([]string, max(len(you), len(mine)))
	for i := range block {
		a, b := strings.Repeat(" ", seatW), ""
		if i < len(you) {
			a = you[i]
		}
		if i < len(mine) {
			b = mine[i]
		}
		block[i] = a + "  " + b
	}
	bw := seatW + 2 + 2*felt.Small.W() + 1
	for _, l := range block {
		out = append(out, strings.Repeat(" ", max(0, (w-bw)/2))+l)
	}
	return out, true
}

// spread sets boxes side by side, spread evenly over w cells.
func spread(boxes [][]string, w, h int) []string {
	out := make([]string, h)
	if len(boxes) == 0 {
		return nil
	}
	gap := (w - len(boxes)*seatW) / (len(boxes) + 1)
	for r := range h {
		line := ""
		for _, b := range boxes {
			line += strings.Repeat(" ", gap) + b[r]
		}
		out[r] = line
	}
	return out
}

// column stacks boxes in h lines, spread evenly.
func column(boxes [][]string, h int) []string {
	out := make([]string, h)
	if len(boxes) == 0 {
		return out
	}
	gap := (h - len(boxes)*seatH) / (len(boxes) + 1)
	r := gap
	for _, b := range boxes {
		for _, l := range b {
			if r < h {
				out[r] = l
			}
			r++
		}
		r += gap
	}
	return out
}

// ovalLines is the felt, w × h: a rounded rim, the board's five places
// (the cards to come face down) and the pot in its middle.
func (g *Game) ovalLines(w, h int, size felt.Size, chips bool) []string {
	st := g.c.Styles()
	rim := st.P.Good
	f := felt.New(st)
	var board []felt.Face
	hand := g.shownHand()
	if hand != nil {
		for _, c := range hand.Board() {
			board = append(board, felt.Face{Card: c})
		}
	}
	for len(board) < 5 {
		board = append(board, felt.Face{Down: true})
	}
	cardsRow := f.Row(board, size, 1)
	pot := "no hand yet"
	if hand != nil {
		pot = "Pot " + text.Int(int64(hand.Pot()))
		if hand.Over() {
			pot = "Pot " + text.Int(int64(hand.Pot())) + " · " + text.OneMany(len(hand.Pots()), "the pot", "the pots") + " paid"
		}
	}
	in := w - 2
	centre := func(s string) string {
		sw := lipgloss.Width(s)
		if sw > in-2 {
			s, sw = draw.Truncate(s, in-2), in-2
		}
		l := (in - sw) / 2
		return strings.Repeat(" ", l) + s + strings.Repeat(" ", in-sw-l)
	}
	// The rim's first and last inner lines curve in: they stay clear.
	body := make([]string, h-2)
	for i := range body {
		body[i] = strings.Repeat(" ", in)
	}
	content := append(cardsRow, st.P.Em.Render(pot))
	if chips && hand != nil && hand.Pot() > 0 && !hand.Over() { // at the end the chips are the winners'
		content = append(content, f.Chips(int64(hand.Pot()), potChipsH)...)
	}
	first := 1 + (h-4-len(content))/2
	for i, l := range content {
		if first+i < len(body)-1 {
			body[first+i] = centre(l)
		}
	}
	out := make([]string, 0, h)
	out = append(out, rim.Render("  ╭"+strings.Repeat("─", w-6)+"╮  "))
	for i, l := range body {
		switch i {
		case 0:
			out = append(out, rim.Render("╭─╯")+strings.Repeat(" ", w-6)+rim.Render("╰─╮"))
		case len(body) - 1:
			out = append(out, rim.Render("╰─╮")+strings.Repeat(" ", w-6)+rim.Render("╭─╯"))
		default:
			out = append(out, rim.Render("│")+l+rim.Render("│"))
		}
	}
	return append(out, rim.Render("  ╰"+strings.Repeat("─", w-6)+"╯  "))
}

// seatBox is seat i's box, seatW × seatH.
func (g *Game) seatBox(i int, known func(int) ([2]cards.Card, bool)) []string {
	st := g.c.Styles()
	p := g.Table.Players[i]
	hand := g.shownHand()
	stack, bet, won, last := g.Table.Stacks[i], 0, 0, ""
	if i == 0 {
		stack = g.Stack()
	}
	border, style := st.P.Subtle, st.P.Text
	mark, dealer := "", ""
	cs := ""
	if hand != nil {
		s := hand.Seats[i]
		stack = s.Stack
		switch {
		case !hand.Over():
			bet = s.Bet
		case hand.Won(i) > 0:
			won = hand.Won(i) // the pot's chips pushed to the winner
		}
		if hand.Button == i {
			dealer = " D "
		}
		if !hand.Over() && hand.ToAct() == i {
			mark, border = "▸ ", st.P.Selected
		}
		if i == 0 && g.Lit() { // your win just shown flashes
			border = st.P.Good
		}
		if s.Folded {
			style = st.P.Subtle
		}
		if i != 0 {
			cs = g.seatCards(hand, i, known)
		}
		last = g.lastAction(hand, i)
	}
	in := seatW - 2
	name := mark + PlayerName(p)
	name = draw.Truncate(name, in-2-lipgloss.Width(dealer))
	fill := in - 1 - lipgloss.Width(name) - lipgloss.Width(dealer)
	topLine := border.Render("╭─") + style.Render(name) + border.Render(strings.Repeat("─", max(0, fill))) +
		st.P.Key.Render(dealer) + border.Render("╮")
	chips := text.Int(int64(stack)) + " chips"
	betText := ""
	switch {
	case bet > 0:
		betText = fmt.Sprintf("bet %d", bet)
	case won > 0:
		betText = "won " + text.Int(int64(won))
	}
	line1 := " " + chips + strings.Repeat(" ", max(1, in-2-lipgloss.Width(chips)-lipgloss.Width(betText))) + betText + " "
	line1 = style.Render(draw.FitLine(line1, in))
	says := append([]string{st.Glyphs.Text(last)}, shorter(last)...)
	if hand != nil && hand.Over() && hand.Showdown() && !hand.Seats[i].Folded { // at a showdown the hand's name, before the action's words
		v := hand.Value(i)
		says = append([]string{st.Glyphs.Text(last), cards.Describe(v), v.Class().String()}, shorter(last)...)
	}
	var line2 string
	if cs != "" {
		room := in - 2 - lipgloss.Width(cs) - 2
		line2 = " " + cs + "  " + style.Render(draw.FirstFit(room, says...))
	} else {
		line2 = " " + style.Render(draw.FirstFit(in-2, says...))
	}
	line2 = draw.FitLine(line2, in)
	side := border.Render("│")
	return []string{
		topLine,
		side + line1 + side,
		side + line2 + side,
		border.Render("╰" + strings.Repeat("─", in) + "╯"),
	}
}

// yourCards are your two cards face up as small cards (backs before the
// first hand).
func (g *Game) yourCards() []string {
	f := felt.New(g.c.Styles())
	hand := g.shownHand()
	if hand == nil {
		return f.Row([]felt.Face{{Down: true}, {Down: true}}, felt.Small, 1)
	}
	s := hand.Seats[0]
	return f.Row([]felt.Face{{Card: s.Hole[0]}, {Card: s.Hole[1]}}, felt.Small, 1)
}
