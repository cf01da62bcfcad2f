package store

import (
	"errors"
	"os"
	"syscall"
)

// lockFile opens (creating with mode 0600) the file at path and takes an
// exclusive, non-blocking flock(2) on it (see [flock]).
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	if err := flock(f); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// flock takes an exclusive, non-blocking flock(2) on the open file f. The
// lock belongs to the file (its inode), whatever name opened it: every
// hard link shares it. When another open file description holds the lock
// — another process, or another Open in this one — the error satisfies
// errors.Is(err, syscall.EWOULDBLOCK). The kernel drops the lock when the
// holder closes the file or dies, SIGKILL included, so a stale lock never
// outlives its process.
func flock(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			return err
		}
	}
}

// unlockFile releases a lock taken by lockFile and closes its file.
func unlockFile(f *os.File) error {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
