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

// crapsOdds is the craps topic of riffle odds.
var crapsOdds = oddsTopic{
	name:    "craps",
	summary: "every bet's exact edge (--bets); the pass line, odds, puzzles",
	usage:   "craps [--max-odds K] [--json] | --bets [--json]",
	help:    crapsOddsHelp,
	run:     runOddsCraps,
}

const crapsOddsHelp = `Prints the exact odds of the craps pass line with two fair dice: the sum of
two dice, the chance that the pass line wins (244/495) and its house edge
(7/495), each point's chance of being set and made before a 7 with the true
odds the free-odds bet pays, the combined house edge with k× free odds
(expected loss over expected amount bet: 1 on the pass line, plus k when a
point is set), the expected rolls per decision, and two conditioning puzzles
with their wrong answers.

  --max-odds K   show the combined edge for 1×…K× odds, K in 1…100  (default 5)
  --json         one JSON object: {"p_win","p_win_exact","house_edge",
                 "house_edge_exact","rolls_per_decision",
                 "rolls_per_decision_exact","sums":[…],"points":[…],
                 "odds":[{"multiple","combined_edge","combined_edge_exact"}],
                 "puzzles":[…]}; every "…_exact" is the fraction "p/q"

With --bets: every bet of the table with its payout and its exact house
edge (the expected loss per unit bet) per bet resolved — a push counts as
a decision, as a bet that stays up until it wins or loses — and per roll it
stays up, as fractions and percentages: the line bets, odds and lay odds,
place, buy and lay, the field, big 6 and 8, the hardways and the one-roll
propositions (the horn per unit of its four). Buy and lay take their 5%
commission on a win only.

  --bets         every bet's edge; --json: {"bets":[{"id","pays","edge",
                 "edge_per_roll","edge_percent","edge_per_roll_percent",
                 "rolls"}]} with the edges and rolls as exact fractions "p/q"

Examples:
  riffle odds craps --max-odds 10
  riffle odds craps --bets
`

type crapsSumJSON struct {
	Sum       int     `json:"sum"`
	Ways      int     `json:"ways"`
	Prob      float64 `json:"probability"`
	ProbExact string  `json:"probability_exact"`
	ComeOut   string  `json:"come_out"` // win, lose or point
}

type crapsPointJSON struct {
	Point       int     `json:"point"`
	PPoint      float64 `json:"p_point"`
	PPointExact string  `json:"p_point_exact"`
	PMake       float64 `json:"p_make"`
	PMakeExact  string  `json:"p_make_exact"`
	Payout      float64 `json:"payout"`
	PayoutExact string  `json:"payout_exact"`
	PayoutOdds  string  `json:"payout_odds"`
}

type crapsOddsJSON struct {
	Multiple  int     `json:"multiple"`
	Edge      float64 `json:"combined_edge"`
	EdgeExact string  `json:"combined_edge_exact"`
	exact     *big.Rat
}

type crapsWrongJSON struct {
	Value      float64 `json:"value"`
	ValueExact string  `json:"value_exact"`
	Why        string  `json:"why"`
}

type crapsPuzzleJSON struct {
	Name        string           `json:"name"`
	Question    string           `json:"question"`
	Answer      float64          `json:"answer"`
	AnswerExact string           `json:"answer_exact"`
	Why         string           `json:"why"`
	Wrong       []crapsWrongJSON `json:"wrong"`
}

type crapsJSON struct {
	PWin          float64           `json:"p_win"`
	PWinExact     string            `json:"p_win_exact"`
	Edge          float64           `json:"house_edge"`
	EdgeExact     string            `json:"house_edge_exact"`
	Rolls         float64           `json:"rolls_per_decision"`
	RollsExact    string            `json:"rolls_per_decision_exact"`
	Sums          []crapsSumJSON    `json:"sums"`
	Points        []crapsPointJSON  `json:"points"`
	Odds          []crapsOddsJSON   `json:"odds"`
	Puzzles       []crapsPuzzleJSON `json:"puzzles"`
	pWin, edge, r *big.Rat
}

