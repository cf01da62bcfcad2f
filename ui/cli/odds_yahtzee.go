package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"riffle/engine/odds"
	"riffle/ui/text"
)

// yahtzeeOdds is the yahtzee topic of riffle odds.
var yahtzeeOdds = oddsTopic{
	name:    "yahtzee",
	summary: "the whole game solved (--game); Giant Yahtzee: rolls to all equal",
	usage:   "yahtzee [--dice N] [--sides D] [--rolls K] [--json] | --game [--rules R] [--used CATS] [--upper N] [--yahtzee open|50|0] [--roll D,D,D,D,D] [--rolls-left 0|1|2] [--json]",
	help:    yahtzeeOddsHelp,
	runWarn: runOddsYahtzee,
}

const yahtzeeOddsHelp = `Giant Yahtzee: roll N dice with D sides, keep any of them, re-roll the rest,
and repeat (kept dice may be re-rolled later) until all N match. Playing
"keep the largest group of identical dice, re-roll the rest", prints the
expected number of rolls, the expected rolls left for each size s of the
largest group kept (s = 0 before the first roll), and P(done within k rolls).

Up to 200 dice the expectations are exact (a fraction — printed when short
— and its decimal), and so are the first values of P for up to 30 dice; the
rest of P is float64. Above 200 dice a float64 route gives the expectations
with a running error bound and says how many significant digits it
guarantees (13 for 1000 six-sided dice). Keeping the largest group is
optimal for every roll of every game with 2…6 sides searched so far, but not
always with more sides (8 dice of 11 sides: from two pairs keep both); the
output says which holds.

  --dice N    number of dice (default 5): 1…2,000 for 2…6 sides, fewer for
              bigger dice as the work grows as N²·(D−1) — 1,825 for 7 sides,
              1,025 for 20, 449 for 100 (a few seconds at the limit)
  --sides D   sides per die, 2…100 (default 6)
  --rolls K   --json lists P(done within k) for k = 1…K, K in 1…100,000
              (default: until P(not done) < 1e-9); the table shows rolls up to
              P ≈ 0.99
  --json      one JSON object: {"dice","sides","strategy","keep_largest",
              "exact","significant_digits","relative_error_bound",
              "expected_rolls","expected_rolls_exact" ("p/q" or null),
              "cdf":[P(done within 1 roll), P(within 2), …],
              "cdf_exact":["p/q", …] (exact games up to 30 dice, first 10),
              "optimal":[{"state","keep","expected_rolls_left",
              "expected_rolls_left_exact"}]} with one "optimal" entry per
              state s = 0…N ("…_exact" only up to 30 dice)

The whole game (--game): solitaire Yahtzee played to maximise the expected
final score, solved exactly (every position: the boxes used, the upper
total, what the Yahtzee box holds): 254.5896 from the start under
Verhoeff's rules, standard deviation 59.6117 (Verhoeff 1999; Glenn 2006).
The table takes about 5 s on two cores the first time and is kept in the
user's cache directory (checked by its hash; worked out again if damaged).

  --game             the whole game rather than the puzzle
  --rules R          verhoeff (default: the published optimal player's joker)
                     or hasbro (the forced joker as printed)
  --used CATS        the categories filled, comma-separated: ones, twos,
                     threes, fours, fives, sixes, three-kind, four-kind,
                     full-house, small-straight, large-straight, yahtzee,
                     chance
  --upper N          the upper boxes' total so far, 0…105 (default 0)
  --yahtzee S        the yahtzee box: open (default), 50 or 0
  --roll D,D,D,D,D   five dice just rolled: every keep (with re-rolls left)
                     or every open category (none left), best first
  --rolls-left K     re-rolls left after this roll: 2 (default), 1 or 0
  --json             {"rules","used","upper","yahtzee","expected_score","sd"}
                     and with --roll "roll","rolls_left" and "keeps":
                     [{"keep":[faces ascending],"value"}] or "categories":
                     [{"category","points","value"}]; value is the expected
                     points from here to the end, those scored now included
                     (bonuses as they fall due); expected_score is the points
                     still to come from the position (the final score from the
                     start)

Examples:
  riffle odds yahtzee
  riffle odds yahtzee --game
  riffle odds yahtzee --game --roll 2,3,4,4,5 --rolls-left 2
  riffle odds yahtzee --game --used yahtzee --yahtzee 50 --roll 6,6,6,6,6 --rolls-left 0
  riffle odds yahtzee --dice 100
  riffle odds yahtzee --dice 1000 --json
`

