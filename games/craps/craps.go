// Package craps is the craps table as a plain state machine: the table's
// state, the legal actions (set a bet on any place of the layout, turn the
// working rules on or off, roll) and their resolution. It draws nothing and
// imports no terminal code; the TUI adapts it. The pass line and its odds
// are the table's first bets (below); [Layout] holds every other.
//
// The rules are the casino's. The come-out roll wins on 7 or 11, loses on 2,
// 3 or 12, and otherwise sets the point (4, 5, 6, 8, 9 or 10); the dice are
// then rolled until the point (the pass line wins) or a 7 (it loses, "seven
// out"). The pass line pays even money. Once a point is set the player may
// back the pass-line bet with free odds, paid at true odds
//
//	6/w(p) per chip: 2:1 on 4 and 10, 3:2 on 5 and 9, 6:5 on 6 and 8
//
// (w(p) = 6 − |p − 7| ways of rolling p), up to a multiple of the pass-line
// bet set by the table's [OddsLimit]. The odds bet has no house edge; the
// pass line's is 7/495 (engine/odds.PassLineHouseEdge).
//
// The table holds the bets; the player's chips are the casino ledger's
// (games/casino), which keeps no count here. A bet never exceeds the chips
// the player has to add to it (the hand given to [Table.SetPass] and
// [Table.SetOdds]); a decision's [Result] says what each bet returns, and
// [Result.Payout] the chips that come back. Chips are whole numbers: odds
// bets must be payable in whole chips (any amount on 4 and 10, even
// amounts on 5 and 9, multiples of 5 on 6 and 8), so a payout is never
// rounded. Every sum is checked (games/chips): a bet whose settlement
// could overflow a count is refused, so that a roll always settles.
package craps

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"

	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/games/chips"
)

// OddsLimit is the largest free-odds bet as a multiple of the pass-line bet,
// by point: the same on 4 and 10, on 5 and 9, and on 6 and 8. The zero
// value allows no odds.
type OddsLimit struct {
	On4And10, On5And9, On6And8 int
}

// FlatOdds is a k× odds limit on every point. It panics if k < 0.
func FlatOdds(k int) OddsLimit {
	if k < 0 {
		panic(fmt.Sprintf("craps: FlatOdds(%d): the multiple must be ≥ 0", k))
	}
	return OddsLimit{k, k, k}
}

// ThreeFourFive is the common "3-4-5×" limit: 3× on 4 and 10, 4× on 5 and 9,
// 5× on 6 and 8, which makes every odds win at the limit 6× the pass-line
// bet. Combined house edge (7/495)/(1 + 3·6/36 + 4·8/36 + 5·10/36) = 7/1870
// ≈ 0.374%.
func ThreeFourFive() OddsLimit { return OddsLimit{3, 4, 5} }

// OddsLimits are the limits the table offers, from none to 10×.
func OddsLimits() []OddsLimit {
	return []OddsLimit{FlatOdds(0), FlatOdds(1), FlatOdds(2), FlatOdds(3), ThreeFourFive(), FlatOdds(5), FlatOdds(10)}
}

// Multiple is the limit's multiple on point p; 0 for a number that is not
// a point.
func (o OddsLimit) Multiple(p int) int {
	switch p {
	case 4, 10:
		return o.On4And10
	case 5, 9:
		return o.On5And9
	case 6, 8:
		return o.On6And8
	}
	return 0
}

// String names the limit: "no odds", "2×", "3-4-5×".
func (o OddsLimit) String() string {
	switch {
	case o.On4And10 == 0 && o.On5And9 == 0 && o.On6And8 == 0:
		return "no odds"
	case o.On4And10 == o.On5And9 && o.On5And9 == o.On6And8:
		return fmt.Sprintf("%d×", o.On4And10)
	}
	return fmt.Sprintf("%d-%d-%d×", o.On4And10, o.On5And9, o.On6And8)
}

// HouseEdge is the combined house edge of a pass-line bet always backed by
// the full odds the limit allows: odds.FreeOddsHouseEdgeByPoint(o.Multiple).
// It panics if a multiple is negative.
func (o OddsLimit) HouseEdge() *big.Rat { return odds.FreeOddsHouseEdgeByPoint(o.Multiple) }

// Rules are a table's limits on the pass line (in chips) and its odds
// limit.
type Rules struct {
	Min, Max int // pass-line bet: Min ≤ bet ≤ Max; 1 ≤ Min ≤ Max
	Odds     OddsLimit
}

