package serve

import (
	"io"
	"math"
	"math/rand/v2"
	"net"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"

	"riffle/ui/tui"
)

// waitConns waits until the server counts n connections open.
func (ts *testServer) waitConns(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		ts.mu.Lock()
		got := ts.conns
		ts.mu.Unlock()
		if got == n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d connections open, want %d", got, n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestSilentConnectionsLetGo: connections that never log in, or log in
// and open no shell, are closed after the handshake time, and while they
// wait a student still gets in.
func TestSilentConnectionsLetGo(t *testing.T) {
	ts := startServer(t, Config{Options: testOptions(), MaxSessions: 2, Handshake: 300 * time.Millisecond})
	for i := range ts.maxPending() - 1 { // silent connections from four other addresses, open until the test ends
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, byte(2+i%4))}}
		c, err := d.Dial("tcp", ts.addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	term := ts.connect(t, "alice", newKey(t), 80, 24)
	term.must(0, "Craps")
	c, err := dial(ts.addr, "lurker", newKey(t), ts.cfg.HostKey.PublicKey())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ts.waitConns(t, 1) // alice's only: the silent ones and the lurker closed
	if _, _, err := c.SendRequest("keepalive@openssh.com", true, nil); err == nil {
		t.Error("the lurker's connection is still open")
	}
	term.quit()
	ts.waitConns(t, 0)
}

// TestChannelLimits: a connection holds at most MaxChannels session
// channels; a channel that asks for no shell is closed after the
// handshake time (the terminal beside it goes on), as is a connection
// with no shell at all; a flood of environment variables is cut at
// MaxEnv; agent forwarding is refused.
func TestChannelLimits(t *testing.T) {
	ts := startServer(t, Config{Options: testOptions(), Handshake: 500 * time.Millisecond})
	term := ts.connect(t, "mallory", newKey(t), 80, 24)
	term.must(0, "Craps")
	c := term.client
	s, err := c.NewSession()
	if err != nil {
		t.Fatalf("a second channel refused: %v", err)
	}
	if s3, err := c.NewSession(); err == nil {
		s3.Close()
		t.Errorf("a channel taken beyond %d on a connection", MaxChannels)
	}
	refused := 0
	for i := range MaxEnv + 8 {
		if err := s.Setenv("V"+strings.Repeat("x", i), "1"); err != nil {
			refused++
		}
	}
	if refused != 8 {
		t.Errorf("%d of %d variables refused, want 8", refused, MaxEnv+8)
	}
	if err := s.Setenv("BIG", strings.Repeat("x", MaxEnvBytes)); err == nil {
		t.Error("a variable over MaxEnvBytes was taken")
	}
	if ok, err := s.SendRequest("auth-agent-req@openssh.com", true, nil); ok || err != nil {
		t.Errorf("agent forwarding: ok %v, %v", ok, err)
	}
	// The second channel asks for no shell: it is closed, and another
	// can be opened; the terminal goes on.
	time.Sleep(800 * time.Millisecond)
	s2, err := c.NewSession()
	if err != nil {
		t.Fatalf("after the idle channel closed: %v", err)
	}
	s2.Close()
	m := term.mark()
	term.send("1")
	term.must(m, "the pass line")
	term.quit()

	// A connection with no shell at all is let go.
	c2, err := dial(ts.addr, "lurker", newKey(t), ts.cfg.HostKey.PublicKey())
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	ts.waitConns(t, 0)
}

