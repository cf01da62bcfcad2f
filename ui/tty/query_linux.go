package tty

import (
	"os"
	"regexp"
	"time"

	"golang.org/x/sys/unix"
)

// cursorReport is a terminal's answer to QueryCursor.
var cursorReport = regexp.MustCompile(`\x1b\[[0-9]+;[0-9]+R`)

// isTerminal reports whether f is a terminal.
func isTerminal(f *os.File) bool {
	_, err := unix.IoctlGetTermios(int(f.Fd()), unix.TCGETS)
	return err == nil
}

// Background asks the terminal (in, out) for its background colour and
// reports whether it is dark; ok is false when the terminal did not answer
// within wait (it is not asked again) or in is not a terminal. in is in
// raw mode for the question and back as it was after it.
func Background(in, out *os.File, wait time.Duration) (dark, ok bool) {
	fd := int(in.Fd())
	old, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		return false, false
	}
	raw := *old
	raw.Lflag &^= unix.ECHO | unix.ICANON | unix.ISIG // a ctrl+c now is read, not a signal that would leave the terminal raw
	raw.Cc[unix.VMIN], raw.Cc[unix.VTIME] = 1, 0
	if err := unix.IoctlSetTermios(fd, unix.TCSETS, &raw); err != nil {
		return false, false
	}
	defer unix.IoctlSetTermios(fd, unix.TCSETS, old)
	if _, err := out.WriteString(QueryBackground + QueryCursor); err != nil {
		return false, false
	}
	return ParseBackground(readAnswers(fd, time.Now().Add(wait)))
}

// readAnswers reads fd until a cursor report arrives or the deadline
// passes, and returns what it read.
func readAnswers(fd int, deadline time.Time) string {
	var got []byte
	buf := make([]byte, 256)
	for !cursorReport.Match(got) {
		left := time.Until(deadline)
		if left <= 0 {
			break
		}
		p := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		n, err := unix.Poll(p, int(left.Milliseconds())+1)
		if err == unix.EINTR {
			continue
		}
		if err != nil || n == 0 {
			break
		}
		k, err := unix.Read(fd, buf)
		if err != nil || k <= 0 {
			break
		}
		got = append(got, buf[:k]...)
	}
	return string(got)
}
