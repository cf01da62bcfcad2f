package cards

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestCardNumbering(t *testing.T) {
	// The documented numbering: 13·suit + rank − 2.
	for _, c := range []struct {
		card     Card
		rank     Rank
		suit     Suit
		str, sym string
		name     string
	}{
		{0, Two, Clubs, "2c", "2♣", "two of clubs"},
		{12, Ace, Clubs, "Ac", "A♣", "ace of clubs"},
		{13, Two, Diamonds, "2d", "2♦", "two of diamonds"},
		{21, Ten, Diamonds, "Td", "T♦", "ten of diamonds"},
		{38, Ace, Hearts, "Ah", "A♥", "ace of hearts"},
		{45, Eight, Spades, "8s", "8♠", "eight of spades"},
		{51, Ace, Spades, "As", "A♠", "ace of spades"},
	} {
		if got := NewCard(c.rank, c.suit); got != c.card {
			t.Errorf("NewCard(%v, %v) = %d, want %d", c.rank, c.suit, got, c.card)
		}
		if c.card.Rank() != c.rank || c.card.Suit() != c.suit {
			t.Errorf("Card(%d): rank %v suit %v, want %v %v", c.card, c.card.Rank(), c.card.Suit(), c.rank, c.suit)
		}
		if c.card.String() != c.str || c.card.Symbol() != c.sym || c.card.Name() != c.name {
			t.Errorf("Card(%d) = %q %q %q, want %q %q %q", c.card, c.card, c.card.Symbol(), c.card.Name(), c.str, c.sym, c.name)
		}
	}
	if s := Card(52).String(); s != "Card(52)" || Card(52).Valid() {
		t.Errorf("Card(52) = %q, valid %v", s, Card(52).Valid())
	}
}

func TestNewCardPanics(t *testing.T) {
	for _, rs := range [][2]uint8{{1, 0}, {15, 0}, {2, 4}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("NewCard(%d, %d) did not panic", rs[0], rs[1])
				}
			}()
			NewCard(Rank(rs[0]), Suit(rs[1]))
		}()
	}
}

func TestRankNames(t *testing.T) {
	got := []string{}
	for r := Two; r <= Ace; r++ {
		got = append(got, r.String()+"="+r.Plural())
	}
	want := "2=twos 3=threes 4=fours 5=fives 6=sixes 7=sevens 8=eights 9=nines T=tens J=jacks Q=queens K=kings A=aces"
	if strings.Join(got, " ") != want {
		t.Errorf("ranks:\n got %s\nwant %s", strings.Join(got, " "), want)
	}
}

func TestNewDeck(t *testing.T) {
	d := NewDeck()
	if len(d) != 52 {
		t.Fatalf("NewDeck has %d cards", len(d))
	}
	// Clubs, diamonds, hearts, spades, each two to ace.
	want := "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ad " +
		"2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As"
	if got := FormatCards(d); got != want {
		t.Errorf("NewDeck:\n got %s\nwant %s", got, want)
	}
	d[0] = 51 // a fresh slice each time
	if NewDeck()[0] != 0 {
		t.Error("NewDeck shares its slice")
	}
}

func TestNewDeckOrder(t *testing.T) {
	// New deck order, top first (the New Age Solitaire description): A–K of
	// hearts, A–K of clubs, then K–A of diamonds, K–A of spades.
	want := "Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc " +
		"Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d 2d Ad Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As"
	d := NewDeckOrder()
	if got := FormatCards(d); got != want {
		t.Errorf("NewDeckOrder:\n got %s\nwant %s", got, want)
	}
	if SetOf(d...) != fullDeck {
		t.Error("NewDeckOrder is not the 52 cards")
	}
}

