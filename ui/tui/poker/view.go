package poker

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	"riffle/engine/stats"
	game "riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// View draws the table in s.w × s.h: the deal (hands, or the Hold'em
// board and players), what happened, and — with room — the hand classes
// against the exact odds.
func (s *Model) View() string {
	if s.w < 1 || s.h < 1 {
		return ""
	}
	var lines []string
	switch {
	case s.table == nil:
		lines = s.noTableLines()
	case s.table.Mode() == game.ModeHoldem:
		lines = s.holdemLines()
	default:
		lines = s.dealLines()
	}
	if len(lines) > s.h {
		lines = lines[:s.h]
	}
	for i, l := range lines {
		lines[i] = common.Truncate(l, s.w)
	}
	return strings.Join(lines, "\n")
}

func (s *Model) noTableLines() []string {
	st := s.c.Styles
	msg := "Poker: the dealer sits down when the table opens."
	if s.tableErr != nil {
		msg = noTableText(s.tableErr)
	}
	lines := text.SplitLines(common.WrapText(msg, s.w))
	for i, l := range lines {
		lines[i] = st.Bad.Render(l)
	}
	return lines
}

// titleLine puts the first of lefts (most detailed first) that leaves
// room for right on one line of w cells, right aligned; when none does,
// the first left that fits alone, else the last one cut to w.
func titleLine(lefts []string, right string, w int) string {
	rw := lipgloss.Width(right)
	if right != "" {
		for _, l := range lefts {
			if lw := lipgloss.Width(l); lw+rw+2 <= w {
				return l + strings.Repeat(" ", w-lw-rw) + right
			}
		}
	}
	for _, l := range lefts {
		if lipgloss.Width(l) <= w {
			return l
		}
	}
	return common.Truncate(lefts[len(lefts)-1], w)
}

// ---- stacking blocks of lines in the height ----

// block is one block of the view: its variants from the most lines
// to the fewest, and which one is drawn (-1: none).
type block struct {
	variants [][]string
	// complete is how many leading variants show the whole block (every
	// hand or player); the others are cut ("… 3 more").
	complete int
	pick     int
	sep      bool // a blank line before it, when there is room
}

// stack lays blocks out in h lines: the essential ones first at
// their smallest (place), then others grown or added in order of
// importance (grow) while they fit; lines draws them in display order.
type stack struct {
	h      int
	blocks []*block
}

// add appends a block in display order (not yet placed).
func (k *stack) add(sep bool, variants ...[]string) *block {
	var vs [][]string
	for _, v := range variants {
		if len(v) > 0 {
			vs = append(vs, v)
		}
	}
	b := &block{variants: vs, complete: len(vs), pick: -1, sep: sep}
	k.blocks = append(k.blocks, b)
	return b
}

func (k *stack) room() int {
	n := k.h
	for _, b := range k.blocks {
		if b.pick >= 0 {
			n -= len(b.variants[b.pick])
		}
	}
	return n
}

// place draws b at its smallest complete variant that fits, else the
// largest cut one that does.
func (k *stack) place(b *block) {
	if b == nil || b.pick >= 0 {
		return
	}
	room := k.room()
	for i := b.complete - 1; i >= 0; i-- {
		if len(b.variants[i]) <= room {
			b.pick = i
			return
		}
	}
	for i := b.complete; i < len(b.variants); i++ {
		if len(b.variants[i]) <= room {
			b.pick = i
			return
		}
	}
}

// grow draws b at its largest variant of at most maxLines lines that fits
// (adding it if it was not drawn).
func (k *stack) grow(b *block, maxLines int) {
	if b == nil {
		return
	}
	room := k.room()
	have, better := 0, len(b.variants)
	if b.pick >= 0 {
		// The variants before the one drawn show more: more lines of the
		// whole block, or of a cut one, or the whole instead of a cut.
		have, better = len(b.variants[b.pick]), b.pick
	}
	for i, v := range b.variants[:better] {
		if len(v) <= maxLines && len(v)-have <= room {
			b.pick = i
			return
		}
	}
}

// lines draws the placed blocks in display order, with the blank lines
// that fit before those that ask for one.
func (k *stack) lines() []string {
	room := k.room()
	var out []string
	for _, b := range k.blocks {
		if b.pick < 0 {
			continue
		}
		if b.sep && room > 0 && len(out) > 0 {
			out = append(out, "")
			room--
		}
		out = append(out, b.variants[b.pick]...)
	}
	return out
}

