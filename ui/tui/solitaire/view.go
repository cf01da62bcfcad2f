package solitaire

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	game "riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// wideW is the width from which the insight sits right of the table
// instead of below it; tableW is the table's width there (26 cards a
// row).
const (
	wideW      = 110
	tableW     = 78
	minInsight = 8 // lines the insight needs below the table to be worth showing
)

// View draws the table in its w × h cells: at wideW and wider, the table
// with every insight view beside and below it; narrower, the table with
// the insight below it where there is room.
func (s *Model) View() string {
	if s.W < 1 || s.H < 1 {
		return ""
	}
	st := s.c.Styles()
	if s.game == nil {
		msg := "New Age Solitaire: the deck is built when the table opens."
		if s.genErr != nil {
			msg = "New Age Solitaire: no deck: " + s.genErr.Error()
		}
		return draw.Truncate(st.Bad.Render(msg), s.W)
	}
	var lines []string
	if s.W >= wideW {
		lines = s.wideLines()
	} else {
		lines = s.stackedLines(s.W, s.H)
	}
	return draw.Clip(lines, s.W, s.H)
}

// wideLines: the table at the top left with the riffles beside it, and
// below them the P(Alice) curve and the stopping-time labels side by side:
// every insight view at once.
func (s *Model) wideLines() []string {
	tw := tableW
	rw := s.W - tw - 3
	left := s.tableLines(tw, min(s.H, 16))
	right := s.riffleTableLines(rw, max(len(left), min(s.H, 16)))
	out := joinColumns(left, right, tw, rw, s.c.Styles())
	bottom := s.H - len(out) - 1
	if bottom < 5 {
		return out
	}
	cw := (s.W - 3) / 2
	curve := s.curveLines(cw, min(bottom, 14))
	labels := s.labelLines(s.W-cw-3, bottom)
	out = append(out, "")
	return append(out, joinColumns(curve, labels, cw, s.W-cw-3, s.c.Styles())...)
}

// joinColumns sets b right of a (a fitted to aw cells, b cut to bw)
// with a rule between them.
func joinColumns(a, b []string, aw, bw int, st draw.Styles) []string {
	out := make([]string, 0, max(len(a), len(b)))
	for i := range max(len(a), len(b)) {
		l, r := "", ""
		if i < len(a) {
			l = a[i]
		}
		if i < len(b) {
			r = b[i]
		}
		out = append(out, draw.FitLine(l, aw)+" "+st.Border.Render("│")+" "+draw.Truncate(r, bw))
	}
	return out
}

// stackedLines: the table, and below it the insight when there is room.
func (s *Model) stackedLines(w, h int) []string {
	per := cardsPerRow(w)
	essential := (s.game.N()+per-1)/per + 5 // the deck, the piles, the note, the bet and its edge
	minView := minInsight
	if s.view == viewLabels {
		minView++ // a few rows of bits
	}
	if h >= essential+minView {
		table := s.tableLines(w, h-minView)
		if rest := h - len(table) - 1; rest >= minView-1 {
			return append(append(table, ""), s.insightLines(w, rest)...)
		}
		return table
	}
	return s.tableLines(w, h)
}

