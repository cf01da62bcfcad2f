package serve

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"riffle/games/casino"
	"riffle/ui/store"
	"riffle/ui/tui"
)

// waitSessions waits until the server counts n sessions.
func (ts *testServer) waitSessions(t testing.TB, n int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for ts.Sessions() != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d sessions, want %d", ts.Sessions(), n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// saving is a Config that saves each student's session under dir, as
// riffle serve's openStudent does (the saved session read, then carried on).
func saving(dir string) Config {
	return Config{Options: testOptions(), StateDir: dir, Open: func(o tui.Options, d string) (tui.Options, tui.Persist, func() error, error) {
		l := casino.Loader{Keep: 1 << 20}
		st, problem, err := store.OpenEach(d, l.Add)
		if err != nil {
			return o, tui.Persist{}, nil, err
		}
		sess := l.Session()
		if err := sess.Check(); err != nil {
			st.Close()
			return o, tui.Persist{}, nil, err
		}
		return o, tui.Persist{Session: sess, Store: st, Notice: problem}, st.Close, nil
	}}
}

// play is one student's scripted game: craps, rolls until the dice show,
// back to the lobby, quit; it returns the dice the class was told of.
func play(t testing.TB, term *terminal, rolls int) {
	term.must(0, "Craps")
	m := term.mark()
	term.send("1")
	term.must(m, "the pass line")
	for range rolls {
		m = term.mark()
		term.send(" ")
		term.must(m, "Rolls")
	}
}

// TestTenStudents: ten students at once, each with a key of their own,
// each plays craps; each sees only their own casino, the class pools
// their dice, each session is saved in a directory of its own, and when
// everyone has left the server is back where it began.
func TestTenStudents(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, saving(dir))
	before := runtime.NumGoroutine()
	const n, rolls = 10, 6
	keys := make([]gossh.Signer, n)
	for i := range keys {
		keys[i] = newKey(t)
	}
	terms := ts.connectAll(t, keys)
	if t.Failed() {
		return
	}
	var wg sync.WaitGroup
	for _, term := range terms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			play(t, term, rolls)
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	ts.waitSessions(t, n)
	if got := len(ts.class.Students()); got != n {
		t.Errorf("the class counts %d students, want %d", got, n)
	}
	// Every roll is two d6 told to the class. A point made or lost ends a
	// decision but every space rolls.
	var throws int64
	for _, c := range ts.class.Dice(6) {
		throws += c
	}
	if throws != 2*n*rolls {
		t.Errorf("the class pooled %d d6 throws, want %d", throws, 2*n*rolls)
	}
	for i, s := range ts.class.Students() {
		if s.Screen != "craps" || s.Throws != 2*rolls {
			t.Errorf("student %d: %+v", i, s)
		}
	}
	// No student's screen shows another's name: each sees "sNN" nowhere
	// but where they typed it (they typed nothing).
	for i, term := range terms {
		out := term.shown(0)
		for j := range n {
			if j != i && strings.Contains(out, fmt.Sprintf("s%02d", j)) {
				t.Errorf("student %d's screen shows student %d's name", i, j)
			}
		}
	}
	for i, term := range terms {
		if code, stderr := term.quit(); code != 0 {
			t.Errorf("student %d: exit %d, %q", i, code, stderr)
		}
	}
	ts.waitSessions(t, 0)
	if got := len(ts.class.Students()); got != 0 {
		t.Errorf("%d students still counted", got)
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != n {
		t.Errorf("%d state directories, want %d", len(ents), n)
	}
	for _, e := range ents {
		if !strings.HasPrefix(e.Name(), "key-") {
			t.Errorf("state directory %q is not named by a key", e.Name())
		}
		if _, err := os.Stat(filepath.Join(dir, e.Name(), store.FileName)); err != nil {
			t.Errorf("no session saved in %s: %v", e.Name(), err)
		}
	}
	waitGoroutines(t, before)
}

// waitGoroutines waits (a while) for the goroutines to come back to
// before: the sessions' and connections' are gone.
func waitGoroutines(t testing.TB, before int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines, %d before:\n%s", runtime.NumGoroutine(), before, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(20 * time.Millisecond)
	}
}