// noteLines are the last action's result: wrapped to w, or one line.
func (s *Model) noteLines(w int) [][]string {
	if s.note == "" || w < 1 {
		return nil
	}
	st := s.c.Styles
	style := st.Text
	if s.noteBad {
		style = st.Warn
	}
	wrapped := text.SplitLines(common.WrapText(s.note, w))
	if len(wrapped) > 3 {
		wrapped = wrapped[:3]
	}
	for i, l := range wrapped {
		wrapped[i] = style.Render(common.Truncate(l, w))
	}
	return [][]string{wrapped, {style.Render(common.Truncate(s.note, w))}}
}

// progressLine draws the fast-forward's progress bar.
func (s *Model) progressLine(w int) []string {
	if !s.fast.running {
		return nil
	}
	st := s.c.Styles
	frac := float64(s.fast.done) / float64(max(1, s.fast.target))
	count := fmt.Sprintf(" %s / %s", text.Int(s.fast.done), text.Int(s.fast.target))
	label := "Dealing "
	barW := max(4, w-len(label)-lipgloss.Width(count)-2)
	return []string{st.Subtle.Render(label) + st.Bar.Render("▕") + common.ProgressCells(st, frac, barW) + st.Bar.Render("▏") + count}
}

// algoLines say what the table's shuffle is, when it needs saying: that
// it is not fair and why, or that the panel samples it under another name
// (partial keeping all 52 cards is fisher-yates). The variants are the
// whole text wrapped, then two lines, then one (the reason's first clause).
func (s *Model) algoLines(w int) [][]string {
	st := s.c.Styles
	a := s.table.Algorithm()
	if w < 1 {
		return nil
	}
	var txt, short, head string
	switch {
	case !a.Fair:
		// One line leaves out the name (the title has it) and, if it
		// must, all but the reason's first clause.
		head = a.Name + " is not fair"
		txt, short = head+": "+a.Why+".", "Not fair: "+a.Why+"."
		if lipgloss.Width(short) > w {
			short = "Not fair: " + FirstClause(a.Why) + "."
		}
	case s.samplerNote != "":
		txt, short = s.samplerNote, s.samplerShort
	default:
		return nil
	}
	// draw styles the head red, the rest dim.
	draw := func(lines []string) []string {
		out := make([]string, len(lines))
		for i, l := range lines {
			l = common.Truncate(l, w)
			out[i] = st.Subtle.Render(l)
			if i > 0 || head == "" {
				continue
			}
			for _, h := range []string{head, "Not fair"} {
				if strings.HasPrefix(l, h) {
					out[i] = st.Bad.Render(h) + st.Subtle.Render(strings.TrimPrefix(l, h))
					break
				}
			}
		}
		return out
	}
	wrapped := text.SplitLines(common.WrapText(txt, w))
	out := [][]string{draw(wrapped)}
	if len(wrapped) > 2 {
		out = append(out, draw([]string{wrapped[0], strings.Join(wrapped[1:], " ")}))
	}
	if len(wrapped) > 1 {
		out = append(out, draw([]string{short}))
	}
	return out
}

// FirstClause is a reason cut at its first comma, semicolon or
// bracket: "n^n equally likely paths fall on n! orders".
func FirstClause(why string) string {
	cut := len(why)
	for _, sep := range []string{", ", "; ", " ("} {
		if i := strings.Index(why, sep); i >= 0 {
			cut = min(cut, i)
		}
	}
	return why[:cut]
}

// hintLines point from the hand classes to the panel's sharper test.
func (s *Model) hintLines(w int) []string {
	if s.table.Algorithm().Fair {
		return nil
	}
	st := s.c.Styles
	var out []string
	for _, l := range text.SplitLines(common.WrapText("Hand classes are a blunt test of that; the panel's position × card matrix is a sharp one (space runs it).", w)) {
		out = append(out, st.Subtle.Render(l))
	}
	return out
}

// ---- dealt hands ----

func (s *Model) dealLines() []string {
	st := s.c.Styles
	t := s.table
	n, m := t.Shape()
	w := s.w
	shape := st.Title.Render("Dealt hands") + st.Subtle.Render(fmt.Sprintf(" · %d × %d · ", n, m))
	right := ""
	if k := t.DealtIn(game.ModeDeals); k > 0 {
		right = st.Subtle.Render("deal " + text.Int(k))
	}
	k := stack{h: s.h}
	title := k.add(false, []string{titleLine([]string{
		shape + st.Subtle.Render(t.Algorithm().Name+" on "+s.c.Settings.Gen.Name),
		shape + st.Subtle.Render(t.Algorithm().Name),
	}, right, w)})
	hands := k.add(s.h >= 12)
	hands.variants, hands.complete = s.handVariants(w, s.h)
	progress := k.add(false, s.progressLine(w))
	note := k.add(false, s.noteLines(w)...)
	algo := k.add(false, s.algoLines(w)...)
	hint := k.add(false, s.hintLines(w))
	statsB := k.add(true, s.statsLines(w), s.statsSummary(w))

	for _, b := range []*block{title, hands, progress, note, algo} {
		k.place(b)
	}
	k.grow(hands, s.h)
	k.grow(algo, 2)
	k.grow(note, s.h)
	k.grow(algo, s.h)
	k.grow(statsB, s.h)
	k.grow(hint, s.h)
	return k.lines()
}

