package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
)

const benchHelp = `Times Riffle's way beside the baseline it is measured against, both in the
same run, alternating rounds of the two and taking each side's median, so a
burst of noise on the machine hits both alike. Machines are noisy: compare
the ratios, and run it twice.

  shuffle  shuffles per second with the position tally, on every core: a
           plain loop of math/rand/v2's (*Rand).Shuffle on PCG plus a
           position × card tally (baseline) against Riffle's sampler running
           its default fair shuffle (batched Fisher–Yates) on PCG
  eval7    ns to value a 7-card hand, one core: the table-driven evaluator
           (cards added to a Hand) against the bitwise one it replaced
  eval5    the same for 5-card hands
  poker7   riffle odds poker --cards 7: counting rank and suit patterns
           against valuing all 133,784,560 hands (on every core)
  holdem   riffle odds holdem "As Ad" "Kh Kc": 1,712,304 boards on every
           core, with the table-driven evaluator against the one before
  crack    the whole day of the 1999 crack, 86,400,000 seeds on every core:
           eight seeds side by side with pruning against one at a time

  --only LIST   cases to run, comma-separated, or all             (default all)
  --rounds R    alternating rounds for each poker case, 1…20      (default 3)
  --cards N     shuffle: deck size, 3…256                         (default 52)
  --seconds S   shuffle: time for each side, 1…60, run as 4·S alternating
                rounds                                            (default 3)
  --workers W   shuffle: goroutines a side, 1…256    (default: the CPU count)
  bots          riffle bench bots --help: Hold'em's computer players in
                self-play, by style (VPIP, PFR, AF, WTSD, bb/100)

  --json        one JSON object: {"cards","workers","seconds",
                "baseline_per_sec","riffle_per_sec","ratio"} for shuffle, and
                "results":[{"name","what","unit","riffle","baseline",
                "speedup"}] for the others (speedup = baseline ÷ riffle)
`

var benchCommand = command{name: "bench", summary: "speed beside the baselines: shuffles, poker, the crack",
	usage: "bench [--only LIST] [--rounds R] [shuffle flags] [--json] | bench bots [--hands N] [--seats K] [--seed S] [--json]",
	help:  benchHelp, run: runBench}

type benchJSON struct {
	Cards    int           `json:"cards,omitempty"`
	Workers  int           `json:"workers,omitempty"`
	Seconds  float64       `json:"seconds,omitempty"`
	Baseline float64       `json:"baseline_per_sec,omitempty"`
	Riffle   float64       `json:"riffle_per_sec,omitempty"`
	Ratio    float64       `json:"ratio,omitempty"`
	Results  []benchResult `json:"results,omitempty"`
}

func runBench(args []string, out io.Writer) error {
	if len(args) > 0 && args[0] == "bots" {
		return runBenchBots(args[1:], out)
	}
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	cardsStr := fs.String("cards", "52", "")
	secondsStr := fs.String("seconds", "3", "")
	workersStr := fs.String("workers", fmt.Sprint(runtime.GOMAXPROCS(0)), "")
	onlyStr := fs.String("only", "all", "")
	roundsStr := fs.String("rounds", "3", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	on, err := parseOnly(*onlyStr)
	if err != nil {
		return err
	}
	rounds, err := IntFlag("rounds", *roundsStr, 1, 20)
	if err != nil {
		return err
	}
	cards, err := IntFlag("cards", *cardsStr, 3, stats.MaxFullMatrix)
	if err != nil {
		return err
	}
	secs, err := IntFlag("seconds", *secondsStr, 1, 60)
	if err != nil {
		return err
	}
	workers, err := IntFlag("workers", *workersStr, 1, 256)
	if err != nil {
		return err
	}
	var j benchJSON
	if on["shuffle"] {
		if j, err = benchShuffles(int(cards), int(workers), int(secs)); err != nil {
			return err
		}
	}
	if j.Results, err = runBenchCases(on, int(rounds)); err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(out, j)
	}
	writeBench(out, j, on["shuffle"], int(rounds))
	return nil
}

