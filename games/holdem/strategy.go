package holdem

import (
	"fmt"
	"math"
	"strings"

	"riffle/engine/cards"
	"riffle/engine/rng"
)

// The computer players' strategy by style, as club players play fixed
// limit: before the flop, hands chosen by their Chen score by position and
// by the action before them; after it, equity against the hands the other
// players' actions imply, pot odds (and on the flop and turn implied odds)
// and value bets, raises and bluffs by style.

// Chen is Bill Chen's score of a starting hand (Lou Krieger, "Hold'em
// Excellence", 2nd ed.): the higher card scores A 10, K 8, Q 7, J 6, and
// ten to deuce half their value; a pair doubles it (at least 5); suited
// adds 2; a gap of one, two, three or more cards between the two takes 1,
// 2, 4 or 5 (the ace high); no gap or one, with both cards below the
// queen, adds 1; half points round up. AA scores 20, AKo 10, JTs 9, 72o
// −1.
func Chen(a, b cards.Card) int {
	hi, lo := a.Rank(), b.Rank()
	if lo > hi {
		hi, lo = lo, hi
	}
	score := chenCard(hi)
	if hi == lo {
		return int(math.Ceil(max(5, 2*score)))
	}
	if a.Suit() == b.Suit() {
		score += 2
	}
	gap := int(hi-lo) - 1
	score -= [...]float64{0, 1, 2, 4, 5}[min(gap, 4)]
	if gap <= 1 && hi < cards.Queen {
		score++
	}
	return int(math.Ceil(score))
}

// chenCard is the score of the higher card alone.
func chenCard(r cards.Rank) float64 {
	switch r {
	case cards.Ace:
		return 10
	case cards.King:
		return 8
	case cards.Queen:
		return 7
	case cards.Jack:
		return 6
	}
	return float64(r) / 2 // Two is 2 … Ten is 10
}

// ChenShare is the share of the 1,326 starting hands that score at least
// s: a threshold's range in per cent of hands.
func ChenShare(s int) float64 {
	n := 0
	for a := range cards.Card(cards.NumCards) {
		for b := a + 1; b < cards.NumCards; b++ {
			if Chen(a, b) >= s {
				n++
			}
		}
	}
	return float64(n) / 1326
}

// Position is where a seat acts before the flop, relative to the button.
type Position int

const (
	Early Position = iota
	Middle
	Late  // the cutoff and the button
	Blind // the small and the big blind
)

func (p Position) String() string {
	return [...]string{"early position", "middle position", "late position", "the blinds"}[p]
}

// PositionOf is seat's position at a table of n seats with the button at
// button: the blinds, the button and the seat before it (late), and the
// seats after the big blind split into early and middle (early the first
// half, rounded up). Heads-up the button is the small blind.
func PositionOf(seat, button, n int) Position {
	d := (seat - button + n) % n // 0 the button, 1 the small blind, 2 the big blind
	switch {
	case n == 2:
		return Blind
	case d == 1 || d == 2:
		return Blind
	case d == 0 || d == n-1:
		return Late
	}
	rest := n - 4 // seats between the big blind and the cutoff
	if d-3 < (rest+1)/2 {
		return Early
	}
	return Middle
}

// profile is a style's play: Chen scores before the flop, equities after.
type profile struct {
	open     [4]int  // raise first in, by position (the small blind's in Blind)
	limp     [4]int  // call the big blind, nobody having raised (99: never)
	call     int     // call one raise
	reraise  int     // raise a raise
	callMore int     // call two raises or more
	cap      int     // raise two raises or more
	value    float64 // after the flop: bet or raise with at least this equity against their range
	bluff    float64 // the chance it bets with less, checked to
	slack    float64 // calls down to pot odds less this
	implied  bool    // on the flop and turn, counts a bet more to come in the pot odds
	raiseAny float64 // before the flop, the chance it raises any hand first in (the maniac)
	// In pot and no limit: a bet after the flop is this share of the pot
	// (a bluff two thirds of it), a raise this many times the bet.
	betShare, raiseBy float64
}

