package odds

import (
	"fmt"
	"math/big"
	"runtime"
	"sync"
	"sync/atomic"

	"riffle/engine/cards"
)

// Hold'em showdown limits: two to nine hands, at most five board cards.
const (
	MinHoldemHands = 2
	MaxHoldemHands = 9
	HoldemBoard    = 5
)

// tieUnits is the least common multiple of 1…MaxHoldemHands: a pot split k
// ways gives each of the k hands tieUnits/k units, a whole number, so that
// equity is summed in integers and exact.
const tieUnits = 2520

// HoldemOdds is the exact showdown equity of Texas Hold'em hands: every
// board that completes Board from the cards nobody holds, each equally
// likely, valued at showdown (each hand's best five of seven cards).
type HoldemOdds struct {
	Hands  [][2]cards.Card // the hole cards, as given
	Board  []cards.Card    // the board cards already dealt (0…5)
	Boards int64           // the boards enumerated: C(52 − 2·hands − |Board|, 5 − |Board|)
	// Win[i] is the number of boards on which hand i alone is best; Tie[i]
	// those on which it shares the best value with one or more others.
	Win, Tie []int64
	// units[i] is hand i's share of the pots in 1/tieUnits of a pot.
	units []int64
}

// Equity is hand i's expected share of the pot, exactly:
//
//	equity(i) = (1/Boards) · Σ over boards of [i is best] / (hands sharing the best)
//
// The hands' equities sum to 1.
func (h HoldemOdds) Equity(i int) *big.Rat {
	return new(big.Rat).SetFrac(big.NewInt(h.units[i]), new(big.Int).Mul(big.NewInt(h.Boards), big.NewInt(tieUnits)))
}

// WinProb is the chance that hand i alone wins: Win[i]/Boards.
func (h HoldemOdds) WinProb(i int) *big.Rat { return big.NewRat(h.Win[i], h.Boards) }

// TieProb is the chance that hand i splits the pot: Tie[i]/Boards.
func (h HoldemOdds) TieProb(i int) *big.Rat { return big.NewRat(h.Tie[i], h.Boards) }

// CheckHoldem checks a showdown: MinHoldemHands…MaxHoldemHands hands of two
// cards, at most five board cards, and no card twice. The error is one
// line naming the first problem.
func CheckHoldem(hands [][2]cards.Card, board []cards.Card) error {
	if len(hands) < MinHoldemHands || len(hands) > MaxHoldemHands {
		return fmt.Errorf("hands: got %d, allowed %d to %d", len(hands), MinHoldemHands, MaxHoldemHands)
	}
	if len(board) > HoldemBoard {
		return fmt.Errorf("a board of %d cards: allowed 0 to %d", len(board), HoldemBoard)
	}
	var seen cards.Set
	check := func(c cards.Card) error {
		if !c.Valid() {
			return fmt.Errorf("%v is not a card", c)
		}
		if seen.Has(c) {
			return fmt.Errorf("%v is dealt twice: every card is in one place only", c)
		}
		seen = seen.With(c)
		return nil
	}
	for _, h := range hands {
		for _, c := range h {
			if err := check(c); err != nil {
				return err
			}
		}
	}
	for _, c := range board {
		if err := check(c); err != nil {
			return err
		}
	}
	return nil
}

// Holdem computes the exact equity of hands with board dealt, by valuing
// every completion of the board from the cards nobody holds:
// C(48, 5) = 1,712,304 boards heads-up before the flop, C(34, 5) = 278,256
// with nine hands. The work is shared across runtime.GOMAXPROCS(0)
// goroutines by the board's first card. It returns CheckHoldem's error for a
// bad showdown.
func Holdem(hands [][2]cards.Card, board []cards.Card) (HoldemOdds, error) {
	return holdemWorkers(hands, board, runtime.GOMAXPROCS(0), false)
}

