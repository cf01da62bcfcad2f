package cli

import (
	"flag"
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"

	"riffle/engine/odds"
)

// pokerOdds is the poker topic of riffle odds.
var pokerOdds = oddsTopic{
	name:    "poker",
	summary: "poker hand classes in 5 cards, or best five of 7, counted exactly",
	usage:   "poker [--cards 5|7] [--json]",
	help:    pokerOddsHelp,
	run:     runOddsPoker,
}

const pokerOddsHelp = `Counts the poker hands of 5 cards (or of 7, valued by their best five as in
Texas Hold'em) from a 52-card deck by class — royal flush apart from the
other straight flushes — and prints for each class the number of hands, the
exact probability

  P = hands of the class / all hands

as a fraction and a decimal, and the odds against it, "X : 1" with
X = (all hands − hands of the class) / hands of the class (whole numbers
exact; otherwise rounded to 2 decimals, 4 below 10).

  --cards N   hand size, 5 or 7: 2,598,960 or 133,784,560 hands  (default 5)
  --json      one JSON object: {"cards","total","classes":[{"name","count",
              "probability","probability_exact","odds_against",
              "odds_against_exact"}]}, classes best first; "probability" is a
              number, "…_exact" the fraction "p/q" (for the odds, of X)

The hands are counted by rank and suit patterns, not one by one: a suit
holding five or more cards decides a flush by its ranks alone, with the other
cards from the 39 off its suit; every other hand is valued by its ranks, once
for each of the 49,205 ways seven cards can fall on the 13 ranks, times the
suit assignments that make no flush. Some 54,000 hands are valued instead of
133,784,560: milliseconds, not seconds. The counts are exact integers and
match the published tables (Wikipedia, "Poker probability") and, in the
tests, a full enumeration of every hand.

Examples:
  riffle odds poker
  riffle odds poker --cards 7
  riffle odds poker --cards 7 --json
`

type pokerClassJSON struct {
	Name        string  `json:"name"`
	Count       int64   `json:"count"`
	Prob        float64 `json:"probability"`
	ProbExact   string  `json:"probability_exact"`
	OddsAgainst string  `json:"odds_against"`
	OddsExact   string  `json:"odds_against_exact"`
}

type pokerJSON struct {
	Cards   int              `json:"cards"`
	Total   int64            `json:"total"`
	Classes []pokerClassJSON `json:"classes"`
}

func runOddsPoker(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("poker", flag.ContinueOnError)
	cardsStr := fs.String("cards", "5", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	// Only two sizes have a table worth printing (and a published one to
	// check it against): IntFlag's range would admit 6.
	var n int
	switch strings.TrimSpace(*cardsStr) {
	case "5":
		n = 5
	case "7":
		n = 7
	default:
		return Usagef("--cards %s: allowed 5 or 7", Quote(*cardsStr))
	}
	classes, err := odds.PokerClasses(n)
	if err != nil {
		return err
	}
	j := pokerReport(n, classes)
	if *asJSON {
		return writeJSON(out, j)
	}
	return writePoker(out, j, classes)
}

func pokerReport(n int, classes []odds.PokerClass) pokerJSON {
	j := pokerJSON{Cards: n, Total: classes[0].Total}
	for _, c := range classes {
		p, x := c.Prob(), c.OddsAgainst()
		j.Classes = append(j.Classes, pokerClassJSON{
			Name: c.Class.String(), Count: c.Count,
			Prob: ratFloat(p), ProbExact: p.RatString(),
			OddsAgainst: pokerOddsText(x), OddsExact: x.RatString(),
		})
	}
	return j
}

// pokerOddsText writes odds against as "X : 1": a whole X exactly with
// thousands separators ("649,739 : 1"), otherwise rounded half away from
// zero to 2 decimals, or 4 below 10, trailing zeros dropped ("72,192.33 : 1",
// "507.8 : 1", "0.9953 : 1").
func pokerOddsText(x *big.Rat) string {
	prec := 2
	if x.Cmp(big.NewRat(10, 1)) < 0 {
		prec = 4
	}
	s := x.FloatString(prec)
	whole, frac, _ := strings.Cut(s, ".")
	frac = strings.TrimRight(frac, "0")
	var b strings.Builder
	b.WriteString(groupDigitString(whole))
	if frac != "" {
		b.WriteString("." + frac)
	}
	return b.String() + " : 1"
}

func writePoker(out io.Writer, j pokerJSON, classes []odds.PokerClass) error {
	fmt.Fprintf(out, "Poker: all %s hands of %d cards from a 52-card deck, by class", groupDigits(j.Total), j.Cards)
	if j.Cards == 7 {
		fmt.Fprint(out, "\nof each hand's best five cards (Texas Hold'em: two hole cards, five on board)")
	}
	fmt.Fprint(out, "\n\n")
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	// Right-aligned numbers; the class names padded to read left-aligned.
	fmt.Fprintf(tw, "%-15s\thands\tprobability\todds against\t\n", "class")
	for i, c := range j.Classes {
		fmt.Fprintf(tw, "%-15s\t%s\t%s\t%s\t\n", c.Name, groupDigits(c.Count), ratText(classes[i].Prob()), c.OddsAgainst)
	}
	fmt.Fprintf(tw, "%-15s\t%s\t1\t\n", "all", groupDigits(j.Total))
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(out, "\nOdds against X : 1 — X hands without the class for every hand with it.")
	return err
}
