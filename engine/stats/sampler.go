package stats

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"riffle/engine/rng"
)

// Tally is what a sampler counts: where the cards (or faces) landed, the
// whole orders when the deck is small, and the samples that were malformed
// (not a permutation of the deck, or not the right multiset of faces), which
// are in neither Matrix nor Perms.
type Tally struct {
	Matrix    *Matrix
	Perms     *Permutations // nil when orders are not tallied
	Malformed int64
}

// Trials is the number of samples tallied: Matrix.Trials + Malformed.
func (t *Tally) Trials() int64 { return t.Matrix.Trials + t.Malformed }

// Merge adds the counts of o to t. It panics if their shapes differ (see
// [Matrix.Merge]) or if one tallies orders and the other does not.
func (t *Tally) Merge(o *Tally) {
	if (t.Perms == nil) != (o.Perms == nil) {
		panic("stats: Tally.Merge: one tally counts orders, the other does not")
	}
	t.Matrix.Merge(o.Matrix)
	if t.Perms != nil {
		t.Perms.Merge(o.Perms)
	}
	t.Malformed += o.Malformed
}

// NewTally returns an empty tally around m, which must be empty, counting
// whole orders too when orders is set (m.N ≤ [MaxPermN]); it panics if m has
// trials or orders is set for a larger deck.
//
// The tally is laid out for one worker of a [Sampler]: the Tally, Matrix
// and Permutations structs and their count arrays are copied into blocks
// padded by 128 bytes on each side, so that no two workers' tallies share a
// cache line. Every sample writes the tally, and two cores writing to one
// line (false sharing) made two workers slower than one.
func NewTally(m *Matrix, orders bool) *Tally {
	if m.Trials != 0 {
		panic("stats: NewTally: the matrix is not empty")
	}
	pm := Padded(*m)
	pm.Counts = PaddedSlice[int64](len(m.Counts))
	t := Padded(Tally{Matrix: pm})
	if orders {
		p := Padded(*NewPermutations(m.N))
		p.Counts = PaddedSlice[int64](len(p.Counts))
		t.Perms = p
	}
	return t
}

// padBytes is the padding around a worker's own data: two 64-byte cache
// lines, since processors fetch lines in adjacent pairs.
const padBytes = 128

// Padded returns a pointer to a copy of v with 128 bytes of padding on
// each side, so that data one worker writes on every sample shares no
// cache line with another worker's (false sharing made two workers slower
// than one). Sampler kernels use it for their own state.
func Padded[T any](v T) *T {
	b := &struct {
		_ [padBytes]byte
		v T
		_ [padBytes]byte
	}{v: v}
	return &b.v
}

// PaddedSlice returns a zeroed slice of n elements with at least 128 bytes
// of unused memory on each side (see [Padded]).
func PaddedSlice[E any](n int) []E {
	var e E
	pad := padBytes/max(1, int(unsafe.Sizeof(e))) + 1
	return make([]E, n+2*pad)[pad : pad+n : pad+n]
}

// isolate returns a copy of a known generator's state padded like a
// tally ([NewTally]), for a worker among several: generators are small
// objects, allocated one after another, and every draw writes the state.
// Other generators are returned as they are.
func isolate(g rng.Generator) rng.Generator {
	switch g := g.(type) {
	case *rng.PCG:
		return Padded(*g)
	case *rng.ChaCha8:
		return Padded(*g)
	case *rng.JavaRandom:
		return Padded(*g)
	case *rng.Delphi:
		return Padded(*g)
	case *rng.MT19937:
		return Padded(*g)
	case *rng.LCG:
		return Padded(*g)
	}
	return g
}

// emptyLike returns a new, empty tally of the same shape as t.
func (t *Tally) emptyLike() *Tally {
	e := &Tally{Matrix: t.Matrix.emptyLike()}
	if t.Perms != nil {
		e.Perms = NewPermutations(t.Perms.N)
	}
	return e
}

// emptyLike returns a new, empty matrix of the same shape as m. It shares
// m's group tables, which no method writes after NewMatrix or
// NewFaceMatrix.
func (m *Matrix) emptyLike() *Matrix {
	e := *m
	e.Trials = 0
	e.Counts = make([]int64, len(m.Counts))
	return &e
}

// copyFrom makes t's counts equal to o's, which has the same shape.
func (t *Tally) copyFrom(o *Tally) {
	copy(t.Matrix.Counts, o.Matrix.Counts)
	t.Matrix.Trials = o.Matrix.Trials
	if t.Perms != nil {
		copy(t.Perms.Counts, o.Perms.Counts)
		t.Perms.Trials = o.Perms.Trials
	}
	t.Malformed = o.Malformed
}

