package dobble

import (
	"time"

	game "riffle/games/dobble"
	"riffle/games/round"
)

// best is what the saved rounds of one variant hold: the fastest find and
// the fastest game of game.Pairs pairs (misses' penalty in), and how many
// finds and finished games they are the best of.
type best struct {
	find, game   time.Duration
	finds, games int
}

// best is variant v's best times over every round the session's book
// holds (the saved rounds of earlier sessions that the loader kept, and
// this session's), read again when a round is added.
func (m *Model) best(v game.Variant) best {
	rounds := m.ledger.Rounds()
	if m.bests == nil || m.bestOf != len(rounds) {
		m.bests, m.bestOf = bests(rounds), len(rounds)
	}
	return m.bests[v]
}

// bests reads the Dobble rounds among rounds: a round whose moves do not
// read (an edited file) is left out, as History & replay reports it.
func bests(rounds []round.Record) map[game.Variant]best {
	out := map[game.Variant]best{}
	for _, r := range rounds {
		if r.Table != game.Name {
			continue
		}
		s, err := game.Summarize(r.Moves)
		if err != nil {
			continue
		}
		b := out[s.Variant]
		for _, t := range s.Times {
			if b.finds == 0 || t < b.find {
				b.find = t
			}
			b.finds++
		}
		if s.Over() {
			if b.games == 0 || s.Total() < b.game {
				b.game = s.Total()
			}
			b.games++
		}
		out[s.Variant] = b
	}
	return out
}
