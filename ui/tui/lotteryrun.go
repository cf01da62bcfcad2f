package tui

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/stats"
	"riffle/games/lottery"
	"riffle/ui/text"
)

// "Draw 10,000": the draws of a run, the draws a chunk (one Cmd) makes,
// and the pause between chunks that lets the progress bar be seen.
const (
	lotteryRunDraws = 10_000
	lotteryChunk    = 500
	lotteryRunPace  = 40 * time.Millisecond
	// lotteryMaxChunks spaces the chunk seeds of successive runs: chunk i
	// of run k draws from stats.WorkerSeed(seed, k·lotteryMaxChunks + i).
	lotteryMaxChunks = 1 << 10
)

// lotteryChunkMsg carries chunk index of run back: its tally and its
// draws (for the panel).
type lotteryChunkMsg struct {
	run, index int
	tally      *lottery.Tally
	draws      []lottery.Draw
	err        error
}

// lotteryPaceMsg asks run for its next chunk.
type lotteryPaceMsg struct{ run int }

// lotteryRun is a fast-forward of lotteryRunDraws draws of one game
// against the slip as it was when the run started. No chips move: it is
// a simulation whose statistics the screen shows (the numbers, and for
// small lotteries every combination, with their χ² tests) beside what the
// tickets would have won.
//
// Chunk i of the run numbered k draws with a generator of the session's
// kind seeded with stats.WorkerSeed(seed, k·lotteryMaxChunks + i) —
// SplitMix64 of the session's seed, as the background sampler seeds its
// workers — so a run depends on the seed and its number alone, not on
// timing, and the header's seed reproduces it.
type lotteryRun struct {
	id       int // tags chunks; a new run or a reset drops stale ones
	number   int // runs started since the table opened (1 for the first)
	game     lottery.Game
	tickets  []lottery.Ticket
	tally    *lottery.Tally
	next     int  // index of the next chunk
	inFlight bool // a Cmd is drawing chunk next
	waiting  bool // a pace message is on its way
	running  bool
	err      error
	pace     time.Duration // 0: the next chunk at once (tests)
}

func newLotteryRun() lotteryRun { return lotteryRun{pace: lotteryRunPace} }

// done reports whether the run reached its draws.
func (r *lotteryRun) done() bool { return r.tally != nil && r.tally.Draws >= lotteryRunDraws }

// resetRun forgets the run (a new table).
func (s *lotteryScreen) resetRun() {
	pace := s.run.pace
	s.run = lotteryRun{id: s.run.id + 1, pace: pace}
	s.showStats = false
}

// toggleRun starts a new run, or stops the one running. A run always
// starts afresh from 0 draws (with the next run number's seeds): it never
// adds to an earlier one.
func (s *lotteryScreen) toggleRun() tea.Cmd {
	if s.run.running {
		s.stopRun()
		s.say(false, "The run stopped at %s draws: m starts a new one.", text.Int(s.run.tally.Draws))
		return nil
	}
	return s.startRun()
}

// startRun starts lotteryRunDraws draws of the game on show against its
// slip, shows the statistics, and clears the panel so that it shows the
// run.
func (s *lotteryScreen) startRun() tea.Cmd {
	r := &s.run
	r.id++
	r.number++
	r.game = s.table.Game()
	r.tickets = s.table.Tickets()
	r.tally = lottery.NewTally(r.game, r.tickets)
	r.next, r.inFlight, r.waiting, r.running, r.err = 0, false, false, true, nil
	s.showStats = true
	s.resetPanel()
	s.say(false, "Run %d: drawing 10,000 times, a simulation (no chips move). v shows it, m stops it.", r.number)
	return s.dispatchChunk()
}

// stopRun stops drawing chunks; one in flight is dropped.
func (s *lotteryScreen) stopRun() {
	if s.run.running {
		s.run.running = false
		s.run.id++
	}
}

// dispatchChunk starts the run's next chunk.
func (s *lotteryScreen) dispatchChunk() tea.Cmd {
	r := &s.run
	if !r.running || r.inFlight || r.waiting {
		return nil
	}
	n := int(min(lotteryChunk, lotteryRunDraws-r.tally.Draws))
	if n <= 0 {
		r.running = false
		return nil
	}
	st := s.c.Settings
	seed := stats.WorkerSeed(st.EffectiveSeed(), r.number*lotteryMaxChunks+r.next)
	game, tickets, id, index := r.game, r.tickets, r.id, r.next
	r.inFlight = true
	return func() tea.Msg {
		msg := lotteryChunkMsg{run: id, index: index}
		g, err := st.NewGen(seed)
		if err != nil {
			msg.err = err
			return msg
		}
		msg.draws = make([]lottery.Draw, 0, n)
		msg.tally = game.Simulate(tickets, g, n, func(d lottery.Draw) { msg.draws = append(msg.draws, d) })
		return msg
	}
}

// updateRun merges a chunk (and feeds its draws to the panel), or starts
// the next one when the pace says so.
func (s *lotteryScreen) updateRun(msg tea.Msg) tea.Cmd {
	r := &s.run
	switch msg := msg.(type) {
	case lotteryChunkMsg:
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
		var first *lottery.Ticket
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
		return s.tick(r.pace, func(time.Time) tea.Msg { return lotteryPaceMsg{run: id} })
	case lotteryPaceMsg:
		if msg.run != r.id {
			return nil
		}
		r.waiting = false
		return s.dispatchChunk()
	}
	return nil
}
