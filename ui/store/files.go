package store

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// replace has write fill a temporary file in the directory (through a
// buffer), fsyncs it, renames it over session.jsonl and fsyncs the
// directory. If it fails before the rename, the temporary file is removed
// and session.jsonl is untouched.
func (s *Store) replace(write func(io.Writer) error) (err error) {
	tmp, err := os.CreateTemp(s.dir, s.tmpPrefix()+"*")
	if err != nil {
		return err
	}
	renamed := false
	defer func() {
		if err != nil && !renamed {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, readBuffer)
	if err := write(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), s.path); err != nil {
		return err
	}
	renamed = true
	return syncDir(s.dir)
}

// saveDamaged keeps the current session.jsonl, byte for byte, as
// session.jsonl.damaged-<stamp>[-N] and returns that name. It hard-links
// the file (instant, and the bytes cannot differ) and copies it where the
// file system has no hard links.
func (s *Store) saveDamaged(t time.Time) (string, error) {
	base := s.path + damagedTag + t.Format(stampTime)
	for i := 1; i <= 1000; i++ {
		name := base
		if i > 1 {
			name += "-" + strconv.Itoa(i)
		}
		err := os.Link(s.path, name)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			err = copyFile(s.path, name)
			if errors.Is(err, fs.ErrExist) {
				continue
			}
		}
		return name, err
	}
	return "", fmt.Errorf("%s-2 to -1000 are all taken", base)
}

// copyFile copies src to a new file dst (which must not exist) and fsyncs it.
func copyFile(src, dst string) (err error) {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := out.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(dst)
		}
	}()
	if _, err := io.Copy(out, in); err != nil {
		return err
	}
	return out.Sync()
}

// removeTemps deletes temporary files left by a rewrite that was
// interrupted; only the lock holder writes them, so none is in use.
func (s *Store) removeTemps() {
	ents, _ := os.ReadDir(s.dir)
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), s.tmpPrefix()) {
			os.Remove(filepath.Join(s.dir, e.Name()))
		}
	}
}

// tmpPrefix starts the names of the session file's temporary files:
// ".session.jsonl.tmp-", or the same for the name a link leads to.
func (s *Store) tmpPrefix() string { return "." + filepath.Base(s.path) + ".tmp-" }

// syncDir fsyncs a directory so that renames and new names in it are durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}
