//go:build unix

package serve

import (
	"bytes"
	"fmt"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"
)

// BenchmarkFrames is what a class costs while its screens move: n
// students at once in the Dice shop at 120×40, each with the 120-face die
// turning (a frame every 100 ms, ten a second), drawn, diffed by
// bubbletea's renderer and sent over SSH on loopback. Each iteration is a
// tenth of a second of wall time; over all of them it reports the
// process's CPU time (user and system, from getrusage) per student per
// second of wall time — 0.05 is 5% of one core — and the frames each
// student received a second. The students' SSH clients run in the same
// process, so the CPU includes reading the frames too: an upper bound on
// what the server spends. One student alone is the baseline.
//
//	go test ./ui/serve -run '^$' -bench Frames -benchtime 30x
func BenchmarkFrames(b *testing.B) {
	for _, n := range []int{1, 50} {
		b.Run(fmt.Sprintf("students=%d", n), func(b *testing.B) { benchFrames(b, n) })
	}
}

func benchFrames(b *testing.B, n int) {
	cfg := Config{Options: testOptions(), MaxSessions: n}
	cfg.Options.Screen = "dice"
	ts := startServer(b, cfg)
	terms := make([]*terminal, n)
	var wg sync.WaitGroup
	for i := range terms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			terms[i] = ts.connect(b, fmt.Sprintf("s%02d", i), newKey(b), 120, 40)
			terms[i].must(0, "An honest throw") // the shop built: it takes keys
			m := terms[i].mark()
			terms[i].send("h") // the previous die: the last, with 120 faces
			terms[i].must(m, "120 faces")
		}()
	}
	wg.Wait()
	if b.Failed() {
		return
	}
	time.Sleep(300 * time.Millisecond) // past the frames of the die's change
	runtime.GC()
	for _, term := range terms {
		term.frames()
		term.framesSeen = 0 // the loop below counts from here
	}

	start, cpu0 := time.Now(), cpuTime(b)
	b.ResetTimer()
	for b.Loop() {
		time.Sleep(100 * time.Millisecond)
		for _, term := range terms {
			term.frames() // counted, and the buffer let go of
		}
	}
	b.StopTimer()
	wall, cpu := time.Since(start).Seconds(), (cpuTime(b) - cpu0).Seconds()
	frames := 0
	for _, term := range terms {
		frames += term.framesSeen
		term.quit()
	}
	ts.waitSessions(b, 0)
	b.ReportMetric(cpu/wall/float64(n), "cpu-s/student/s")
	b.ReportMetric(float64(frames)/wall/float64(n), "frames/student/s")
}

// frames counts the frames that arrived since it last ran (bubbletea's
// renderer starts each on the alternate screen by sending the cursor
// home) and empties the output kept.
func (term *terminal) frames() {
	term.mu.Lock()
	defer term.mu.Unlock()
	term.framesSeen += bytes.Count(term.out.Bytes(), []byte("\x1b[H"))
	term.out.Reset()
}

// cpuTime is the process's CPU time so far, user and system.
func cpuTime(t testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
