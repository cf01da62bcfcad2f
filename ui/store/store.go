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
//     returned nil survives it.
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
//     DIR/session.lock until [Store.Close].
package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
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
	tmpPrefix  = "." + fileName + ".tmp-"
	damagedTag = ".damaged-"
	stampTime  = "20060102T150405"
	linePrefix = `{"crc":"`
	lineMiddle = `","v":`
	lineSuffix = "}\n"
	readBuffer = 64 << 10 // bufio.Reader size; lines longer than this are assembled piecewise
	listedLine = 3        // damaged lines named in a problem; the count covers the rest
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

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

// EncodeLine returns the file line, newline included, that stores v.
//
// A json.RawMessage is stored as is, after checking that it is one valid
// JSON value without a newline byte (spaces, tabs and carriage returns at
// its ends are dropped, as a JSON reader drops them). Any other v is
// encoded with json.Marshal, whose output is compact and escapes newlines
// inside strings. The line may be at most [MaxLine] bytes.
func EncodeLine(v any) ([]byte, error) {
	var payload []byte
	if raw, ok := v.(json.RawMessage); ok {
		if bytes.IndexByte(raw, '\n') >= 0 {
			return nil, errors.New("cannot save record: it contains a newline; a record must be JSON on one line")
		}
		if !json.Valid(raw) {
			return nil, errors.New("cannot save record: it is not valid JSON")
		}
		payload = bytes.Trim(raw, " \t\r")
	} else {
		var err error
		if payload, err = json.Marshal(v); err != nil {
			return nil, fmt.Errorf("cannot save record: %s", oneLine(err.Error()))
		}
		if bytes.IndexByte(payload, '\n') >= 0 { // json.Marshal never does this; keep the format safe anyway
			return nil, errors.New("cannot save record: its JSON contains a newline")
		}
	}
	n := len(linePrefix) + 8 + len(lineMiddle) + len(payload) + len(lineSuffix)
	if n > MaxLine {
		return nil, fmt.Errorf("cannot save record: its line would be %d bytes; a line holds at most %d", n, MaxLine)
	}
	line := make([]byte, 0, n)
	line = append(line, linePrefix...)
	line = fmt.Appendf(line, "%08x", crc32.Checksum(payload, castagnoli))
	line = append(line, lineMiddle...)
	line = append(line, payload...)
	line = append(line, lineSuffix...)
	return line, nil
}

// The reasons a line is damaged, as a problem names them.
var (
	errEmpty      = errors.New("empty line")
	errNotJSON    = errors.New("not JSON")
	errNotRecord  = errors.New("not a record object")
	errNoCRC      = errors.New("no checksum")
	errBadCRC     = errors.New("malformed checksum")
	errNoPayload  = errors.New("no payload")
	errExtraField = errors.New("unexpected field")
	errMismatch   = errors.New("checksum mismatch")
)

const (
	reasonTruncated = "truncated"
	reasonTooLong   = "too long"
)

