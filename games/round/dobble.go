package round

import (
	"fmt"
	"strings"
	"time"

	"riffle/engine/rng"
	"riffle/games/dobble"
)

// DobbleResult describes a Dobble game from its state: the pairs found,
// the misses and the time (finds plus dobble.Penalty a miss), and the
// digest of every pair dealt. The table takes no stake: the net is 0.
func DobbleResult(g *dobble.Game) Result {
	s := g.Summary()
	var b strings.Builder
	fmt.Fprintf(&b, "%s: ", g.Variant().Name())
	if s.Over() {
		fmt.Fprintf(&b, "%d pairs in %s", dobble.Pairs, Seconds(s.Total()))
	} else {
		fmt.Fprintf(&b, "left after %d of %d pairs", len(s.Times), dobble.Pairs)
	}
	fmt.Fprintf(&b, ", %d %s", s.Misses, plural(s.Misses, "miss", "misses"))
	if len(s.Times) > 0 {
		fmt.Fprintf(&b, ", fastest find %s", Seconds(s.Best()))
	}
	return Result{Outcome: b.String(), Digest: Digest(g.Deals()...)}
}

// Seconds writes d in seconds to the tenth: "12.3 s".
func Seconds(d time.Duration) string {
	return fmt.Sprintf("%.1f s", d.Seconds())
}

// plural is one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func playDobble(r Record, gen rng.Generator) (Result, error) {
	g, err := dobble.Play(r.Moves, gen)
	if err != nil {
		return Result{}, err
	}
	return DobbleResult(g), nil
}