// cell is one hand or player as text in a few widths.
type cell struct {
	label, cards string
	names        []string // longest first
}

// width of the cell with name i (or none when i < 0).
func (c cell) width(i int) int {
	w := lipgloss.Width(c.label) + 1 + lipgloss.Width(c.cards)
	if i >= 0 && i < len(c.names) {
		w += 2 + lipgloss.Width(c.names[i])
	}
	return w
}

func (c cell) render(i int) string {
	out := c.label + " " + c.cards
	if i >= 0 && i < len(c.names) {
		out += "  " + c.names[i]
	}
	return out
}

// oneLine renders each cell on a line with name variant v, or nil if a
// line would be wider than w.
func oneLine(cells []cell, v, w int) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		if c.width(v) > w {
			return nil
		}
		out[i] = c.render(v)
	}
	return out
}

// layoutCells lays cells out in at most rows lines of w cells: one a line
// with the longest name that fits every cell, else the cards on one line
// and the second name on the next, else one a line with the shortest
// name; more cells than rows go in columns with the shortest names, cut to
// fit, and the cells that do not fit are counted at the end.
func layoutCells(cells []cell, w, rows int, more func(int) string) []string {
	n := len(cells)
	if n == 0 || rows < 1 {
		return nil
	}
	variants := len(cells[0].names)
	if n <= rows {
		// One line a cell with the longest name that fits every cell;
		// names longer than the last variant's first go under the cards
		// when there is room for two lines a cell.
		for v := 0; v < variants; v++ {
			if v == variants-1 && v > 0 && 2*n <= rows {
				break
			}
			if line := oneLine(cells, v, w); line != nil {
				return line
			}
		}
		if 2*n <= rows && variants > 1 {
			var out []string
			indent := strings.Repeat(" ", lipgloss.Width(cells[0].label)+1)
			for _, c := range cells {
				out = append(out, c.render(-1), indent+c.names[min(1, variants-1)])
			}
			return out
		}
		if line := oneLine(cells, variants-1, w); line != nil {
			return line
		}
		out := make([]string, n)
		for i, c := range cells {
			out[i] = common.Truncate(c.render(variants-1), w)
		}
		return out
	}
	// Columns: as many as the narrowest useful cell (label and cards)
	// allows; the cells that do not fit are counted on the last line.
	short := variants - 1
	cellW := 0
	for _, c := range cells {
		cellW = max(cellW, c.width(short))
	}
	minW := cells[0].width(-1)
	cols := (n + rows - 1) / rows
	for cols > 1 && (w-2*(cols-1))/cols < minW {
		cols--
	}
	colW := min(cellW, max(1, (w-2*(cols-1))/cols))
	shown := min(n, rows*cols)
	perCol := (shown + cols - 1) / cols
	if shown < n { // the last line says how many more
		perCol = rows - 1
		shown = perCol * cols
	}
	lines := make([]string, 0, rows)
	for r := 0; r < perCol; r++ {
		var b strings.Builder
		for c := 0; c < cols; c++ {
			i := c*perCol + r
			if i >= shown {
				break
			}
			if c > 0 {
				b.WriteString("  ")
			}
			v := short
			if cells[i].width(short) > colW {
				v = -1 // no room for the name: the cards matter more
			}
			b.WriteString(common.FitLine(common.Truncate(cells[i].render(v), colW), colW))
		}
		lines = append(lines, b.String())
	}
	if shown < n {
		lines = append(lines, more(n-shown))
	}
	return lines
}

