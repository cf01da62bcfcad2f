package shuffle

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"slices"
	"sync"

	"riffle/engine/rng"
)

// Constrained describes a dice-roller "deck": Faces faces numbered 1…Faces,
// Copies of each, and the rule that no face repeats within Distance
// positions. A sequence s of length Len() = Faces·Copies is legal when it
// holds each face exactly Copies times and
//
//	s[j] != s[j+k]  for 1 ≤ k ≤ Distance and 0 ≤ j < j+k < Len()
//
// (linear, not cyclic). The source is the "Beaver Bar Camp" page (last
// edited March 5, 2008; /work/shared/sources/constrained-dice-shuffle.txt):
// 6 faces, Distance 2 (s[j] != s[j+1] and s[j] != s[j+2]), and 6 copies in
// its programs (the for $n (1..5) loop adds 5 copies to the initial
// "123456"), 8 in its printed 48-roll samples.
//
// Three samplers draw legal sequences: [Constrained.Original] and
// [Constrained.Fix] reproduce the page's two Perl programs, biased as they
// are; [Constrained.Uniform] is exactly uniform over all legal sequences,
// by [Constrained.Count] and [Constrained.Unrank].
//
// Use [NewConstrained] to build a value; the methods panic on a literal
// outside its range (see each method).
type Constrained struct{ Faces, Copies, Distance int }

// maxConstrainedParam bounds Faces, Copies and Distance: the counting
// tables store each per-state number in one byte.
const maxConstrainedParam = 255

// NewConstrained returns the deck of faces 1…faces, copies of each, with no
// face repeated within distance positions. It requires
//
//	1 ≤ faces ≤ 255, 1 ≤ copies ≤ 255, 0 ≤ distance ≤ 255,
//	and copies == 1 or faces ≥ 2·distance + 1.
//
// The last condition is exactly the one under which Bart Massey's loop in
// [Constrained.Fix] always terminates. Derivation: Fix inserts face i into
// a deck of length L (a cycle: the programs only ever cut it) that holds n
// copies of i, and retries uniformly random cuts until the top 2d cards
// (d = distance) hold no i. Each try is a uniform cut of the cycle, so the
// loop ends with probability 1 iff some cyclic run of non-i cards has length
// ≥ 2d, and never ends otherwise. The n copies of i split the other L−n cards
// into n runs, so the longest run is at least ⌈(L−n)/n⌉, which is ≥ 2d
// whenever L > 2d·n. The smallest deck in round n (the deck holding n copies
// of each face, n = 1…copies−1) is met when inserting face 1, L = faces·n;
// so faces ≥ 2d+1 gives L ≥ (2d+1)·n > 2d·n at every insertion. Conversely,
// if faces ≤ 2d and copies ≥ 2, the very first insertion (1 into
// "1 2 … faces", whose only run of non-1 cards has faces−1 ≤ 2d−1 cards)
// can never succeed. The same condition makes the start "1 2 … faces"
// cyclically legal and is assumed by [Constrained.Original] too.
func NewConstrained(faces, copies, distance int) (Constrained, error) {
	c := Constrained{Faces: faces, Copies: copies, Distance: distance}
	if err := c.rangeErr(); err != nil {
		return Constrained{}, err
	}
	if err := c.fixErr(); err != nil {
		return Constrained{}, err
	}
	return c, nil
}

// rangeErr checks the ranges of the fields, which Count, Unrank, Uniform
// and Legal need.
func (c Constrained) rangeErr() error {
	switch {
	case c.Faces < 1 || c.Faces > maxConstrainedParam:
		return fmt.Errorf("shuffle: faces must be in 1…%d, got %d", maxConstrainedParam, c.Faces)
	case c.Copies < 1 || c.Copies > maxConstrainedParam:
		return fmt.Errorf("shuffle: copies must be in 1…%d, got %d", maxConstrainedParam, c.Copies)
	case c.Distance < 0 || c.Distance > maxConstrainedParam:
		return fmt.Errorf("shuffle: distance must be in 0…%d, got %d", maxConstrainedParam, c.Distance)
	}
	return nil
}

