package cards

import (
	"strings"
	"testing"
)

// The seed corpora of these targets are in testdata/fuzz and run in every
// go test:
//
//	go test -run '^$' -fuzz '^FuzzParse$' -fuzztime 30s ./engine/cards

// lineBreaks are the characters that end a line on a terminal or in a text
// viewer: a one-line message holds none of them.
const lineBreaks = "\n\r\v\f\u0085\u2028\u2029"

// cardTexts maps every way Parse's doc says a card may be written — a rank
// (2–9, T or 10, J, Q, K, A) then a suit (c, d, h, s or a suit sign), in
// either case — to the card's rank and suit, built from the doc rather than
// from Parse.
var cardTexts = func() map[string][2]int {
	ranks := map[string]int{"10": 10, "t": 10, "T": 10, "j": 11, "J": 11, "q": 12, "Q": 12, "k": 13, "K": 13, "a": 14, "A": 14}
	for r := 2; r <= 9; r++ {
		ranks[string(rune('0'+r))] = r
	}
	suits := map[string]int{}
	for s, forms := range [][]string{{"c", "C", "♣", "♧"}, {"d", "D", "♦", "♢"}, {"h", "H", "♥", "♡"}, {"s", "S", "♠", "♤"}} {
		for _, form := range forms {
			suits[form] = s
		}
	}
	m := map[string][2]int{}
	for rt, r := range ranks {
		for st, s := range suits {
			m[rt+st] = [2]int{r, s}
		}
	}
	return m
}()

// FuzzParse: Parse never panics; it accepts exactly the texts of cardTexts
// and returns that card, which String and Symbol write back to text Parse
// reads as the same card; a refusal is one line naming the text.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"Ah", "10♠", "td", "2C", "7♧", "", "1h", "11s", "A", "h", "Ahh", "AH ", "Ａh", "\xffh", "10"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		want, known := cardTexts[s]
		if (err == nil) != known {
			t.Fatalf("Parse(%q) = %v, %v; want accepted = %v", s, c, err, known)
		}
		if err != nil {
			if msg := err.Error(); strings.ContainsAny(msg, lineBreaks) || !strings.Contains(msg, "not a card") {
				t.Fatalf("Parse(%q): error %q is not one line", s, msg)
			}
			return
		}
		if !c.Valid() || int(c.Rank()) != want[0] || int(c.Suit()) != want[1] {
			t.Fatalf("Parse(%q) = %v (rank %d, suit %d), want rank %d, suit %d", s, c, c.Rank(), c.Suit(), want[0], want[1])
		}
		for _, text := range []string{c.String(), c.Symbol()} {
			if back, err := Parse(text); err != nil || back != c {
				t.Fatalf("Parse(%q) = %v, written %q, read back as %v, %v", s, c, text, back, err)
			}
		}
	})
}

// FuzzParseCards: ParseCards never panics; it accepts a list exactly when
// every token between spaces, tabs, line ends and commas is a card and no
// card comes twice, and then returns one card per token in order, which
// FormatCards writes back to a list ParseCards reads as the same cards; a
// refusal is one line.
func FuzzParseCards(f *testing.F) {
	for _, s := range []string{"Ah Kd", "ah,kd,7c", " 7c\t7d\r\n2s ", "", " , ", "Ah Ah", "Ah ah", "Ah\u00a0Kd",
		"A♥ K♦ 10♣", "Ah Kd x", "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cs, err := ParseCards(s)
		fields := strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(" \t\r\n,", r) })
		valid, seen := true, map[[2]int]bool{}
		var toks []string // the cards written, a field split where cards run together ("AsAd")
		for _, f := range fields {
			pieces, ok := segment(f)
			if !ok {
				valid = false
				continue
			}
			for _, tok := range pieces {
				rs := cardTexts[tok]
				valid = valid && !seen[rs]
				seen[rs] = true
				toks = append(toks, tok)
			}
		}
		if (err == nil) != valid {
			t.Fatalf("ParseCards(%q) = %v, %v; want accepted = %v", s, cs, err, valid)
		}
		if err != nil {
			if msg := err.Error(); strings.ContainsAny(msg, lineBreaks) {
				t.Fatalf("ParseCards(%q): error %q is not one line", s, msg)
			}
			return
		}
		if len(cs) != len(toks) {
			t.Fatalf("ParseCards(%q) = %v: %d cards for %d tokens", s, cs, len(cs), len(toks))
		}
		for i, c := range cs {
			if want := cardTexts[toks[i]]; int(c.Rank()) != want[0] || int(c.Suit()) != want[1] {
				t.Fatalf("ParseCards(%q): card %d is %v, want %q", s, i, c, toks[i])
			}
		}
		back, err := ParseCards(FormatCards(cs))
		if err != nil || len(back) != len(cs) {
			t.Fatalf("ParseCards(%q) = %v, written %q, read back as %v, %v", s, cs, FormatCards(cs), back, err)
		}
		for i := range cs {
			if back[i] != cs[i] {
				t.Fatalf("ParseCards(%q) = %v, read back as %v", s, cs, back)
			}
		}
	})
}

// segment splits a field into card texts of cardTexts, every way tried
// (the field itself first): an independent reading of cards run together.
func segment(f string) ([]string, bool) {
	if _, ok := cardTexts[f]; ok {
		return []string{f}, true
	}
	for i := 1; i < len(f); i++ {
		if _, ok := cardTexts[f[:i]]; !ok {
			continue
		}
		if rest, ok := segment(f[i:]); ok {
			return append([]string{f[:i]}, rest...), true
		}
	}
	return nil, false
}