// DefaultRules are the table Riffle opens: bets of 10 to 500 chips and
// 3-4-5× odds. A minimum of 10 makes every odds bet in steps of 10 payable
// in whole chips (10 pays 20, 15 or 12).
func DefaultRules() Rules { return Rules{Min: 10, Max: 500, Odds: ThreeFourFive()} }

// Validate reports whether the rules make a table: 1 ≤ Min ≤ Max and no
// negative odds multiple.
func (r Rules) Validate() error {
	if r.Min < 1 || r.Max < r.Min {
		return fmt.Errorf("craps: table limits %d–%d: need 1 ≤ minimum ≤ maximum", r.Min, r.Max)
	}
	if r.Odds.On4And10 < 0 || r.Odds.On5And9 < 0 || r.Odds.On6And8 < 0 {
		return fmt.Errorf("craps: odds limit %v: multiples must be ≥ 0", r.Odds)
	}
	return nil
}

// Roll is one throw of the two dice, each 1…6.
type Roll struct{ D1, D2 int }

// Sum is the total of the two dice, 2…12.
func (r Roll) Sum() int { return r.D1 + r.D2 }

// Event is what a roll did.
type Event int

const (
	// NoDecision: a point is on and the roll was neither the point nor 7.
	NoDecision Event = iota
	// PointSet: the come-out roll was 4, 5, 6, 8, 9 or 10.
	PointSet
	// Natural: the come-out roll was 7 or 11; the pass line wins.
	Natural
	// Craps: the come-out roll was 2, 3 or 12; the pass line loses.
	Craps
	// PointMade: the point came before a 7; the pass line and odds win.
	PointMade
	// SevenOut: a 7 came before the point; the pass line and odds lose.
	SevenOut
)

func (e Event) String() string {
	switch e {
	case NoDecision:
		return "no decision"
	case PointSet:
		return "point set"
	case Natural:
		return "natural"
	case Craps:
		return "craps"
	case PointMade:
		return "point made"
	case SevenOut:
		return "seven out"
	}
	return fmt.Sprintf("Event(%d)", int(e))
}

// Decided reports whether the event settles the pass line.
func (e Event) Decided() bool { return e == Natural || e == Craps || e == PointMade || e == SevenOut }

// Won reports whether the event is a pass-line win.
func (e Event) Won() bool { return e == Natural || e == PointMade }

// Result is what one roll did: the dice, the event (the pass line's), the
// point (set by the roll, or the point that was on), the pass line's and
// its odds' part on a decision, and every bet the roll settled.
type Result struct {
	Roll     Roll
	Event    Event
	Point    int
	Pass     int // pass-line bet settled (0 if none, or no decision)
	Odds     int // odds bet settled
	PassNet  int // +Pass on a win, −Pass on a loss
	OddsNet  int // +Odds·6/w(point) on a win, −Odds on a loss
	Decision int // the number of this decision, from 1; 0 for no decision
	// Settled are the bets the roll decided, the pass line's among them,
	// by place; a winning bet that stays up (StaysUp) is paid its win and
	// left on the layout.
	Settled []Settled
}

// Settled is one bet a roll decided: its chips, what they paid back (the
// stake with the win, the stake alone on a push, 0 when lost), and whether
// the bet stays up on the layout for the next roll (a win on a bet that
// stays up: only the win comes back).
type Settled struct {
	Settlement
	Up bool
}

// Net is the bet's result: payout less stake.
func (s Settled) Net() int { return s.Payout - s.Stake }

// Net is the player's result from the roll, every bet's.
func (r Result) Net() int {
	n := 0
	for _, s := range r.Settled {
		n += s.Net()
	}
	return n
}

// Staked is the chips the roll took off the layout, lost, pushed or won
// (a bet that stays up stays staked).
func (r Result) Staked() int {
	n := 0
	for _, s := range r.Settled {
		if !s.Up {
			n += s.Stake
		}
	}
	return n
}

// Payout is the chips the roll returns to the player's hand: Staked() +
// Net().
func (r Result) Payout() int { return r.Staked() + r.Net() }

// Session is the running account of a table's settled decisions.
type Session struct {
	Rolls      int // every roll
	Decisions  int // pass-line decisions, with or without a bet
	Bets       int // decisions with a pass-line bet
	Wins       int // decisions a pass-line bet won
	PassAction int // chips bet on the pass line over settled decisions
	OddsAction int // chips bet on the odds over settled decisions
	Net        int // chips won minus chips lost over every bet settled
	// expected is −Σ stake × edge per roll over every roll and every bet
	// working on it (nil: 0); never changed in place, so a copied Session
	// keeps its own.
	expected *big.Rat
}

