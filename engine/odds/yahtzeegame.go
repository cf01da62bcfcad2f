package odds

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"runtime"
	"strings"
	"sync"
)

// Solitaire Yahtzee, the whole game: 13 rounds of up to three rolls of five
// dice, each round scored in one of 13 boxes, and the strategy that
// maximises the expected final score (Tom Verhoeff, "Optimal Solitaire
// Yahtzee Player", 1999; James Glenn, "An Optimal Strategy for Yahtzee",
// 2006). Under Verhoeff's rules it scores 254.5896 on average, standard
// deviation 59.6117.
//
// A position between turns is the boxes used, the upper boxes' total capped
// at 63 (all the bonus needs) and whether the Yahtzee box holds 50 (a later
// five of a kind earns 100). Its value is the expected points still to come
// under optimal play, found backwards from the full card: a turn's value is
// the average over the first roll of the best keep, whose value is the
// average over the re-rolled dice of the best keep after the second roll,
// and so on to the best box after the third. Keeps are averaged one die at a
// time (a keep of n dice is worth the mean of its six keeps of n+1), so a
// turn costs about 20,000 operations; the 1,048,576 slots of the table hold
// about 650,000 reachable positions.

// YahtzeeExpectedPublished is the optimal expected score under Verhoeff's
// rules as Verhoeff (1999) publishes it; [SolveYahtzee] gives it again (a
// test checks it to four decimals).
const YahtzeeExpectedPublished = 254.5896

// YahtzeeRules is which joker rule applies to a five of a kind rolled with
// the Yahtzee box filled (50 or 0). The rules agree everywhere else.
type YahtzeeRules int

const (
	// Verhoeff: the roll may be scored in any open box; full house, small
	// and large straight score 25, 30 and 40 only if the upper box of its
	// face is filled (otherwise 0, as a five of a kind scores there). The
	// rules of the published optimal player.
	Verhoeff YahtzeeRules = iota
	// Hasbro: the forced joker as printed: the upper box of the face if
	// open; otherwise any open lower box, where full house, small and large
	// straight score 25, 30 and 40; otherwise any open upper box, for 0.
	Hasbro
)

// YahtzeeRuleNames are the rules' names, as --rules takes them.
var YahtzeeRuleNames = []string{"verhoeff", "hasbro"}

func (r YahtzeeRules) String() string {
	if r >= 0 && int(r) < len(YahtzeeRuleNames) {
		return YahtzeeRuleNames[r]
	}
	return fmt.Sprintf("YahtzeeRules(%d)", int(r))
}

// LookupYahtzeeRules is the rules called name.
func LookupYahtzeeRules(name string) (YahtzeeRules, error) {
	for i, n := range YahtzeeRuleNames {
		if n == name {
			return YahtzeeRules(i), nil
		}
	}
	return 0, fmt.Errorf("rules %q: allowed %s", name, strings.Join(YahtzeeRuleNames, ", "))
}

// The 13 boxes of the score card, in its order.
const (
	Ones = iota
	Twos
	Threes
	Fours
	Fives
	Sixes
	ThreeKind
	FourKind
	FullHouse
	SmallStraight
	LargeStraight
	YahtzeeBox
	Chance
	NumBoxes
)

// YahtzeeBoxNames are the boxes' names, as --used takes them.
var YahtzeeBoxNames = [NumBoxes]string{"ones", "twos", "threes", "fours", "fives", "sixes",
	"three-kind", "four-kind", "full-house", "small-straight", "large-straight", "yahtzee", "chance"}

// YahtzeeBoxTitles are the boxes' names as a score card prints them.
var YahtzeeBoxTitles = [NumBoxes]string{"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes",
	"3 of a kind", "4 of a kind", "Full house", "Sm straight", "Lg straight", "YAHTZEE", "Chance"}

// Scoring constants of the card.
const (
	UpperBonusAt   = 63
	UpperBonus     = 35
	YahtzeePoints  = 50
	YahtzeeBonus   = 100
	FullHouseScore = 25
	SmallScore     = 30
	LargeScore     = 40
)

