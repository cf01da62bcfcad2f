package craps

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"
	"riffle/engine/stats"
	game "riffle/games/craps"
	"riffle/ui/tui/common"
	"riffle/ui/tui/settings"
)

// The puzzle simulation: trials per puzzle for a run, the first chunk's
// trials (chunks double up to puzzleChunk, so the estimate moves visibly
// at first and settles after), and the pause between chunks that lets the
// eye follow it.
const (
	puzzleTarget = 1_000_000
	puzzleFirst  = 1_000
	puzzleChunk  = 50_000
	puzzlePace   = 80 * time.Millisecond
)

// chunkMsg carries chunk index of a puzzle's simulation back.
type chunkMsg struct {
	run, puzzle, index int
	tally              game.PuzzleTally
	err                error
}

// paceMsg asks the simulation of run to draw its next chunks.
type paceMsg struct{ run int }

// puzzleRun is one puzzle's simulation so far.
type puzzleRun struct {
	tally    game.PuzzleTally
	next     int  // index of the next chunk to merge
	inFlight bool // a Cmd is drawing chunk next
}

// puzzles is the puzzle mode: Problem 1 and Problem Zero of the
// "Another dice puzzle" post (odds.DicePuzzles) simulated in chunks drawn
// by Cmds, beside their exact answers and the tempting wrong ones.
//
// Chunk i of puzzle k draws with a generator of the session's kind seeded
// with stats.WorkerSeed(seed, 1 + 2i + k) — SplitMix64 of the session's
// seed, as the background sampler seeds its workers — and has
// chunkSize(i) trials, so a run's tallies depend on the seed alone,
// not on timing, and any chunk can be drawn again from its index.
type puzzles struct {
	puzzles  []odds.DicePuzzle
	runs     []puzzleRun
	run      int    // id of the current run; stale chunks carry another
	runFor   string // settings the tallies were drawn with
	target   int64  // trials each puzzle is to reach
	per      int64  // trials a run (and each space after one) adds
	first    int64  // trials of chunk 0
	chunk    int64  // most trials of a chunk
	pace     time.Duration
	paused   bool // the user paused
	active   bool // the puzzle mode is on show
	waiting  bool // a pace message is on its way
	err      error
	selected int // the puzzle whose details show when not all fit
}

// newPuzzles is the puzzle mode before its first run.
func newPuzzles() puzzles {
	ps := odds.DicePuzzles()
	return puzzles{puzzles: ps, runs: make([]puzzleRun, len(ps)),
		per: puzzleTarget, first: puzzleFirst, chunk: puzzleChunk, pace: puzzlePace}
}

// chunkSize is the trials of chunk i: first·2^i, at most chunk.
func chunkSize(first, chunk int64, i int) int64 {
	if i >= 30 {
		return chunk
	}
	return min(chunk, first<<i)
}

// chunkSeed is the seed of chunk i of puzzle k.
func chunkSeed(seed uint64, i, k int) uint64 { return stats.WorkerSeed(seed, 1+2*i+k) }

// finished reports whether every puzzle has reached the target.
func (p *puzzles) finished() bool {
	for _, r := range p.runs {
		if r.tally.Trials < p.target {
			return false
		}
	}
	return true
}

// resume shows the puzzles: the simulation starts afresh if the session's
// generator or seed changed, and goes on unless the user paused it. A
// chunk in flight when the puzzles were left is drawn again; should the
// first copy report after all, it is recognised by its index and dropped.
func (p *puzzles) resume(s settings.Settings) tea.Cmd {
	p.active = true
	if p.runFor != s.DiceKey() {
		return p.restart(s)
	}
	for i := range p.runs {
		p.runs[i].inFlight = false
	}
	p.waiting = false
	return p.dispatch(s)
}

// freshen unpauses the simulation and, when its run is done, has the
// next resume start it afresh (a demo shows it settling).
func (p *puzzles) freshen() {
	p.paused = false
	if p.finished() {
		p.runFor = "" // no settings' run: resume restarts
	}
}

// pause stops drawing new chunks (the puzzles are hidden); chunks in
// flight are merged when they arrive.
func (p *puzzles) pause() { p.active = false }

// toggle pauses or resumes the simulation, or, when it is finished, runs
// another p.per trials per puzzle.
func (p *puzzles) toggle(s settings.Settings) tea.Cmd {
	switch {
	case p.err != nil:
		return nil
	case p.finished():
		p.target += p.per
		p.paused = false
	case p.paused:
		p.paused = false
	default:
		p.paused = true
		return nil
	}
	return p.dispatch(s)
}

// restart clears the tallies and starts a run from the session's seed.
func (p *puzzles) restart(s settings.Settings) tea.Cmd {
	p.run++
	p.runFor = s.DiceKey()
	p.target = p.per
	p.paused, p.waiting, p.err = false, false, nil
	p.runs = make([]puzzleRun, len(p.puzzles))
	return p.dispatch(s)
}

// dispatch starts the next chunk of every puzzle short of the target with
// none in flight.
func (p *puzzles) dispatch(s settings.Settings) tea.Cmd {
	if p.paused || !p.active || p.err != nil {
		return nil
	}
	var cmds []tea.Cmd
	for k := range p.runs {
		r := &p.runs[k]
		if r.inFlight || r.tally.Trials >= p.target {
			continue
		}
		r.inFlight = true
		n := min(chunkSize(p.first, p.chunk, r.next), p.target-r.tally.Trials)
		puzzle, run, index := p.puzzles[k], p.run, r.next
		seed := chunkSeed(s.EffectiveSeed(), index, k)
		cmds = append(cmds, func() tea.Msg {
			msg := chunkMsg{run: run, puzzle: k, index: index}
			g, err := s.NewGen(seed)
			if err != nil {
				msg.err = err
				return msg
			}
			msg.tally, msg.err = game.RunPuzzle(puzzle, g, int(n))
			return msg
		})
	}
	return tea.Batch(cmds...)
}

// update merges a chunk, or draws the next ones when the pace says so.
func (p *puzzles) update(msg tea.Msg, s settings.Settings) tea.Cmd {
	switch msg := msg.(type) {
	case chunkMsg:
		if msg.run != p.run || msg.puzzle < 0 || msg.puzzle >= len(p.runs) {
			return nil // a run since replaced
		}
		r := &p.runs[msg.puzzle]
		if msg.index != r.next {
			return nil // a chunk drawn twice (see resume): merged already
		}
		r.inFlight = false
		if msg.err != nil {
			p.err = msg.err
			return nil
		}
		r.tally.Merge(msg.tally)
		r.next++
		if p.pace <= 0 {
			return p.dispatch(s)
		}
		if p.waiting || p.finished() {
			return nil
		}
		p.waiting = true
		run := p.run
		return common.Tick(p.pace, func(time.Time) tea.Msg { return paceMsg{run: run} })
	case paceMsg:
		if msg.run != p.run {
			return nil
		}
		p.waiting = false
		return p.dispatch(s)
	}
	return nil
}
