// Package serve is the casino over SSH (riffle serve): a program per
// student on the server's one process, each with its own session, bankroll
// and saved state, keyed by the student's public key (or user name when
// keys are not required), and a Class the teacher's terminal reads.
//
// What a student may do is only what a terminal at the casino does: a
// session must ask for a pseudo-terminal and a shell; exec, subsystems,
// port forwarding and agent forwarding are refused or never served; one
// session per identity and MaxSessions in all; a session without a key
// for IdleTimeout is closed (and saved). A student's state directory is
// named by a hash of the identity the SSH handshake proved, so no name a
// student types reaches a path.
package serve

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/charmbracelet/wish/recover"
	gossh "golang.org/x/crypto/ssh"

	"riffle/ui/tui"
	"riffle/ui/tui/common"
)

// Config is how the casino is served.
type Config struct {
	// Listen is the TCP address ("127.0.0.1:2222").
	Listen string
	// HostKey is the server's private key (see LoadHostKey).
	HostKey gossh.Signer
	// Allowed is the allow-list of students' keys, each with the name the
	// student is shown by; nil lets any key in, and any user name without
	// one (keyboard-interactive, no questions).
	Allowed []AllowedKey
	// StateDir holds each student's saved session, in a subdirectory
	// named by Identity; "" saves nothing.
	StateDir string
	// Open opens the saved session in dir for a student's casino with
	// options o: the options with the saved settings filled in, what to
	// carry on from, and the close of what it opened. Nil, or StateDir
	// "", and nothing is saved.
	Open func(o tui.Options, dir string) (tui.Options, tui.Persist, func() error, error)
	// Options are every student's casino's settings (the first screen,
	// demos, the presenter view); ASCII is chosen per student from the
	// locale the client sent, and is forced on when set here.
	Options tui.Options
	// IdleTimeout closes a session that has had no key for so long; 0
	// is DefaultIdle.
	IdleTimeout time.Duration
	// MaxSessions bounds the sessions open at once; 0 is DefaultMax.
	MaxSessions int
	// Handshake closes a connection with no shell after so long; 0 is
	// DefaultHandshake.
	Handshake time.Duration
	// Log, when not nil, gets a line for every join, leave and refusal.
	Log func(line string)
}

// The defaults.
const (
	DefaultIdle = 15 * time.Minute
	DefaultMax  = 60
)

// Server serves the casino to a class.
type Server struct {
	cfg   Config
	class *Class
	srv   *ssh.Server

	mu      sync.Mutex
	live    map[string]*tea.Program // by identity
	conns   int                     // connections open
	pending int                     // of those, the ones with no shell yet
	// pendingBy is the pending connections by the address they came
	// from.
	pendingBy map[string]int
	uniform   func() float64 // the early drop's draws (nil: math/rand); a test's are seeded
	closing   bool
	sessions  sync.WaitGroup
	windows   sync.Map // ssh.Session → *windowBox
}

// New makes the server for cfg; class is what the teacher's terminal
// reads (see Class).
func New(cfg Config, class *Class) (*Server, error) {
	if cfg.HostKey == nil {
		return nil, errors.New("no host key")
	}
	if cfg.IdleTimeout <= 0 {
		cfg.IdleTimeout = DefaultIdle
	}
	if cfg.MaxSessions <= 0 {
		cfg.MaxSessions = DefaultMax
	}
	if cfg.Handshake <= 0 {
		cfg.Handshake = DefaultHandshake
	}
	s := &Server{cfg: cfg, class: class, live: map[string]*tea.Program{}}
	opts := []ssh.Option{
		wish.WithAddress(cfg.Listen),
		func(srv *ssh.Server) error {
			srv.HostSigners = []ssh.Signer{cfg.HostKey}
			srv.Version = "Riffle"
			// A shell with a terminal, nothing else: exec and subsystems
			// are refused before they begin.
			srv.SessionRequestCallback = func(_ ssh.Session, kind string) bool { return kind == "shell" }
			srv.ConnCallback = s.admitConn
			// No forwarding of any kind: no channel but "session", no
			// global request handlers (tcpip-forward is refused), and the
			// agent channel is never opened.
			srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.sessionChannel}
			srv.RequestHandlers = map[string]ssh.RequestHandler{}
			srv.PtyHandler = s.ptyHandler
			return nil
		},
		// The connection's own deadline, a backstop for a client that
		// stalls (the handshake included); the student's idle clock is
		// the keys (see handle), as the screen may be drawing.
		wish.WithIdleTimeout(cfg.IdleTimeout + time.Minute),
		wish.WithPublicKeyAuth(func(_ ssh.Context, key ssh.PublicKey) bool { return s.allowed(key) }),
		// A panic in one student's session is logged and ends that
		// session only (the program's own are caught by bubbletea).
		wish.WithMiddleware(recover.MiddlewareWithLogger(panicLog{s}, func(ssh.Handler) ssh.Handler { return s.handle })),
	}
	if cfg.Allowed == nil {
		opts = append(opts, wish.WithKeyboardInteractiveAuth(func(ssh.Context, gossh.KeyboardInteractiveChallenge) bool { return true }))
	}
	srv, err := wish.NewServer(opts...)
	if err != nil {
		return nil, err
	}
	s.srv = srv
	return s, nil
}

