package cli

import (
	"flag"
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"

	"riffle/engine/odds"
	"riffle/ui/text"
)

// riffleOdds is the riffle topic of riffle odds.
var riffleOdds = oddsTopic{
	name:    "riffle",
	summary: "distance from random after k riffles; the uniform stopping time",
	usage:   "riffle [--cards N] [--shuffles K] [--json]",
	help:    riffleOddsHelp,
	run:     runOddsRiffle,
}

// riffleMaxShuffles is the most riffles the table goes to: by 60 even 500
// cards are within 10^-12 of uniform.
const riffleMaxShuffles = 60

var riffleOddsHelp = fmt.Sprintf(`Prints, exactly, how far k Gilbert–Shannon–Reeds riffle shuffles leave a deck
that starts in order from a uniformly random one (Bayer and Diaconis,
"Trailing the dovetail shuffle to its lair", 1992), for k = 1…K:

  TV distance   total variation: the largest difference in probability any
                event about the order shows between riffled and random
  separation    1 − n!·(chance of the least likely order)
  P(T ≤ k)      the chance that the uniform-riffles stopping time T (riffle
                until the labels of the inverse riffles are all distinct;
                Aldous and Diaconis 1986) has stopped by riffle k — exactly
                1 − separation

and the mean of T (exactly a fraction; about 11.72 riffles for 52 cards).
Values that are exactly 0 or 1 print as 0 and 1; 1.000000 is rounded.

  --cards N      deck size, 1…%d                                  (default 52)
  --shuffles K   rows k = 1…K, K in 1…%d                           (default 10)
  --json         one JSON object: {"cards","shuffles","rows":[{"shuffles","tv",
                 "separation","stopping_time_cdf","tv_exact",
                 "separation_exact","stopping_time_cdf_exact"}],
                 "stopping_time_mean","stopping_time_mean_exact",
                 "tv_below_half","exact_note"}

Exact fractions ("p/q") are included only while the denominator is below
10^200; exact_note says which were left out. tv_below_half is the
first k with TV < 0.5, or null.

Example:
  riffle odds riffle --cards 52 --shuffles 12
`, odds.MaxRiffleCards, riffleMaxShuffles)

type riffleRowJSON struct {
	Shuffles    int     `json:"shuffles"`
	TV          float64 `json:"tv"`
	Separation  float64 `json:"separation"`
	CDF         float64 `json:"stopping_time_cdf"`
	TVExact     string  `json:"tv_exact,omitempty"`
	SepExact    string  `json:"separation_exact,omitempty"`
	CDFExact    string  `json:"stopping_time_cdf_exact,omitempty"`
	tv, sep, cd *big.Rat
}

type riffleJSON struct {
	Cards      int             `json:"cards"`
	Shuffles   int             `json:"shuffles"`
	Rows       []riffleRowJSON `json:"rows"`
	Mean       float64         `json:"stopping_time_mean"`
	MeanExact  string          `json:"stopping_time_mean_exact,omitempty"`
	BelowHalf  *int            `json:"tv_below_half"`
	ExactNote  string          `json:"exact_note,omitempty"`
	mean       *big.Rat
	omittedRow int // first row whose fractions were left out, 0 if none
}

