package cli

import (
	"flag"
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"

	"riffle/engine/odds"
	"riffle/engine/rng"
)

// solitaireOdds is the solitaire topic of riffle odds.
var solitaireOdds = oddsTopic{
	name:    "solitaire",
	summary: "New Age Solitaire: Alice's chance after k riffles of a new deck",
	usage:   "solitaire [--shuffles K] [--cards N] [--method M]\n         [--trials T] [--seed S] [--json]",
	help:    solitaireOddsHelp,
	run:     runOddsSolitaire,
}

const (
	solitaireMaxShuffles = 20
	// solitaireMaxSimCards bounds the simulated deck: a game costs O(n²)
	// (an insertion sort), and 104 cards keep 20 default rows near 20 s.
	solitaireMaxSimCards = 104
	solitaireMaxTrials   = 10_000_000
)

var solitaireOddsHelp = fmt.Sprintf(`New Age Solitaire: a new deck (A–K♥, A–K♣, K–A♦, K–A♠ from the top) is given
k riffle shuffles (GSR model) and dealt one card at a time; a card that is
Alice's or Bob's next target goes to that player's pile, any other card to
the bottom. Alice collects the original top half in order (A♥…K♥, A♣…K♣), Bob
the bottom half in reverse order (A♠…K♠, A♦…K♦); the first pile complete
wins. For a random deck the game is fair; after k riffles it is not.

Prints P(Alice wins) for k = 0…K (k = 0 is the unshuffled deck: Alice always
wins). Exact by default: Alice wins exactly when the deck has at most n/2
rising sequences, so P = Σ_{r≤n/2} A(n,r)·C(2^k+n−r, n)/2^(kn) (Eulerian
numbers and Bayer–Diaconis). --method monte-carlo plays the games instead
(each deck sampled as one 2^k-shuffle, on all cores) and shows the estimate
with its 95%% half-width (1.96 standard errors).

  --shuffles K     rows k = 0…K, K in 0…%d                          (default 10)
  --cards N        even deck size: exact 2…%d, monte-carlo 2…%d   (default 52)
  --method M       exact or monte-carlo                          (default exact)
  --trials T       monte-carlo: games per row, 1…%s
                   (default %s: ±0.002 at 95%% whatever P is; 10 rows of
                   52 cards take about 2 s on 2 cores, 20 rows of 104 cards
                   about 20 s: the time grows with K·T·N²)
  --seed S         monte-carlo: seed, decimal or 0x-hex   (default: from the OS)
  --json           one JSON object: {"cards","method","rows":[{"shuffles",
                   "p_alice","stderr","ci95","method","p_alice_exact",
                   "trials","wins"}],"trials","seed","exact_note"};
                   stderr is 0 for exact rows

p_alice_exact ("p/q") is included while its denominator is below 10^200.
A simulated row's seed is derived from --seed and k, so a row does not
depend on K or on the number of cores.

Examples:
  riffle odds solitaire --shuffles 12
  riffle odds solitaire --method monte-carlo --seed 1 --shuffles 8
`, solitaireMaxShuffles, odds.MaxSolitaireCards, solitaireMaxSimCards,
	groupDigits(solitaireMaxTrials), groupDigits(odds.DefaultSolitaireTrials))

type solitaireRowJSON struct {
	Shuffles int     `json:"shuffles"`
	PAlice   float64 `json:"p_alice"`
	StdErr   float64 `json:"stderr"`
	CI95     float64 `json:"ci95"`
	Method   string  `json:"method"`
	PExact   string  `json:"p_alice_exact,omitempty"`
	Trials   int64   `json:"trials,omitempty"`
	Wins     int64   `json:"wins,omitempty"`
	exact    *big.Rat
}

type solitaireJSON struct {
	Cards     int                `json:"cards"`
	Method    string             `json:"method"`
	Rows      []solitaireRowJSON `json:"rows"`
	Trials    int64              `json:"trials,omitempty"`
	Seed      *uint64            `json:"seed,omitempty"`
	ExactNote string             `json:"exact_note,omitempty"`
	equalTV   int                // exact: first k from which P − ½ = TV on the rows shown, 0 if none
}

