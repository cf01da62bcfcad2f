package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

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
	_, r.Raw = rawOutput(g)
	s := rngStream{count: count, bound: bound, fresh: func() rng.Generator {
		g, _ := info.New(seed) // the same seed: each pass draws the same values
		return g
	}}
	if *asJSON {
		return s.writeJSON(out, r)
	}
	return s.writeText(out, info, r)
}

// rngStream is the values asked for, drawn again from the seed for each
// pass over them rather than kept: a million values are written in the
// memory of one (they took 400 MB when kept).
type rngStream struct {
	count int64
	bound int64
	fresh func() rng.Generator // the generator at the seed
}

// each calls fn with the values in turn: the raw output, and IntN(bound)
// from a generator of its own when bound > 0.
func (s rngStream) each(fn func(i int64, raw json.Number, bounded int)) {
	g, g2 := s.fresh(), rng.Generator(nil)
	if s.bound > 0 {
		g2 = s.fresh() // the bounded column starts afresh from the seed
	}
	for i := range s.count {
		v, _ := rawOutput(g)
		b := 0
		if g2 != nil {
			b = g2.IntN(int(s.bound))
		}
		fn(i, v, b)
	}
}

// writeJSON writes r as writeJSON would with its values and bounded lists
// filled, each value written as it is drawn.
func (s rngStream) writeJSON(out io.Writer, r rngJSON) error {
	r.Values = []json.Number{}
	var b bytes.Buffer
	if err := writeJSON(&b, r); err != nil {
		return err
	}
	head, tail, _ := bytes.Cut(b.Bytes(), []byte(`"values":[]`))
	tail = bytes.TrimSuffix(tail, []byte("}\n"))
	w := bufio.NewWriter(out)
	w.Write(head)
	w.WriteString(`"values":[`)
	s.each(func(i int64, raw json.Number, _ int) {
		if i > 0 {
			w.WriteByte(',')
		}
		w.WriteString(string(raw))
	})
	w.WriteByte(']')
	w.Write(tail)
	if s.bound > 0 {
		w.WriteString(`,"bounded":[`)
		s.each(func(i int64, _ json.Number, bounded int) {
			if i > 0 {
				w.WriteByte(',')
			}
			w.WriteString(strconv.Itoa(bounded))
		})
		w.WriteByte(']')
	}
	w.WriteString("}\n")
	return w.Flush()
}

// writeText shows the generator, its seed, an LCG's period from it, and
// the values as a table: raw outputs, and bounded ones when --bound asked,
// each column right-aligned two cells past its widest (a first pass finds
// the widths, a second writes).
func (s rngStream) writeText(out io.Writer, info rng.Info, r rngJSON) error {
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
	heads := []string{"#", r.Raw}
	if bound > 0 {
		heads = append(heads, fmt.Sprintf("IntN(%d)", bound))
	}
	widths := []int{max(1, len(strconv.FormatInt(s.count, 10))), len(r.Raw), len(heads[len(heads)-1])}
	s.each(func(_ int64, raw json.Number, bounded int) {
		widths[1] = max(widths[1], len(raw))
		widths[2] = max(widths[2], len(strconv.Itoa(bounded)))
	})
	w := bufio.NewWriter(out)
	row := func(cells ...string) {
		for i, c := range cells {
			w.WriteString(strings.Repeat(" ", widths[i]+2-len(c)))
			w.WriteString(c)
		}
		w.WriteByte('\n')
	}
	row(heads...)
	s.each(func(i int64, raw json.Number, bounded int) {
		if bound > 0 {
			row(strconv.FormatInt(i+1, 10), string(raw), strconv.Itoa(bounded))
		} else {
			row(strconv.FormatInt(i+1, 10), string(raw))
		}
	})
	return w.Flush()
}
