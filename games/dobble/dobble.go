// Package dobble is the rules of the Dobble table: two cards of a deck in
// which any two cards share exactly one symbol (Dobble) or exactly two
// (Double Dobble) are dealt face up, and the player finds the shared
// symbol — both of them in the double game — against the clock. The decks
// are engine/designs': the projective plane of order 7 (the shop game's 55
// of its 57 cards of 8 symbols) and the biplanes of 4, 5 and 6 symbols a
// card.
//
// A [Game] is a plain state machine: a game of [Pairs] pairs, each dealt
// from a generator passed in (two distinct cards, uniformly, and each
// card's symbols laid out in an order drawn by Fisher–Yates), the
// player's picks checked against [designs.Deck.Common], the time of each
// find and the misses counted. Nothing here reads a clock: every action
// takes the time it happened. Illegal actions return an error and change
// nothing.
//
// A game's moves, one per pick, are what a saved round keeps (see
// [Game.Moves]); [Play] deals the same pairs again from the same generator
// and plays them, so a round replays from its seed and position.
package dobble

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"riffle/engine/designs"
	"riffle/engine/rng"
)

// Pairs is how many pairs a game deals: a game is over at the Pairs-th
// find.
const Pairs = 10

// Penalty is what a miss adds to a game's time.
const Penalty = 2 * time.Second

// ClassicOrder is the classic game's plane order, and ClassicCards how many
// of its q²+q+1 = 57 cards the game deals: the shop game's 55, the first
// 55 of engine/designs' numbering.
const (
	ClassicOrder = 7
	ClassicCards = 55
)

// Variant is a game's deck: the classic Dobble (Double false), or the
// Double Dobble of PerCard symbols a card.
type Variant struct {
	Double  bool
	PerCard int
}

// Classic is the shop game: 55 cards of 8 symbols, any two sharing one.
func Classic() Variant { return Variant{PerCard: ClassicOrder + 1} }

// Variants are the decks the table offers, in the order it cycles through
// them: the classic game, then the Double Dobbles of 5, 4 and 6 symbols a
// card (11, 7 and 16 cards).
func Variants() []Variant {
	return []Variant{Classic(), {Double: true, PerCard: 5}, {Double: true, PerCard: 4}, {Double: true, PerCard: 6}}
}

// String is the variant as a move writes it: "classic" or "double K".
func (v Variant) String() string {
	if v.Double {
		return "double " + strconv.Itoa(v.PerCard)
	}
	return "classic"
}

// Name is the variant for people: "Dobble" or "Double Dobble, 5 a card".
func (v Variant) Name() string {
	if v.Double {
		return fmt.Sprintf("Double Dobble, %d a card", v.PerCard)
	}
	return "Dobble"
}

// ParseVariant reads what String writes; the error names the variants
// offered.
func ParseVariant(s string) (Variant, error) {
	for _, v := range Variants() {
		if v.String() == s {
			return v, nil
		}
	}
	names := make([]string, len(Variants()))
	for i, v := range Variants() {
		names[i] = strconv.Quote(v.String())
	}
	return Variant{}, fmt.Errorf("variant %q: allowed %s", s, strings.Join(names, ", "))
}

// Deck is the variant's deck: the first ClassicCards cards of the plane
// of order 7, or the whole biplane. The error names the variant.
func (v Variant) Deck() (designs.Deck, error) {
	if !v.Double {
		if v.PerCard != ClassicOrder+1 {
			return designs.Deck{}, fmt.Errorf("variant %s: the classic game has %d symbols a card", v, ClassicOrder+1)
		}
		d, err := designs.Dobble(ClassicOrder)
		if err != nil {
			return d, err
		}
		d.Cards = d.Cards[:ClassicCards]
		return d, nil
	}
	if _, err := ParseVariant(v.String()); err != nil {
		return designs.Deck{}, err
	}
	return designs.Double(v.PerCard)
}

// Errors of illegal actions.
var (
	// ErrOver: the game is over, every pair found.
	ErrOver = errors.New("the game is over: every pair is found")
	// ErrNoSymbol: the symbol is on neither card.
	ErrNoSymbol = errors.New("that symbol is on neither card")
)

// Pick is what a pick came to.
type Pick struct {
	Symbol int
	Right  bool // the symbol is on both cards
	Again  bool // a shared symbol already found on this pair: no move, no miss
	Pair   bool // the pick completed the pair: the next one is dealt
	// Found are, when Pair, the pair's shared symbols in the order found.
	Found []int
	Time  time.Duration
}