// YahtzeeBoxState is what the Yahtzee box holds.
type YahtzeeBoxState int

const (
	YahtzeeOpen YahtzeeBoxState = iota
	YahtzeeFifty
	YahtzeeZero
)

// YahtzeePosition is a position between turns.
type YahtzeePosition struct {
	Used    uint16 // bit b set when box b is filled
	Upper   int    // the upper boxes' total so far (any size; 63 and more earn the bonus)
	Yahtzee YahtzeeBoxState
}

// Validate checks that p can arise: the Yahtzee box's state agrees with its
// bit, and the upper total is one the filled upper boxes can make.
func (p YahtzeePosition) Validate() error {
	if p.Used >= 1<<NumBoxes {
		return fmt.Errorf("boxes %b: only 13 boxes", p.Used)
	}
	used := p.Used>>YahtzeeBox&1 != 0
	switch {
	case p.Yahtzee < YahtzeeOpen || p.Yahtzee > YahtzeeZero:
		return fmt.Errorf("yahtzee box state %d: allowed open, 50, 0", p.Yahtzee)
	case used && p.Yahtzee == YahtzeeOpen:
		return fmt.Errorf("the yahtzee box is used: say whether it holds 50 or 0")
	case !used && p.Yahtzee != YahtzeeOpen:
		return fmt.Errorf("the yahtzee box holds %s but is not among the boxes used", map[YahtzeeBoxState]string{YahtzeeFifty: "50", YahtzeeZero: "0"}[p.Yahtzee])
	case p.Upper < 0 || p.Upper > 5*(1+2+3+4+5+6):
		return fmt.Errorf("upper total %d: allowed 0…105", p.Upper)
	}
	if !upperReachable(int(p.Used&63), p.Upper) {
		return fmt.Errorf("upper total %d cannot be made from the upper boxes used", p.Upper)
	}
	return nil
}

// upperReachable is whether the filled upper boxes m (bit f−1 for face f)
// can total exactly up: each face f contributes f·n for some n in 0…5.
func upperReachable(m, up int) bool {
	can := uint128{lo: 1}
	for f := 1; f <= 6; f++ {
		if m>>(f-1)&1 == 0 {
			continue
		}
		var next uint128
		for n := 0; n <= 5; n++ {
			next = next.or(can.shl(uint(f * n)))
		}
		can = next
	}
	return can.bit(uint(up))
}

// uint128 is a bit set of totals 0…127.
type uint128 struct{ lo, hi uint64 }

func (a uint128) or(b uint128) uint128 { return uint128{a.lo | b.lo, a.hi | b.hi} }
func (a uint128) shl(n uint) uint128 {
	switch {
	case n >= 128:
		return uint128{}
	case n >= 64:
		return uint128{0, a.lo << (n - 64)}
	case n == 0:
		return a
	}
	return uint128{a.lo << n, a.hi<<n | a.lo>>(64-n)}
}
func (a uint128) bit(n uint) bool {
	if n >= 64 {
		return a.hi>>(n-64)&1 != 0
	}
	return a.lo>>n&1 != 0
}

// yzDice are the multisets of at most five dice: keeps, and with five dice
// rolls. Index i < 252 is a roll (and the keep of all five); the rest are
// the smaller keeps, largest first, the empty keep last.
type yzDice struct {
	counts   [][6]int8 // by index
	size     []int8
	index    map[[6]int8]int
	children [][6]int32 // a keep of n < 5 dice plus one die of each face
	subs     [][]int32  // a roll's distinct keeps
	prob     []float64  // a roll's probability from five dice
	score    [NumBoxes][]int16
	sum      []int16
	fiveOf   []int8 // the face of a five of a kind, 0 otherwise
}

var (
	yzOnce sync.Once
	yzTab  *yzDice
)

func yzTables() *yzDice {
	yzOnce.Do(func() { yzTab = buildYzDice() })
	return yzTab
}

