package lab

import (
	"fmt"
	"math/big"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/shuffle"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/settings"
)

// diceChunkMsg carries chunk index of a column's run back to the tab.
type diceChunkMsg struct {
	run, col, index int
	tally           *diceTally
	err             error
}

// diceSampleMsg carries the three sample sequences drawn at a seed.
type diceSampleMsg struct {
	index int
	seqs  [][]int
	err   error
}

// diceExactMsg carries the exact uniform expectations.
type diceExactMsg struct {
	meanTight *big.Rat
	legal     *big.Int
}

type diceKeys struct {
	Run, Next key.Binding
}

func defaultDiceKeys() diceKeys {
	return diceKeys{
		Run:  key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "run statistics")),
		Next: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "next sample")),
	}
}

// diceCol is the run state of one column.
type diceCol struct {
	f        shuffle.Func
	tally    *diceTally
	next     int  // index of the next chunk to merge
	inFlight bool // a Cmd is drawing chunk next
}

// diceTab shows the 2008 constrained dice roller, Massey's fix and an
// exactly uniform sampler side by side: a sample each, and statistics over
// many samples that show the original's clusters and lost faces.
type diceTab struct {
	tabBase
	c    *common.Common
	set  *settings.Settings // the Lab's settings (see Model)
	keys diceKeys
	cols []diceCol
	turn int   // the column dispatch looks at first: with few chunks in flight, the columns take turns
	err  error // preparing the samplers (never expected)

	trials  int64  // samples per run and sampler
	chunk   int64  // most samples one Cmd draws
	target  int64  // samples each column is to reach
	run     int    // id of the current run; stale chunks carry another
	paused  bool   // the user paused (or left the tab)
	runFor  string // settings the tallies were drawn with
	sample  int    // index of the sample shown: seed EffectiveSeed()+sample
	seqs    [][]int
	seqFor  string // settings and index the sequences were drawn with
	seqErr  error
	exact   *diceExactMsg
	exactOn bool // the exact Cmd was started
}

func newDiceTab(c *common.Common, set *settings.Settings) tabModel {
	t := &diceTab{c: c, set: set, keys: defaultDiceKeys(), trials: diceTrials, chunk: diceChunk}
	for _, dc := range diceColumns() {
		var col diceCol
		a, err := shuffle.Lookup(dc.algo)
		if err == nil {
			col.f, err = a.Prepare(diceLen, shuffle.Options{Faces: diceFaces, Distance: diceDistance})
		}
		if err != nil {
			t.err = err
		}
		t.cols = append(t.cols, col)
	}
	return t
}

func (t *diceTab) Title() string { return "Dice rollers" }

// settingsKey names the generator and seed the tab draws with.
func (t *diceTab) settingsKey() string {
	s := *t.set
	return fmt.Sprintf("%s/%d", s.Gen.Name, s.EffectiveSeed())
}

func (t *diceTab) running() bool {
	for _, c := range t.cols {
		if c.inFlight {
			return true
		}
	}
	return false
}

// finished reports whether every column has reached its target.
func (t *diceTab) finished() bool {
	for _, c := range t.cols {
		if c.tally == nil || c.tally.samples < t.target {
			return false
		}
	}
	return true
}

func (t *diceTab) Keys() []key.Binding {
	if t.err != nil {
		return nil
	}
	run := t.keys.Run
	switch {
	case t.running() && !t.paused:
		run.SetHelp("space", "pause statistics")
	case !t.finished() && t.cols[0].tally != nil:
		run.SetHelp("space", "resume statistics")
	case t.finished():
		run.SetHelp("space", fmt.Sprintf("%s more samples", text.Int(t.trials)))
	}
	return common.Enabled(run, t.keys.Next)
}

// Enter draws the sample and starts (or resumes) the statistics, afresh if
// the session's generator or seed changed since.
func (t *diceTab) Enter() tea.Cmd {
	if t.err != nil {
		return nil
	}
	var cmds []tea.Cmd
	if !t.exactOn {
		t.exactOn = true
		cmds = append(cmds, diceExactCmd())
	}
	cmds = append(cmds, t.sampleCmd())
	if t.runFor != t.settingsKey() {
		cmds = append(cmds, t.restart())
	} else {
		// A chunk in flight when the lab was left may never report back
		// (messages reach the active screen only): draw it again. Should
		// the first report after all, the copy is recognised by its index
		// and dropped.
		t.paused = false
		for i := range t.cols {
			t.cols[i].inFlight = false
		}
		cmds = append(cmds, t.dispatch())
	}
	return tea.Batch(cmds...)
}

