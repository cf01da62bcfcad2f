package solitaire

import (
	"fmt"
	"math/big"
	"sync"

	"riffle/engine/odds"
	game "riffle/games/solitaire"
)

// The riffle settings and the exact numbers worked out for them.
const (
	// tvMax is the most riffles whose exact TV distance the screen
	// tabulates (engine/odds.RiffleTable): past 40 it is below 1e-9.
	tvMax = 40
	// settingCount is the number of riffle settings: 0…20 and until random.
	settingCount = game.MaxShuffles + 2
)

// settingIndex is the index of a riffle setting: k for 0…20, 21 for until
// random.
func settingIndex(k int) int {
	if k == game.UntilRandom {
		return settingCount - 1
	}
	return min(max(k, 0), game.MaxShuffles)
}

// settingText names a setting: "7 riffles", "until random".
func settingText(k int) string {
	switch k {
	case game.UntilRandom:
		return "until random"
	case 1:
		return "1 riffle"
	}
	return fmt.Sprintf("%d riffles", k)
}

// atText is a setting after a count of games: "at 7 riffles",
// "riffled until random".
func atText(k int) string {
	if k == game.UntilRandom {
		return "riffled until random"
	}
	return "at " + settingText(k)
}

// workOutNumbers fills the exact numbers the screen shows (exactNumbers),
// read-only from then on.
func (s *Model) workOutNumbers() {
	if s.numbers {
		return
	}
	n := exactNumbers()
	s.exact, s.tv, s.meanT, s.cdfT = n.exact, n.tv, n.meanT, n.cdfT
	s.numbers = true
}

// numbers are the exact numbers the screen shows: P(Alice wins) for every
// setting (game.AliceWinProb, from odds.SolitaireExact), the TV distances
// (odds.RiffleTable), the stopping time's CDF and mean
// (odds.StoppingTimeCDF, odds.StoppingTimeMean).
type numbers struct {
	exact [settingCount]*big.Rat
	tv    []float64
	meanT float64
	cdfT  []float64
}

// exactNumbers works the numbers out once a program (a few milliseconds,
// the same for every table: each student's casino under riffle serve
// shares them).
var exactNumbers = sync.OnceValue(func() *numbers {
	var out numbers
	n := game.Cards
	ks := make([]int, game.MaxShuffles+1)
	for k := range ks {
		ks[k] = k
	}
	for k, p := range odds.SolitaireExact(n, ks...) {
		out.exact[k] = p
	}
	out.exact[settingCount-1] = game.AliceWinProb(n, game.UntilRandom)
	out.tv = make([]float64, tvMax+1)
	out.tv[0], _ = odds.RiffleTV(n, 0).Float64()
	for _, d := range odds.RiffleTable(n, tvMax) {
		out.tv[d.Shuffles], _ = d.TV.Float64()
	}
	out.meanT, _ = odds.StoppingTimeMean(n).Float64()
	out.cdfT = make([]float64, 65)
	for t := range out.cdfT {
		out.cdfT[t], _ = odds.StoppingTimeCDF(n, t).Float64()
	}
	return &out
})

// pAlice is the exact P(Alice wins) at setting k, as a float.
func (s *Model) pAlice(k int) float64 {
	f, _ := s.exact[settingIndex(k)].Float64()
	return f
}

// edgeOf is the expected net per chip of an even-money bet on side at
// setting k, from the exact P: 2P − 1 on Alice, 1 − 2P on Bob (as
// game.Edge).
func (s *Model) edgeOf(k int, side game.Player) float64 {
	e := 2*s.pAlice(k) - 1
	if side == game.Bob {
		return -e
	}
	return e
}
