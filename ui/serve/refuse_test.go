package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"riffle/games/casino"
	"riffle/ui/store"
	"riffle/ui/text"
)

// TestRefusesAllButATerminal: exec, subsystems, a shell without a
// pseudo-terminal, port forwarding both ways and agent forwarding get
// nothing; the casino on a terminal still opens on the same connection.
func TestRefusesAllButATerminal(t *testing.T) {
	ts := startServer(t, Config{Options: testOptions()})
	key := newKey(t)
	c, err := dial(ts.addr, "mallory", key, ts.cfg.HostKey.PublicKey())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	agentOpened := c.HandleChannelOpen("auth-agent@openssh.com")

	// exec: refused before it begins.
	s, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if out, err := s.CombinedOutput("cat /etc/passwd"); err == nil || strings.Contains(string(out), "root") {
		t.Errorf("exec ran: %q, %v", out, err)
	}
	s.Close()

	// A subsystem (sftp): refused.
	s, _ = c.NewSession()
	if err := s.RequestSubsystem("sftp"); err == nil {
		t.Error("the sftp subsystem was granted")
	}
	s.Close()

	// A shell without a terminal: one line saying why, exit 1.
	term, err := open(t, c, 80, 24, false)
	if err != nil {
		t.Fatal(err)
	}
	code, stderr := term.end()
	if code != 1 || !strings.Contains(stderr, "needs a terminal") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("a shell without a terminal: exit %d, %q", code, stderr)
	}
	term.sess.Close()

	// Local forwarding (direct-tcpip): refused, whatever the target.
	if conn, err := c.Dial("tcp", ts.addr); err == nil {
		conn.Close()
		t.Error("a direct-tcpip channel was opened")
	}
	// Remote forwarding (tcpip-forward): refused.
	if ln, err := c.Listen("tcp", "127.0.0.1:0"); err == nil {
		ln.Close()
		t.Error("a remote forward was set up")
	}

	// Agent forwarding asked for: the casino opens, and the server
	// never opens the agent's channel back.
	s, _ = c.NewSession()
	ok, _ := s.SendRequest("auth-agent-req@openssh.com", true, nil)
	_ = ok // the server notes the request; what matters is that it never uses it
	s.Close()
	term = ts.connect(t, "mallory2", newKey(t), 80, 24)
	term.must(0, "Craps")
	select {
	case ch := <-agentOpened:
		ch.Reject(gossh.Prohibited, "no")
		t.Error("the server opened an agent channel")
	case <-time.After(200 * time.Millisecond):
	}
	term.quit()
}

// TestOneSessionPerIdentity: a second session with the same key (or the
// same user name without a key) is refused with one line while the first
// is open, and taken once it has closed.
func TestOneSessionPerIdentity(t *testing.T) {
	ts := startServer(t, Config{Options: testOptions()})
	key := newKey(t)
	first := ts.connect(t, "alice", key, 80, 24)
	first.must(0, "Craps")
	second := ts.connect(t, "alice-again", key, 80, 24)
	if code, stderr := second.end(); code != 1 || !strings.Contains(stderr, "connected already") {
		t.Errorf("second session with the key: exit %d, %q", code, stderr)
	}
	second.close()
	byName := ts.connect(t, "bob", nil, 80, 24)
	byName.must(0, "Craps")
	again := ts.connect(t, "bob", nil, 80, 24)
	if code, stderr := again.end(); code != 1 || !strings.Contains(stderr, "connected already") {
		t.Errorf("second session as bob: exit %d, %q", code, stderr)
	}
	again.close()
	first.quit()
	byName.quit()
	ts.waitSessions(t, 0)
	third := ts.connect(t, "alice", key, 80, 24)
	third.must(0, "Craps")
	third.quit()
}

// TestClassFull: MaxSessions sessions at once, the next refused.
func TestClassFull(t *testing.T) {
	ts := startServer(t, Config{Options: testOptions(), MaxSessions: 2})
	a := ts.connect(t, "a", newKey(t), 80, 24)
	b := ts.connect(t, "b", newKey(t), 80, 24)
	a.must(0, "Craps")
	b.must(0, "Craps")
	c := ts.connect(t, "c", newKey(t), 80, 24)
	if code, stderr := c.end(); code != 1 || !strings.Contains(stderr, "the class is full (2 sessions)") {
		t.Errorf("a third: exit %d, %q", code, stderr)
	}
	c.close()
	a.quit()
	b.quit()
}

// TestAllowList: with an allow-list only its keys get in; another key and
// keyboard-interactive are refused at the handshake.
func TestAllowList(t *testing.T) {
	in, out := newKey(t), newKey(t)
	ts := startServer(t, Config{Options: testOptions(), Allowed: []AllowedKey{{Key: in.PublicKey(), Name: "alice"}}})
	host := ts.cfg.HostKey.PublicKey()
	if c, err := dial(ts.addr, "eve", out, host); err == nil {
		c.Close()
		t.Error("a key not on the list got in")
	}
	if c, err := dial(ts.addr, "eve", nil, host); err == nil {
		c.Close()
		t.Error("keyboard-interactive got in past an allow-list")
	}
	term := ts.connect(t, "alice", in, 80, 24)
	term.must(0, "Craps")
	term.quit()
}

