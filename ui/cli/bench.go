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
	"time"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
)

const benchHelp = `Measures shuffles per second with the position tally, on every core, two
ways side by side: a plain loop of math/rand/v2's (*Rand).Shuffle on PCG plus
a position × card tally (the baseline), and Riffle's sampler running its
default fair shuffle (batched Fisher–Yates) on PCG — the sampler behind the
fairness panel and riffle shuffle, each sample a fresh deck shuffled and
tallied. It prints both rates and their ratio. Machines are noisy: compare
ratios, and run it twice.

  --cards N     deck size, 3…256                                (default 52)
  --seconds S   time for each side, 1…60, run as 4·S alternating rounds
                of the two sides; each rate is the median     (default 3)
  --workers W   goroutines for each side, 1…256   (default: the CPU count)
  --json        one JSON object: {"cards","workers","seconds",
                "baseline_per_sec","riffle_per_sec","ratio"}
`

func init() {
	benchCommand = command{name: "bench", summary: "shuffles per second: Riffle's sampler against the stdlib loop",
		usage: "bench [--cards N] [--seconds S] [--workers W] [--json]", help: benchHelp, run: runBench}
}

// benchCommand is registered in commands().
var benchCommand command

type benchJSON struct {
	Cards    int     `json:"cards"`
	Workers  int     `json:"workers"`
	Seconds  float64 `json:"seconds"`
	Baseline float64 `json:"baseline_per_sec"`
	Riffle   float64 `json:"riffle_per_sec"`
	Ratio    float64 `json:"ratio"`
}

func runBench(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	cardsStr := fs.String("cards", "52", "")
	secondsStr := fs.String("seconds", "3", "")
	workersStr := fs.String("workers", fmt.Sprint(runtime.GOMAXPROCS(0)), "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
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
	d := time.Duration(secs) * time.Second
	j := benchJSON{Cards: int(cards), Workers: int(workers), Seconds: d.Seconds()}
	// Alternate short rounds of the two sides and take each side's median,
	// so that a burst of noise on the machine hits both alike.
	rounds := int(secs) * 4
	round := d / time.Duration(rounds)
	var base, riff []float64
	for range rounds {
		base = append(base, benchBaseline(int(cards), int(workers), round))
		r, err := benchSampler(int(cards), int(workers), round)
		if err != nil {
			return err
		}
		riff = append(riff, r)
	}
	j.Baseline, j.Riffle = median(base), median(riff)
	if j.Baseline > 0 {
		j.Ratio = j.Riffle / j.Baseline
	}
	if *asJSON {
		return writeJSON(out, j)
	}
	fmt.Fprintf(out, "%d-card shuffles with the position tally, on %d goroutines, %s each\n", j.Cards, j.Workers, d)
	fmt.Fprintf(out, "(medians of %d alternating rounds)\n\n", rounds)
	fmt.Fprintf(out, "  baseline  (*rand.Rand).Shuffle on PCG + tally   %12s /s\n", groupDigits(int64(j.Baseline)))
	fmt.Fprintf(out, "  riffle    sampler: fisher-yates on pcg          %12s /s\n", groupDigits(int64(j.Riffle)))
	fmt.Fprintf(out, "  ratio     %.2f×\n", j.Ratio)
	return nil
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