// never is a Chen score no hand reaches.
const never = 99

// profiles by style: ranges chosen for the VPIP and PFR club players
// show at a full table (docs/holdem.md states them and riffle bench bots measures
// them).
var profiles = map[Style]profile{
	TightAggressive: {open: [4]int{8, 7, 4, 6}, limp: [4]int{never, never, never, never}, call: 7, reraise: 9, callMore: 10, cap: 12,
		value: 0.42, bluff: 0.08, implied: true, betShare: 0.75, raiseBy: 3},
	LooseAggressive: {open: [4]int{7, 6, 4, 5}, limp: [4]int{never, never, never, 4}, call: 4, reraise: 8, callMore: 5, cap: 10,
		value: 0.52, bluff: 0.50, implied: true, betShare: 0.75, raiseBy: 3},
	TightPassive: {open: [4]int{11, 10, 10, 11}, limp: [4]int{8, 7, 6, 6}, call: 7, reraise: 13, callMore: 9, cap: 15,
		value: 0.72, bluff: 0.02, betShare: 0.5, raiseBy: 2.5},
	CallingStation: {open: [4]int{14, 14, 13, 14}, limp: [4]int{2, 2, 1, 0}, call: 3, reraise: 16, callMore: 4, cap: never,
		value: 0.80, bluff: 0.01, slack: 0.15, implied: true, betShare: 0.5, raiseBy: 2.5},
	Maniac: {open: [4]int{5, 4, 3, 4}, limp: [4]int{1, 0, -1, -1}, call: 3, reraise: 7, callMore: 4, cap: 9,
		value: 0.42, bluff: 0.45, implied: true, raiseAny: 0.25, betShare: 1, raiseBy: 4},
}

// sized gives a raise of d its size in pot and no limit (in fixed limit
// a raise is the one bet): before the flop an open to three big blinds and
// one more for each caller, a raise to three times the bet; after it a bet
// of the style's share of the pot (a bluff two thirds of that), a raise to
// the style's multiple of the bet — within what the hand allows, and all
// in when the size would leave less than half of the stack behind. The
// size goes in the rule's words.
func sized(v View, p profile, d Decision) Decision {
	if d.Kind != Raise || v.Limit == FixedLimit || !v.CanRaise {
		return d
	}
	big := max(1, v.RaiseMin-v.Current) // at least the big blind
	var to int
	var why string
	switch {
	case v.Street == Preflop && v.Current <= v.BetSize:
		callers := 0
		for _, a := range v.Log {
			if a.Street == Preflop && a.Kind == Call {
				callers++
			}
		}
		to = (3 + callers) * v.BetSize
		why = fmt.Sprintf("%d big blinds", 3+callers)
	case v.Street == Preflop:
		to, why = 3*v.Current, "three times the bet"
	case v.Current == 0:
		share := p.betShare
		if d.Bluff {
			share *= 2.0 / 3
		}
		to, why = int(math.Round(share*float64(v.Pot))), fmt.Sprintf("%d%% of the pot", int(math.Round(100*share)))
	default:
		to, why = int(math.Round(p.raiseBy*float64(v.Current))), fmt.Sprintf("%.3g times the bet", p.raiseBy)
	}
	to = max(to, v.Current+big)
	bet := v.Current - v.ToCall // the seat's own bet on the round
	if v.Limit == NoLimit && 2*(bet+v.Stack-to) < v.Stack {
		to, why = v.RaiseMax, "all in: the size would leave less than half the stack"
	}
	d.To = min(max(to, v.RaiseMin), v.RaiseMax)
	allIn := d.To-bet == v.Stack
	switch {
	case allIn && !strings.HasPrefix(why, "all in"):
		why = "all in: the size is the whole stack or more"
	case d.To == v.RaiseMax && d.To != to && v.Limit == PotLimit:
		why = "the pot, the most pot limit allows"
	case d.To == v.RaiseMin && d.To != to:
		why = "the least raise"
	}
	verb := "raise to"
	if v.Current == 0 {
		verb = "bet"
	}
	if i := strings.Index(d.Rule, ":"); i >= 0 { // "raise: …" becomes "raise to 30 (3 big blinds): …"
		d.Rule = fmt.Sprintf("%s %d (%s)%s", verb, d.To, why, d.Rule[i:])
	}
	return d
}