// Leave pauses the statistics: chunks in flight finish and are kept if
// their results arrive.
func (t *diceTab) Leave() { t.paused = true }

// restart clears the tallies and starts a run of t.trials samples per
// column, every column drawing the same chunk seeds from the session's
// seed.
func (t *diceTab) restart() tea.Cmd {
	t.run++
	t.runFor = t.settingsKey()
	t.target = t.trials
	t.paused = false
	for i := range t.cols {
		t.cols[i].tally, t.cols[i].next, t.cols[i].inFlight = newDiceTally(), 0, false
	}
	return t.dispatch()
}

// dispatch starts the next chunk of every column that is short of its
// target and has no chunk in flight — at most Settings.Workers chunks in
// flight at once when it is set (a student's casino on riffle serve: one,
// so that a class's Labs share the server's cores), else one a column.
func (t *diceTab) dispatch() tea.Cmd {
	if t.paused {
		return nil
	}
	s := *t.set
	flying := 0
	for _, c := range t.cols {
		if c.inFlight {
			flying++
		}
	}
	var cmds []tea.Cmd
	for j := range t.cols {
		i := (t.turn + j) % len(t.cols)
		c := &t.cols[i]
		if c.inFlight || c.tally == nil || c.tally.samples >= t.target || s.Workers > 0 && flying >= s.Workers {
			continue
		}
		flying++
		t.turn = i + 1
		c.inFlight = true
		f, n, run, col, index := c.f, min(t.chunk, t.target-c.tally.samples), t.run, i, c.next
		seed := diceChunkSeed(s.EffectiveSeed(), index)
		cmds = append(cmds, func() tea.Msg {
			msg := diceChunkMsg{run: run, col: col, index: index}
			g, err := s.NewGen(seed)
			if err != nil {
				msg.err = err
				return msg
			}
			msg.tally = diceDraw(f, g, n)
			return msg
		})
	}
	return tea.Batch(cmds...)
}

// sampleCmd draws the sample sequences at seed EffectiveSeed()+sample,
// one generator per sampler, unless they are already drawn.
func (t *diceTab) sampleCmd() tea.Cmd {
	key := fmt.Sprintf("%s#%d", t.settingsKey(), t.sample)
	if t.seqFor == key {
		return nil
	}
	t.seqFor = key
	s, idx := *t.set, t.sample
	var fs []shuffle.Func
	for _, c := range t.cols {
		fs = append(fs, c.f)
	}
	return func() tea.Msg {
		msg := diceSampleMsg{index: idx}
		for _, f := range fs {
			g, err := s.NewGen(s.EffectiveSeed() + uint64(idx))
			if err != nil {
				msg.err = err
				return msg
			}
			msg.seqs = append(msg.seqs, f(nil, g))
		}
		return msg
	}
}

// diceExactCmd computes the exact uniform expectations (tens of
// milliseconds).
func diceExactCmd() tea.Cmd {
	return func() tea.Msg {
		d := diceDeck()
		return diceExactMsg{meanTight: d.MeanTightRepeats(), legal: d.Count()}
	}
}

func (t *diceTab) Update(msg tea.Msg) (tabModel, tea.Cmd) {
	switch msg := msg.(type) {
	case diceChunkMsg:
		return t, t.updateChunk(msg)
	case diceSampleMsg:
		if msg.index == t.sample {
			t.seqs, t.seqErr = msg.seqs, msg.err
		}
		return t, nil
	case diceExactMsg:
		t.exact = &msg
		return t, nil
	case tea.KeyMsg:
		return t, t.updateKey(msg)
	}
	return t, nil
}

func (t *diceTab) updateChunk(msg diceChunkMsg) tea.Cmd {
	if msg.run != t.run || msg.col < 0 || msg.col >= len(t.cols) {
		return nil // a run since replaced
	}
	c := &t.cols[msg.col]
	if msg.index != c.next {
		return nil // a chunk drawn twice (see Enter): merged already
	}
	c.inFlight = false
	if msg.err != nil {
		t.err = msg.err
		return nil
	}
	c.next++
	c.tally.merge(msg.tally)
	return t.dispatch()
}

func (t *diceTab) updateKey(k tea.KeyMsg) tea.Cmd {
	if t.err != nil {
		return nil
	}
	switch {
	case key.Matches(k, t.keys.Run):
		switch {
		case t.runFor != t.settingsKey():
			return t.restart()
		case t.running() && !t.paused:
			t.paused = true
			return nil
		case t.finished():
			t.target += t.trials
		}
		t.paused = false
		return t.dispatch()
	case key.Matches(k, t.keys.Next):
		t.sample++
		return t.sampleCmd()
	}
	return nil
}
