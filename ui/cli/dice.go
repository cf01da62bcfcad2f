package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"riffle/engine/polyhedra"
)

var diceCommand = command{name: "dice", summary: "the fair dice (isohedra): symmetries, and the six less fair",
	usage: "dice [--n N] [--json]", help: diceHelp(), run: runDice}

// diceFamilyN is the range --n takes: the n every family accepts.
func diceFamilyN() (lo, hi int) {
	lo, hi = 0, polyhedra.MaxN
	for _, f := range polyhedra.Families() {
		lo, hi = max(lo, f.MinN), min(hi, f.MaxN)
	}
	return lo, hi
}

func diceHelp() string {
	lo, hi := diceFamilyN()
	return fmt.Sprintf(`Lists every type of convex isohedron in MathWorld's table: the 30 shapes
whose symmetries carry any face to any other, so that they make fair dice by
symmetry (Diaconis and Keller 1989). For each: its faces, the order of its
symmetry group (reflections included), of its rotation group, and the number
of orbits the rotations make on the faces. All are computed from exact
coordinates, never typed in.

A die cannot be turned inside out. With rotations only, six types split
their faces into two orbits no turn exchanges: they are "less fair".

  --n N     the infinite families (dipyramids, trapezohedra) at n, %d…%d
            (default: each family's own n, shown in the table)
  --json    one JSON object: {"dice":[{"name","faces","symmetries",
            "rotations","rotation_orbits","fair_under_rotations",
            "vertices","edges","family","n"}]}; n only for a family

Example:
  riffle dice --n 6
`, lo, hi)
}

type dieJSON struct {
	Name       string `json:"name"`
	Faces      int    `json:"faces"`
	Symmetries int    `json:"symmetries"`
	Rotations  int    `json:"rotations"`
	RotOrbits  int    `json:"rotation_orbits"`
	Fair       bool   `json:"fair_under_rotations"`
	Vertices   int    `json:"vertices"`
	Edges      int    `json:"edges"`
	Family     bool   `json:"family"`
	N          int    `json:"n,omitempty"`
}

type diceJSON struct {
	Dice []dieJSON `json:"dice"`
}

func runDice(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("dice", flag.ContinueOnError)
	nStr := fs.String("n", "", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	n := 0
	if *nStr != "" {
		lo, hi := diceFamilyN()
		v, err := IntFlag("n", *nStr, int64(lo), int64(hi))
		if err != nil && v == 0 && strings.TrimSpace(*nStr) == "2" {
			// The shop lists skewed dipyramids of n = 2: fixed dice of
			// their own, not a member of the families --n sets.
			return Usagef("--n 2 is out of range: allowed %d…%d (at n = 2 a dipyramid is flat and a trapezohedron a tetrahedron; the shop's skewed dipyramids of n = 2 are dice of their own, listed without --n)", lo, hi)
		}
		if err != nil {
			return err
		}
		n = int(v)
	}
	j, err := diceReport(n)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(out, j)
	}
	return writeDice(out, j)
}

// diceReport analyses every type, the families at n (0: their defaults),
// ordered by faces and then name.
func diceReport(n int) (diceJSON, error) {
	solids := polyhedra.Isohedra()
	if n != 0 {
		for i, s := range solids {
			if s.N == 0 {
				continue
			}
			f, err := polyhedra.Family(s.Name, n) // n is in every family's range
			if err != nil {
				return diceJSON{}, err
			}
			solids[i] = f
		}
	}
	j := diceJSON{Dice: []dieJSON{}}
	for _, s := range solids {
		sym, err := polyhedra.Analyze(s)
		if err != nil {
			return diceJSON{}, fmt.Errorf("%s: %v", s.Name, err)
		}
		j.Dice = append(j.Dice, dieJSON{Name: s.Name, Faces: len(s.Faces), Symmetries: sym.Full,
			Rotations: sym.Rotations, RotOrbits: len(sym.RotationOrbits), Fair: sym.FairUnderRotations,
			Vertices: len(s.Vertices), Edges: len(s.Edges()), Family: s.N != 0, N: s.N})
	}
	slices.SortStableFunc(j.Dice, func(a, b dieJSON) int {
		if a.Faces != b.Faces {
			return a.Faces - b.Faces
		}
		return strings.Compare(a.Name, b.Name)
	})
	return j, nil
}

func writeDice(out io.Writer, j diceJSON) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Fair dice: MathWorld's %d types of convex isohedron, their symmetries\ncomputed from exact coordinates\n\n", len(j.Dice))
	names := make([]string, len(j.Dice))
	width := len("die")
	for i, d := range j.Dice {
		names[i] = d.Name
		if d.Family {
			names[i] = fmt.Sprintf("%s, n = %d", d.Name, d.N)
		}
		width = max(width, utf8.RuneCountInString(names[i]))
	}
	row := func(faces, name, sym, rot, orbits string) {
		fmt.Fprintf(&b, "%5s  %-*s  %10s  %9s  %s\n", faces, width, name, sym, rot, orbits)
	}
	row("faces", "die", "symmetries", "rotations", "orbits")
	var less []string
	for i, d := range j.Dice {
		orbits := fmt.Sprint(d.RotOrbits)
		if !d.Fair {
			orbits += "  less fair"
			less = append(less, d.Name)
		}
		row(fmt.Sprint(d.Faces), names[i], fmt.Sprint(d.Symmetries), fmt.Sprint(d.Rotations), orbits)
	}
	b.WriteString("\nsymmetries: turns and reflections that carry the die onto itself; rotations:\n")
	b.WriteString("the turns alone; orbits: the classes of faces the turns can exchange.\n\n")
	b.WriteString("Every one is fair by symmetry if the die may be reflected. A die can only be\n")
	b.WriteString("turned, and")
	fmt.Fprintf(&b, " then these %d split their faces into two orbits, less fair:\n", len(less))
	b.WriteString(wrap(strings.Join(less, ", ")+".", 78, "  ", "  "))
	_, err := io.WriteString(out, b.String())
	return err
}