// fixErr checks the condition, derived at NewConstrained, under which the
// Perl programs are defined.
func (c Constrained) fixErr() error {
	if c.Copies > 1 && c.Faces < 2*c.Distance+1 {
		return fmt.Errorf("shuffle: with %d copies and distance %d, faces must be at least 2·distance+1 = %d, got %d",
			c.Copies, c.Distance, 2*c.Distance+1, c.Faces)
	}
	return nil
}

func (c Constrained) mustRange() {
	if err := c.rangeErr(); err != nil {
		panic(err)
	}
}

func (c Constrained) mustValid() {
	c.mustRange()
	if err := c.fixErr(); err != nil {
		panic(err)
	}
}

// Len returns the number of dice in the deck, Faces·Copies.
func (c Constrained) Len() int { return c.Faces * c.Copies }

// Legal reports whether seq is a legal sequence of the deck: length Len(),
// each face 1…Faces exactly Copies times, and no face repeated within
// Distance positions (linearly: seq[0] and seq[Len()-1] are not neighbours).
// It panics if a field is outside NewConstrained's ranges.
func (c Constrained) Legal(seq []int) bool {
	c.mustRange()
	if len(seq) != c.Len() {
		return false
	}
	seen := make([]int, c.Faces+1)
	for j, v := range seq {
		if v < 1 || v > c.Faces {
			return false
		}
		seen[v]++
		if slices.Contains(seq[max(0, j-c.Distance):j], v) {
			return false
		}
	}
	for _, n := range seen[1:] {
		if n != c.Copies {
			return false
		}
	}
	return true
}

// Original is the page's first program, generalised from 6 faces, 6 copies
// and distance 2 to the deck c:
//
//	$_="123456";
//	for $n (1..5) {
//	  for $i (1..6) {
//	    $r = int(rand($l=length($_)));
//	    s/(.{$r})(.*)/$2$1/;
//	    s/([^$i]{2})([^$i]{2})/$1$i$2/;
//	  }
//	}
//
// It starts from "1 2 … Faces" (one of each face, in order: the author's
// acknowledged start bias); then for n = 1…Copies−1 and i = 1…Faces it cuts
// the deck at r = g.IntN(len) (s = s[r:] + s[:r]) and inserts i at the first
// opportunity: in the middle of the leftmost 2·Distance consecutive cards
// none equal to i. Perl's int(rand(len)) becomes the generator's own
// bounded method; everything else is the program's, bit for bit.
//
// The quirk that matters: when no such window exists the Perl substitution
// silently fails and the card is lost, so the result is then shorter than
// Len() (it is not Legal). It happens: with "123456" and r = 3 or 4 the cut
// deck "456123" or "561234" has no four cards free of 1, so the first 1 is
// lost with probability 2/6. For the page's 6 faces and distance 2, some
// card is lost with probability exactly 3/7 whatever the copies (≥ 2): that
// is the probability for the first round (every path enumerated), and
// after a complete round none is lost, since a cut splits at most one of
// the n ≥ 2 runs of non-i cards, which hold 5n+i−1 cards, more than the
// 3n+3 that runs all shorter than four could hold.
//
// The search for the first free window also clusters values (Bart
// Massey's objection), and every output, lost cards or not, is cyclically
// legal (s[j] != s[(j+k) mod len] for 1 ≤ k ≤ Distance), so legal sequences
// with a repeat across the ends, such as one beginning and ending with the
// same face, never occur.
//
// It panics if c is outside NewConstrained's range.
func (c Constrained) Original(g rng.Generator) []int {
	c.mustValid()
	s := c.start()
	window := 2 * c.Distance
	for n := 1; n < c.Copies; n++ {
		for i := 1; i <= c.Faces; i++ {
			cutDeck(s, g.IntN(len(s)))
			if p := firstFreeWindow(s, i, window); p >= 0 {
				s = slices.Insert(s, p+c.Distance, i)
			}
		}
	}
	return s
}

