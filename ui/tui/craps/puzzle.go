package craps

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"riffle/engine/odds"
	"riffle/engine/stats"
	game "riffle/games/craps"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// The puzzle simulation: trials per puzzle for a run, the first chunk's
// trials (chunks double up to crapsPuzzleChunk, so the estimate moves
// visibly at first and settles after), and the pause between chunks that
// lets the eye follow it.
const (
	puzzleTarget = 1_000_000
	puzzleFirst  = 1_000
	puzzleChunk  = 50_000
	puzzlePace   = 80 * time.Millisecond
)

// crapsChunkMsg carries chunk index of a puzzle's simulation back.
type chunkMsg struct {
	run, puzzle, index int
	tally              game.PuzzleTally
	err                error
}

// crapsPaceMsg asks the simulation of run to draw its next chunks.
type paceMsg struct{ run int }

// crapsPuzzleRun is one puzzle's simulation so far.
type puzzleRun struct {
	tally    game.PuzzleTally
	next     int  // index of the next chunk to merge
	inFlight bool // a Cmd is drawing chunk next
}

// crapsPuzzles is the puzzle mode: Problem 1 and Problem Zero of the
// "Another dice puzzle" post (odds.DicePuzzles) simulated in chunks drawn
// by Cmds, beside their exact answers and the tempting wrong ones.
//
// Chunk i of puzzle k draws with a generator of the session's kind seeded
// with stats.WorkerSeed(seed, 1 + 2i + k) — SplitMix64 of the session's
// seed, as the background sampler seeds its workers — and has
// crapsChunkSize(i) trials, so a run's tallies depend on the seed alone,
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

func newPuzzles() puzzles {
	ps := odds.DicePuzzles()
	return puzzles{puzzles: ps, runs: make([]puzzleRun, len(ps)),
		per: puzzleTarget, first: puzzleFirst, chunk: puzzleChunk, pace: puzzlePace}
}

// crapsChunkSize is the trials of chunk i: first·2^i, at most chunk.
func chunkSize(first, chunk int64, i int) int64 {
	if i >= 30 {
		return chunk
	}
	return min(chunk, first<<i)
}

// crapsChunkSeed is the seed of chunk i of puzzle k.
func chunkSeed(seed uint64, i, k int) uint64 { return stats.WorkerSeed(seed, 1+2*i+k) }

func (p *puzzles) running() bool {
	for _, r := range p.runs {
		if r.inFlight {
			return true
		}
	}
	return p.waiting
}

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
func (p *puzzles) resume(s common.Settings) tea.Cmd {
	p.active = true
	if p.runFor != settingsKey(s) {
		return p.restart(s)
	}
	for i := range p.runs {
		p.runs[i].inFlight = false
	}
	p.waiting = false
	return p.dispatch(s)
}

// pause stops drawing new chunks (the puzzles are hidden); chunks in
// flight are merged when they arrive.
func (p *puzzles) pause() { p.active = false }