// facing is the raises a seat faces before the flop as its thresholds
// count them: the raises made, and in pot and no limit at least one for
// every four big blinds it must call (a shove of 40 big blinds is met as
// ten raises). words says the count when the size set it.
func facing(v View) (raises int, words string) {
	raises = v.Bets - 1 // the big blind is the first bet
	if v.Limit == FixedLimit || v.BetSize <= 0 {
		return raises, ""
	}
	if bb := v.ToCall / v.BetSize; bb/4 > raises {
		return bb / 4, fmt.Sprintf(" (%d big blinds to call count as %d)", bb, bb/4)
	}
	return raises, ""
}

// Read is what the table has seen of a seat over the hands so far: hands
// dealt to it, hands it put chips in before the flop of its own will
// (VPIP) and hands it raised before the flop (PFR). Every player at the
// table sees it; the computer players widen or narrow the ranges they put
// a seat's actions on by it.
type Read struct{ Hands, VPIP, PFR int }

// readWeight is the hands of prior a read counts as: a seat seen for fewer
// hands is read mostly as the usual player.
const readWeight = 30

// share is the part of hands a seat seen n of h hands plays so, pulled
// towards prior by readWeight hands.
func share(n, h int, prior float64) float64 {
	return (float64(n) + readWeight*prior) / float64(h+readWeight)
}

// chenFor is the Chen score whose hands, and all better, are share of the
// hands: the least score the top share reaches.
func chenFor(share float64) int {
	for s := 20; s > chenLow; s-- {
		if chenShares[s-chenLow] >= share {
			return s
		}
	}
	return anyHand
}

// Add counts hand h into the reads of its seats (reads[i] is seat i's).
func (h *Hand) Add(reads []Read) {
	vpip, pfr := make([]bool, len(h.Seats)), make([]bool, len(h.Seats))
	for _, a := range h.log {
		if a.Street == Preflop && (a.Kind == Call || a.Kind == Raise) {
			vpip[a.Seat] = true
			pfr[a.Seat] = pfr[a.Seat] || a.Kind == Raise
		}
	}
	for i := range h.Seats {
		reads[i].Hands++
		if vpip[i] {
			reads[i].VPIP++
		}
		if pfr[i] {
			reads[i].PFR++
		}
	}
}

// Range is what a seat's actions so far say of its two cards: a Chen
// score at least MinChen before the flop and, once it raised a bet after
// the flop, a hand that pairs the board or better, or draws to a flush.
type Range struct {
	MinChen   int
	Connected bool
}

// anyHand is the range of a seat whose actions say nothing (a blind that
// checked).
const (
	anyHand = -2
)