func buildYzDice() *yzDice {
	t := &yzDice{index: map[[6]int8]int{}}
	for n := 5; n >= 0; n-- {
		var rec func(face int, left int8, c [6]int8)
		rec = func(face int, left int8, c [6]int8) {
			if face == 5 {
				c[5] = left
				t.index[c] = len(t.counts)
				t.counts = append(t.counts, c)
				t.size = append(t.size, int8(n))
				return
			}
			for k := int8(0); k <= left; k++ {
				c[face] = k
				rec(face+1, left-k, c)
			}
		}
		rec(0, int8(n), [6]int8{})
	}
	t.children = make([][6]int32, len(t.counts))
	for i, c := range t.counts {
		if t.size[i] == 5 {
			continue
		}
		for f := range 6 {
			d := c
			d[f]++
			t.children[i][f] = int32(t.index[d])
		}
	}
	const rolls = 252
	fact := [6]float64{1, 1, 2, 6, 24, 120}
	t.subs = make([][]int32, rolls)
	t.prob = make([]float64, rolls)
	t.sum = make([]int16, rolls)
	t.fiveOf = make([]int8, rolls)
	for b := range t.score {
		t.score[b] = make([]int16, rolls)
	}
	for i := range rolls {
		c := t.counts[i]
		ways := 120.0
		for f := range 6 {
			ways /= fact[c[f]]
		}
		t.prob[i] = ways / 7776
		var rec func(face int, d [6]int8)
		rec = func(face int, d [6]int8) {
			if face == 6 {
				t.subs[i] = append(t.subs[i], int32(t.index[d]))
				return
			}
			for k := int8(0); k <= c[face]; k++ {
				d[face] = k
				rec(face+1, d)
			}
		}
		rec(0, [6]int8{})
		for b := range NumBoxes {
			t.score[b][i] = int16(yzScore(b, c))
		}
		t.sum[i] = int16(yzSum(c))
		for f := range 6 {
			if c[f] == 5 {
				t.fiveOf[i] = int8(f + 1)
			}
		}
	}
	return t
}

func yzSum(c [6]int8) int {
	s := 0
	for f := range 6 {
		s += (f + 1) * int(c[f])
	}
	return s
}

// yzScore is what the dice c score in box b by the plain rules (no joker).
func yzScore(b int, c [6]int8) int {
	most, pair, three := int8(0), false, false
	for _, n := range c {
		most = max(most, n)
		pair = pair || n == 2
		three = three || n == 3
	}
	run := func(from, to int) bool {
		for f := from; f <= to; f++ {
			if c[f-1] == 0 {
				return false
			}
		}
		return true
	}
	switch {
	case b <= Sixes:
		return (b + 1) * int(c[b])
	case b == ThreeKind && most >= 3, b == FourKind && most >= 4, b == Chance:
		return yzSum(c)
	case b == FullHouse && pair && three:
		return FullHouseScore
	case b == SmallStraight && (run(1, 4) || run(2, 5) || run(3, 6)):
		return SmallScore
	case b == LargeStraight && (run(1, 5) || run(2, 6)):
		return LargeScore
	case b == YahtzeeBox && most == 5:
		return YahtzeePoints
	}
	return 0
}

// YahtzeeScore is what the five dice (faces 1…6) score in box b from
// position p under rules r — the box's points, with the upper bonus if
// they complete it and a Yahtzee bonus if one falls due — and whether the
// box may be chosen at all (it is open and, under Hasbro's forced joker, the
// rule allows it).
func YahtzeeScore(r YahtzeeRules, p YahtzeePosition, dice [5]int, b int) (points int, allowed bool) {
	t := yzTables()
	var c [6]int8
	for _, d := range dice {
		if d < 1 || d > 6 {
			return 0, false
		}
		c[d-1]++
	}
	i := t.index[c]
	ok, pts, _, _ := yzMove(t, r, p.Used, p.Upper, p.Yahtzee == YahtzeeFifty, i, b)
	return pts, ok
}

