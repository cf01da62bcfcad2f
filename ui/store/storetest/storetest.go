// Package sessiontest writes session files for tests of the commands that
// read them.
package storetest

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"riffle/games/casino"
	"riffle/games/craps"
	"riffle/games/round"
	"riffle/ui/store"
)

// WriteBig writes a session file of at least size bytes into dir (as
// store.FileName), as the casino would have saved it over a very long
// evening: a start with a bankroll of 1000, then craps rounds of about
// 330 bytes each whose bankrolls add up. The rounds say they drew from
// os, so replay finds each one "cannot be replayed" at once: a test
// measures reading, not dealing. It returns the rounds written.
func WriteBig(t testing.TB, dir string, size int64) int {
	t.Helper()
	f, err := os.Create(filepath.Join(dir, store.FileName))
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	var n int64
	put := func(e casino.Entry) {
		line, err := store.EncodeLine(e)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(line)
		n += int64(len(line))
	}
	at := time.Date(2026, 11, 21, 19, 0, 0, 0, time.UTC)
	put(casino.Entry{Kind: casino.KindStart, Time: at, Bankroll: 1000, Settings: &casino.Settings{Gen: "pcg", Algo: "fisher-yates", Shuffles: 7}})
	bank, seq := 1000, 0
	for n < size {
		seq++
		net := []int{-10, 10, -5, 5}[seq%4]
		bank += net
		r := round.Record{Seq: seq, Time: at.Add(time.Duration(seq) * time.Second), Table: craps.Name, Gen: "os",
			Moves:   []string{"limit 3-4-5×", "roll 10 0", "roll 10 " + strconv.Itoa(seq%50)},
			Outcome: fmt.Sprintf("%d+%d %d+%d: seven out after a long and winding hand number %d", seq%6+1, seq%5+1, 3, 4, seq),
			Digest:  fmt.Sprintf("%016x", uint64(seq)*0x9e3779b97f4a7c15), Net: net, Bankroll: bank}
		put(casino.Entry{Kind: casino.KindRound, Time: r.Time, Round: &r})
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return seq
}

// HeapUse runs fn and returns the most heap in use while it ran and what
// is still in use after a collection (fn's result kept alive), both above
// what was in use before. The peak is runtime.MemStats.HeapInuse sampled
// every millisecond by another goroutine: it counts live data and garbage
// not yet collected — what the process holds — but a peak shorter than a
// millisecond can be missed, so it can only err low (and GOGC=100 lets the
// heap reach about twice the live data). What is kept is exact.
func HeapUse(fn func() any) (peak, kept uint64) {
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	base := ms.HeapInuse
	stop, done := make(chan struct{}), make(chan uint64)
	go func() {
		var ms runtime.MemStats
		top := uint64(0)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&ms)
			top = max(top, ms.HeapInuse)
			select {
			case <-stop:
				done <- top
				return
			case <-tick.C:
			}
		}
	}()
	v := fn()
	close(stop)
	peak = max(<-done, base) - base
	runtime.GC()
	runtime.ReadMemStats(&ms)
	runtime.KeepAlive(v)
	return peak, max(ms.HeapInuse, base) - base
}
