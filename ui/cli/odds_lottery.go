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

// lotteryOdds is the lottery topic of riffle odds.
var lotteryOdds = oddsTopic{
	name:    "lottery",
	summary: "lotteries and keno: draws, and the chance of matching m numbers",
	usage:   "lottery (--preset NAME | --pick K --of N [--bonus-of M])\n         [--spots S] [--json]",
	help:    lotteryOddsHelp,
	run:     runOddsLottery,
}

const lotteryOddsHelp = `Prints the exact odds of a lottery: K balls drawn from N, a ticket marking S
numbers, and optionally a bonus drum of M balls from which one is drawn and
the ticket picks one (Powerball's red ball). Shows the number of equally
likely draws, C(N, K) (times M with a bonus drum), and for each m the chance
that exactly m of the ticket's numbers are drawn,

  P(m) = C(S, m)·C(N − S, K − m) / C(N, K)

as a fraction, a decimal and "1 in X" (X = 1/P(m), two decimals, as prize
charts print it); with a bonus drum also P(m and the bonus) = P(m)/M and
P(m, not the bonus) = P(m)·(M − 1)/M.

  --preset NAME   roadrunner (5 of 37), lotto (6 of 40), keno (20 of 80, 1…10
                  spots), powerball-2012 (5 of 59 + 1 of 39: 2009–Jan 2012),
                  powerball (5 of 69 + 1 of 26: since Oct 2015)
  --pick K        balls drawn, 1…N                  (instead of --preset)
  --of N          balls in the drum, 1…1,000        (instead of --preset)
  --bonus-of M    balls in the bonus drum, 2…1,000  (default: none)
  --spots S       numbers the ticket marks: 1…N, keno 1…10
                  (default K; keno 10)
  --json          one JSON object: {"balls","drawn","spots","bonus_balls",
                  "combinations","combinations_exact","matches":[{"m",
                  "probability","probability_exact","odds_against", and with
                  a bonus drum "with_bonus","with_bonus_exact",
                  "with_bonus_odds_against","without_bonus",…}]}

"combinations" is a JSON number up to 2^53 (9,007,199,254,740,992), above
which a number would lose digits in most JSON readers; beyond that it is
the exact count as a string of digits. "combinations_exact" is always the
string. Each "…_exact" is the fraction "p/q".

Examples:
  riffle odds lottery --preset powerball
  riffle odds lottery --preset keno --spots 6
  riffle odds lottery --pick 6 --of 49
`

type lotteryMatchJSON struct {
	M              int      `json:"m"`
	Prob           float64  `json:"probability"`
	ProbExact      string   `json:"probability_exact"`
	OddsAgainst    string   `json:"odds_against"`
	With           *float64 `json:"with_bonus,omitempty"`
	WithExact      string   `json:"with_bonus_exact,omitempty"`
	WithAgainst    string   `json:"with_bonus_odds_against,omitempty"`
	Without        *float64 `json:"without_bonus,omitempty"`
	WithoutExact   string   `json:"without_bonus_exact,omitempty"`
	WithoutAgainst string   `json:"without_bonus_odds_against,omitempty"`
	p, w, wo       *big.Rat // exact, for the readable view
}

type lotteryJSON struct {
	Preset       string             `json:"preset,omitempty"`
	Summary      string             `json:"summary,omitempty"`
	Balls        int                `json:"balls"`
	Drawn        int                `json:"drawn"`
	Spots        int                `json:"spots"`
	BonusBalls   int                `json:"bonus_balls,omitempty"`
	Combinations any                `json:"combinations"`
	CombExact    string             `json:"combinations_exact"`
	Matches      []lotteryMatchJSON `json:"matches"`
}

// lotteryMaxSafe is 2^53: integers up to it survive a float64 JSON reader.
const lotteryMaxSafe = 1 << 53