// TestWindowSizes: a client claiming a vast terminal gets frames of at
// most MaxWidth × MaxHeight, and resizes sent before the shell (or after
// it has ended) hold nothing up.
func TestWindowSizes(t *testing.T) {
	ts := startServer(t, Config{Options: testOptions()})
	c, err := dial(ts.addr, "wide", newKey(t), ts.cfg.HostKey.PublicKey())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s, _ := c.NewSession()
	if err := s.RequestPty("xterm", 1<<20, 1<<20, nil); err != nil {
		t.Fatal(err)
	}
	for i := range 40 { // resizes before the shell: nothing reads them yet
		if err := s.WindowChange(1<<20-i, 1<<20); err != nil {
			t.Fatal(err)
		}
	}
	var m0 runtime.MemStats
	runtime.ReadMemStats(&m0)
	term := &terminal{t: t, client: c, sess: s, arrived: make(chan struct{}, 1), waited: make(chan error, 1)}
	term.in, _ = s.StdinPipe()
	s.Stdout = writerFunc(func(b []byte) { term.mu.Lock(); term.out.Write(b); term.mu.Unlock() })
	if err := s.Shell(); err != nil {
		t.Fatal(err)
	}
	go func() { term.waited <- s.Wait() }()
	term.must(0, "Craps")
	var m1 runtime.MemStats
	runtime.ReadMemStats(&m1)
	if grew := int64(m1.HeapInuse) - int64(m0.HeapInuse); grew > 200<<20 {
		t.Errorf("the heap grew %d MB for one vast terminal", grew>>20)
	}
	term.quit()
	ts.waitConns(t, 0)

	// Resizes before a shell, then gone: the connection is let go.
	c2, _ := dial(ts.addr, "gone", newKey(t), ts.cfg.HostKey.PublicKey())
	s2, _ := c2.NewSession()
	s2.RequestPty("xterm", 24, 80, nil)
	for i := range 40 {
		s2.WindowChange(24, 80+i)
	}
	c2.Close()
	ts.waitConns(t, 0)
}

// The size a client gives is clamped to MaxWidth × MaxHeight.
func TestWindowClamp(t *testing.T) {
	b := &windowBox{changed: make(chan struct{}, 1)}
	for _, c := range [][4]int{{1 << 30, 1 << 30, MaxWidth, MaxHeight}, {80, 24, 80, 24}, {-5, 0, 0, 0}, {MaxWidth + 1, 10, MaxWidth, 10}} {
		b.set(ssh.Window{Width: c[0], Height: c[1]})
		if w := b.get(); w.Width != c[2] || w.Height != c[3] {
			t.Errorf("%d×%d clamped to %d×%d, want %d×%d", c[0], c[1], w.Width, w.Height, c[2], c[3])
		}
	}
	select {
	case <-b.changed:
	default:
		t.Error("no ping on a change")
	}
}

// TestChannelClosedEndsSession: closing the terminal's channel (the
// connection kept, as a multiplexing client does) ends the program and
// frees the identity.
func TestChannelClosedEndsSession(t *testing.T) {
	ts := startServer(t, Config{Options: testOptions()})
	key := newKey(t)
	term := ts.connect(t, "alice", key, 80, 24)
	term.must(0, "Craps")
	term.in.Close()
	term.sess.Close()
	ts.waitSessions(t, 0)
	again, err := open(t, term.client, 80, 24, true)
	if err != nil {
		t.Fatal(err)
	}
	again.must(0, "Craps")
	again.quit()
}

// panicky is a casino that fails when told.
type panicky struct{ in string }

func (p panicky) Init() tea.Cmd { return nil }
func (p panicky) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.String() == p.in {
		panic("boom\x1b[2J")
	}
	return p, nil
}
func (p panicky) View() string {
	if p.in == "view" {
		panic("drawn")
	}
	return "ok"
}

// TestSafeModel: a panic in a student's casino is logged cleaned on one
// line and ends that program; its frame says so.
func TestSafeModel(t *testing.T) {
	var logged []string
	quits := 0
	s := safeModel{m: panicky{in: "x"}, quit: func() { quits++ }, log: func(l string) { logged = append(logged, l) }}
	s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("y")})
	if quits != 0 {
		t.Fatal("a key that does not fail quit")
	}
	s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("x")})
	if quits != 1 || len(logged) != 1 || strings.ContainsAny(logged[0], "\x1b\n") || !strings.Contains(logged[0], "boom") {
		t.Errorf("after a panic: %d quits, log %q", quits, logged)
	}
	v := safeModel{m: panicky{in: "view"}, quit: func() { quits++ }, log: func(l string) { logged = append(logged, l) }}.View()
	if quits != 2 || !strings.Contains(v, "session failed") {
		t.Errorf("a view that panics: %q, %d quits", v, quits)
	}
}