func runOddsRiffle(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("riffle", flag.ContinueOnError)
	cardsStr := fs.String("cards", "52", "")
	shufflesStr := fs.String("shuffles", "10", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	n, err := IntFlag("cards", *cardsStr, 1, odds.MaxRiffleCards)
	if err != nil {
		return err
	}
	k, err := IntFlag("shuffles", *shufflesStr, 1, riffleMaxShuffles)
	if err != nil {
		return err
	}
	j := riffleReport(int(n), int(k))
	if *asJSON {
		return writeJSON(out, j)
	}
	return writeRiffle(out, j)
}

// riffleExactLimit: fractions whose denominator reaches 10^200 are left out
// of the JSON.
var riffleExactLimit = new(big.Int).Exp(big.NewInt(10), big.NewInt(200), nil)

// riffleExact is r as "p/q" if its denominator is below 10^200.
func riffleExact(r *big.Rat) (string, bool) {
	if r.Denom().Cmp(riffleExactLimit) >= 0 {
		return "", false
	}
	return r.RatString(), true
}

// riffleReport gathers everything the topic shows, from engine/odds.
func riffleReport(n, maxK int) riffleJSON {
	j := riffleJSON{Cards: n, Shuffles: maxK, mean: odds.StoppingTimeMean(n)}
	var omitted []string
	for _, d := range odds.RiffleTable(n, maxK) {
		cdf := odds.StoppingTimeCDF(n, d.Shuffles) // = 1 − separation (tested in engine/odds)
		r := riffleRowJSON{Shuffles: d.Shuffles, TV: ratFloat(d.TV), Separation: ratFloat(d.Separation),
			CDF: ratFloat(cdf), tv: d.TV, sep: d.Separation, cd: cdf}
		var ok [3]bool
		r.TVExact, ok[0] = riffleExact(d.TV)
		r.SepExact, ok[1] = riffleExact(d.Separation)
		r.CDFExact, ok[2] = riffleExact(cdf)
		if (!ok[0] || !ok[1] || !ok[2]) && j.omittedRow == 0 {
			j.omittedRow = d.Shuffles
		}
		if j.BelowHalf == nil && d.TV.Cmp(big.NewRat(1, 2)) < 0 {
			k := d.Shuffles
			j.BelowHalf = &k
		}
		j.Rows = append(j.Rows, r)
	}
	if j.omittedRow > 0 {
		omitted = append(omitted, fmt.Sprintf("some fractions from row k = %d on", j.omittedRow))
	}
	j.Mean = ratFloat(j.mean)
	if s, ok := riffleExact(j.mean); ok {
		j.MeanExact = s
	} else {
		omitted = append(omitted, "stopping_time_mean_exact")
	}
	if len(omitted) > 0 {
		j.ExactNote = "left out, denominator of 200 or more digits: " + strings.Join(omitted, "; ")
	}
	return j
}

// riffleDecimal writes a probability for the table: exact 0 and 1 as such,
// tiny values in scientific notation, the rest to six decimals.
func riffleDecimal(r *big.Rat) string {
	switch {
	case r.Sign() == 0:
		return "0"
	case r.Cmp(big.NewRat(1, 1)) == 0:
		return "1"
	}
	f := ratFloat(r)
	if f < 1e-4 {
		return fmt.Sprintf("%.3e", f)
	}
	return fmt.Sprintf("%.6f", f)
}

func writeRiffle(out io.Writer, j riffleJSON) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Riffle shuffles of %s in order (GSR model; exact, Bayer–Diaconis 1992)\n\n", text.Plural(j.Cards, "card"))
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  k\tTV distance\tseparation\tP(T ≤ k)")
	for _, r := range j.Rows {
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%s\n", r.Shuffles, riffleDecimal(r.tv), riffleDecimal(r.sep), riffleDecimal(r.cd))
	}
	tw.Flush()
	b.WriteString("\n")
	fmt.Fprintf(&b, "  T, riffles until the deck is exactly uniform (Aldous–Diaconis): mean %.6f\n", j.Mean)
	if s := j.mean.RatString(); len(s) <= 40 {
		fmt.Fprintf(&b, "    = %s exactly\n", s)
	} else {
		fmt.Fprintf(&b, "    (exactly a fraction whose denominator has %d digits)\n", len(j.mean.Denom().String()))
	}
	if j.BelowHalf != nil {
		fmt.Fprintf(&b, "  TV first drops below 0.5 at k = %d for %s.\n", *j.BelowHalf, text.Plural(j.Cards, "card"))
	} else {
		fmt.Fprintf(&b, "  TV stays at or above 0.5 for k ≤ %d with %s.\n", j.Shuffles, text.Plural(j.Cards, "card"))
	}
	_, err := io.WriteString(out, b.String())
	return err
}