type yahtzeeStateJSON struct {
	State     int     `json:"state"`
	Keep      int     `json:"keep"`
	Left      float64 `json:"expected_rolls_left"`
	LeftExact string  `json:"expected_rolls_left_exact,omitempty"`
}

type yahtzeeJSON struct {
	Dice        int                `json:"dice"`
	Sides       int                `json:"sides"`
	Strategy    string             `json:"strategy"`
	KeepLargest string             `json:"keep_largest"`
	Exact       bool               `json:"exact"`
	Digits      int                `json:"significant_digits"`
	RelError    float64            `json:"relative_error_bound"`
	Expected    float64            `json:"expected_rolls"`
	ExpectedRat *string            `json:"expected_rolls_exact"`
	CDF         []float64          `json:"cdf"`
	CDFExact    []string           `json:"cdf_exact,omitempty"`
	Optimal     []yahtzeeStateJSON `json:"optimal"`
}

// yahtzeeExactListMax is the most dice for which the per-state expectations
// and the CDF are also listed as fractions (they grow to thousands of
// digits).
const yahtzeeExactListMax = 30

func runOddsYahtzee(args []string, out, warn io.Writer) error {
	fs := flag.NewFlagSet("yahtzee", flag.ContinueOnError)
	diceStr := fs.String("dice", "5", "")
	sidesStr := fs.String("sides", "6", "")
	rollsStr := fs.String("rolls", "", "")
	asJSON := fs.Bool("json", false, "")
	game := fs.Bool("game", false, "")
	gv := map[string]*string{}
	for _, name := range yahtzeeGameFlags {
		gv[name] = fs.String(name, map[string]string{"rules": "verhoeff", "upper": "0", "yahtzee": "open", "rolls-left": "2"}[name], "")
	}
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	var puzzleFlag, gameFlag string
	fs.Visit(func(f *flag.Flag) {
		switch {
		case f.Name == "dice" || f.Name == "sides" || f.Name == "rolls":
			puzzleFlag = f.Name
		case slices.Contains(yahtzeeGameFlags, f.Name):
			gameFlag = f.Name
		}
	})
	switch {
	case *game && puzzleFlag != "":
		return Usagef("--%s is the Giant Yahtzee puzzle's; --game is the whole game (its flags: --%s)", puzzleFlag, strings.Join(yahtzeeGameFlags, ", --"))
	case !*game && gameFlag != "":
		return Usagef("--%s needs --game (the whole game; without it the Giant Yahtzee puzzle)", gameFlag)
	case *game:
		return runOddsYahtzeeGame(fs, out, warn, *asJSON, gv)
	}
	sides, err := IntFlag("sides", *sidesStr, 2, odds.YahtzeeMaxSides)
	if err != nil {
		return err
	}
	hi := int64(odds.YahtzeeMaxDiceFor(int(sides)))
	dice, err := IntFlag("dice", *diceStr, 1, hi)
	if err != nil {
		_, perr := strconv.ParseInt(strings.ReplaceAll(*diceStr, "_", ""), 10, 64)
		if perr == nil || errors.Is(perr, strconv.ErrRange) { // a number, out of range
			return Usagef("--dice %s is out of range: allowed 1…%s for %d-sided dice (the work grows as dice²·(sides−1))",
				*diceStr, groupDigits(hi), sides)
		}
		return err
	}
	rolls := int64(0)
	if *rollsStr != "" {
		if rolls, err = IntFlag("rolls", *rollsStr, 1, 100000); err != nil {
			return err
		}
	}
	j, sol := yahtzeeReport(odds.Yahtzee{Dice: int(dice), Sides: int(sides)}, int(rolls))
	if *asJSON {
		return writeJSON(out, j)
	}
	return writeYahtzee(out, j, sol)
}

