package craps

import (
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"riffle/engine/odds"
	"riffle/games/chips"
)

// The bets of the whole layout at a Table: the pass line and its odds have
// their own methods (SetPass, SetOdds); Set takes any place of [Layout],
// within the table's limits — a flat bet between the table's minimum
// (rounded up to the bet's unit) and its maximum, odds and lay odds up to
// the odds limit's multiple of the bet they back (lay odds: their win).

// StaysUp reports whether a winning bet on place p stays up on the layout
// for the next roll, only its win paid, as at a real table: place, buy and
// lay bets, the field, big 6 and 8, the hardways and the propositions. Line
// and come bets and their odds come down with their win.
func StaysUp(p string) bool {
	kind, _, isOdds := placeNumber(p)
	switch {
	case isOdds, BetUnit(p) == 0:
		return false
	case kind == "pass", kind == "dont-pass", kind == "come", kind == "dont-come":
		return false
	}
	return true
}

// PlaceName is place p as a player says it: "pass line", "odds on come 5",
// "place 6", "hard 8", "yo (11)".
func PlaceName(p string) string {
	kind, n, isOdds := placeNumber(p)
	switch {
	case p == "pass":
		return "pass line"
	case p == "pass-odds":
		return "odds"
	case p == "dont-pass":
		return "don't pass"
	case p == "dont-pass-odds":
		return "lay odds"
	case kind == "come" && isOdds:
		return fmt.Sprintf("odds on come %d", n)
	case kind == "dont-come" && isOdds:
		return fmt.Sprintf("lay odds on don't come %d", n)
	case kind == "come" && n != 0:
		return fmt.Sprintf("come on %d", n)
	case kind == "dont-come" && n != 0:
		return fmt.Sprintf("don't come on %d", n)
	case kind == "dont-come":
		return "don't come"
	}
	switch p {
	case "any-7":
		return "any seven"
	case "any-craps":
		return "any craps"
	case "aces-2":
		return "aces (2)"
	case "ace-deuce-3":
		return "ace-deuce (3)"
	case "yo-11":
		return "yo (11)"
	case "boxcars-12":
		return "boxcars (12)"
	}
	return strings.ReplaceAll(p, "-", " ")
}

// put sets the chips on place p to n (0 takes the place off), unchecked:
// the Table's methods check first.
func (l *Layout) put(p string, n int) {
	l.gen = newGen()
	if n == 0 {
		delete(l.bets, p)
		return
	}
	l.bets[p] = n
}

// gens hands out layout versions: one counter for every table.
var gens atomic.Uint64

// newGen is a layout version no layout has had.
func newGen() uint64 { return gens.Add(1) }

// Working reports whether a bet on place p acts on the next roll: place,
// buy and lay bets and the hardways are off on the come-out unless
// WorkingOnComeOut, come and don't come odds unless ComeOddsWork.
func (l *Layout) Working(p string) bool {
	if l.point != 0 {
		return true
	}
	kind, _, isOdds := placeNumber(p)
	switch {
	case isOdds && (kind == "come" || kind == "dont-come"):
		return l.ComeOddsWork
	case kind == "place", kind == "buy", kind == "lay", kind == "hard":
		return l.WorkingOnComeOut
	}
	return true
}

// EdgeID is the engine's id (engine/odds.CrapsBets) of the bet on place
// p with the layout as it stands: the pass line's odds are the point's.
func (l *Layout) EdgeID(p string) string {
	switch p {
	case "pass-odds":
		return fmt.Sprintf("odds-%d", l.point)
	case "dont-pass-odds":
		return fmt.Sprintf("lay-odds-%d", l.point)
	}
	return PlaceEdge(p)
}

// crapsBets are the engine's bets by id, worked out once.
var crapsBets = sync.OnceValue(func() map[string]odds.CrapsBet {
	m := map[string]odds.CrapsBet{}
	for _, b := range odds.CrapsBets() {
		m[b.ID] = b
	}
	return m
})

// BetOf is the engine's bet (its payout and exact edges) on place p of l,
// and false for a place the engine has no bet for.
func (l *Layout) BetOf(p string) (odds.CrapsBet, bool) {
	b, ok := crapsBets()[l.EdgeID(p)]
	return b, ok
}

// PerRoll is the expected loss of the next roll on what is on the layout:
// Σ stake × edge per roll over the bets working on it (0 when none). A
// new Rat.
func (l *Layout) PerRoll() *big.Rat {
	sum := new(big.Rat)
	for p, n := range l.bets {
		if b, ok := l.BetOf(p); ok && l.Working(p) {
			sum.Add(sum, new(big.Rat).Mul(b.EdgePerRoll(), big.NewRat(int64(n), 1)))
		}
	}
	return sum
}

