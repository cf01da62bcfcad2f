package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

const listHelp = `Lists the generators (--gen NAME) and shuffle algorithms (--algo NAME) with
a one-line description each; for each algorithm whether it is fair and, when
it is not, why.

  --json   one JSON object: {"generators":[{"name","description","seeds"}],
           "algorithms":[{"name","description","fair","why"}]}
`

type listJSON struct {
	Generators []genJSON  `json:"generators"`
	Algorithms []algoJSON `json:"algorithms"`
}

type genJSON struct {
	Name         string `json:"name"`
	Description  string `json:"description"`
	Seeds        string `json:"seeds"`
	Reproducible bool   `json:"reproducible"`
}

type algoJSON struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Fair        bool   `json:"fair"`
	Why         string `json:"why,omitempty"`
}

func runList(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("list", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var l listJSON
	for _, g := range rng.Generators() {
		l.Generators = append(l.Generators, genJSON{g.Name, g.Description, g.Seeds, g.Reproducible})
	}
	for _, a := range shuffle.Algorithms() {
		l.Algorithms = append(l.Algorithms, algoJSON{a.Name, a.Description, a.Fair, a.Why})
	}
	if *asJSON {
		return writeJSON(out, l)
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "GENERATORS (--gen NAME)\t")
	for _, g := range l.Generators {
		fmt.Fprintf(tw, "  %s\t%s\n", g.Name, g.Description)
		fmt.Fprintf(tw, "  \tseeds: %s\n", g.Seeds)
	}
	fmt.Fprintln(tw, "\t")
	fmt.Fprintln(tw, "SHUFFLES (--algo NAME)\t")
	for _, a := range l.Algorithms {
		fmt.Fprintf(tw, "  %s\t%s\n", a.Name, a.Description)
		if a.Fair {
			fmt.Fprintf(tw, "  \tfair: exactly uniform when its generator is\n")
		} else {
			fmt.Fprintf(tw, "  \tunfair: %s\n", a.Why)
		}
	}
	return tw.Flush()
}

func writeJSON(out io.Writer, v any) error {
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