// yahtzeeKeepLargest words what is known about keeping the largest group.
func yahtzeeKeepLargest(y odds.Yahtzee) (key, text string) {
	switch y.KeepLargest() {
	case odds.KeepLargestProved:
		return "proved optimal", "optimal for every roll (exact search over every keep)"
	case odds.KeepLargestChecked:
		return "checked optimal", "optimal for every roll (float64 search over every keep)"
	case odds.KeepLargestNotOptimal:
		return "not optimal", "NOT optimal here: some rolls have a better keep (two tied groups), so these are upper bounds on the optimum"
	}
	if y.Sides <= 6 {
		return "unknown", "the source's model; not searched this large (optimal in every game with 2…6 sides searched)"
	}
	return "unknown", "the source's model; not searched this large, and with 7 or more sides not always optimal (8 dice of 11 sides: from two pairs keep both), so possibly an upper bound"
}

// yahtzeeReport gathers everything the topic shows, from engine/odds.
func yahtzeeReport(y odds.Yahtzee, rolls int) (yahtzeeJSON, *odds.YahtzeeSolution) {
	sol := y.Solve()
	j := yahtzeeJSON{
		Dice: y.Dice, Sides: y.Sides,
		Strategy: "keep the largest group of identical dice, re-roll the rest",
		Exact:    sol.Exact(), Digits: sol.SignificantDigits(), RelError: sol.RelError(),
		Expected: sol.ExpectedRolls(),
	}
	j.KeepLargest, _ = yahtzeeKeepLargest(y)
	if r := sol.ExpectedRollsRat(); r != nil {
		s := r.RatString()
		j.ExpectedRat = &s
	}
	if rolls > 0 {
		j.CDF = sol.CDFUntil(math.SmallestNonzeroFloat64, rolls)
		for len(j.CDF) < rolls { // done for sure: the CDF stays 1
			j.CDF = append(j.CDF, 1)
		}
	} else {
		j.CDF = sol.CDFUntil(1e-9, 1000000)
	}
	listExact := sol.Exact() && y.Dice <= yahtzeeExactListMax
	if listExact {
		for _, r := range sol.CDFRats(min(len(j.CDF), 10)) {
			j.CDFExact = append(j.CDFExact, r.RatString())
		}
	}
	for s := 0; s <= y.Dice; s++ {
		st := yahtzeeStateJSON{State: s, Keep: s, Left: sol.RollsLeft(s)}
		if listExact {
			st.LeftExact = sol.RollsLeftRat(s).RatString()
		}
		j.Optimal = append(j.Optimal, st)
	}
	return j, sol
}

// yahtzeeDecimal writes x to the significant digits the solution
// guarantees (at most 15).
func yahtzeeDecimal(x float64, digits int) string {
	return fmt.Sprintf("%.*g", min(digits, 15), x)
}

// yahtzeeStates picks the states the readable table lists: all of them for
// up to 30 dice; otherwise the start, about 20 evenly spaced states from
// the smallest largest group a first roll can show, and the last three.
func yahtzeeStates(n, d int) []int {
	if n <= yahtzeeExactListMax {
		states := make([]int, n)
		for s := range states {
			states[s] = s
		}
		return states
	}
	lo := (n + d - 1) / d
	step := max(1, (n-3-lo)/20)
	states := []int{0}
	for s := lo; s < n-3; s += step {
		states = append(states, s)
	}
	return append(states, n-3, n-2, n-1)
}

