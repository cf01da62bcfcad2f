// Package cards holds playing cards, decks and poker hand evaluation: the
// ground the poker table (dealt hands, Texas Hold'em showdowns, the 1999 ASF
// shuffle cracked from visible cards) and the New Age Solitaire table stand on.
//
// A [Card] is a small integer, 0…51; [NewDeck] lists them in that order and
// [NewDeckOrder] gives the order a new pack comes out of its box. [Parse] and
// [ParseCards] read cards as people write them ("Ah", "10d", "7c").
//
// [Eval5] and [Eval7] value a poker hand as a [Value], a uint32 whose natural
// order (<, ==) is the order of poker hands, kickers and the wheel included:
// the best five of seven cards for Eval7. [Value.Class] is the hand's class
// (royal flush apart from the other straight flushes) and [Describe] says it in
// words: "Full house, kings over fours".
//
// Evaluation is built for inner loops (a 133,784,560-hand enumeration, the
// shuffle-cracking search): a [Hand] is the sum of its cards' packed keys
// (rank counts, suit counts) beside their [Set], a 64-bit mask with one
// 13-bit block per suit; adding a card is an addition and an OR, and a hand
// is valued by a flush table or a perfect hash of its rank counts and a
// table of the 7,462 distinct values (evaltables.go) — no sorting, no
// allocation, some 5 ns a hand in an enumeration. Nothing here draws random numbers: shuffling takes a generator
// and lives in riffle/engine/shuffle.
package cards

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Rank is a card's rank, Two = 2 … Ace = 14: aces are high. An ace also plays
// low in the wheel, the straight A-2-3-4-5, whose top card is then the five
// (see [Eval5]).
type Rank uint8

// The ranks, two to ace.
const (
	Two Rank = 2 + iota
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// Valid reports whether r is one of Two…Ace.
func (r Rank) Valid() bool { return r >= Two && r <= Ace }

const rankLetters = "23456789TJQKA"

// String is the rank's letter: "2"…"9", "T" for ten, "J", "Q", "K", "A".
func (r Rank) String() string {
	if !r.Valid() {
		return fmt.Sprintf("Rank(%d)", uint8(r))
	}
	return rankLetters[r-Two : r-Two+1]
}

var rankNames = [...]string{"two", "three", "four", "five", "six", "seven", "eight",
	"nine", "ten", "jack", "queen", "king", "ace"}

// Name is the rank in words: "two", "ten", "ace".
func (r Rank) Name() string {
	if !r.Valid() {
		return r.String()
	}
	return rankNames[r-Two]
}

// Plural is the rank's plural: "twos", "sixes", "aces".
func (r Rank) Plural() string {
	if r == Six {
		return "sixes"
	}
	return r.Name() + "s"
}

// Suit is a card's suit. The order (clubs, diamonds, hearts, spades — the
// alphabetical bridge order) is only a numbering: no suit outranks another in
// poker.
type Suit uint8

// The suits.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// Valid reports whether s is one of Clubs…Spades.
func (s Suit) Valid() bool { return s <= Spades }

const suitLetters = "cdhs"

var (
	suitSymbols = [...]string{"♣", "♦", "♥", "♠"}
	suitNames   = [...]string{"clubs", "diamonds", "hearts", "spades"}
)

// String is the suit's letter: "c", "d", "h", "s".
func (s Suit) String() string {
	if !s.Valid() {
		return fmt.Sprintf("Suit(%d)", uint8(s))
	}
	return suitLetters[s : s+1]
}

// Symbol is the suit's sign: "♣", "♦", "♥", "♠".
func (s Suit) Symbol() string {
	if !s.Valid() {
		return s.String()
	}
	return suitSymbols[s]
}

// Name is the suit in words: "clubs", "diamonds", "hearts", "spades".
func (s Suit) Name() string {
	if !s.Valid() {
		return s.String()
	}
	return suitNames[s]
}

// Card is one of the 52 cards, numbered suit by suit:
//
//	Card = 13·suit + (rank − 2)    0 = 2♣, 12 = A♣, 13 = 2♦, …, 51 = A♠
//
// Values 52 and above are not cards: [Card.Valid] is false for them, the
// evaluators panic on them and String writes "Card(n)".
type Card uint8

// NumCards is the number of cards in a deck.
const NumCards = 52

// NewCard is the card of rank r and suit s. It panics if either is invalid.
func NewCard(r Rank, s Suit) Card {
	if !r.Valid() || !s.Valid() {
		panic(fmt.Sprintf("cards: NewCard(%d, %d): rank must be 2…14 and suit 0…3", uint8(r), uint8(s)))
	}
	return Card(uint8(s)*13 + uint8(r-Two))
}

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c < NumCards }

// Rank is c's rank (meaningless for an invalid card).
func (c Card) Rank() Rank { return Rank(c%13) + Two }

// Suit is c's suit; for an invalid card, an invalid suit.
func (c Card) Suit() Suit { return Suit(c / 13) }

// String writes c as rank letter and suit letter: "Ah", "Td", "2c".
// [Parse] reads it back.
func (c Card) String() string {
	if !c.Valid() {
		return fmt.Sprintf("Card(%d)", uint8(c))
	}
	return c.Rank().String() + c.Suit().String()
}

// Symbol writes c with its suit sign: "A♥", "T♦", "2♣" (T keeps every card two
// columns wide). [Parse] reads it back.
func (c Card) Symbol() string {
	if !c.Valid() {
		return c.String()
	}
	return c.Rank().String() + c.Suit().Symbol()
}