// Fix is the page's second program, Bart Massey's fix, generalised like
// [Constrained.Original]:
//
//	$_="123456";
//	for $n (1..5) {
//	  for $i (1..6) {
//	    do {
//	      $r = int(rand($l=length($_)));
//	      s/(.{$r})(.*)/$2$1/;
//	    } until s/^([^$i]{2})([^$i]{2})/$1$i$2/;
//	  }
//	}
//
// For each insertion of face i it cuts the deck at r = g.IntN(len) again and
// again, each cut applied to the previous one, until the top 2·Distance
// cards hold no i; then it inserts i at position Distance. NewConstrained's
// condition makes some cut fit, so with a uniform IntN each try succeeds
// with probability at least 1/len and the loop ends. A degenerate generator
// (a constant or short-cycled LCG) may never produce a fitting cut: after
// maxCuts·len tries in a row — which a uniform generator fails with
// probability below e^-64 — Fix gives up on that face and the card is lost,
// so the caller sees a sequence of the wrong length rather than a hang.
// Otherwise Fix never loses a card: its result is always Legal.
//
// The quirks that matter: the last face inserted, Faces, always sits at
// position Distance (when Copies ≥ 2), and, as for Original, every output
// is cyclically legal, a proper subset of the legal sequences when Distance
// ≥ 1 and Copies ≥ 2. Each insertion draws a geometric number of cuts.
//
// It panics if c is outside NewConstrained's range.
func (c Constrained) Fix(g rng.Generator) []int {
	c.mustValid()
	s := c.start()
	window := 2 * c.Distance
	for n := 1; n < c.Copies; n++ {
		for i := 1; i <= c.Faces; i++ {
			fits := false
			for try := 0; try < maxCuts*len(s) && !fits; try++ {
				cutDeck(s, g.IntN(len(s)))
				fits = !slices.Contains(s[:window], i)
			}
			if fits {
				s = slices.Insert(s, c.Distance, i)
			}
		}
	}
	return s
}

// maxCuts bounds Fix's tries per insertion at maxCuts·len(deck); see Fix.
const maxCuts = 64

// start returns "1 2 … Faces" with room for the whole deck.
func (c Constrained) start() []int {
	s := make([]int, c.Faces, c.Len())
	for j := range s {
		s[j] = j + 1
	}
	return s
}

// cutDeck cuts s at r in place: s becomes s[r:] + s[:r] (Perl's
// s/(.{$r})(.*)/$2$1/).
func cutDeck(s []int, r int) {
	slices.Reverse(s[:r])
	slices.Reverse(s[r:])
	slices.Reverse(s)
}

// firstFreeWindow returns the start of the leftmost run of w consecutive
// elements of s none equal to i, or -1 if there is none.
func firstFreeWindow(s []int, i, w int) int {
	if w == 0 {
		return 0
	}
	run := 0
	for j, v := range s {
		if v == i {
			run = 0
			continue
		}
		run++
		if run == w {
			return j - w + 1
		}
	}
	return -1
}

// Uniform returns a sequence drawn uniformly from all Count() legal
// sequences: Unrank(R) for R uniform in [0, Count()).
//
// R is drawn with g: when Count() < 2³¹, by one call g.IntN(Count()) (so a
// historic generator uses its own bounded method — whose bound is a 32-bit
// int in java, delphi and mt19937 — and a small deck's outputs can be
// enumerated by enumerating that one value); otherwise by
// exact rejection sampling: b = Count().BitLen() bits from ⌈b/64⌉ g.Uint64
// words, most significant word first, keeping the low b mod 64 bits of the
// first (all 64 if b is a multiple of 64), retried while ≥ Count() (fewer
// than 2 tries on average). After 128 failed tries — a degenerate generator
// whose words never fall below Count() — it returns nil.
//
// It panics if a field is outside NewConstrained's ranges or if no legal
// sequence exists (impossible for a deck from NewConstrained).
func (c Constrained) Uniform(g rng.Generator) []int {
	n := c.table().total
	if n.Sign() == 0 {
		panic(fmt.Sprintf("shuffle: %+v has no legal sequence", c))
	}
	r := bigIntBelow(g, n)
	if r == nil {
		return nil // a degenerate generator: see maxRejections
	}
	return c.Unrank(r)
}

