package store

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe as the session file is refused at once, by Open and Read
// alike, in one line naming it: nothing blocks waiting for a writer.
func TestNamedPipeRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, fileName)
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan error, 2)
	go func() {
		_, _, _, err := Open(dir)
		done <- err
	}()
	go func() {
		_, _, err := Read(path)
		done <- err
	}()
	for range 2 {
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "named pipe") || strings.Contains(err.Error(), "\n") {
				t.Errorf("a named pipe: %v", err)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("blocked on a named pipe")
		}
	}
}

// A session file that is a link to a file the casino did not write is
// refused and left as it was: no copy, no rewrite. A file of the casino's
// damaged all through (its one line cut short) is still repaired.
func TestForeignFileLeftAlone(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(t.TempDir(), "notes.txt")
	text := []byte("shopping: eggs, milk\nremember the keys\n")
	writeFile(t, other, text)
	if err := os.Symlink(other, filepath.Join(dir, fileName)); err != nil {
		t.Fatal(err)
	}
	_, _, _, err := Open(dir)
	if err == nil || !strings.Contains(err.Error(), "not a Riffle session") {
		t.Fatalf("a link to another file opened: %v", err)
	}
	if got := readFile(t, other); string(got) != string(text) {
		t.Errorf("the other file was changed: %q", got)
	}
	if ents, _ := os.ReadDir(filepath.Dir(other)); len(ents) != 1 {
		t.Errorf("files written beside it: %v", ents)
	}
	cut := t.TempDir()
	writeFile(t, filepath.Join(cut, fileName), []byte(`{"crc":"0123`))
	if _, _, problem, err := Open(cut); err != nil || !strings.Contains(problem, "truncated") {
		t.Errorf("the casino's own cut line: %v, %q", err, problem)
	}
}