// cellVariants lays cells out in every number of rows up to maxRows that
// gives a layout of its own — two lines a cell, one a line, two columns,
// three… — most lines first, the layouts that show every cell before those
// that count the rest ("… 3 more"); complete is how many show every cell.
func cellVariants(cells []cell, w, maxRows int, more func(int) string) (variants [][]string, complete int) {
	n := len(cells)
	if n == 0 || maxRows < 1 {
		return nil, 0
	}
	rows := []int{2 * n}
	for c := 1; c <= n; c++ {
		if r := (n + c - 1) / c; r != rows[len(rows)-1] {
			rows = append(rows, r)
		}
	}
	var whole, cut [][]string
	seen := map[string]bool{}
	for _, r := range rows {
		r = min(r, maxRows)
		cutOff := false
		v := layoutCells(cells, w, r, func(k int) string { cutOff = true; return more(k) })
		key := strings.Join(v, "\n")
		if len(v) == 0 || seen[key] {
			continue
		}
		seen[key] = true
		if cutOff {
			cut = append(cut, v)
		} else {
			whole = append(whole, v)
		}
	}
	return append(whole, cut...), len(whole)
}

// handVariants draws the last deal's hands (card backs before the first)
// in at most rows lines, in each layout that fits.
func (s *Model) handVariants(w, rows int) ([][]string, int) {
	st := s.c.Styles
	ascii := s.c.Settings.ASCII
	n, m := s.table.Shape()
	d := s.table.LastDeal()
	if d != nil && (len(d.Hands) != n || len(d.Hands[0].Cards) != m) {
		d = nil // the shape changed since: show the new one face down
	}
	var best []int
	if d != nil {
		best = d.Best()
	}
	digits := len(fmt.Sprint(n))
	cells := make([]cell, n)
	for j := range cells {
		label := fmt.Sprintf("Hand %*d", digits, j+1)
		if n > 9 {
			label = fmt.Sprintf("%*d", digits, j+1)
		}
		c := cell{label: st.Subtle.Render(label)}
		if d == nil {
			backs := make([]string, m)
			for i := range backs {
				backs[i] = st.CardBack(ascii)
			}
			c.cards = strings.Join(backs, " ")
			c.names = []string{""}
			cells[j] = c
			continue
		}
		h := d.Hands[j]
		c.cards = s.handCards(h)
		if m < 5 {
			c.names = []string{st.Subtle.Render(h.Name()), st.Subtle.Render(text.Plural(m, "card"))}
		} else {
			style := st.Text
			if slices.Contains(best, j) {
				style = st.Good
			}
			c.names = []string{style.Render(h.Name()), style.Render(cards.Describe(h.Value)), style.Render(shortName(h.Value))}
		}
		cells[j] = c
	}
	return cellVariants(cells, w, rows, func(k int) string { return st.Subtle.Render(fmt.Sprintf("… %d more", k)) })
}

// handCards draws a hand's cards; of a hand of more than five, the cards
// outside its best five are dimmed (in colour only: without colour every
// card reads the same).
func (s *Model) handCards(h game.Hand) string {
	st := s.c.Styles
	ascii := s.c.Settings.ASCII
	if len(h.Cards) <= 5 || h.Value == 0 {
		return st.Cards(h.Cards, ascii)
	}
	best := cards.SetOf(h.Best[:]...)
	parts := make([]string, len(h.Cards))
	for i, c := range h.Cards {
		if best.Has(c) {
			parts[i] = st.Card(c, ascii)
			continue
		}
		t := c.Symbol()
		if ascii {
			t = c.String()
		}
		parts[i] = st.Subtle.Render(t)
	}
	return strings.Join(parts, " ")
}

// shortName is a hand's value in a few cells, for narrow tables,
// with every rank that decides between hands of the class — the kickers
// too, so that two hands of one class show which is better:
// "high A-K-9-7-3", "pair 9, A-K-7", "two pair K+4, 9", "trips 7, A-K",
// "straight 9", "flush A-J-9-4-2", "full K/4", "quads 9, K",
// "str. flush 9", "royal flush".
func shortName(v cards.Value) string {
	rs := v.Ranks()
	r := func(i int) string {
		if i < len(rs) {
			return rs[i].String()
		}
		return "?"
	}
	run := func(from int) string {
		var parts []string
		for i := from; i < len(rs); i++ {
			parts = append(parts, rs[i].String())
		}
		return strings.Join(parts, "-")
	}
	kick := func(from int) string {
		if from >= len(rs) {
			return ""
		}
		return ", " + run(from)
	}
	switch v.Class() {
	case cards.HighCard:
		return "high " + run(0)
	case cards.OnePair:
		return "pair " + r(0) + kick(1)
	case cards.TwoPair:
		return "two pair " + r(0) + "+" + r(1) + kick(2)
	case cards.ThreeOfAKind:
		return "trips " + r(0) + kick(1)
	case cards.Straight:
		return "straight " + r(0)
	case cards.Flush:
		return "flush " + run(0)
	case cards.FullHouse:
		return "full " + r(0) + "/" + r(1)
	case cards.FourOfAKind:
		return "quads " + r(0) + kick(1)
	case cards.StraightFlush:
		return "str. flush " + r(0)
	case cards.RoyalFlush:
		return "royal flush"
	}
	return "—"
}