// bigIntBelow returns a uniform integer in [0, n), n > 0, as documented at
// Uniform, or nil if maxRejections tries in a row all land above n.
func bigIntBelow(g rng.Generator, n *big.Int) *big.Int {
	if n.IsUint64() && n.Uint64() <= math.MaxInt32 {
		return big.NewInt(int64(g.IntN(int(n.Uint64()))))
	}
	b := n.BitLen()
	words := (b + 63) / 64
	mask := ^uint64(0) >> (64*words - b)
	buf := make([]byte, 8*words)
	r := new(big.Int)
	for range maxRejections {
		for w := range words {
			x := g.Uint64()
			if w == 0 {
				x &= mask
			}
			binary.BigEndian.PutUint64(buf[8*w:], x)
		}
		if r.SetBytes(buf).Cmp(n) < 0 {
			return r
		}
	}
	return nil
}

// maxRejections bounds bigIntBelow's tries. Each try succeeds with
// probability above ½, so a uniform generator fails them all with
// probability below 2^-128; a degenerate one (constant output) ends here.
const maxRejections = 128

// Count returns the number of legal sequences, a new *big.Int the caller
// may modify. For 6 faces and distance 2:
//
//	copies  dice  legal sequences                  of all arrangements
//	2       12    825,120                          7,484,400
//	6       36    20,673,260,467,866,119,520       ≈ 2.67·10²⁴
//	8       48    ≈ 1.76·10²⁶                      ≈ 2.89·10³³
//
// Count and Unrank share a table of the number of legal completions of
// every reachable state (remaining copies of each face, last Distance
// faces), built on first use per configuration, kept for the life of the
// process, and safe for concurrent use. States are counted up to symmetry:
// the faces outside the last Distance are interchangeable, so a state is
// the remaining counts of the last Distance faces, in order, and the
// multiset of the others' remaining counts. The 48 dice of the page's
// samples (6 faces, 8 copies, distance 2) build in milliseconds; the table
// grows roughly like (Copies+1)^Distance · C(Faces−Distance+Copies, Copies)
// states, so large decks are impractical.
//
// It panics if a field is outside NewConstrained's ranges.
func (c Constrained) Count() *big.Int {
	return new(big.Int).Set(c.table().total)
}

// Unrank returns the legal sequence of rank r in lexicographic order (face
// by face from the first position, smaller faces first): a bijection from
// [0, Count()) onto the legal sequences, with Unrank(0) the smallest.
//
// It panics if r is outside [0, Count()) or a field is outside
// NewConstrained's ranges.
func (c Constrained) Unrank(r *big.Int) []int {
	t := c.table()
	if r.Sign() < 0 || r.Cmp(t.total) >= 0 {
		panic(fmt.Sprintf("shuffle: rank %v outside [0, %v) for %+v", r, t.total, c))
	}
	rest := new(big.Int).Set(r)
	st := newCountState(c)
	seq := make([]int, 0, c.Len())
	for range c.Len() {
		chosen := 0
		for f := 1; f <= c.Faces; f++ {
			if st.rem[f] == 0 || st.inWin[f] {
				continue
			}
			n := t.lookup(st.childKey(f))
			if rest.Cmp(n) < 0 {
				chosen = f
				break
			}
			rest.Sub(rest, n)
		}
		if chosen == 0 {
			panic("shuffle: Unrank: counting table inconsistent") // unreachable
		}
		st.play(chosen)
		seq = append(seq, chosen)
	}
	return seq
}

// constrainedTable holds the completion counts of one configuration.
type constrainedTable struct {
	once  sync.Once
	c     Constrained
	memo  map[string]*big.Int // canonical state key → completions
	total *big.Int
}

// constrainedTables maps Constrained → *constrainedTable. A table is
// written only inside its once and read-only afterwards.
var constrainedTables sync.Map

func (c Constrained) table() *constrainedTable {
	c.mustRange()
	v, ok := constrainedTables.Load(c)
	if !ok {
		v, _ = constrainedTables.LoadOrStore(c, &constrainedTable{c: c})
	}
	t := v.(*constrainedTable)
	t.once.Do(t.build)
	return t
}