// cmdPanicky is a casino whose commands fail: on Init a batch and a
// sequence of commands of which one panics, beside ones that work.
type cmdPanicky struct{ sent *atomic.Int32 }

type okMsg struct{}

func (p cmdPanicky) Init() tea.Cmd {
	ok := func() tea.Msg { return okMsg{} }
	bad := func() tea.Msg { panic("in a command\x1b[2J") }
	return tea.Sequence(ok, tea.Batch(ok, bad), ok)
}
func (p cmdPanicky) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if _, ok := msg.(okMsg); ok {
		p.sent.Add(1)
	}
	return p, nil
}
func (p cmdPanicky) View() string { return "ok" }

// updPanicky is a casino whose Update fails on the message its Init sends.
type updPanicky struct{}

func (updPanicky) Init() tea.Cmd { return func() tea.Msg { return okMsg{} } }
func (p updPanicky) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if _, ok := msg.(okMsg); ok {
		panic("in an update")
	}
	return p, nil
}
func (updPanicky) View() string { return "ok" }

// runGuarded runs m as a student's program runs it, guarded, to its end,
// and returns what reached the server's standard output, the log, and
// what the program's end said.
func runGuarded(t *testing.T, m tea.Model) (string, []string, error) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = w
	defer func() { os.Stdout = stdout }()
	read := make(chan []byte, 1)
	go func() { b, _ := io.ReadAll(r); read <- b }()
	var mu sync.Mutex
	var logged []string
	var prog *tea.Program
	prog = tea.NewProgram(safeModel{m: m, quit: func() { go prog.Quit() },
		log: func(l string) { mu.Lock(); logged = append(logged, l); mu.Unlock() }},
		tea.WithInput(nil), tea.WithOutput(io.Discard), tea.WithoutSignalHandler())
	done := make(chan error, 1)
	go func() { _, err := prog.Run(); done <- err }()
	var end error
	select {
	case end = <-done:
	case <-time.After(10 * time.Second):
		prog.Kill()
		t.Fatal("a panic did not end the program")
	}
	os.Stdout = stdout
	w.Close()
	printed := <-read
	mu.Lock()
	defer mu.Unlock()
	return string(printed), slices.Clone(logged), end
}

// TestSafeUpdate: a panic in a student's Update, in a running program,
// ends it cleanly (bubbletea gets the model back to draw), logged on one
// line, nothing printed on the teacher's screen.
func TestSafeUpdate(t *testing.T) {
	printed, logged, end := runGuarded(t, updPanicky{})
	if end != nil || printed != "" || len(logged) != 1 || !strings.Contains(logged[0], "in an update") {
		t.Errorf("ended %v, printed %q, logged %q", end, printed, logged)
	}
}

// TestSafeCommands: a panic in a command bubbletea runs on its own
// goroutine, inside a batch inside a sequence, is logged cleaned and
// ends that program only, with nothing printed on the server's own
// standard output (the teacher's screen), while the commands beside it
// still deliver their messages.
func TestSafeCommands(t *testing.T) {
	var sent atomic.Int32
	printed, logged, end := runGuarded(t, cmdPanicky{sent: &sent})
	if end != nil {
		t.Errorf("the program ended with %v, want a plain quit", end)
	}
	if printed != "" {
		t.Errorf("printed on the server's stdout: %q", printed)
	}
	if len(logged) != 1 || strings.ContainsAny(logged[0], "\x1b\n") || !strings.Contains(logged[0], "in a command") {
		t.Errorf("logged %q, want the command's panic on one clean line", logged)
	}
	if n := sent.Load(); n < 1 {
		t.Errorf("%d messages from the commands that work, want at least the first", n)
	}
}

// A client's locale decides its glyphs; one that sent none draws UTF-8.
func TestUTF8Env(t *testing.T) {
	for env, want := range map[string]bool{"": true, "LANG=C": false, "LANG=C LC_ALL=en_GB.UTF-8": true, "LC_CTYPE=POSIX LANG=en_US.utf8": false} {
		if got := utf8Env(strings.Fields(env)); got != want {
			t.Errorf("%q: %v, want %v", env, got, want)
		}
	}
}

