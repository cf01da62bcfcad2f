package play

import (
	"bufio"
	"bytes"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"riffle/ui/classlog"
	"riffle/ui/cli"
)

// serveRun runs a serve command line as main does.
func serveRun(args ...string) (code int, stdout, stderr string) {
	var o, e strings.Builder
	code = cli.Run(args, &o, &e, Command, ServeCommand)
	return code, o.String(), e.String()
}

// Bad serve flags are refused in one line naming the flag and what is
// allowed, exit 2, before anything listens or is written.
func TestServeRefusals(t *testing.T) {
	dir := t.TempDir()
	open := filepath.Join(dir, "open_key")
	os.WriteFile(open, []byte("x"), 0o644)
	os.Chmod(open, 0o644)
	junk := filepath.Join(dir, "junk_key")
	os.WriteFile(junk, []byte("not a key"), 0o600)
	keys := filepath.Join(dir, "keys")
	os.WriteFile(keys, []byte("ssh-rsa nope\n"), 0o600)
	state := t.TempDir()
	for _, c := range []struct{ args, want string }{
		{"--listen foo", `--listen "foo": HOST:PORT with a port 0…65535`},
		{"--listen 127.0.0.1:99999", "--listen"},
		{"--idle 5s", `--idle "5s": a duration from 1m to 24h`},
		{"--idle soon", "--idle"},
		{"--max 0", "--max 0 is out of range: allowed 1…1,000"},
		{"--max 1001", "--max"},
		{"--state /tmp/x --no-save", "--state and --no-save cannot go together"},
		{"extra", `unexpected argument "extra"`},
		{"--gen nope", "--gen"},
		{"--host-key " + open, "mode 0644"},
		{"--host-key " + junk, "not an SSH private key"},
		{"--authorized-keys " + keys + " --state " + state, "keys:1: not a public key"},
		{"--class ../x --state " + state, `--class: class "../x": a name is 1…64 letters`},
		{"--class a --new-class --state " + state, "--class and --new-class cannot go together"},
		{"--no-save --new-class", "--no-save keeps no class's record"},
	} {
		code, out, errOut := serveRun(append([]string{"serve"}, strings.Fields(c.args)...)...)
		if code != cli.ExitUsage || out != "" || !strings.HasPrefix(errOut, "riffle serve: ") || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("riffle serve %s: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
	// A refused start wrote nothing: no host key under the state given.
	if ents, _ := os.ReadDir(state); len(ents) != 0 {
		t.Errorf("a refused start left %d files in the state directory", len(ents))
	}
}

// serveChildEnv holds the serve command line TestServeChild runs, its
// arguments separated by newlines.
const serveChildEnv = "RIFFLE_SERVE_CHILD"

// TestServeChild is `riffle serve` in a process of its own, for the tests
// below.
func TestServeChild(t *testing.T) {
	args := os.Getenv(serveChildEnv)
	if args == "" {
		t.Skip("run by TestServeHeadless and TestServeDashboard")
	}
	os.Exit(cli.Run(strings.Split(args, "\n"), os.Stdout, os.Stderr, Command, ServeCommand))
}

// serveChild is the command that runs `riffle serve args…` in a child.
func serveChild(state string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run", "^TestServeChild$")
	cmd.Env = append(os.Environ(), serveChildEnv+"="+strings.Join(append([]string{"serve", "--listen", "127.0.0.1:0", "--state", state, "--seed", "42"}, args...), "\n"),
		"LANG=C.UTF-8", "LC_ALL=", "TERM=xterm-256color", "NO_COLOR=1")
	return cmd
}

// startServe starts serve's child cmd, reading its stderr on a goroutine
// of its own, and returns next: the first line from then on that holds
// want, waited for 30 s at most — else the test fails saying everything
// serve said (a start that never says it never hangs the suite). The
// child is killed when the test ends.
func startServe(t testing.TB, cmd *exec.Cmd) (next func(want string) string) {
	t.Helper()
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	var mu sync.Mutex
	var said []string
	ended := false
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			mu.Lock()
			said = append(said, sc.Text())
			mu.Unlock()
		}
		mu.Lock()
		ended = true
		mu.Unlock()
	}()
	read := 0
	return func(want string) string {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(5 * time.Millisecond) {
			mu.Lock()
			lines, over := said[read:], ended
			mu.Unlock()
			for k, l := range lines {
				if strings.Contains(l, want) {
					read += k + 1
					return l
				}
			}
			read += len(lines)
			if over || time.Now().After(deadline) {
				mu.Lock()
				all := strings.Join(said, "\n")
				mu.Unlock()
				t.Fatalf("serve: no %q (ended %v); it said:\n%s", want, over, all)
			}
		}
	}
}

// student connects to addr by user name (keyboard-interactive), the host
// key checked against the one the server made under state, and opens the
// casino at 80×24; its output is gathered.
type student struct {
	client *gossh.Client
	sess   *gossh.Session
	in     io.Writer
	mu     sync.Mutex
	out    bytes.Buffer
	done   chan error
}