func runOddsCraps(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("craps", flag.ContinueOnError)
	maxOddsStr := fs.String("max-odds", "5", "")
	asJSON := fs.Bool("json", false, "")
	bets := fs.Bool("bets", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	if *bets {
		given := false
		fs.Visit(func(f *flag.Flag) { given = given || f.Name == "max-odds" })
		if given {
			return Usagef("--max-odds is the pass line's report; --bets lists every bet (give one or the other)")
		}
		return crapsBets(out, *asJSON)
	}
	k, err := IntFlag("max-odds", *maxOddsStr, 1, 100)
	if err != nil {
		return err
	}
	j := crapsReport(int(k))
	if *asJSON {
		return writeJSON(out, j)
	}
	return writeCraps(out, j)
}

// crapsReport gathers everything the topic shows, from engine/odds.
func crapsReport(maxOdds int) crapsJSON {
	j := crapsJSON{pWin: odds.PassLineWin(), edge: odds.PassLineHouseEdge(), r: odds.PassLineRolls()}
	j.PWin, j.PWinExact = ratFloat(j.pWin), j.pWin.RatString()
	j.Edge, j.EdgeExact = ratFloat(j.edge), j.edge.RatString()
	j.Rolls, j.RollsExact = ratFloat(j.r), j.r.RatString()
	for s := 2; s <= 12; s++ {
		p := odds.DiceSumProb(s)
		c := "point"
		switch s {
		case 7, 11:
			c = "win"
		case 2, 3, 12:
			c = "lose"
		}
		j.Sums = append(j.Sums, crapsSumJSON{Sum: s, Ways: odds.DiceSumWays(s), Prob: ratFloat(p), ProbExact: p.RatString(), ComeOut: c})
	}
	for _, pt := range odds.PassLinePoints() {
		j.Points = append(j.Points, crapsPointJSON{
			Point: pt.Point, PPoint: ratFloat(pt.Set), PPointExact: pt.Set.RatString(),
			PMake: ratFloat(pt.Make), PMakeExact: pt.Make.RatString(),
			Payout: ratFloat(pt.Payout), PayoutExact: pt.Payout.RatString(),
			PayoutOdds: pt.Payout.Num().String() + ":" + pt.Payout.Denom().String(),
		})
	}
	for k := 1; k <= maxOdds; k++ {
		e := odds.FreeOddsHouseEdge(k)
		j.Odds = append(j.Odds, crapsOddsJSON{Multiple: k, Edge: ratFloat(e), EdgeExact: e.RatString(), exact: e})
	}
	for _, pz := range odds.DicePuzzles() {
		pj := crapsPuzzleJSON{Name: pz.Name, Question: pz.Question, Answer: ratFloat(pz.Answer), AnswerExact: pz.Answer.RatString(), Why: pz.Why}
		for _, w := range pz.Wrong {
			pj.Wrong = append(pj.Wrong, crapsWrongJSON{Value: ratFloat(w.Value), ValueExact: w.Value.RatString(), Why: w.Why})
		}
		j.Puzzles = append(j.Puzzles, pj)
	}
	return j
}

// crapsPercent is r as a percentage with three decimals, as casino tables
// print house edges.
func crapsPercent(r *big.Rat) string { return fmt.Sprintf("%.3f%%", 100*ratFloat(r)) }

func writeCraps(out io.Writer, j crapsJSON) error {
	var b strings.Builder
	b.WriteString("Craps pass line, two fair dice (exact)\n\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  pass line wins\t%s\n", ratText(j.pWin))
	fmt.Fprintf(tw, "  house edge\t%s\t%s\n", ratText(j.edge), crapsPercent(j.edge))
	fmt.Fprintf(tw, "  rolls per decision\t%s\n", ratText(j.r))
	tw.Flush()

	b.WriteString("\nSum of two dice, of 36 outcomes\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  sum\tways\tprobability\tcome-out")
	for _, s := range j.Sums {
		fmt.Fprintf(tw, "  %d\t%d\t%s\t%s\n", s.Sum, s.Ways, ratText(odds.DiceSumProb(s.Sum)), s.ComeOut)
	}
	tw.Flush()

	b.WriteString("\nPoints: set on the come-out, made before a 7, free odds paid at true odds\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  point\tP(set)\tP(make)\todds pay")
	for _, pt := range odds.PassLinePoints() {
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%s:%s\n", pt.Point, ratText(pt.Set), ratText(pt.Make), pt.Payout.Num(), pt.Payout.Denom())
	}
	tw.Flush()

	b.WriteString("\nFree odds: pass line 1 plus k× odds once a point is set\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  odds\tcombined house edge")
	fmt.Fprintf(tw, "  none\t%s\t%s\n", ratText(j.edge), crapsPercent(j.edge))
	for _, o := range j.Odds {
		fmt.Fprintf(tw, "  %d×\t%s\t%s\n", o.Multiple, ratText(o.exact), crapsPercent(o.exact))
	}
	tw.Flush()

	b.WriteString("\nPuzzles (\"Another dice puzzle\")\n")
	for _, pz := range j.Puzzles {
		b.WriteString("\n")
		b.WriteString(wrap(pz.Name+": "+pz.Question, 78, "  ", "    "))
		b.WriteString(wrap("Answer: "+pz.AnswerExact+". "+pz.Why, 78, "    ", "      "))
		for _, w := range pz.Wrong {
			b.WriteString(wrap("Not "+w.ValueExact+": "+w.Why, 78, "    ", "      "))
		}
	}
	_, err := io.WriteString(out, b.String())
	return err
}

type crapsBetJSON struct {
	ID                 string  `json:"id"`
	Pays               string  `json:"pays"`
	Edge               string  `json:"edge"`
	EdgePerRoll        string  `json:"edge_per_roll"`
	EdgePercent        float64 `json:"edge_percent"`
	EdgePerRollPercent float64 `json:"edge_per_roll_percent"`
	Rolls              string  `json:"rolls"`
}

// crapsBets prints every bet's edges (engine/odds.CrapsBets).
func crapsBets(out io.Writer, asJSON bool) error {
	var j struct {
		Bets []crapsBetJSON `json:"bets"`
	}
	for _, b := range odds.CrapsBets() {
		per := b.EdgePerRoll()
		j.Bets = append(j.Bets, crapsBetJSON{ID: b.ID, Pays: b.Pays, Edge: b.Edge.RatString(), EdgePerRoll: per.RatString(),
			EdgePercent: 100 * ratFloat(b.Edge), EdgePerRollPercent: 100 * ratFloat(per), Rolls: b.Rolls.RatString()})
	}
	if asJSON {
		return writeJSON(out, j)
	}
	fmt.Fprintln(out, "Every bet of the craps table: its house edge per unit bet, per bet resolved")
	fmt.Fprintln(out, "(a push counts as a decision) and per roll it stays up, exact.")
	fmt.Fprintln(out)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "bet\tpays\tedge\t\tper roll\t\n")
	for _, b := range j.Bets {
		fmt.Fprintf(tw, "%s\t%s\t%.3f%%\t%s\t%.3f%%\t%s\n", b.ID, b.Pays, b.EdgePercent, b.Edge, b.EdgePerRollPercent, b.EdgePerRoll)
	}
	return tw.Flush()
}
