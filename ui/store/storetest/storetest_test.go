package storetest

import (
	"os"
	"path/filepath"
	"testing"

	"riffle/games/casino"
	"riffle/ui/store"
)

// WriteBig's file is a session the casino would carry on with: at least
// the size asked, every line good, the bankroll adding up over every round.
func TestWriteBig(t *testing.T) {
	dir := t.TempDir()
	const size = 64 << 10
	n := WriteBig(t, dir, size)
	path := filepath.Join(dir, store.FileName)
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Size() < size || fi.Size() > size+1024 {
		t.Errorf("file is %d bytes, want %d to %d", fi.Size(), size, size+1024)
	}
	recs, problem, err := store.Read(path)
	if err != nil || problem != "" {
		t.Fatalf("Read: %q, %v", problem, err)
	}
	s := casino.Read(recs)
	if err := s.Check(); err != nil {
		t.Errorf("the bankroll does not add up: %v", err)
	}
	if s.Count != n || s.NextSeq() != n+1 || len(recs) != n+1 || n < 150 {
		t.Errorf("%d rounds read of %d lines, next %d; WriteBig said %d rounds", s.Count, len(recs), s.NextSeq(), n)
	}
}
