package tty

import (
	"os"
	"strings"
	"testing"

	"golang.org/x/sys/unix"

	"riffle/ui/tty/ptytest"
)

// terminal plays the terminal on master: it reads what the program
// writes until the cursor query, answers with answer, and sends what it
// read on asked.
func terminal(master *os.File, answer string, asked chan<- string) {
	var got []byte
	buf := make([]byte, 256)
	for !strings.Contains(string(got), QueryCursor) {
		n, err := master.Read(buf)
		got = append(got, buf[:n]...)
		if err != nil {
			break
		}
	}
	master.WriteString(answer)
	asked <- string(got)
}

// Background asks the two questions, reads the background colour from
// the answer, gives up on a terminal that answers nothing, and leaves the
// terminal's mode as it found it.
func TestBackground(t *testing.T) {
	for _, c := range []struct {
		answer   string
		dark, ok bool
	}{
		{"\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[5;1R", false, true},
		{"\x1b]11;rgb:0000/0000/0000\x07\x1b[5;1R", true, true},
		{"\x1b[5;1R", false, false}, // answers the cursor query only
		{"", false, false},          // answers nothing
	} {
		master, slave, err := ptytest.Open(80, 24)
		if err != nil {
			t.Skipf("no pseudo-terminal: %v", err)
		}
		before, err := unix.IoctlGetTermios(int(slave.Fd()), unix.TCGETS)
		if err != nil {
			t.Fatal(err)
		}
		asked := make(chan string, 1)
		go terminal(master, c.answer, asked)
		dark, ok := Background(slave, slave, Wait)
		if dark != c.dark || ok != c.ok {
			t.Errorf("answering %q: dark %v, ok %v; want %v, %v", c.answer, dark, ok, c.dark, c.ok)
		}
		if q := <-asked; q != QueryBackground+QueryCursor {
			t.Errorf("answering %q: asked %q", c.answer, q)
		}
		after, err := unix.IoctlGetTermios(int(slave.Fd()), unix.TCGETS)
		if err != nil || *after != *before {
			t.Errorf("answering %q: the terminal's mode was %+v, is %+v (%v)", c.answer, *before, *after, err)
		}
		master.Close()
		slave.Close()
	}
}
