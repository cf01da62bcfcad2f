package cache

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"riffle/engine/odds"
)

// The cache as a player meets it: worked out and written the first time,
// read back after, worked out again (and said so) when the file is
// damaged or is not a regular file — never blocking on a named pipe,
// which the table written replaces.
// The tests solve only the end of the game (the whole takes seconds).
func TestYahtzeeCache(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	solve = func(r odds.YahtzeeRules) *odds.YahtzeeStrategy { return odds.SolveYahtzeeEnd(r, odds.NumBoxes-1) }
	t.Cleanup(func() { solve = odds.SolveYahtzee; Forget() })
	Forget()
	s, built, note := Yahtzee(odds.Verhoeff)
	if s == nil || !built || note != "" {
		t.Fatalf("first use: built %v, note %q", built, note)
	}
	file, _ := YahtzeeFile(odds.Verhoeff)
	if fi, err := os.Stat(file); err != nil || fi.Size() < 16<<20 {
		t.Fatalf("not written: %v", err)
	}
	if again, built, _ := Yahtzee(odds.Verhoeff); again != s || built {
		t.Error("not kept in memory")
	}
	Forget()
	if _, built, note := Yahtzee(odds.Verhoeff); built || note != "" {
		t.Errorf("the file was not read: built %v, %q", built, note)
	}
	if err := os.WriteFile(file, []byte("riffle yahtzee strategy v1 verhoeff\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	Forget()
	if _, built, note := Yahtzee(odds.Verhoeff); !built || !strings.Contains(note, "worked out again") {
		t.Errorf("a damaged file: built %v, note %q", built, note)
	}
	fifo := filepath.Join(filepath.Dir(file), "yahtzee-hasbro.bin")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	Forget()
	if s, built, _ := Yahtzee(odds.Hasbro); s == nil || !built {
		t.Errorf("a named pipe: built %v", built)
	}
	if fi, err := os.Stat(fifo); err != nil || !fi.Mode().IsRegular() {
		t.Errorf("the pipe was not replaced by the table: %v", err)
	}
}
