package tui

import (
	"flag"
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"riffle/engine/odds"
	"riffle/ui/tui/yahtzee"
)

// TestMain runs this package's tests four to a core unless -parallel says
// otherwise: they drive whole programs and mostly wait — on the ticks
// runQuick lets pass (20 ms each), on a zone manager's scan — rather than
// compute, so a core runs several of them in the time of one.
func TestMain(m *testing.M) {
	flag.Parse()
	// The Yahtzee table plays on the end of the solved game (11 boxes or
	// more filled, a moment's work) rather than read or work out the whole
	// table (5 s): ui/tui/yahtzee and engine/odds check what it shows.
	var once sync.Once
	stubs := map[odds.YahtzeeRules]*odds.YahtzeeStrategy{}
	yahtzee.Strategy = func(r odds.YahtzeeRules) (*odds.YahtzeeStrategy, string) {
		once.Do(func() {
			for _, rr := range []odds.YahtzeeRules{odds.Verhoeff, odds.Hasbro} {
				stubs[rr] = odds.SolveYahtzeeEnd(rr, odds.NumBoxes-2)
			}
		})
		return stubs[r], ""
	}
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		_ = flag.Set("test.parallel", strconv.Itoa(4*runtime.GOMAXPROCS(0)))
	}
	os.Exit(m.Run())
}
