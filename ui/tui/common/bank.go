package common

import (
	"fmt"
	"math"
	"sort"
)

// Bankroll is the player's chips: those in hand and those staked at each
// table. Its methods are the only way chips move, and each keeps the books
//
//	in hand + Σ staked = opening + Σ net of what was settled
//
// with every amount at least zero and every sum checked for overflow. A
// move that would break either is refused with an error and changes
// nothing.
type Bankroll struct {
	hand    int
	staked  map[string]int // by table
	opening int            // in hand when the books were opened
	net     int            // won (or, below zero, lost) since
}

// NewBankroll opens the books with chips in hand (at least zero).
func NewBankroll(chips int) (*Bankroll, error) {
	if chips < 0 {
		return nil, fmt.Errorf("bankroll %d: chips cannot be below zero", chips)
	}
	return &Bankroll{hand: chips, opening: chips, staked: map[string]int{}}, nil
}

// InHand is the chips not staked anywhere.
func (b *Bankroll) InHand() int { return b.hand }

// StakedAt is the chips staked at table.
func (b *Bankroll) StakedAt(table string) int { return b.staked[table] }

// Staked is the chips staked at every table.
func (b *Bankroll) Staked() int {
	n := 0
	for _, s := range b.staked {
		n += s // each is checked when set, and so is their sum with the hand
	}
	return n
}

// Wealth is the chips in hand and staked.
func (b *Bankroll) Wealth() int { return b.hand + b.Staked() }

// Net is what was won (below zero, lost) since the books were opened.
func (b *Bankroll) Net() int { return b.net }

// Tables lists the tables holding a stake, in order.
func (b *Bankroll) Tables() []string {
	var ts []string
	for t, s := range b.staked {
		if s > 0 {
			ts = append(ts, t)
		}
	}
	sort.Strings(ts)
	return ts
}

// Stake moves n chips from the hand onto table.
func (b *Bankroll) Stake(table string, n int) error {
	if n < 0 || n > b.hand {
		return fmt.Errorf("%s: cannot stake %d with %d in hand", table, n, b.hand)
	}
	return b.set(table, b.hand-n, b.staked[table]+n, b.net)
}

// Refund moves n staked chips back from table to the hand, no round
// having been settled.
func (b *Bankroll) Refund(table string, n int) error {
	if n < 0 || n > b.staked[table] {
		return fmt.Errorf("%s: cannot refund %d of a %d stake", table, n, b.staked[table])
	}
	return b.set(table, b.hand+n, b.staked[table]-n, b.net)
}

// Settle ends stake chips' part in a round at table: they leave the
// table, and payout chips (the stake back with winnings, or less, or
// nothing) come to the hand; the net moves by payout − stake.
func (b *Bankroll) Settle(table string, stake, payout int) error {
	if stake < 0 || stake > b.staked[table] || payout < 0 {
		return fmt.Errorf("%s: cannot settle a %d stake (of %d) paying %d", table, stake, b.staked[table], payout)
	}
	hand, ok := add(b.hand, payout)
	net, ok2 := add(b.net, payout-stake)
	if !ok || !ok2 {
		return fmt.Errorf("%s: a payout of %d overflows the bankroll", table, payout)
	}
	return b.set(table, hand, b.staked[table]-stake, net)
}

// Sync takes a table's own books: a table whose game counts its chips
// (the hand it was given, its stake) reports them after every move. The
// difference in hand and stake is moved as a stake or refund; whatever
// the two together gained or lost is settled.
func (b *Bankroll) Sync(table string, hand, staked int) error {
	if hand < 0 || staked < 0 {
		return fmt.Errorf("%s reports %d in hand and %d staked: chips cannot be below zero", table, hand, staked)
	}
	was, ok := add(b.hand, b.staked[table])
	now, ok2 := add(hand, staked)
	if !ok || !ok2 {
		return fmt.Errorf("%s reports %d in hand and %d staked: too many chips", table, hand, staked)
	}
	net, ok := add(b.net, now-was)
	if !ok {
		return fmt.Errorf("%s reports %d in hand and %d staked: too many chips", table, hand, staked)
	}
	return b.set(table, hand, staked, net)
}

// set makes the move if the books still add up without overflow.
func (b *Bankroll) set(table string, hand, staked, net int) error {
	total := hand
	for t, s := range b.staked {
		if t == table {
			s = staked
		}
		var ok bool
		if total, ok = add(total, s); !ok {
			return fmt.Errorf("%s: too many chips", table)
		}
	}
	if _, ok := b.staked[table]; !ok {
		var ok bool
		if total, ok = add(total, staked); !ok {
			return fmt.Errorf("%s: too many chips", table)
		}
	}
	if want, ok := add(b.opening, net); !ok || want != total {
		return fmt.Errorf("%s: the books would not add up (%d held, %d opened + %d net)", table, total, b.opening, net)
	}
	b.hand, b.net = hand, net
	if staked == 0 {
		delete(b.staked, table)
	} else {
		b.staked[table] = staked
	}
	return nil
}

// add is a + b and whether it did not overflow.
func add(a, b int) (int, bool) {
	s := a + b
	if (b > 0 && s < a) || (b < 0 && s > a) || s == math.MinInt {
		return s, false
	}
	return s, true
}
