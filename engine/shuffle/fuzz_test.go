package shuffle

import (
	"slices"
	"strings"
	"testing"

	"riffle/engine/rng"
)

// FuzzLookup names algorithms and prepares them with any deck size and the
// options the command line reaches (keep, key bits) and riffles:
// Lookup never panics, accepts exactly the names of Algorithms() (as
// typed: no case folding, no trimming) and returns that entry, and refuses
// in one line listing what is allowed; Prepare refuses in one line naming
// the field, not a command-line flag, or returns a shuffle whose one run on
// a deck of up to 512 cards, from a PCG stream, gives what its Kind
// promises — an order of the n cards, a selection from them, or dice
// faces 1…6 (Legal for constrained-fix and constrained-uniform; for
// constrained-original shorter when a card is lost, and cyclically legal,
// as its doc says). The seed corpus is in testdata/fuzz and runs in every
// go test:
//
//	go test -run '^$' -fuzz '^FuzzLookup$' -fuzztime 30s ./engine/shuffle
func FuzzLookup(f *testing.F) {
	f.Add("fisher-yates", 52, 0, 0, 0, uint64(1))
	f.Add("partial", 10, 10, 0, 0, uint64(2))
	f.Add("partial", 200, 101, 0, 0, uint64(2))
	f.Add("sort-key", 6, 0, 3, 0, uint64(3))
	f.Add("sort-key", 6, 0, 65, 0, uint64(3))
	f.Add("asf", 1, 0, 0, 0, uint64(4))
	f.Add("riffle", 13, 0, 0, 64, uint64(5))
	f.Add("riffle", 13, 0, 0, -1, uint64(5))
	f.Add("uniform-riffles", 52, 0, 0, 0, uint64(6))
	f.Add("constrained-original", 36, 0, 0, 0, uint64(7))
	f.Add("constrained-fix", 48, 0, 0, 0, uint64(8))
	f.Add("constrained-uniform", 97, 0, 0, 0, uint64(9))
	f.Add("constrained-uniform", 35, 0, 0, 0, uint64(9))
	f.Add("Fisher-Yates", 0, 0, 0, 0, uint64(0))
	f.Add(" naive", 10001, 0, 0, 0, uint64(0))
	f.Add("", -1, -1, -1, -1, uint64(0))
	f.Fuzz(func(t *testing.T, name string, n, keep, keyBits, riffles int, seed uint64) {
		a, err := Lookup(name)
		i := slices.IndexFunc(Algorithms(), func(b Algorithm) bool { return b.Name == name })
		if (err == nil) != (i >= 0) {
			t.Fatalf("Lookup(%q): %v; listed at %d", name, err, i)
		}
		if err != nil {
			if msg := err.Error(); !oneLine(msg) || !strings.Contains(msg, "allowed") {
				t.Fatalf("Lookup(%q): error %q is not one line saying what is allowed", name, msg)
			}
			return
		}
		if b := Algorithms()[i]; a.Name != b.Name || a.Description != b.Description || a.Fair != b.Fair || a.Why != b.Why || a.Kind != b.Kind {
			t.Fatalf("Lookup(%q) = %+v, listed %+v", name, a, b)
		}
		o := Options{Keep: keep, KeyBits: keyBits, Riffles: riffles}
		run, err := a.Prepare(n, o)
		if err != nil {
			if !oneLine(err.Error()) {
				t.Fatalf("%s.Prepare(%d, %+v): error %q is not one line", name, n, o, err)
			}
			if strings.Contains(err.Error(), "--") {
				t.Fatalf("%s.Prepare(%d, %+v): error %q names a command-line flag, not the field", name, n, o, err)
			}
			return
		}
		if n < 1 || n > MaxCards {
			t.Fatalf("%s.Prepare(%d) accepted", name, n)
		}
		if n > 512 || a.Name == "constrained-uniform" && n > 48 {
			return // a long run: the counting table grows steeply with the dice
		}
		deck := make([]int, n)
		for j := range deck {
			deck[j] = j
		}
		out := run(deck, rng.NewPCG(seed))
		checkFuzzOutput(t, a, n, o, out)
	})
}

func oneLine(s string) bool { return s != "" && !strings.ContainsAny(s, "\n\r\v\f\u0085\u2028\u2029") }

// checkFuzzOutput checks one run's output against what a's Kind promises.
func checkFuzzOutput(t *testing.T, a Algorithm, n int, o Options, out []int) {
	t.Helper()
	switch a.Kind {
	case Permutation, Selection:
		// A selection is the first Keep positions of the deck, which is
		// still an order of all n cards.
		seen := make([]bool, n)
		for _, c := range out {
			if c < 0 || c >= n || seen[c] {
				t.Fatalf("%s on %d cards with %+v: %v is not an order of the cards", a.Name, n, o, out)
			}
			seen[c] = true
		}
		if len(out) != n {
			t.Fatalf("%s on %d cards with %+v: %d cards out", a.Name, n, o, len(out))
		}
	case Faces:
		c, err := NewConstrained(DefaultFaces, n/DefaultFaces, DefaultDistance)
		if err != nil {
			t.Fatal(err)
		}
		if a.Name != "constrained-original" {
			if !c.Legal(out) {
				t.Fatalf("%s on %d dice: %v is not a legal sequence", a.Name, n, out)
			}
			return
		}
		count := make([]int, DefaultFaces+1)
		for j, v := range out {
			if v < 1 || v > DefaultFaces || count[v] == c.Copies {
				t.Fatalf("%s on %d dice: %v has a face out of range or too often", a.Name, n, out)
			}
			count[v]++
			for k := 1; k <= DefaultDistance && k < len(out); k++ {
				if out[(j+k)%len(out)] == v {
					t.Fatalf("%s on %d dice: %v is not cyclically legal at %d", a.Name, n, out, j)
				}
			}
		}
	default:
		t.Fatalf("%s: unknown kind %v", a.Name, a.Kind)
	}
}