func connectStudent(t *testing.T, addr, state, user string) *student {
	t.Helper()
	pem, err := os.ReadFile(filepath.Join(state, "serve", "host_ed25519"))
	if err != nil {
		t.Fatal(err)
	}
	host, err := gossh.ParsePrivateKey(pem)
	if err != nil {
		t.Fatal(err)
	}
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: user, HostKeyCallback: gossh.FixedHostKey(host.PublicKey()),
		Auth: []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	st := &student{client: c, sess: s, done: make(chan error, 1)}
	if err := s.RequestPty("xterm", 24, 80, nil); err != nil {
		t.Fatal(err)
	}
	st.in, _ = s.StdinPipe()
	s.Stdout = writerTo(func(b []byte) { st.mu.Lock(); st.out.Write(b); st.mu.Unlock() })
	s.Stderr = s.Stdout
	if err := s.Shell(); err != nil {
		t.Fatal(err)
	}
	go func() { st.done <- s.Wait() }()
	t.Cleanup(func() { c.Close() })
	return st
}

type writerTo func([]byte)

func (f writerTo) Write(b []byte) (int, error) { f(b); return len(b), nil }

// until waits for want on the student's screen.
func (st *student) until(t *testing.T, want string) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		st.mu.Lock()
		s := strings.Join(strings.Fields(ansi.Strip(st.out.String())), " ")
		st.mu.Unlock()
		if strings.Contains(s, want) {
			return
		}
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	t.Fatalf("the student never saw %q: %q", want, ansi.Strip(st.out.String()))
}

// Without a terminal, serve logs to stderr: where students connect, each
// join and leave; SIGTERM ends the class, every session saved, exit 0.
func TestServeHeadless(t *testing.T) {
	state := t.TempDir()
	cmd := serveChild(state)
	next := startServe(t, cmd)
	next("made the host key")
	addr := regexp.MustCompile(`listening on (\S+):`).FindStringSubmatch(next("listening on"))[1]
	if _, _, err := net.SplitHostPort(addr); err != nil {
		t.Fatal(addr, err)
	}
	if fi, err := os.Stat(filepath.Join(state, "serve", "host_ed25519")); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("host key: %v %v", fi, err)
	}
	st := connectStudent(t, addr, state, "zoe")
	st.until(t, "Craps")
	next("zoe joined")
	cmd.Process.Signal(syscall.SIGTERM)
	st.until(t, "The class is over")
	st.until(t, "Your session is saved")
	next("the class is over: 1 session closed")
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve after SIGTERM: %v", err)
	}
	ents, _ := os.ReadDir(filepath.Join(state, "serve", "students"))
	if len(ents) != 1 || !strings.HasPrefix(ents[0].Name(), "user-") {
		t.Errorf("students' state: %v", ents)
	}
	// The class is a record: zoe's join and leave, carried on by the next
	// start.
	name, ok := classlog.Latest(state)
	if !ok {
		t.Fatal("no class's record")
	}
	events, err := classlog.Read(classlog.Path(state, name))
	if err != nil || len(events) < 2 || events[0].Kind != classlog.Join || events[0].Name != "zoe" || events[len(events)-1].Kind != classlog.Leave {
		t.Fatalf("the class's record: %+v, %v", events, err)
	}
	again := serveChild(state)
	startServe(t, again)("class " + name + ": carried on from its record") // within 30 s, or what it said instead
	again.Process.Signal(syscall.SIGTERM)
	if err := again.Wait(); err != nil {
		t.Errorf("serve again after SIGTERM: %v", err)
	}
}

// --no-save writes nothing: no host key (one for the run, in memory), no
// student's session, under the state directory or the home directory,
// with a student connected and the class ended.
func TestServeNoSaveWritesNothing(t *testing.T) {
	home, stateHome := t.TempDir(), t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run", "^TestServeChild$")
	cmd.Env = append(os.Environ(), serveChildEnv+"="+strings.Join([]string{"serve", "--listen", "127.0.0.1:0", "--no-save", "--seed", "42"}, "\n"),
		"HOME="+home, "XDG_STATE_HOME="+stateHome, "LANG=C.UTF-8", "LC_ALL=", "TERM=xterm-256color", "NO_COLOR=1")
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	sc := bufio.NewScanner(stderr)
	var addr string
	for addr == "" && sc.Scan() {
		if m := regexp.MustCompile(`listening on (\S+):`).FindStringSubmatch(sc.Text()); m != nil {
			addr = m[1]
		}
	}
	if addr == "" {
		t.Fatal("serve never listened")
	}
	go func() {
		for sc.Scan() {
		}
	}()
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "zoe", HostKeyCallback: gossh.InsecureIgnoreHostKey(),
		Auth: []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var out bytes.Buffer
	s.Stdout = writerTo(func(b []byte) { mu.Lock(); out.Write(b); mu.Unlock() })
	if err := s.RequestPty("xterm", 24, 80, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := s.StdinPipe(); err != nil { // held open: the casino reads keys until the class ends
		t.Fatal(err)
	}
	if err := s.Shell(); err != nil {
		t.Fatal(err)
	}
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		mu.Lock()
		seen := strings.Contains(ansi.Strip(out.String()), "Craps")
		mu.Unlock()
		if seen {
			break
		}
		if time.Now().After(end) {
			mu.Lock()
			t.Fatalf("the student's casino never opened: %q", ansi.Strip(out.String()))
		}
	}
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve after SIGTERM: %v", err)
	}
	for _, dir := range []string{home, stateHome} {
		_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && p != dir {
				t.Errorf("--no-save wrote %s", p)
			}
			return nil
		})
	}
}