// Game is one game of Pairs pairs on a variant's deck.
type Game struct {
	v     Variant
	deck  designs.Deck
	gen   rng.Generator
	left  []int // the left card's symbols as laid out
	right []int
	cards [2]int // the cards dealt, as deck indices
	found []int  // the shared symbols found on this pair
	dealt time.Time
	pause time.Time // when the clock stopped, or zero
	times []int     // each pair's find time, in milliseconds
	miss  int
	moves []string
	deals []string // each pair dealt, for the digest
}

// New starts a game of variant v dealing with gen; the first pair is dealt
// at now.
func New(v Variant, gen rng.Generator, now time.Time) (*Game, error) {
	d, err := v.Deck()
	if err != nil {
		return nil, err
	}
	g := &Game{v: v, deck: d, gen: gen, moves: []string{"game " + v.String()}}
	g.deal(now)
	return g, nil
}

// deal draws the next pair: two distinct cards uniformly (the second from
// the others, one fewer), then each card's layout by Fisher–Yates.
func (g *Game) deal(now time.Time) {
	n := len(g.deck.Cards)
	a := g.gen.IntN(n)
	b := g.gen.IntN(n - 1)
	if b >= a {
		b++
	}
	g.cards = [2]int{a, b}
	g.left, g.right = g.layout(a), g.layout(b)
	g.found = nil
	g.dealt = now
	g.deals = append(g.deals, fmt.Sprintf("%d %d: %v / %v", a, b, g.left, g.right))
}