func TestParseRoundTrip(t *testing.T) {
	for _, c := range NewDeck() {
		for _, s := range []string{c.String(), c.Symbol(), strings.ToLower(c.String()), strings.ToUpper(c.String())} {
			got, err := Parse(s)
			if err != nil || got != c {
				t.Errorf("Parse(%q) = %v, %v; want %v", s, got, err, c)
			}
		}
	}
	for s, want := range map[string]Card{"10h": NewCard(Ten, Hearts), "10S": NewCard(Ten, Spades),
		"th": NewCard(Ten, Hearts), "a♡": NewCard(Ace, Hearts), "Q♤": NewCard(Queen, Spades)} {
		if got, err := Parse(s); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, s := range []string{"", "A", "h", "1h", "11h", "0h", "Ax", "AAh", "Ah ", " Ah", "Zs", "100h", "♥A"} {
		c, err := Parse(s)
		if err == nil {
			t.Errorf("Parse(%q) = %v, want an error", s, c)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") || !strings.Contains(msg, strconv.Quote(s)) || !strings.Contains(msg, "T or 10") {
			t.Errorf("Parse(%q) error %q: want one line naming the token and the allowed ranks", s, msg)
		}
	}
}

func TestParseCards(t *testing.T) {
	got, err := ParseCards(" Ah kd,7c\t10S ")
	want := []Card{MustParse("Ah"), MustParse("Kd"), MustParse("7c"), MustParse("Ts")}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("ParseCards = %v, %v; want %v", got, err, want)
	}
	if got, err := ParseCards("  "); err != nil || len(got) != 0 {
		t.Errorf("ParseCards(blank) = %v, %v", got, err)
	}
	if _, err := ParseCards("Ah Kd ah"); err == nil || !strings.Contains(err.Error(), `"ah"`) || !strings.Contains(err.Error(), "twice") {
		t.Errorf("ParseCards with a duplicate: error %v, want one naming \"ah\"", err)
	}
	if _, err := ParseCards("Ah Kx"); err == nil || !strings.Contains(err.Error(), `"Kx"`) {
		t.Errorf("ParseCards with a bad token: error %v, want one naming \"Kx\"", err)
	}
	d := NewDeck()
	if back, err := ParseCards(FormatCards(d)); err != nil || !slices.Equal(back, d) {
		t.Errorf("ParseCards(FormatCards(deck)) = %v, %v", back, err)
	}
}

func TestSet(t *testing.T) {
	cs := MustParseCards("As 2c Td 7h")
	s := SetOf(cs...)
	if s.Len() != 4 || !s.Has(MustParse("Td")) || s.Has(MustParse("Th")) || s.Has(Card(60)) {
		t.Errorf("SetOf(%v) = %#x: Len %d", cs, uint64(s), s.Len())
	}
	// Cards come back in NewDeck order.
	if got := FormatCards(s.Cards()); got != "2c Td 7h As" {
		t.Errorf("Cards() = %s", got)
	}
	// The documented bit layout.
	if SetOf(MustParse("2c")) != 1 || SetOf(MustParse("As")) != 1<<60 || SetOf(MustParse("3d")) != 1<<17 {
		t.Error("Set bit layout differs from its doc comment")
	}
	defer func() {
		if recover() == nil {
			t.Error("SetOf(Card(52)) did not panic")
		}
	}()
	SetOf(52)
}

// Cards as players write them: run together, spaced, in either case, T or
// 10, with the suits' symbols; a run with a piece that is no card is
// refused naming that piece; a card twice, even in one run, is refused.
func TestParseCardsAsPlayersWrite(t *testing.T) {
	aces := []Card{MustParse("As"), MustParse("Ad")}
	for _, s := range []string{"AsAd", "As Ad", "as ad", "asad", "A♠A♦", "As,Ad"} {
		if got, err := ParseCards(s); err != nil || !slices.Equal(got, aces) {
			t.Errorf("ParseCards(%q) = %v, %v; want As Ad", s, got, err)
		}
	}
	tens := []Card{MustParse("Th"), MustParse("Js")}
	for _, s := range []string{"ThJs", "10hJs", "10h Js", "th js", "10HJS"} {
		if got, err := ParseCards(s); err != nil || !slices.Equal(got, tens) {
			t.Errorf("ParseCards(%q) = %v, %v; want Th Js", s, got, err)
		}
	}
	for s, want := range map[string]string{
		"AsAx":  `"Ax" is not a card`,
		"AsA":   `"AsA" is not a card`,
		"AsAs":  `"As" is given twice`,
		"1s":    `"1s" is not a card`,
		"AsKdQ": `"AsKdQ" is not a card`,
	} {
		if _, err := ParseCards(s); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseCards(%q): %v, want %s", s, err, want)
		}
	}
}