// A Kernel draws the samples of one sampler worker with that worker's
// generator. A kernel is used by one goroutine only; it should keep its
// tally in one from [NewTally], and pad any other data it writes per
// sample in the same way.
type Kernel interface {
	// Run draws count ≥ 1 samples.
	Run(count int)
	// Tally returns the kernel's tally, holding every sample Run has drawn
	// so far. The sampler only reads it, between calls to Run; the kernel
	// returns the same tally, of the same shape, every time.
	Tally() *Tally
}

// SamplerConfig describes a background sampling run: Workers goroutines, each
// with its own generator, draw samples into private tallies.
//
// The samples come from NewKernel when it is set; otherwise from Shuffle, run
// on a fresh deck of Cards cards (0…Cards−1) each time and tallied in
// [NewMatrix](Cards), with the orders in [Permutations] for Cards ≤
// [MaxPermN] and any result of the wrong length counted as malformed.
type SamplerConfig struct {
	Workers int    // goroutines; 0 means runtime.GOMAXPROCS(0)
	Seed    uint64 // worker 0 uses Seed itself; worker w > 0 a seed derived by WorkerSeed
	// MaxSeed, when not 0, is the largest seed NewGen accepts: derived
	// seeds are reduced modulo MaxSeed+1 (rng.Info.MaxSeed). Worker 0's
	// seed is used as given.
	MaxSeed uint64
	// NewGen builds a worker's generator from its seed.
	NewGen func(seed uint64) (rng.Generator, error)
	// NewKernel builds a worker's kernel around its generator.
	NewKernel func(g rng.Generator) (Kernel, error)
	// Cards is the deck size: the deck Shuffle shuffles, and what
	// Snapshot.Report calls Cards.
	Cards int
	// Shuffle permutes deck (cards 0…Cards-1) in place and returns it, or
	// returns a slice of another length to report a malformed sample. It
	// is used only when NewKernel is nil.
	Shuffle func(deck []int, g rng.Generator) []int
	// Trials, when positive, stops the run after that many samples in all
	// (split between the workers as evenly as possible); 0 runs until Stop.
	Trials int64
	// Algo and Gen name the algorithm and the generator in reports.
	Algo, Gen string
}

// Snapshot is the merged state of a sampler's workers at one moment. It is
// the caller's own copy: later samples do not change it.
type Snapshot struct {
	Tally                   // Matrix, Perms and Malformed, summed over the workers
	Elapsed   time.Duration // running time, pauses excluded
	Done      bool          // every worker has finished its Trials (or stopped)
	Workers   int
	Seed      uint64
	Algo, Gen string
	Cards     int
}

// Rate is the samples per second of the run so far (malformed ones
// included).
func (s Snapshot) Rate() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Trials()) / s.Elapsed.Seconds()
}

// Report returns the snapshot's fairness report, evaluated
// ([Report.Evaluate]): Algo, Gen, Cards and Seed from the run's config,
// Trials = Matrix.Trials + Malformed, and the snapshot's own Matrix and
// Perms (not copied).
func (s Snapshot) Report() *Report {
	r := &Report{
		Algo: s.Algo, Gen: s.Gen, Cards: s.Cards, Seed: s.Seed, Trials: s.Trials(),
		Matrix: s.Matrix, Perms: s.Perms, Malformed: s.Malformed,
	}
	r.Evaluate()
	return r
}

// Sampler runs samples on several goroutines: the fairness panel's
// background sampler, riffle shuffle and riffle bench. Each worker owns its
// generator, its kernel and its tally. About every publishEvery a worker
// copies its tally into its slot, skipping the copy if a reader holds the
// slot at that moment, so a sampling worker never waits for a reader;
// Snapshot sums the slots, waiting at most for one slot's copy. A worker
// also publishes, waiting for the slot if need be, before it parks for
// Pause and when it ends, so a paused or finished sampler's snapshot holds
// every sample drawn.
//
// Workers run their samples in batches timed to about batchTime, so that
// Pause and Stop take effect within milliseconds whatever a sample costs.
// Pause parks the workers (no CPU is used until Resume); Stop, or cancelling
// the context given to StartSampler, ends them.
//
// With Trials set, a sampler's results are deterministic: worker w's share
// of the trials and its generator depend only on Seed, MaxSeed, Workers and
// w, and its samples come one after another from its generator whatever the
// batches. With one worker the run is a single generator stream from Seed.
type Sampler struct {
	cfg     SamplerConfig
	cancel  context.CancelFunc
	wg      sync.WaitGroup
	slots   []slot
	shape   *Tally       // an empty tally of the workers' shape, never written
	pausedF atomic.Bool  // fast check for the workers; mu guards the rest
	parked  atomic.Int32 // workers waiting out a pause, their tallies published

	mu        sync.Mutex
	resume    chan struct{}
	paused    bool
	started   time.Time
	pausedFor time.Duration
	pausedAt  time.Time

	running atomic.Int32
	final   atomic.Int64 // the run's Elapsed when the last worker ended
	done    atomic.Bool  // set after final
}