// yzMove scores roll i in box b from (used, up, fifty): whether the move is
// allowed, its points (bonuses included) and the position after it.
func yzMove(t *yzDice, r YahtzeeRules, used uint16, up int, fifty bool, i, b int) (ok bool, pts int, nextUp int, nextFifty bool) {
	if used>>b&1 != 0 {
		return false, 0, 0, false
	}
	pts, nextUp, nextFifty = int(t.score[b][i]), up, fifty
	if f := int(t.fiveOf[i]); f > 0 && used>>YahtzeeBox&1 != 0 { // a joker
		if fifty {
			pts += YahtzeeBonus
		}
		upperOpen := used>>(f-1)&1 == 0
		switch r {
		case Verhoeff:
			if (b == FullHouse || b == SmallStraight || b == LargeStraight) && !upperOpen {
				pts += yzJoker(b)
			}
		case Hasbro:
			lowerOpen := false
			for lb := ThreeKind; lb <= Chance; lb++ {
				lowerOpen = lowerOpen || used>>lb&1 == 0
			}
			switch {
			case upperOpen:
				if b != f-1 {
					return false, 0, 0, false
				}
			case lowerOpen:
				if b <= Sixes {
					return false, 0, 0, false
				}
				pts += yzJoker(b)
			}
		}
	}
	if b == YahtzeeBox {
		nextFifty = pts == YahtzeePoints
	}
	if b <= Sixes {
		box := int(t.score[b][i])
		if up < UpperBonusAt && up+box >= UpperBonusAt {
			pts += UpperBonus
		}
		nextUp = up + box
	}
	return true, pts, nextUp, nextFifty
}

// yzJoker is the fixed score a joker earns in full house, small or large
// straight (added to the plain score, 0 for a five of a kind there).
func yzJoker(b int) int {
	switch b {
	case FullHouse:
		return FullHouseScore
	case SmallStraight:
		return SmallScore
	case LargeStraight:
		return LargeScore
	}
	return 0
}

// YahtzeeStrategy is the solved game under one set of rules: the value and
// second moment of every position between turns.
type YahtzeeStrategy struct {
	Rules YahtzeeRules
	v, w  []float64 // by yzSlot
}

// yzSlot numbers a position: used boxes, upper total capped at 63, and
// whether the Yahtzee box holds 50.
func yzSlot(used uint16, up int, fifty bool) int {
	s := (int(used)<<6 | min(up, UpperBonusAt)) << 1
	if fifty {
		s |= 1
	}
	return s
}

const yzSlots = 1 << (NumBoxes + 6 + 1)

// yzTurn is one turn's working arrays.
type yzTurn struct {
	e3, k2, e2, k1, e1, k0    []float64 // values: after the last roll, keeps, …
	w3, wk2, w2, wk1, w1, wk0 []float64 // second moments along the best choices
	best3                     []int8    // the best box after the last roll
}

func newYzTurn() *yzTurn {
	n := 462
	f := func() []float64 { return make([]float64, n) }
	return &yzTurn{e3: f(), k2: f(), e2: f(), k1: f(), e1: f(), k0: f(),
		w3: f(), wk2: f(), w2: f(), wk1: f(), w1: f(), wk0: f(), best3: make([]int8, 252)}
}

// SolveYahtzee solves the game under rules r on every core: the value of
// every reachable position, filled from the full card backwards.
func SolveYahtzee(r YahtzeeRules) *YahtzeeStrategy { return solveYahtzee(r, 0) }

// SolveYahtzeeEnd solves only the positions with at least filled boxes
// filled — the end of a game, in a fraction of a second — the others
// reading 0: for tests of what shows the strategy, never for play.
func SolveYahtzeeEnd(r YahtzeeRules, filled int) *YahtzeeStrategy {
	return solveYahtzee(r, max(0, min(filled, NumBoxes)))
}

