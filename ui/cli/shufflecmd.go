package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/big"
	"sort"
	"strings"
	"text/tabwriter"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
	"riffle/ui/text"
)

const shuffleHelp = `Shuffles a fresh deck T times with one algorithm driven by one generator
stream and reports whether the results look uniform: where every card landed
(the position × card matrix), a chi-square test with its p-value, the
total-variation distance from uniform and, for at most 6 cards, how often each
order came up beside its exact probability (every random path of the
algorithm enumerated). It runs on the sampler behind the fairness panel.

  --algo NAME    shuffle algorithm, see riffle list     (default fisher-yates)
  --gen NAME     generator; lcg:A,C,M for a custom LCG           (default pcg)
  --cards N      deck size, 1…10,000     (default 52; 36 for constrained-*)
  --trials T     shuffles, 1…1,000,000,000                    (default 10,000)
  --seed S       decimal, negative or 0x-hex     (default: from the OS, < 2^53)
  --keep K       partial: cards drawn, 1…min(N, 100)      (default min(5, N))
  --key-bits B   sort-key: key width in bits, 1…64                (default 32)
  --workers W    goroutines, 1…256, each with its own stream      (default 1)
  --json         one JSON object: {"algo","gen","seed","cards","trials",
                 "test","chi2","df","p_value","tv_distance","verdict",
                 "matrix":[[…]],"permutations":[{"order","observed","exact"}],
                 …}

Orders are written top card first, cards numbered 1…N from the starting order.
For the delphi generator the seed is RandSeed itself. Decks above 256 cards are
tallied in 64 × 64 groups of positions and cards. The constrained samplers deal
6-faced dice, a multiple of 6 of them, at most 1,530 (constrained-uniform: at
most 96). A sample a degenerate generator spoils (a retry loop that never
succeeds) is counted as malformed and the verdict says so.

With --workers 1 the run is one stream from the seed, so a toy generator's
short period shows. With W > 1 worker 0 uses the seed and worker w > 0 a seed
derived from it (SplitMix64, reduced into the generator's seed range): the
results then depend on W as well as on the seed.

Examples:
  riffle shuffle --algo asf --gen delphi --cards 52 --trials 20000
  riffle shuffle --algo naive --cards 3 --trials 27000
  riffle shuffle --algo sort-key --key-bits 3 --cards 6
  riffle shuffle --algo fisher-yates --gen lcg16 --seed 0 --cards 5
`

const maxTrials = 1_000_000_000

type permJSON struct {
	Order         string   `json:"order"`
	Observed      float64  `json:"observed"`
	Exact         *float64 `json:"exact"`
	ExactFraction string   `json:"exact_fraction,omitempty"`
}

type shuffleJSON struct {
	Algo         string     `json:"algo"`
	Gen          string     `json:"gen"`
	Seed         any        `json:"seed"`
	Cards        int        `json:"cards"`
	Trials       int64      `json:"trials"`
	Workers      int        `json:"workers"`
	Fair         bool       `json:"fair"`
	Test         string     `json:"test"`
	Chi2         float64    `json:"chi2"`
	DF           int        `json:"df"`
	PValue       float64    `json:"p_value"`
	TV           float64    `json:"tv_distance"`
	TVFair       *float64   `json:"tv_fair_expected,omitempty"`
	Verdict      string     `json:"verdict"`
	Malformed    int64      `json:"malformed"`
	Rows         int        `json:"rows"`
	Cols         int        `json:"cols"`
	Matrix       [][]int64  `json:"matrix"`
	Permutations []permJSON `json:"permutations,omitempty"`
	ExactTV      *float64   `json:"exact_tv_distance,omitempty"`
	ExactNote    string     `json:"exact_note,omitempty"`
}

// shuffleOptions are shuffle's flags, checked: the algorithm with its
// parameters, the generator and its seed, and the size of the run.
type shuffleOptions struct {
	algo    shuffle.Algorithm
	o       shuffle.Options
	info    rng.Info
	seed    uint64
	cards   int
	trials  int64
	workers int64
	asJSON  bool
}

