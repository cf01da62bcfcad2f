// Package store keeps a player's saved session — bankroll, settings, every
// round — in one append-only file of checksummed JSON lines, so that a crash,
// a full disk or a killed process loses at most the round being written.
//
// The records themselves belong to their callers: the store sees each one as
// an opaque JSON value (json.RawMessage) and never interprets it.
//
// # File format
//
// The session lives in DIR/session.jsonl (DIR from [Dir]). Each line is
//
//	{"crc":"<8 lowercase hex digits>","v":<payload>}\n
//
// where payload is one JSON value without a newline and crc is its CRC-32C
// (Castagnoli polynomial, as in iSCSI and ext4; RFC 3720 appendix B.4) over
// the payload bytes exactly as written. A line is at most [MaxLine] bytes.
//
// # Durability
//
//   - [Store.Append] writes a whole line with one write to a file opened with
//     O_APPEND, then fsyncs it before returning. A process killed at any
//     moment leaves at worst a truncated last line, and every Append that
//     returned nil survives it. An Append that fails (its write or its
//     fsync) cuts its line off again, so trying the record again writes
//     it once.
//   - [Store.Rewrite] (and the repair done by [Open]) writes a temporary
//     file DIR/.session.jsonl.tmp-<random>, fsyncs it, renames it over
//     session.jsonl and fsyncs DIR: a reader sees the old file or the new
//     one, never a mixture.
//   - Reading keeps every good line, before and after a damaged one, and
//     reports the damage as one line. [Open] also sets the damaged file aside
//     unchanged (session.jsonl.damaged-<UTC yyyymmddThhmmss>) and rewrites
//     session.jsonl with the good lines only, so nothing is silently lost and
//     later appends never follow garbage.
//   - One process at a time: [Open] holds an exclusive flock(2) on
//     DIR/session.lock and another on session.jsonl itself until
//     [Store.Close].
package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"
)

// MaxLine is the longest line, newline included, that [Store.Append] writes
// and [Read] accepts: 1 MiB. A longer line in the file is damaged ("too
// long"); Read skips it without holding more than MaxLine bytes of it.
const MaxLine = 1 << 20

// FileName is the session file's name in the state directory.
const FileName = "session.jsonl"

const (
	fileName   = FileName
	lockName   = "session.lock"
	damagedTag = ".damaged-"
	stampTime  = "20060102T150405"
	linePrefix = `{"crc":"`
	lineMiddle = `","v":`
	lineSuffix = "}\n"
	readBuffer = 64 << 10 // bufio.Reader size; lines longer than this are assembled piecewise
	listedLine = 3        // damaged lines named in a problem; the count covers the rest
)

// Dir returns the directory that holds Riffle's saved state:
//
//	$XDG_STATE_HOME/riffle    if XDG_STATE_HOME is set to an absolute path
//	$HOME/.local/state/riffle otherwise
//
// as the XDG Base Directory Specification (0.8) asks: a relative
// XDG_STATE_HOME is ignored. HOME must be absolute too. Dir does not create
// the directory; [Open] does, with mode 0700.
func Dir() (string, error) {
	if x := os.Getenv("XDG_STATE_HOME"); filepath.IsAbs(x) {
		return filepath.Join(x, "riffle"), nil
	}
	if h := os.Getenv("HOME"); filepath.IsAbs(h) {
		return filepath.Join(h, ".local", "state", "riffle"), nil
	}
	return "", fmt.Errorf("cannot find the state directory: set XDG_STATE_HOME or HOME to an absolute path (XDG_STATE_HOME=%q, HOME=%q)",
		os.Getenv("XDG_STATE_HOME"), os.Getenv("HOME"))
}

// Store is an open session file. It holds the directory's lock from [Open]
// until [Store.Close]. Its methods are safe for concurrent use.
type Store struct {
	dir, path string

	mu   sync.Mutex
	lock *os.File // flock on DIR/session.lock
	// newLock says that Open made the lock file (none was there before).
	newLock bool
	f       appendFile  // session.jsonl opened for appending, flocked; nil until reopened after a failed Rewrite
	fi      fs.FileInfo // f's file, to tell whether it was replaced
	size    int64       // bytes of saved lines in session.jsonl
	tail    bool        // bytes past size may follow: an unsaved line not yet cut off
	closed  bool
}

// appendFile is the session file as Append writes to it: an *os.File, or
// in tests one that fails on demand.
type appendFile interface {
	io.Writer
	Sync() error
	Truncate(size int64) error
	Close() error
}

