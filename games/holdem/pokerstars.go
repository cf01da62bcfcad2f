package holdem

import (
	"fmt"
	"strings"
	"time"

	"riffle/engine/cards"
	"riffle/games/round"
)

// PokerStars writes hand h, dealt at time at as hand number n, in the
// PokerStars hand-history text that trackers and replayers read:
//
//	PokerStars Hand #n: Hold'em Limit (10/20) - 2026/11/28 10:17:17 UTC
//	Table 'Riffle' 6-max Seat #6 is the button
//	Seat 1: You (500 in chips)
//	…
//	Tess: posts small blind 5
//	*** HOLE CARDS ***
//	Dealt to You [As Kd]
//	Lou: raises 10 to 20
//	*** FLOP *** [Qc 5c 5h]
//	*** TURN *** [Qc 5c 5h] [9d]
//	*** RIVER *** [Qc 5c 5h 9d] [2s]
//	*** SHOW DOWN ***
//	*** SUMMARY ***
//
// Seats are numbered from 1 (seat 0, you, is Seat 1), amounts are chips
// (play money: no currency), the stakes are a limit game's bets (the small
// bet and the big bet, twice the blinds), and the names are the table's.
func PokerStars(h *Hand, names []string, n int, at time.Time) string {
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	name := func(i int) string {
		if i < len(names) {
			return names[i]
		}
		return fmt.Sprintf("Seat %d", i+1)
	}
	seats := len(h.Seats)
	p("PokerStars Hand #%d: Hold'em Limit (%d/%d) - %s UTC", n, h.Blinds.Big, 2*h.Blinds.Big, at.UTC().Format("2006/01/02 15:04:05"))
	p("Table 'Riffle' %d-max Seat #%d is the button", seats, h.Button+1)
	for i, s := range h.Seats {
		p("Seat %d: %s (%d in chips)", i+1, name(i), s.Stack+s.Put-h.Won(i))
	}
	d := h.Deal()
	board := []cards.Card{d.Flop[0], d.Flop[1], d.Flop[2], d.Turn, d.River}
	street, cur := Preflop, 0
	headed := false
	header := func(s Street) {
		switch s {
		case Flop:
			p("*** FLOP *** [%s]", cardList(board[:3]))
		case Turn:
			p("*** TURN *** [%s] [%s]", cardList(board[:3]), board[3])
		case River:
			p("*** RIVER *** [%s] [%s]", cardList(board[:4]), board[4])
		}
	}
	for _, a := range h.Log() {
		if a.Kind == SmallBlind || a.Kind == BigBlind {
			p("%s: posts %s %d%s", name(a.Seat), a.Kind, a.Chips, allIn(a))
			cur = max(cur, a.To)
			continue
		}
		if !headed {
			p("*** HOLE CARDS ***")
			p("Dealt to %s [%s]", name(0), cardList(h.Seats[0].Hole[:]))
			headed = true
		}
		for street < a.Street {
			street++
			cur = 0
			header(street)
		}
		switch {
		case a.Kind == Fold:
			p("%s: folds", name(a.Seat))
		case a.Kind == Check:
			p("%s: checks", name(a.Seat))
		case a.Kind == Call:
			p("%s: calls %d%s", name(a.Seat), a.Chips, allIn(a))
		case a.Opened || cur == 0:
			p("%s: bets %d%s", name(a.Seat), a.Chips, allIn(a))
			cur = a.To
		default:
			p("%s: raises %d to %d%s", name(a.Seat), a.To-cur, a.To, allIn(a))
			cur = max(cur, a.To)
		}
	}
	if !headed {
		p("*** HOLE CARDS ***")
		p("Dealt to %s [%s]", name(0), cardList(h.Seats[0].Hole[:]))
	}
	shown := len(h.Board())
	for street < River && shown >= [...]int{0, 3, 4, 5}[street+1] {
		street++
		header(street)
	}
	pots := h.Pots()
	total := 0
	for _, pot := range pots {
		if len(pot.Eligible) == 1 && len(pots) > 1 {
			p("Uncalled bet (%d) returned to %s", pot.Chips, name(pot.Eligible[0]))
			continue
		}
		total += pot.Chips
	}
	if h.Showdown() {
		p("*** SHOW DOWN ***")
		for i, s := range h.Seats {
			if !s.Folded {
				p("%s: shows [%s] (%s)", name(i), cardList(s.Hole[:]), starsHand(h.Value(i)))
			}
		}
	}
	side := 0
	for k, pot := range pots {
		if len(pot.Eligible) == 1 && len(pots) > 1 {
			continue
		}
		from := "pot"
		if len(pots) > 1 && k > 0 {
			side++
			from = fmt.Sprintf("side pot-%d", side)
		} else if len(pots) > 1 {
			from = "main pot"
		}
		for _, w := range pot.Winners {
			p("%s collected %d from %s", name(w), pot.Shares[w], from)
		}
	}
	p("*** SUMMARY ***")
	p("Total pot %d | Rake 0", total)
	if shown > 0 {
		p("Board [%s]", cardList(board[:shown]))
	}
	for i, s := range h.Seats {
		p("Seat %d: %s%s %s", i+1, name(i), role(h, i), summaryOf(h, i, s))
	}
	return b.String()
}

// role is a seat's place in the summary: " (button)", " (small blind)",
// " (big blind)".
func role(h *Hand, i int) string {
	switch {
	case i == h.Button:
		return " (button)"
	}
	for _, a := range h.Log() {
		if a.Seat == i && a.Kind == SmallBlind {
			return " (small blind)"
		}
		if a.Seat == i && a.Kind == BigBlind {
			return " (big blind)"
		}
	}
	return ""
}