// Expected is the expected net result of the session's rolls: over every
// roll, the chips of each bet working on it times that bet's house edge
// per roll (engine/odds.CrapsBets), summed and negated,
//
//	E = −Σ_rolls Σ_bets stake × edge per roll
//
// which a bet held to its decision makes its stake × its edge per bet
// resolved, on average (Wald's identity: the mean rolls it stays up times
// its edge per roll). Free odds and lay odds add nothing. A new Rat.
func (s Session) Expected() *big.Rat {
	if s.expected == nil {
		return new(big.Rat)
	}
	return new(big.Rat).Set(s.expected)
}

// Equal reports whether s and o are the same account, their expected
// results equal.
func (s Session) Equal(o Session) bool {
	a, b := s, o
	a.expected, b.expected = nil, nil
	return a == b && s.Expected().Cmp(o.Expected()) == 0
}

// Table is one craps table's state: the generator that rolls its dice,
// the bets on the table, the point and the session's account. Its methods
// are the legal actions; an illegal one returns an error and changes
// nothing.
type Table struct {
	rules   Rules
	g       rng.Generator
	lay     *Layout // every bet, the point and the working rules
	last    *Result
	session Session
}

// Errors of illegal actions. The messages are written for players.
var (
	ErrPointOn    = errors.New("the pass-line bet stays until the point is made or a 7 rolls")
	ErrComeOut    = errors.New("a pass-line bet is made on the come-out")
	ErrNoPoint    = errors.New("odds can be taken only once a point is set")
	ErrNoPassBet  = errors.New("odds back a pass-line bet: there is none on this point")
	ErrNegative   = errors.New("a bet cannot be negative")
	ErrOddsLocked = errors.New("the odds limit changes only at the come-out")
	errNilGen     = errors.New("craps: nil generator")
)

// New returns a table with the rules, rolling with g. The come-out roll is
// next and no bet is on the table.
func New(rules Rules, g rng.Generator) (*Table, error) {
	if err := rules.Validate(); err != nil {
		return nil, err
	}
	if g == nil {
		return nil, errNilGen
	}
	return &Table{rules: rules, g: g, lay: NewLayout()}, nil
}

// SetGenerator makes g the table's dice from the next throw on: a
// provably fair round brings its own stream and gives it back after. It
// refuses nil.
func (t *Table) SetGenerator(g rng.Generator) error {
	if g == nil {
		return errors.New("craps: no generator")
	}
	t.g = g
	return nil
}

// Rules are the table's rules.
func (t *Table) Rules() Rules { return t.rules }

// Pass is the pass-line bet on the table.
func (t *Table) Pass() int { return t.lay.Bet("pass") }

// Odds is the odds bet behind the pass line.
func (t *Table) Odds() int { return t.lay.Bet("pass-odds") }

// OnTable is the player's chips on the table, every bet's.
func (t *Table) OnTable() int { return t.lay.OnTable() }

// Point is the point, or 0 when the come-out roll is next (the puck is
// off).
func (t *Table) Point() int { return t.lay.Point() }

// ComeOut reports whether the next roll is a come-out roll.
func (t *Table) ComeOut() bool { return t.lay.Point() == 0 }

// Last is the last roll's result, and false before the first roll.
func (t *Table) Last() (Result, bool) {
	if t.last == nil {
		return Result{}, false
	}
	return *t.last, true
}

// Session is the account of the decisions settled so far.
func (t *Table) Session() Session { return t.session }

// fits checks that pass and odds bets on the table, the layout's other
// bets holding others chips, with hand chips left in the player's hand,
// can be settled either way without overflow: the chips in hand after a
// win, and the session's account after a win or a loss. The pass line's
// win is exact; another bet pays back at most mostBack per chip.
//
//	hand + 2·pass + odds + OddsPayout(point, odds) + mostBack·others ≤ math.MaxInt
func (t *Table) fits(hand, pass, oddsBet, others int) error {
	most, err := chips.Mul(others, mostBack)
	if err != nil {
		return err
	}
	win := 0
	if p := t.Point(); oddsBet > 0 && IsPoint(p) {
		var err error
		if win, err = chips.Mul(oddsBet/OddsUnit(p), 6/gcd(6, odds.DiceSumWays(p))); err != nil {
			return err
		}
	}
	s := t.session
	if _, err := chips.Sum(hand, pass, oddsBet, pass, win, most); err != nil {
		return err
	}
	if _, err := chips.Sum(s.Net, pass, win, most); err != nil {
		return err
	}
	if _, err := chips.Sum(s.Net, -pass, -oddsBet, -others); err != nil {
		return err
	}
	if _, err := chips.Add(s.PassAction, pass); err != nil {
		return err
	}
	_, err = chips.Add(s.OddsAction, oddsBet)
	return err
}