// Name is c in words: "ace of hearts".
func (c Card) Name() string {
	if !c.Valid() {
		return c.String()
	}
	return c.Rank().Name() + " of " + c.Suit().Name()
}

// NewDeck returns the 52 cards in the canonical order, Card(0) first:
//
//	2♣ 3♣ … K♣ A♣  2♦ … A♦  2♥ … A♥  2♠ … A♠
//
// clubs, diamonds, hearts, spades, each from two up to ace, so that
// NewDeck()[i] == Card(i). The slice is new: the caller may shuffle it.
func NewDeck() []Card {
	d := make([]Card, NumCards)
	for i := range d {
		d[i] = Card(i)
	}
	return d
}

// NewDeckOrder returns the 52 cards in "new deck order", top card first, as
// a new pack of Bicycle-style cards comes out of its box and as the New Age
// Solitaire game starts:
//
//	A♥ 2♥ … K♥   A♣ 2♣ … K♣   K♦ Q♦ … A♦   K♠ Q♠ … A♠
//
// Source: the New Age Solitaire game in the blog post "Betting on seven
// shuffles" (riffle's sources, dice-riffles-and-puzzles.txt): Alice looks for
// the top half in order, A–K of hearts then A–K of clubs; Bob for the bottom
// half in reverse, A–K of spades then A–K of diamonds. The game is from van
// Zuylen and Schalekamp, "The Achilles' Heel of the GSR Shuffle", PEIS 18(3),
// 2004.
func NewDeckOrder() []Card {
	up := []Rank{Ace, Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King}
	d := make([]Card, 0, NumCards)
	for _, s := range []Suit{Hearts, Clubs} {
		for _, r := range up {
			d = append(d, NewCard(r, s))
		}
	}
	for _, s := range []Suit{Diamonds, Spades} {
		for i := len(up) - 1; i >= 0; i-- {
			d = append(d, NewCard(up[i], s))
		}
	}
	return d
}

// Parse reads one card: a rank (2–9, T or 10, J, Q, K, A) then a suit (c, d,
// h, s, or ♣ ♦ ♥ ♠), in either case: "Ah", "ah", "10H", "Td", "7♣". The error
// is one line naming the token and what is allowed.
func Parse(s string) (Card, error) {
	bad := func() (Card, error) {
		return 0, fmt.Errorf("cards: %q is not a card: want a rank 2-9, T or 10, J, Q, K, A and then a suit c, d, h, s (like Ah, 10d, 7c)", s)
	}
	suitRune, size := utf8.DecodeLastRuneInString(s)
	if size == 0 {
		return bad()
	}
	var suit Suit
	switch suitRune {
	case 'c', 'C', '♣', '♧':
		suit = Clubs
	case 'd', 'D', '♦', '♢':
		suit = Diamonds
	case 'h', 'H', '♥', '♡':
		suit = Hearts
	case 's', 'S', '♠', '♤':
		suit = Spades
	default:
		return bad()
	}
	rs := strings.ToUpper(s[:len(s)-size])
	if rs == "10" {
		rs = "T"
	}
	if len(rs) != 1 {
		return bad()
	}
	i := strings.IndexByte(rankLetters, rs[0])
	if i < 0 {
		return bad()
	}
	return NewCard(Two+Rank(i), suit), nil
}

// MustParse is [Parse] for literals in code and tests; it panics on an error.
func MustParse(s string) Card {
	c, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return c
}

// ParseCards reads cards as players write them: separated by spaces or
// commas or run together ("Ah Kd 7c", "ah,kd,7c", "AsAd", "10hJs",
// "ThJs"), each as [Parse] reads it, and rejects a card given twice. An
// empty or blank string gives no cards and no error.
func ParseCards(s string) ([]Card, error) {
	toks := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' })
	cs := make([]Card, 0, len(toks))
	var seen Set
	for _, tok := range toks {
		for _, t := range splitRun(tok) {
			c, err := Parse(t)
			if err != nil {
				return nil, err
			}
			if seen.Has(c) {
				return nil, fmt.Errorf("cards: %q is given twice (%s): each card may appear once", t, c)
			}
			seen = seen.With(c)
			cs = append(cs, c)
		}
	}
	return cs, nil
}

// splitRun splits cards written together ("AsAd", "10hJs") into one a
// card, each a rank (one character, or 10) then a suit; a token that is
// one card, or does not split so, comes back whole for Parse to read (and
// name, when it is no card).
func splitRun(tok string) []string {
	if _, err := Parse(tok); err == nil {
		return []string{tok}
	}
	var out []string
	for t := tok; t != ""; {
		n := 1
		if strings.HasPrefix(t, "10") {
			n = 2
		}
		if len(t) <= n {
			return []string{tok}
		}
		_, size := utf8.DecodeRuneInString(t[n:])
		out = append(out, t[:n+size])
		t = t[n+size:]
	}
	if len(out) < 2 {
		return []string{tok}
	}
	return out
}

// MustParseCards is [ParseCards] for literals in code and tests; it panics on
// an error.
func MustParseCards(s string) []Card {
	cs, err := ParseCards(s)
	if err != nil {
		panic(err)
	}
	return cs
}

// FormatCards writes cards separated by spaces: "Ah Kd 7c".
func FormatCards(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}