func writeYahtzee(out io.Writer, j yahtzeeJSON, sol *odds.YahtzeeSolution) error {
	var b strings.Builder
	dice := "dice"
	if j.Dice == 1 {
		dice = "die"
	}
	fmt.Fprintf(&b, "Giant Yahtzee: %s %s with %d sides, keep the largest group\n\n", groupDigits(int64(j.Dice)), dice, j.Sides)
	_, note := yahtzeeKeepLargest(sol.Yahtzee)
	b.WriteString(wrap("Keeping the largest group: "+note+".", 78, "  ", "    "))
	b.WriteString("\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	switch {
	case j.ExpectedRat != nil && len(*j.ExpectedRat) <= 40:
		fmt.Fprintf(tw, "  expected rolls\t%s (exact)\n", yahtzeeExactText(*j.ExpectedRat, yahtzeeDecimal(j.Expected, 15)))
	case j.ExpectedRat != nil:
		num, den, _ := strings.Cut(*j.ExpectedRat, "/")
		fmt.Fprintf(tw, "  expected rolls\t%s\n", yahtzeeDecimal(j.Expected, 15))
		fmt.Fprintf(tw, "  \t(exact: a fraction of %d/%d digits, in --json)\n", len(num), len(den))
	default:
		fmt.Fprintf(tw, "  expected rolls\t%s\n", yahtzeeDecimal(j.Expected, j.Digits))
		fmt.Fprintf(tw, "  \t(float64: %d significant digits guaranteed, error ≤ %.1e)\n", j.Digits, j.RelError)
	}
	tw.Flush()

	b.WriteString("\nExpected rolls left, by the largest group kept (s = 0: before the first roll)\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  kept s\trolls left")
	for _, s := range yahtzeeStates(j.Dice, j.Sides) {
		st := j.Optimal[s]
		fmt.Fprintf(tw, "  %d\t%s\n", s, yahtzeeExactText(st.LeftExact, yahtzeeDecimal(st.Left, min(j.Digits, 10))))
	}
	fmt.Fprintf(tw, "  %d\t0 (done)\n", j.Dice)
	tw.Flush()

	first, last := 0, len(j.CDF)-1
	for k, p := range j.CDF {
		if j.Dice > yahtzeeExactListMax && p < 1e-3 {
			first = k + 1
		}
		if p < 0.99 {
			last = min(k+1, len(j.CDF)-1)
		}
	}
	first = min(first, last)
	step := max(1, (last-first+12)/12)
	if first > 0 {
		fmt.Fprintf(&b, "\nP(done within k rolls) (below 0.001 before roll %d)\n", first+1)
	} else {
		b.WriteString("\nP(done within k rolls)\n")
	}
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  k\tP")
	for k := first; k <= last; k += step {
		exact := ""
		if k < len(j.CDFExact) {
			exact = j.CDFExact[k]
		}
		fmt.Fprintf(tw, "  %d\t%s\n", k+1, yahtzeeExactText(exact, yahtzeeProbText(j.CDF[k])))
	}
	tw.Flush()
	var marks []string
	for _, q := range []float64{0.5, 0.9, 0.99, 0.999999} {
		for k, p := range j.CDF {
			if p >= q {
				marks = append(marks, fmt.Sprintf("%g%% by roll %d", 100*q, k+1))
				break
			}
		}
	}
	if len(marks) > 0 {
		b.WriteString(wrap(strings.Join(marks, ", ")+" ("+text.Plural(len(j.CDF), "value")+" with --json).", 78, "  ", "    "))
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// yahtzeeExactText writes "p/q ≈ decimal" when the fraction is short, the
// integer alone when it is whole, else the decimal.
func yahtzeeExactText(exact, decimal string) string {
	switch {
	case exact == "" || len(exact) > 30:
		return decimal
	case !strings.Contains(exact, "/"):
		return exact
	}
	return exact + " ≈ " + decimal
}

// yahtzeeProbText prints a probability; float64 underflows below about
// 1e-308 (1000 dice done in one roll: 6/6^1000), which is said rather than
// shown as 0.
func yahtzeeProbText(p float64) string {
	if p == 0 {
		return "< 1e-300 (too small for float64)"
	}
	return fmt.Sprintf("%.6g", p)
}