// panicLog logs a session's panic to the server's log, on one line.
type panicLog struct{ s *Server }

func (p panicLog) Printf(format string, v ...any) {
	p.s.log("a session failed: %s", oneLine(fmt.Sprintf(format, v...)))
}

// allowed is the public-key check: any key, or one on the allow-list.
func (s *Server) allowed(key ssh.PublicKey) bool {
	if s.cfg.Allowed == nil {
		return true
	}
	_, ok := s.allowedName(key)
	return ok
}

// allowedName is the name the allow-list gives key, and whether it is
// on it.
func (s *Server) allowedName(key ssh.PublicKey) (string, bool) {
	for _, k := range s.cfg.Allowed {
		if key != nil && ssh.KeysEqual(k.Key, key) {
			return k.Name, true
		}
	}
	return "", false
}

// Name is who a session is shown as: with an allow-list the name it
// gives the student's key; without one the user name the student typed
// and, when they gave a key, its short fingerprint ("dave 3fA9x2") — two
// students typing one name stay apart, and a name alone proves nothing.
func (s *Server) Name(key gossh.PublicKey, user string) string {
	if name, ok := s.allowedName(key); ok {
		return name
	}
	name := Clean(user, MaxName)
	if name == "" {
		name = "?"
	}
	if key != nil {
		name += " " + ShortFingerprint(key)
	}
	return name
}

// ShortFingerprint is the first six characters of key's SHA-256
// fingerprint (as ssh-keygen -l prints it, after "SHA256:").
func ShortFingerprint(key gossh.PublicKey) string {
	return strings.TrimPrefix(gossh.FingerprintSHA256(key), "SHA256:")[:6]
}

// StudentSeed is the seed of student id's casino in a class given seed
// (riffle serve --seed): each student's stream their own, reproducible
// from the class's seed and the student's identity, so that the dice the
// class pools are independent throws — one seed for every student would
// throw the same dice in every casino. It is the SHA-256 of both, as a
// decimal below 2^53; "" (no seed given: each casino draws one) stays "".
func StudentSeed(seed, id string) string {
	if seed == "" {
		return ""
	}
	h := sha256.Sum256([]byte("riffle class seed\x00" + seed + "\x00" + id))
	return strconv.FormatUint(binary.BigEndian.Uint64(h[:8])>>11, 10)
}

// Serve serves on ln until Shutdown; after Shutdown it returns nil.
func (s *Server) Serve(ln net.Listener) error {
	err := s.srv.Serve(ln)
	if errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// Shutdown stops taking connections, ends every student's program (each
// session is settled and saved, and the student told), waits for them up
// to ctx, then closes every connection.
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.closing = true
	for _, p := range s.live {
		if p != nil {
			go p.Send(common.ClassOverMsg{})
		}
	}
	s.mu.Unlock()
	shut := make(chan error, 1)
	go func() { shut <- s.srv.Shutdown(ctx) }()
	done := make(chan struct{})
	go func() { s.sessions.Wait(); close(done) }()
	var err error
	select {
	case <-done:
	case <-ctx.Done():
		err = fmt.Errorf("%d sessions did not end: %v", s.Sessions(), ctx.Err())
	}
	if cerr := s.srv.Close(); err == nil && cerr != nil && !errors.Is(cerr, ssh.ErrServerClosed) {
		err = cerr
	}
	<-shut
	return err
}

// Sessions is how many students are connected.
func (s *Server) Sessions() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.live)
}

// Identity is who a session is: "key-" and the SHA-256 of the student's
// public key when they gave one, else "user-" and the SHA-256 of the user
// name, in hex (32 digits) — the state directory's name, whatever the
// name typed.
func Identity(key gossh.PublicKey, user string) string {
	if key != nil {
		h := sha256.Sum256(key.Marshal())
		return "key-" + hex.EncodeToString(h[:16])
	}
	h := sha256.Sum256([]byte(user))
	return "user-" + hex.EncodeToString(h[:16])
}

