package cli

import (
	"encoding/json"
	"sort"
	"strconv"
	"strings"
	"testing"

	"riffle/engine/polyhedra"
)

// The six types the source names less fair: two rotation orbits.
var lessFair = []string{"dipyramid skewed in out", "dipyramid skewed up down", "disdyakis dodecahedron",
	"disdyakis triacontahedron", "dyakis dodecahedron", "hexakis tetrahedron"}

// TestDiceJSON: one object {"dice": [...]}, each die's required keys first
// and in the order, the 30 types with the engine's numbers, a few
// checked against the point groups (cube Oh 48/24, tetrahedron Td 24/12,
// icosahedron Ih 120/60), the six less fair.
func TestDiceJSON(t *testing.T) {
	var top map[string]json.RawMessage
	runJSON(t, &top, "dice", "--json")
	if len(top) != 1 || top["dice"] == nil {
		t.Fatalf("top-level keys %v, want only dice", keysOf(top))
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(top["dice"], &raw); err != nil || len(raw) != 30 {
		t.Fatalf("dice: %d entries (%v), want 30", len(raw), err)
	}
	order := []string{"name", "faces", "symmetries", "rotations", "rotation_orbits", "fair_under_rotations"}
	for _, r := range raw {
		dec := json.NewDecoder(strings.NewReader(string(r)))
		dec.Token() // {
		for i, want := range order {
			tok, err := dec.Token()
			if err != nil || tok != want {
				t.Fatalf("key %d is %v, want %q: %s", i, tok, want, r)
			}
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				t.Fatal(err)
			}
		}
	}
	var out struct{ Dice []dieJSON }
	runJSON(t, &out, "dice", "--json")
	byName := map[string]dieJSON{}
	var less []string
	for _, d := range out.Dice {
		byName[d.Name] = d
		if !d.Fair {
			less = append(less, d.Name)
		}
		if d.Fair != (d.RotOrbits == 1) || d.Name != strings.ToLower(d.Name) || d.Vertices-d.Edges+d.Faces != 2 {
			t.Errorf("%+v", d)
		}
		if d.Family != (d.N != 0) {
			t.Errorf("%s: family %v but n %v", d.Name, d.Family, d.N)
		}
	}
	for _, s := range polyhedra.Isohedra() {
		sym, err := polyhedra.Analyze(s)
		if err != nil {
			t.Fatal(err)
		}
		d := byName[s.Name]
		if d.Faces != len(s.Faces) || d.Symmetries != sym.Full || d.Rotations != sym.Rotations || d.RotOrbits != len(sym.RotationOrbits) {
			t.Errorf("%s: %+v, the engine says %d faces, %d/%d, %d orbits", s.Name, d, len(s.Faces), sym.Full, sym.Rotations, len(sym.RotationOrbits))
		}
	}
	for name, want := range map[string][3]int{"cube": {6, 48, 24}, "tetrahedron": {4, 24, 12}, "icosahedron": {20, 120, 60},
		"disdyakis triacontahedron": {120, 120, 60}} {
		if d := byName[name]; d.Faces != want[0] || d.Symmetries != want[1] || d.Rotations != want[2] {
			t.Errorf("%s: %+v, want faces %d, %d/%d", name, d, want[0], want[1], want[2])
		}
	}
	sort.Strings(less)
	if strings.Join(less, "|") != strings.Join(lessFair, "|") {
		t.Errorf("less fair %q, want %q", less, lessFair)
	}
}

func keysOf(m map[string]json.RawMessage) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// TestDiceN: --n puts every family at n; the dihedral groups then have
// order 4n (2n for the skewed trapezohedron) with 2n rotations.
func TestDiceN(t *testing.T) {
	for _, n := range []int{3, 7, 50} {
		var out struct{ Dice []dieJSON }
		runJSON(t, &out, "dice", "--n", strconv.Itoa(n), "--json")
		fams := 0
		for _, d := range out.Dice {
			if !d.Family {
				continue
			}
			fams++
			full := 4 * n
			if d.Name == "trapezohedron skewed" {
				full = 2 * n
			}
			if d.N != n || d.Symmetries != full || d.Rotations != 2*n {
				t.Errorf("--n %d: %s n=%v: %d/%d, want %d/%d", n, d.Name, d.N, d.Symmetries, d.Rotations, full, 2*n)
			}
		}
		if fams != 5 || len(out.Dice) != 30 {
			t.Errorf("--n %d: %d families of %d dice", n, fams, len(out.Dice))
		}
	}
}