// parseShuffleFlags reads and checks shuffle's flags, in the order they are
// reported: --algo, --gen, --cards, --trials, --keep, --key-bits, --workers,
// then the parameters together (as the algorithm takes them) and --seed.
func parseShuffleFlags(args []string) (shuffleOptions, error) {
	var so shuffleOptions
	fs := flag.NewFlagSet("shuffle", flag.ContinueOnError)
	algoName := fs.String("algo", "fisher-yates", "")
	genName := fs.String("gen", "pcg", "")
	cardsStr := fs.String("cards", "", "")
	trialsStr := fs.String("trials", "10000", "")
	seedStr := fs.String("seed", "", "")
	keepStr := fs.String("keep", "", "")
	keyBitsStr := fs.String("key-bits", "", "")
	workersStr := fs.String("workers", "1", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return so, err
	}
	so.asJSON = *asJSON
	algo, err := shuffle.Lookup(*algoName)
	if err != nil {
		return so, Usagef("--algo: %v", err)
	}
	if so.info, err = lookupGen(*genName); err != nil {
		return so, err
	}
	cards := int64(52)
	if algo.Kind == shuffle.Faces {
		cards = 36
	}
	if *cardsStr != "" {
		if cards, err = IntFlag("cards", *cardsStr, 1, shuffle.MaxCards); err != nil {
			return so, err
		}
	}
	if so.trials, err = IntFlag("trials", *trialsStr, 1, maxTrials); err != nil {
		return so, err
	}
	if *keepStr != "" {
		k, err := IntFlag("keep", *keepStr, 1, cards)
		if err != nil {
			return so, err
		}
		so.o.Keep = int(k)
	}
	if *keyBitsStr != "" {
		b, err := IntFlag("key-bits", *keyBitsStr, 1, 64)
		if err != nil {
			return so, err
		}
		so.o.KeyBits = int(b)
	}
	if so.workers, err = IntFlag("workers", *workersStr, 1, 256); err != nil {
		return so, err
	}
	so.algo, so.cards = algo, int(cards)
	if _, err := algo.Prepare(so.cards, so.o); err != nil {
		return so, Usagef("%s", shuffleFlagText(err))
	}
	// seededGen checks the seed against the generator.
	if so.seed, _, err = seededGen(so.info, *seedStr); err != nil {
		return so, err
	}
	return so, nil
}

func runShuffle(args []string, out io.Writer) error {
	so, err := parseShuffleFlags(args)
	if err != nil {
		return err
	}
	algo, o, n, info := so.algo, so.o, so.cards, so.info
	s, err := shuffle.StartSampler(context.Background(), shuffle.SamplerSpec{
		Algo: algo, Options: o, Cards: n, Gen: info, Seed: so.seed, Workers: int(so.workers), Trials: so.trials,
	})
	if err != nil {
		return err
	}
	s.Wait()
	rep := s.Snapshot().Report()
	exactNote := ""
	if rep.Perms != nil {
		rep.Exact, exactNote = exactOrders(algo, o, n)
	}
	j := reportJSON(rep, algo, info, so.seed, exactNote)
	j.Workers = int(so.workers)
	if so.asJSON {
		return writeJSON(out, j)
	}
	writeReport(out, rep, algo, info, j)
	return nil
}

// exactOrders is the exact distribution of the orders of n cards that the
// algorithm deals, and a note on where it comes from: every random path
// enumerated or, for a fair algorithm too big to enumerate, uniform by its
// proof. When there is neither it is nil and the note says why.
func exactOrders(algo shuffle.Algorithm, o shuffle.Options, n int) (*stats.Distribution, string) {
	exact, err := shuffle.ExactDistribution(algo, o, n)
	if err == nil {
		return exact, fmt.Sprintf("enumerated: %s random %s", groupDigits(exact.Paths), text.OneMany(int(exact.Paths), "path", "paths"))
	}
	note := shuffleFlagText(err)
	if algo.Fair {
		// Uniform by its proof (uniform-riffles: the Aldous–Diaconis
		// strong uniform time), tested statistically in engine/shuffle.
		return uniformDistribution(n), "uniform by theorem, shown as 1/n!: " + note
	}
	return exact, note
}

