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

	"riffle/ui/tty"
	"riffle/ui/tty/ptytest"
)

// The queries termenv and Riffle (tty.Background) ask a terminal: its
// background colour (OSC 11), then the cursor's position (DSR), whose
// answer tells that the terminal does not answer the first.
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
	master, slave, err := ptytest.Open(80, 24)
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
// code runs: the package inits, bubbletea's among them, have run by then.
const ptyMarker = "<riffle starts>"

// TestPTYChild is the casino a pseudo-terminal test starts in a process
// of its own: it writes ptyMarker, TERM as the package inits saw it and
// as tty.Restore puts it back, then runs `riffle play` until q.
func TestPTYChild(t *testing.T) {
	if os.Getenv(ptyChildEnv) == "" {
		t.Skip("run by TestQueriesOnStart")
	}
	fmt.Print(ptyMarker)
	fmt.Print(termShown())
	tty.Restore()
	fmt.Print(termShown(), "\n")
	if err := run([]string{"--no-save", "--seed", "42"}, os.Stdout, os.Stderr); err != nil {
		t.Fatal(err)
	}
}

// termShown is TERM as TestPTYChild shows it: quoted, or "unset".
func termShown() string {
	if v, ok := os.LookupEnv("TERM"); ok {
		return fmt.Sprintf(" TERM %q", v)
	}
	return " TERM unset"
}

// On a terminal that answers nothing the first frame comes at once: the
// package inits ask nothing (bubbletea's would wait 5 s for the
// background colour; TERM is "dumb" while they run, and tty.Restore puts
// it back byte for byte, or unsets it), and Riffle asks once, for
// tty.Wait, unless RIFFLE_THEME or COLORFGBG says or TERM is not
// tty.Askable (docs/casino.md, Terminals).
func TestQueriesOnStart(t *testing.T) {
	for _, c := range []struct{ term, theme, fgbg string }{
		{"TERM=xterm-256color", "", ""}, {"TERM=xterm-256color", "light", ""},
		{"", "", ""}, {"TERM=screen.xterm é", "", "0;15"}, {"TERM=dumb", "", ""}, {"TERM=tmux-256color", "", ""},
	} {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestPTYChild$")
		for _, e := range os.Environ() {
			if !strings.HasPrefix(e, "TERM=") {
				cmd.Env = append(cmd.Env, e)
			}
		}
		cmd.Env = append(cmd.Env, ptyChildEnv+"=1", "COLORTERM=truecolor", "NO_COLOR=", "LANG=C.UTF-8", "LC_ALL=",
			"RIFFLE_THEME="+c.theme, "COLORFGBG="+c.fgbg)
		shown := " TERM unset"
		if c.term != "" {
			cmd.Env = append(cmd.Env, c.term)
			shown = fmt.Sprintf(" TERM %q", strings.TrimPrefix(c.term, "TERM="))
		}
		r := startOnPTY(t, cmd, nil)
		if !r.readUntil("Shuffle Lab", time.Minute) {
			t.Fatalf("%s RIFFLE_THEME=%q: no first frame:\n%q", c.term, c.theme, r.out.String())
		}
		out := r.out.String()
		at := strings.Index(out, ptyMarker)
		if want := ptyMarker + ` TERM "dumb"` + shown + "\r\n"; !strings.HasPrefix(out[at:], want) {
			t.Errorf("%s: the child says %q, want %q", c.term, out[at:at+len(want)], want)
		}
		asks := 0
		if c.theme == "" && c.fgbg == "" && tty.Askable(strings.TrimPrefix(c.term, "TERM=")) {
			asks = 1
		}
		for _, q := range []string{queryBackground, queryCursor} {
			if strings.Contains(out[:at], q) {
				t.Errorf("%s: a package init asked the terminal %q", c.term, q)
			}
			if n := strings.Count(out[at:], q); n != asks {
				t.Errorf("%s RIFFLE_THEME=%q COLORFGBG=%q: riffle asked %q %d times, want %d", c.term, c.theme, c.fgbg, q, n, asks)
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
