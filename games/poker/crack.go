package poker

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// The attack of B. Arkin, F. Hill, S. Marks, M. Schmid, T. J. Walls and
// G. McGraw, "How We Learned to Cheat at Online Poker" (1999), for class.
//
// ASF Software's server shuffled a fresh deck (the array 1…52) with the ASF
// shuffle (shuffle.ASF: 52 calls of Delphi's Random(51)) after seeding
// Delphi's generator with Randomize, the milliseconds since midnight. So a
// deal is fixed by one of 86,400,000 seeds, and the five cards a player sees
// by the flop (two hole cards, three on the board) almost always single one
// out: there are 52·51·50·49·48 ≈ 3.1e8 ways to show five cards in five
// places, so a wrong seed matches by chance with probability 1/3.1e8, and
// the whole day holds about 0.28 such false matches on average. The search
// tries a window around the attacker's clock first (the paper's attackers,
// synchronised with the server, searched about 200,000 seeds), then the
// rest of the day.

// DaySeeds is the number of seeds Randomize gives: the milliseconds in a
// day, 86,400,000.
const DaySeeds = odds.MsPerDay

// ASFDeck is the deck, top card first, that the ASF server dealt from
// RandSeed seed: the canonical deck (cards.NewDeck, ASF's array 1…52)
// shuffled by shuffle.ASF with Delphi's Random.
func ASFDeck(seed uint32) []cards.Card {
	d := cards.NewDeck()
	shuffle.ASF(d, rng.NewDelphi(seed))
	return d
}

// CrackSpec is what the attacker knows: the table size, player 1's hole
// cards and the flop, and where to look first.
type CrackSpec struct {
	Players int           // MinPlayers…MaxPlayers
	Hole    [2]cards.Card // player 1's two cards, in the order dealt
	Flop    [3]cards.Card // the flop, in the order dealt
	// Around is the attacker's clock in milliseconds since midnight
	// (0…DaySeeds−1): the window [Around−WindowMs, Around+WindowMs], taken
	// around midnight if it must, is searched first. WindowMs < 0 skips
	// the window and searches the whole day at once.
	Around   int
	WindowMs int
	// Workers is the number of goroutines; 0 means runtime.GOMAXPROCS(0).
	Workers int
	// Baseline searches with the kernel of before (one seed at a time,
	// its 52 Delphi states kept in an array), for riffle bench to time
	// the kernel against; the seeds found are the same.
	Baseline bool
}

// Validate checks the spec: the player count, five distinct valid cards, a
// clock within the day and a window no wider than the day.
func (s CrackSpec) Validate() error {
	if s.Players < MinPlayers || s.Players > MaxPlayers {
		return fmt.Errorf("%d players: allowed %d…%d", s.Players, MinPlayers, MaxPlayers)
	}
	seen := cards.Set(0)
	for _, c := range s.visible() {
		if !c.Valid() {
			return fmt.Errorf("%v is not a card", c)
		}
		if seen.Has(c) {
			return fmt.Errorf("%v is seen twice: the hole cards and the flop are five different cards", c)
		}
		seen = seen.With(c)
	}
	if s.Around < 0 || s.Around >= DaySeeds {
		return fmt.Errorf("clock %d ms is outside the day: allowed 0…%d", s.Around, DaySeeds-1)
	}
	if s.WindowMs >= DaySeeds/2 {
		return fmt.Errorf("window ±%d ms is wider than the day: allowed below %d", s.WindowMs, DaySeeds/2)
	}
	if s.Workers < 0 {
		return errors.New("workers must be 0 (all cores) or more")
	}
	return nil
}

func (s CrackSpec) visible() [5]cards.Card {
	return [5]cards.Card{s.Hole[0], s.Hole[1], s.Flop[0], s.Flop[1], s.Flop[2]}
}

// CrackResult is the outcome of a search.
type CrackResult struct {
	// Seeds are every seed in the searched range that deals the five
	// visible cards, in increasing order; usually one.
	Seeds []uint32
	// Tried is the number of seeds tried; Elapsed the time taken.
	Tried   int64
	Elapsed time.Duration
	// WholeDay is true when the whole day was searched (no window, or no
	// seed in it fitted); false when the window alone answered.
	WholeDay bool
}

// Rate is the search's speed in seeds per second, when it searched the
// whole day; 0 after a window alone, whose few thousand seeds measure
// start-up rather than speed.
func (r CrackResult) Rate() float64 {
	if !r.WholeDay || r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Tried) / r.Elapsed.Seconds()
}