// shuffleFlags spells the shuffle parameters as the flags that set them:
// engine/shuffle names a parameter in plain words ("key bits"), the command
// line as it is typed ("--key-bits").
var shuffleFlags = map[shuffle.Field]string{
	shuffle.FieldCards:   "--cards",
	shuffle.FieldKeep:    "--keep",
	shuffle.FieldKeyBits: "--key-bits",
}

// shuffleFlagText is err's message with the shuffle parameter it refuses
// (a [shuffle.ParamError]) called by its flag, the words around it kept:
// "--keep 150 is out of range for 200 cards: allowed 1…100". Other errors,
// and parameters no flag sets, read as engine/shuffle wrote them.
func shuffleFlagText(err error) string {
	msg := err.Error()
	var pe *shuffle.ParamError
	if !errors.As(err, &pe) {
		return msg
	}
	name, ok := shuffleFlags[pe.Field]
	if !ok {
		return msg
	}
	// Keep whatever wrapped the ParamError around it.
	i := strings.LastIndex(msg, pe.Error())
	if i < 0 {
		return msg
	}
	return msg[:i] + pe.Named(name) + msg[i+len(pe.Error()):]
}

func reportJSON(rep *stats.Report, algo shuffle.Algorithm, info rng.Info, seed uint64, exactNote string) shuffleJSON {
	m := rep.Matrix
	j := shuffleJSON{
		Algo: rep.Algo, Gen: rep.Gen, Seed: seedNumber(info, seed), Cards: rep.Cards, Trials: rep.Trials,
		Fair: algo.Fair, Test: rep.Test, Chi2: rep.Chi2, DF: rep.DF, PValue: rep.PValue, TV: rep.TV,
		Verdict: rep.Verdict.String(), Malformed: rep.Malformed, Rows: m.Rows, Cols: m.Cols, ExactNote: exactNote,
	}
	if e := m.NullTV(); !math.IsNaN(e) {
		j.TVFair = &e
	}
	for r := 0; r < m.Rows; r++ {
		j.Matrix = append(j.Matrix, append([]int64(nil), m.Counts[r*m.Cols:(r+1)*m.Cols]...))
	}
	if p := rep.Perms; p != nil {
		for r, c := range p.Counts {
			perm := stats.Unrank(p.N, r)
			pj := permJSON{Order: orderString(perm), Observed: ratio(c, p.Trials)}
			if rep.Exact != nil {
				q := rep.Exact.Prob(perm)
				f, _ := q.Float64()
				pj.Exact, pj.ExactFraction = &f, q.RatString()
			}
			j.Permutations = append(j.Permutations, pj)
		}
		if rep.Exact != nil {
			tv, _ := rep.Exact.TVUniform(p.N).Float64()
			j.ExactTV = &tv
		}
	}
	return j
}

func ratio(c, t int64) float64 {
	if t == 0 {
		return 0
	}
	return float64(c) / float64(t)
}

// orderString writes a deck top first with cards numbered 1…n.
func orderString(perm []int) string {
	var b strings.Builder
	for i, c := range perm {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, c+1)
	}
	return b.String()
}

