package solitaire

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/stats"
	game "riffle/games/solitaire"
	"riffle/ui/text"
)

// The "Play 10,000" study's size and its chunks.
const (
	playGames  = 10_000
	chunkGames = 500
)

// chunkMsg carries a chunk of a "Play 10,000" run back.
type chunkMsg struct {
	run, chunk, setting int
	games, wins         int
	err                 error
}

// playRun is a "Play 10,000" run: games of the chosen setting played in
// chunks by Cmds, merged as they come back.
type playRun struct {
	run      int // id of the current run; stale chunks carry another
	active   bool
	setting  int
	target   int // games this run is to play
	done     int // games played in this run
	wins     int
	inFlight bool
	said     string // the note that told the last run's result
}

// chunkSeed is the seed of chunk j of the "Play 10,000" games at
// setting index i: SplitMix64 of the session's seed (stats.WorkerSeed), as
// the background sampler seeds its workers, so the games depend on the
// seed, the setting and the chunk's index alone — not on timing.
func chunkSeed(seed uint64, i, j int) uint64 {
	return stats.WorkerSeed(seed, 1+settingCount*j+i)
}

// stopSim stops the run; its chunk in flight goes stale, its finished
// chunks stay counted.
func (s *Model) stopSim() {
	if s.sim.active {
		s.sim.run++
		s.sim.active, s.sim.inFlight = false, false
	}
}

// busy reports whether a "Play 10,000" run is going.
func (s *Model) busy() bool { return s.sim.active }

// playKey starts "Play 10,000" at the chosen setting, or stops it.
func (s *Model) playKey() tea.Cmd {
	if s.busy() {
		s.stopSim()
		s.say(false, "Stopped after %s games %s.", text.Int(int64(s.sim.done)), atText(s.sim.setting))
		return nil
	}
	if s.game.Phase() != game.Betting {
		s.say(true, "A round is in play: finish it (enter) before playing 10,000.")
		return nil
	}
	s.sim.run++
	s.sim.active = true
	s.sim.setting = s.game.Shuffles()
	s.sim.target, s.sim.done, s.sim.wins, s.sim.inFlight = playGames, 0, 0, false
	s.say(false, "Playing 10,000 games %s, no chips at stake: p stops.", atText(s.sim.setting))
	return s.dispatch()
}

// dispatch starts the run's next chunk unless one is in flight.
func (s *Model) dispatch() tea.Cmd {
	sim := &s.sim
	if !sim.active || sim.inFlight || sim.done >= sim.target {
		return nil
	}
	sim.inFlight = true
	i := settingIndex(sim.setting)
	run, j, setting := sim.run, s.chunk[i], sim.setting
	games := min(chunkGames, sim.target-sim.done)
	st := s.c.Settings()
	seed := chunkSeed(st.EffectiveSeed(), i, j)
	return func() tea.Msg {
		msg := chunkMsg{run: run, chunk: j, setting: setting, games: games}
		g, err := st.NewGen(seed)
		if err != nil {
			msg.err = err
			return msg
		}
		msg.wins = game.Play(game.Cards, setting, games, g)
		return msg
	}
}

// onChunk merges a chunk of a run and starts the next.
func (s *Model) onChunk(msg chunkMsg) tea.Cmd {
	sim := &s.sim
	if msg.run != sim.run || !sim.active {
		return nil
	}
	sim.inFlight = false
	if msg.err != nil {
		s.stopSim()
		s.say(true, "Play 10,000 stopped: %v.", msg.err)
		return nil
	}
	i := settingIndex(msg.setting)
	s.chunk[i] = msg.chunk + 1
	s.sims[i] = s.sims[i].Add(game.Tally{Games: msg.games, AliceWins: msg.wins})
	sim.done += msg.games
	sim.wins += msg.wins
	if msg.setting == s.game.Shuffles() {
		labels, probs := s.outcomeProbs(msg.setting)
		all := s.game.Record(msg.setting).Add(s.sims[i])
		s.panel.SetTally(outcomeTitle(msg.setting), labels, probs, []int64{int64(all.AliceWins), int64(all.Games - all.AliceWins)})
	}
	if sim.done >= sim.target {
		sim.active = false
		all := s.sims[i]
		lo, hi := all.Interval95()
		p := s.pAlice(msg.setting)
		verdict := "inside"
		if p < lo || p > hi {
			verdict = "outside"
		}
		s.say(false, "Played %s %s: Alice won %s (95%% CI %s–%s); the exact %s is %s.",
			text.Int(int64(all.Games)), atText(msg.setting), percent(all.P(), 2), percent(lo, 2), percent(hi, 2), percent(p, 2), verdict)
		sim.said = s.note
		return nil
	}
	return s.dispatch()
}