func runOddsSolitaire(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("solitaire", flag.ContinueOnError)
	shufflesStr := fs.String("shuffles", "10", "")
	cardsStr := fs.String("cards", "52", "")
	method := fs.String("method", "exact", "")
	trialsStr := fs.String("trials", "", "")
	seedStr := fs.String("seed", "", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	k, err := IntFlag("shuffles", *shufflesStr, 0, solitaireMaxShuffles)
	if err != nil {
		return err
	}
	var j solitaireJSON
	switch *method {
	case "exact":
		if *trialsStr != "" || *seedStr != "" {
			flagName := "trials"
			if *trialsStr == "" {
				flagName = "seed"
			}
			return Usagef("--%s applies only to --method monte-carlo", flagName)
		}
		n, err := solitaireCards(*cardsStr, odds.MaxSolitaireCards)
		if err != nil {
			return err
		}
		j = solitaireExactReport(n, int(k))
	case "monte-carlo":
		n, err := solitaireCards(*cardsStr, solitaireMaxSimCards)
		if err != nil {
			return err
		}
		trials := int64(odds.DefaultSolitaireTrials)
		if *trialsStr != "" {
			if trials, err = IntFlag("trials", *trialsStr, 1, solitaireMaxTrials); err != nil {
				return err
			}
		}
		// The run costs about trials·(K+1)·n² steps: cap the product, not
		// each flag alone, so no allowed combination runs for minutes.
		if work := float64(trials) * float64(k+1) * float64(n*n); work > solitaireMaxWork {
			most := int64(solitaireMaxWork / (float64(k+1) * float64(n*n)))
			return Usagef("--trials %d is too many for %d cards and %d shuffles: allowed up to %s (the run grows as trials·(shuffles+1)·cards²)",
				trials, n, k, groupDigits(most))
		}
		info, err := rng.Lookup("pcg")
		if err != nil {
			return err
		}
		seed, err := chooseSeed(info, *seedStr)
		if err != nil {
			return err
		}
		j = solitaireSimReport(n, int(k), trials, seed)
	default:
		return Usagef("--method %s: allowed exact, monte-carlo", Quote(*method))
	}
	if *asJSON {
		return writeJSON(out, j)
	}
	return writeSolitaire(out, j)
}

func solitaireCards(s string, hi int) (int, error) {
	n, err := IntFlag("cards", s, 2, int64(hi))
	if err != nil {
		return 0, err
	}
	if n%2 != 0 {
		return 0, Usagef("--cards %d is odd: the players split the deck in half, so allowed even 2…%d", n, hi)
	}
	return int(n), nil
}

func solitaireExactReport(n, maxK int) solitaireJSON {
	j := solitaireJSON{Cards: n, Method: "exact"}
	ks := make([]int, maxK+1)
	for k := range ks {
		ks[k] = k
	}
	ps := odds.SolitaireExact(n, ks...)
	tvs := odds.RiffleTable(n, maxK) // tvs[k-1] is k riffles
	half := big.NewRat(1, 2)
	omitted := 0
	for k, p := range ps {
		r := solitaireRowJSON{Shuffles: k, PAlice: ratFloat(p), Method: "exact", exact: p}
		if s, ok := riffleExact(p); ok {
			r.PExact = s
		} else if omitted == 0 {
			omitted = k
		}
		j.Rows = append(j.Rows, r)
		if k > 0 {
			edge := new(big.Rat).Sub(p, half)
			if edge.Cmp(tvs[k-1].TV) != 0 {
				j.equalTV = 0
			} else if j.equalTV == 0 {
				j.equalTV = k
			}
		}
	}
	if omitted > 0 {
		j.ExactNote = fmt.Sprintf("p_alice_exact left out from k = %d on: denominator of 200 or more digits", omitted)
	}
	return j
}

func solitaireSimReport(n, maxK int, trials int64, seed uint64) solitaireJSON {
	j := solitaireJSON{Cards: n, Method: "monte-carlo", Trials: trials, Seed: &seed}
	// k = 0 is the new deck itself: Alice wins, exactly.
	j.Rows = append(j.Rows, solitaireRowJSON{Shuffles: 0, PAlice: 1, Method: "exact", PExact: "1", exact: big.NewRat(1, 1)})
	for k := 1; k <= maxK; k++ {
		e := odds.SolitaireSimulate(n, k, trials, seed)
		se := e.StdErr()
		j.Rows = append(j.Rows, solitaireRowJSON{Shuffles: k, PAlice: e.P(), StdErr: se, CI95: 1.96 * se,
			Method: "monte-carlo", Trials: e.Trials, Wins: e.Wins})
	}
	return j
}

func writeSolitaire(out io.Writer, j solitaireJSON) error {
	var b strings.Builder
	fmt.Fprintf(&b, "New Age Solitaire, %d cards: P(Alice wins) after k riffles", j.Cards)
	if j.Method == "monte-carlo" {
		fmt.Fprintf(&b, "\n(Monte Carlo estimates, %s games a row, seed %d)\n\n", groupDigits(j.Trials), *j.Seed)
	} else {
		b.WriteString(" (exact)\n\n")
	}
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  k\tP(Alice wins)\t±95%\tmethod")
	for _, r := range j.Rows {
		p, ci, mark := solitaireDecimal(r), "0", "exact"
		if r.Method == "monte-carlo" {
			ci, mark = fmt.Sprintf("%.4f", r.CI95), "estimate"
			if r.CI95 < 1e-4 {
				ci = fmt.Sprintf("%.1e", r.CI95)
			}
			if r.StdErr == 0 {
				// Every game went one way: the rule of three bounds the rest.
				ci = fmt.Sprintf("<%.1e", min(1, 3/float64(r.Trials)))
			}
		}
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%s\n", r.Shuffles, p, ci, mark)
	}
	tw.Flush()
	m := j.Cards / 2
	b.WriteString("\n")
	fmt.Fprintf(&b, "  Alice wins exactly when the deck has at most %d rising sequences; for a\n", m)
	b.WriteString("  uniformly random deck that is half the orders, so the game is fair.\n")
	if j.Method == "monte-carlo" {
		b.WriteString("  Without --method monte-carlo the same rows are exact.\n")
	}
	if j.equalTV > 0 {
		fmt.Fprintf(&b, "  From k = %d on, Alice's edge P − ½ equals the TV distance from uniform\n", j.equalTV)
		b.WriteString("  (riffle odds riffle): no bet on the order does better.\n")
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// solitaireDecimal writes P: exact 1 as "1", the rest to six decimals (four
// for estimates).
func solitaireDecimal(r solitaireRowJSON) string {
	if r.exact != nil && r.exact.Cmp(big.NewRat(1, 1)) == 0 {
		return "1"
	}
	if r.Method == "monte-carlo" {
		return fmt.Sprintf("%.4f", r.PAlice)
	}
	return fmt.Sprintf("%.6f", r.PAlice)
}

// solitaireMaxWork caps trials·(shuffles+1)·cards² for the Monte Carlo: the
// default 240,100 games of 104 cards for k = 0…20 (about 5.5e10, 15 s on two
// cores) is the largest run allowed.
const solitaireMaxWork = 5.5e10