// TestIdleTimeout: a session with no key for IdleTimeout is closed and
// told why; the session is saved.
func TestIdleTimeout(t *testing.T) {
	dir := t.TempDir()
	cfg := saving(dir)
	cfg.IdleTimeout = 300 * time.Millisecond
	ts := startServer(t, cfg)
	term := ts.connect(t, "sleepy", newKey(t), 80, 24)
	term.must(0, "Craps")
	code, _ := term.end()
	if code != 0 {
		t.Errorf("exit %d", code)
	}
	out := term.shown(0)
	if !strings.Contains(out, "without a key") || !strings.Contains(out, "saved") {
		t.Errorf("no word of the idle close: %q", tail(out, 300))
	}
	term.close()
}

// TestStudentsStateApart: a student's bankroll comes back under their
// key and no other; a user name, however hostile, names no path.
func TestStudentsStateApart(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, saving(dir))
	alice, bob := fixedKey(t, 1), newKey(t) // alice's casino on a seed known (StudentSeed), her rolls the same every run

	term := ts.connect(t, "alice", alice, 80, 24)
	play(t, term, 8)
	m := term.mark()
	term.send("\x1b") // back to the lobby, the round settled or still on the table
	term.must(m, "Settings")
	term.quit()
	ts.waitSessions(t, 0)
	var l casino.Loader
	if _, err := store.Each(filepath.Join(dir, Identity(alice.PublicKey(), "alice"), store.FileName), l.Add); err != nil {
		t.Fatalf("alice's session is not saved under her key: %v", err)
	}
	chips := l.Session().Bankroll
	if chips == 1000 {
		t.Fatal("the script left alice at 1,000 chips: nothing to carry on")
	}

	term = ts.connect(t, "alice", alice, 80, 24)
	term.must(0, text.Int(int64(chips))+" chips")
	if got := ts.class.Students()[0].Chips; got != chips {
		t.Errorf("alice comes back with %d chips, left with %d", got, chips)
	}
	term.quit()

	term = ts.connect(t, "alice", bob, 80, 24) // alice's name, bob's key
	term.must(0, "1,000 chips")
	term.quit()

	for _, user := range []string{"../../etc", "/root", "a\x1b[2Jb", strings.Repeat("x", 300)} {
		term = ts.connect(t, user, nil, 80, 24)
		term.must(0, "Craps")
		term.quit()
	}
	ts.waitSessions(t, 0)
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		name := e.Name()
		ok := (strings.HasPrefix(name, "key-") || strings.HasPrefix(name, "user-")) && !strings.ContainsAny(name, "./\\\x1b")
		if !ok || !e.IsDir() {
			t.Errorf("state entry %q", name)
		}
	}
	if len(ents) != 6 {
		t.Errorf("%d state directories, want 6 (two keys, four names)", len(ents))
	}
	if _, err := os.Stat(filepath.Join(dir, "..", "etc")); err == nil {
		t.Error("a user name reached a path")
	}
}

// TestHostileText: what a student types reaches the teacher's terminal
// cleaned — no escape sequence, no control character — and no other
// student's screen at all.
func TestHostileText(t *testing.T) {
	ts := startServer(t, Config{Options: testOptions()})
	a := ts.connect(t, "alice\x1b]0;owned\x07", newKey(t), 80, 24)
	b := ts.connect(t, "bob", newKey(t), 80, 24)
	a.must(0, "Craps")
	b.must(0, "Craps")
	ts.class.Ask(Ask{Text: "How many?", Answer: "Four"})
	ma, mb := a.mark(), b.mark()
	a.must(ma, "Class question")
	b.must(mb, "Class question")
	a.send("\x1b[17~") // F6
	a.must(ma, "Your answer")
	mb = b.mark()
	a.send("EVIL\x1b[2J\x07 four")
	a.must(ma, "EVIL four")
	time.Sleep(100 * time.Millisecond) // enter pressed after the typing, not in the same write (that is a paste's)
	a.send("\r")
	a.must(ma, "Sent")
	q := ts.class.Question()
	for _, ans := range q.Answers {
		if strings.ContainsAny(ans, "\x1b\x07") {
			t.Errorf("an answer kept a control character: %q", ans)
		}
	}
	for _, s := range ts.class.Students() {
		if strings.ContainsAny(s.Name, "\x1b\x07") {
			t.Errorf("a name kept a control character: %q", s.Name)
		}
	}
	time.Sleep(100 * time.Millisecond)
	if out := b.shown(mb); strings.Contains(out, "EVIL") || strings.Contains(out, "alice") {
		t.Errorf("bob's screen shows alice's typing: %q", out)
	}
	a.send("\x1b[17~") // F6: the class page closed
	a.quit()
	b.quit()
}
