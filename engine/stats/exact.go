package stats

import (
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"sort"
	"strconv"
	"strings"

	"riffle/engine/rng"
)

// MaxDraws is the most draws one path of a procedure may make under
// [Exact] before Exact gives up with [ErrTooManyDraws]. It stops a rejection
// loop that never exits on the first path (for g.IntN(2) == 0 {}) and a loop
// of IntN(1) draws. A procedure whose honest paths are longer cannot be
// enumerated anyway: a path of D draws with bounds of at least 2 has a
// sibling branch at each draw, so the whole enumeration has at least D+1
// paths.
const MaxDraws = 4096

var (
	// ErrTooManyPaths is returned by [Exact] when the procedure has more
	// random paths than the caller allowed.
	ErrTooManyPaths = errors.New("stats: too many random paths to enumerate")
	// ErrTooManyDraws is returned by [Exact] when one path makes more than
	// [MaxDraws] draws, typically an unbounded rejection loop.
	ErrTooManyDraws = errors.New("stats: a random path makes too many draws")
)

// Distribution is the exact output distribution of a randomised procedure.
//
// Outcomes maps each outcome with positive probability to that probability.
// The key is the outcome formatted as decimal integers separated by single
// spaces ("0 2 1"; "" for an empty outcome), readable when printed and
// usable as a map key; look an outcome up with [Distribution.Prob] rather
// than by building keys. The probabilities sum to exactly 1.
type Distribution struct {
	Outcomes map[string]*big.Rat
	Paths    int64 // number of random paths enumerated
}

// Key returns the key of outcome in [Distribution.Outcomes].
func Key(outcome []int) string {
	return string(appendKey(nil, outcome))
}