// tableLines lays out the table in at most h lines: the deck, the piles,
// the note's first line, the bet and its edge; then, while there is room,
// the caption over the deck, the note's second line, the riffle's packet
// marks, the "Play 10,000" lines, the title and a blank line.
func (s *Model) tableLines(w, h int) []string {
	if h <= 0 {
		return nil
	}
	deck, marks := s.deckRows(w)
	caption := s.deckCaption(w)
	piles := []string{s.c.Mark(ZoneAlice, s.pileLine(game.Alice, w)), s.c.Mark(ZoneBob, s.pileLine(game.Bob, w))}
	note := s.noteLines(w, 2)
	bet := s.betLine(w)
	edge := s.edgeLine(w)
	sim := s.simLines(w)
	title := s.titleLine(w)

	room := h - len(deck) - len(piles) - 1 - 2
	want := func(n int) bool {
		if h > 0 && room >= n {
			room -= n
			return true
		}
		return false
	}
	showCaption := want(1)
	showNote2 := len(note) > 1 && want(1)
	showMarks := len(marks) > 0 && want(len(marks))
	showSim := len(sim) > 0 && want(len(sim))
	showTitle := want(1)
	gap := want(1)

	var out []string
	if showTitle {
		out = append(out, title)
	}
	if showCaption {
		out = append(out, caption)
	}
	for i, r := range deck {
		out = append(out, r)
		if showMarks && i < len(marks) {
			out = append(out, marks[i])
		}
	}
	if gap {
		out = append(out, "")
	}
	out = append(out, piles...)
	out = append(out, note[0])
	if showNote2 {
		out = append(out, note[1])
	}
	out = append(out, bet, edge)
	if showSim {
		out = append(out, sim...)
	}
	return out
}

// titleLine: the table's name, the riffle setting and the speed.
func (s *Model) titleLine(w int) string {
	st := s.c.Styles()
	k := s.game.Shuffles()
	left := st.Title.Render("New Age Solitaire") + st.Subtle.Render(" · ") + s.c.Mark(ZoneFewer, st.Selected.Render("‹")) + st.Selected.Render(settingText(k)) + s.c.Mark(ZoneMore, st.Selected.Render("›"))
	right := s.c.Mark(ZoneSpeed, st.Subtle.Render("speed "+speeds[s.speed].name))
	if s.W < wideW { // wider, every insight view is on show
		right += st.Subtle.Render(" · ") + s.c.Mark(ZoneHint, st.Subtle.Render("tab insight"))
	}
	if gap := w - lipgloss.Width(left) - lipgloss.Width(right); gap >= 2 {
		return left + strings.Repeat(" ", gap) + right
	}
	return left
}

// cardsPerRow is the cards a deck row holds in w cells (3 cells a card).
func cardsPerRow(w int) int { return max(1, min(26, (w+1)/3)) }

// deckRows draws the deck on show, top card first, in rows of up to 26
// cards, and under each row its marks (the riffle's bits: 0 from the top
// packet, 1 from the bottom one) while a riffle is on show.
func (s *Model) deckRows(w int) (rows, marks []string) {
	st := s.c.Styles()
	n := s.game.N()
	cells := make([]string, n) // each 2 cells wide
	var bits []string
	blank := st.Subtle.Render("··")
	step, showing := s.riffleOnShow()
	switch {
	case showing && s.anim.riffle && s.anim.frame <= speeds[s.speed].cutFrames:
		bits = make([]string, n)
		for i, c := range step.Before {
			cells[i] = s.card(c)
			bits[i] = s.bitMark(i >= step.Cut)
		}
	case showing:
		d := n
		if s.anim.riffle {
			d = s.anim.dropped
		}
		bits = make([]string, n)
		for i := range n {
			if i < d {
				cells[i] = s.card(step.After[i])
				bits[i] = s.bitMark(step.Bits[i] == 1)
			} else {
				cells[i] = blank
				bits[i] = "  "
			}
		}
	default:
		deck := s.game.Deck()
		for i := range n {
			if i < len(deck) {
				cells[i] = s.card(deck[i])
			} else {
				cells[i] = "  "
			}
		}
	}
	per := cardsPerRow(w)
	for i := 0; i < n; i += per {
		j := min(n, i+per)
		rows = append(rows, strings.Join(cells[i:j], " "))
		if bits != nil {
			marks = append(marks, strings.Join(bits[i:j], " "))
		}
	}
	return rows, marks
}

