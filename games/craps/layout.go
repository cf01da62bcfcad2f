package craps

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"riffle/engine/odds"
	"riffle/games/chips"
)

// Layout is the whole craps table as a state machine: every bet of a real
// layout (engine/odds.CrapsBets names them and their edges) by the place
// its chips sit, the point, and the working rules. It holds chips only as
// counts on places; the player's chips are the casino ledger's.
//
// Places ("pass-odds" is the odds behind the pass line, "come-5" a come
// bet travelled to the 5 and "come-5-odds" its odds):
//
//	pass pass-odds dont-pass dont-pass-odds
//	come come-N come-N-odds dont-come dont-come-N dont-come-N-odds
//	place-N buy-4 buy-10 lay-4 lay-10 field big-6 big-8 hard-N
//	any-7 any-craps aces-2 ace-deuce-3 yo-11 boxcars-12 horn
//
// Payouts (a Settlement's Payout includes the stake back; 0 is lost):
// pass, come, don't 1:1 (don't pass and don't come push on 12); odds at
// true odds, lay odds at true odds against; place 9:5, 7:5, 7:6; buy 4 and
// 10 at 2:1 less 5% of the bet on a win; lay 4 and 10 at 1:2 less 5% of
// the win on a win; field 1:1, 2 at 2:1, 12 at 3:1; big 6 and 8 at 1:1;
// hard 4 and 10 at 7:1, 6 and 8 at 9:1; any 7 4:1; any craps 7:1; 2 and 12
// at 30:1; 3 and 11 at 15:1; the horn a unit on each of 2, 3, 11 and 12,
// the winning unit paid and the other three lost. Every bet is a multiple
// of the unit that makes its payout whole (BetUnit).
//
// Working rules: place, buy and lay bets and the hardways are off on the
// come-out (they neither win nor lose) unless WorkingOnComeOut; come odds
// are off on the come-out (a come bet's point made or lost on it settles
// the flat bet and returns its odds) unless ComeOddsWork. A bet that stays
// up after a decision stays up.
type Layout struct {
	point            int
	bets             map[string]int
	WorkingOnComeOut bool
	ComeOddsWork     bool
	gen              uint64 // counts the changes to the bets and the point (Table.Version)
}

// Settlement is what a throw did to the chips on a place: Stake of them
// came down and Payout chips come back (the stake with the winnings, the
// stake alone on a push or a bet off, 0 when lost).
type Settlement struct {
	Place         string
	Stake, Payout int
}

// NewLayout is an empty table on the come-out.
func NewLayout() *Layout { return &Layout{bets: map[string]int{}} }

// Point is the point, 0 on the come-out.
func (l *Layout) Point() int { return l.point }

// Bet is the chips on place p.
func (l *Layout) Bet(p string) int { return l.bets[p] }

// Places are the places with chips on them, sorted.
func (l *Layout) Places() []string { return slices.Sorted(maps.Keys(l.bets)) }

// OnTable is every chip on the layout.
func (l *Layout) OnTable() int {
	n := 0
	for _, b := range l.bets {
		n += b
	}
	return n
}

// Clone is an independent copy of l.
func (l *Layout) Clone() *Layout {
	c := *l
	c.bets = maps.Clone(l.bets)
	return &c
}

// Key writes l's state in one string (the point, the working rules and
// every bet).
func (l *Layout) Key() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %v %v", l.point, l.WorkingOnComeOut, l.ComeOddsWork)
	for _, p := range l.Places() {
		fmt.Fprintf(&b, " %s=%d", p, l.bets[p])
	}
	return b.String()
}

// placeNumber splits "place-6", "come-5", "come-5-odds" into their kind
// and number (0 when none).
func placeNumber(p string) (kind string, n int, odds bool) {
	f := strings.Split(p, "-")
	if f[len(f)-1] == "odds" && len(f) >= 2 {
		odds, f = true, f[:len(f)-1]
	}
	if v, err := strconv.Atoi(f[len(f)-1]); err == nil && len(f) > 1 {
		return strings.Join(f[:len(f)-1], "-"), v, odds
	}
	return strings.Join(f, "-"), 0, odds
}

// BetUnit is the unit every bet on place p is a multiple of, so that it
// pays whole chips (0: no such place).
func BetUnit(p string) int {
	kind, n, isOdds := placeNumber(p)
	switch {
	case isOdds && (kind == "pass" || kind == "come"):
		if kind == "pass" {
			return 1 // the point's unit is checked when the point is known
		}
		return OddsUnit(n)
	case isOdds && (kind == "dont-pass" || kind == "dont-come"):
		if kind == "dont-pass" {
			return 1
		}
		return layUnit(n)
	}
	switch kind {
	case "pass", "dont-pass", "come", "dont-come", "field", "any-craps":
		return 1
	case "big":
		if n == 6 || n == 8 {
			return 1
		}
	case "any", "aces", "ace-deuce", "yo", "boxcars":
		if p == "any-7" || p == "aces-2" || p == "ace-deuce-3" || p == "yo-11" || p == "boxcars-12" {
			return 1
		}
	case "place":
		if IsPoint(n) {
			return map[int]int{4: 5, 10: 5, 5: 5, 9: 5, 6: 6, 8: 6}[n]
		}
	case "buy":
		if n == 4 || n == 10 {
			return 20 // 2:1 less 5% of the bet: 5% of 20 is a chip
		}
	case "lay":
		if n == 4 || n == 10 {
			return 40 // wins 20, less 5% of it: a chip
		}
	case "hard":
		if n == 4 || n == 6 || n == 8 || n == 10 {
			return 1
		}
	case "horn":
		return 4
	}
	return 0
}