func appendKey(b []byte, outcome []int) []byte {
	for i, v := range outcome {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return b
}

// parseKey is the inverse of Key.
func parseKey(k string) []int {
	f := strings.Fields(k)
	out := make([]int, len(f))
	for i, s := range f {
		v, err := strconv.Atoi(s)
		if err != nil {
			panic("stats: malformed outcome key " + strconv.Quote(k))
		}
		out[i] = v
	}
	return out
}

// Prob returns the probability of outcome: a fresh Rat, 0 if the outcome
// never occurs.
func (d *Distribution) Prob(outcome []int) *big.Rat {
	if p, ok := d.Outcomes[Key(outcome)]; ok {
		return new(big.Rat).Set(p)
	}
	return new(big.Rat)
}

// Sorted returns the outcome keys in increasing lexicographic order of the
// outcomes (for printing).
func (d *Distribution) Sorted() []string {
	type kv struct {
		key string
		out []int
	}
	all := make([]kv, 0, len(d.Outcomes))
	for k := range d.Outcomes {
		all = append(all, kv{k, parseKey(k)})
	}
	sort.Slice(all, func(i, j int) bool {
		a, b := all[i].out, all[j].out
		for x := range min(len(a), len(b)) {
			if a[x] != b[x] {
				return a[x] < b[x]
			}
		}
		return len(a) < len(b)
	})
	keys := make([]string, len(all))
	for i, e := range all {
		keys[i] = e.key
	}
	return keys
}

// TVUniform returns the exact total variation distance between d and the
// uniform distribution on the n! permutations of 0…n−1:
//
//	TV = ½·Σ_σ |P(σ) − 1/n!| + ½·P(outcome is not a permutation of 0…n−1)
//
// Permutations absent from d count with probability 0. It panics if n < 0
// or n > 20.
func (d *Distribution) TVUniform(n int) *big.Rat {
	f := Factorial(n)
	u := big.NewRat(1, int64(f))
	sum, diff := new(big.Rat), new(big.Rat)
	perms := 0
	for k, p := range d.Outcomes {
		out := parseKey(k)
		if len(out) == n && IsPermutation(out) {
			perms++
			sum.Add(sum, diff.Abs(diff.Sub(p, u)))
		} else {
			sum.Add(sum, p)
		}
	}
	missing := big.NewRat(int64(f-perms), int64(f))
	sum.Add(sum, missing)
	return sum.Mul(sum, big.NewRat(1, 2))
}

// Exact enumerates every random path of a randomised procedure to compute
// its exact output distribution under an ideal generator, each IntN(k) draw
// uniform on 0…k−1 and independent of the others:
//
//	P(outcome) = Σ over paths ending in outcome of Π_draws 1/k
//
// run is called once per path with a generator whose IntN replays that path;
// the paths are walked depth first, as an odometer whose digits are the
// draws and whose radices are their bounds. The bound of a path's i-th draw
// must depend only on the draws before it, and run must not keep state
// between calls; Exact returns an error if a replayed prefix asks for a
// different bound or ends early. The generator's Uint64 panics: a procedure
// must draw through IntN to be enumerable. IntN panics if k ≤ 0, as
// rng.Generator's does.
//
// It returns [ErrTooManyPaths] as soon as a path beyond the maxPaths-th is
// started, and [ErrTooManyDraws] if a path makes more than [MaxDraws] draws,
// so a rejection loop yields an error rather than running forever. The cost
// is the procedure's cost times the number of paths: Fisher–Yates on 8
// cards has 8! = 40 320 paths, the naive swap-with-any 8⁸ ≈ 1.7·10⁷.
func Exact(run func(g rng.Generator) []int, maxPaths int64) (*Distribution, error) {
	// Per outcome, path counts by the path's probability denominator (the
	// product of its bounds) when that fits a uint64, summed as fractions
	// only at the end; huge denominators go straight into a Rat.
	type tally struct {
		byDen map[uint64]int64
		big   *big.Rat
	}
	tallies := map[string]*tally{}
	g := &pathGen{}
	var key []byte
	var paths int64
	for {
		if paths >= maxPaths {
			return nil, fmt.Errorf("%w: more than %d", ErrTooManyPaths, maxPaths)
		}
		paths++
		out, err := g.replay(run)
		if err != nil {
			return nil, err
		}
		key = appendKey(key[:0], out)
		t, ok := tallies[string(key)]
		if !ok {
			t = &tally{byDen: map[uint64]int64{}}
			tallies[string(key)] = t
		}
		den, overflow := uint64(1), false
		for _, d := range g.path {
			hi, lo := bits.Mul64(den, uint64(d.bound))
			if hi != 0 {
				overflow = true
				break
			}
			den = lo
		}
		if overflow {
			bd := big.NewInt(1)
			for _, d := range g.path {
				bd.Mul(bd, big.NewInt(int64(d.bound)))
			}
			if t.big == nil {
				t.big = new(big.Rat)
			}
			t.big.Add(t.big, new(big.Rat).SetFrac(big.NewInt(1), bd))
		} else {
			t.byDen[den]++
		}
		if !g.next() {
			break
		}
	}
	dist := &Distribution{Outcomes: make(map[string]*big.Rat, len(tallies)), Paths: paths}
	for k, t := range tallies {
		p := new(big.Rat)
		if t.big != nil {
			p.Set(t.big)
		}
		for den, cnt := range t.byDen {
			p.Add(p, new(big.Rat).SetFrac(big.NewInt(cnt), new(big.Int).SetUint64(den)))
		}
		dist.Outcomes[k] = p
	}
	return dist, nil
}

// draw is one digit of the odometer: the value drawn and its bound.
type draw struct{ value, bound int }

// pathGen is the replaying generator of Exact. path holds the draws of the
// current path; the first fixed of them are forced, the rest were first
// drawn (as 0) by the current run.
type pathGen struct {
	path  []draw
	fixed int
	pos   int
	err   error
}

// abort is the panic value with which IntN stops a run that broke a rule.
type abort struct{}

func (g *pathGen) Uint64() uint64 {
	panic("stats: Exact: the procedure called Uint64; procedures must draw through IntN to be enumerable")
}

func (g *pathGen) IntN(k int) int {
	if k <= 0 {
		panic(fmt.Sprintf("stats: Exact: IntN(%d), bound must be positive", k))
	}
	if g.pos < g.fixed {
		d := g.path[g.pos]
		if d.bound != k {
			g.err = fmt.Errorf("stats: Exact: draw %d has bound %d on one run and %d on a replay; the procedure is not deterministic given its draws", g.pos, d.bound, k)
			panic(abort{})
		}
		g.pos++
		return d.value
	}
	if g.pos >= MaxDraws {
		g.err = fmt.Errorf("%w: more than %d", ErrTooManyDraws, MaxDraws)
		panic(abort{})
	}
	g.path = append(g.path, draw{0, k})
	g.pos++
	return 0
}

// replay runs the procedure once along the current path, extending it with
// zeros past the forced prefix.
func (g *pathGen) replay(run func(rng.Generator) []int) (out []int, err error) {
	g.pos, g.err = 0, nil
	g.path = g.path[:g.fixed]
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(abort); !ok {
				panic(r)
			}
			out, err = nil, g.err
		}
	}()
	out = run(g)
	if g.pos < g.fixed {
		return nil, fmt.Errorf("stats: Exact: a replay stopped after %d of %d draws; the procedure is not deterministic given its draws", g.pos, g.fixed)
	}
	return out, nil
}

// next advances the odometer to the next path: it increments the last draw
// that has not reached its bound, drops the draws after it, and reports
// false when every path has been walked.
func (g *pathGen) next() bool {
	for i := len(g.path) - 1; i >= 0; i-- {
		if g.path[i].value+1 < g.path[i].bound {
			g.path[i].value++
			g.path = g.path[:i+1]
			g.fixed = i + 1
			return true
		}
	}
	return false
}
