package yahtzee

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"
)

// The odds: solving a table's chain, valuing keeps, settling the session.
// Small tables are worked out inside Update, large ones in Cmds (syncMax).

// need returns the Cmds that compute what the screen lacks: the current
// table's chain, the value of the current keep and of past keeps not yet
// valued. Small ones are computed at once.
func (m *Model) need() tea.Cmd {
	var cmds []tea.Cmd
	cmds = append(cmds, m.wantSolution(m.cfg))
	if m.playing() {
		_, _, cmd := m.keepValue(m.cfg, m.game.KeptCounts())
		cmds = append(cmds, cmd)
	}
	for _, o := range m.owed {
		cmds = append(cmds, m.wantSolution(o))
	}
	for _, d := range m.decisions {
		_, _, cmd := m.keepValue(d.cfg, d.kept)
		cmds = append(cmds, cmd)
	}
	m.settle()
	return tea.Batch(cmds...)
}

// wantSolution returns the Cmd that solves cfg's chain, or solves it at
// once when it is small; nil when it is known or on its way.
func (m *Model) wantSolution(cfg config) tea.Cmd {
	if m.sols[cfg] != nil || m.solving[cfg] {
		return nil
	}
	if cfg.n <= syncMax {
		m.solved(cfg, cfg.odds().Solve())
		return nil
	}
	m.solving[cfg] = true
	return func() tea.Msg { return solvedMsg{cfg: cfg, sol: cfg.odds().Solve()} }
}

// solved stores a solution, keeping at most solutionCache of them (the
// current table's always).
func (m *Model) solved(cfg config, sol *odds.YahtzeeSolution) {
	delete(m.solving, cfg)
	if len(m.sols) >= solutionCache {
		for c := range m.sols {
			if c != m.cfg {
				delete(m.sols, c)
			}
		}
	}
	m.sols[cfg] = sol
	if m.left[cfg] == nil {
		left := make([]float64, cfg.n+1)
		for s := range left {
			left[s] = sol.RollsLeft(s)
		}
		m.left[cfg] = left
		if r := sol.ExpectedRollsRat(); r != nil && !r.IsInt() && len(r.RatString()) <= 24 {
			m.frac[cfg] = r.RatString()
		}
	}
	m.settle()
}

// keepKey names a keep of a table.
func keepKey(cfg config, kept []int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d/%d", cfg.n, cfg.d)
	for _, k := range kept {
		b.WriteString("/" + strconv.Itoa(k))
	}
	return b.String()
}

// keepValue is the expected rolls left after keeping kept (counts per face)
// and re-rolling the rest, engine/odds' RollsLeftAfterKeep. A keep of one
// face only (or none) is E_s of its size, known as soon as the chain is;
// others are valued at once for small tables, in the returned Cmd for
// large ones.
func (m *Model) keepValue(cfg config, kept []int) (v float64, ok bool, cmd tea.Cmd) {
	groups, top := 0, 0
	for _, k := range kept {
		if k > 0 {
			groups++
			top = max(top, k)
		}
	}
	if groups <= 1 {
		if left := m.left[cfg]; left != nil {
			return left[top], true, nil
		}
		return 0, false, nil
	}
	key := keepKey(cfg, kept)
	if v, ok := m.values[key]; ok {
		return v, true, nil
	}
	sol := m.sols[cfg]
	if sol == nil {
		return 0, false, m.wantSolution(cfg)
	}
	if cfg.n <= syncMax {
		v := sol.RollsLeftAfterKeep(kept)
		m.values[key] = v
		return v, true, nil
	}
	if m.valuing[key] {
		return 0, false, nil
	}
	m.valuing[key] = true
	kept = slices.Clone(kept)
	return 0, false, func() tea.Msg { return keepMsg{key: key, value: sol.RollsLeftAfterKeep(kept)} }
}

// settle adds to the session what has become known: the optimum of
// finished games, the cost of past keeps.
func (m *Model) settle() {
	owed := m.owed[:0]
	for _, o := range m.owed {
		if left := m.left[o]; left != nil {
			m.session.AddOptimum(left[0])
		} else {
			owed = append(owed, o)
		}
	}
	m.owed = owed
	open := m.decisions[:0]
	for _, d := range m.decisions {
		v, ok := m.knownValue(d.cfg, d.kept)
		left := m.left[d.cfg]
		if !ok || left == nil {
			open = append(open, d)
			continue
		}
		c := v - left[d.s]
		m.cost += c
		if d.game == m.gameNo {
			m.gameCost += c
		}
	}
	m.decisions = open
	m.costDone = m.game.Done() && !slices.ContainsFunc(m.decisions, func(d decision) bool { return d.game == m.gameNo })
}

// knownValue is keepValue without computing anything.
func (m *Model) knownValue(cfg config, kept []int) (float64, bool) {
	groups, top := 0, 0
	for _, k := range kept {
		if k > 0 {
			groups++
			top = max(top, k)
		}
	}
	if groups <= 1 {
		if left := m.left[cfg]; left != nil {
			return left[top], true
		}
		return 0, false
	}
	v, ok := m.values[keepKey(cfg, kept)]
	return v, ok
}