func (t *constrainedTable) build() {
	t.memo = make(map[string]*big.Int)
	hist := make([]int, t.c.Copies+1)
	hist[t.c.Copies] = t.c.Faces
	t.total = t.count(nil, hist)
}

func (t *constrainedTable) lookup(key []byte) *big.Int {
	n, ok := t.memo[string(key)]
	if !ok {
		panic("shuffle: counting table has no state " + fmt.Sprint(key)) // unreachable
	}
	return n
}

// constrainedKey encodes a canonical state: win holds the remaining counts
// of the last Distance faces, oldest first; hist[k] is the number of other
// faces with k copies remaining (k = 1…Copies; hist[0] is not encoded).
func constrainedKey(buf []byte, win, hist []int) []byte {
	buf = append(buf[:0], byte(len(win)))
	for _, w := range win {
		buf = append(buf, byte(w))
	}
	for _, h := range hist[1:] {
		buf = append(buf, byte(h))
	}
	return buf
}

// count returns the number of legal completions of the canonical state
// (win, hist), memoised.
func (t *constrainedTable) count(win, hist []int) *big.Int {
	key := string(constrainedKey(nil, win, hist))
	if n, ok := t.memo[key]; ok {
		return n
	}
	left := 0
	for _, w := range win {
		left += w
	}
	for k, h := range hist {
		left += k * h
	}
	n := new(big.Int)
	if left == 0 {
		n.SetInt64(1)
	}
	var term big.Int
	for k := 1; k < len(hist); k++ {
		if hist[k] == 0 {
			continue
		}
		// Play one of the hist[k] interchangeable free faces with k left.
		cwin := append(slices.Clone(win), k-1)
		chist := slices.Clone(hist)
		chist[k]--
		for len(cwin) > t.c.Distance {
			if cwin[0] > 0 {
				chist[cwin[0]]++
			}
			cwin = cwin[1:]
		}
		term.SetInt64(int64(hist[k]))
		n.Add(n, term.Mul(&term, t.count(cwin, chist)))
	}
	t.memo[key] = n
	return n
}

// countState is a concrete state of Unrank: the faces themselves.
type countState struct {
	c     Constrained
	rem   []int  // rem[f]: copies of face f left
	win   []int  // the last Distance faces played, oldest first
	inWin []bool // inWin[f]: f is in win
	hist  []int  // hist[k]: faces outside win with k copies left

	// scratch for childKey
	cwin, chist []int
	buf         []byte
}

func newCountState(c Constrained) *countState {
	st := &countState{
		c:     c,
		rem:   make([]int, c.Faces+1),
		inWin: make([]bool, c.Faces+1),
		hist:  make([]int, c.Copies+1),
	}
	for f := 1; f <= c.Faces; f++ {
		st.rem[f] = c.Copies
	}
	st.hist[c.Copies] = c.Faces
	return st
}

// childKey returns the canonical key of the state after playing free face
// f, built exactly as constrainedTable.count builds its children.
func (st *countState) childKey(f int) []byte {
	k := st.rem[f]
	st.cwin = st.cwin[:0]
	for _, w := range st.win {
		st.cwin = append(st.cwin, st.rem[w])
	}
	st.cwin = append(st.cwin, k-1)
	st.chist = append(st.chist[:0], st.hist...)
	st.chist[k]--
	drop := max(0, len(st.cwin)-st.c.Distance)
	for _, w := range st.cwin[:drop] {
		if w > 0 {
			st.chist[w]++
		}
	}
	st.buf = constrainedKey(st.buf, st.cwin[drop:], st.chist)
	return st.buf
}

// play plays free face f.
func (st *countState) play(f int) {
	st.hist[st.rem[f]]--
	st.rem[f]--
	st.win = append(st.win, f)
	st.inWin[f] = true
	for len(st.win) > st.c.Distance {
		o := st.win[0]
		st.win = st.win[1:]
		st.inWin[o] = false
		if st.rem[o] > 0 {
			st.hist[st.rem[o]]++
		}
	}
}