// others is the chips on the layout besides the pass line and its odds.
func (t *Table) others() int { return t.OnTable() - t.Pass() - t.Odds() }

// SetOddsLimit changes the table's odds limit; only at the come-out
// (ErrOddsLocked otherwise) and with no odds on the layout (come bets'
// odds can be on it then).
func (t *Table) SetOddsLimit(o OddsLimit) error {
	if !t.ComeOut() {
		return ErrOddsLocked
	}
	for _, p := range t.lay.Places() {
		if _, _, isOdds := placeNumber(p); isOdds {
			return fmt.Errorf("the odds limit changes with no odds on the table: take down the %s first", PlaceName(p))
		}
	}
	r := t.rules
	r.Odds = o
	if err := r.Validate(); err != nil {
		return err
	}
	t.rules = r
	return nil
}

// MaxPass is the largest pass-line bet allowed now with hand chips in the
// player's hand: the table maximum, or every chip in hand and on the line
// if fewer. It is 0 when the point is on (the bet cannot change) or the
// player cannot cover the minimum.
func (t *Table) MaxPass(hand int) int {
	if !t.ComeOut() {
		return 0
	}
	m := min(t.rules.Max, hand+t.Pass())
	if m < t.rules.Min {
		return 0
	}
	return m
}

// SetPass sets the pass-line bet to n chips (0 takes it down): the
// difference moves between the player's hand, which holds hand chips, and
// the table. Legal only at the come-out, for n = 0 or Min ≤ n ≤ Max, with
// the chips to cover it.
func (t *Table) SetPass(n, hand int) error {
	switch {
	case !t.ComeOut():
		if n == t.Pass() {
			return nil
		}
		if t.Pass() == 0 {
			return ErrComeOut
		}
		return ErrPointOn
	case n < 0:
		return ErrNegative
	case n > 0 && n < t.rules.Min:
		return fmt.Errorf("the table minimum is %d chips", t.rules.Min)
	case n > t.rules.Max:
		return fmt.Errorf("the table maximum is %d chips", t.rules.Max)
	case n-t.Pass() > hand:
		return fmt.Errorf("a bet of %d needs %d more chips than the %d in hand", n, n-t.Pass()-hand, hand)
	}
	if err := t.fits(hand-(n-t.Pass()), n, t.Odds(), t.others()); err != nil {
		return fmt.Errorf("a bet of %d is refused: winning it would make %w", n, err)
	}
	t.lay.put("pass", n)
	return nil
}

// OddsUnit is the smallest payable odds bet on point p: every odds bet is
// a multiple of it, so that 6/w(p) per chip pays whole chips — 1 on 4 and
// 10, 2 on 5 and 9, 5 on 6 and 8; 0 for a number that is not a point.
func OddsUnit(p int) int {
	if !IsPoint(p) {
		return 0
	}
	w := odds.DiceSumWays(p)
	return w / gcd(6, w)
}

// IsPoint reports whether s is a point number: 4, 5, 6, 8, 9 or 10.
func IsPoint(s int) bool { return slices.Contains(odds.CrapsPoints[:], s) }

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// OddsPayout is what an odds bet of n chips wins when point p is made, at
// true odds: n·6/w(p). It panics if n is not a multiple of OddsUnit(p) or p
// is not a point.
func OddsPayout(p, n int) int {
	u := OddsUnit(p)
	if u == 0 || n%u != 0 {
		panic(fmt.Sprintf("craps: OddsPayout(%d, %d): not a payable odds bet", p, n))
	}
	return n / u * (6 / gcd(6, odds.DiceSumWays(p))) // = n·6/w(p), without overflow in n·6
}

// MaxOdds is the largest odds bet the table's limit allows now: the
// multiple for the point times the pass-line bet, rounded down to the
// point's OddsUnit. It does not look at the chips in hand (see MaxOddsNow).
// 0 at the come-out or without a pass-line bet.
func (t *Table) MaxOdds() int {
	if t.ComeOut() || t.Pass() == 0 {
		return 0
	}
	u := OddsUnit(t.Point())
	m, err := chips.Mul(t.rules.Odds.Multiple(t.Point()), t.Pass())
	if err != nil {
		m = math.MaxInt // a limit past counting: the chips in hand limit the bet
	}
	return m / u * u
}

