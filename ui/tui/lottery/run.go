package lottery

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/stats"
	game "riffle/games/lottery"
	"riffle/ui/text"
)

// "Draw 10,000": the draws of a run, the draws a chunk (one Cmd) makes,
// and the pause between chunks that lets the progress bar be seen.
const (
	runDraws   = 10_000
	chunkDraws = 500
	runPace    = 40 * time.Millisecond
	// maxChunks spaces the chunk seeds of successive runs: chunk i
	// of run k draws from stats.WorkerSeed(seed, k·maxChunks + i).
	maxChunks = 1 << 10
)

// chunkMsg carries chunk index of run back: its tally and its
// draws (for the panel).
type chunkMsg struct {
	run, index int
	tally      *game.Tally
	draws      []game.Draw
	err        error
}

// paceMsg asks run for its next chunk.
type paceMsg struct{ run int }

// run is a fast-forward of runDraws draws of one game
// against the slip as it was when the run started. No chips move: it is
// a simulation whose statistics the screen shows (the numbers, and for
// small lotteries every combination, with their χ² tests) beside what the
// tickets would have won.
//
// Chunk i of the run numbered k draws with a generator of the session's
// kind seeded with stats.WorkerSeed(seed, k·maxChunks + i) —
// SplitMix64 of the session's seed, as the background sampler seeds its
// workers — so a run depends on the seed and its number alone, not on
// timing, and the header's seed reproduces it.
type run struct {
	id       int // tags chunks; a new run or a reset drops stale ones
	number   int // runs started since the table opened (1 for the first)
	game     game.Game
	tickets  []game.Ticket
	tally    *game.Tally
	next     int  // index of the next chunk
	inFlight bool // a Cmd is drawing chunk next
	waiting  bool // a pace message is on its way
	running  bool
	err      error
	pace     time.Duration // 0: the next chunk at once (tests)
}

func newRun() run { return run{pace: runPace} }

// done reports whether the run reached its draws.
func (r *run) done() bool { return r.tally != nil && r.tally.Draws >= runDraws }

// resetRun forgets the run (a new table).
func (s *Model) resetRun() {
	pace := s.run.pace
	s.run = run{id: s.run.id + 1, pace: pace}
	s.showStats = false
}

// toggleRun starts a new run, or stops the one running. A run always
// starts afresh from 0 draws (with the next run number's seeds): it never
// adds to an earlier one.
func (s *Model) toggleRun() tea.Cmd {
	if s.run.running {
		s.stopRun()
		s.say(false, "The run stopped at %s draws: m starts a new one.", text.Int(s.run.tally.Draws))
		return nil
	}
	return s.startRun()
}

// startRun starts runDraws draws of the game on show against its
// slip, shows the statistics, and clears the panel so that it shows the
// run.
func (s *Model) startRun() tea.Cmd {
	r := &s.run
	r.id++
	r.number++
	r.game = s.table.Game()
	r.tickets = s.table.Tickets()
	r.tally = game.NewTally(r.game, r.tickets)
	r.next, r.inFlight, r.waiting, r.running, r.err = 0, false, false, true, nil
	s.showStats = true
	s.resetPanel()
	s.say(false, "Run %d: drawing 10,000 times, a simulation (no chips move). v shows it, m stops it.", r.number)
	return s.dispatchChunk()
}

// stopRun stops drawing chunks; one in flight is dropped.
func (s *Model) stopRun() {
	if s.run.running {
		s.run.running = false
		s.run.id++
	}
}

// dispatchChunk starts the run's next chunk.
func (s *Model) dispatchChunk() tea.Cmd {
	r := &s.run
	if !r.running || r.inFlight || r.waiting {
		return nil
	}
	n := int(min(chunkDraws, runDraws-r.tally.Draws))
	if n <= 0 {
		r.running = false
		return nil
	}
	st := s.c.Settings()
	seed := stats.WorkerSeed(st.EffectiveSeed(), r.number*maxChunks+r.next)
	g, tickets, id, index := r.game, r.tickets, r.id, r.next
	r.inFlight = true
	return func() tea.Msg {
		msg := chunkMsg{run: id, index: index}
		gen, err := st.NewGen(seed)
		if err != nil {
			msg.err = err
			return msg
		}
		msg.draws = make([]game.Draw, 0, n)
		msg.tally = g.Simulate(tickets, gen, n, func(d game.Draw) { msg.draws = append(msg.draws, d) })
		return msg
	}
}

// updateRun merges a chunk (and feeds its draws to the panel), or starts
// the next one when the pace says so.
func (s *Model) updateRun(msg tea.Msg) tea.Cmd {
	r := &s.run
	switch msg := msg.(type) {
	case chunkMsg:
		if msg.run != r.id || msg.index != r.next || !r.running {
			return nil // a stopped or replaced run's
		}
		r.inFlight = false
		if msg.err != nil {
			r.err, r.running = msg.err, false
			s.say(true, "The run stopped: %v.", msg.err)
			return nil
		}
		if err := r.tally.Merge(msg.tally); err != nil {
			r.err, r.running = err, false
			return nil
		}
		r.next++
		var first *game.Ticket
		if len(r.tickets) > 0 {
			first = &r.tickets[0]
		}
		for _, d := range msg.draws {
			s.observe(r.game, first, d)
		}
		if r.done() {
			r.running = false
			s.say(false, "Run %d is done: v shows its statistics, m starts a new run.", r.number)
			return nil
		}
		if r.pace <= 0 {
			return s.dispatchChunk()
		}
		r.waiting = true
		id := r.id
		return s.tick(r.pace, func(time.Time) tea.Msg { return paceMsg{run: id} })
	case paceMsg:
		if msg.run != r.id {
			return nil
		}
		r.waiting = false
		return s.dispatchChunk()
	}
	return nil
}

// runOnShow reports whether the run (running or not) is of the game on
// show: its statistics belong to that game alone.
func (s *Model) runOnShow() bool {
	return s.table != nil && s.run.tally != nil && s.run.game.Name == s.table.Game().Name
}

// statsOnShow reports whether the view is the run's statistics.
func (s *Model) statsOnShow() bool { return s.showStats && s.runOnShow() }

// smallWorks reports whether 3 runs Pick 3 of 10: anywhere but on the
// statistics of a run that already counts every combination.
func (s *Model) smallWorks() bool {
	return !(s.statsOnShow() && s.run.tally.Combos != nil)
}

// sayBackToSlip says, on the slip, what became of the run.
func (s *Model) sayBackToSlip() {
	switch {
	case s.run.running:
		s.say(false, "The slip. The run goes on: v shows it, m stops it.")
	default:
		s.say(false, "The slip. v shows the run's statistics again, m starts a new run.")
	}
}

// updateRunKey is a key of the run, if k is one that acts now (ok): m
// starts or stops a run, v switches between its statistics and the slip,
// and 3, from the slip or a large lottery's statistics, runs Pick 3 of 10
// (a fresh screen too: the lottery page's recipe (docs/lottery.md) is `--gen lcg32 --seed 3`,
// then 3).
func (s *Model) updateRunKey(k tea.KeyMsg) (cmd tea.Cmd, ok bool) {
	keys := s.keys
	switch {
	case pressed(k, keys.Run):
		return s.toggleRun(), true
	case pressed(k, keys.Stats) && s.runOnShow():
		s.showStats = !s.showStats
		if !s.showStats {
			s.sayBackToSlip()
		}
		return nil, true
	case pressed(k, keys.Small) && s.smallWorks():
		s.stopRun()
		_ = s.table.Select("pick3")
		s.gameChanged()
		return s.startRun(), true
	}
	return nil, false
}