// solveYahtzee solves the positions with at least fewest boxes filled.
func solveYahtzee(r YahtzeeRules, fewest int) *YahtzeeStrategy {
	t := yzTables()
	s := &YahtzeeStrategy{Rules: r, v: make([]float64, yzSlots), w: make([]float64, yzSlots)}
	byCount := make([][]uint16, NumBoxes+1)
	for m := range 1 << NumBoxes {
		byCount[bits.OnesCount16(uint16(m))] = append(byCount[bits.OnesCount16(uint16(m))], uint16(m))
	}
	workers := runtime.GOMAXPROCS(0)
	for k := NumBoxes - 1; k >= fewest; k-- {
		masks := byCount[k]
		var wg sync.WaitGroup
		var next sync.Mutex
		at := 0
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				tu := newYzTurn()
				for {
					next.Lock()
					i := at
					at++
					next.Unlock()
					if i >= len(masks) {
						return
					}
					used := masks[i]
					for up := 0; up <= UpperBonusAt; up++ {
						if !upperReachable(int(used&63), up) && !(up == UpperBonusAt && yzCapReachable(int(used&63))) {
							continue
						}
						for _, fifty := range []bool{false, true} {
							if fifty && used>>YahtzeeBox&1 == 0 {
								continue
							}
							v, w := s.turn(t, tu, used, up, fifty)
							slot := yzSlot(used, up, fifty)
							s.v[slot], s.w[slot] = v, w
						}
					}
				}
			}()
		}
		wg.Wait()
	}
	return s
}

// yzCapReachable is whether the upper boxes m can total 63 or more (the
// capped slot 63 stands for every such total).
func yzCapReachable(m int) bool {
	for up := UpperBonusAt; up <= 105; up++ {
		if upperReachable(m, up) {
			return true
		}
	}
	return false
}

// turn works out the position's value and second moment from the table
// (every position with one more box filled already solved), leaving the
// turn's arrays in tu.
func (s *YahtzeeStrategy) turn(t *yzDice, tu *yzTurn, used uint16, up int, fifty bool) (v, w float64) {
	const rolls = 252
	for i := range rolls {
		tu.e3[i], tu.w3[i], tu.best3[i] = math.Inf(-1), 0, -1
	}
	for b := range NumBoxes {
		if used>>b&1 != 0 {
			continue
		}
		for i := range rolls {
			ok, pts, nu, nf := yzMove(t, s.Rules, used, up, fifty, i, b)
			if !ok {
				continue
			}
			slot := yzSlot(used|1<<b, nu, nf)
			fp := float64(pts)
			if val := fp + s.v[slot]; val > tu.e3[i] {
				tu.e3[i], tu.w3[i], tu.best3[i] = val, fp*fp+2*fp*s.v[slot]+s.w[slot], int8(b)
			}
		}
	}
	yzMeanKeeps(t, tu.e3, tu.w3, tu.k2, tu.wk2)
	yzMaxKeeps(t, tu.k2, tu.wk2, tu.e2, tu.w2)
	yzMeanKeeps(t, tu.e2, tu.w2, tu.k1, tu.wk1)
	yzMaxKeeps(t, tu.k1, tu.wk1, tu.e1, tu.w1)
	yzMeanKeeps(t, tu.e1, tu.w1, tu.k0, tu.wk0)
	last := len(t.counts) - 1 // the empty keep: the first roll
	return tu.k0[last], tu.wk0[last]
}

// yzMeanKeeps values every keep from the values of the rolls after it: a keep
// of five is its roll, a smaller keep the mean of its keeps of one die more.
func yzMeanKeeps(t *yzDice, roll, rollW, keep, keepW []float64) {
	copy(keep[:252], roll[:252])
	copy(keepW[:252], rollW[:252])
	for i := 252; i < len(t.counts); i++ {
		c := &t.children[i]
		keep[i] = (keep[c[0]] + keep[c[1]] + keep[c[2]] + keep[c[3]] + keep[c[4]] + keep[c[5]]) / 6
		keepW[i] = (keepW[c[0]] + keepW[c[1]] + keepW[c[2]] + keepW[c[3]] + keepW[c[4]] + keepW[c[5]]) / 6
	}
}

