package stats

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"riffle/engine/rng"
)

// SamplerConfig describes a background sampling run: Workers goroutines each
// shuffle fresh decks of Cards cards with their own generator and tally where
// the cards land.
type SamplerConfig struct {
	Cards   int
	Workers int    // goroutines; 0 means runtime.GOMAXPROCS(0)
	Seed    uint64 // worker 0 uses Seed itself; worker w > 0 uses WorkerSeed(Seed, w)
	// NewGen builds a worker's generator from its seed.
	NewGen func(seed uint64) (rng.Generator, error)
	// Shuffle permutes deck (cards 0…Cards-1) in place and returns it, or
	// returns a slice of another length to report a malformed sample.
	Shuffle func(deck []int, g rng.Generator) []int
	// Trials, when positive, stops the run after that many samples in all
	// (split between the workers as evenly as possible); 0 runs until Stop.
	Trials int64
}

// Snapshot is the merged state of a sampler's workers at one moment.
type Snapshot struct {
	Matrix    *Matrix
	Perms     *Permutations // Cards ≤ MaxPermN only
	Malformed int64
	Elapsed   time.Duration // running time, pauses excluded
	Done      bool          // every worker has finished its Trials (or stopped)
}

// Rate is the samples per second of the run so far.
func (s Snapshot) Rate() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Matrix.Trials) / s.Elapsed.Seconds()
}

// Sampler runs shuffles on several goroutines, as the fairness panel's
// background sampler and as riffle bench: each worker owns its generator and
// its tallies and, every publishEvery or so, publishes a copy of its
// cumulative tallies to a latest-value slot; Snapshot merges the slots. No
// worker ever waits for a reader, and a reader never blocks a worker.
//
// Pause parks the workers (no CPU is used until Resume); Stop, or cancelling
// the context given to StartSampler, ends them. A Sampler's results are
// deterministic for a fixed config when Trials is set: worker w's share and
// generator depend only on Seed, Workers and w.
type Sampler struct {
	cfg       SamplerConfig
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	slots     []atomic.Pointer[workerTally]
	mu        sync.Mutex // guards paused and the pause bookkeeping below
	resume    chan struct{}
	paused    bool
	started   time.Time
	pausedFor time.Duration
	pausedAt  time.Time
	running   atomic.Int32
	finished  atomic.Int64 // UnixNano when the last worker ended
}

// workerTally is one worker's published state.
type workerTally struct {
	m         *Matrix
	p         *Permutations
	malformed int64
	done      bool
}

// publishEvery is how often a worker publishes its tallies.
const publishEvery = 50 * time.Millisecond

// samplerBatch is the number of samples a worker runs between checks of the
// clock, the pause flag and the context.
const samplerBatch = 1024

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

// StartSampler starts the workers and returns at once. It returns an error
// if a worker's generator cannot be built from its seed.
func StartSampler(ctx context.Context, cfg SamplerConfig) (*Sampler, error) {
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	gens := make([]rng.Generator, cfg.Workers)
	for w := range gens {
		seed := cfg.Seed
		if w > 0 {
			seed = WorkerSeed(cfg.Seed, w)
		}
		g, err := cfg.NewGen(seed)
		if err != nil {
			return nil, err
		}
		gens[w] = g
	}
	ctx, cancel := context.WithCancel(ctx)
	s := &Sampler{cfg: cfg, cancel: cancel, slots: make([]atomic.Pointer[workerTally], cfg.Workers), started: time.Now()}
	s.running.Store(int32(cfg.Workers))
	for w, g := range gens {
		share := int64(-1)
		if cfg.Trials > 0 {
			share = cfg.Trials / int64(cfg.Workers)
			if int64(w) < cfg.Trials%int64(cfg.Workers) {
				share++
			}
		}
		s.wg.Add(1)
		go s.work(ctx, w, g, share)
	}
	return s, nil
}

func (s *Sampler) work(ctx context.Context, w int, g rng.Generator, share int64) {
	defer s.wg.Done()
	defer func() {
		if s.running.Add(-1) == 0 {
			s.finished.Store(time.Now().UnixNano())
		}
	}()
	n := s.cfg.Cards
	t := &workerTally{m: NewMatrix(n)}
	if n <= MaxPermN {
		t.p = NewPermutations(n)
	}
	fresh := make([]int, n)
	for i := range fresh {
		fresh[i] = i
	}
	deck := make([]int, n)
	last := time.Now()
	for share != 0 {
		if ctx.Err() != nil {
			break
		}
		s.waitWhilePaused(ctx)
		batch := int64(samplerBatch)
		if share > 0 {
			batch = min(batch, share)
			share -= batch
		}
		for range batch {
			copy(deck, fresh)
			out := s.cfg.Shuffle(deck, g)
			if len(out) != n {
				t.malformed++
				continue
			}
			t.m.Add(out)
			if t.p != nil {
				t.p.Add(out)
			}
		}
		if now := time.Now(); now.Sub(last) >= publishEvery {
			s.slots[w].Store(t.copy())
			last = now
		}
	}
	t.done = true
	s.slots[w].Store(t.copy())
}

func (t *workerTally) copy() *workerTally {
	c := &workerTally{m: NewMatrix(t.m.N), malformed: t.malformed, done: t.done}
	c.m.Merge(t.m)
	if t.p != nil {
		c.p = NewPermutations(t.p.N)
		c.p.Merge(t.p)
	}
	return c
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

// Pause parks the workers after their current batch; they use no CPU until
// Resume.
func (s *Sampler) Pause() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.paused {
		s.paused, s.resume, s.pausedAt = true, make(chan struct{}), time.Now()
	}
}

// Resume lets paused workers go on.
func (s *Sampler) Resume() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.paused {
		s.paused = false
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

// Stop ends the workers and waits for them; the last snapshot stays
// readable.
func (s *Sampler) Stop() {
	s.cancel()
	s.wg.Wait()
}

// Wait blocks until every worker has finished (Trials reached, or stopped).
func (s *Sampler) Wait() { s.wg.Wait() }

// Snapshot merges the workers' latest published tallies. It never blocks
// the workers; a worker that has not published yet contributes nothing.
func (s *Sampler) Snapshot() Snapshot {
	snap := Snapshot{Matrix: NewMatrix(s.cfg.Cards), Done: s.running.Load() == 0}
	if s.cfg.Cards <= MaxPermN {
		snap.Perms = NewPermutations(s.cfg.Cards)
	}
	for i := range s.slots {
		t := s.slots[i].Load()
		if t == nil {
			continue
		}
		snap.Matrix.Merge(t.m)
		if snap.Perms != nil && t.p != nil {
			snap.Perms.Merge(t.p)
		}
		snap.Malformed += t.malformed
	}
	end := time.Now()
	if snap.Done {
		end = time.Unix(0, s.finished.Load())
	}
	s.mu.Lock()
	elapsed := end.Sub(s.started) - s.pausedFor
	if s.paused {
		elapsed -= end.Sub(s.pausedAt)
	}
	s.mu.Unlock()
	snap.Elapsed = elapsed
	return snap
}