// ---- the hand-class statistics ----

// pctText writes a probability as a percentage with four significant
// digits: 50.12%, 4.200%, 0.02401%.
func pctText(p float64) string { return fmt.Sprintf("%#.4g%%", 100*p) }

// statsLines: the mode's hand classes, observed beside the exact odds, as
// the groups the test uses (rare classes pooled), with each group's z and
// the χ² test — or, while the groups cannot all expect game.MinExpected
// hands, how many more hands the test needs.
func (s *Model) statsLines(w int) []string {
	st := s.c.Styles
	title, tally, size := s.classTally()
	if title == "" {
		if size > 0 && size < 5 {
			return []string{st.Subtle.Render(common.Truncate("Hands of "+text.Plural(size, "card")+" have no poker class to tally.", w))}
		}
		return nil
	}
	n := tally.Total()
	head := st.Em.Render(text.Capitalize(title)) + st.Subtle.Render(" · "+s.countText(n))
	probs, ok := s.probs[size]
	switch {
	case s.oddsErr[size] != "":
		return []string{head, st.Bad.Render(common.Truncate("exact odds: "+s.oddsErr[size], w))}
	case size > 7:
		return s.observedLines(head, tally, w)
	case !ok:
		return []string{head, st.Subtle.Render(common.Truncate(fmt.Sprintf("exact odds: counting all %s hands of %d cards…", text.Int(binom52(size)), size), w))}
	}
	f := game.FitClasses(tally, probs)
	out := []string{common.Truncate(head+st.Subtle.Render(" vs exact odds"), w)}
	out = append(out, st.Subtle.Render(fmt.Sprintf("%-16s %9s %9s %9s %6s", "", "seen", "freq", "exact", "z")))
	for _, g := range f.Groups {
		freq, z := "—", ""
		if n > 0 {
			freq = pctText(float64(g.Count) / float64(n))
		}
		if f.Testable {
			sd := math.Sqrt(float64(n) * g.Prob * (1 - g.Prob))
			z = fmt.Sprintf("%+.1f", (float64(g.Count)-float64(n)*g.Prob)/sd)
		}
		out = append(out, fmt.Sprintf("%-16s %9s %9s %9s %6s", g.Label(), text.Int(g.Count), freq, pctText(g.Prob), z))
	}
	out = append(out, s.testLine(f, n, w))
	if s.table.Mode() == game.ModeHoldem {
		if share := s.shareLine(w); share != "" {
			out = append(out, share)
		}
	}
	return out
}

// countText counts the tallied hands: hands of a deal, or Hold'em deals
// (one hand of yours each).
func (s *Model) countText(n int64) string {
	if s.table.Mode() == game.ModeHoldem {
		return text.Plural(int(n), "deal")
	}
	return text.Plural(int(n), "hand")
}

// tooFewText says how many more hands (or deals) the test needs before
// every group expects game.MinExpected.
func (s *Model) tooFewText(need int64) string {
	if s.table.Mode() == game.ModeHoldem {
		return fmt.Sprintf("too few deals for a test yet: %s more", text.Int(need))
	}
	txt := fmt.Sprintf("too few hands for a test yet: %s more", text.Int(need))
	if n, _ := s.table.Shape(); n > 1 {
		txt += fmt.Sprintf(" (%s)", text.Plural(int((need+int64(n)-1)/int64(n)), "deal"))
	}
	return txt
}

// testLine: the χ² test of the groups and its verdict, or why there is
// none yet.
func (s *Model) testLine(f game.Fit, n int64, w int) string {
	st := s.c.Styles
	switch {
	case n == 0:
		return st.Subtle.Render(common.Truncate("no hands yet: d deals, x deals 10,000", w))
	case !f.Testable:
		why := text.Capitalize(s.tooFewText(f.Need)) + "."
		if more := fmt.Sprintf(" Each group must expect %d.", game.MinExpected); lipgloss.Width(why+more) <= w {
			why += more
		}
		return st.Subtle.Render(common.Truncate(why, w))
	}
	return common.Truncate(fmt.Sprintf("χ² %s  df %d  p %s  ", text.Float(f.Chi2), f.DF, text.PValue(f.P))+
		panel.VerdictStyle(st, f.P, 0).Render(stats.Verdict(f.P)), w)
}