// MaxName is the longest user name shown, in runes.
const MaxName = 24

// refuse tells the student why in one line and ends the session.
func refuse(sess ssh.Session, why string) {
	fmt.Fprintf(sess.Stderr(), "riffle serve: %s\r\n", why)
	_ = sess.Exit(1)
}

// admit takes id's session: "" or why not.
func (s *Server) admit(id string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.closing:
		return "the class is over: the server is closing"
	case s.has(id):
		return "you are connected already (one session per key or name): close the other terminal first"
	case len(s.live) >= s.cfg.MaxSessions:
		return fmt.Sprintf("the class is full (%d sessions): try again later", s.cfg.MaxSessions)
	}
	s.live[id] = nil // its program comes with running
	s.sessions.Add(1)
	return ""
}

func (s *Server) isClosing() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closing
}

// has is whether id is connected (s.mu held).
func (s *Server) has(id string) bool {
	_, ok := s.live[id]
	return ok
}

// running keeps id's program for Shutdown; false when the server is
// closing already.
func (s *Server) running(id string, p *tea.Program) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.live[id] = p
	return !s.closing
}

func (s *Server) release(id string) {
	s.mu.Lock()
	delete(s.live, id)
	s.mu.Unlock()
	s.sessions.Done()
}

func (s *Server) log(format string, args ...any) {
	if s.cfg.Log != nil {
		s.cfg.Log(fmt.Sprintf(format, args...))
	}
}

// handle is a student's session: their casino on their terminal, until
// they quit, disconnect, idle out or the class ends.
func (s *Server) handle(sess ssh.Session) {
	s.begin(sess.Context())
	pty, _, ok := sess.Pty()
	if !ok {
		refuse(sess, "the casino needs a terminal: connect with ssh -t (no commands)")
		return
	}
	st := &student{sess: sess, window: s.window(sess, pty), id: Identity(sess.PublicKey(), sess.User()),
		name: s.Name(sess.PublicKey(), sess.User()), env: append(sess.Environ(), "TERM="+pty.Term)}
	if why := s.admit(st.id); why != "" {
		s.log("%s refused: %s", st.name, why)
		refuse(sess, why)
		return
	}
	defer s.release(st.id)
	if !s.open(st) {
		return
	}
	said := false
	defer func() { // after a panic: the store's lock let go, the class told
		if !said {
			_ = st.closeStore()
			s.class.leave(st.id)
		}
	}()
	runErr := s.run(st)
	s.goodbye(st, runErr)
	said = true
}

// student is one session as handle follows it.
type student struct {
	sess       ssh.Session
	window     *windowBox
	id, name   string
	env        []string
	casino     *tui.Session
	closeStore func() error
	idled      atomic.Bool
}

// studentOptions are the class's options as a student's casino takes
// them: in ASCII where the student's locale is not UTF-8, and a fairness
// panel that samples on one core unless the class's options say how many
// (the class shares the server's cores).
func studentOptions(o tui.Options, env []string) tui.Options {
	o.ASCII = o.ASCII || !utf8Env(env)
	if o.Workers == 0 {
		o.Workers = 1
	}
	if o.Frame == 0 {
		o.Frame = StudentFrame
	}
	if o.RoundRate == 0 {
		o.RoundRate, o.RoundBurst = StudentRounds, StudentBurst
	}
	return o
}

// A student's casino begins at most StudentRounds rounds a second on
// average, StudentBurst at once: every round is a line synced to the
// server's disk, and one student flooding keys wrote a thousand in 24 s.
// A player dealing as fast as they read stays well under it.
const (
	StudentRounds = 2.0
	StudentBurst  = 20
)

// StudentFrame is the time between a student's animation frames: ten a
// second, a third of a player's own, so that a class of fifty animating at
// once stays within what the server's cores carry (BenchmarkFrames).
const StudentFrame = time.Second / 10

// open opens the student's saved session and builds their casino; false
// (the student told why) when either fails.
func (s *Server) open(st *student) bool {
	o := studentOptions(s.cfg.Options, st.env)
	o.Seed = StudentSeed(o.Seed, st.id)
	var persist tui.Persist
	st.closeStore = func() error { return nil }
	if s.cfg.Open != nil && s.cfg.StateDir != "" {
		var err error
		o, persist, st.closeStore, err = s.cfg.Open(o, filepath.Join(s.cfg.StateDir, st.id))
		if err != nil {
			s.log("%s refused: %v", st.name, err)
			refuse(st.sess, "your saved session did not open: the teacher's terminal says why")
			return false
		}
	}
	casino, err := tui.NewSession(o, persist, tui.RemoteRenderer(st.sess, st.env), s.class.Link(st.id))
	if err != nil {
		_ = st.closeStore()
		s.log("%s refused: %v", st.name, err)
		refuse(st.sess, oneLine(err.Error()))
		return false
	}
	st.casino = casino
	return true
}