func writeReport(out io.Writer, rep *stats.Report, algo shuffle.Algorithm, info rng.Info, j shuffleJSON) {
	streams := ""
	if j.Workers > 1 {
		streams = fmt.Sprintf(" · %d workers", j.Workers)
	}
	fmt.Fprint(out, wrap(fmt.Sprintf("%s on %s · %s · %s %s · seed %v%s%s", rep.Algo, rep.Gen, deckText(algo, rep), groupDigits(rep.Trials), text.OneMany(int(rep.Trials), "trial", "trials"), j.Seed, streams, seedNote(info)), 80, "", "  "))
	fair := "fair: exactly uniform when its generator is"
	if !algo.Fair {
		fair = "unfair: " + algo.Why
	}
	fmt.Fprint(out, wrap(algo.Description, 80, "  ", "  "))
	fmt.Fprint(out, wrap(fair, 80, "  ", "    "))
	fmt.Fprint(out, wrap(info.Name+": "+info.Description, 80, "  ", "    "))
	fmt.Fprintln(out)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "test\t%s\n", rep.Test)
	if rep.Test == stats.TestFaces && rep.DF > 0 {
		fmt.Fprintf(tw, "chi-square\t%.1f on %s degrees of freedom at the most uneven position\n",
			rep.Chi2, groupDigits(int64(rep.DF)))
		fmt.Fprintf(tw, "\t(p = %s for that position alone)\n", formatP(stats.ChiSquareSurvival(rep.Chi2, rep.DF)))
		fmt.Fprintf(tw, "p-value\t%s (Bonferroni over %d positions)\n", formatP(rep.PValue), rep.Matrix.Rows)
	} else {
		fmt.Fprintf(tw, "chi-square\t%.1f on %s degrees of freedom\n", rep.Chi2, groupDigits(int64(rep.DF)))
		fmt.Fprintf(tw, "p-value\t%s\n", formatP(rep.PValue))
	}
	fmt.Fprintf(tw, "TV distance\t%.4f (observed vs uniform, mean over rows)\n", rep.TV)
	if j.TVFair != nil {
		fmt.Fprintf(tw, "\tsampling noise alone gives about %.4f\n", *j.TVFair)
	}
	if rep.Malformed > 0 {
		fmt.Fprintf(tw, "malformed\t%s samples\n", groupDigits(rep.Malformed))
	}
	fmt.Fprintf(tw, "verdict\t%s\n", rep.Verdict)
	if v := rep.Verdict; v.Kind == stats.TooFew && v.Need > 0 {
		fmt.Fprintf(tw, "\t(a test from --trials %s)\n", groupDigits(v.N+v.Need))
	}
	tw.Flush()
	fmt.Fprintln(out)
	writeMatrix(out, rep.Matrix, algo.Kind)
	if rep.Perms != nil {
		writePerms(out, rep, j)
	}
}

func formatP(p float64) string {
	switch {
	case p == 0:
		return "0 (below the smallest float64)"
	case p < 1e-4:
		return fmt.Sprintf("%.2e", p)
	}
	return fmt.Sprintf("%.4f", p)
}

// writeMatrix draws the tally: counts for small decks, a character map of
// standardised residuals z = (O − E)/√E up to 64 columns.
func writeMatrix(out io.Writer, m *stats.Matrix, kind shuffle.Kind) {
	rowName, colName := "position", "card"
	if kind == shuffle.Faces {
		colName = "face"
	}
	grouped := m.Rows != m.N && !m.Faces()
	switch {
	case m.Cols <= 10 && m.Rows <= 60:
		fmt.Fprint(out, wrap(fmt.Sprintf("where they landed (rows: %ss top first; columns: %ss; expected %s per cell)",
			rowName, colName, expectedText(m)), 80, "", "  "))
		tw := tabwriter.NewWriter(out, 0, 0, 1, ' ', tabwriter.AlignRight)
		head := "\t"
		for c := 0; c < m.Cols; c++ {
			head += fmt.Sprintf("%d\t", c+1)
		}
		fmt.Fprintln(tw, head)
		for r := 0; r < m.Rows; r++ {
			line := fmt.Sprintf("%d\t", r+1)
			for c := 0; c < m.Cols; c++ {
				line += fmt.Sprintf("%d\t", m.Counts[r*m.Cols+c])
			}
			fmt.Fprintln(tw, line)
		}
		tw.Flush()
	case m.Cols <= 64 && m.Rows <= 64:
		what := fmt.Sprintf("rows: %ss top first; columns: %ss", rowName, colName)
		if grouped {
			what = fmt.Sprintf("rows: 64 groups of positions; columns: 64 groups of cards (%d cards)", m.N)
		}
		fmt.Fprint(out, wrap(fmt.Sprintf("where they landed (%s)", what), 80, "", "  "))
		fmt.Fprintln(out, "  · within 3σ of uniform   + more often, # far more (>6σ)   - less, = far less")
		for r := 0; r < m.Rows; r++ {
			var b strings.Builder
			fmt.Fprintf(&b, "%4d ", r+1)
			for c := 0; c < m.Cols; c++ {
				e := m.Expected(r, c)
				z := 0.0
				if e > 0 {
					z = (float64(m.Counts[r*m.Cols+c]) - e) / math.Sqrt(e)
				}
				b.WriteRune(residualRune(z))
			}
			fmt.Fprintln(out, b.String())
		}
	default:
		fmt.Fprintf(out, "the %d × %d matrix is in --json\n", m.Rows, m.Cols)
	}
}