// layout is card c's symbols in an order drawn by Fisher–Yates.
func (g *Game) layout(c int) []int {
	out := append([]int(nil), g.deck.Cards[c]...)
	for i := len(out) - 1; i > 0; i-- {
		j := g.gen.IntN(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Variant is the game's deck.
func (g *Game) Variant() Variant { return g.v }

// Deck is the game's deck.
func (g *Game) Deck() designs.Deck { return g.deck }

// Left and Right are the two cards' symbols as laid out (the game's own
// slices: do not change them).
func (g *Game) Left() []int  { return g.left }
func (g *Game) Right() []int { return g.right }

// Cards are the two cards dealt, as indices in the deck.
func (g *Game) Cards() [2]int { return g.cards }

// Found are the shared symbols found so far on this pair.
func (g *Game) Found() []int { return g.found }

// Shared are the symbols the two cards share, ascending.
func (g *Game) Shared() []int { return g.deck.Common(g.cards[0], g.cards[1]) }

// Over reports whether every pair is found.
func (g *Game) Over() bool { return len(g.times) == Pairs }

// Pair is the number of the pair on the table, 1…Pairs (Pairs when over).
func (g *Game) Pair() int { return min(len(g.times)+1, Pairs) }

// Misses is the wrong picks so far.
func (g *Game) Misses() int { return g.miss }

// Times are the pairs' find times so far.
func (g *Game) Times() []time.Duration {
	out := make([]time.Duration, len(g.times))
	for i, ms := range g.times {
		out[i] = time.Duration(ms) * time.Millisecond
	}
	return out
}

// Elapsed is the time on this pair's clock at now (stopped while paused,
// and at the last find once the game is over).
func (g *Game) Elapsed(now time.Time) time.Duration {
	if g.Over() {
		return 0
	}
	if !g.pause.IsZero() {
		now = g.pause
	}
	return time.Duration(now.Sub(g.dealt).Milliseconds()) * time.Millisecond
}

// Total is the game's time so far: its finds, the pair in play at now, and
// Penalty for each miss.
func (g *Game) Total(now time.Time) time.Duration {
	t := g.Elapsed(now) + time.Duration(g.miss)*Penalty
	for _, d := range g.Times() {
		t += d
	}
	return t
}

// Pause stops the pair's clock at now; Resume starts it again, the time
// paused not counted. Pausing twice, or resuming a running clock, does
// nothing.
func (g *Game) Pause(now time.Time) {
	if g.pause.IsZero() {
		g.pause = now
	}
}

// Resume starts the clock stopped by Pause, at now.
func (g *Game) Resume(now time.Time) {
	if g.pause.IsZero() {
		return
	}
	if now.After(g.pause) {
		g.dealt = g.dealt.Add(now.Sub(g.pause))
	}
	g.pause = time.Time{}
}

// Paused reports whether the clock is stopped.
func (g *Game) Paused() bool { return !g.pause.IsZero() }

// Pick picks symbol at now: right if both cards show it. A right pick that
// completes the pair (the one shared symbol, or the second in the double
// game) records the pair's time and deals the next pair at now, unless the
// game is over; a wrong one is a miss. A shared symbol already found is
// neither. Picking while paused resumes the clock first. The error is
// ErrOver or ErrNoSymbol, and changes nothing.
func (g *Game) Pick(symbol int, now time.Time) (Pick, error) {
	if g.Over() {
		return Pick{}, ErrOver
	}
	onLeft, onRight := slices.Contains(g.left, symbol), slices.Contains(g.right, symbol)
	if !onLeft && !onRight {
		return Pick{}, ErrNoSymbol
	}
	g.Resume(now)
	ms := max(now.Sub(g.dealt).Milliseconds(), 0)
	p := Pick{Symbol: symbol, Right: onLeft && onRight, Time: time.Duration(ms) * time.Millisecond}
	switch {
	case p.Right && slices.Contains(g.found, symbol):
		p.Again = true
		return p, nil
	case p.Right:
		g.found = append(g.found, symbol)
		g.moves = append(g.moves, fmt.Sprintf("find %d %d", symbol, ms))
	default:
		g.miss++
		g.moves = append(g.moves, fmt.Sprintf("miss %d %d", symbol, ms))
		return p, nil
	}
	if len(g.found) < g.deck.Shared {
		return p, nil
	}
	p.Pair, p.Found = true, append([]int(nil), g.found...)
	g.times = append(g.times, int(ms))
	if !g.Over() {
		g.deal(now)
	}
	return p, nil
}

// Moves are the game's moves so far: "game VARIANT", then "find SYMBOL MS"
// or "miss SYMBOL MS" for each pick, MS the milliseconds since the pair
// was dealt (the clock paused not counted). A copy.
func (g *Game) Moves() []string { return append([]string(nil), g.moves...) }

// Deals are the pairs dealt so far, one a line ("A B: the left card's
// layout / the right's"), for a round's digest. A copy.
func (g *Game) Deals() []string { return append([]string(nil), g.deals...) }

// Play plays moves (as [Game.Moves] writes them) on a game dealing with
// gen and returns it: the same generator at the same position deals the
// same pairs. A move that does not read, a symbol on neither card, a find
// that is a miss or a miss that is a find, or a move after the game is
// over is an error naming the move.
func Play(moves []string, gen rng.Generator) (*Game, error) {
	v, err := firstMove(moves)
	if err != nil {
		return nil, err
	}
	var start time.Time
	g, err := New(v, gen, start)
	if err != nil {
		return nil, err
	}
	for _, m := range moves[1:] {
		word, sym, ms, err := parseMove(m)
		if err != nil {
			return nil, err
		}
		p, err := g.Pick(sym, g.dealt.Add(time.Duration(ms)*time.Millisecond))
		if err != nil {
			return nil, fmt.Errorf("move %q: %v", m, err)
		}
		if p.Again || p.Right != (word == "find") {
			return nil, fmt.Errorf("move %q: symbol %d is %s on this pair", m, sym, pickWord(p))
		}
	}
	return g, nil
}

// firstMove reads a game's first move, "game VARIANT".
func firstMove(moves []string) (Variant, error) {
	if len(moves) == 0 {
		return Variant{}, errors.New("a Dobble round has no moves: want \"game VARIANT\" first")
	}
	name, ok := strings.CutPrefix(moves[0], "game ")
	if !ok {
		return Variant{}, fmt.Errorf("move %q: want \"game\" and a variant", moves[0])
	}
	v, err := ParseVariant(name)
	if err != nil {
		return Variant{}, fmt.Errorf("move %q: %v", moves[0], err)
	}
	return v, nil
}

// pickWord says what a pick was.
func pickWord(p Pick) string {
	switch {
	case p.Again:
		return "found already"
	case p.Right:
		return "a find"
	}
	return "a miss"
}

// parseMove reads "find SYMBOL MS" or "miss SYMBOL MS".
func parseMove(m string) (word string, sym, ms int, err error) {
	f := strings.Fields(m)
	if len(f) == 3 && (f[0] == "find" || f[0] == "miss") {
		s, err1 := strconv.Atoi(f[1])
		t, err2 := strconv.Atoi(f[2])
		if err1 == nil && err2 == nil && s >= 0 && t >= 0 {
			return f[0], s, t, nil
		}
	}
	return "", 0, 0, fmt.Errorf("move %q: want \"find\" or \"miss\", a symbol and the milliseconds, whole numbers", m)
}