// summaryOf is what a seat did in the summary's words.
func summaryOf(h *Hand, i int, s Seat) string {
	if s.Folded {
		for _, a := range h.Log() {
			if a.Seat == i && a.Kind == Fold {
				if a.Street == Preflop {
					return "folded before Flop"
				}
				return "folded on the " + [...]string{"", "Flop", "Turn", "River"}[a.Street]
			}
		}
	}
	won := h.Won(i)
	for _, pot := range h.Pots() {
		if len(pot.Eligible) == 1 && len(h.Pots()) > 1 && pot.Eligible[0] == i {
			won -= pot.Chips // the uncalled bet came back: not won
		}
	}
	switch {
	case h.Showdown() && won > 0:
		return fmt.Sprintf("showed [%s] and won (%d) with %s", cardList(s.Hole[:]), won, starsHand(h.Value(i)))
	case h.Showdown():
		return fmt.Sprintf("showed [%s] and lost with %s", cardList(s.Hole[:]), starsHand(h.Value(i)))
	case won > 0:
		return fmt.Sprintf("collected (%d)", won)
	}
	return "didn't show"
}

// starsHand names a hand as PokerStars does: "a pair of Queens", "two
// pair, Kings and Fives", "high card Ace", "a flush, Ace high".
func starsHand(v cards.Value) string {
	rs := v.Ranks()
	up := func(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
	switch v.Class() {
	case cards.HighCard:
		return "high card " + up(rs[0].Name())
	case cards.OnePair:
		return "a pair of " + up(rs[0].Plural())
	case cards.TwoPair:
		return fmt.Sprintf("two pair, %s and %s", up(rs[0].Plural()), up(rs[1].Plural()))
	case cards.ThreeOfAKind:
		return "three of a kind, " + up(rs[0].Plural())
	case cards.Straight:
		return fmt.Sprintf("a straight, %s high", up(rs[0].Name()))
	case cards.Flush:
		return fmt.Sprintf("a flush, %s high", up(rs[0].Name()))
	case cards.FullHouse:
		return fmt.Sprintf("a full house, %s full of %s", up(rs[0].Plural()), up(rs[1].Plural()))
	case cards.FourOfAKind:
		return "four of a kind, " + up(rs[0].Plural())
	case cards.StraightFlush:
		return fmt.Sprintf("a straight flush, %s high", up(rs[0].Name()))
	case cards.RoyalFlush:
		return "a Royal Flush"
	}
	return v.String()
}

func allIn(a Action) string {
	if a.AllIn {
		return " and is all-in"
	}
	return ""
}

// cardList writes cards as PokerStars does: "Qc 5c 5h".
func cardList(cs []cards.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return strings.Join(out, " ")
}

// HandHistory is the PokerStars text of a settled Hold'em round of either
// Hold'em table (a hand played there; an old 1999 deal has none): the hand
// replayed from its record, its number the round's and its time the
// record's, the names the table's.
func HandHistory(r round.Record) (string, error) {
	if r.Table != Name && r.Table != CheatName {
		return "", fmt.Errorf("a %s round is no Hold'em hand", r.Table)
	}
	if len(r.Moves) == 0 || !strings.HasPrefix(r.Moves[0], "table ") {
		return "", fmt.Errorf("round %d: a 1999 deal with no hand played", r.Seq)
	}
	g, err := r.Generator()
	if err != nil {
		return "", err
	}
	t, err := replayTable(r, g, true)
	if err != nil {
		return "", fmt.Errorf("round %d: %w", r.Seq, err)
	}
	names := []string{"You"}
	names = append(names, botNames[:len(t.Players)-1]...)
	return PokerStars(t.Hand(), names, r.Seq, r.Time), nil
}

// Streets is a settled Hold'em round told street by street, one line a
// street, for a history's detail: "Pre-flop: Cal calls 10, Lou raises to
// 20, You fold", "Flop 7c 9d 2d: …", …, "Showdown: Cal 9c 6d, a flush, ace
// high, wins 40". It replays the round from its record.
func Streets(r round.Record) ([]string, error) {
	text, err := HandHistory(r)
	if err != nil {
		return nil, err
	}
	var out []string
	cur := ""
	flush := func() {
		if cur != "" {
			out = append(out, strings.TrimSuffix(cur, ","))
		}
	}
	for _, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(l, "*** HOLE CARDS"):
			flush()
			cur = "Pre-flop:"
		case strings.HasPrefix(l, "*** FLOP ***"), strings.HasPrefix(l, "*** TURN ***"), strings.HasPrefix(l, "*** RIVER ***"):
			flush()
			name, cardsPart, _ := strings.Cut(strings.TrimPrefix(l, "*** "), " *** ")
			cur = strings.ToUpper(name[:1]) + strings.ToLower(name[1:]) + " " + strings.NewReplacer("[", "", "]", "").Replace(cardsPart) + ":"
		case strings.HasPrefix(l, "*** SHOW DOWN"):
			flush()
			cur = "Showdown:"
		case strings.HasPrefix(l, "*** SUMMARY"):
			flush()
			return out, nil
		case strings.Contains(l, ": posts "), strings.HasPrefix(l, "Dealt to"), cur == "":
		default:
			cur += " " + strings.Replace(strings.Replace(l, ": ", " ", 1), " shows ", " ", 1) + ","
		}
	}
	flush()
	return out, nil
}