// Cracker searches the day's seeds for the ones that deal what player 1
// sees. Tried may be read from another goroutine while Run works.
type Cracker struct {
	spec    CrackSpec
	targets [5]crackTarget
	tried   atomic.Int64
	// kernel makes each worker's kernel; nil is crackKernel. Benchmarks
	// set it to time an older kernel over the same search.
	kernel func() seedKernel
}

// seedKernel tests the seeds lo…hi−1 against the targets and returns those
// that fit, in increasing order, in a slice its next run may reuse.
type seedKernel interface {
	run(targets [5]crackTarget, lo, hi uint32) []uint32
}

// crackTarget is one visible card: its deck position and the position it
// had in the new deck (its Card number, as cards.NewDeck()[i] == Card(i)).
type crackTarget struct{ pos, from int }

// NewCracker checks spec (see CrackSpec.Validate) and returns its cracker.
func NewCracker(spec CrackSpec) (*Cracker, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	l := Layout(spec.Players)
	hole := l.Hole(0)
	pos := [5]int{hole[0], hole[1], l.Flop[0], l.Flop[1], l.Flop[2]}
	c := &Cracker{spec: spec}
	for i, card := range spec.visible() {
		c.targets[i] = crackTarget{pos: pos[i], from: int(card)}
	}
	return c, nil
}

// Tried is the number of seeds tried so far.
func (c *Cracker) Tried() int64 { return c.tried.Load() }

// Total is the number of seeds the search tries at most: the whole day.
func (c *Cracker) Total() int64 { return DaySeeds }

// seedRange is the seeds lo…hi−1.
type seedRange struct{ lo, hi uint32 }

// window returns the window's seeds as at most two ranges (two when it
// crosses midnight) and the rest of the day as at most two more.
func (c *Cracker) window() (win, rest []seedRange) {
	if c.spec.WindowMs < 0 {
		return nil, []seedRange{{0, DaySeeds}}
	}
	lo, hi := c.spec.Around-c.spec.WindowMs, c.spec.Around+c.spec.WindowMs+1
	switch {
	case lo < 0:
		win = []seedRange{{uint32(lo + DaySeeds), DaySeeds}, {0, uint32(hi)}}
		rest = []seedRange{{uint32(hi), uint32(lo + DaySeeds)}}
	case hi > DaySeeds:
		win = []seedRange{{uint32(lo), DaySeeds}, {0, uint32(hi - DaySeeds)}}
		rest = []seedRange{{uint32(hi - DaySeeds), uint32(lo)}}
	default:
		win = []seedRange{{uint32(lo), uint32(hi)}}
		rest = []seedRange{{0, uint32(lo)}, {uint32(hi), DaySeeds}}
	}
	return win, rest
}

// Run searches the window, then, if no seed there fits, the rest of the
// day, on Workers goroutines. It returns ctx's error if ctx ends first.
func (c *Cracker) Run(ctx context.Context) (CrackResult, error) {
	start := time.Now()
	win, rest := c.window()
	var res CrackResult
	if len(win) > 0 {
		seeds, err := c.search(ctx, win)
		if err != nil {
			return res, err
		}
		res.Seeds = seeds
	}
	if len(res.Seeds) == 0 {
		seeds, err := c.search(ctx, rest)
		if err != nil {
			return res, err
		}
		res.Seeds, res.WholeDay = seeds, true
	}
	res.Tried, res.Elapsed = c.tried.Load(), time.Since(start)
	return res, nil
}

// crackChunk is the number of seeds a worker takes at a time: small
// enough to share the work evenly and to stop soon when ctx ends.
const crackChunk = 1 << 16