// shareLine: player 1's share of the Hold'em pots against the fair 1/P.
// The spread is the standard error of a share that is 1 (won alone) or 0,
// √(f(1−f)/N) for the fair share f: a bound, since a split pot's share 1/k
// has X² ≤ X and so Var X ≤ f(1−f).
func (s *Model) shareLine(w int) string {
	st := s.c.Styles
	h := s.table.Holdem()
	if h.Hands == 0 {
		return ""
	}
	fair := h.FairShare()
	se := math.Sqrt(fair * (1 - fair) / float64(h.Hands))
	return common.Truncate(fmt.Sprintf("Your pot share %.2f%%", 100*h.Share())+
		st.Subtle.Render(fmt.Sprintf(" · fair %.2f%% (SE ≤ %.2f%%)", 100*fair, 100*se)), w)
}

// observedLines: the classes of hands with no exact table (more than seven
// cards), observed only.
func (s *Model) observedLines(head string, tally game.ClassTally, w int) []string {
	st := s.c.Styles
	n := tally.Total()
	out := []string{common.Truncate(head, w), st.Subtle.Render(common.Truncate("observed only: exact odds exist for hands of 5 to 7 cards", w))}
	for c := cards.RoyalFlush; c >= cards.HighCard; c-- {
		if k := tally.Counts[c]; k > 0 {
			out = append(out, fmt.Sprintf("%-16s %9s %8s", c, text.Int(k), pctText(float64(k)/float64(n))))
		}
	}
	return out
}

// statsSummary is the test in one line, for short screens.
func (s *Model) statsSummary(w int) []string {
	st := s.c.Styles
	title, tally, size := s.classTally()
	probs, ok := s.probs[size]
	n := tally.Total()
	if title == "" || !ok || n == 0 {
		return nil
	}
	f := game.FitClasses(tally, probs)
	lead := fmt.Sprintf("%s: %s, ", text.Capitalize(title), s.countText(n))
	if !f.Testable {
		return []string{common.Truncate(st.Subtle.Render(lead+s.tooFewText(f.Need)), w)}
	}
	return []string{common.Truncate(st.Subtle.Render(fmt.Sprintf("%sp %s · ", lead, text.PValue(f.P)))+
		panel.VerdictStyle(st, f.P, 0).Render(stats.Verdict(f.P)), w)}
}

// binom52 is C(52, k).
func binom52(k int) int64 {
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(52-k+i) / int64(i)
	}
	return r
}

// ---- Texas Hold'em ----

func (s *Model) holdemLines() []string {
	st := s.c.Styles
	t := s.table
	w := s.w
	algo := t.Algorithm().Name
	seats := fmt.Sprintf(" · %d players · ante %d · ", t.Players(), t.Ante())
	right := ""
	if k := t.DealtIn(game.ModeHoldem); k > 0 {
		right = st.Subtle.Render("deal " + text.Int(k))
	}
	sd := t.LastShowdown()
	if sd != nil && len(sd.Values) != t.Players() {
		sd = nil // the table changed size since: show it face down
	}
	k := stack{h: s.h}
	title := k.add(false, []string{titleLine([]string{
		st.Title.Render("Texas Hold'em") + st.Subtle.Render(seats+algo+" on "+s.c.Settings.Gen.Name),
		st.Title.Render("Texas Hold'em") + st.Subtle.Render(seats+algo),
		st.Title.Render("Hold'em") + st.Subtle.Render(seats+algo),
	}, right, w)})
	board := k.add(s.h >= 14, []string{s.boardLine(sd)})
	players := k.add(false)
	players.variants, players.complete = s.playerVariants(sd, w, s.h)
	var result *block
	if sd != nil {
		result = k.add(false, s.resultLines(*sd, w)...)
	}
	progress := k.add(false, s.progressLine(w))
	note := k.add(false, s.noteLines(w)...)
	algoB := k.add(false, s.algoLines(w)...)
	hint := k.add(false, s.hintLines(w))
	bank := k.add(false, []string{s.bankrollLine(w)})
	statsB := k.add(true, s.statsLines(w), s.statsSummary(w))

	for _, b := range []*block{title, board, players, result, progress, note, algoB} {
		k.place(b)
	}
	k.grow(players, s.h)
	k.grow(algoB, 2)
	k.grow(bank, 1)
	k.grow(result, s.h)
	k.grow(note, s.h)
	k.grow(algoB, s.h)
	k.grow(statsB, s.h)
	k.grow(hint, s.h)
	return k.lines()
}

