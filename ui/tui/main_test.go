package tui

import (
	"flag"
	"os"
	"runtime"
	"strconv"
	"testing"
)

// TestMain runs this package's tests four to a core unless -parallel says
// otherwise: they drive whole programs and mostly wait — on the ticks
// runQuick lets pass (20 ms each), on a zone manager's scan — rather than
// compute, so a core runs several of them in the time of one.
func TestMain(m *testing.M) {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		_ = flag.Set("test.parallel", strconv.Itoa(4*runtime.GOMAXPROCS(0)))
	}
	os.Exit(m.Run())
}