// expectedRoll is e (nil: 0) less the next roll's expected loss; e itself
// when nothing is on the layout.
func (l *Layout) expectedRoll(e *big.Rat) *big.Rat {
	if len(l.bets) == 0 {
		return e
	}
	out := l.PerRoll()
	out.Neg(out)
	if e != nil {
		out.Add(out, e)
	}
	return out
}

// Bet is the chips on place p of the layout.
func (t *Table) Bet(p string) int { return t.lay.Bet(p) }

// Places are the places with chips on them, sorted.
func (t *Table) Places() []string { return t.lay.Places() }

// Layout is a copy of the table's layout: its bets, point and working
// rules (for reading; changes to it do not reach the table).
func (t *Table) Layout() *Layout { return t.lay.Clone() }

// Restore puts back a layout taken with Layout: a change the casino's
// ledger refused. The table's rules stay.
func (t *Table) Restore(l *Layout) {
	t.lay = l.Clone()
	t.lay.gen = newGen()
}

// Version names the table's layout as it stands — its bets, its point and
// its working rules — among every layout of every table: each change
// draws a new one (newGen), so two frames with the same Version draw the
// same layout (a frame's memo keys on it).
func (t *Table) Version() uint64 { return t.lay.gen }

// Clear takes every bet off the layout (the casino's ledger refused to
// stake them), keeping the point and the working rules.
func (t *Table) Clear() {
	clear(t.lay.bets)
	t.lay.gen = newGen()
}

// Try is Set's answer, nil or why not, without changing the table.
func (t *Table) Try(p string, n, hand int) error {
	c := *t
	c.lay = t.lay.Clone()
	return c.Set(p, n, hand)
}

// Stays reports whether a bet on the table cannot come down now: the pass
// line on its point, a come bet on its number.
func (t *Table) Stays() bool {
	for p := range t.lay.bets {
		if t.lay.canRemove(p) != nil {
			return true
		}
	}
	return false
}

// CanTakeDown is nil when the bet on place p can come down now, or why
// not.
func (t *Table) CanTakeDown(p string) error {
	return t.lay.canRemove(p)
}

// Working reports whether place, buy and lay bets and the hardways work on
// the come-out.
func (t *Table) Working() bool { return t.lay.WorkingOnComeOut }

// SetWorking turns place, buy and lay bets and the hardways on or off for
// the come-out.
func (t *Table) SetWorking(on bool) {
	t.lay.WorkingOnComeOut = on
	t.lay.gen = newGen()
}

// ComeOddsWork reports whether come and don't come odds work on the
// come-out.
func (t *Table) ComeOddsWork() bool { return t.lay.ComeOddsWork }

// SetComeOddsWork turns come and don't come odds on or off for the
// come-out.
func (t *Table) SetComeOddsWork(on bool) {
	t.lay.ComeOddsWork = on
	t.lay.gen = newGen()
}

// BetOf is the engine's bet on place p with the table as it stands
// (Layout.BetOf).
func (t *Table) BetOf(p string) (odds.CrapsBet, bool) { return t.lay.BetOf(p) }

// Works reports whether a bet on place p acts on the next roll
// (Layout.Working).
func (t *Table) Works(p string) bool { return t.lay.Working(p) }

// PerRoll is the expected loss of the next roll on the bets working on it
// (Layout.PerRoll).
func (t *Table) PerRoll() *big.Rat { return t.lay.PerRoll() }

// backs is the place of the bet that odds on place p back ("pass",
// "come-5"), and the number they are on; "" for a place that is no odds.
func (t *Table) backs(p string) (flat string, number int) {
	kind, n, isOdds := placeNumber(p)
	if !isOdds {
		return "", 0
	}
	if kind == "pass" || kind == "dont-pass" {
		return kind, t.Point()
	}
	return fmt.Sprintf("%s-%d", kind, n), n
}

