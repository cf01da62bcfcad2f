package play

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal of w × h cells: the master, which plays
// the terminal, and the slave, which a program takes as its terminal.
func openPTY(w, h int) (master, slave *os.File, err error) {
	master, err = os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, nil, err
	}
	fd := int(master.Fd())
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err == nil {
		err = unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0) // unlockpt
	}
	if err == nil {
		slave, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC, 0)
	}
	if err == nil {
		err = unix.IoctlSetWinsize(int(slave.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: uint16(h), Col: uint16(w)})
	}
	if err != nil {
		master.Close()
		if slave != nil {
			slave.Close()
		}
		return nil, nil, err
	}
	return master, slave, nil
}

// The queries termenv asks a terminal: its background colour (OSC 11),
// then the cursor's position (DSR), whose answer tells it that the
// terminal does not answer the first.
const (
	queryBackground = "\x1b]11;?"
	queryCursor     = "\x1b[6n"
)

// ptyRun is a program running on a pseudo-terminal that the test plays.
type ptyRun struct {
	t      testing.TB
	master *os.File
	cmd    *exec.Cmd
	start  time.Time
	out    bytes.Buffer
	// answer says which queries the terminal answers, given what came
	// before them.
	answer func(query, before string) bool
	asked  map[string]int // queries answered by the count seen
}

// startOnPTY starts cmd on an 80×24 pseudo-terminal as its controlling
// terminal, in a session of its own (so in the foreground, as a shell
// starts it).
func startOnPTY(t testing.TB, cmd *exec.Cmd, answer func(query, before string) bool) *ptyRun {
	t.Helper()
	master, slave, err := openPTY(80, 24)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	r := &ptyRun{t: t, master: master, cmd: cmd, answer: answer, asked: map[string]int{}}
	r.start = time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	slave.Close()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		master.Close()
	})
	return r
}

// readUntil reads the terminal until its output holds want, answering the
// queries r.answer says to; it reports false if the program ended or wait
// passed first (a guard against a hang, not a measure).
func (r *ptyRun) readUntil(want string, wait time.Duration) bool {
	buf := make([]byte, 4096)
	end := time.Now().Add(wait)
	for time.Now().Before(end) {
		r.master.SetReadDeadline(time.Now().Add(50 * time.Millisecond))
		n, err := r.master.Read(buf)
		r.out.Write(buf[:n])
		s := r.out.String()
		for _, q := range []string{queryBackground, queryCursor} {
			for k := strings.Count(s, q); r.asked[q] < k; r.asked[q]++ {
				at := strings.Index(s, q)
				for range r.asked[q] {
					at += len(q) + strings.Index(s[at+len(q):], q)
				}
				if r.answer != nil && r.answer(q, s[:at]) {
					r.reply(q)
				}
			}
		}
		if strings.Contains(s, want) {
			return true
		}
		if err != nil && !os.IsTimeout(err) {
			return false // EIO: the program closed the terminal
		}
	}
	return false
}

// reply answers query as a terminal with a black background and its
// cursor at the top left would.
func (r *ptyRun) reply(query string) {
	if query == queryBackground {
		r.master.WriteString("\x1b]11;rgb:0000/0000/0000\x1b\\")
	} else {
		r.master.WriteString("\x1b[1;1R")
	}
}

// ptyChildEnv runs TestPTYChild's casino when set.
const ptyChildEnv = "RIFFLE_PTY_CHILD"

// ptyMarker is what the child writes to its terminal before riffle's own
// code runs (bubbletea's package init has asked its question by then).
const ptyMarker = "<riffle starts>"

// TestPTYChild is the casino a pseudo-terminal test starts in a process
// of its own: it writes ptyMarker, then runs `riffle play` until q.
func TestPTYChild(t *testing.T) {
	if os.Getenv(ptyChildEnv) == "" {
		t.Skip("run by TestNoQueryOnStart")
	}
	fmt.Print(ptyMarker)
	if err := run([]string{"--no-save", "--seed", "42"}, os.Stdout, os.Stderr); err != nil {
		t.Fatal(err)
	}
}

// Riffle asks the terminal nothing as it starts: on a terminal that does
// not answer, the first frame would wait for each question's timeout (5 s
// in termenv; with the background and then the cursor unanswered, 10 s
// before the first frame). The terminal here answers what bubbletea's own
// package init asks (before the casino's code runs; see README, Terminals),
// then nothing; the test fails on any question riffle's code asks.
func TestNoQueryOnStart(t *testing.T) {
	for _, theme := range []string{"", "light"} {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestPTYChild$")
		cmd.Env = append(os.Environ(), ptyChildEnv+"=1", "TERM=xterm-256color", "COLORTERM=truecolor",
			"NO_COLOR=", "LANG=C.UTF-8", "LC_ALL=", "RIFFLE_THEME="+theme)
		r := startOnPTY(t, cmd, func(_, before string) bool { return !strings.Contains(before, ptyMarker) })
		if !r.readUntil("Shuffle Lab", time.Minute) {
			t.Fatalf("RIFFLE_THEME=%q: no first frame:\n%q", theme, r.out.String())
		}
		out := r.out.String()
		after := out[strings.Index(out, ptyMarker):]
		for _, q := range []string{queryBackground, queryCursor} {
			if strings.Contains(after, q) {
				t.Errorf("RIFFLE_THEME=%q: riffle asked the terminal %q", theme, q)
			}
		}
		r.master.WriteString("q")
		r.readUntil("\x00never", 5*time.Second) // until it closes the terminal
	}
}

// TestFirstFramePTY is a tool run, not a test: with RIFFLE_PTY_BIN set to
// a built riffle it starts `riffle play` on a pseudo-terminal that answers
// nothing (RIFFLE_PTY_ANSWER=cursor answers the cursor queries,
// =background the background queries, =both both) and logs when the first
// frame came.
//
//	go build -o /tmp/riffle . && RIFFLE_PTY_BIN=/tmp/riffle go test ./ui/cli/play -run FirstFramePTY -v
func TestFirstFramePTY(t *testing.T) {
	bin := os.Getenv("RIFFLE_PTY_BIN")
	if bin == "" {
		t.Skip("RIFFLE_PTY_BIN names no binary")
	}
	cmd := exec.Command(bin, "play", "--no-save")
	cmd.Env = append(os.Environ(), "TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=")
	answer := os.Getenv("RIFFLE_PTY_ANSWER")
	r := startOnPTY(t, cmd, func(q, _ string) bool {
		return answer == "both" || answer == "cursor" && q == queryCursor || answer == "background" && q == queryBackground
	})
	framed := r.readUntil("Shuffle Lab", 30*time.Second)
	t.Logf("answering %q: first frame %v after %v; asked the background %d times, the cursor %d times",
		answer, framed, time.Since(r.start).Round(time.Millisecond), r.asked[queryBackground], r.asked[queryCursor])
}