// riffleOnShow is the riffle the deck rows show: the one animating, or
// the last one made while the round is still riffling.
func (s *Model) riffleOnShow() (game.RiffleStep, bool) {
	steps := s.game.Steps()
	if len(steps) == 0 || (!s.anim.riffle && s.game.Phase() != game.Riffling) {
		return game.RiffleStep{}, false
	}
	return steps[len(steps)-1], true
}

// bitMark is a riffle bit under a card: 0 (top packet) or 1 (bottom).
func (s *Model) bitMark(one bool) string {
	if one {
		return s.c.Styles().Em.Render("1 ")
	}
	return s.c.Styles().Subtle.Render("0 ")
}

// card is card c drawn in two cells (drawn once: a frame shows 52).
func (s *Model) card(c int) string {
	if c < 0 || c >= game.Cards {
		return s.c.Styles().Subtle.Render("??")
	}
	ascii := s.c.Settings().ASCII
	if s.cards == nil || s.cardsASCII != ascii {
		s.cards = make([]string, game.Cards)
		for i := range s.cards {
			s.cards[i] = s.c.Styles().Card(game.Card(i), ascii)
		}
		s.cardsASCII = ascii
	}
	return s.cards[c]
}

// deckCaption says what the deck rows show, in the longest wording that
// fits w cells.
func (s *Model) deckCaption(w int) string {
	if step, ok := s.riffleOnShow(); ok {
		return s.riffleCaption(step, w)
	}
	st := s.c.Styles()
	gm := s.game
	c := s.cardPlain
	if gm.Phase() == game.Dealing {
		pass := fmt.Sprintf("pass %d", gm.Pass())
		left, dealt := gm.PassLeft(), gm.Dealt()
		inDeck := text.Plural(len(gm.Deck()), "card")
		return draw.FirstFit(w,
			st.Em.Render("Deck · "+pass)+st.Subtle.Render(fmt.Sprintf(" · %s, %d left in this pass · %d dealt", inDeck, left, dealt)),
			st.Em.Render("Deck · "+pass)+st.Subtle.Render(fmt.Sprintf(" · %s, %d left in the pass", inDeck, left)),
			st.Em.Render(text.Capitalize(pass))+st.Subtle.Render(fmt.Sprintf(" · %d of %d left", left, len(gm.Deck()))),
		)
	}
	if r, ok := gm.Result(); ok {
		over := fmt.Sprintf("Round %d over", r.Round)
		left := text.Plural(len(gm.Deck()), "card") + " left"
		return draw.FirstFit(w,
			st.Em.Render(over)+st.Subtle.Render(" · "+left+" in the deck · enter riffles a new one"),
			st.Em.Render(over)+st.Subtle.Render(" · "+left+" · enter riffles a new deck"),
			st.Em.Render(over)+st.Subtle.Render(" · "+left),
		)
	}
	return draw.FirstFit(w,
		st.Em.Render("New deck order")+st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf(" · Alice wants %s…%s then %s…%s, Bob %s…%s then %s…%s",
			c(0), c(12), c(13), c(25), c(51), c(39), c(38), c(26)))),
		st.Em.Render("New deck")+st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf(" · Alice wants %s…%s %s…%s, Bob %s…%s %s…%s",
			c(0), c(12), c(13), c(25), c(51), c(39), c(38), c(26)))),
		st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf("Alice %s…%s %s…%s, Bob %s…%s %s…%s",
			c(0), c(12), c(13), c(25), c(51), c(39), c(38), c(26)))),
	)
}