// Limits are the least and the most chips place p takes now, and the unit
// its bets are multiples of: a flat bet from the table's minimum (rounded
// up to its unit) to its maximum; odds up to the limit's multiple of the
// bet they back (lay odds: their win up to it). unit is 0 for no place.
func (t *Table) Limits(p string) (lo, hi, unit int) {
	unit = BetUnit(p)
	if unit == 0 {
		return 0, 0, 0
	}
	flat, number := t.backs(p)
	if flat == "" {
		return (t.rules.Min + unit - 1) / unit * unit, t.rules.Max / unit * unit, unit
	}
	if !IsPoint(number) {
		return 0, 0, unit
	}
	m, backed := t.rules.Odds.Multiple(number), t.lay.Bet(flat)
	most, err := chips.Mul(m, backed)
	if err != nil {
		return 0, 0, unit
	}
	if strings.HasPrefix(flat, "dont") {
		unit = layUnit(number)
		w := odds6(number)
		if most, err = chips.Mul(most, 6); err != nil { // the lay whose win, lay·w/6, is at most m × the bet
			return 0, 0, unit
		}
		most /= w
	} else {
		unit = OddsUnit(number)
	}
	return unit, most / unit * unit, unit
}

// MaxBet is the most chips place p can hold now with hand chips in hand
// besides: its limit, or what the hand and the chips already on it cover,
// to its unit; 0 when the layout takes no bet there now.
func (t *Table) MaxBet(p string, hand int) int {
	switch p {
	case "pass":
		return t.MaxPass(hand)
	case "pass-odds":
		return t.MaxOddsNow(hand)
	}
	lo, hi, unit := t.Limits(p)
	if unit == 0 {
		return 0
	}
	cur := t.lay.Bet(p)
	m := min(hi, (hand+cur)/unit*unit)
	if m < lo || m <= cur || t.lay.takes(p, unit) != nil {
		return cur // no more now
	}
	return m
}

// Set sets the chips on place p to n (0 takes the bet down): the
// difference moves between the player's hand, which holds hand chips, and
// the table. It refuses, in one line for the player, a bet the layout does
// not take now (Layout.Add), one outside the table's limits or off its
// unit, one the hand does not cover, one whose win could overflow a count,
// and taking down a bet that stays until decided. A bet taken down takes
// its odds down with it.
func (t *Table) Set(p string, n, hand int) error {
	switch p {
	case "pass":
		return t.SetPass(n, hand)
	case "pass-odds":
		return t.SetOdds(n, hand)
	}
	cur, name := t.lay.Bet(p), PlaceName(p)
	lo, hi, unit := t.Limits(p)
	switch {
	case n == cur:
		return nil
	case n < 0:
		return ErrNegative
	case unit == 0:
		return fmt.Errorf("%q is no place on the layout", p)
	}
	if n > cur {
		if err := t.lay.takes(p, n-cur); err != nil { // the layout's rules first: whether the place takes a bet now
			return err
		}
	}
	switch {
	case n%unit != 0:
		return fmt.Errorf("%s: bets of %d chips at a time, to pay whole chips", name, unit)
	case n > 0 && n < lo:
		return fmt.Errorf("the table minimum on %s is %d chips", name, lo)
	}
	if n < cur {
		if err := t.lay.canRemove(p); err != nil {
			return err
		}
		odds := p + "-odds"
		if BetUnit(odds) == 0 || t.lay.Bet(odds) == 0 {
			t.lay.put(p, n)
			return nil
		}
		if n > 0 {
			return fmt.Errorf("%s: take its odds down first, or the whole bet", name)
		}
		t.lay.put(odds, 0)
		t.lay.put(p, 0)
		return nil
	}
	flat, _ := t.backs(p)
	switch {
	case n > hi && flat != "":
		return fmt.Errorf("%s: odds are limited by the %s bet to %d chips (%v)", name, PlaceName(flat), hi, t.rules.Odds)
	case n > hi:
		return fmt.Errorf("the table maximum on %s is %d chips", name, hi)
	case n-cur > hand:
		return fmt.Errorf("%s of %d needs %d more chips than the %d in hand", name, n, n-cur-hand, hand)
	}
	others, err := chips.Add(t.others(), n-cur)
	if err == nil {
		err = t.fits(hand-(n-cur), t.Pass(), t.Odds(), others)
	}
	if err != nil {
		return fmt.Errorf("%s of %d is refused: winning it would make %w", name, n, err)
	}
	t.lay.put(p, n)
	return nil
}

// mostBack is the most chips a bet other than the pass line's can pay
// back per chip: 31 (2 and 12 pay 30:1).
const mostBack = 31

// Move is the move for a throw with the table as it stands, as a round's
// record keeps it: "roll", then "working" and "come-odds" when those
// rules are on, then every bet as place=chips, sorted.
func (t *Table) Move() string {
	var b strings.Builder
	b.WriteString("roll")
	if t.lay.WorkingOnComeOut {
		b.WriteString(" working")
	}
	if t.lay.ComeOddsWork {
		b.WriteString(" come-odds")
	}
	for _, p := range t.lay.Places() {
		fmt.Fprintf(&b, " %s=%d", p, t.lay.bets[p])
	}
	return b.String()
}