// yzMaxKeeps values every roll by its best keep.
func yzMaxKeeps(t *yzDice, keep, keepW, roll, rollW []float64) {
	for i := range 252 {
		best := int32(-1)
		for _, k := range t.subs[i] {
			if best < 0 || keep[k] > keep[best] {
				best = k
			}
		}
		roll[i], rollW[i] = keep[best], keepW[best]
	}
}

// Expected is the expected final score from the start of the game.
func (s *YahtzeeStrategy) Expected() float64 { return s.v[yzSlot(0, 0, false)] }

// SD is the standard deviation of the final score under the strategy.
func (s *YahtzeeStrategy) SD() float64 {
	v := s.Expected()
	return math.Sqrt(s.w[yzSlot(0, 0, false)] - v*v)
}

// Value is the expected points still to come from position p under
// optimal play (bonuses included as they fall due).
func (s *YahtzeeStrategy) Value(p YahtzeePosition) float64 {
	return s.v[yzSlot(p.Used, p.Upper, p.Yahtzee == YahtzeeFifty)]
}

// YahtzeeKeep is one way to keep dice after a roll: the dice kept (faces
// ascending) and the expected points from here to the end of the game
// keeping them and playing on optimally.
type YahtzeeKeep struct {
	Dice  []int
	Value float64
}

// YahtzeeChoice is one box the last roll may be scored in: its points now
// (bonuses included as they fall due) and the expected points from here to
// the end, those points included.
type YahtzeeChoice struct {
	Box    int
	Points int
	Value  float64
}

// yzRoll checks five dice and returns their multiset's index.
func yzRoll(t *yzDice, dice [5]int) (int, error) {
	var c [6]int8
	for _, d := range dice {
		if d < 1 || d > 6 {
			return 0, fmt.Errorf("die %d: faces are 1…6", d)
		}
		c[d-1]++
	}
	return t.index[c], nil
}

// Keeps is every distinct keep of the roll dice from position p with
// rollsLeft re-rolls still to come (1 or 2), best first (equal values in
// the order of more dice kept).
func (s *YahtzeeStrategy) Keeps(p YahtzeePosition, dice [5]int, rollsLeft int) ([]YahtzeeKeep, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if p.Used == 1<<NumBoxes-1 {
		return nil, fmt.Errorf("every box is filled: the game is over")
	}
	if rollsLeft != 1 && rollsLeft != 2 {
		return nil, fmt.Errorf("%d rolls left: keeps are chosen with 1 or 2 left", rollsLeft)
	}
	t := yzTables()
	i, err := yzRoll(t, dice)
	if err != nil {
		return nil, err
	}
	tu := newYzTurn()
	s.turn(t, tu, p.Used, p.Upper, p.Yahtzee == YahtzeeFifty)
	vals := tu.k2
	if rollsLeft == 2 {
		vals = tu.k1
	}
	var out []YahtzeeKeep
	for _, k := range t.subs[i] {
		var d []int
		for f, n := range t.counts[k] {
			for range n {
				d = append(d, f+1)
			}
		}
		out = append(out, YahtzeeKeep{Dice: d, Value: vals[k]})
	}
	sortKeeps(out)
	return out, nil
}

func sortKeeps(ks []YahtzeeKeep) {
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && (ks[j].Value > ks[j-1].Value || ks[j].Value == ks[j-1].Value && len(ks[j].Dice) > len(ks[j-1].Dice)); j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
}

// Boxes is every box the last roll dice may be scored in from position p,
// best first (equal values in card order).
func (s *YahtzeeStrategy) Boxes(p YahtzeePosition, dice [5]int) ([]YahtzeeChoice, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	t := yzTables()
	i, err := yzRoll(t, dice)
	if err != nil {
		return nil, err
	}
	var out []YahtzeeChoice
	for b := range NumBoxes {
		ok, pts, nu, nf := yzMove(t, s.Rules, p.Used, p.Upper, p.Yahtzee == YahtzeeFifty, i, b)
		if !ok {
			continue
		}
		out = append(out, YahtzeeChoice{Box: b, Points: pts, Value: float64(pts) + s.v[yzSlot(p.Used|1<<b, nu, nf)]})
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Value > out[j-1].Value; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("every box is filled: the game is over")
	}
	return out, nil
}