// search tries every seed of ranges and returns those that fit, sorted.
func (c *Cracker) search(ctx context.Context, ranges []seedRange) ([]uint32, error) {
	var chunks []seedRange
	for _, r := range ranges {
		for lo := r.lo; lo < r.hi; lo += min(crackChunk, r.hi-lo) {
			chunks = append(chunks, seedRange{lo, lo + min(crackChunk, r.hi-lo)})
		}
	}
	workers := c.spec.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, len(chunks)))
	var (
		next  atomic.Int64
		mu    sync.Mutex
		found []uint32
		wg    sync.WaitGroup
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var k seedKernel = &crackKernel{}
			if c.spec.Baseline {
				k = &baselineKernel{}
			}
			if c.kernel != nil {
				k = c.kernel()
			}
			for ctx.Err() == nil {
				i := next.Add(1) - 1
				if i >= int64(len(chunks)) {
					return
				}
				ch := chunks[i]
				if hits := k.run(c.targets, ch.lo, ch.hi); len(hits) > 0 {
					mu.Lock()
					found = append(found, hits...)
					mu.Unlock()
				}
				c.tried.Add(int64(ch.hi - ch.lo))
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	slices.Sort(found)
	return found, nil
}

// ClockText writes ms milliseconds since midnight as HH:MM:SS.mmm, the
// clock Randomize read.
func ClockText(ms int) string {
	return fmt.Sprintf("%02d:%02d:%02d.%03d", ms/3_600_000, ms/60_000%60, ms/1000%60, ms%1000)
}

// ParseClock reads a time of day, HH:MM, HH:MM:SS or HH:MM:SS.mmm (one to
// three digits of fraction, as 12:00:01.5 = 12:00:01.500), and returns the
// milliseconds since midnight. The error names what is allowed.
func ParseClock(s string) (int, error) {
	bad := fmt.Errorf("time %q: want HH:MM:SS.mmm, 00:00:00.000…23:59:59.999", s)
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, bad
	}
	frac := ""
	if len(parts) == 3 {
		parts[2], frac, _ = strings.Cut(parts[2], ".")
		if strings.Contains(s, ".") && (frac == "" || len(frac) > 3) {
			return 0, bad
		}
	}
	limits := []int{24, 60, 60}
	ms := 0
	for i, p := range parts {
		if len(p) < 1 || len(p) > 2 || strings.Trim(p, "0123456789") != "" {
			return 0, bad
		}
		v, _ := strconv.Atoi(p)
		if v >= limits[i] {
			return 0, bad
		}
		ms = ms*60 + v
	}
	if len(parts) == 2 {
		ms *= 60
	}
	ms *= 1000
	if frac != "" {
		if strings.Trim(frac, "0123456789") != "" {
			return 0, bad
		}
		v, _ := strconv.Atoi((frac + "00")[:3])
		ms += v
	}
	return ms, nil
}

// FairMoral is three lines, after a heading, on why the fair shuffle on
// ChaCha8 seeded from the operating system defeats this attack, given the
// search's measured rate in seeds per second (rate ≤ 0 leaves the time
// out). Riffle seeds ChaCha8 with 64 bits (engine/odds.Seedings). Five seen
// cards in five places can be shown 52·51·50·49·48 = 311,875,200 ways, so
// they keep about one seed in 311,875,200: one of the clock's 86,400,000,
// but 2^64/311,875,200 ≈ 5.9e10 of ChaCha8's.
func FairMoral(rate float64) []string {
	search := "no search of them all can finish"
	if rate > 0 {
		years := math.Exp2(64) / rate / (365.25 * 86400)
		search = fmt.Sprintf("at %.1f M seeds/s, trying them all takes %s years", rate/1e6, yearsText(years))
	}
	return []string{
		"Why this fails against the fair shuffle on ChaCha8 with an OS seed:",
		" 1. Its seed comes from the operating system, not a clock: no window to try.",
		" 2. 2^64 seeds: " + search + ".",
		fmt.Sprintf(" 3. Five cards leave 1 seed in %s: of the clock's, one; of 2^64, %s.",
			sci(float64(VisibleWays())), sci(math.Exp2(64)/float64(VisibleWays()))),
	}
}

// VisibleWays is the number of ways five distinct cards can lie in five
// given places: 52·51·50·49·48 = 311,875,200. A wrong seed fits what player
// 1 sees with about this chance's inverse.
func VisibleWays() int64 {
	w := int64(1)
	for i := range int64(5) {
		w *= cards.NumCards - i
	}
	return w
}

// sci writes x as 9.3e59.
func sci(x float64) string {
	m, e, _ := strings.Cut(fmt.Sprintf("%.1e", x), "e")
	n, _ := strconv.Atoi(e)
	return fmt.Sprintf("%se%d", m, n)
}

// yearsText writes a number of years to two or three figures: "870",
// "15 thousand", "4.2 million".
func yearsText(y float64) string {
	switch {
	case y >= 1e9:
		return fmt.Sprintf("%.2g billion", y/1e9)
	case y >= 1e6:
		return fmt.Sprintf("%.2g million", y/1e6)
	case y >= 1e4:
		return fmt.Sprintf("%.0f thousand", y/1e3)
	}
	return fmt.Sprintf("%.0f", y)
}
