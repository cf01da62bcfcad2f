// Package shuffle holds Riffle's shuffles and samplers: the fair default
// (Fisher–Yates, with batched bounded draws on modern generators), the
// historically broken ones (naive swap-with-any, the 1999 ASF poker shuffle,
// sort by random key), Gilbert–Shannon–Reeds riffles and the Aldous–Diaconis
// stopping time, and the 2008 constrained dice roller with its fix and an
// exactly uniform sampler. Every function takes its generator explicitly;
// [Algorithms] lists them by the names users type, and [Measure] runs one
// into a fairness report.
package shuffle

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"riffle/engine/rng"
)

// Kind says what an algorithm's output is, and so how its fairness is judged.
type Kind int

const (
	// Permutation: an order of n distinct cards; fair means each of the n!
	// orders is equally likely.
	Permutation Kind = iota
	// Selection: the first Keep positions are a draw without replacement;
	// fair means each ordered selection is equally likely.
	Selection
	// Faces: a sequence of dice faces 1…Faces, Copies of each, under the
	// no-repeat-within-Distance rule; fair means each legal sequence is
	// equally likely (so every position shows each face 1/Faces of the time).
	Faces
)

// Options are the parameters some algorithms take. Zero values mean the
// defaults below.
type Options struct {
	Keep     int // partial: items drawn (default min(5, n): a Roadrunner pick)
	KeyBits  int // sort-key: key width in bits, 1…64 (default 32)
	Faces    int // constrained-*: faces of the die (default 6)
	Distance int // constrained-*: no face repeats within this many positions (default 2)
	Riffles  int // riffle: GSR riffles in a row, 1…MaxRiffles (default 1)
}

// Defaults of [Options].
const (
	DefaultKeep     = 5
	DefaultKeyBits  = 32
	DefaultFaces    = 6
	DefaultDistance = 2
	DefaultRiffles  = 1
	// MaxCards is the largest deck the algorithms accept by name.
	MaxCards = 10000
	// MaxKeep is the most draws partial makes: its report tallies keep × n
	// cells, kept ungrouped.
	MaxKeep = 100
	// MaxUniformDice bounds constrained-uniform: its counting table grows
	// steeply with the number of copies (96 dice: seconds; 120: a gigabyte).
	MaxUniformDice = 96
	// MaxRiffles is the most riffles the riffle algorithm makes in a row:
	// past 64, k riffles of up to MaxCards cards are uniform to within a
	// total-variation distance far below anything a sampler can see.
	MaxRiffles = 64
)

// Func runs a prepared algorithm once on deck and returns the result: deck
// itself, shuffled in place, for permutations and selections; a new face
// sequence for the constrained samplers (whose deck argument is ignored).
type Func func(deck []int, g rng.Generator) []int

// Algorithm describes a shuffle users can name.
type Algorithm struct {
	Name        string // what users type
	Description string // one line
	Fair        bool   // exactly uniform when its generator is
	Why         string // why not, when it is not fair
	Kind        Kind
	prepare     func(n int, o Options) (Func, error)
	// paths is the number of random paths on n cards, when known in
	// advance (nil when it depends on the draws), or a reason the paths
	// cannot be enumerated at all. ExactDistribution refuses hopeless cases
	// before starting.
	paths func(n int, o Options) (float64, error)
}

// Prepare checks that the algorithm can run on n cards (or dice) with the
// options, and returns it ready to run. A refusal is a [*ParamError]: one
// line naming the field in plain words ("keep 150 is out of range for 200
// cards: allowed 1…100"), never a command-line flag.
func (a Algorithm) Prepare(n int, o Options) (Func, error) {
	if n < 1 || n > MaxCards {
		return nil, paramErrorf(FieldCards, n, "is out of range: allowed 1…%d", MaxCards)
	}
	return a.prepare(n, o.resolved(n))
}

// resolved returns o with every zero field replaced by its default for an
// n-card deck; Prepare, the path counts and Measure all read options
// through it.
func (o Options) resolved(n int) Options {
	if o.Keep == 0 {
		o.Keep = min(DefaultKeep, n)
	}
	o.KeyBits = cmp.Or(o.KeyBits, DefaultKeyBits)
	o.Faces = cmp.Or(o.Faces, DefaultFaces)
	o.Distance = cmp.Or(o.Distance, DefaultDistance)
	o.Riffles = cmp.Or(o.Riffles, DefaultRiffles)
	return o
}

