// Package videopoker holds draw video poker: pay tables, the exact expected
// return of every hold of a dealt hand, and the exact return of a whole pay
// table under optimal play.
//
// A game deals five cards from a fresh 52-card deck; the player holds any of
// them (32 holds) and the discards are replaced from the 47 unseen cards. The
// final hand is paid by a [PayTable]: Pays[c−1] credits for a bet of c credits.
//
// Pay tables, as published by the Wizard of Odds (Michael Shackleford),
// per credit bet at five credits, royal 250 for 1 at one to four credits:
//
//	jacks-9-6        Jacks or Better 9/6: 800 50 25 9 6 4 3 2 1            99.5439%
//	jacks-8-5        Jacks or Better 8/5: 800 50 25 8 5 4 3 2 1            97.2984%
//	bonus-8-5        Bonus Poker 8/5: 800 50 80 40 25 8 5 4 3 2 1          99.1660%
//	ddb-9-6          Double Double Bonus 9/6:
//	                 800 50 400 160 160 80 50 9 6 4 3 1 1                  98.9808%
//	deuces-full-pay  Deuces Wild full pay: 800 200 25 15 9 5 3 2 2 1       100.7620%
//
// Sources: https://wizardofodds.com/games/video-poker/tables/jacks-or-better/,
// https://wizardofodds.com/games/video-poker/strategy/bonus-poker/8-5/ (its
// table of combinations out of 19,933,230,517,200),
// https://wizardofodds.com/games/video-poker/tables/deuces-wild/ (likewise),
// and for Double Double Bonus 9/6 the pay table as printed in the Chicago
// Sun-Times ("Know the odds on this hot video poker game", 98.98%) and by
// Henry Tamburin (casinocenter.com, "Looks can be deceiving").
package videopoker

import (
	"fmt"
	"strings"

	"riffle/engine/cards"
)

// Line is one paying line of a pay table: Pays[c−1] is the number of credits
// returned (stake included, "for 1") for a bet of c credits, c = 1…5.
type Line struct {
	Name string
	Pays [5]int64
}

// PayTable is a video poker game and its pays. Lines are best first: the
// order in which a machine's glass lists them, and the order [PayTable.Classify]
// indexes. Wild marks deuces wild.
type PayTable struct {
	Name, Title string
	Lines       []Line
	Wild        bool
}

// linear is a line paying n for 1 at every bet.
func linear(name string, n int64) Line {
	return Line{name, [5]int64{n, 2 * n, 3 * n, 4 * n, 5 * n}}
}

// royal pays 250 for 1 at one to four credits and 4,000 (800 for 1) at five.
func royal(name string) Line {
	return Line{name, [5]int64{250, 500, 750, 1000, 4000}}
}

// Line names shared by the tables.
const (
	royalFlush    = "Royal flush"
	straightFlush = "Straight flush"
	fourOfAKind   = "Four of a kind"
	fullHouse     = "Full house"
	flush         = "Flush"
	straight      = "Straight"
	threeOfAKind  = "Three of a kind"
	twoPair       = "Two pair"
	jacksOrBetter = "Jacks or better"
)

func jacks(name, title string, fh, fl int64) PayTable {
	return PayTable{Name: name, Title: title, Lines: []Line{
		royal(royalFlush), linear(straightFlush, 50), linear(fourOfAKind, 25),
		linear(fullHouse, fh), linear(flush, fl), linear(straight, 4),
		linear(threeOfAKind, 3), linear(twoPair, 2), linear(jacksOrBetter, 1),
	}}
}

// PayTables lists the known pay tables, always in this order: jacks-9-6,
// jacks-8-5, bonus-8-5, ddb-9-6, deuces-full-pay. The slice is new on every
// call.
func PayTables() []PayTable {
	return []PayTable{
		jacks("jacks-9-6", "Jacks or Better 9/6", 9, 6),
		jacks("jacks-8-5", "Jacks or Better 8/5", 8, 5),
		{Name: "bonus-8-5", Title: "Bonus Poker 8/5", Lines: []Line{
			royal(royalFlush), linear(straightFlush, 50),
			linear("Four aces", 80), linear("Four 2-4", 40), linear("Four 5-K", 25),
			linear(fullHouse, 8), linear(flush, 5), linear(straight, 4),
			linear(threeOfAKind, 3), linear(twoPair, 2), linear(jacksOrBetter, 1),
		}},
		{Name: "ddb-9-6", Title: "Double Double Bonus 9/6", Lines: []Line{
			royal(royalFlush), linear(straightFlush, 50),
			linear("Four aces with 2-4", 400), linear("Four 2-4 with A-4", 160),
			linear("Four aces", 160), linear("Four 2-4", 80), linear("Four 5-K", 50),
			linear(fullHouse, 9), linear(flush, 6), linear(straight, 4),
			linear(threeOfAKind, 3), linear(twoPair, 1), linear(jacksOrBetter, 1),
		}},
		{Name: "deuces-full-pay", Title: "Deuces Wild (full pay)", Wild: true, Lines: []Line{
			royal("Natural royal flush"), linear("Four deuces", 200),
			linear("Wild royal flush", 25), linear("Five of a kind", 15),
			linear(straightFlush, 9), linear(fourOfAKind, 5), linear(fullHouse, 3),
			linear(flush, 2), linear(straight, 2), linear(threeOfAKind, 1),
		}},
	}
}