// layPayout is what lay odds of n chips on point p win, w(p):6 against:
// n/layUnit(p) × w(p)/gcd(6, w(p)), without overflow in n·w(p).
func layPayout(p, n int) int { return n / layUnit(p) * (odds6(p) / gcd(6, odds6(p))) }

// layUnit is the unit of lay odds on point p: 6:w(p) against, whole.
func layUnit(p int) int {
	if !IsPoint(p) {
		return 0
	}
	return 6 / gcd(6, odds6(p))
}

// Add puts n more chips on place p. It refuses a place that does not
// exist, a bet that is not a multiple of its unit, and one the rules do
// not take now: pass and don't pass only on the come-out, come and don't
// come only with a point on, odds only behind a bet on its number, come
// and don't come bets that travelled (they are placed by the dice).
func (l *Layout) Add(p string, n int) error {
	if err := l.takes(p, n); err != nil {
		return err
	}
	sum, err := chips.Add(l.bets[p], n)
	if err != nil {
		return err
	}
	l.bets[p] = sum
	l.gen = newGen()
	return nil
}

// takes is Add's checks: nil when n more chips can go on place p now.
func (l *Layout) takes(p string, n int) error {
	unit := BetUnit(p)
	kind, num, isOdds := placeNumber(p)
	if unit == 0 {
		return fmt.Errorf("%q is no place on the layout", p)
	}
	name := PlaceName(p)
	switch {
	case n <= 0:
		return fmt.Errorf("a bet of %d: bets are whole chips above 0", n)
	case (kind == "come" || kind == "dont-come") && num != 0 && !isOdds:
		return fmt.Errorf("%s: a come bet goes to its number by the dice, from the come box", name)
	case (kind == "pass" || kind == "dont-pass") && !isOdds && l.point != 0:
		return fmt.Errorf("%s: a line bet is made on the come-out", name)
	case (kind == "come" || kind == "dont-come") && num == 0 && l.point == 0:
		return fmt.Errorf("%s: come bets are made with a point on (on the come-out, bet the line)", name)
	case isOdds && kind == "pass" && (l.point == 0 || l.bets["pass"] == 0):
		return fmt.Errorf("%s: odds go behind a pass line bet with a point on", name)
	case isOdds && kind == "dont-pass" && (l.point == 0 || l.bets["dont-pass"] == 0):
		return fmt.Errorf("%s: lay odds go behind a don't pass bet with a point on", name)
	case isOdds && (kind == "come" || kind == "dont-come") && l.bets[fmt.Sprintf("%s-%d", kind, num)] == 0:
		return fmt.Errorf("%s: odds go behind a %s bet on the %d", name, strings.ReplaceAll(kind, "dont-", "don't "), num)
	}
	if isOdds && kind == "pass" {
		unit = OddsUnit(l.point)
	}
	if isOdds && kind == "dont-pass" {
		unit = layUnit(l.point)
	}
	if n%unit != 0 {
		return fmt.Errorf("%s: bets of %d chips at a time, to pay whole chips", name, unit)
	}
	return nil
}

// Remove takes place p's chips down and returns them. A pass or come bet
// on its point cannot come down (the player's edge on it is gone); every
// other bet can.
func (l *Layout) Remove(p string) (int, error) {
	if err := l.canRemove(p); err != nil {
		return 0, err
	}
	n := l.bets[p]
	delete(l.bets, p)
	l.gen = newGen()
	return n, nil
}

// canRemove is Remove's check: nil when place p's chips can come down.
func (l *Layout) canRemove(p string) error {
	kind, num, isOdds := placeNumber(p)
	if !isOdds && (kind == "pass" && l.point != 0 || kind == "come" && num != 0) {
		return fmt.Errorf("the %s stays until decided", PlaceName(p))
	}
	return nil
}