// KeepFor reports how many positions of an n-card deck the algorithm's
// output fills with random draws: Keep for selections, n otherwise.
func (a Algorithm) KeepFor(n int, o Options) int {
	if a.Kind == Selection {
		return o.resolved(n).Keep
	}
	return n
}

func inPlace(f func(deck []int, g rng.Generator)) Func {
	return func(deck []int, g rng.Generator) []int { f(deck, g); return deck }
}

var algorithms = []Algorithm{
	{
		Name: "fisher-yates", Description: "Durstenfeld's Fisher–Yates: swap each position with a random later one (the default)",
		Fair: true, Kind: Permutation,
		prepare: func(n int, o Options) (Func, error) {
			return inPlace(FisherYates[int]), nil
		},
		paths: func(n int, o Options) (float64, error) { return math.Gamma(float64(n + 1)), nil },
	},
	{
		Name: "partial", Description: "the first k steps of Fisher–Yates: k of n without replacement (lotteries)",
		Fair: true, Kind: Selection,
		prepare: func(n int, o Options) (Func, error) {
			k := o.Keep
			if hi := min(n, MaxKeep); k < 1 || k > hi {
				return nil, paramErrorf(FieldKeep, k, "is out of range for %d cards: allowed 1…%d", n, hi)
			}
			return func(deck []int, g rng.Generator) []int { Partial(deck, k, g); return deck }, nil
		},
	},
	{
		Name: "sort-key", Description: "give every card a random key and sort by it (stable); key bits set the width",
		Fair: false, Why: "cards whose keys tie keep their old order, so the deck leans to where it started; narrow keys make it plain",
		Kind: Permutation,
		prepare: func(n int, o Options) (Func, error) {
			b := o.KeyBits
			if b < 1 || b > 64 {
				return nil, paramErrorf(FieldKeyBits, b, "is out of range: allowed 1…64")
			}
			return func(deck []int, g rng.Generator) []int { SortKey(deck, b, g); return deck }, nil
		},
		paths: func(n int, o Options) (float64, error) {
			b := o.KeyBits
			if b > 30 {
				e := paramErrorf(FieldKeyBits, b, "is too wide to enumerate: sort-key draws keys over 30 bits from whole 64-bit words")
				e.Try = 3 // 2^(3·6) paths on the 6 cards ExactDistribution takes at most
				return 0, e
			}
			return math.Pow(2, float64(b*n)), nil
		},
	},
	{
		Name: "naive", Description: "swap every position with any position",
		Fair: false, Why: "n^n equally likely paths fall on n! orders, and n! does not divide n^n for n ≥ 3",
		Kind: Permutation,
		prepare: func(n int, o Options) (Func, error) {
			return inPlace(Naive[int]), nil
		},
		paths: func(n int, o Options) (float64, error) { return math.Pow(float64(n), float64(n)), nil },
	},
	{
		Name: "asf", Description: "the 1999 ASF online-poker shuffle: swap card ctr with Random(n-1)+1, ctr = 1…n",
		Fair: false, Why: "naive swap-with-any, and Random(51)+1 never picks the last position, so the last card never stays last",
		Kind: Permutation,
		prepare: func(n int, o Options) (Func, error) {
			if n < 2 {
				return nil, paramErrorf(FieldCards, n, "is too few for asf: allowed 2 or more (it draws Random(n-1)+1)")
			}
			return inPlace(ASF[int]), nil
		},
		paths: func(n int, o Options) (float64, error) { return math.Pow(float64(n-1), float64(n)), nil },
	},
	{
		// Options.Riffles = k > 1 gives k riffles in a row (the deck of New
		// Age Solitaire after k shuffles); the name, description and output
		// of the default single riffle do not change.
		Name: "riffle", Description: "one Gilbert–Shannon–Reeds riffle: binomial cut, cards dropped in proportion to packet sizes",
		Fair: false, Why: "one riffle reaches only orders with at most 2 rising sequences (2^n − n of the n! orders)",
		Kind: Permutation,
		prepare: func(n int, o Options) (Func, error) {
			k := o.Riffles
			if k < 1 || k > MaxRiffles {
				return nil, paramErrorf(FieldRiffles, k, "is out of range: allowed 1…%d", MaxRiffles)
			}
			return func(deck []int, g rng.Generator) []int {
				for range k {
					Riffle(deck, g)
				}
				return deck
			}, nil
		},
	},
	{
		Name: "inverse-riffle", Description: "one inverse GSR riffle: random 0/1 labels, 0-cards slid out on top (stable sort)",
		Fair: false, Why: "one inverse riffle reaches only 2^n − n of the n! orders",
		Kind: Permutation,
		prepare: func(n int, o Options) (Func, error) {
			return func(deck []int, g rng.Generator) []int { InverseRiffle(deck, g); return deck }, nil
		},
	},
	{
		Name: "uniform-riffles", Description: "GSR riffles until the reversed inverse-riffle labels are distinct (a strong uniform time)",
		Fair: true, Kind: Permutation,
		prepare: func(n int, o Options) (Func, error) {
			return func(deck []int, g rng.Generator) []int {
				if _, ok := UniformRiffles(deck, g); !ok {
					return nil // not certified uniform: a degenerate generator
				}
				return deck
			}, nil
		},
		paths: unboundedPaths("uniform-riffles"),
	},
	constrainedAlgorithm("constrained-original",
		"the 2008 dice roller: cut at random, insert each face at the first place it fits",
		"inserting at the first opportunity clusters faces, the start \"123456\" is remembered, and a face can be lost",
		Constrained.Original),
	unbounded(constrainedAlgorithm("constrained-fix",
		"the 2008 fix: cut again until the face fits at the front",
		"every face is inserted in the same place, so the last face added sits at position d+1",
		Constrained.Fix)),
	constrainedAlgorithm("constrained-uniform",
		"exactly uniform over legal dice sequences: count them, draw one at random",
		"", Constrained.Uniform),
}