// Lookup returns the pay table called name (see [PayTables]). For an unknown
// name the error is one line naming the known tables.
func Lookup(name string) (PayTable, error) {
	tables := PayTables()
	names := make([]string, len(tables))
	for i, p := range tables {
		if p.Name == name {
			return p, nil
		}
		names[i] = p.Name
	}
	return PayTable{}, fmt.Errorf("videopoker: unknown pay table %q (known: %s)", name, strings.Join(names, ", "))
}

// Pay is the number of credits returned for the final hand h on a bet of
// credits credits: Lines[i].Pays[credits−1] for the line i that [PayTable.Classify]
// finds, 0 for no win. It panics when credits is outside 1…5, and as
// Classify does.
func (p PayTable) Pay(h [5]cards.Card, credits int) int64 {
	if credits < 1 || credits > 5 {
		panic(fmt.Sprintf("videopoker: Pay for %d credits, want 1…5", credits))
	}
	i := p.Classify(h)
	if i < 0 {
		return 0
	}
	return p.Lines[i].Pays[credits-1]
}

// Classify is the index into p.Lines of the line the final hand h is paid
// on, −1 for none: the first line, best first, whose name covers the hand.
// The names understood are those [PayTables] uses; a line with another name
// never pays. It panics unless h holds five distinct valid cards.
//
// Without wild cards a hand is valued by [cards.Eval5] and paid on its class:
// "Jacks or better" is a pair of jacks, queens, kings or aces; "Four aces",
// "Four 2-4" and "Four 5-K" split four of a kind by rank; "Four aces with 2-4"
// is four aces with a 2, 3 or 4 as the fifth card and "Four 2-4 with A-4" four
// 2s, 3s or 4s with an ace, 2, 3 or 4 (Double Double Bonus). "Four of a kind"
// covers them all, "Four aces" covers four aces with any kicker, and so on:
// as the lines are tried best first, a hand is paid on its best line.
//
// With Wild (deuces wild) the four deuces stand for any card, and a hand is
// paid on the best of: "Natural royal flush" (no deuce), "Four deuces", "Wild
// royal flush", "Five of a kind", straight flush, four of a kind, full house,
// flush, straight, three of a kind — read directly from the counts of the
// other cards' ranks and suits (see classifyWild); two pair and a pair pay
// nothing.
func (p PayTable) Classify(h [5]cards.Card) int {
	k := classify(h, p.Wild)
	for i, l := range p.Lines {
		if covers(l.Name, k) {
			return i
		}
	}
	return -1
}

// kind is the fine class of a final hand: every distinction some pay table
// draws.
type kind uint8

const (
	kNothing kind = iota
	kLowPair
	kHighPair // jacks or better
	kTwoPair
	kTrips
	kStraight
	kFlush
	kFullHouse
	kFour5K
	kFourLow       // four 2s, 3s or 4s, kicker 5…K
	kFourLowKicker // four 2s, 3s or 4s, kicker A, 2, 3 or 4
	kFourAces      // kicker 5…K
	kFourAcesKicker
	kStraightFlush
	kRoyal
	// Deuces wild only.
	kFiveOfAKind
	kWildRoyal
	kFourDeuces
	kFourAny // four of a kind made with deuces or not, deuces wild
	numKinds
)

// covers reports whether the line called name pays a hand of kind k.
func covers(name string, k kind) bool {
	switch name {
	case royalFlush, "Natural royal flush":
		return k == kRoyal
	case straightFlush:
		return k == kStraightFlush
	case "Four deuces":
		return k == kFourDeuces
	case "Wild royal flush":
		return k == kWildRoyal
	case "Five of a kind":
		return k == kFiveOfAKind
	case "Four aces with 2-4":
		return k == kFourAcesKicker
	case "Four 2-4 with A-4":
		return k == kFourLowKicker
	case "Four aces":
		return k == kFourAces || k == kFourAcesKicker
	case "Four 2-4":
		return k == kFourLow || k == kFourLowKicker
	case "Four 5-K":
		return k == kFour5K
	case fourOfAKind:
		return k >= kFour5K && k <= kFourAcesKicker || k == kFourAny
	case fullHouse:
		return k == kFullHouse
	case flush:
		return k == kFlush
	case straight:
		return k == kStraight
	case threeOfAKind:
		return k == kTrips
	case twoPair:
		return k == kTwoPair
	case jacksOrBetter:
		return k == kHighPair
	}
	return false
}