// A student's casino samples on one core unless the class's options give
// a number, and draws in ASCII where the student's locale is not UTF-8.
func TestStudentOptions(t *testing.T) {
	utf8 := []string{"LANG=en_US.UTF-8"}
	if o := studentOptions(tui.Options{}, utf8); o.Workers != 1 || o.ASCII || o.Frame != StudentFrame {
		t.Errorf("default: %+v", o)
	}
	if o := studentOptions(tui.Options{Workers: 4}, utf8); o.Workers != 4 {
		t.Errorf("the class's 4 workers: %d", o.Workers)
	}
	if o := studentOptions(tui.Options{}, []string{"LANG=C"}); !o.ASCII {
		t.Error("a C locale drew in Unicode")
	}
}

// No lockout: 100 idle TCP connections from one address (127.0.0.2, no
// SSH said) take PendingPerSource places and no more, and an allowed
// student from another address reaches their casino within 2 s; the
// idle ones are closed at the handshake's deadline.
func TestIdleFloodFromOneAddress(t *testing.T) {
	key := newKey(t)
	ts := startServer(t, Config{Options: testOptions(), Allowed: []AllowedKey{{Key: key.PublicKey(), Name: "alice"}}})
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 2)}, Timeout: time.Second}
	held := 0
	for range 100 {
		c, err := d.Dial("tcp", ts.addr)
		if err != nil {
			t.Fatalf("the flood's connection: %v", err)
		}
		defer c.Close()
		held++
	}
	ts.mu.Lock()
	pending, from := ts.pending, ts.pendingBy["127.0.0.2"]
	ts.mu.Unlock()
	if from > PendingPerSource || pending > PendingPerSource {
		t.Errorf("%d idle connections from one address hold %d places (%d pending in all), want at most %d", held, from, pending, PendingPerSource)
	}
	start := time.Now()
	term := ts.connect(t, "alice", key, 80, 24)
	term.must(0, "Craps")
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("the student took %v to reach the casino past the flood", took)
	}
	term.quit()
}

// The early drop as OpenSSH's MaxStartups draws it: none below DropStart
// pending, DropRate at it, all at the most pending, linear between — each
// rate checked over 20,000 seeded draws within 5 standard errors (a
// false alarm about 1 in 1.7 million).
func TestEarlyDrop(t *testing.T) {
	g := rand.New(rand.NewPCG(1, 2))
	s := &Server{cfg: Config{MaxSessions: 60}, uniform: g.Float64}
	full := s.maxPending()
	for _, pending := range []int{0, DropStart - 1, DropStart, (DropStart + full) / 2, full - 1, full} {
		s.pending = pending
		want := 0.0
		if pending >= DropStart {
			want = DropRate + (1-DropRate)*float64(pending-DropStart)/float64(full-DropStart)
		}
		const n = 20000
		dropped := 0
		for range n {
			if s.dropEarly() {
				dropped++
			}
		}
		got := float64(dropped) / n
		if se := math.Sqrt(want * (1 - want) / n); math.Abs(got-want) > 5*se+1e-9 {
			t.Errorf("%d pending: dropped %.4f, want %.4f ± %.4f", pending, got, want, 5*se)
		}
	}
}

// A connection's source: an IPv4 address as it is, an IPv6 one by its /64
// (a machine holds a whole block of them).
func TestSourceOf(t *testing.T) {
	for addr, want := range map[string]string{
		"192.0.2.7:2222":                     "192.0.2.7",
		"[2001:db8:1:2:3:4:5:6]:2222":        "2001:db8:1:2::/64",
		"[2001:db8:1:2:ffff:ffff:1:1]:40000": "2001:db8:1:2::/64",
	} {
		a, err := net.ResolveTCPAddr("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := sourceOf(a); got != want {
			t.Errorf("sourceOf(%s) = %q, want %q", addr, got, want)
		}
	}
}