func constrainedAlgorithm(name, desc, why string, sample func(Constrained, rng.Generator) []int) Algorithm {
	return Algorithm{
		Name: name, Description: desc, Fair: why == "", Why: why, Kind: Faces,
		prepare: func(n int, o Options) (Func, error) {
			f, d := o.Faces, o.Distance
			if f < 1 {
				return nil, Constrained{Faces: f, Copies: 1, Distance: d}.rangeErr()
			}
			if n%f != 0 {
				return nil, paramErrorf(FieldCards, n, "is not a multiple of %d: %s deals each of %d faces equally often", f, name, f)
			}
			if n/f > maxConstrainedParam {
				return nil, paramErrorf(FieldCards, n, "is too many for %s: allowed up to %d dice (%d of each of %d faces)",
					name, maxConstrainedParam*f, maxConstrainedParam, f)
			}
			if name == "constrained-uniform" && n > MaxUniformDice {
				return nil, paramErrorf(FieldCards, n, "is too many for constrained-uniform: allowed up to %d dice (its counting table grows steeply)", MaxUniformDice)
			}
			c, err := NewConstrained(f, n/f, d)
			if err != nil {
				return nil, err
			}
			return func(_ []int, g rng.Generator) []int { return sample(c, g) }, nil
		},
	}
}

func unbounded(a Algorithm) Algorithm {
	a.paths = unboundedPaths(a.Name)
	return a
}

// unboundedPaths is the paths of an algorithm whose loop repeats until a
// condition holds: its random paths have no bound in length.
func unboundedPaths(name string) func(int, Options) (float64, error) {
	return func(int, Options) (float64, error) {
		return 0, fmt.Errorf("%s repeats until a condition holds, so its random paths have no end to enumerate", name)
	}
}

// Algorithms lists every algorithm users can name, in a teaching order: the
// fair default, the selections, the broken ones, the riffles, the dice.
func Algorithms() []Algorithm { return slices.Clone(algorithms) }

// Lookup finds an algorithm by the name users type.
func Lookup(name string) (Algorithm, error) {
	for _, a := range algorithms {
		if a.Name == name {
			return a, nil
		}
	}
	return Algorithm{}, fmt.Errorf("unknown algorithm %q: allowed %s", name, strings.Join(Names(), ", "))
}

// Names lists the algorithm names in order.
func Names() []string {
	ns := make([]string, len(algorithms))
	for i, a := range algorithms {
		ns[i] = a.Name
	}
	return ns
}
