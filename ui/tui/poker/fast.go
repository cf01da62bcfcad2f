package poker

import (
	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/poker"
	"riffle/ui/text"
)

// The fast-forward: deals a run makes in all, and in each Cmd.
const (
	fastDeals  = 10_000
	chunkDeals = 500
)

// chunkMsg brings a fast-forward run back after a chunk of deals.
type chunkMsg struct {
	id  int
	run *game.Run
	err error
}

// fastRun is the fast-forward in progress: the run is out on a Cmd
// while running (the table refuses to deal until it comes back).
type fastRun struct {
	id      int
	running bool
	stop    bool        // stop at the next chunk
	table   *game.Table // the table that lent the run its dealer
	target  int64       // deals to make
	done    int64
}

// startFast lends the table's dealer to a run of fastDeals deals,
// dealt in chunks by Cmds.
func (s *Model) startFast() tea.Cmd {
	run, err := s.table.StartRun()
	if err != nil {
		s.say(true, "%v.", err)
		return nil
	}
	s.fast = fastRun{id: s.fast.id + 1, running: true, table: s.table, target: fastDeals}
	if s.table.Mode() == game.ModeHoldem {
		s.say(false, "Dealing %s hands for statistics (no chips); x stops.", text.Int(fastDeals))
	} else {
		n, m := s.table.Shape()
		s.say(false, "Dealing %s deals of %d × %d for statistics; x stops.", text.Int(fastDeals), n, m)
	}
	s.loadOdds()
	return chunkCmd(s.fast.id, run, min(chunkDeals, fastDeals))
}

// chunkCmd deals n more deals of run off the update loop. The run is
// the Cmd's alone until its message comes back.
func chunkCmd(id int, run *game.Run, n int) tea.Cmd {
	return func() tea.Msg {
		err := run.Deal(n)
		return chunkMsg{id: id, run: run, err: err}
	}
}

// chunkDone takes a chunk in: its tallies go to the table (the one that
// lent the run, even if the settings changed since) and the panel, and the
// next chunk goes out unless the run is done or stopped.
func (s *Model) chunkDone(msg chunkMsg) tea.Cmd {
	f := &s.fast
	if msg.id != f.id || !f.running || msg.run == nil {
		return nil
	}
	f.table.Absorb(msg.run)
	f.done = msg.run.Done()
	finished := f.done >= f.target || msg.err != nil || f.stop
	if !finished {
		if f.table == s.table {
			s.syncPanel()
		}
		return chunkCmd(f.id, msg.run, int(min(chunkDeals, f.target-f.done)))
	}
	f.table.EndRun(msg.run)
	f.running = false
	if f.table != s.table {
		return nil // the settings changed meanwhile: that table is gone
	}
	s.syncPanel()
	switch {
	case msg.err != nil:
		s.say(true, "Stopped after %s deals: %v.", text.Int(f.done), msg.err)
	case f.done < f.target:
		s.say(false, "Stopped after %s deals.", text.Int(f.done))
	default:
		s.say(false, "Dealt %s for the statistics; %s deals in all.", text.Int(f.done), text.Int(s.table.DealtIn(s.table.Mode())))
	}
	return nil
}