// MaxOddsNow is MaxOdds limited by hand chips in hand (plus the odds bet
// already on the table), rounded down to the point's OddsUnit.
func (t *Table) MaxOddsNow(hand int) int {
	m := t.MaxOdds()
	if m == 0 {
		return 0
	}
	u := OddsUnit(t.Point())
	return min(m, (hand+t.Odds())/u*u)
}

// SetOdds sets the odds bet to n chips (0 takes it down): the difference
// moves between the player's hand, which holds hand chips, and the table.
// Legal once a point is set and a pass-line bet is on it, for a multiple
// of OddsUnit(point) up to MaxOdds, with the chips to cover it.
func (t *Table) SetOdds(n, hand int) error {
	switch {
	case n < 0:
		return ErrNegative
	case t.ComeOut():
		if n == 0 {
			return nil
		}
		return ErrNoPoint
	case t.Pass() == 0:
		if n == 0 {
			return nil
		}
		return ErrNoPassBet
	case n%OddsUnit(t.Point()) != 0:
		return fmt.Errorf("odds on %d must be a multiple of %d chips to be paid %s in whole chips",
			t.Point(), OddsUnit(t.Point()), oddsRatio(t.Point()))
	case n > t.MaxOdds():
		return fmt.Errorf("odds on %d are limited to %s the pass-line bet: %d chips", t.Point(), multipleText(t.rules.Odds.Multiple(t.Point())), t.MaxOdds())
	case n-t.Odds() > hand:
		return fmt.Errorf("odds of %d need %d more chips than the %d in hand", n, n-t.Odds()-hand, hand)
	}
	if err := t.fits(hand-(n-t.Odds()), t.Pass(), n, t.others()); err != nil {
		return fmt.Errorf("odds of %d are refused: winning them would make %w", n, err)
	}
	t.lay.put("pass-odds", n)
	return nil
}

func multipleText(k int) string { return fmt.Sprintf("%d×", k) }

// oddsRatio writes the true odds paid on point p: "2:1", "3:2", "6:5".
func oddsRatio(p int) string {
	w := odds.DiceSumWays(p)
	g := gcd(6, w)
	return fmt.Sprintf("%d:%d", 6/g, w/g)
}

// OddsRatio is the true odds paid on point p ("2:1" on 4 and 10, "3:2" on
// 5 and 9, "6:5" on 6 and 8), or "" for a number that is not a point.
func OddsRatio(p int) string {
	if OddsUnit(p) == 0 {
		return ""
	}
	return oddsRatio(p)
}

// Roll throws the two dice (two g.IntN(6) + 1, first die first), settles
// every bet the throw decides and returns what happened. A winning bet
// that stays up (StaysUp) is paid its win and left on the layout; every
// other bet the throw decided comes off it, its Payout back to the player.
// On a pass-line decision the table returns to the come-out.
func (t *Table) Roll() Result {
	r := Roll{t.g.IntN(6) + 1, t.g.IntN(6) + 1}
	s := r.Sum()
	res := Result{Roll: r}
	t.session.Rolls++
	t.session.expected = t.lay.expectedRoll(t.session.expected)
	point := t.Point()
	if point == 0 {
		switch s {
		case 7, 11:
			res.Event = Natural
		case 2, 3, 12:
			res.Event = Craps
		default:
			res.Event, res.Point = PointSet, s
		}
	} else {
		res.Point = point
		switch s {
		case point:
			res.Event = PointMade
		case 7:
			res.Event = SevenOut
		}
	}
	for _, st := range t.lay.Throw(r) {
		up := st.Payout > st.Stake && StaysUp(st.Place)
		if up {
			t.lay.put(st.Place, st.Stake)
		}
		res.Settled = append(res.Settled, Settled{Settlement: st, Up: up})
		switch st.Place {
		case "pass":
			res.Pass, res.PassNet = st.Stake, st.Payout-st.Stake
		case "pass-odds":
			res.Odds, res.OddsNet = st.Stake, st.Payout-st.Stake
		}
	}
	ss := &t.session
	if res.Event.Decided() {
		ss.Decisions++
		res.Decision = ss.Decisions
		if res.Pass > 0 {
			ss.Bets++
			if res.Event.Won() {
				ss.Wins++
			}
		}
		ss.PassAction += res.Pass
		ss.OddsAction += res.Odds
	}
	ss.Net += res.Net()
	t.last = &res
	return res
}