func runOddsLottery(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("lottery", flag.ContinueOnError)
	presetName := fs.String("preset", "", "")
	pickStr := fs.String("pick", "", "")
	ofStr := fs.String("of", "", "")
	bonusStr := fs.String("bonus-of", "", "")
	spotsStr := fs.String("spots", "", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	l, preset, err := lotteryFromFlags(*presetName, *pickStr, *ofStr, *bonusStr, *spotsStr)
	if err != nil {
		return err
	}
	j := lotteryReport(l, preset)
	if *asJSON {
		return writeJSON(out, j)
	}
	return writeLottery(out, l, j)
}

// lotteryFromFlags builds the lottery the flags describe, or a one-line
// usage error naming the flag and what it allows.
func lotteryFromFlags(presetName, pickStr, ofStr, bonusStr, spotsStr string) (odds.Lottery, *odds.LotteryPreset, error) {
	var l odds.Lottery
	var preset *odds.LotteryPreset
	minSpots, maxSpots := int64(1), int64(0)
	if presetName != "" {
		if pickStr != "" || ofStr != "" || bonusStr != "" {
			return l, nil, Usagef("--preset %s cannot be combined with --pick, --of or --bonus-of: use one or the other", Quote(presetName))
		}
		p, err := odds.LookupLottery(presetName)
		if err != nil {
			return l, nil, Usagef("--preset: %v", err)
		}
		l, preset = p.Lottery, &p
		minSpots, maxSpots = int64(p.MinSpots), int64(p.MaxSpots)
	} else {
		if pickStr == "" || ofStr == "" {
			var names []string
			for _, p := range odds.LotteryPresets() {
				names = append(names, p.Name)
			}
			return l, nil, Usagef("needs --preset NAME (%s) or both --pick K and --of N", strings.Join(names, ", "))
		}
		n, err := IntFlag("of", ofStr, 1, odds.MaxLotteryBalls)
		if err != nil {
			return l, nil, err
		}
		k, err := IntFlag("pick", pickStr, 1, n)
		if err != nil {
			return l, nil, err
		}
		l = odds.Lottery{Balls: int(n), Drawn: int(k), Spots: int(k)}
		if bonusStr != "" {
			m, err := IntFlag("bonus-of", bonusStr, 2, odds.MaxLotteryBalls)
			if err != nil {
				return l, nil, err
			}
			l.Bonus = int(m)
		}
		maxSpots = n
	}
	if spotsStr != "" {
		s, err := IntFlag("spots", spotsStr, minSpots, maxSpots)
		if err != nil {
			return l, nil, err
		}
		l.Spots = int(s)
	}
	if err := l.Validate(); err != nil {
		return l, nil, Usagef("%v", err)
	}
	return l, preset, nil
}

// lotteryOneIn writes 1/p as prize charts do, "1 in 11,688,053.52": two
// decimals rounded half away from zero from the exact quotient; beyond 10^15
// four significant digits ("1 in 2.703e+299"); "never" for p = 0.
func lotteryOneIn(p *big.Rat) string {
	if p.Sign() == 0 {
		return "never"
	}
	x := new(big.Rat).Inv(p)
	if x.Cmp(big.NewRat(1e15, 1)) >= 0 {
		return fmt.Sprintf("1 in %.4g", ratFloat(x))
	}
	s := x.FloatString(2)
	whole, frac, _ := strings.Cut(s, ".")
	return "1 in " + groupDigitString(whole) + "." + frac
}

func lotteryReport(l odds.Lottery, preset *odds.LotteryPreset) lotteryJSON {
	spots := l.Spots
	if spots == 0 {
		spots = l.Drawn
	}
	c := l.Combinations()
	j := lotteryJSON{Balls: l.Balls, Drawn: l.Drawn, Spots: spots, BonusBalls: l.Bonus, CombExact: c.String()}
	if preset != nil {
		j.Preset, j.Summary = preset.Name, preset.Summary
	}
	if c.IsInt64() && c.Int64() <= lotteryMaxSafe {
		j.Combinations = c.Int64()
	} else {
		j.Combinations = c.String()
	}
	var with, without []*big.Rat
	if l.Bonus > 0 {
		with, without = l.MatchesBonus()
	}
	for m, p := range l.Matches() {
		row := lotteryMatchJSON{M: m, Prob: ratFloat(p), ProbExact: p.RatString(), OddsAgainst: lotteryOneIn(p), p: p}
		if l.Bonus > 0 {
			w, wo := with[m], without[m]
			row.w, row.wo = w, wo
			wf, wof := ratFloat(w), ratFloat(wo)
			row.With, row.WithExact, row.WithAgainst = &wf, w.RatString(), lotteryOneIn(w)
			row.Without, row.WithoutExact, row.WithoutAgainst = &wof, wo.RatString(), lotteryOneIn(wo)
		}
		j.Matches = append(j.Matches, row)
	}
	return j
}

// lotteryFracMax is the longest fraction the readable view prints; longer
// ones (big drums) are in --json.
const lotteryFracMax = 20

func writeLottery(out io.Writer, l odds.Lottery, j lotteryJSON) error {
	var b strings.Builder
	if j.Preset != "" {
		fmt.Fprintf(&b, "%s (preset %s)\n", j.Summary, j.Preset)
	}
	fmt.Fprintf(&b, "%d balls drawn of %d; the ticket marks %d", j.Drawn, j.Balls, j.Spots)
	if j.BonusBalls > 0 {
		fmt.Fprintf(&b, "; bonus drum: 1 of %d", j.BonusBalls)
	}
	b.WriteString("\n")
	if len(j.CombExact) <= 24 {
		fmt.Fprintf(&b, "%s equally likely draws\n", groupDigitString(j.CombExact))
	} else {
		f, _ := new(big.Float).SetInt(l.Combinations()).Float64()
		fmt.Fprintf(&b, "about %.4g equally likely draws (%d digits; exact in --json)\n", f, len(j.CombExact))
	}

	long := false
	text := func(r *big.Rat) string {
		if s := r.RatString(); len(s) <= lotteryFracMax {
			return ratText(r)
		}
		long = true
		return fmt.Sprintf("≈ %.6g", ratFloat(r))
	}
	b.WriteString("\nMatches of the main draw\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  m\tprobability\todds")
	for m := len(j.Matches) - 1; m >= 0; m-- { // the prize charts' order
		fmt.Fprintf(tw, "  %d\t%s\t%s\n", m, text(j.Matches[m].p), j.Matches[m].OddsAgainst)
	}
	tw.Flush()
	if l.Bonus > 0 {
		b.WriteString("\nWith the bonus ball\n")
		tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "  match\tprobability\todds")
		for m := len(j.Matches) - 1; m >= 0; m-- {
			row := j.Matches[m]
			fmt.Fprintf(tw, "  %d + bonus\t%s\t%s\n", m, text(row.w), row.WithAgainst)
			fmt.Fprintf(tw, "  %d, no bonus\t%s\t%s\n", m, text(row.wo), row.WithoutAgainst)
		}
		tw.Flush()
	}
	if long {
		fmt.Fprintf(&b, "\nFractions longer than %d characters are left out here; --json has them.\n", lotteryFracMax)
	}
	_, err := io.WriteString(out, b.String())
	return err
}
