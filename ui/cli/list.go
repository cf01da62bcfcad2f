package cli

import (
	"encoding/json"
	"flag"
	"io"
	"strings"
	"unicode/utf8"

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
	if err := ParseFlags(fs, args); err != nil {
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
	var b strings.Builder
	b.WriteString("GENERATORS (--gen NAME)\n")
	for _, g := range l.Generators {
		b.WriteString(wrap(g.Description, 80, "  "+pad(g.Name, 22), strings.Repeat(" ", 24)))
		b.WriteString(wrap("seeds: "+g.Seeds, 80, strings.Repeat(" ", 24), strings.Repeat(" ", 31)))
	}
	b.WriteString("\nSHUFFLES (--algo NAME)\n")
	for _, a := range l.Algorithms {
		b.WriteString(wrap(a.Description, 80, "  "+pad(a.Name, 22), strings.Repeat(" ", 24)))
		verdict := "fair: exactly uniform when its generator is"
		if !a.Fair {
			verdict = "unfair: " + a.Why
		}
		b.WriteString(wrap(verdict, 80, strings.Repeat(" ", 24), strings.Repeat(" ", 26)))
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// pad right-pads s with spaces to n runes.
func pad(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s + " "
}

func writeJSON(out io.Writer, v any) error {
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