func expectedText(m *stats.Matrix) string {
	e := m.Expected(0, 0)
	if e == math.Trunc(e) {
		return fmt.Sprintf("%.0f", e)
	}
	return fmt.Sprintf("%.1f", e)
}

// residualRune maps a standardised residual to a character; ±3σ keeps the
// map quiet for a fair shuffle (a 52 × 52 map has 2,704 cells, and |z| > 3
// happens in about 0.27% of them by chance — seven or so — while |z| > 2
// would mark over a hundred).
func residualRune(z float64) rune {
	switch {
	case z > 6:
		return '#'
	case z > 3:
		return '+'
	case z < -6:
		return '='
	case z < -3:
		return '-'
	}
	return '·'
}

func writePerms(out io.Writer, rep *stats.Report, j shuffleJSON) {
	p := rep.Perms
	fmt.Fprintf(out, "\nevery order of %d (top card first): observed frequency vs exact probability\n", p.N)
	if rep.Exact != nil {
		fmt.Fprintf(out, "  %d of %d orders reachable; exact TV distance from uniform %.4f\n",
			len(rep.Exact.Outcomes), stats.Factorial(p.N), *j.ExactTV)
	}
	if j.ExactNote != "" {
		fmt.Fprint(out, wrap("exact: "+j.ExactNote, 80, "  ", "    "))
	}
	rows := j.Permutations
	if len(rows) > 24 {
		// Show the orders furthest from uniform (or from exact) both ways.
		sorted := append([]permJSON(nil), rows...)
		u := 1 / float64(len(rows))
		sort.SliceStable(sorted, func(a, b int) bool { return sorted[a].Observed > sorted[b].Observed })
		fmt.Fprintf(out, "  the 8 most and 8 least frequent of %d orders (uniform: %.5f each)\n", len(rows), u)
		fmt.Fprintln(out, "  (all of them in --json)")
		rows = append(sorted[:8:8], sorted[len(sorted)-8:]...)
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  order\tobserved\texact\t")
	for _, r := range rows {
		ex := "—"
		if r.Exact != nil {
			ex = fmt.Sprintf("%.5f  (%s)", *r.Exact, r.ExactFraction)
		}
		fmt.Fprintf(tw, "  %s\t%.5f\t%s\t\n", r.Order, r.Observed, ex)
	}
	tw.Flush()
}

// deckText names what was shuffled: cards, a selection, or dice.
func deckText(algo shuffle.Algorithm, rep *stats.Report) string {
	switch algo.Kind {
	case shuffle.Faces:
		return fmt.Sprintf("%d dice (%d faces × %d)", rep.Cards, rep.Matrix.Cols, rep.Cards/rep.Matrix.Cols)
	case shuffle.Selection:
		return fmt.Sprintf("%d of %d cards", rep.Matrix.Rows, rep.Cards)
	}
	return text.Plural(rep.Cards, "card")
}

// uniformDistribution gives each of the n! orders probability 1/n!.
func uniformDistribution(n int) *stats.Distribution {
	f := stats.Factorial(n)
	d := &stats.Distribution{Outcomes: make(map[string]*big.Rat, f)}
	for r := range f {
		d.Outcomes[stats.Key(stats.Unrank(n, r))] = big.NewRat(1, int64(f))
	}
	return d
}