// HoldemBaseline is [Holdem] with every hand valued by
// [cards.BaselineEval], the evaluator riffle used before the table-driven
// one, from the set of its seven cards: the same counts, the baseline
// `riffle bench` times Holdem against.
func HoldemBaseline(hands [][2]cards.Card, board []cards.Card) (HoldemOdds, error) {
	return holdemWorkers(hands, board, runtime.GOMAXPROCS(0), true)
}

func holdemWorkers(hands [][2]cards.Card, board []cards.Card, workers int, baseline bool) (HoldemOdds, error) {
	if err := CheckHoldem(hands, board); err != nil {
		return HoldemOdds{}, err
	}
	used := cards.SetOf(board...)
	for _, h := range hands {
		used = used.With(h[0]).With(h[1])
	}
	dealt := cards.HandOf(board...)
	var rest []cards.Card
	for c := range cards.Card(cards.NumCards) {
		if !used.Has(c) {
			rest = append(rest, c)
		}
	}
	res := HoldemOdds{
		Hands: append([][2]cards.Card(nil), hands...), Board: append([]cards.Card(nil), board...),
		Win: make([]int64, len(hands)), Tie: make([]int64, len(hands)), units: make([]int64, len(hands)),
	}
	need := HoldemBoard - len(board)
	if need == 0 {
		t := newHoldemTally(hands, baseline)
		t.board(dealt)
		t.addTo(&res)
		return res, nil
	}
	var (
		next atomic.Int64
		mu   sync.Mutex
		wg   sync.WaitGroup
	)
	for range max(1, workers) {
		wg.Go(func() {
			t := newHoldemTally(hands, baseline)
			for {
				i := int(next.Add(1) - 1)
				if i > len(rest)-need {
					break
				}
				t.boards(rest, i+1, need-1, dealt.Add(rest[i]))
			}
			mu.Lock()
			t.addTo(&res)
			mu.Unlock()
		})
	}
	wg.Wait()
	return res, nil
}

// holdemTally is one worker's counts.
type holdemTally struct {
	holes           [][2]cards.Card
	baseline        bool // value hands with cards.BaselineEval
	vals            []cards.Value
	boardsN         int64
	win, tie, units []int64
}

func newHoldemTally(holes [][2]cards.Card, baseline bool) *holdemTally {
	n := len(holes)
	return &holdemTally{holes: holes, baseline: baseline, vals: make([]cards.Value, n),
		win: make([]int64, n), tie: make([]int64, n), units: make([]int64, n)}
}

// boards values every board made of acc and left more cards of rest[start:]:
// the board's cards are added to a [cards.Hand] once, shared by the boards
// that hold them.
func (t *holdemTally) boards(rest []cards.Card, start, left int, acc cards.Hand) {
	if left == 0 {
		t.board(acc)
		return
	}
	for i := start; i <= len(rest)-left; i++ {
		t.boards(rest, i+1, left-1, acc.Add(rest[i]))
	}
}

// board values one complete board b: each hand is b plus its two hole
// cards, valued by the table-driven evaluator.
func (t *holdemTally) board(b cards.Hand) {
	t.boardsN++
	best, ways := cards.Value(0), 0
	for i, h := range t.holes {
		var v cards.Value
		if t.baseline {
			v = cards.BaselineEval(b.Set().With(h[0]).With(h[1]))
		} else {
			v = b.Add(h[0]).Add(h[1]).Value()
		}
		t.vals[i] = v
		switch {
		case v > best:
			best, ways = v, 1
		case v == best:
			ways++
		}
	}
	for i, v := range t.vals {
		if v != best {
			continue
		}
		if ways == 1 {
			t.win[i]++
		} else {
			t.tie[i]++
		}
		t.units[i] += tieUnits / int64(ways)
	}
}

func (t *holdemTally) addTo(r *HoldemOdds) {
	r.Boards += t.boardsN
	for i := range t.win {
		r.Win[i] += t.win[i]
		r.Tie[i] += t.tie[i]
		r.units[i] += t.units[i]
	}
}