// benchShuffles times the shuffle case: secs seconds a side, as 4·secs
// alternating rounds.
func benchShuffles(cards, workers, secs int) (benchJSON, error) {
	d := time.Duration(secs) * time.Second
	j := benchJSON{Cards: cards, Workers: workers, Seconds: d.Seconds()}
	rounds := secs * 4
	round := d / time.Duration(rounds)
	var base, riff []float64
	for range rounds {
		base = append(base, benchBaseline(cards, workers, round))
		r, err := benchSampler(cards, workers, round)
		if err != nil {
			return j, err
		}
		riff = append(riff, r)
	}
	j.Baseline, j.Riffle = median(base), median(riff)
	if j.Baseline > 0 {
		j.Ratio = j.Riffle / j.Baseline
	}
	return j, nil
}

// writeBench prints the report: the shuffle rates, then a line a case.
func writeBench(out io.Writer, j benchJSON, shuffles bool, rounds int) {
	if shuffles {
		fmt.Fprintf(out, "%d-card shuffles with the position tally, on %d goroutines, %s each\n", j.Cards, j.Workers, time.Duration(j.Seconds*float64(time.Second)))
		fmt.Fprintf(out, "(medians of %d alternating rounds)\n\n", int(j.Seconds)*4)
		fmt.Fprintf(out, "  baseline  (*rand.Rand).Shuffle on PCG + tally   %12s /s\n", groupDigits(int64(j.Baseline)))
		fmt.Fprintf(out, "  riffle    sampler: fisher-yates on pcg          %12s /s\n", groupDigits(int64(j.Riffle)))
		fmt.Fprintf(out, "  ratio     %.2f×\n", j.Ratio)
	}
	if len(j.Results) == 0 {
		return
	}
	if shuffles {
		fmt.Fprintln(out)
	}
	fmt.Fprintf(out, "Poker, Riffle beside its baseline (medians of %d alternating rounds)\n\n", rounds)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  what\triffle\tbaseline\tspeed-up\t")
	for _, r := range j.Results {
		fmt.Fprintf(tw, "  %s\t%s %s\t%s %s\t%.2f×\t\n", r.What, benchNum(r.Riffle), r.Unit, benchNum(r.Baseline), r.Unit, r.Speedup)
	}
	_ = tw.Flush()
}

// benchNum writes a time with three significant digits or more.
func benchNum(x float64) string {
	switch {
	case x >= 100:
		return groupDigits(int64(x + 0.5))
	case x >= 10:
		return fmt.Sprintf("%.1f", x)
	default:
		return fmt.Sprintf("%.2f", x)
	}
}

// benchBaseline runs the plain loop on workers goroutines for d and returns
// shuffles per second.
func benchBaseline(n, workers int, d time.Duration) float64 {
	var total atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	deadline := start.Add(d)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), 1))
			counts := make([]int64, n*n)
			fresh := make([]int, n)
			for i := range fresh {
				fresh[i] = i
			}
			deck := make([]int, n)
			swap := func(i, j int) { deck[i], deck[j] = deck[j], deck[i] }
			var done int64
			for time.Now().Before(deadline) {
				for range 1024 {
					copy(deck, fresh)
					r.Shuffle(n, swap)
					for pos, c := range deck {
						counts[pos*n+c]++
					}
				}
				done += 1024
			}
			total.Add(done)
			benchSink.Add(counts[0])
		}()
	}
	wg.Wait()
	return float64(total.Load()) / time.Since(start).Seconds()
}

// benchSink keeps the baseline's tallies alive.
var benchSink atomic.Int64

// benchSampler runs Riffle's sampler with the default fair shuffle on pcg
// for d and returns its rate.
func benchSampler(n, workers int, d time.Duration) (float64, error) {
	a, err := shuffle.Lookup("fisher-yates")
	if err != nil {
		return 0, err
	}
	gen, err := rng.Lookup("pcg")
	if err != nil {
		return 0, err
	}
	s, err := shuffle.StartSampler(context.Background(), shuffle.SamplerSpec{
		Algo: a, Cards: n, Gen: gen, Seed: 1, Workers: workers,
	})
	if err != nil {
		return 0, err
	}
	time.Sleep(d)
	s.Stop()
	return s.Snapshot().Rate(), nil
}

// median of xs (which it sorts).
func median(xs []float64) float64 {
	slices.Sort(xs)
	if len(xs) == 0 {
		return 0
	}
	if len(xs)%2 == 1 {
		return xs[len(xs)/2]
	}
	return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
}
