package play

import (
	"os"
	"testing"

	"riffle/games/casino"
	"riffle/ui/store/storetest"
)

// checkStartMemory opens a session file of size bytes as the casino does
// at its start and holds it to limit bytes of heap at the peak and to
// keepLimit kept afterwards (the latest rounds the casino carries on with).
func checkStartMemory(t *testing.T, size int64, limit, keepLimit uint64) {
	dir := t.TempDir()
	n := storetest.WriteBig(t, dir, size)
	var sess casino.Session
	peak, kept := storetest.HeapUse(func() any {
		st, s, _, err := openSession(dir, true)
		if err != nil {
			t.Fatal(err)
		}
		st.Close()
		sess = s
		return &sess
	})
	t.Logf("casino start over %d MB (%d rounds, %d kept): heap peak %.1f MB, kept %.1f MB",
		size>>20, n, len(sess.Rounds), float64(peak)/(1<<20), float64(kept)/(1<<20))
	if sess.Count != n || sess.NextSeq() != n+1 || sess.Check() != nil || len(sess.Rounds) == 0 || len(sess.Rounds) == n {
		t.Fatalf("read %d rounds (%d kept), next %d, check %v; want %d, some kept", sess.Count, len(sess.Rounds), sess.NextSeq(), sess.Check(), n)
	}
	if peak > limit || kept > keepLimit {
		t.Errorf("opening a %d MB file held %.1f MB of heap at its peak and kept %.1f MB; want at most %d MB and %d MB",
			size>>20, float64(peak)/(1<<20), float64(kept)/(1<<20), limit>>20, keepLimit>>20)
	}
}

// The casino reads its session one entry at a time and keeps the latest
// 2 MiB of rounds: over a 12 MB file its start holds at most 16 MB of heap
// and keeps at most 8 MB. Reading every round first, as it did, kept all
// 40,000 of them (several bytes of heap for each byte of the file).
func TestStartMemory(t *testing.T) {
	checkStartMemory(t, 12<<20, 16<<20, 8<<20)
}

// The same over a 100 MB file, held to the bound the issue sets, 50 MB:
// RIFFLE_SLOW=1 runs it.
func TestStartMemoryLarge(t *testing.T) {
	if os.Getenv("RIFFLE_SLOW") != "1" {
		t.Skip("set RIFFLE_SLOW=1 to open a 100 MB session file")
	}
	checkStartMemory(t, 100<<20, 50<<20, 8<<20)
}