// toggle pauses or resumes the simulation, or, when it is finished, runs
// another p.per trials per puzzle.
func (p *puzzles) toggle(s common.Settings) tea.Cmd {
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
func (p *puzzles) restart(s common.Settings) tea.Cmd {
	p.run++
	p.runFor = settingsKey(s)
	p.target = p.per
	p.paused, p.waiting, p.err = false, false, nil
	p.runs = make([]puzzleRun, len(p.puzzles))
	return p.dispatch(s)
}

// dispatch starts the next chunk of every puzzle short of the target with
// none in flight.
func (p *puzzles) dispatch(s common.Settings) tea.Cmd {
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
func (p *puzzles) update(msg tea.Msg, s common.Settings) tea.Cmd {
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
		return tea.Tick(p.pace, func(time.Time) tea.Msg { return paceMsg{run: run} })
	case paceMsg:
		if msg.run != p.run {
			return nil
		}
		p.waiting = false
		return p.dispatch(s)
	}
	return nil
}

// keys are the puzzle mode's bindings, enabled ones only.
func (p *puzzles) keys(k KeyMap, allFit bool) []key.Binding {
	run, next := k.Run, k.Next
	switch {
	case p.err != nil:
		run.SetEnabled(false)
	case p.finished():
		run.SetHelp("space", fmt.Sprintf("%s more trials", text.Int(p.per)))
	case p.paused:
		run.SetHelp("space", "resume")
	}
	next.SetEnabled(!allFit)
	return common.Enabled(run, k.Table, next)
}

// ---- view ----

// puzzleAllFit reports whether every puzzle's details fit the screen.
func (s *Model) puzzleAllFit() bool {
	n := len(s.puzzleHead(s.w, false))
	for k := range s.puz.puzzles {
		n += 1 + len(s.puzzleDetails(k, s.w))
	}
	return n <= s.h
}

func (s *Model) puzzleView() string {
	w, h := s.w, s.h
	all := s.puzzleAllFit()
	lines := s.puzzleHead(w, !all)
	if all {
		for k := range s.puz.puzzles {
			lines = append(lines, "")
			lines = append(lines, s.puzzleDetails(k, w)...)
		}
	} else {
		lines = append(lines, "")
		lines = append(lines, s.puzzleDetails(s.puz.selected, w)...)
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		lines[i] = common.Truncate(l, w)
	}
	return strings.Join(lines, "\n")
}

// puzzleHead: the title, the simulation's state, and one line per puzzle
// with the exact answer beside the simulated one.
// With cursor, a ▸ marks the puzzle whose details show.
func (s *Model) puzzleHead(w int, cursor bool) []string {
	st := s.c.Styles
	p := &s.puz
	lines := []string{st.Title.Render("Two dice puzzles") +
		st.Subtle.Render(" · conditioning on how a run of rolls ends, simulated live")}
	var state string
	switch {
	case p.err != nil:
		state = st.Bad.Render("stopped: " + p.err.Error())
	case p.runFor == "":
		state = st.Subtle.Render("not started")
	case p.finished():
		state = st.Good.Render("done")
	case p.paused:
		state = st.Warn.Render("❚❚ paused")
	default:
		state = st.Good.Render("▶ simulating")
	}
	set := s.c.Settings
	lines = append(lines, state+st.Subtle.Render(fmt.Sprintf(" · %s, seed %s · simulated: mean ± standard error",
		set.Gen.Name, set.SeedText())))
	nameW, exactW := 0, 0
	for _, pz := range p.puzzles {
		nameW = max(nameW, len([]rune(pz.Name)))
		exactW = max(exactW, len([]rune(exactText(pz.Answer))))
	}
	for k, pz := range p.puzzles {
		mark := "  "
		if k == p.selected && cursor {
			mark = st.Selected.Render("▸ ")
		}
		t := p.runs[k].tally
		sim := st.Subtle.Render("—")
		if t.Counted > 0 {
			sim = st.Em.Render(meanText(t)) + st.Subtle.Render(fmt.Sprintf("  %s trials", text.Int(t.Trials)))
		}
		lines = append(lines, fmt.Sprintf("%s%s  exact %s  simulated %s", mark,
			st.Text.Render(fmt.Sprintf("%-*s", nameW, pz.Name)),
			st.Good.Render(fmt.Sprintf("%-*s", exactW, exactText(pz.Answer))), sim))
	}
	return lines
}

// puzzleDetails: the question, the answer and why, the simulation, and
// the tempting wrong answers each with why it is wrong, wrapped to w.
func (s *Model) puzzleDetails(k int, w int) []string {
	st := s.c.Styles
	pz := s.puz.puzzles[k]
	t := s.puz.runs[k].tally
	var lines []string
	para := func(style func(...string) string, first, txt string) {
		lines = append(lines, hanging(style, first, txt, w)...)
	}
	para(st.Text.Render, st.Em.Render(pz.Name)+": ", pz.Question)
	para(st.Text.Render, st.Good.Render("Answer "+exactText(pz.Answer))+". ", pz.Why)
	sim := "Simulated: no trials yet."
	if t.Trials > 0 {
		sim = fmt.Sprintf("Simulated: %s rolls over the %s counted trials of %s (%s); every trial, counted or not (the condition ignored), averages %.3f.",
			meanOr(t), text.Int(t.Counted), text.Int(t.Trials), ratPercentOf(t.Counted, t.Trials), t.MeanAll())
	}
	para(st.Subtle.Render, "", sim)
	lines = append(lines, st.Subtle.Render("Tempting wrong answers:"))
	for _, wa := range pz.Wrong {
		para(st.Text.Render, "  "+st.Bad.Render(fmt.Sprintf("%-3s", wa.Value.RatString()))+" ", wa.Why)
	}
	return lines
}

// hanging wraps first + text to w cells, styling the text. A short
// first (at most 8 cells, such as "  12  ") hangs: the lines after it are
// indented to its width; a longer one leads the paragraph, which then
// wraps to the full width.
func hanging(style func(...string) string, first, txt string, w int) []string {
	fw := lipgloss.Width(first)
	if fw > 0 && fw <= 8 && w > fw+8 {
		body := text.SplitLines(common.WrapText(txt, w-fw))
		out := make([]string, len(body))
		for i, l := range body {
			lead := first
			if i > 0 {
				lead = strings.Repeat(" ", fw)
			}
			out[i] = lead + style(l)
		}
		return out
	}
	plainFirst := ansi.Strip(first)
	wrapped := text.SplitLines(common.WrapText(plainFirst+txt, w))
	for i, l := range wrapped {
		if i == 0 && plainFirst != "" && strings.HasPrefix(l, plainFirst) {
			wrapped[i] = first + style(strings.TrimPrefix(l, plainFirst))
			continue
		}
		wrapped[i] = style(l)
	}
	return wrapped
}

// exactText writes an exact answer: "4", or "3/2 = 1.5".
func exactText(r *big.Rat) string {
	if r.IsInt() {
		return r.RatString()
	}
	d := strings.TrimRight(strings.TrimRight(r.FloatString(6), "0"), ".")
	return r.RatString() + " = " + d
}

// meanText writes a simulated mean with its standard error.
func meanText(t game.PuzzleTally) string {
	se := t.StdErr()
	if math.IsNaN(se) {
		return fmt.Sprintf("%.4f", t.Mean())
	}
	return fmt.Sprintf("%.4f ± %.4f", t.Mean(), se)
}

func meanOr(t game.PuzzleTally) string {
	if t.Counted == 0 {
		return "—"
	}
	return meanText(t)
}

// ratPercentOf writes a/b as a percentage.
func ratPercentOf(a, b int64) string {
	if b == 0 {
		return "—"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}