// boardLine: the flop, turn and river (backs before the first deal).
func (s *Model) boardLine(sd *game.Showdown) string {
	st := s.c.Styles
	ascii := s.c.Settings.ASCII
	label := st.Subtle.Render("Board  ")
	if sd == nil {
		b := st.CardBack(ascii)
		return label + b + " " + b + " " + b + "  " + b + "  " + b
	}
	return label + st.Cards(sd.Board[:3], ascii) + "  " + st.Card(sd.Board[3], ascii) + "  " + st.Card(sd.Board[4], ascii) +
		st.Subtle.Render("   flop · turn · river")
}

// playerVariants draws each player's hole cards and best hand, the
// winners marked, in each layout that fits in at most rows lines. A
// player's hand reads, as width allows: the name, the net and the best
// five; the short name (with its kickers), the net and the best five; the
// short name and the net — always enough to see why the winner won.
func (s *Model) playerVariants(sd *game.Showdown, w, rows int) ([][]string, int) {
	st := s.c.Styles
	ascii := s.c.Settings.ASCII
	p := s.table.Players()
	star := "★"
	if ascii {
		star = "*"
	}
	// The names, padded per variant so that the nets line up.
	var full, short [game.MaxPlayers]string
	var fullW, shortW int
	if sd != nil {
		for i, v := range sd.Values[:p] {
			full[i], short[i] = cards.Describe(v), shortName(v)
			fullW, shortW = max(fullW, len(full[i])), max(shortW, len(short[i]))
		}
	}
	cells := make([]cell, p)
	for i := range cells {
		who := "   "
		if i == 0 {
			who = "you"
		}
		won := sd != nil && sd.IsWinner(i)
		mark := " "
		if won {
			mark = star
		}
		style := st.Text
		if won {
			style = st.Good
		}
		c := cell{label: style.Render(fmt.Sprintf("%s %2d %s", mark, i+1, who))}
		if sd == nil {
			b := st.CardBack(ascii)
			c.cards = b + " " + b
			c.names = []string{""}
			cells[i] = c
			continue
		}
		c.cards = st.Cards(sd.Deal.Hole[i][:], ascii)
		net := ""
		if sd.Ante > 0 {
			net = "  " + style.Render(fmt.Sprintf("%4s", text.Signed(sd.Net(i))))
		}
		five := "  " + st.Subtle.Render(cardsPlain(sd.Best[i][:], ascii))
		long := style.Render(fmt.Sprintf("%-*s", fullW, full[i])) + net
		brief := style.Render(fmt.Sprintf("%-*s", shortW, short[i])) + net
		c.names = []string{long + five, brief + five, brief}
		cells[i] = c
	}
	return cellVariants(cells, w, rows, func(k int) string { return st.Subtle.Render(fmt.Sprintf("… %d more", k)) })
}

// cardsPlain writes cards without colour: the best five beside a hand.
func cardsPlain(cs []cards.Card, ascii bool) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		if ascii {
			parts[i] = c.String()
		} else {
			parts[i] = c.Symbol()
		}
	}
	return strings.Join(parts, " ")
}

// resultLines: who took the pot, with which five cards, and how a split
// went, wrapped to w; then the same in one line without the cards and the
// odd chips.
func (s *Model) resultLines(sd game.Showdown, w int) [][]string {
	st := s.c.Styles
	free := ""
	if sd.Pot == 0 {
		free = "ante 0: no chips"
		if s.table.LastShowdownFromRun() {
			free = "statistics run: no chips"
		}
	}
	// The five stay on one line: joined by no-break spaces.
	five := strings.ReplaceAll(cardsPlain(sd.Best[sd.Winners[0]][:], s.c.Settings.ASCII), " ", "\u00a0")
	var full []string
	for _, l := range text.SplitLines(common.WrapText(showdownText(sd, five, true, free), w)) {
		full = append(full, st.Em.Render(common.Truncate(l, w)))
	}
	short := showdownText(sd, five, false, free)
	if lipgloss.Width(short) > w {
		short = showdownText(sd, "", false, free)
	}
	if lipgloss.Width(short) > w && len(sd.Winners) > 1 {
		short = splitShort(sd, free)
	}
	return [][]string{full, {st.Em.Render(common.Truncate(short, w))}}
}

// splitShort is a split in a few words, seats by number:
// "Split: players 1–6 share 60, 10 each, with flush, king high."
func splitShort(sd game.Showdown, free string) string {
	best := text.LowerFirst(cards.Describe(sd.Values[sd.Winners[0]]))
	if free != "" {
		free = " — " + free
	}
	seats := seatRanges(sd.Winners)
	if sd.Pot == 0 {
		return fmt.Sprintf("Tie: players %s with %s%s.", seats, best, free)
	}
	return fmt.Sprintf("Split: players %s share %s, %s each, with %s.", seats, text.Int(int64(sd.Pot)),
		text.Int(int64(sd.Pot/len(sd.Winners))), best)
}

