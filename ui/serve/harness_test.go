package serve

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"net"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"riffle/ui/tui"
)

// testServer is a server on loopback for a test, shut down at its end.
type testServer struct {
	*Server
	addr  string
	class *Class
	cfg   Config
}

// fixedKey is the Ed25519 signer of seed b, the same every run: a
// student whose casino's seed (StudentSeed, from the key) must be known.
func fixedKey(t testing.TB, b byte) gossh.Signer {
	t.Helper()
	s, err := gossh.NewSignerFromKey(ed25519.NewKeyFromSeed(bytes.Repeat([]byte{b}, ed25519.SeedSize)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// newKey is a fresh Ed25519 signer.
func newKey(t testing.TB) gossh.Signer {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// startServer serves cfg (its host key, listen address and class filled
// in) on 127.0.0.1 until the test ends.
func startServer(t testing.TB, cfg Config) *testServer {
	t.Helper()
	if cfg.HostKey == nil {
		cfg.HostKey = newKey(t)
	}
	if cfg.Options.Seed == "" {
		cfg.Options.Seed = "42"
	}
	class := NewClass()
	srv, err := New(cfg, class)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		if err := srv.Shutdown(ctx); err != nil {
			t.Errorf("shutdown: %v", err)
		}
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	return &testServer{Server: srv, addr: ln.Addr().String(), class: class, cfg: cfg}
}

// dial connects as user with key, or with keyboard-interactive (no
// questions) when key is nil.
func dial(addr, user string, key gossh.Signer, hostKey gossh.PublicKey) (*gossh.Client, error) {
	return dialFrom(nil, addr, user, key, hostKey)
}

// dialFrom is dial from the local address from (nil: any): a student's
// own machine, as a class's students are.
func dialFrom(from net.IP, addr, user string, key gossh.Signer, hostKey gossh.PublicKey) (*gossh.Client, error) {
	var auth []gossh.AuthMethod
	if key != nil {
		auth = append(auth, gossh.PublicKeys(key))
	} else {
		auth = append(auth, gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil }))
	}
	d := net.Dialer{Timeout: 10 * time.Second}
	if from != nil {
		d.LocalAddr = &net.TCPAddr{IP: from}
	}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	cc, chans, reqs, err := gossh.NewClientConn(conn, addr, &gossh.ClientConfig{User: user, Auth: auth,
		HostKeyCallback: gossh.FixedHostKey(hostKey), Timeout: 10 * time.Second})
	if err != nil {
		conn.Close()
		return nil, err
	}
	return gossh.NewClient(cc, chans, reqs), nil
}

// terminal is a student's end: a session with a pseudo-terminal and a
// shell, its output kept (escape sequences and all) as it comes.
type terminal struct {
	t      testing.TB
	client *gossh.Client
	sess   *gossh.Session
	in     io.WriteCloser

	mu      sync.Mutex
	out     bytes.Buffer
	stderr  bytes.Buffer
	arrived chan struct{} // pinged on output
	waited  chan error    // the session's end

	framesSeen int // the frames counted so far (BenchmarkFrames)
}

// connect opens a student's casino at w × h as user (key or, nil,
// keyboard-interactive), its locale UTF-8.
func (ts *testServer) connect(t testing.TB, user string, key gossh.Signer, w, h int) *terminal {
	t.Helper()
	return ts.connectFrom(t, nil, user, key, w, h)
}

// connectFrom is connect from the local address from (nil: any).
func (ts *testServer) connectFrom(t testing.TB, from net.IP, user string, key gossh.Signer, w, h int) *terminal {
	t.Helper()
	c, err := dialFrom(from, ts.addr, user, key, ts.cfg.HostKey.PublicKey())
	if err != nil {
		t.Fatalf("%s: dial: %v", user, err)
	}
	term, err := open(t, c, w, h, true)
	if err != nil {
		c.Close()
		t.Fatalf("%s: %v", user, err)
	}
	return term
}

// open starts a shell on c, with a pseudo-terminal when pty.
func open(t testing.TB, c *gossh.Client, w, h int, pty bool) (*terminal, error) {
	sess, err := c.NewSession()
	if err != nil {
		return nil, err
	}
	term := &terminal{t: t, client: c, sess: sess, arrived: make(chan struct{}, 1), waited: make(chan error, 1)}
	_ = sess.Setenv("LANG", "C.UTF-8")
	if pty {
		if err := sess.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
			return nil, fmt.Errorf("pty: %v", err)
		}
	}
	if term.in, err = sess.StdinPipe(); err != nil {
		return nil, err
	}
	sess.Stdout = writerFunc(func(b []byte) {
		term.mu.Lock()
		term.out.Write(b)
		term.mu.Unlock()
		select {
		case term.arrived <- struct{}{}:
		default:
		}
	})
	sess.Stderr = writerFunc(func(b []byte) { term.mu.Lock(); term.stderr.Write(b); term.mu.Unlock() })
	if err := sess.Shell(); err != nil {
		return nil, fmt.Errorf("shell: %v", err)
	}
	go func() { term.waited <- sess.Wait() }()
	return term, nil
}

type writerFunc func([]byte)

func (f writerFunc) Write(b []byte) (int, error) { f(b); return len(b), nil }

// shown is the output so far from byte from on, escape sequences removed.
func (term *terminal) shown(from int) string {
	term.mu.Lock()
	defer term.mu.Unlock()
	return ansi.Strip(string(term.out.Bytes()[min(from, term.out.Len()):]))
}

// mark is where the output is up to.
func (term *terminal) mark() int {
	term.mu.Lock()
	defer term.mu.Unlock()
	return term.out.Len()
}

// waitFor waits until the output from byte from on shows want.
func (term *terminal) waitFor(from int, want string) bool {
	term.t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		if strings.Contains(squeeze(term.shown(from)), want) {
			return true
		}
		select {
		case <-term.arrived: // more output: look again
		case <-time.After(100 * time.Millisecond):
		case <-deadline:
			return false
		}
	}
}

