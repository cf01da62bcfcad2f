package videopoker

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	game "riffle/games/videopoker"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/felt"
)

// The machine's layout: cards a cell apart, the side column (advice,
// cost, session) at least sideMin cells wide and at most sideMax, three
// cells from the machine.
const (
	cardGap = 1
	sideMin = 32
	sideMax = 48
	sideGap = 3
)

// machine draws the table as a machine looks when the room allows it:
// the pay table (the bet's column lit), the cards at the largest size
// that fits with HELD over the held ones and their keys under them, the
// credit, bet and win meters, the note and the pay table's return under
// best play; the advice, the cost and the session beside it, or below.
// ok is false when even the small cards do not fit: the compact table
// (tableLines) then.
func (s *Model) machine() ([]string, bool) {
	rows := s.H - 1 // the title line
	for _, size := range []felt.Size{felt.Large, felt.Small} {
		for _, l := range []layout{{payAbove: true, sideRight: true}, {payAbove: true}, {sideRight: true}, {sideRight: true, narrowPay: true}, {}, {narrowPay: true}} {
			l.size = size
			if s.fits(&l, rows) { // measured, then drawn once
				lines, bw := s.arrange(l, rows)
				return append([]string{s.titleLine()}, centre(lines, s.W, rows, bw)...), true
			}
		}
	}
	return nil, false
}

// layout is one way to lay the machine out: the cards' size, the pay
// table above the cards (else beside them, with only the bet's column
// when narrowPay), the advice beside the machine (else below); and, once
// measured (fits), the widths of the machine and of the advice beside it.
type layout struct {
	size                           felt.Size
	payAbove, sideRight, narrowPay bool
	mainW, sideW                   int
}

// sideRows is the most lines the advice, the cost and the session take:
// the block keeps them all, shown or not, so that the machine stands
// still as the advice comes and goes (the cards turning hide it).
const sideRows = 9

// The machine's fixed lines under the cards: the meters, the note's two
// lines and the return.
const underCards = 3 + 2 + 1

// fits measures l in s.W × rows without drawing it, and notes its widths.
func (s *Model) fits(l *layout, rows int) bool {
	cw := 5*l.size.W() + 4*cardGap
	cardH := l.size.H() + 2 // HELD over the cards, the keys under them
	nameW, lines := s.payNameW(), len(s.game.PayTable().Lines)
	payW, payH := nameW+5*5, lines+1 // every bet's column under a header
	if l.narrowPay || !l.payAbove && cw+sideGap+payW > s.W {
		payW, payH = nameW+5, lines // the bet's column alone
	}
	mainH := max(cardH, payH) + underCards
	l.mainW = cw + sideGap + payW
	if l.payAbove {
		mainH, l.mainW = payH+1+cardH+underCards, max(cw, payW)
	}
	if l.mainW > s.W {
		return false
	}
	if l.sideRight {
		l.sideW = min(sideMax, s.W-l.mainW-sideGap)
		return l.sideW >= sideMin && mainH <= rows
	}
	return min(sideRows, rows-mainH-1) >= 4 // the cost, the session and two lines of advice at least
}

// arrange draws the machine as l, measured by fits, says: the lines, and
// the block's width (every line within it).
func (s *Model) arrange(l layout, rows int) ([]string, int) {
	cw := 5*l.size.W() + 4*cardGap
	payW := l.mainW
	if !l.payAbove {
		payW = l.mainW - cw - sideGap
	}
	pay := s.machinePay(payW)
	var main []string
	if l.payAbove {
		main = append(main, pay...)
		main = append(main, "")
		main = append(main, s.cardBlock(l.size)...)
	} else {
		main = besideLines(s.cardBlock(l.size), cw, pay)
	}
	main = append(main, s.meterLines()...)
	note := s.noteLines(l.mainW)
	for len(note) < 2 { // the note's two lines kept, so that nothing moves
		note = append(note, "")
	}
	main = append(main, note...)
	main = append(main, s.returnLine(l.mainW))
	if l.sideRight {
		return besideLines(main, l.mainW, fitBlock(s.sideLines(l.sideW, rows), l.sideW, min(sideRows, rows))), l.mainW + sideGap + l.sideW
	}
	room := min(sideRows, rows-len(main)-1)
	return append(append(main, ""), fitBlock(s.sideLines(l.mainW, room), l.mainW, room)...), l.mainW
}

// fitBlock pads lines to n lines of w cells.
func fitBlock(lines []string, w, n int) []string {
	out := make([]string, n)
	for i := range out {
		l := ""
		if i < len(lines) {
			l = lines[i]
		}
		out[i] = draw.FitLine(l, w)
	}
	return out
}

// payNameW is the widest pay line's name.
func (s *Model) payNameW() int {
	w := 0
	for _, l := range s.game.PayTable().Lines {
		w = max(w, lipgloss.Width(l.Name))
	}
	return w
}

// cardBlock is the five cards at size with HELD over the held ones and
// each card's key under it, cards and keys marked for clicks; before the
// first deal, and while the animation has not reached them, backs.
func (s *Model) cardBlock(size felt.Size) []string {
	g := s.game
	h, held := g.Hand(), g.Held()
	var hidden [5]bool
	for i := range hidden {
		hidden[i] = s.hidden(i)
	}
	key := draw.MemoKey(s.stylesKey(), fmt.Sprint(size, g.Deck() == nil, g.Phase(), g.Last() != nil, h, held, hidden))
	return strings.Split(s.cardMemo.Draw(key, func() string { return strings.Join(s.drawCardBlock(size), "\n") }), "\n")
}

// stylesKey says which styles a memo's drawing was drawn in.
func (s *Model) stylesKey() string {
	return s.c.Styles().MemoID()
}