// run runs the student's casino on their terminal until it ends: they
// quit, disconnect, idle out, or the class ends.
func (s *Server) run(st *student) error {
	ctx, cancel := context.WithCancel(st.sess.Context())
	defer cancel()
	input := &idleReader{r: st.sess, closed: cancel} // the channel closed: the program ends
	input.touch()
	var prog *tea.Program
	prog = tea.NewProgram(safeModel{m: st.casino.Model, quit: func() { go prog.Quit() }, log: func(what string) { s.log("%s: %s", st.name, what) }},
		tea.WithInput(input), tea.WithOutput(st.sess), tea.WithContext(ctx), tea.WithEnvironment(st.env),
		tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithoutSignalHandler())
	if !s.running(st.id, prog) {
		cancel() // the class ended while the session opened: Run returns at once
	}
	if !s.class.join(st.id, st.name, func() { go prog.Send(common.ClassMsg{}) }) {
		s.class.leave(st.id) // a ghost of a session that failed: this one takes its place
		s.class.join(st.id, st.name, func() { go prog.Send(common.ClassMsg{}) })
	}
	s.log("%s joined", st.name)
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-st.window.changed:
				w := st.window.get()
				prog.Send(tea.WindowSizeMsg{Width: w.Width, Height: w.Height})
			}
		}
	}()
	go func() {
		tick := time.NewTicker(min(s.cfg.IdleTimeout/4, time.Second))
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				if input.idle() >= s.cfg.IdleTimeout {
					st.idled.Store(true)
					prog.Quit()
					// A client that reads nothing can hold the program
					// in a write: the channel closed lets it go.
					time.AfterFunc(5*time.Second, func() {
						if ctx.Err() == nil {
							st.sess.Close()
						}
					})
					return
				}
			}
		}
	}()
	_, err := prog.Run()
	prog.Kill()
	return err
}

// goodbye settles and saves the student's casino, takes them off the
// class, and tells them (and the log) how the session ended.
func (s *Server) goodbye(st *student, runErr error) {
	closing := s.isClosing()
	dropped := !closing && errors.Is(runErr, tea.ErrProgramKilled) && st.sess.Context().Err() != nil
	end := st.casino.Close
	if dropped || st.idled.Load() && !closing {
		// A connection dropped (or left idle) keeps its round in play open,
		// as a crash does: the student takes it up on reconnecting.
		end = st.casino.Suspend
	}
	notes, err := end()
	if cerr := st.closeStore(); err == nil && cerr != nil {
		err = cerr
	}
	s.class.leave(st.id)
	how := "left"
	switch {
	case closing:
		how = "closed with the class"
		notes = append([]string{"The class is over."}, notes...)
	case st.idled.Load():
		how = "idled out"
		notes = append(notes, fmt.Sprintf("Closed after %s without a key.", s.cfg.IdleTimeout))
	case dropped:
		how = "disconnected"
	}
	if err != nil {
		s.log("%s %s: %v", st.name, how, err)
		notes = append(notes, err.Error())
	} else {
		s.log("%s %s", st.name, how)
		if s.cfg.Open != nil && s.cfg.StateDir != "" {
			notes = append(notes, "Your session is saved: connect again to carry on.")
		}
	}
	for _, n := range notes {
		fmt.Fprintf(st.sess, "riffle: %s\r\n", oneLine(n))
	}
	_ = st.sess.Exit(0)
}

// idleReader is the session's input, noting when a key last came.
type idleReader struct {
	r      io.Reader
	last   atomic.Int64 // UnixNano
	closed func()       // called when the input ends
}

func (i *idleReader) touch() { i.last.Store(time.Now().UnixNano()) }

func (i *idleReader) idle() time.Duration { return time.Since(time.Unix(0, i.last.Load())) }

func (i *idleReader) Read(b []byte) (int, error) {
	n, err := i.r.Read(b)
	if n > 0 {
		i.touch()
	}
	if err != nil && i.closed != nil {
		i.closed()
	}
	return n, err
}

// utf8Env reports whether a client's locale names UTF-8
// (tui.UTF8Locale); a client that sent none is taken to draw UTF-8, as
// terminals that connect over SSH today do.
func utf8Env(env []string) bool {
	utf8, set := tui.UTF8Locale(tui.Getenv(env))
	return utf8 || !set
}

// oneLine is s on one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