// seatRanges writes seats (from 0, ascending) as player numbers with
// runs of three or more as ranges: "1–6", "1, 3–5 and 8".
func seatRanges(seats []int) string {
	var parts []string
	for i := 0; i < len(seats); {
		j := i
		for j+1 < len(seats) && seats[j+1] == seats[j]+1 {
			j++
		}
		switch {
		case j-i >= 2:
			parts = append(parts, fmt.Sprintf("%d–%d", seats[i]+1, seats[j]+1))
		default:
			for k := i; k <= j; k++ {
				parts = append(parts, fmt.Sprint(seats[k]+1))
			}
		}
		i = j + 1
	}
	return andList(parts)
}

// showdownText says who won, with what, and how the pot was shared.
// five, when not empty, follows the hand's name in brackets; odd says
// where the odd chips of a split went; free, for a hand without chips,
// says why after a dash ("— statistics run: no chips").
func showdownText(sd game.Showdown, five string, odd bool, free string) string {
	best := text.LowerFirst(cards.Describe(sd.Values[sd.Winners[0]]))
	if five != "" {
		best += " (" + five + ")"
	}
	who := func(p int) string {
		if p == 0 {
			return "you"
		}
		return fmt.Sprintf("player %d", p+1)
	}
	board := ""
	if sd.BoardPlays() {
		board = " (the board plays)"
	}
	if free != "" {
		free = " — " + free
	}
	if len(sd.Winners) == 1 {
		w := sd.Winners[0]
		verb := "wins"
		if w == 0 {
			verb = "win"
		}
		if sd.Pot == 0 {
			return fmt.Sprintf("%s %s with %s%s%s.", text.Capitalize(who(w)), verb, best, board, free)
		}
		return fmt.Sprintf("%s %s the pot of %s with %s%s.", text.Capitalize(who(w)), verb, text.Int(int64(sd.Pot)), best, board)
	}
	names := make([]string, len(sd.Winners))
	for i, p := range sd.Winners {
		names[i] = who(p)
	}
	if sd.Pot == 0 {
		return fmt.Sprintf("Tie: %s share %s%s%s.", andList(names), best, board, free)
	}
	each := sd.Pot / len(sd.Winners)
	text := fmt.Sprintf("Split pot: %s share %s with %s%s, %s each", andList(names), text.Int(int64(sd.Pot)), best, board, text.Int(int64(each)))
	switch {
	case !odd:
	case sd.Odd == 1:
		text += fmt.Sprintf("; the odd chip goes to %s, first left of the button", who(sd.Winners[0]))
	case sd.Odd > 1:
		text += fmt.Sprintf("; the %d odd chips go one each to %s, first left of the button", sd.Odd, andList(names[:sd.Odd]))
	}
	return text + "."
}

// bankrollLine: player 1's chips and the hands played for chips so far
// (Hold'em deals without an ante, and those of fast-forward runs, are not
// among them: the statistics count every deal).
func (s *Model) bankrollLine(w int) string {
	st := s.c.Styles
	t := s.table
	ss := t.Session()
	bank := st.Subtle.Render("Bankroll ") + st.Em.Render(text.Int(int64(t.Chips())))
	if ss.Hands == 0 {
		rule := fmt.Sprintf(" · ante %d a seat; best hand takes the pot", t.Ante())
		if t.Ante() == 0 {
			rule = " · no ante: hands dealt for show"
		}
		return common.Truncate(bank+st.Subtle.Render(rule), w)
	}
	played := text.Plural(ss.Hands, "hand") + " for chips"
	net := st.Subtle.Render(" · net ") + st.Em.Render(text.Signed(ss.Net))
	for _, line := range []string{
		bank + st.Subtle.Render(fmt.Sprintf(" · %s: won %d, split %d, lost %d", played, ss.Won, ss.Split, ss.Lost)) + net + st.Subtle.Render(" (fair: 0 on average)"),
		bank + st.Subtle.Render(fmt.Sprintf(" · %s: won %d, split %d, lost %d", played, ss.Won, ss.Split, ss.Lost)) + net,
		bank + st.Subtle.Render(" · "+played) + net,
	} {
		if lipgloss.Width(line) <= w {
			return line
		}
	}
	return common.Truncate(bank+st.Subtle.Render(" · "+played)+net, w)
}