// Open opens the session in dir, creating dir (mode 0700) if needed, and
// returns the records saved there in order. It holds them all in memory;
// [OpenEach] hands them over one at a time instead.
//
// The lock belongs to the file itself, not to the name it was reached by:
// when dir/session.jsonl is a symbolic link, Open follows it (and any links
// after it) and locks session.lock beside the file it ends at (a target
// named other than session.jsonl gets <its name>.lock), so that two
// directories linking one file cannot both write to it. The store then
// reads, appends to, repairs and rewrites that file, keeping the link. If
// another process holds the lock, Open fails with
//
//	state directory DIR is in use by another riffle (lock DIR/session.lock)
//
// (naming the file the link leads to when there is one). The session file
// itself is locked as well, and that lock holds for all its names: when
// dir/session.jsonl is a hard link to a file another store has open,
// under another name, Open fails with
//
//	state directory DIR is in use by another riffle: its session.jsonl is a hard link to a file in use (lock DIR/session.jsonl)
//
// (A rewrite replaces the file, which leaves the hard link behind on the
// old one: from then on they are two files.)
//
// If the file is damaged, problem describes the damage in one line (as
// [Read] does) and Open repairs it: the damaged file is kept unchanged as
// session.jsonl.damaged-<UTC yyyymmddThhmmss> (with -2, -3, … if that name
// is taken), whose name the problem gives, and session.jsonl is replaced
// atomically by its good lines. Stale temporary files of an interrupted
// rewrite are removed. err is only for real I/O failures, in one line
// naming the path; on error nothing is left locked.
func Open(dir string) (s *Store, recs []json.RawMessage, problem string, err error) {
	s, problem, err = OpenEach(dir, func(_ int, v json.RawMessage) { recs = append(recs, v) })
	if err != nil {
		return nil, nil, "", err
	}
	return s, recs, problem, nil
}

// OpenEach is [Open] that hands every record to fn as it reads it, with its
// line number in the session file as Open leaves it (a repair drops the
// damaged lines, and the good ones are numbered as they will stand),
// instead of returning them all: reading holds one line at a time, at most
// [MaxLine] bytes, whatever the file's size; so does a repair, which
// copies the good lines through. fn may keep v. fn is called before Open
// knows whether it will fail; when err is not nil, whatever fn kept is to
// be dropped.
func OpenEach(dir string, fn func(line int, v json.RawMessage)) (*Store, string, error) {
	return open(dir, time.Now, fn)
}

func open(dir string, now func() time.Time, fn func(int, json.RawMessage)) (*Store, string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, "", fmt.Errorf("cannot create state directory %s: %w", showPath(dir), cause(err))
	}
	s, err := lockSession(dir)
	if err != nil {
		return nil, "", err
	}
	ok := false
	defer func() {
		if !ok {
			s.Close()
		}
	}()

	s.removeTemps()
	good := 0
	rep, err := scan(s.path, func(_ int, v json.RawMessage) {
		good++
		fn(good, v)
	})
	if err != nil {
		return nil, "", err
	}
	problem := rep.problem(s.path)
	if rep.good == 0 && rep.foreign > 0 {
		// No line of it reads as a session's, and some are not even begun
		// as the casino writes one: not a file the casino wrote (a link to
		// another file, a file put there). It is not replaced, and no lock
		// file made for it is left beside it.
		if s.newLock {
			os.Remove(s.lock.Name())
		}
		return nil, "", fmt.Errorf("state file %s is not a Riffle session (none of its %d lines reads as one): it is left as it is; move it away, or give another --state directory", showPath(s.path), rep.count)
	}
	if rep.count > 0 {
		saved, err := s.saveDamaged(now().UTC())
		if err != nil {
			return nil, "", fmt.Errorf("cannot keep a copy of the damaged state file %s: %w", showPath(s.path), cause(err))
		}
		if err := s.replace(s.copyGood); err != nil {
			return nil, "", fmt.Errorf("cannot repair state file %s (the damaged file is saved as %s): %w", showPath(s.path), showPath(saved), cause(err))
		}
		problem += "; the damaged file is saved as " + showPath(saved)
	}
	if err := s.openAppend(); err != nil {
		return nil, "", err
	}
	// The file may have just been created; make its name durable too.
	if err := syncDir(s.dir); err != nil {
		return nil, "", fmt.Errorf("cannot sync state directory %s: %w", showPath(s.dir), cause(err))
	}
	ok = true
	return s, problem, nil
}

