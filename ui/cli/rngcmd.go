package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strconv"
	"text/tabwriter"

	"riffle/engine/rng"
)

const rngHelp = `Prints a generator's first K raw outputs from a seed and, with --bound N,
its first K values in [0, N) drawn by the generator's own bounded method
(java: nextInt(N); delphi: Random(N); mt19937: Commons Math nextInt(N); the
toy LCGs: floor(s·N/m); pcg, chacha8, os: unbiased multiply-shift). Both
columns start from the same seed, so each reproduces the original on its own.

Raw outputs are each generator's native word: the state s for the LCGs,
nextInt() for java, the new RandSeed for delphi, genrand_int32() for mt19937,
Uint64() for the modern ones.

  --gen NAME    generator (riffle list shows them); lcg:A,C,M is a custom LCG
                s' = (A·s + C) mod M, e.g. lcg:13,5,16            (required)
  --seed S      seed: decimal, negative (java's signed seeds) or 0x-hex;
                for delphi it is RandSeed itself        (default: from the OS)
  --count K     how many values, 1…1,000,000                    (default 10)
  --bound N     also draw bounded values in [0, N), N in 1…2,147,483,647
  --json        one JSON object: {"gen","seed","raw","values":[…],
                "bounded":[…]}; for LCGs also "period" and "tail"

For an LCG the period from the seed is found by Brent's cycle detection (up
to 16,777,216 steps); seeds drawn from the OS are below 2^53, so a seed read
back from --json replays the run in any JSON reader.
`

// maxCount bounds --count.
const maxCount = 1_000_000

// maxPeriodSteps bounds the LCG period search (a fraction of a second).
const maxPeriodSteps = 1 << 24

// rawOutput returns the generator's next native output as a JSON number and
// names what it is.
func rawOutput(g rng.Generator) (json.Number, string) {
	switch g := g.(type) {
	case *rng.LCG:
		return json.Number(strconv.FormatUint(g.Next(), 10)), "state s"
	case *rng.JavaRandom:
		return json.Number(strconv.FormatInt(int64(g.NextInt()), 10)), "nextInt()"
	case *rng.Delphi:
		g.Random(1) // one step; the output is the new RandSeed
		return json.Number(strconv.FormatUint(uint64(g.RandSeed), 10)), "RandSeed"
	case *rng.MT19937:
		return json.Number(strconv.FormatUint(uint64(g.Uint32()), 10)), "genrand_int32()"
	}
	return json.Number(strconv.FormatUint(g.Uint64(), 10)), "Uint64()"
}

type rngJSON struct {
	Gen    string        `json:"gen"`
	Seed   any           `json:"seed"`
	Raw    string        `json:"raw"`
	Values []json.Number `json:"values"`
	Bound  int64         `json:"bound,omitempty"`
	// Period and Tail: the LCG's cycle from this seed (Brent's method).
	Period     *uint64 `json:"period,omitempty"`
	Tail       *uint64 `json:"tail,omitempty"`
	PeriodNote string  `json:"period_note,omitempty"`
	Bounded    []int   `json:"bounded,omitempty"`
}

func runRNG(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("rng", flag.ContinueOnError)
	genName := fs.String("gen", "", "")
	seedStr := fs.String("seed", "", "")
	countStr := fs.String("count", "10", "")
	boundStr := fs.String("bound", "", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	if *genName == "" {
		return Usagef("--gen is required: allowed %s", genNames())
	}
	info, err := lookupGen(*genName)
	if err != nil {
		return err
	}
	count, err := IntFlag("count", *countStr, 1, maxCount)
	if err != nil {
		return err
	}
	var bound int64
	if *boundStr != "" {
		if bound, err = IntFlag("bound", *boundStr, 1, 1<<31-1); err != nil {
			return err
		}
	}
	seed, g, err := seededGen(info, *seedStr)
	if err != nil {
		return err
	}
	r := rngJSON{Gen: info.Name, Seed: seedNumber(info, seed), Bound: bound}
	if lcg, ok := g.(*rng.LCG); ok {
		if tail, period, found := lcg.Period(seed, maxPeriodSteps); found {
			r.Period, r.Tail = &period, &tail
		} else {
			r.PeriodNote = fmt.Sprintf("period: no cycle found within %s steps", groupDigits(maxPeriodSteps))
		}
	}
	for range count {
		v, what := rawOutput(g)
		r.Values = append(r.Values, v)
		r.Raw = what
	}
	if bound > 0 {
		g2, _ := info.New(seed) // same seed: the bounded column starts afresh
		for range count {
			r.Bounded = append(r.Bounded, g2.IntN(int(bound)))
		}
	}
	if *asJSON {
		return writeJSON(out, r)
	}
	return writeRNG(out, info, r)
}

// writeRNG shows the generator, its seed, an LCG's period from it, and the
// values as a table: raw outputs, and bounded ones when --bound asked.
func writeRNG(out io.Writer, info rng.Info, r rngJSON) error {
	bound := r.Bound
	fmt.Fprint(out, wrap(info.Name+" — "+info.Description, 80, "", "  "))
	fmt.Fprintf(out, "seed %v%s\n", r.Seed, seedNote(info))
	if r.Period != nil {
		fmt.Fprintf(out, "period from this seed: %s", groupDigits(int64(*r.Period)))
		switch {
		case *r.Tail == 1:
			fmt.Fprint(out, " (the cycle is entered after 1 step)")
		case *r.Tail > 1:
			fmt.Fprintf(out, " (the cycle is entered after %s steps)", groupDigits(int64(*r.Tail)))
		}
		fmt.Fprintln(out)
	} else if r.PeriodNote != "" {
		fmt.Fprintln(out, r.PeriodNote)
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := "#\t" + r.Raw + "\t"
	if bound > 0 {
		head += fmt.Sprintf("IntN(%d)\t", bound)
	}
	fmt.Fprintln(tw, head)
	for i, v := range r.Values {
		line := fmt.Sprintf("%d\t%s\t", i+1, v)
		if bound > 0 {
			line += fmt.Sprintf("%d\t", r.Bounded[i])
		}
		fmt.Fprintln(tw, line)
	}
	return tw.Flush()
}