// riffleCaption says what the riffle on show is doing: the cut, the cards
// dropping from the two packets, or the riffled deck's rising sequences.
func (s *Model) riffleCaption(step game.RiffleStep, w int) string {
	st := s.c.Styles()
	gm := s.game
	n := gm.N()
	c := s.cardPlain
	long := fmt.Sprintf("Riffle %d of %d", step.Index, gm.Planned())
	short := fmt.Sprintf("Riffle %d/%d", step.Index, gm.Planned())
	if gm.Setting() == game.UntilRandom {
		// the stopping time is not known ahead: no "of T"
		long = fmt.Sprintf("Riffle %d (until random)", step.Index)
		short = fmt.Sprintf("Riffle %d", step.Index)
	}
	var bodies []string
	top, bot := step.Cut, n-step.Cut
	switch {
	case s.anim.riffle && s.anim.frame <= speeds[s.speed].cutFrames:
		bodies = []string{
			fmt.Sprintf(" · the cut: top packet %s (0), bottom packet %d (1)", text.Plural(top, "card"), bot),
			fmt.Sprintf(" · the cut: top %d (0), bottom %d (1)", top, bot),
			fmt.Sprintf(" · cut %d|%d", top, bot),
		}
	case s.anim.riffle && s.anim.dropped < n:
		d := s.anim.dropped
		fromTop := zeros(step.Bits[:d])
		topLeft, botLeft := top-fromTop, bot-(d-fromTop)
		next := func(left, i int) string {
			if left == 0 {
				return ""
			}
			return " (next " + c(step.Before[i]) + ")"
		}
		nt, nb := next(topLeft, fromTop), next(botLeft, top+d-fromTop)
		bodies = []string{
			fmt.Sprintf(" · dropping: top %d left%s, bottom %d left%s", topLeft, nt, botLeft, nb),
			fmt.Sprintf(" · left: top %d%s, bottom %d%s", topLeft, nt, botLeft, nb),
			fmt.Sprintf(" · left: top %d, bottom %d", topLeft, botLeft),
		}
	case !s.dealtOut(): // the rising sequences decide the deal: told when it ends
		bodies = []string{fmt.Sprintf(" · cut %d|%d, interleaved", top, bot), fmt.Sprintf(" · cut %d|%d", top, bot)}
	default:
		bodies = []string{
			fmt.Sprintf(" · cut %d|%d, interleaved: %s", top, bot, text.Plural(step.Rising, "rising sequence")),
			fmt.Sprintf(" · %s", text.Plural(step.Rising, "rising sequence")),
			fmt.Sprintf(" · %d rising", step.Rising),
		}
	}
	var vs []string
	for _, b := range bodies {
		vs = append(vs, st.Em.Render(long)+st.Text.Render(b), st.Em.Render(short)+st.Text.Render(b))
	}
	return draw.FirstFit(w, append(vs, st.Em.Render(short))...)
}

// pileLine: a player's pile as a bar of 26 cells, its count, the next
// target, the stake and the winner.
func (s *Model) pileLine(p game.Player, w int) string {
	st := s.c.Styles()
	gm := s.game
	m := gm.N() / 2
	have := gm.Pile(p)
	full, empty := "█", "░"
	if s.c.Settings().ASCII {
		full, empty = "#", "."
	}
	barW := min(m, max(4, w-40))
	filled := have * barW / m
	bar := st.Bar.Render(strings.Repeat(full, filled)) + st.Subtle.Render(strings.Repeat(empty, barW-filled))
	line := fmt.Sprintf("%-5s ", p) + bar + fmt.Sprintf(" %2d/%d", have, m)
	if t := gm.Target(p); t >= 0 {
		line += st.Subtle.Render("  next ") + s.card(t)
	}
	r, over := gm.Result()
	over = over && gm.Phase() == game.Betting
	switch {
	case over && r.Winner == p:
		line += "  " + st.Good.Render(st.Glyphs.Text("✓ wins"))
	}
	switch {
	case gm.Phase() != game.Betting && gm.Stake() > 0 && gm.StakeSide() == p:
		line += st.Warn.Render(fmt.Sprintf("  ← your %d", gm.Stake()))
	case over && r.Stake > 0 && r.Side == p && r.Won():
		line += st.Good.Render(fmt.Sprintf("  your %d won %s", r.Stake, text.Signed(r.Net)))
	case over && r.Stake > 0 && r.Side == p:
		line += st.Bad.Render(fmt.Sprintf("  your %d lost", r.Stake))
	}
	return line
}