// TestDiceReadable: the table names the six less-fair types on their rows
// and in the closing sentence, and fits 80 columns, as does the help.
func TestDiceReadable(t *testing.T) {
	code, out, errOut := run("dice")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	marked := 0
	for _, line := range strings.Split(out, "\n") {
		if strings.HasSuffix(line, "2  less fair") {
			marked++
		}
	}
	if marked != 6 {
		t.Errorf("%d rows marked less fair, want 6:\n%s", marked, out)
	}
	tail := strings.Join(strings.Fields(out[strings.LastIndex(out, "these 6 split"):]), " ")
	for _, name := range lessFair {
		if !strings.Contains(tail, name) {
			t.Errorf("the closing sentence does not name %s: %q", name, tail)
		}
	}
	for _, args := range [][]string{{"dice"}, {"dice", "--help"}, {"dice", "--n", "50"}, {"help", "dice"}} {
		_, out, _ := run(args...)
		for i, line := range strings.Split(out, "\n") {
			if n := len([]rune(line)); n > 80 {
				t.Errorf("riffle %v, line %d: %d columns: %s", args, i+1, n, line)
			}
		}
	}
}

// TestDiceBadInput: one line naming the flag and what is allowed, exit 2,
// nothing on stdout.
func TestDiceBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--n", "2"}, "--n 2 is out of range: allowed 3…50"},
		{[]string{"--n", "51"}, "--n 51 is out of range: allowed 3…50"},
		{[]string{"--n", "six"}, `--n "six" is not a whole number: allowed 3…50`},
		{[]string{"--n="}, "flag --n needs a value"},
		{[]string{"--sides", "6"}, `unknown flag "--sides": allowed --json, --n`},
		{[]string{"cube"}, `unexpected argument "cube"`},
		{[]string{"--json=maybe"}, "flag --json takes no value"},
	} {
		code, out, errOut := run(append([]string{"dice"}, c.args...)...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "riffle dice: ") || !strings.Contains(errOut, c.want) {
			t.Errorf("riffle dice %q: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}

// FuzzDiceArgs runs dice with any arguments (but the slow ones fuzzSlow
// names): the package's promise (exit 0 with output and nothing on
// stderr, or 1 or 2 with one line), and on success with --json, 30 dice
// whose families stand at the n given.
func FuzzDiceArgs(f *testing.F) {
	for _, args := range [][]string{{}, {"--json"}, {"--n", "7", "--json"}, {"--n", "2"}, {"--n=1_0"}, {"-n", "x"}} {
		f.Add(strings.Join(args, "\x00"))
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := append([]string{"dice"}, splitArgs(line)...)
		if fuzzSlow(args) != "" {
			return
		}
		checkExit(t, args)
		vals, ok := fuzzFlags(args[1:])
		code, out, _ := run(args...)
		if code != 0 || !ok || vals["json"] != "true" {
			return
		}
		var o struct{ Dice []dieJSON }
		if err := json.Unmarshal([]byte(out), &o); err != nil || len(o.Dice) != 30 {
			t.Fatalf("riffle %q: %d dice (%v)", args, len(o.Dice), err)
		}
		if s, set := vals["n"]; set {
			n, _ := fuzzNum(s)
			for _, d := range o.Dice {
				if d.Family && int64(d.N) != n {
					t.Fatalf("riffle %q: %s at n %v", args, d.Name, d.N)
				}
			}
		}
	})
}

// --n 2 is refused, in one line that says why the shop's list shows
// dipyramids of n = 2 (it read as a contradiction).
func TestDiceN2Explained(t *testing.T) {
	code, out, errOut := run("dice", "--n", "2")
	if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "skewed dipyramids of n = 2 are dice of their own") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