// lineOf maps every kind to its line in p (−1 for none): Classify as a table.
func (p PayTable) lineOf() [numKinds]int8 {
	var t [numKinds]int8
	for k := range t {
		t[k] = -1
		for i, l := range p.Lines {
			if covers(l.Name, kind(k)) {
				t[k] = int8(i)
				break
			}
		}
	}
	return t
}

// classify is the kind of the five distinct cards h, deuces wild or not.
func classify(h [5]cards.Card, wild bool) kind {
	if wild {
		return classifyWild(h)
	}
	v := cards.Eval5(h)
	switch v.Class() {
	case cards.RoyalFlush:
		return kRoyal
	case cards.StraightFlush:
		return kStraightFlush
	case cards.FourOfAKind:
		// The Value's top rank fields: the four, then the kicker.
		quad, kick := cards.Rank(v>>16&0xf), cards.Rank(v>>12&0xf)
		switch {
		case quad == cards.Ace && kick <= cards.Four:
			return kFourAcesKicker
		case quad == cards.Ace:
			return kFourAces
		case quad <= cards.Four && (kick <= cards.Four || kick == cards.Ace):
			return kFourLowKicker
		case quad <= cards.Four:
			return kFourLow
		}
		return kFour5K
	case cards.FullHouse:
		return kFullHouse
	case cards.Flush:
		return kFlush
	case cards.Straight:
		return kStraight
	case cards.ThreeOfAKind:
		return kTrips
	case cards.TwoPair:
		return kTwoPair
	case cards.OnePair:
		if cards.Rank(v>>16&0xf) >= cards.Jack { // the pair's rank
			return kHighPair
		}
		return kLowPair
	}
	return kNothing
}

// classifyWild values h with deuces wild from counts alone. With w deuces
// and the other 5−w cards ("naturals") having rank counts n[r] (m the largest):
//
//	natural royal    w = 0 and a royal flush
//	four deuces      w = 4
//	wild royal       w ≥ 1, naturals one suit, distinct ranks, all T…A
//	five of a kind   m + w = 5
//	straight flush   naturals one suit, distinct, inside five consecutive
//	                 ranks (A-2-3-4-5 counts: the ace plays low)
//	four of a kind   m + w = 4
//	full house       w = 0 and a full house, or w = 1 and two pair
//	flush            naturals one suit
//	straight         naturals distinct, inside five consecutive ranks
//	three of a kind  m + w = 3
//
// tried in that order. With w ≥ 2 a full house is never the best: two
// deuces and a pair already make four of a kind. Checked against brute-force
// substitution of every card for every deuce in the tests.
func classifyWild(h [5]cards.Card) kind {
	var (
		w, m    int
		count   [15]int
		rankSet uint16
		suits   uint8
	)
	seen := uint64(0)
	for _, c := range h {
		if !c.Valid() || seen&(1<<c) != 0 {
			panic(fmt.Sprintf("videopoker: Classify needs five distinct cards, got %v", h))
		}
		seen |= 1 << c
		r := c.Rank()
		if r == cards.Two {
			w++
			continue
		}
		count[r]++
		m = max(m, count[r])
		rankSet |= 1 << r
		suits |= 1 << c.Suit()
	}
	if w == 4 {
		return kFourDeuces
	}
	oneSuit := suits&(suits-1) == 0
	distinct := m == 1
	const royalRanks = 1<<cards.Ten | 1<<cards.Jack | 1<<cards.Queen | 1<<cards.King | 1<<cards.Ace
	if oneSuit && distinct && rankSet&^royalRanks == 0 {
		if w == 0 {
			return kRoyal
		}
		return kWildRoyal
	}
	if m+w == 5 {
		return kFiveOfAKind
	}
	run := distinct && inRun(rankSet)
	if oneSuit && run {
		return kStraightFlush
	}
	if m+w == 4 {
		return kFourAny
	}
	pairs := 0
	for _, n := range count {
		if n == 2 {
			pairs++
		}
	}
	if w == 0 && m == 3 && pairs == 1 || w == 1 && pairs == 2 {
		return kFullHouse
	}
	if oneSuit {
		return kFlush
	}
	if run {
		return kStraight
	}
	if m+w == 3 {
		return kTrips
	}
	return kNothing
}

// inRun reports whether the ranks in set (bit r for rank r) lie within five
// consecutive ranks, A-2-3-4-5 included.
func inRun(set uint16) bool {
	const wheel = 1<<cards.Ace | 1<<cards.Two | 1<<cards.Three | 1<<cards.Four | 1<<cards.Five
	if set&^wheel == 0 {
		return true
	}
	for lo := cards.Two; lo <= cards.Ten; lo++ {
		if set&^(0x1f<<lo) == 0 {
			return true
		}
	}
	return false
}
