package videopoker

import (
	"sync"
	"sync/atomic"

	tea "github.com/charmbracelet/bubbletea"

	vp "riffle/engine/videopoker"
	game "riffle/games/videopoker"
)

// The panel's tally of the final hands: each draw's pay line (or no win)
// against the exact law of the final hand under optimal play of the pay
// table (engine/videopoker.Analyze), counted while the law is computed.
const (
	// finalTitle says that the law expected assumes optimal play (the
	// best hold of every deal at five credits); it stays short, as the
	// panel puts two tallies side by side at 80 columns.
	finalTitle     = "Final hands, optimal play"
	finalComputing = "Final hands, computing…"
)

// lawMsg brings a pay table's optimal-play law of the final hand: the
// probability of each pay line, then of no win.
type lawMsg struct {
	tag   *byte
	table string
	probs []float64
}

// finals is the final hands drawn on one pay table, by pay line (the last
// count: no win).
type finals struct {
	table  string
	counts []int64
}

// askLaw is the command that computes the law of the pay table played,
// once per pay table (Analyze builds tables: a fraction of a second, never
// in Update).
func (s *Model) askLaw() tea.Cmd {
	if s.game == nil {
		return nil
	}
	p := s.game.PayTable()
	if s.laws == nil {
		s.laws = map[string][]float64{}
	}
	if _, ok := s.laws[p.Name]; ok {
		return nil
	}
	l := lawFor(p)
	if l.done.Load() { // computed before, by this program
		s.laws[p.Name] = l.get().probs
		s.showFinals()
		return nil
	}
	s.laws[p.Name] = nil // asked
	tag := s.tag
	return func() tea.Msg { return lawMsg{tag: tag, table: p.Name, probs: l.get().probs} }
}

// law is a pay table's law of the final hand under optimal play, computed
// once a program: the first to ask computes it and any other asking
// meanwhile (a class over SSH opening the table at once) waits for it.
type law struct {
	get  func() lawOf
	done atomic.Bool
}

// lawOf is a pay table's law: the chance of each pay line (the last: no
// win), and the return a credit at five credits.
type lawOf struct {
	probs []float64
	ret   float64
}

var (
	lawsMu sync.Mutex
	laws   = map[string]*law{} // by pay table name
)

func lawFor(p vp.PayTable) *law {
	lawsMu.Lock()
	defer lawsMu.Unlock()
	l := laws[p.Name]
	if l == nil {
		l = &law{}
		l.get = sync.OnceValue(func() lawOf {
			a := vp.Analyze(p)
			probs := make([]float64, len(p.Lines)+1)
			for i := range probs {
				probs[i], _ = a.Prob(i).Float64()
			}
			l.done.Store(true)
			return lawOf{probs: probs, ret: a.ReturnFloat}
		})
		laws[p.Name] = l
	}
	return l
}

// takeLaw keeps a pay table's law and shows it in the panel.
func (s *Model) takeLaw(m lawMsg) {
	if s.laws == nil {
		s.laws = map[string][]float64{}
	}
	s.laws[m.table] = m.probs
	s.showFinals()
}

// startFinals shows the final-hand tally of the pay table played, afresh
// when the pay table changed.
func (s *Model) startFinals() {
	if s.game == nil {
		return
	}
	if p := s.game.PayTable(); s.fin.table != p.Name {
		s.fin = finals{table: p.Name, counts: make([]int64, len(p.Lines)+1)}
	}
	s.showFinals()
}

// countFinal tallies a draw's pay line (−1: no win) on the pay table
// played.
func (s *Model) countFinal(line int) {
	s.startFinals()
	if line < 0 || line >= len(s.fin.counts)-1 {
		line = len(s.fin.counts) - 1
	}
	s.fin.counts[line]++
	s.showFinals()
}

// showFinals sets the panel's final-hand tally for the pay table played:
// its law when known, "computing…" and no expectation meanwhile. The
// dealt hands' tally stays first.
func (s *Model) showFinals() {
	if s.game == nil || s.fin.table != s.game.PayTable().Name {
		return
	}
	p := s.game.PayTable()
	labels := make([]string, 0, len(p.Lines)+1)
	for _, l := range p.Lines {
		labels = append(labels, l.Name)
	}
	labels = append(labels, "No win")
	probs, title := s.laws[p.Name], finalTitle
	if probs == nil {
		probs, title = make([]float64, len(labels)), finalComputing
	}
	s.panel.ClearEvents()
	if s.classLabels != nil {
		if s.dealtCounts == nil {
			s.dealtCounts = make([]int64, len(s.classLabels))
		}
		s.panel.SetTally(dealtTitle, s.classLabels, s.classProbs, s.dealtCounts)
	}
	s.panel.SetTally(title, labels, probs, s.fin.counts)
}

// observeDeal tallies a dealt hand's class in the panel.
func (s *Model) observeDeal(class int) {
	if s.dealtCounts == nil {
		s.dealtCounts = make([]int64, len(s.classLabels))
	}
	if class >= 0 && class < len(s.dealtCounts) {
		s.dealtCounts[class]++
	}
	s.panel.Observe(dealtTitle, s.classLabels, s.classProbs, class)
}

// Settle counts now what the advice's and the law's Cmds have not brought
// yet (a fraction of a second each, which a loaded machine under the race
// detector stretches to seconds), for a check that must see the table
// settled; their messages, if they come after, change nothing.
func (s *Model) Settle() {
	g := s.game
	if g == nil {
		return
	}
	if g.Phase() == game.Holding && s.adv.holds == nil {
		s.adv.asked = false
		if cmd := s.askAdvice(); cmd != nil {
			s.Update(cmd())
		}
	}
	if name := g.PayTable().Name; s.laws[name] == nil {
		delete(s.laws, name)
		if cmd := s.askLaw(); cmd != nil {
			s.Update(cmd())
		}
	}
}
