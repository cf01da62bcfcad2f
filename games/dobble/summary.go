package dobble

import (
	"fmt"
	"time"
)

// Summary is a game as its moves alone tell it: a saved round's moves are
// checked against its deal when it is replayed ([Play]); reading its
// times needs no generator.
type Summary struct {
	Variant Variant
	Times   []time.Duration // each pair's find time, in the order found
	Misses  int
}

// Over reports whether the game found every pair.
func (s Summary) Over() bool { return len(s.Times) == Pairs }

// Total is the game's time: its finds and Penalty for each miss.
func (s Summary) Total() time.Duration {
	t := time.Duration(s.Misses) * Penalty
	for _, d := range s.Times {
		t += d
	}
	return t
}

// Best is the fastest find, or 0 when none.
func (s Summary) Best() time.Duration {
	var b time.Duration
	for i, d := range s.Times {
		if i == 0 || d < b {
			b = d
		}
	}
	return b
}

// shared is how many symbols two cards of v share.
func (v Variant) shared() int {
	if v.Double {
		return 2
	}
	return 1
}

// Summarize reads moves as [Game.Moves] writes them: a pair is found at
// its first find (its second in the double game), and its time is that
// find's. The error names a move that does not read.
func Summarize(moves []string) (Summary, error) {
	v, err := firstMove(moves)
	if err != nil {
		return Summary{}, err
	}
	s := Summary{Variant: v}
	finds := 0
	for _, m := range moves[1:] {
		word, _, ms, err := parseMove(m)
		if err != nil {
			return Summary{}, err
		}
		if s.Over() {
			return Summary{}, fmt.Errorf("move %q: %v", m, ErrOver)
		}
		if word == "miss" {
			s.Misses++
			continue
		}
		if finds++; finds%v.shared() == 0 {
			s.Times = append(s.Times, time.Duration(ms)*time.Millisecond)
		}
	}
	return s, nil
}

// Summary is the game so far as [Summarize] reads its moves.
func (g *Game) Summary() Summary {
	return Summary{Variant: g.v, Times: g.Times(), Misses: g.miss}
}
