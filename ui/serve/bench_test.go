package serve

import (
	"fmt"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// benchScript is a student's scripted game, each key with what its frame
// shows: craps opened, five rolls, back to the lobby.
var benchScript = []struct{ key, shows string }{
	{"1", "every bet, its exact edge"},                                             // the craps table's title
	{" ", "Rolls"}, {" ", "Rolls"}, {" ", "Rolls"}, {" ", "Rolls"}, {" ", "Rolls"}, // the throws, drawn at once (motion off)
	{"\x1b", "Settings"},
}

// BenchmarkClass opens n sessions at once on loopback (each saving its
// session, as riffle serve does) and has every student play benchScript
// b.N times, all at once. It reports the key-to-frame latency — from a
// key written by the student's SSH client to the frame that shows its
// effect arriving back, over every key of every student — at the median
// and the 99th percentile, the heap each session holds (after a GC, with
// all n connected, less before; the test's own SSH clients are in it, so
// it is an upper bound), and the goroutines left once everyone has gone,
// beyond those before (the goal is 0).
//
//	go test ./ui/serve -run '^$' -bench Class -benchtime 3x
func BenchmarkClass(b *testing.B) {
	for _, n := range []int{1, 10, 50, 200} { // one student alone is the baseline: the frame rate's floor
		b.Run(fmt.Sprintf("students=%d", n), func(b *testing.B) { benchClass(b, n) })
	}
}

func benchClass(b *testing.B, n int) {
	ts := startServer(b, func() Config {
		c := saving(b.TempDir())
		c.MaxSessions = n
		c.Options.Motion = "off" // a throw's outcome in the frame the key brings, not after the tumble: key to frame
		return c
	}())
	keys := make([]gossh.Signer, n)
	for i := range keys {
		keys[i] = newKey(b)
	}
	runtime.GC()
	goroutines := runtime.NumGoroutine()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)

	terms := ts.connectAll(b, keys)
	var wg sync.WaitGroup
	for i, term := range terms {
		if term == nil {
			b.Fatalf("student %d did not get in", i)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)

	lat := make([][]time.Duration, n)
	b.ResetTimer()
	for range b.N {
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for _, s := range benchScript {
					m := terms[i].mark()
					start := time.Now()
					terms[i].send(s.key)
					terms[i].must(m, s.shows)
					lat[i] = append(lat[i], time.Since(start))
				}
			}()
		}
		wg.Wait()
	}
	b.StopTimer()
	for _, term := range terms {
		term.quit()
	}
	ts.waitSessions(b, 0)

	all := slices.Concat(lat...)
	slices.Sort(all)
	pct := func(p float64) float64 { return float64(all[int(p*float64(len(all)-1))]) / 1e6 }
	b.ReportMetric(pct(0.5), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(float64(int64(after.HeapInuse)-int64(before.HeapInuse))/float64(n)/(1<<20), "MB/session")
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > goroutines && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	b.ReportMetric(float64(runtime.NumGoroutine()-goroutines), "goroutines-left")
	b.ReportMetric(0, "ns/op")
}