// DecodeLine returns the payload stored in one line (without its newline).
// The line must be a JSON object with exactly the fields "crc" (a string of
// 8 lowercase hex digits) and "v", and the crc must be the CRC-32C of the
// bytes of v as they appear in the line. The error, when there is one, is
// the short reason the line is damaged ("not JSON", "checksum mismatch",
// …). The payload does not alias line.
func DecodeLine(line []byte) (json.RawMessage, error) {
	if len(line) == 0 {
		return nil, errEmpty
	}
	if !json.Valid(line) {
		return nil, errNotJSON
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(line, &obj); err != nil || obj == nil {
		return nil, errNotRecord
	}
	crc, ok := obj["crc"]
	if !ok {
		return nil, errNoCRC
	}
	v, ok := obj["v"]
	if !ok {
		return nil, errNoPayload
	}
	if len(obj) != 2 {
		return nil, errExtraField
	}
	if len(crc) != 10 || crc[0] != '"' || crc[9] != '"' || !lowerHex(crc[1:9]) {
		return nil, errBadCRC
	}
	want, _ := strconv.ParseUint(string(crc[1:9]), 16, 32)
	if crc32.Checksum(v, castagnoli) != uint32(want) {
		return nil, errMismatch
	}
	return v, nil
}

func lowerHex(b []byte) bool {
	for _, c := range b {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// Read returns the records of the session file at path, in file order,
// without locking, repairing or writing anything — for looking at a
// session while another process plays it.
//
// A missing file is an empty session. Damaged lines (see [DecodeLine]; also
// a last line without its newline, "truncated", and a line longer than
// [MaxLine], "too long") are skipped and every good line is kept; problem
// then describes the damage in one line, naming the first damaged lines and
// their reasons, else it is "". A file being appended to by another process
// may show its last line as truncated. err is only for failures to read the
// file at all (permission denied, not a regular file, I/O error), in one
// line naming the path.
func Read(path string) (recs []json.RawMessage, problem string, err error) {
	recs, rep, err := scan(path)
	if err != nil {
		return nil, "", err
	}
	return recs, rep.problem(path), nil
}

// damaged is one damaged line: its 1-based number and why.
type damaged struct {
	line   int
	reason string
}

// report summarises the damage found by scan.
type report struct {
	first []damaged // the first listedLine damaged lines
	count int       // all damaged lines
	good  int       // good lines kept
}

// problem describes the damage in one line, or returns "" when there is none:
//
//	state file P: 2 damaged lines (line 7: checksum mismatch; line 12: truncated) skipped, 40 good lines kept
func (r report) problem(path string) string {
	if r.count == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "state file %s: %d damaged %s (", showPath(path), r.count, plural(r.count, "line"))
	for i, d := range r.first {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "line %d: %s", d.line, d.reason)
	}
	if more := r.count - len(r.first); more > 0 {
		fmt.Fprintf(&b, "; %d more", more)
	}
	fmt.Fprintf(&b, ") skipped, %d good %s kept", r.good, plural(r.good, "line"))
	return b.String()
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// scan reads the session file at path line by line, keeping the payloads
// of good lines and counting the damaged ones.
func scan(path string) ([]json.RawMessage, report, error) {
	var rep report
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, rep, nil
	}
	if err != nil {
		return nil, rep, fmt.Errorf("cannot read state file %s: %w", showPath(path), cause(err))
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return nil, rep, fmt.Errorf("cannot read state file %s: %w", showPath(path), cause(err))
	} else if fi.IsDir() {
		return nil, rep, fmt.Errorf("cannot read state file %s: is a directory", showPath(path))
	} else if !fi.Mode().IsRegular() {
		return nil, rep, fmt.Errorf("cannot read state file %s: not a regular file", showPath(path))
	}

	var recs []json.RawMessage
	br := bufio.NewReaderSize(f, readBuffer)
	var buf []byte
	for n := 1; ; n++ {
		var end lineEnd
		buf, end, err = nextLine(br, buf)
		if err != nil {
			return nil, rep, fmt.Errorf("cannot read state file %s: %w", showPath(path), cause(err))
		}
		reason := ""
		switch end {
		case endOfFile:
			return recs, rep, nil
		case endTooLong:
			reason = reasonTooLong
		case endTruncated:
			reason = reasonTruncated
		case endNewline:
			v, err := DecodeLine(buf)
			if err == nil {
				recs = append(recs, v)
				rep.good++
				continue
			}
			reason = err.Error()
		}
		rep.count++
		if len(rep.first) < listedLine {
			rep.first = append(rep.first, damaged{n, reason})
		}
	}
}

// lineEnd says how nextLine found its line.
type lineEnd int

const (
	endNewline   lineEnd = iota // a whole line; the newline is not returned
	endTruncated                // bytes after the last newline, ended by the end of the file
	endTooLong                  // more than MaxLine bytes; the line was skipped and not returned
	endOfFile                   // no more lines
)

// nextLine reads the next line into buf (reusing its storage) and returns
// it without its newline. It never holds more than MaxLine bytes of a line:
// a longer one is read through to its newline (or the end of the file) and
// dropped. buf grows by doubling, so all the allocations of one scan add up
// to at most about 2*MaxLine bytes however long the lines are.
func nextLine(br *bufio.Reader, buf []byte) ([]byte, lineEnd, error) {
	buf = buf[:0]
	long, seen := false, false
	for {
		chunk, err := br.ReadSlice('\n')
		seen = seen || len(chunk) > 0
		if !long {
			if len(buf)+len(chunk) > MaxLine {
				long, buf = true, buf[:0]
			} else {
				buf = grow(buf, len(chunk))
				buf = append(buf, chunk...)
			}
		}
		switch {
		case err == nil:
			if long {
				return buf, endTooLong, nil
			}
			return buf[:len(buf)-1], endNewline, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			switch {
			case long:
				return buf, endTooLong, nil
			case seen:
				return buf, endTruncated, nil
			}
			return buf, endOfFile, nil
		default:
			return buf, endOfFile, err
		}
	}
}

// grow makes room for n more bytes in buf, at least doubling its capacity
// and never beyond MaxLine.
func grow(buf []byte, n int) []byte {
	need := len(buf) + n
	if need <= cap(buf) {
		return buf
	}
	nb := make([]byte, len(buf), min(max(need, 2*cap(buf), 512), MaxLine))
	copy(nb, buf)
	return nb
}

// Store is an open session file. It holds the directory's lock from [Open]
// until [Store.Close]. Its methods are safe for concurrent use.
type Store struct {
	dir, path string

	mu     sync.Mutex
	lock   *os.File // flock on DIR/session.lock
	f      *os.File // session.jsonl opened for appending; nil until reopened after a failed Rewrite
	size   int64    // bytes in session.jsonl, to undo a partly written line
	closed bool
}

// Open opens the session in dir, creating dir (mode 0700) if needed, and
// returns the records saved there in order.
//
// It takes an exclusive lock on dir/session.lock; if another process holds
// it, Open fails with
//
//	state directory DIR is in use by another riffle (lock DIR/session.lock)
//
// If the file is damaged, problem describes the damage in one line (as
// [Read] does) and Open repairs it: the damaged file is kept unchanged as
// session.jsonl.damaged-<UTC yyyymmddThhmmss> (with -2, -3, … if that name
// is taken), whose name the problem gives, and session.jsonl is replaced
// atomically by its good lines. Stale temporary files of an interrupted
// rewrite are removed. err is only for real I/O failures, in one line
// naming the path; on error nothing is left locked.
func Open(dir string) (s *Store, recs []json.RawMessage, problem string, err error) {
	return open(dir, time.Now)
}

func open(dir string, now func() time.Time) (*Store, []json.RawMessage, string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, nil, "", fmt.Errorf("cannot create state directory %s: %w", showPath(dir), cause(err))
	}
	lockPath := filepath.Join(dir, lockName)
	lk, err := lockFile(lockPath)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return nil, nil, "", fmt.Errorf("state directory %s is in use by another riffle (lock %s)", showPath(dir), showPath(lockPath))
	}
	if err != nil {
		return nil, nil, "", fmt.Errorf("cannot lock state directory %s (lock %s): %w", showPath(dir), showPath(lockPath), cause(err))
	}
	s := &Store{dir: dir, path: filepath.Join(dir, fileName), lock: lk}
	ok := false
	defer func() {
		if !ok {
			s.Close()
		}
	}()

	s.removeTemps()
	recs, rep, err := scan(s.path)
	if err != nil {
		return nil, nil, "", err
	}
	problem := rep.problem(s.path)
	if rep.count > 0 {
		saved, err := s.saveDamaged(now().UTC())
		if err != nil {
			return nil, nil, "", fmt.Errorf("cannot keep a copy of the damaged state file %s: %w", showPath(s.path), cause(err))
		}
		data, err := encodeAll(recs)
		if err == nil {
			err = s.replace(data)
		}
		if err != nil {
			return nil, nil, "", fmt.Errorf("cannot repair state file %s (the damaged file is saved as %s): %w", showPath(s.path), showPath(saved), cause(err))
		}
		problem += "; the damaged file is saved as " + showPath(saved)
	}
	if err := s.openAppend(); err != nil {
		return nil, nil, "", err
	}
	// The file may have just been created; make its name durable too.
	if err := syncDir(dir); err != nil {
		return nil, nil, "", fmt.Errorf("cannot sync state directory %s: %w", showPath(dir), cause(err))
	}
	ok = true
	return s, recs, problem, nil
}