// Travelled reports whether place p is a come or don't come bet on its
// number (one the dice put there).
func Travelled(p string) bool {
	kind, n, isOdds := placeNumber(p)
	return (kind == "come" || kind == "dont-come") && n != 0 && !isOdds
}

// apply puts the table as a roll move m says (Move), the player holding
// hand chips besides: bets taken down first (odds before the bets they
// back), then bets made. Come and don't come bets on their numbers only
// the dice move (or a round's carry move puts, as the round before left
// them).
func (t *Table) apply(m string, hand int) error {
	f := strings.Fields(m)
	if len(f) == 3 && f[0] == "roll" {
		if _, err := strconv.Atoi(f[1]); err == nil {
			return bets(t, m, hand) // "roll PASS ODDS", as rounds were kept before the whole layout
		}
	}
	if len(f) == 0 || f[0] != "roll" {
		return fmt.Errorf("move %q: want \"roll\" and the bets as place=chips", m)
	}
	want := map[string]int{}
	work, comeOdds := false, false
	for _, tok := range f[1:] {
		switch tok {
		case "working":
			work = true
			continue
		case "come-odds":
			comeOdds = true
			continue
		}
		p, v, ok := strings.Cut(tok, "=")
		n, err := strconv.Atoi(v)
		if _, dup := want[p]; !ok || err != nil || n <= 0 || BetUnit(p) == 0 || dup {
			return fmt.Errorf("move %q: %q is not a bet (place=chips, each place once)", m, tok)
		}
		want[p] = n
	}
	t.lay.WorkingOnComeOut, t.lay.ComeOddsWork = work, comeOdds
	t.lay.gen = newGen()
	down := t.lay.Places()
	slices.Reverse(down)
	for _, p := range down {
		if want[p] < t.lay.Bet(p) {
			if err := t.Set(p, want[p], hand); err != nil {
				return fmt.Errorf("move %q: %v", m, err)
			}
		}
	}
	for _, p := range slices.Sorted(maps.Keys(want)) {
		n := want[p]
		if n <= t.lay.Bet(p) {
			continue
		}
		if err := t.Set(p, n, hand); err != nil {
			return fmt.Errorf("move %q: %v", m, err)
		}
	}
	return nil
}

// Standing are the come and don't come bets on their numbers, as a round
// leaves them for the next ("come-5=10 dont-come-9=10"; "" for none): the
// bets that stay until decided, carried from round to round.
func (t *Table) Standing() string {
	var parts []string
	for _, p := range t.lay.Places() {
		if Travelled(p) {
			parts = append(parts, fmt.Sprintf("%s=%d", p, t.lay.bets[p]))
		}
	}
	return strings.Join(parts, " ")
}

// CarryMove is a round's move for the bets the round before left standing
// ("carry come-5=10"), "" when it left none: the round's second move,
// before its first throw.
func (t *Table) CarryMove() string {
	if st := t.Standing(); st != "" {
		return "carry " + st
	}
	return ""
}

// applyCarry puts the bets of a carry move on an empty table at the
// come-out.
func (t *Table) applyCarry(m string) error {
	f := strings.Fields(m)
	if len(f) < 2 || f[0] != "carry" || !t.ComeOut() || t.OnTable() != 0 {
		return fmt.Errorf("move %q: a carry move is a round's second, with come bets on their numbers", m)
	}
	for _, tok := range f[1:] {
		p, v, ok := strings.Cut(tok, "=")
		n, err := strconv.Atoi(v)
		if !ok || err != nil || !Travelled(p) || t.lay.Bet(p) != 0 {
			return fmt.Errorf("move %q: %q is not a come bet on its number (place=chips, each once)", m, tok)
		}
		if err := t.carry(p, n); err != nil {
			return fmt.Errorf("move %q: %v", m, err)
		}
	}
	return nil
}

// carry puts a come or don't come bet on its number at the come-out, left
// standing by the round before: a number that is a point, within the
// table's limits.
func (t *Table) carry(p string, n int) error {
	_, num, _ := placeNumber(p)
	lo, hi, unit := t.Limits(p)
	if !IsPoint(num) || n%unit != 0 || n < lo || n > hi {
		return fmt.Errorf("%s: %d chips is no bet the round before could leave there", PlaceName(p), n)
	}
	t.lay.put(p, n)
	return nil
}