// RangeOf is the range seat's actions in log imply, read against what the
// table has seen of it (read): a raise puts it on the top of its hands as
// wide as the share it raises (a re-raise a third of that), a call of a
// raise on as wide as the share it plays, a limp wider still. With no
// hands seen the usual player's shares stand in: it raises 14% of hands
// and plays 25%, so a seat never seen is put on Chen 4 or more for a limp,
// 6 for a call of a raise, 7 for a raise and 9 for a re-raise.
func RangeOf(log []Action, seat int, read Read) Range {
	pfr, vpip := share(read.PFR, read.Hands, 0.14), share(read.VPIP, read.Hands, 0.25)
	limp, call, raise, reraise := chenFor(min(1, 2*vpip)), chenFor(vpip), chenFor(pfr), chenFor(pfr/3)
	r := Range{MinChen: anyHand}
	raises := 0
	for _, a := range log {
		if a.Street == Preflop && a.Kind == Raise {
			raises++
		}
		if a.Seat != seat {
			continue
		}
		switch {
		case a.Street == Preflop && a.Kind == Raise && raises >= 2:
			r.MinChen = max(r.MinChen, reraise)
		case a.Street == Preflop && a.Kind == Raise:
			r.MinChen = max(r.MinChen, raise)
		case a.Street == Preflop && a.Kind == Call && raises > 0:
			r.MinChen = max(r.MinChen, call)
		case a.Street == Preflop && a.Kind == Call:
			r.MinChen = max(r.MinChen, limp)
		case a.Street > Preflop && a.Kind == Raise && !a.Opened: // a raise of a bet, not a bet
			r.Connected = true
		}
	}
	return r
}

// String says the range in words: "Chen 9 or more (top 14%), and a pair
// or a flush draw".
func (r Range) String() string {
	s := "any two cards"
	if r.MinChen > anyHand {
		s = fmt.Sprintf("Chen %d or more (top %.0f%%)", r.MinChen, 100*chenShares[r.MinChen-chenLow])
	}
	if r.Connected {
		s += ", with a pair or a flush draw"
	}
	return s
}

// The Chen scores' shares, worked out once: chenShares[s−chenLow].
const chenLow = -2

var chenShares = func() []float64 {
	out := make([]float64, 21-chenLow)
	for s := range out {
		out[s] = ChenShare(s + chenLow)
	}
	return out
}()

// holds reports whether the two cards are in r on board.
func (r Range) holds(a, b cards.Card, board []cards.Card) bool {
	if Chen(a, b) < r.MinChen {
		return false
	}
	if !r.Connected || len(board) == 0 {
		return true
	}
	var suits [4]int
	for _, c := range board {
		suits[c.Suit()]++
		if c.Rank() == a.Rank() || c.Rank() == b.Rank() {
			return true
		}
	}
	if a.Rank() == b.Rank() {
		return true
	}
	return suits[a.Suit()]+1 >= 4 || suits[b.Suit()]+1 >= 4 || a.Suit() == b.Suit() && suits[a.Suit()]+2 >= 4
}

// chenTable is every two cards' Chen score, worked out once.
var chenTable = func() (t [cards.NumCards][cards.NumCards]int8) {
	for a := range cards.Card(cards.NumCards) {
		for b := range cards.Card(cards.NumCards) {
			if a != b {
				t[a][b] = int8(Chen(a, b))
			}
		}
	}
	return t
}()

