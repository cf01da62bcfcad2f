package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// faultyFile is the session file with failures on demand: the next
// failSync calls of Sync fail after the data went to the file (as a
// disk's write-back error is reported at fsync), and the next
// failTruncate calls of Truncate fail without cutting anything.
type faultyFile struct {
	*os.File
	failSync, failTruncate int
}

var errInjected = errors.New("injected failure")

func (f *faultyFile) Sync() error {
	if f.failSync > 0 {
		f.failSync--
		return errInjected
	}
	return f.File.Sync()
}

func (f *faultyFile) Truncate(size int64) error {
	if f.failTruncate > 0 {
		f.failTruncate--
		return errInjected
	}
	return f.File.Truncate(size)
}

// withFaults makes s append through a faultyFile and returns it.
func withFaults(t *testing.T, s *Store) *faultyFile {
	t.Helper()
	f, ok := s.f.(*os.File)
	if !ok {
		t.Fatalf("the append handle is a %T, not an *os.File", s.f)
	}
	ff := &faultyFile{File: f}
	s.f = ff
	return ff
}

// An Append whose write went through but whose fsync failed did not save
// its record, and the caller (the saver) tries the same record again:
// the file then holds it once, not twice, and nothing after it is lost —
// also when cutting the unsaved line off failed the first time.
func TestAppendRetryAfterFailedSync(t *testing.T) {
	for _, c := range []struct {
		name                   string
		failSync, failTruncate int
		failedTries            int // Appends of record 2 that fail
	}{
		{"sync fails once", 1, 0, 1},
		{"sync fails twice", 2, 0, 2},
		{"sync and the cut fail", 1, 1, 1},
		{"the cut fails again before the retry", 1, 2, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			s, _, _ := mustOpen(t, dir)
			if err := s.Append(1); err != nil {
				t.Fatal(err)
			}
			ff := withFaults(t, s)
			ff.failSync, ff.failTruncate = c.failSync, c.failTruncate
			for i := range c.failedTries {
				checkOneLine(t, s.Append(2), "cannot save to state file", "injected failure")
				if i == 0 && c.failTruncate == 0 {
					// The unsaved line is gone at once, not left for a crash to keep.
					if recs, _ := mustRead(t, s.Path()); !sameRecs(recs, raws("1")) {
						t.Errorf("after a failed sync the file holds %s, want [1]", showRecs(recs))
					}
				}
			}
			if err := s.Append(2); err != nil {
				t.Fatalf("retry: %v", err)
			}
			if err := s.Append(3); err != nil {
				t.Fatal(err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if recs, problem := mustRead(t, s.Path()); problem != "" || !sameRecs(recs, raws("1", "2", "3")) {
				t.Errorf("the file holds %s (problem %q), want [1 2 3]", showRecs(recs), problem)
			}
		})
	}
}

// The lock is the file's, not its name's, for hard links too: with
// b/session.jsonl a hard link to a/session.jsonl, a store open on either
// directory keeps the other out, with the message a second process gets.
func TestLockHardLink(t *testing.T) {
	root := t.TempDir()
	a, b := filepath.Join(root, "a"), filepath.Join(root, "b")
	for _, d := range []string{a, b} {
		if err := os.Mkdir(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, filepath.Join(a, "session.jsonl"), linesOf("1"))
	if err := os.Link(filepath.Join(a, "session.jsonl"), filepath.Join(b, "session.jsonl")); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	for _, c := range []struct{ first, second string }{{a, b}, {b, a}} {
		s, _, _ := mustOpen(t, c.first)
		_, _, _, err := Open(c.second)
		checkOneLine(t, err, "state directory "+c.second+" is in use by another riffle", "(lock "+filepath.Join(c.second, "session.jsonl")+")")
		if err := s.Append(2); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	// Closed, the store lets the other name in.
	s, recs, _ := mustOpen(t, b)
	if !sameRecs(recs, raws("1", "2", "2")) {
		t.Errorf("through the link: %s, want [1 2 2]", showRecs(recs))
	}
	// A rewrite replaces the file, and the store locks the new one: a hard
	// link made to it afterwards is kept out too.
	if err := s.Rewrite(raws("3")); err != nil {
		t.Fatal(err)
	}
	c := filepath.Join(root, "c")
	if err := os.Mkdir(c, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(b, "session.jsonl"), filepath.Join(c, "session.jsonl")); err != nil {
		t.Fatal(err)
	}
	_, _, _, err := Open(c)
	checkOneLine(t, err, "state directory "+c+" is in use by another riffle")
	if err := s.Append(4); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, recs, _ = mustOpen(t, c); !sameRecs(recs, raws("3", "4")) {
		t.Errorf("through the new link: %s, want [3 4]", showRecs(recs))
	}
}
