package holdem

import (
	"fmt"
	"slices"
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
// (play money: no currency), the stakes are a fixed-limit game's bets
// (the small bet and the big bet, twice the blinds) or a pot- or no-limit
// game's blinds ("Hold'em No Limit (5/10)"), and the names are the
// table's.
func PokerStars(h *Hand, names []string, n int64, at time.Time) string {
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	name := func(i int) string {
		if i < len(names) {
			return names[i]
		}
		return fmt.Sprintf("Seat %d", i+1)
	}
	seats := len(h.Seats)
	stakes := fmt.Sprintf("Limit (%d/%d)", h.Blinds.Big, 2*h.Blinds.Big)
	switch h.Blinds.Limit {
	case PotLimit:
		stakes = fmt.Sprintf("Pot Limit (%d/%d)", h.Blinds.Small, h.Blinds.Big)
	case NoLimit:
		stakes = fmt.Sprintf("No Limit (%d/%d)", h.Blinds.Small, h.Blinds.Big)
	}
	p("PokerStars Hand #%d: Hold'em %s - %s UTC", n, stakes, at.UTC().Format("2006/01/02 15:04:05"))
	p("Table 'Riffle' %d-max (Play Money) Seat #%d is the button", seats, h.Button+1)
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
	holeCards := func() {
		if !headed {
			p("*** HOLE CARDS ***")
			p("Dealt to %s [%s]", name(0), cardList(h.Seats[0].Hole[:]))
			headed = true
		}
	}
	for _, a := range h.Log() {
		if a.Kind == SmallBlind || a.Kind == BigBlind {
			p("%s: posts %s %d%s", name(a.Seat), a.Kind, a.Chips, allIn(a))
			cur = max(cur, a.To, h.Blinds.Big*btoi(a.Kind == BigBlind)) // a short big blind still sets the bet
			continue
		}
		holeCards()
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
	holeCards()
	back, to := h.Uncalled()
	if back > 0 {
		p("Uncalled bet (%d) returned to %s", back, name(to))
	}
	shown := len(h.Board())
	for street < River && shown >= [...]int{0, 3, 4, 5}[street+1] {
		street++
		header(street)
	}
	if h.Showdown() {
		p("*** SHOW DOWN ***")
		for i, s := range h.Seats {
			if !s.Folded {
				p("%s: shows [%s] (%s)", name(i), cardList(s.Hole[:]), starsHand(h.Value(i)))
			}
		}
	}
	pots := realPots(h, back, to)
	total := 0
	var split []string
	for k, pot := range pots {
		total += pot.Chips
		from := "pot"
		switch {
		case len(pots) > 1 && k == 0:
			from = "main pot"
		case len(pots) == 2:
			from = "side pot"
		case len(pots) > 2:
			from = fmt.Sprintf("side pot-%d", k)
		}
		if len(pots) > 1 {
			split = append(split, fmt.Sprintf("%s %d.", strings.ToUpper(from[:1])+from[1:], pot.Chips))
		}
		for _, w := range pot.Winners {
			p("%s collected %d from %s", name(w), pot.Shares[w], from)
		}
	}
	p("*** SUMMARY ***")
	if split != nil {
		p("Total pot %d %s | Rake 0", total, strings.Join(split, " "))
	} else {
		p("Total pot %d | Rake 0", total)
	}
	if shown > 0 {
		p("Board [%s]", cardList(board[:shown]))
	}
	for i, s := range h.Seats {
		won := 0
		for _, pot := range pots {
			won += pot.Shares[i]
		}
		p("Seat %d: %s%s %s", i+1, name(i), role(h, i), summaryOf(h, i, s, won))
	}
	return b.String()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// realPots are the hand's pots without the uncalled bet (back chips to
// seat), which is in the last: taken from it, and the pot left out when
// nothing else is in it (a side pot that a seat folded into stays, the
// one seat left in it its winner).
func realPots(h *Hand, back, seat int) []Pot {
	out := slices.Clone(h.Pots())
	if k := len(out) - 1; back > 0 && k >= 0 {
		pot := out[k]
		pot.Shares = slices.Clone(pot.Shares)
		pot.Chips -= back
		pot.Shares[seat] -= back
		out[k] = pot
		if pot.Chips == 0 {
			out = out[:k]
		}
	}
	return out
}

// role is a seat's place in the summary: " (button)", " (small blind)",
// " (big blind)", " (button) (small blind)" heads-up.
func role(h *Hand, i int) string {
	r := ""
	if i == h.Button {
		r = " (button)"
	}
	for _, a := range h.Log() {
		if a.Seat == i && a.Kind == SmallBlind {
			return r + " (small blind)"
		}
		if a.Seat == i && a.Kind == BigBlind {
			return r + " (big blind)"
		}
	}
	return r
}

// summaryOf is what a seat did in the summary's words, won the chips it
// took from the pots.
func summaryOf(h *Hand, i int, s Seat, won int) string {
	if s.Folded {
		for _, a := range h.Log() {
			if a.Seat == i && a.Kind == Fold {
				if a.Street == Preflop && s.Put == 0 {
					return "folded before Flop (didn't bet)"
				}
				if a.Street == Preflop {
					return "folded before Flop"
				}
				return "folded on the " + [...]string{"", "Flop", "Turn", "River"}[a.Street]
			}
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
		return "a straight, " + straightRun(rs[0], up)
	case cards.Flush:
		return fmt.Sprintf("a flush, %s high", up(rs[0].Name()))
	case cards.FullHouse:
		return fmt.Sprintf("a full house, %s full of %s", up(rs[0].Plural()), up(rs[1].Plural()))
	case cards.FourOfAKind:
		return "four of a kind, " + up(rs[0].Plural())
	case cards.StraightFlush:
		return "a straight flush, " + straightRun(rs[0], up)
	case cards.RoyalFlush:
		return "a Royal Flush"
	}
	return v.String()
}

// straightRun names a straight by its ends as PokerStars does: "Ten to
// Ace", "Ace to Five" for the wheel.
func straightRun(top cards.Rank, up func(string) string) string {
	if top == cards.Five {
		return "Ace to Five"
	}
	return up((top - 4).Name()) + " to " + up(top.Name())
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
	return PokerStars(t.Hand(), names, HandNumber(r), r.Time), nil
}

// HandNumber is a hand's number in its hand history: the time it was
// played to the second and its round's number, so that the hands of
// different sessions never share one (trackers drop a number seen
// before): 20261128101916·1000 + round mod 1000.
func HandNumber(r round.Record) int64 {
	t := r.Time.UTC()
	stamp := int64(t.Year())*1e10 + int64(t.Month())*1e8 + int64(t.Day())*1e6 + int64(t.Hour())*1e4 + int64(t.Minute())*100 + int64(t.Second())
	return stamp*1000 + int64(r.Seq%1000)
}

// Streets is a settled Hold'em round told street by street, one line a
// street, in its hand history's words, for a history's detail:
// "Pre-flop: Cal calls 10, Lou raises 10 to 20, You folds", "Flop 7c 9d
// 2d: …", …, "Showdown: Cal [9c 6d] (a flush, Ace high), Cal collected 40
// from pot". It replays the round from its record.
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