// RangeEquity estimates hole's share of the pot on board against
// opponents each holding a hand in its range: samples deals drawn with
// g, each opponent's two cards drawn uniformly from the hands of its range
// that the cards seen leave (drawn again when they clash with an earlier
// opponent's), the rest of the board uniformly from the cards left. A
// range no hand is left in stands for any two cards.
func RangeEquity(hole [2]cards.Card, board []cards.Card, ranges []Range, g rng.Generator, samples int) float64 {
	dead := cards.SetOf(board...).With(hole[0]).With(hole[1])
	var unseen []cards.Card
	for c := range cards.Card(cards.NumCards) {
		if !dead.Has(c) {
			unseen = append(unseen, c)
		}
	}
	lists := make([][][2]cards.Card, len(ranges))
	for k, r := range ranges {
		for i, a := range unseen {
			for _, b := range unseen[i+1:] {
				if int(chenTable[a][b]) >= r.MinChen && (!r.Connected || r.holds(a, b, board)) {
					lists[k] = append(lists[k], [2]cards.Card{a, b})
				}
			}
		}
		if len(lists[k]) == 0 { // no hand left in it: any two cards
			for i, a := range unseen {
				for _, b := range unseen[i+1:] {
					lists[k] = append(lists[k], [2]cards.Card{a, b})
				}
			}
		}
	}
	base := cards.HandOf(board...)
	need := 5 - len(board)
	opp := make([]cards.Hand, len(ranges))
	sum := 0.0
	for range samples {
		used := dead
		for k, list := range lists {
			pair := list[g.IntN(len(list))]
			for try := 0; used.Has(pair[0]) || used.Has(pair[1]); try++ { // a clash with an earlier opponent's cards: draw again
				if try == 1000 { // its every hand clashes: any two cards left
					pair = [2]cards.Card{unseen[0], unseen[1]}
					for i := 0; used.Has(pair[0]) || used.Has(pair[1]); i++ {
						pair = [2]cards.Card{unseen[g.IntN(len(unseen))], unseen[g.IntN(len(unseen))]}
						if pair[0] == pair[1] {
							pair[1] = unseen[(i+1)%len(unseen)]
						}
					}
					break
				}
				pair = list[g.IntN(len(list))]
			}
			used = used.With(pair[0]).With(pair[1])
			opp[k] = base.Add(pair[0]).Add(pair[1])
		}
		rest := base.Add(hole[0]).Add(hole[1])
		var extra [5]cards.Card
		for e := range need {
			c := unseen[g.IntN(len(unseen))]
			for used.Has(c) {
				c = unseen[g.IntN(len(unseen))]
			}
			used = used.With(c)
			extra[e] = c
			rest = rest.Add(c)
		}
		v := rest.Value()
		share, ways := 1.0, 1
		for k := range opp {
			o := opp[k]
			for _, c := range extra[:need] {
				o = o.Add(c)
			}
			switch w := o.Value(); {
			case w > v:
				share = 0
			case w == v:
				ways++
			}
			if share == 0 {
				break
			}
		}
		sum += share / float64(ways)
	}
	return sum / float64(samples)
}

// PlanSamples is the deals a computer player of the club styles samples
// after the flop to estimate its equity against their range: a standard
// error of at most 0.5/√200 ≈ 3.5 points.
const PlanSamples = 200

// decidePlan is a club style's move from its view: see profile, and
// docs/holdem.md's ranges.
func decidePlan(v View, s Style, g rng.Generator) Decision {
	p := profiles[s]
	if v.Street == Preflop {
		return preflopPlan(v, p, g)
	}
	return postflopPlan(v, p, g)
}

// legal turns the move a style chose into one the hand allows now: a
// raise it may not make is a call (a check facing nothing), a call facing
// nothing a check, a fold facing nothing a check.
func legal(v View, d Decision) Decision {
	switch {
	case d.Kind == Raise && !v.CanRaise && v.ToCall > 0, d.Kind == Check && v.ToCall > 0:
		d.Kind = Call
	case d.Kind == Raise && !v.CanRaise, d.Kind == Call && v.ToCall == 0, d.Kind == Fold && v.ToCall == 0:
		d.Kind = Check
	}
	return d
}

