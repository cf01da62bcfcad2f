package store

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"riffle/ui/text"
	"strings"
)

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
	problem, err = Each(path, func(_ int, v json.RawMessage) { recs = append(recs, v) })
	if err != nil {
		return nil, "", err
	}
	return recs, problem, nil
}

// Each is [Read] that hands every good record to fn, with its line number
// in the file, as it reads it, instead of returning them all: its memory
// is one line (at most [MaxLine] bytes) whatever the file's size. fn may
// keep v. When err is not nil fn may have been called for some records.
func Each(path string, fn func(line int, v json.RawMessage)) (problem string, err error) {
	rep, err := scan(path, fn)
	if err != nil {
		return "", err
	}
	return rep.problem(path), nil
}

// damaged is one damaged line: its 1-based number and why.
type damaged struct {
	line   int
	reason string
}

// report summarises the damage found by scan.
type report struct {
	first   []damaged // the first listedLine damaged lines
	count   int       // all damaged lines
	good    int       // good lines kept
	foreign int       // damaged lines that do not even begin as the casino writes a line
}

// problem describes the damage in one line, or returns "" when there is none:
//
//	state file P: 2 damaged lines (line 7: checksum mismatch; line 12: truncated) skipped, 40 good lines kept
func (r report) problem(path string) string {
	if r.count == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "state file %s: %d damaged %s (", showPath(path), r.count, text.OneMany(r.count, "line", "lines"))
	for i, d := range r.first {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "line %d: %s", d.line, d.reason)
	}
	if more := r.count - len(r.first); more > 0 {
		fmt.Fprintf(&b, "; %d more", more)
	}
	fmt.Fprintf(&b, ") skipped, %d good %s kept", r.good, text.OneMany(r.good, "line", "lines"))
	return b.String()
}

// scan reads the session file at path line by line, handing the payload
// of each good line to fn (when fn is not nil) with its line number, and
// counting the damaged ones.
func scan(path string, fn func(line int, v json.RawMessage)) (report, error) {
	var rep report
	if err := regular(path); err != nil { // before opening it: a named pipe would block
		return rep, err
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return rep, nil
	}
	if err != nil {
		return rep, fmt.Errorf("cannot read state file %s: %w", showPath(path), cause(err))
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return rep, fmt.Errorf("cannot read state file %s: %w", showPath(path), cause(err))
	} else if fi.IsDir() {
		return rep, fmt.Errorf("cannot read state file %s: is a directory", showPath(path))
	} else if !fi.Mode().IsRegular() {
		return rep, fmt.Errorf("cannot read state file %s: not a regular file", showPath(path))
	}

	br := bufio.NewReaderSize(f, readBuffer)
	var buf []byte
	for n := 1; ; n++ {
		var end lineEnd
		buf, end, err = nextLine(br, buf)
		if err != nil {
			return rep, fmt.Errorf("cannot read state file %s: %w", showPath(path), cause(err))
		}
		reason := ""
		switch end {
		case endOfFile:
			return rep, nil
		case endTooLong:
			reason = reasonTooLong
		case endTruncated:
			reason = reasonTruncated
		case endNewline:
			v, err := DecodeLine(buf)
			if err == nil {
				rep.good++
				if fn != nil {
					fn(n, v)
				}
				continue
			}
			reason = err.Error()
		}
		rep.count++
		if end != endTooLong && !ours(buf) {
			rep.foreign++
		}
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

// regular refuses a session file that is not a regular file — a named
// pipe, a device, a socket or a directory — before anything opens it (a
// named pipe would block the open until a writer came). A file that does
// not exist is no error: the session starts.
func regular(path string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("cannot read state file %s: %w", showPath(path), cause(err))
	case fi.IsDir():
		return fmt.Errorf("cannot read state file %s: is a directory", showPath(path))
	case !fi.Mode().IsRegular():
		return fmt.Errorf("cannot read state file %s: not a regular file (%s): the session is kept in a file", showPath(path), kindOf(fi.Mode()))
	}
	return nil
}

// kindOf names a file mode that is not a regular file's.
func kindOf(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "mode " + m.String()
}

// ours reports whether a damaged line begins as the casino writes every
// line (`{"crc":"`), or is cut short of that: a line it wrote and lost
// part of, not another file's.
func ours(line []byte) bool {
	n := min(len(line), len(linePrefix))
	return string(line[:n]) == linePrefix[:n]
}
