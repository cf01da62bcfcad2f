package store

import (
	"errors"
	"os"
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