// Path returns the path of the session file.
func (s *Store) Path() string { return s.path }

// Append saves v as the last record, encoded by [EncodeLine], with one
// write followed by fsync; it returns once the record is on disk. If the
// write fails part way (a full disk), Append cuts the partial line off
// again so that later records do not follow garbage.
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
	n, err := s.f.Write(line)
	if err == nil && n != len(line) {
		err = io.ErrShortWrite
	}
	if err != nil {
		if n > 0 {
			s.f.Truncate(s.size) // best effort; a failure here is repaired by the next Open
		}
		return fmt.Errorf("cannot save to state file %s: %w", showPath(s.path), cause(err))
	}
	s.size += int64(n)
	if err := s.f.Sync(); err != nil {
		return fmt.Errorf("cannot save to state file %s: sync: %w", showPath(s.path), cause(err))
	}
	return nil
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
	err = s.replace(data)
	// The append handle may point at the replaced file (even when replace
	// failed after its rename); reopen it by name.
	if s.f != nil {
		s.f.Close()
		s.f = nil
	}
	if err != nil {
		return fmt.Errorf("cannot rewrite state file %s: %w", showPath(s.path), cause(err))
	}
	return s.openAppend()
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

// openAppend opens session.jsonl for appending and records its size.
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
	s.f, s.size = f, fi.Size()
	return nil
}

// replace writes data to a temporary file in the directory, fsyncs it,
// renames it over session.jsonl and fsyncs the directory. If it fails
// before the rename, the temporary file is removed and session.jsonl is
// untouched.
func (s *Store) replace(data []byte) (err error) {
	tmp, err := os.CreateTemp(s.dir, tmpPrefix+"*")
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
	if _, err := tmp.Write(data); err != nil {
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
		if strings.HasPrefix(e.Name(), tmpPrefix) {
			os.Remove(filepath.Join(s.dir, e.Name()))
		}
	}
}

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

// showPath returns p as is, or Go-quoted if it holds anything that could
// break a one-line message (a newline, another control character, invalid
// UTF-8).
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
