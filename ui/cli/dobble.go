package cli

import (
	"flag"
	"fmt"
	"io"
	"math"
	"strings"

	"riffle/engine/designs"
)

var dobbleCommand = command{name: "dobble", summary: "Dobble and Double Dobble decks; which sizes exist",
	usage: "dobble [--order Q] [--json]\n       riffle dobble --double [--per-card K | --report] [--json]",
	help:  dobbleHelp, run: runDobble}

// dobbleReportTop is the largest k the report covers.
const dobbleReportTop = 13

var dobbleHelp = fmt.Sprintf(`Prints a deck in which any two cards share exactly one symbol (Dobble) or
exactly two (Double Dobble), every card checked against every other.

Dobble is the projective plane of order Q over the finite field GF(Q): Q²+Q+1
cards of Q+1 symbols. Q must be a prime power, 2…%d; Q = 7 is the shop
game's 57 cards of 8 symbols (it ships 55).

A Double Dobble is a biplane: N = 1 + K(K−1)/2 cards of K symbols, built
here for K = %s: from difference sets (the circular search of
"Quest for Double Dobbles", polettix.it, 2021, finds 0 1 2 4 for K = 4 and
0 1 2 4 7 for K = 5), the 4th powers mod 37 (K = 9) and the Gewirtz graph
(K = 11).

  --order Q       the plane's order                              (default 7)
  --double        a Double Dobble instead
  --per-card K    symbols a card, with --double                  (default 5)
  --report        with --double: for every K = 2…%d, the deck found, the
                  searches run (every abelian group of order N, and how
                  many sets each examined), the Bruck–Ryser–Chowla verdict
                  and what the literature knows
  --json          one JSON object: {"cards": [[…], …], "symbols", "per_card",
                  "shared", "name"}; with --report {"report": [{"per_card",
                  "symbols", "status", "how", "cards", "searches": [{"group",
                  "method", "examined", "found"}], "brc", "literature"}]}

Symbols are numbered 0…N−1, ascending on each card. In a group Z2×Z8 an
element is numbered in mixed radix: (a,b) is 8a+b.

An order or K with no deck built here exits 2 with one line saying which
exist.

Examples:
  riffle dobble --order 7
  riffle dobble --double --per-card 5 --json
  riffle dobble --double --report
`, designs.MaxOrder, dobbleBuilt(), dobbleReportTop)

func dobbleBuilt() string {
	s := make([]string, len(designs.DoubleBuilt))
	for i, k := range designs.DoubleBuilt {
		s[i] = fmt.Sprint(k)
	}
	return strings.Join(s, ", ")
}

// dobbleJSON is a deck as --json writes it: the four fields first.
type dobbleJSON struct {
	Cards   [][]int `json:"cards"`
	Symbols int     `json:"symbols"`
	PerCard int     `json:"per_card"`
	Shared  int     `json:"shared"`
	Name    string  `json:"name"`
}

func runDobble(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("dobble", flag.ContinueOnError)
	orderStr := fs.String("order", "7", "")
	double := fs.Bool("double", false, "")
	perCardStr := fs.String("per-card", "5", "")
	report := fs.Bool("report", false, "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case *double && set["order"]:
		return Usagef("--order is the Dobble deck's; a Double Dobble takes --per-card K")
	case !*double && (set["per-card"] || *report):
		return Usagef("--per-card and --report go with --double")
	case *report && set["per-card"]:
		return Usagef("--report covers every K = 2…%d: leave out --per-card", dobbleReportTop)
	}
	if *report {
		return writeDobbleReport(out, designs.DoubleReport(dobbleReportTop), *asJSON)
	}
	var d designs.Deck
	var name string
	if *double {
		k, err := dobbleNumber("per-card", *perCardStr, "K = "+dobbleBuilt()+" have decks here")
		if err != nil {
			return err
		}
		if d, err = designs.Double(k); err != nil {
			return dobbleError("per card", "per-card", err)
		}
		name = fmt.Sprintf("Double Dobble: a biplane of %d cards of %d symbols", d.Symbols, d.PerCard)
	} else {
		q, err := dobbleNumber("order", *orderStr, fmt.Sprintf("the prime powers 2…%d have planes", designs.MaxOrder))
		if err != nil {
			return err
		}
		if d, err = designs.Dobble(q); err != nil {
			return dobbleError("order", "order", err)
		}
		name = fmt.Sprintf("Dobble: the projective plane of order %d, %d cards of %d symbols", q, d.Symbols, d.PerCard)
	}
	if err := d.Check(); err != nil { // never: the engine's tests check every deck
		return fmt.Errorf("the deck fails its check: %v", err)
	}
	if *asJSON {
		return writeJSON(out, dobbleJSON{Cards: d.Cards, Symbols: d.Symbols, PerCard: d.PerCard, Shared: d.Shared, Name: name})
	}
	var b strings.Builder
	writeCards(&b, d.Cards, d.Symbols, "")
	b.WriteString(wrap(fmt.Sprintf("%s; any two cards share exactly %d (symbols 0…%d; checked pair by pair).",
		name, d.Shared, d.Symbols-1), 80, "", ""))
	_, err := io.WriteString(out, b.String())
	return err
}

// dobbleNumber reads a whole-number flag whose every value the engine
// judges; allowed says what exists.
func dobbleNumber(name, value, allowed string) (int, error) {
	v, err := IntFlag(name, value, math.MinInt32, math.MaxInt32)
	if err == nil {
		return int(v), nil
	}
	if strings.Trim(value, "+-0123456789_") == "" && strings.ContainsAny(value, "0123456789") {
		return 0, Usagef("--%s %s is out of range: %s", name, number(value), allowed)
	}
	return 0, Usagef("--%s %s is not a whole number: %s", name, Quote(value), allowed)
}

// dobbleError turns the engine's error, which names the field ("order",
// "per card"), into one naming the flag.
func dobbleError(field, flagName string, err error) error {
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, field+" "); ok {
		msg = "--" + flagName + " " + strings.ReplaceAll(rest, "; "+field+" ", "; --"+flagName+" ")
	}
	return Usagef("%s", msg)
}

// writeCards writes one card a line, "  12: 3 14 25 …", symbols right
// aligned; a card wider than 80 columns goes on over lines indented under
// its first symbol.
func writeCards(b *strings.Builder, cards [][]int, symbols int, indent string) {
	w := len(fmt.Sprint(symbols - 1))
	nw := len(fmt.Sprint(len(cards) - 1))
	for i, c := range cards {
		head := fmt.Sprintf("%s  %*d:", indent, nw, i)
		line := head
		for _, s := range c {
			cell := fmt.Sprintf(" %*d", w, s)
			if len(line)+len(cell) > 80 {
				b.WriteString(line + "\n")
				line = strings.Repeat(" ", len(head))
			}
			line += cell
		}
		b.WriteString(line + "\n")
	}
}