// slot is one worker's published tally. The padding keeps workers' slots
// on separate cache lines.
type slot struct {
	mu sync.Mutex
	t  *Tally
	_  [padBytes]byte
}

// publishEvery is how often a worker publishes its tally.
const publishEvery = 50 * time.Millisecond

// batchTime is the time a worker aims to spend on one batch of samples
// between checks of the clock, the pause flag and the context; maxBatch
// bounds the batch of a very cheap kernel.
const (
	batchTime = time.Millisecond
	maxBatch  = 1 << 20
)

// WorkerSeed derives worker w's seed from the run's seed by SplitMix64
// (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
// OOPSLA 2014), so that workers' streams do not overlap by construction of
// their starting points.
func WorkerSeed(seed uint64, w int) uint64 {
	z := seed + uint64(w)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// workerSeed is the seed worker w uses: Seed itself for w = 0, otherwise
// WorkerSeed(Seed, w) reduced modulo MaxSeed+1 when MaxSeed is set.
func (cfg SamplerConfig) workerSeed(w int) uint64 {
	if w == 0 {
		return cfg.Seed
	}
	s := WorkerSeed(cfg.Seed, w)
	if cfg.MaxSeed != 0 && cfg.MaxSeed != math.MaxUint64 {
		s %= cfg.MaxSeed + 1
	}
	return s
}

// StartSampler starts the workers and returns at once. With more than one
// worker, a generator of a type from engine/rng is copied into padded
// memory of its worker's own (see [NewTally] for why); with one, it is used
// in place. It returns an error if the config names no way to sample
// (NewKernel, or Shuffle with Cards ≥ 1) or no generator, if Trials is
// negative, or if a worker's generator or kernel cannot be built.
func StartSampler(ctx context.Context, cfg SamplerConfig) (*Sampler, error) {
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	switch {
	case cfg.NewGen == nil:
		return nil, errors.New("stats: sampler config has no NewGen")
	case cfg.NewKernel == nil && (cfg.Shuffle == nil || cfg.Cards < 1):
		return nil, errors.New("stats: sampler config needs NewKernel, or Shuffle and Cards ≥ 1")
	case cfg.Trials < 0:
		return nil, fmt.Errorf("stats: sampler config has Trials = %d < 0", cfg.Trials)
	}
	kernels := make([]Kernel, cfg.Workers)
	for w := range kernels {
		g, err := cfg.NewGen(cfg.workerSeed(w))
		if err != nil {
			return nil, err
		}
		if cfg.Workers > 1 {
			g = isolate(g)
		}
		if cfg.NewKernel != nil {
			kernels[w], err = cfg.NewKernel(g)
			if err != nil {
				return nil, err
			}
		} else {
			kernels[w] = newShuffleKernel(cfg.Cards, cfg.Shuffle, g)
		}
	}
	ctx, cancel := context.WithCancel(ctx)
	s := &Sampler{cfg: cfg, cancel: cancel, slots: make([]slot, cfg.Workers), started: time.Now()}
	s.shape = kernels[0].Tally().emptyLike()
	for w := range kernels {
		s.slots[w].t = s.shape.emptyLike()
	}
	s.running.Store(int32(cfg.Workers))
	for w, k := range kernels {
		share := int64(-1)
		if cfg.Trials > 0 {
			share = cfg.Trials / int64(cfg.Workers)
			if int64(w) < cfg.Trials%int64(cfg.Workers) {
				share++
			}
		}
		s.wg.Add(1)
		go s.work(ctx, &s.slots[w], k, share)
	}
	return s, nil
}

// work runs one worker: share samples, or until the context ends when
// share < 0.
func (s *Sampler) work(ctx context.Context, sl *slot, k Kernel, share int64) {
	defer s.wg.Done()
	batch := int64(1)
	lastPub := time.Now()
	for share != 0 && ctx.Err() == nil {
		if s.pausedF.Load() {
			publish(sl, k)
			s.parked.Add(1)
			s.waitWhilePaused(ctx)
			s.parked.Add(-1)
			continue
		}
		b := batch
		if share > 0 {
			b = min(b, share)
			share -= b
		}
		start := time.Now()
		k.Run(int(b))
		now := time.Now()
		switch d := now.Sub(start); {
		case d < batchTime/2 && batch < maxBatch:
			batch *= 2
		case d > 2*batchTime && batch > 1:
			batch /= 2
		}
		if now.Sub(lastPub) >= publishEvery && sl.mu.TryLock() {
			sl.t.copyFrom(k.Tally())
			sl.mu.Unlock()
			lastPub = now
		}
	}
	publish(sl, k)
	if s.running.Add(-1) == 0 {
		s.final.Store(int64(s.elapsed(time.Now())))
		s.done.Store(true)
	}
}

// elapsed is the running time from the start to end, pauses excluded.
func (s *Sampler) elapsed(end time.Time) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := end.Sub(s.started) - s.pausedFor
	if s.paused {
		e -= end.Sub(s.pausedAt)
	}
	return max(0, e)
}