// preflopPlan: the Chen score against the style's threshold for the
// position and the raises before it.
func preflopPlan(v View, p profile, g rng.Generator) Decision {
	c := Chen(v.Hole[0], v.Hole[1])
	pos := PositionOf(v.Seat, v.Button, v.Players)
	raises, counted := facing(v)
	d := Decision{}
	rule := func(k Kind, format string, a ...any) Decision {
		d.Kind = k
		d.Rule = legal(v, Decision{Kind: k}).Kind.String() + ": " + fmt.Sprintf(format, a...)
		if raises >= 2 && counted != "" {
			d.Rule += counted
		}
		return sized(v, p, legal(v, d))
	}
	switch {
	case raises <= 0 && p.raiseAny > 0 && g.IntN(100) < int(100*p.raiseAny):
		return rule(Raise, "any two cards, %d in 100 first in", int(100*p.raiseAny))
	case raises <= 0 && c >= p.open[pos]:
		return rule(Raise, "Chen %d ≥ %d to open from %s", c, p.open[pos], pos)
	case raises <= 0 && v.ToCall == 0:
		return rule(Check, "Chen %d < %d to raise from the big blind", c, p.open[pos])
	case raises <= 0 && c >= p.limp[pos]:
		return rule(Call, "Chen %d ≥ %d to limp from %s", c, p.limp[pos], pos)
	case raises <= 0:
		return rule(Fold, "Chen %d < %d to play from %s", c, min(p.open[pos], p.limp[pos]), pos)
	case raises == 1 && c >= p.reraise:
		return rule(Raise, "Chen %d ≥ %d to raise a raise", c, p.reraise)
	case raises == 1 && c >= p.call:
		return rule(Call, "Chen %d ≥ %d to call a raise", c, p.call)
	case raises == 1:
		return rule(Fold, "Chen %d < %d to call a raise", c, p.call)
	case c >= p.cap:
		return rule(Raise, "Chen %d ≥ %d to raise %d raises", c, p.cap, raises)
	case c >= p.callMore:
		return rule(Call, "Chen %d ≥ %d to call %d raises", c, p.callMore, raises)
	}
	return rule(Fold, "Chen %d < %d to call %d raises", c, p.callMore, raises)
}

// Ranges are the ranges the actions of the seats still in (but v's own)
// imply, read against what the table has seen of each (RangeOf).
func (v View) Ranges() []Range {
	folded := map[int]bool{}
	for _, a := range v.Log {
		if a.Kind == Fold {
			folded[a.Seat] = true
		}
	}
	var ranges []Range
	for j := range v.Players {
		if j != v.Seat && !folded[j] {
			var read Read
			if j < len(v.Reads) {
				read = v.Reads[j]
			}
			ranges = append(ranges, RangeOf(v.Log, j, read))
		}
	}
	return ranges
}

// postflopPlan: equity against the range each opponent's actions imply,
// against the style's value threshold and the pot odds (implied on the
// flop and turn for the styles that count them).
func postflopPlan(v View, p profile, g rng.Generator) Decision {
	ranges := v.Ranges()
	e := RangeEquity(v.Hole, v.Board, ranges, g, PlanSamples)
	d := Decision{Equity: e, Strength: e * float64(len(ranges)+1)}
	pct := func(x float64) int { return int(math.Round(100 * x)) }
	rule := func(k Kind, format string, a ...any) Decision {
		d.Kind = k
		d = legal(v, d)
		d.Rule = d.Kind.String() + ": " + fmt.Sprintf(format, a...)
		if d.Kind == Raise && v.ToCall == 0 {
			d.Rule = "bet: " + fmt.Sprintf(format, a...)
		}
		return sized(v, p, d)
	}
	if v.ToCall == 0 {
		switch {
		case e >= p.value:
			return rule(Raise, "equity %d%% against their range ≥ %d%% to bet for value", pct(e), pct(p.value))
		case g.IntN(1000) < int(1000*p.bluff):
			d.Bluff = true
			return rule(Raise, "a bluff, %d in 100 when checked to (equity %d%% < %d%%)", pct(p.bluff), pct(e), pct(p.value))
		}
		return rule(Check, "equity %d%% against their range < %d%% to bet", pct(e), pct(p.value))
	}
	d.PotOdds = float64(v.ToCall) / float64(v.Pot+v.ToCall)
	need, odds := d.PotOdds, "pot odds"
	if p.implied && v.Street < River {
		need, odds = float64(v.ToCall)/float64(v.Pot+v.ToCall+v.BetSize), "implied odds"
	}
	need = max(0, need-p.slack)
	raiseAt := p.value + 0.1
	switch {
	case e >= raiseAt:
		return rule(Raise, "equity %d%% against their range ≥ %d%% to raise", pct(e), pct(raiseAt))
	case e >= need:
		return rule(Call, "equity %d%% against their range ≥ %s %d%%", pct(e), odds, pct(need))
	}
	return rule(Fold, "equity %d%% against their range < %s %d%%", pct(e), odds, pct(need))
}