// must is waitFor, failing the test when want never shows.
func (term *terminal) must(from int, want string) {
	term.t.Helper()
	if !term.waitFor(from, want) {
		term.t.Fatalf("never showed %q; the screen since: %q", want, tail(squeeze(term.shown(from)), 600))
	}
}

// squeeze is s with runs of spaces as one (the renderer moves the cursor
// over blanks).
func squeeze(s string) string { return strings.Join(strings.Fields(s), " ") }

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// send types keys.
func (term *terminal) send(keys string) {
	term.t.Helper()
	if _, err := io.WriteString(term.in, keys); err != nil {
		term.t.Fatalf("send %q: %v", keys, err)
	}
}

// end waits for the session to end and returns its exit status (-1 for
// none) and its stderr.
func (term *terminal) end() (int, string) {
	term.t.Helper()
	select {
	case err := <-term.waited:
		term.mu.Lock()
		defer term.mu.Unlock()
		var ee *gossh.ExitError
		switch {
		case err == nil:
			return 0, term.stderr.String()
		case errors.As(err, &ee):
			return ee.ExitStatus(), term.stderr.String()
		}
		return -1, term.stderr.String()
	case <-time.After(30 * time.Second):
		buf := make([]byte, 1<<20)
		term.t.Fatalf("the session did not end; the screen: %q\n%s", tail(squeeze(term.shown(0)), 800), buf[:runtime.Stack(buf, true)])
		return -1, ""
	}
}

// close ends the connection.
func (term *terminal) close() {
	term.sess.Close()
	term.client.Close()
}

// quit leaves the casino (q, then y if it asks about a round in play)
// and waits for the end.
func (term *terminal) quit() (int, string) {
	term.t.Helper()
	m := term.mark()
	term.send("q")
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		select {
		case err := <-term.waited:
			term.waited <- err
		case <-time.After(10 * time.Millisecond):
			if !strings.Contains(term.shown(m), "q again") {
				continue
			}
			term.send("q") // a round in play: played out, then any key
			term.must(m, "Any key quits")
			term.send("q")
		}
		break
	}
	code, stderr := term.end()
	term.close()
	return code, stderr
}

// testOptions are a student's casino's settings in the tests.
func testOptions() tui.Options { return tui.Options{Seed: "42", Motion: "off"} } // outcomes at once: a roll waits for no tumble

// connectAll connects a student for each key at once, as "s00", "s01", …,
// each at 80×24 and shown the lobby; nil where one did not get in (the
// test is failed).
func (ts *testServer) connectAll(t testing.TB, keys []gossh.Signer) []*terminal {
	terms := make([]*terminal, len(keys))
	var wg sync.WaitGroup
	slots := make(chan struct{}, DropStart-8) // a class comes in over a moment, never all in one instant (guard.go's early drop)
	for i := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			slots <- struct{}{}
			defer func() { <-slots }()
			// each from a machine of its own (127.0.0.2, .3, …): a class
			// connecting at once from one address meets PendingPerSource
			terms[i] = ts.connectFrom(t, net.IPv4(127, 0, byte(1+i/250), byte(2+i%250)), fmt.Sprintf("s%02d", i), keys[i], 80, 24)
			terms[i].must(0, "Craps")
		}()
	}
	wg.Wait()
	return terms
}