// publish copies the kernel's tally into the slot, waiting for a reader if
// one holds it.
func publish(sl *slot, k Kernel) {
	sl.mu.Lock()
	sl.t.copyFrom(k.Tally())
	sl.mu.Unlock()
}

func (s *Sampler) waitWhilePaused(ctx context.Context) {
	s.mu.Lock()
	if !s.paused {
		s.mu.Unlock()
		return
	}
	ch := s.resume
	s.mu.Unlock()
	select {
	case <-ch:
	case <-ctx.Done():
	}
}

// Pause parks the workers after their current batch (a millisecond or so);
// they use no CPU until Resume.
func (s *Sampler) Pause() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.paused {
		s.paused, s.resume, s.pausedAt = true, make(chan struct{}), time.Now()
		s.pausedF.Store(true)
	}
}

// Resume lets paused workers go on.
func (s *Sampler) Resume() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.paused {
		s.paused = false
		s.pausedF.Store(false)
		s.pausedFor += time.Since(s.pausedAt)
		close(s.resume)
	}
}

// Paused reports whether the sampler is paused.
func (s *Sampler) Paused() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.paused
}

// Parked is the number of workers waiting out a pause, each with its
// last batch published: with every running worker parked, the snapshot
// holds still until Resume.
func (s *Sampler) Parked() int { return int(s.parked.Load()) }

// Workers is the number of worker goroutines.
func (s *Sampler) Workers() int { return s.cfg.Workers }

// Stop ends the workers and waits for them; the last snapshot stays
// readable.
func (s *Sampler) Stop() {
	s.cancel()
	s.wg.Wait()
}

// Wait blocks until every worker has finished (Trials reached, or stopped).
func (s *Sampler) Wait() { s.wg.Wait() }

// Snapshot sums the workers' latest published tallies into a new snapshot.
// It never makes a worker wait; it may wait for a worker that is copying
// its tally into its slot. A worker that has not published yet contributes
// nothing. Its cost is one pass over each worker's tally: for a 52-card
// deck 2,704 cells a worker, for decks above 256 cards 64 × 64 groups
// (BenchmarkSamplerSnapshot: about 9 µs and 22 µs on two workers here, and
// 33 µs and 41 µs with the evaluated Report).
func (s *Sampler) Snapshot() Snapshot {
	snap := Snapshot{
		Tally:   *s.shape.emptyLike(),
		Done:    s.done.Load(),
		Workers: s.cfg.Workers, Seed: s.cfg.Seed, Algo: s.cfg.Algo, Gen: s.cfg.Gen, Cards: s.cfg.Cards,
	}
	for i := range s.slots {
		sl := &s.slots[i]
		sl.mu.Lock()
		snap.Merge(sl.t)
		sl.mu.Unlock()
	}
	if snap.Done {
		snap.Elapsed = time.Duration(s.final.Load())
	} else {
		snap.Elapsed = s.elapsed(time.Now())
	}
	return snap
}

// shuffleKernel runs a SamplerConfig's Shuffle on fresh decks.
type shuffleKernel struct {
	shuffle     func(deck []int, g rng.Generator) []int
	g           rng.Generator
	fresh, deck []int
	t           *Tally
}

func newShuffleKernel(n int, shuffle func([]int, rng.Generator) []int, g rng.Generator) *shuffleKernel {
	k := Padded(shuffleKernel{shuffle: shuffle, g: g, fresh: make([]int, n), deck: PaddedSlice[int](n), t: NewTally(NewMatrix(n), n <= MaxPermN)})
	for i := range k.fresh {
		k.fresh[i] = i
	}
	return k
}

func (k *shuffleKernel) Run(count int) {
	for range count {
		copy(k.deck, k.fresh)
		out := k.shuffle(k.deck, k.g)
		if len(out) != len(k.deck) {
			k.t.Malformed++
			continue
		}
		k.t.Matrix.Add(out)
		if k.t.Perms != nil {
			k.t.Perms.Add(out)
		}
	}
}

func (k *shuffleKernel) Tally() *Tally { return k.t }