// lockSession finds the file dir/session.jsonl stands for (following
// symbolic links), takes the lock beside it, and opens the file for
// appending, locked (see [Store.openAppend]).
func lockSession(dir string) (*Store, error) {
	name := filepath.Join(dir, fileName)
	path, err := resolve(name)
	if err != nil {
		return nil, fmt.Errorf("cannot open state file %s: %w", showPath(name), cause(err))
	}
	if err := regular(path); err != nil { // before opening it to append: a named pipe would block
		return nil, err
	}
	lockPath := filepath.Join(filepath.Dir(path), lockFor(filepath.Base(path)))
	_, lerr := os.Lstat(lockPath)
	lk, err := lockFile(lockPath)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		if path != name {
			return nil, fmt.Errorf("state directory %s is in use by another riffle: its %s is a link to %s (lock %s)",
				showPath(dir), fileName, showPath(path), showPath(lockPath))
		}
		return nil, fmt.Errorf("state directory %s is in use by another riffle (lock %s)", showPath(dir), showPath(lockPath))
	}
	if err != nil {
		return nil, fmt.Errorf("cannot lock state directory %s (lock %s): %w", showPath(dir), showPath(lockPath), cause(err))
	}
	s := &Store{dir: filepath.Dir(path), path: path, lock: lk, newLock: errors.Is(lerr, fs.ErrNotExist)}
	// The session file itself is locked too, which holds for every name it
	// has: a hard link in another directory gets another session.lock.
	err = s.openAppend()
	if err != nil {
		unlockFile(lk)
	}
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return nil, fmt.Errorf("state directory %s is in use by another riffle: its %s is a hard link to a file in use (lock %s)",
			showPath(dir), fileName, showPath(path))
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

// lockFor names the lock of the session file called base: session.lock
// for session.jsonl, base+".lock" for any other name.
func lockFor(base string) string {
	if base == fileName {
		return lockName
	}
	return base + ".lock"
}

// resolve follows the symbolic links at name, if any, to the file they end
// at (which need not exist yet). A name that is no link is returned as it
// is; the path a link leads to has its directories resolved too, so that
// every link to one file gives the same path.
func resolve(name string) (string, error) {
	p := name
	for hops := 0; hops < 40; hops++ { // Linux's MAXSYMLINKS
		fi, err := os.Lstat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist) || err == nil && fi.Mode()&fs.ModeSymlink == 0:
			if hops == 0 {
				return p, nil
			}
			d, err := filepath.EvalSymlinks(filepath.Dir(p))
			if err != nil {
				return "", err
			}
			return filepath.Join(d, filepath.Base(p)), nil
		case err != nil:
			return "", err
		}
		target, err := os.Readlink(p)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(target) {
			d, err := filepath.EvalSymlinks(filepath.Dir(p))
			if err != nil {
				return "", err
			}
			target = filepath.Join(d, target)
		}
		p = target
	}
	return "", syscall.ELOOP
}

// copyGood writes the good lines of the session file to w.
func (s *Store) copyGood(w io.Writer) error {
	var werr error
	_, err := scan(s.path, func(_ int, v json.RawMessage) {
		if werr != nil {
			return
		}
		var line []byte
		if line, werr = EncodeLine(v); werr == nil {
			_, werr = w.Write(line)
		}
	})
	if err != nil {
		return err
	}
	return werr
}

// Path returns the path of the session file.
func (s *Store) Path() string { return s.path }

// Append saves v as the last record, encoded by [EncodeLine], with one
// write followed by fsync; it returns once the record is on disk. A failed
// Append leaves no trace of its record: if the write fails part way (a
// full disk) or the fsync after it fails, Append cuts the line off again,
// so that later records do not follow garbage and a retry of the same
// record writes it once, not twice. Should that cut fail too, the next
// Append makes it before it writes (and fails, writing nothing, while it
// cannot).
func (s *Store) Append(v any) error {
	line, err := EncodeLine(v)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return fmt.Errorf("cannot save to state file %s: the store is closed", showPath(s.path))
	}
	if s.f == nil {
		if err := s.openAppend(); err != nil {
			return err
		}
	}
	if s.tail {
		if err := s.f.Truncate(s.size); err != nil {
			return fmt.Errorf("cannot save to state file %s: cutting off an unsaved line: %w", showPath(s.path), cause(err))
		}
		s.tail = false
	}
	n, err := s.f.Write(line)
	if err == nil && n != len(line) {
		err = io.ErrShortWrite
	}
	if err != nil {
		s.cutTail()
		return fmt.Errorf("cannot save to state file %s: %w", showPath(s.path), cause(err))
	}
	if err := s.f.Sync(); err != nil {
		// The line is in the file but perhaps not on disk: not saved. The
		// caller may try the record again.
		s.cutTail()
		return fmt.Errorf("cannot save to state file %s: sync: %w", showPath(s.path), cause(err))
	}
	s.size += int64(n)
	return nil
}