// noteLines: what the last key did while it still speaks of the table as
// it is, else what the keys do now, in at most n lines.
func (s *Model) noteLines(w, n int) []string {
	st := s.c.Styles()
	note, bad := s.noteNow()
	if note == "" {
		gm := s.game
		switch gm.Phase() {
		case game.Betting:
			note = "enter riffles and deals · ←/→ riffles · a/b side · +/- bet · p plays 10,000"
		case game.Riffling:
			if gm.Setting() == game.UntilRandom {
				note = "Riffling until every label differs: enter skips to the deal, s sets the speed."
			} else {
				note = fmt.Sprintf("Riffling %s: enter skips to the deal, s sets the speed.", timesText(gm.Planned()))
			}
		default:
			note = "n deals a card, enter deals to the end."
		}
	}
	style := st.Text
	if bad {
		style = st.Warn
	}
	lines := text.SplitLines(draw.WrapText(note, max(1, w)))
	if len(lines) > n {
		lines = lines[:n]
		lines[n-1] = draw.Truncate(lines[n-1]+" …", w)
	}
	if len(lines) == 0 {
		lines = []string{""}
	}
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

// betState is the bet the bet lines speak of: the round in play's, or the
// next round's between rounds.
func (s *Model) betState() (k int, side game.Player, amount int, inPlay bool) {
	gm := s.game
	if gm.Phase() != game.Betting {
		return gm.Setting(), gm.StakeSide(), gm.Stake(), true
	}
	return gm.Shuffles(), gm.Side(), gm.Bet(), false
}

// betLine: the bet of the round in play or the next one, its exact
// chance, and the session.
func (s *Model) betLine(w int) string {
	st := s.c.Styles()
	gm := s.game
	k, side, amount, inPlay := s.betState()
	head := st.Subtle.Render("Next round: ")
	if inPlay {
		head = st.Subtle.Render("In play: ")
	}
	bet := st.Em.Render(fmt.Sprintf("%d on %v", amount, side))
	if amount == 0 {
		bet = st.Em.Render(fmt.Sprintf("no bet (%v)", side))
	}
	pw := s.pAlice(k)
	if side == game.Bob {
		pw = 1 - pw
	}
	line := draw.FirstFit(w,
		head+bet+st.Subtle.Render(fmt.Sprintf(" · %s · %v wins %s (exact)", settingText(k), side, percent(pw, 2))),
		head+bet+st.Subtle.Render(fmt.Sprintf(" · %s · %v wins %s", settingText(k), side, percent(pw, 2))),
		head+bet+st.Subtle.Render(fmt.Sprintf(" · %v wins %s", side, percent(pw, 2))),
	)
	rounds := 0
	for k := -1; k <= game.MaxShuffles; k++ {
		rounds += gm.Record(k).Games
	}
	if rounds > 0 {
		more := st.Subtle.Render(fmt.Sprintf(" · net %s in %s", text.Signed(gm.Net()), text.Plural(rounds, "round")))
		if lipgloss.Width(line+more) <= w {
			line += more
		}
	}
	return line
}

// edgeLine: the bet's exact expected net per chip at even money (2P − 1
// on Alice, 1 − 2P on Bob; game.Edge) and what it means: the house
// pays as if the deck were random, which it is only in the limit.
func (s *Model) edgeLine(w int) string {
	st := s.c.Styles()
	k, side, _, _ := s.betState()
	e := s.edgeOf(k, side)
	pct := edgePercent(e)
	num := st.Em
	switch {
	case e > 0:
		num = st.Good
	case e < 0:
		num = st.Bad
	}
	say := func(pre, post string) string { return st.Text.Render(pre) + num.Render(pct) + st.Text.Render(post) }
	switch {
	case e > 0:
		return draw.FirstFit(w,
			say("Your edge ", " a chip: the house pays even money as if the deck were random."),
			say("Your edge ", ": the house pays even money as if the deck were random."),
			say("Edge ", ": paid even money as if the deck were random."),
			say("Edge ", " at even money."),
		)
	case e < 0:
		pw := s.pAlice(k)
		if side == game.Bob {
			pw = 1 - pw
		}
		wins := "wins " + percent(pw, 2)
		if pw == 0 {
			wins = "never wins"
		}
		return draw.FirstFit(w,
			say("Your edge ", fmt.Sprintf(" a chip: a losing bet, even money on a side that %s.", wins)),
			say("Your edge ", fmt.Sprintf(": a losing bet at even money (%v wins %s).", side, percent(pw, 2))),
			say("Edge ", ": a losing bet at even money."),
			say("Edge ", "."),
		)
	}
	return draw.FirstFit(w,
		say("Your edge ", ": on a perfectly random deck even money is a fair bet."),
		say("Edge ", ": even money is fair on a random deck."),
		say("Edge ", "."),
	)
}

// simLines: the "Play 10,000" run in progress, or the study's result at
// the chosen setting beside the exact value (unless the note tells it).
func (s *Model) simLines(w int) []string {
	st := s.c.Styles()
	k := s.game.Shuffles()
	var out []string
	if s.sim.active {
		frac := float64(s.sim.done) / float64(max(1, s.sim.target))
		head := st.Em.Render("Play 10,000") + st.Subtle.Render(" "+atText(s.sim.setting)+" ")
		count := fmt.Sprintf(" %s/%s", text.Int(int64(s.sim.done)), text.Int(int64(s.sim.target)))
		rate := ""
		if s.sim.done > 0 {
			rate = st.Subtle.Render(fmt.Sprintf(" · Alice %s so far", percent(float64(s.sim.wins)/float64(s.sim.done), 1)))
		}
		bar := func(barW int) string {
			return "▕" + draw.ProgressCells(st, frac, barW) + "▏"
		}
		line := func(barW int, tail string) string { return head + bar(barW) + count + tail }
		fixed := lipgloss.Width(line(0, rate))
		var vs []string
		if barW := min(30, w-fixed); barW >= 8 {
			vs = append(vs, line(barW, rate))
		}
		vs = append(vs, line(max(4, min(30, w-fixed+lipgloss.Width(rate))), ""))
		out = append(out, draw.FirstFit(w, vs...))
		k = s.sim.setting
	}
	t := s.sims[settingIndex(k)]
	// While the note still tells the run's result, the line would say it twice.
	if note, _ := s.noteNow(); t.Games > 0 && (s.sim.said == "" || note != s.sim.said) {
		out = append(out, s.estimateLine(t, k, w))
	}
	return out
}

// estimateLine: Alice's win rate over t games at k with its 95% Wilson
// interval, beside the exact value.
func (s *Model) estimateLine(t game.Tally, k, w int) string {
	st := s.c.Styles()
	lo, hi := t.Interval95()
	p := s.pAlice(k)
	verdict := st.Good.Render("inside")
	if p < lo || p > hi {
		verdict = st.Warn.Render("outside")
	}
	games := fmt.Sprintf("%s played: Alice %s ", text.Int(int64(t.Games)), percent(t.P(), 2))
	ci := st.Subtle.Render(fmt.Sprintf("(95%% CI %s–%s)", percent(lo, 2), percent(hi, 2)))
	return draw.FirstFit(w,
		games+ci+fmt.Sprintf(" · exact %s ", percent(p, 2))+verdict,
		games+ci+" · exact "+verdict,
		games+fmt.Sprintf("· exact %s ", percent(p, 2))+verdict,
	)
}

// zeros counts the riffle bits that are 0: the cards from the top packet.
func zeros(bits []uint8) int {
	z := 0
	for _, b := range bits {
		if b == 0 {
			z++
		}
	}
	return z
}