// Throw settles every bet the roll decides, moves come bets to their
// numbers and sets or clears the point; it returns the settlements, by
// place.
func (l *Layout) Throw(r Roll) []Settlement {
	l.gen = newGen()
	s := r.Sum()
	comeOut := l.point == 0
	var out []Settlement
	settle := func(p string, payout int) {
		out = append(out, Settlement{Place: p, Stake: l.bets[p], Payout: payout})
		delete(l.bets, p)
	}
	for _, p := range l.Places() {
		b := l.bets[p]
		kind, n, isOdds := placeNumber(p)
		working := !comeOut || l.WorkingOnComeOut
		switch {
		case !isOdds && (kind == "pass" || kind == "come" || kind == "dont-pass" || kind == "dont-come"):
			target := n // a come bet's number, 0 in the come box
			if kind == "pass" || kind == "dont-pass" {
				target = l.point
			}
			if back, decided := lineResult(strings.HasPrefix(kind, "dont"), target, s); decided {
				settle(p, back*b)
			}
		case kind == "pass" && isOdds:
			switch s {
			case l.point:
				settle(p, b+OddsPayout(l.point, b))
			case 7:
				settle(p, 0)
			}
		case kind == "dont-pass" && isOdds:
			switch s {
			case 7:
				settle(p, b+layPayout(l.point, b))
			case l.point:
				settle(p, 0)
			}
		case kind == "come" && isOdds:
			off := comeOut && !l.ComeOddsWork
			switch {
			case s == n && off, s == 7 && off:
				settle(p, b) // off: back with the flat bet's decision
			case s == n:
				settle(p, b+OddsPayout(n, b))
			case s == 7:
				settle(p, 0)
			}
		case kind == "dont-come" && isOdds:
			off := comeOut && !l.ComeOddsWork
			switch {
			case (s == n || s == 7) && off:
				settle(p, b)
			case s == 7:
				settle(p, b+layPayout(n, b))
			case s == n:
				settle(p, 0)
			}
		case kind == "place" && working:
			if s == n {
				pay := map[int][2]int{4: {9, 5}, 10: {9, 5}, 5: {7, 5}, 9: {7, 5}, 6: {7, 6}, 8: {7, 6}}[n]
				settle(p, b+b*pay[0]/pay[1])
			} else if s == 7 {
				settle(p, 0)
			}
		case kind == "buy" && working:
			if s == n {
				settle(p, b+2*b-b/20)
			} else if s == 7 {
				settle(p, 0)
			}
		case kind == "lay" && working:
			if s == 7 {
				settle(p, b+b/2-b/40)
			} else if s == n {
				settle(p, 0)
			}
		case kind == "hard" && working:
			if s == n && r.D1 == r.D2 {
				settle(p, b+b*map[int]int{4: 7, 10: 7, 6: 9, 8: 9}[n])
			} else if s == n || s == 7 {
				settle(p, 0)
			}
		case kind == "big":
			if s == n {
				settle(p, 2*b)
			} else if s == 7 {
				settle(p, 0)
			}
		case kind == "field":
			settle(p, b*map[int]int{2: 3, 3: 2, 4: 2, 9: 2, 10: 2, 11: 2, 12: 4}[s])
		case kind == "horn":
			unit := b / 4
			settle(p, unit*map[int]int{2: 31, 12: 31, 3: 16, 11: 16}[s])
		default: // the one-roll propositions
			pays := map[string]map[int]int{"any": {7: 5}, "any-craps": {2: 8, 3: 8, 12: 8}, "aces": {2: 31},
				"ace-deuce": {3: 16}, "yo": {11: 16}, "boxcars": {12: 31}}[kind]
			if pays != nil {
				settle(p, b*pays[s])
			}
		}
	}
	// Come bets not decided travel to their number.
	for _, kind := range []string{"come", "dont-come"} {
		if b := l.bets[kind]; b > 0 && IsPoint(s) {
			delete(l.bets, kind)
			l.bets[fmt.Sprintf("%s-%d", kind, s)] += b
		}
	}
	switch {
	case comeOut && IsPoint(s):
		l.point = s
	case !comeOut && (s == 7 || s == l.point):
		l.point = 0
	}
	return out
}

// lineResult is what throw s does to a line bet — pass or come, or with
// dont don't pass or don't come — facing target (0: its come-out roll, or
// the come box): the chips back per chip bet (2 a win, 1 a push, 0 a
// loss) and whether it decided the bet.
func lineResult(dont bool, target, s int) (back int, decided bool) {
	switch {
	case target == 0 && !dont && (s == 7 || s == 11), target != 0 && !dont && s == target:
		return 2, true
	case target == 0 && !dont && (s == 2 || s == 3 || s == 12), target != 0 && !dont && s == 7:
		return 0, true
	case target == 0 && dont && (s == 2 || s == 3), target != 0 && dont && s == 7:
		return 2, true
	case target == 0 && dont && s == 12:
		return 1, true // a push
	case target == 0 && dont && (s == 7 || s == 11), target != 0 && dont && s == target:
		return 0, true
	}
	return 0, false
}

// odds6 is the ways to throw p: 6 against them are the true odds.
func odds6(p int) int { return odds.DiceSumWays(p) }

// PlaceEdge is the engine's id (engine/odds.CrapsBets) of the bet on place
// p, for its edge: come-5 and its odds are come and odds-5.
func PlaceEdge(p string) string {
	kind, n, isOdds := placeNumber(p)
	switch {
	case isOdds && (kind == "pass" || kind == "come"):
		return fmt.Sprintf("odds-%d", n)
	case isOdds:
		return fmt.Sprintf("lay-odds-%d", n)
	case kind == "come" || kind == "dont-come" || kind == "pass" || kind == "dont-pass":
		return kind
	}
	return p
}