// cutTail cuts the file back to its saved lines after a failed write or
// fsync; if it cannot, the next Append tries again before it writes.
func (s *Store) cutTail() {
	s.tail = s.f.Truncate(s.size) != nil
}

// Rewrite replaces the whole session with recs (each stored as by
// [EncodeLine]) atomically: after a crash the file holds either the old
// records or the new ones. Nothing is written if any record is invalid.
func (s *Store) Rewrite(recs []json.RawMessage) error {
	data, err := encodeAll(recs)
	if err != nil {
		return fmt.Errorf("cannot rewrite state file %s: %s", showPath(s.path), err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return fmt.Errorf("cannot rewrite state file %s: the store is closed", showPath(s.path))
	}
	err = s.replace(func(w io.Writer) error { _, err := w.Write(data); return err })
	// The append handle may point at the replaced file (even when replace
	// failed after its rename); reopen it by name. Failing that, Append
	// tries again.
	if oerr := s.openAppend(); oerr != nil {
		if s.f != nil {
			s.f.Close()
			s.f = nil
		}
		if err == nil {
			return oerr
		}
	}
	if err != nil {
		return fmt.Errorf("cannot rewrite state file %s: %w", showPath(s.path), cause(err))
	}
	return nil
}

// encodeAll returns the file content that stores recs.
func encodeAll(recs []json.RawMessage) ([]byte, error) {
	var data []byte
	for i, r := range recs {
		line, err := EncodeLine(r)
		if err != nil {
			return nil, fmt.Errorf("record %d: %s", i+1, strings.TrimPrefix(err.Error(), "cannot save record: "))
		}
		data = append(data, line...)
	}
	return data, nil
}

// Close releases the file and the directory lock. Closing twice is harmless.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	var err error
	if s.f != nil {
		if cerr := s.f.Close(); cerr != nil {
			err = fmt.Errorf("cannot close state file %s: %w", showPath(s.path), cause(cerr))
		}
		s.f = nil
	}
	if uerr := unlockFile(s.lock); uerr != nil && err == nil {
		err = fmt.Errorf("cannot unlock state directory %s: %w", showPath(s.dir), cause(uerr))
	}
	return err
}

// openAppend opens session.jsonl for appending (creating it, mode 0600),
// takes an exclusive flock on it and records its size. The handle open
// before, if any, is kept when it is on the same file; when the file was
// replaced, it is closed once the new one is locked. A lock held
// elsewhere is an error satisfying errors.Is(err, syscall.EWOULDBLOCK).
func (s *Store) openAppend() error {
	f, err := os.OpenFile(s.path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("cannot open state file %s: %w", showPath(s.path), cause(err))
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return fmt.Errorf("cannot open state file %s: %w", showPath(s.path), cause(err))
	}
	if s.f != nil && os.SameFile(fi, s.fi) {
		f.Close() // a second lock on the file would be refused by ours
		s.size, s.tail = fi.Size(), false
		return nil
	}
	if err := flock(f); err != nil {
		f.Close()
		return fmt.Errorf("cannot lock state file %s: %w", showPath(s.path), cause(err))
	}
	if s.f != nil {
		s.f.Close()
	}
	s.f, s.fi, s.size, s.tail = f, fi, fi.Size(), false
	return nil
}

// cause strips the operation and path that os wraps around a system error,
// so that messages which already name the path say it once:
// "cannot read state file /x/session.jsonl: permission denied".
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	var se *os.SyscallError
	if errors.As(err, &se) {
		return se.Err
	}
	return err
}

// ShowPath returns p as is, or Go-quoted if it holds anything that could
// break a one-line message (a newline, another control character, invalid
// UTF-8): the way every message of the store shows a path.
func ShowPath(p string) string { return showPath(p) }

func showPath(p string) string {
	if !utf8.ValidString(p) || strings.ContainsFunc(p, unicode.IsControl) {
		return strconv.Quote(p)
	}
	return p
}

// oneLine folds a message onto one line.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' }), " ")
}