// drawCardBlock draws what cardBlock shows.
func (s *Model) drawCardBlock(size felt.Size) []string {
	f := felt.New(s.c.Styles())
	st := s.c.Styles()
	g := s.game
	h, held := g.Hand(), g.Held()
	holding := g.Phase() == game.Holding
	marks := make([]string, 5)
	keys := make([]string, 5)
	blocks := make([][]string, 5)
	for i := range 5 {
		face := felt.Face{Card: h[i], Down: g.Deck() == nil || s.hidden(i)}
		blocks[i] = splitMarked(s.c.Mark(ZoneCard(i), strings.Join(f.Card(face, size), "\n")))
		marks[i] = f.Mark("HELD", held[i] && (holding || g.Last() != nil), size)
		k := strconv.Itoa(i + 1)
		ks := st.Subtle
		if holding {
			ks = st.Key
		}
		pad := size.W() - 1
		keys[i] = s.c.Mark(ZoneHold(i), strings.Repeat(" ", pad/2)+ks.Render(k)+strings.Repeat(" ", pad-pad/2))
	}
	gap := strings.Repeat(" ", cardGap)
	out := []string{strings.Join(marks, gap)}
	for r := range size.H() {
		parts := make([]string, 5)
		for i := range 5 {
			parts[i] = blocks[i][r]
		}
		out = append(out, strings.Join(parts, gap))
	}
	return append(out, strings.Join(keys, gap))
}

// splitMarked splits a marked block into its lines (the zone's marks stay
// on the first and last).
func splitMarked(s string) []string { return strings.Split(s, "\n") }

// meterLines are the machine's meters: the credits in hand, the bet and
// the last round's win.
func (s *Model) meterLines() []string {
	f := felt.New(s.c.Styles())
	win, lit := "0", false
	if last := s.game.Last(); last != nil && s.game.Phase() == game.Betting && !s.anim.Running() {
		win, lit = text.Int(int64(last.Paid)), last.Paid > 0 && s.anim.Lit()
	}
	credit := f.Meter("CREDIT", text.Int(int64(s.ledger.InHand())), 14, false)
	bet := f.Meter("BET", strconv.Itoa(s.game.Bet()), 7, false)
	won := f.Meter("WIN", win, 10, lit)
	out := make([]string, 3)
	for r := range out {
		out[r] = credit[r] + " " + bet[r] + " " + won[r]
	}
	return out
}

// returnLine says what the pay table returns under best play, the number
// a player looks for first: exact, from the law of the final hand
// (engine/videopoker.Analyze, checked there against the published
// tables), at five credits, where the royal flush pays its bonus.
func (s *Model) returnLine(w int) string {
	st := s.c.Styles()
	p := s.game.PayTable()
	l := lawFor(p)
	if !l.done.Load() {
		return st.P.Subtle.Render(draw.Truncate(st.Glyphs.Text("Working out the return under best play…"), w))
	}
	pct := l.get().ret * 100
	at := "at 5 credits"
	if s.game.Bet() < game.MaxBet {
		at = "at 5 credits (less below)"
	}
	return st.P.Subtle.Render(draw.FirstFit(w,
		fmt.Sprintf("%s returns %.2f%% played perfectly, %s", p.Title, pct, at),
		fmt.Sprintf("Returns %.2f%% played perfectly, %s", pct, at),
		fmt.Sprintf("Returns %.2f%% with best play", pct),
		fmt.Sprintf("Return %.2f%%", pct)))
}

// sideLines are the advice, the cost and the session in w × rows.
func (s *Model) sideLines(w, rows int) []string {
	tail := []string{s.costLine(w), s.sessionLine(w)}
	return append(s.adviceLines(w, min(7, rows-len(tail))), tail...)
}

// machinePay is the pay table in at most w cells: every bet's column when
// it fits, else the bet's column alone; nil when not even that fits.
func (s *Model) machinePay(w int) []string {
	key := draw.MemoKey(s.stylesKey(), s.game.PayTable().Name, fmt.Sprint(s.game.Bet(), s.litLine(), w))
	if out := s.payMemo.Draw(key, func() string { return strings.Join(s.drawPay(w), "\n") }); out != "" {
		return strings.Split(out, "\n")
	}
	return nil
}

// drawPay draws what machinePay shows.
func (s *Model) drawPay(w int) []string {
	p := s.game.PayTable()
	nameW := 0
	for _, l := range p.Lines {
		nameW = max(nameW, lipgloss.Width(l.Name))
	}
	lit := s.litLine()
	switch {
	case nameW+5*5 <= w:
		return s.fullPay(p, nameW, lit)
	case nameW+5 <= w:
		return s.payLines(len(p.Lines), nameW+5)
	}
	return nil
}

// besideLines sets block b beside block a, whose lines are padded to aw
// cells, sideGap cells between; the shorter block is padded with blank
// lines.
func besideLines(a []string, aw int, b []string) []string {
	out := make([]string, max(len(a), len(b)))
	gap := strings.Repeat(" ", sideGap)
	for i := range out {
		l, r := "", ""
		if i < len(a) {
			l = a[i]
		}
		if i < len(b) {
			r = b[i]
		}
		out[i] = draw.FitLine(l, aw) + gap + r
	}
	return out
}

// centre sets a block bw cells wide in the middle of w cells, and a
// third of the way down rows lines: a machine on a big terminal stands in
// its room, not in a corner.
func centre(lines []string, w, rows, bw int) []string {
	pad := strings.Repeat(" ", max(0, (w-bw)/2))
	out := make([]string, 0, rows)
	for range max(0, (rows-len(lines))/3) {
		out = append(out, "")
	}
	for _, l := range lines {
		out = append(out, pad+l)
	}
	return out
}