// After is the position after scoring dice in box b from p (b allowed).
func (p YahtzeePosition) After(r YahtzeeRules, dice [5]int, b int) (YahtzeePosition, int, error) {
	t := yzTables()
	i, err := yzRoll(t, dice)
	if err != nil {
		return p, 0, err
	}
	ok, pts, _, nf := yzMove(t, r, p.Used, p.Upper, p.Yahtzee == YahtzeeFifty, i, b)
	if !ok {
		return p, 0, fmt.Errorf("%s cannot be scored: %s", YahtzeeBoxNames[b], map[bool]string{true: "it is filled", false: "the joker rule sends the roll elsewhere"}[p.Used>>b&1 != 0])
	}
	q := p
	q.Used |= 1 << b
	if b <= Sixes {
		q.Upper += int(t.score[b][i])
	}
	if b == YahtzeeBox {
		q.Yahtzee = YahtzeeZero
		if nf {
			q.Yahtzee = YahtzeeFifty
		}
	}
	return q, pts, nil
}

// yzMagic heads a saved strategy; the version changes with the layout.
const yzMagic = "riffle yahtzee strategy v1 "

// MarshalBinary writes the strategy: a header naming the rules, the
// SHA-256 of the table, then every slot's value and second moment as
// little-endian float64.
func (s *YahtzeeStrategy) MarshalBinary() ([]byte, error) {
	body := make([]byte, 16*yzSlots)
	for i := range yzSlots {
		binary.LittleEndian.PutUint64(body[16*i:], math.Float64bits(s.v[i]))
		binary.LittleEndian.PutUint64(body[16*i+8:], math.Float64bits(s.w[i]))
	}
	sum := sha256.Sum256(body)
	head := yzMagic + s.Rules.String() + "\n"
	return append(append([]byte(head), sum[:]...), body...), nil
}

// UnmarshalYahtzee reads a strategy for rules r written by MarshalBinary,
// refusing one for other rules, cut short, or whose table does not match
// its hash.
func UnmarshalYahtzee(r YahtzeeRules, b []byte) (*YahtzeeStrategy, error) {
	head := yzMagic + r.String() + "\n"
	if len(b) != len(head)+32+16*yzSlots || string(b[:len(head)]) != head {
		return nil, fmt.Errorf("not a saved %s yahtzee strategy (%d bytes)", r, len(b))
	}
	body := b[len(head)+32:]
	if sum := sha256.Sum256(body); string(sum[:]) != string(b[len(head):len(head)+32]) {
		return nil, fmt.Errorf("the saved %s yahtzee strategy is damaged: its hash does not match", r)
	}
	s := &YahtzeeStrategy{Rules: r, v: make([]float64, yzSlots), w: make([]float64, yzSlots)}
	for i := range yzSlots {
		s.v[i] = math.Float64frombits(binary.LittleEndian.Uint64(body[16*i:]))
		s.w[i] = math.Float64frombits(binary.LittleEndian.Uint64(body[16*i+8:]))
		if math.IsNaN(s.v[i]) || math.IsNaN(s.w[i]) || s.v[i] < 0 || s.v[i] > 2000 {
			return nil, fmt.Errorf("the saved %s yahtzee strategy holds a value out of range", r)
		}
	}
	return s, nil
}

// SDFrom is the standard deviation of the points still to come from p under
// the strategy.
func (s *YahtzeeStrategy) SDFrom(p YahtzeePosition) float64 {
	slot := yzSlot(p.Used, p.Upper, p.Yahtzee == YahtzeeFifty)
	v := s.v[slot]
	return math.Sqrt(max(0, s.w[slot]-v*v))
}
