package cli

import (
	"io"
	"os"
	"strings"
	"testing"

	"riffle/ui/store/storetest"
)

// heapPeak runs fn and returns the most heap in use while it ran, above
// what was in use before (storetest.HeapUse: sampled every millisecond,
// so it can only err low).
func heapPeak(fn func()) uint64 {
	peak, _ := storetest.HeapUse(func() any { fn(); return nil })
	return peak
}

// sessionReads are the commands that read the whole session file.
var sessionReads = []struct {
	name string
	run  func(dir string) error
}{
	{"history", func(dir string) error { return runHistory([]string{"--state", dir}, io.Discard, io.Discard) }},
	{"history --json", func(dir string) error { return runHistory([]string{"--state", dir, "--json"}, io.Discard, io.Discard) }},
	{"history --last 5", func(dir string) error {
		return runHistory([]string{"--state", dir, "--last", "5"}, io.Discard, io.Discard)
	}},
	{"replay all", func(dir string) error { return runReplay([]string{"all", "--state", dir}, io.Discard, io.Discard) }},
	{"replay all --json", func(dir string) error {
		return runReplay([]string{"all", "--state", dir, "--json"}, io.Discard, io.Discard)
	}},
	{"replay 3", func(dir string) error { return runReplay([]string{"3", "--state", dir}, io.Discard, io.Discard) }},
}

// checkSessionMemory runs every command that reads the session over a file
// of size bytes and holds each to limit bytes of heap above what was in
// use before. It checks the commands did their work: exit status 1 for
// replay, whose rounds cannot be replayed; none for history.
func checkSessionMemory(t *testing.T, size int64, limit uint64) {
	dir := t.TempDir()
	n := storetest.WriteBig(t, dir, size)
	for _, c := range sessionReads {
		var err error
		peak := heapPeak(func() { err = c.run(dir) })
		want := !strings.HasPrefix(c.name, "replay")
		if (err == nil) != want {
			t.Errorf("%s: %v", c.name, err)
		}
		t.Logf("%s over %d MB (%d rounds): heap peak %.1f MB", c.name, size>>20, n, float64(peak)/(1<<20))
		if peak > limit {
			t.Errorf("%s over a %d MB file held %.1f MB of heap at its peak; want at most %d MB", c.name, size>>20, float64(peak)/(1<<20), limit>>20)
		}
	}
}

// history and replay read the file one line at a time: over a 4 MB file
// (13,000 rounds) none holds more than 8 MB of heap at its peak (they hold
// about 4 MB over files of 4, 16 or 100 MB). Reading every round into
// memory first, as they did, held several bytes of heap for each byte of
// the file.
func TestSessionCommandsMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's own allocations would be measured, ten times slower")
	}
	checkSessionMemory(t, 4<<20, 8<<20)
}

// The same over a 100 MB file (about 320,000 rounds), held to the bound
// the issue sets, 50 MB: RIFFLE_SLOW=1 runs it (about a minute).
func TestSessionCommandsMemoryLarge(t *testing.T) {
	if os.Getenv("RIFFLE_SLOW") != "1" {
		t.Skip("set RIFFLE_SLOW=1 to read a 100 MB session file")
	}
	checkSessionMemory(t, 100<<20, 50<<20)
}

// riffle rng writes its values as it draws them: a million of them, with
// their bounded column, as text or JSON (about 50 MB), hold at most 16 MB
// of heap at the peak (they held 387–477 MB when kept to be written at
// the end).
func TestRNGStreams(t *testing.T) {
	if testing.Short() {
		t.Skip("a million values")
	}
	for _, json := range []bool{false, true} {
		args := []string{"--gen", "pcg", "--seed", "1", "--count", "1000000", "--bound", "6"}
		if json {
			args = append(args, "--json")
		}
		var err error
		var n countingWriter
		peak := heapPeak(func() { err = runRNG(args, &n) })
		if err != nil || n < 20<<20 {
			t.Fatalf("json %v: %v, %d bytes written", json, err, n)
		}
		t.Logf("json %v: %d MB written, heap peak %.1f MB", json, n>>20, float64(peak)/(1<<20))
		if peak > 16<<20 {
			t.Errorf("json %v: the heap's peak %.1f MB; want at most 16 MB", json, float64(peak)/(1<<20))
		}
	}
}

// countingWriter counts the bytes written to it.
type countingWriter int64

func (c *countingWriter) Write(p []byte) (int, error) {
	*c += countingWriter(len(p))
	return len(p), nil
}
