package serve

import (
	"fmt"
	"math/rand/v2"
	"net"
	"reflect"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// The limits on what a connection may hold before and besides its one
// terminal: a client that connects and says nothing, opens channels,
// floods requests or resizes without end gets no more than these.
const (
	// DefaultHandshake: a connection with no shell after it, and a
	// session channel with no shell request, is closed (Config.Handshake)
	// — time for a student's first ssh to ask them to trust the host key.
	// PressedHandshake is the deadline of a connection that comes while
	// DropStart or more are pending: under a flood a place is held for
	// little time.
	DefaultHandshake = 30 * time.Second
	PressedHandshake = 10 * time.Second
	// PendingPerSource connections from one address may be open at once
	// without a shell: 100 idle connections from one machine take no more
	// places than that, and never keep another machine's student out.
	PendingPerSource = 12
	// DropStart is the connections pending at once past which new ones
	// are dropped early and at random, as OpenSSH's MaxStartups
	// (start:rate:full) drops them: DropRate of them at DropStart, rising
	// to all at the most pending (MaxSessions + ExtraPending), so that a
	// flood from many addresses leaves a student a chance to get in
	// rather than none.
	DropStart = 24
	DropRate  = 0.3
	// ExtraPending: MaxSessions + ExtraPending connections may be open
	// at once without a shell yet (being made, or refused), beside the
	// sessions — a whole class connecting at the same moment.
	ExtraPending = 16
	// MaxChannels session channels may be open on one connection at once
	// (a student's terminal, and one more, refused or closing).
	MaxChannels = 2
	// MaxEnv environment variables a session takes, each at most
	// MaxEnvBytes; more are refused.
	MaxEnv      = 32
	MaxEnvBytes = 1024
	// MaxWidth and MaxHeight bound the terminal size a client may claim:
	// a frame is drawn to the whole size.
	MaxWidth, MaxHeight = 500, 200
)

// connState is a connection as the server counts it.
type connState struct {
	net.Conn
	s        *Server
	once     sync.Once
	started  bool   // a shell began (s.mu): the handshake deadline is off
	src      string // the address it came from (its pending counts there)
	channels atomic.Int32
	timer    *time.Timer
}

type connKey struct{}

// maxPending bounds the connections with no shell yet.
func (s *Server) maxPending() int { return s.cfg.MaxSessions + ExtraPending }

// admitConn takes a connection before its handshake, unless the server is
// closing, maxPending are pending (or the sessions and those in all), its
// address has PendingPerSource pending, or past DropStart pending the
// early drop falls on it; and closes it after Config.Handshake if no
// shell has begun.
func (s *Server) admitConn(ctx ssh.Context, c net.Conn) net.Conn {
	src := sourceOf(c.RemoteAddr())
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closing || s.pending >= s.maxPending() || s.conns >= s.cfg.MaxSessions+s.maxPending() ||
		s.pendingBy[src] >= PendingPerSource || s.dropEarly() {
		return nil
	}
	s.conns++
	s.pending++
	if s.pendingBy == nil {
		s.pendingBy = map[string]int{}
	}
	s.pendingBy[src]++
	cs := &connState{Conn: c, s: s, src: src}
	deadline := s.cfg.Handshake
	if s.pending > DropStart {
		deadline = min(deadline, PressedHandshake)
	}
	cs.timer = time.AfterFunc(deadline, func() {
		s.mu.Lock()
		started := cs.started
		s.mu.Unlock()
		if !started {
			cs.Close()
		}
	})
	ctx.SetValue(connKey{}, cs)
	return cs
}

// sourceOf is the address a connection came from, without its port; an
// IPv6 address by its /64, the block one machine (or one network) holds.
func sourceOf(a net.Addr) string {
	if a == nil {
		return ""
	}
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if ip := net.ParseIP(host); ip != nil && ip.To4() == nil {
		return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
	}
	return host
}

// dropEarly draws whether a new connection is dropped, s.mu held: none
// below DropStart pending, DropRate of them at it, rising linearly to all
// at maxPending.
func (s *Server) dropEarly() bool {
	if s.pending < DropStart || s.maxPending() <= DropStart {
		return false
	}
	p := DropRate + (1-DropRate)*float64(s.pending-DropStart)/float64(s.maxPending()-DropStart)
	if s.uniform == nil {
		return rand.Float64() < p
	}
	return s.uniform() < p
}

// unpend counts the connection cs no longer pending, s.mu held.
func (s *Server) unpend(cs *connState) {
	cs.started = true
	s.pending--
	if s.pendingBy[cs.src]--; s.pendingBy[cs.src] <= 0 {
		delete(s.pendingBy, cs.src)
	}
}

// begin marks the connection of ctx as holding a shell.
func (s *Server) begin(ctx ssh.Context) {
	cs, ok := ctx.Value(connKey{}).(*connState)
	if !ok {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !cs.started {
		s.unpend(cs)
		cs.timer.Stop()
	}
}

func (cs *connState) Close() error {
	err := cs.Conn.Close()
	cs.once.Do(func() {
		cs.timer.Stop()
		s := cs.s
		s.mu.Lock()
		s.conns--
		if !cs.started {
			s.unpend(cs)
		}
		s.mu.Unlock()
	})
	return err
}

// sessionChannel takes a session channel: at most MaxChannels a
// connection, its requests filtered (see filterRequests).
func (s *Server) sessionChannel(srv *ssh.Server, conn *gossh.ServerConn, nc gossh.NewChannel, ctx ssh.Context) {
	if cs, ok := ctx.Value(connKey{}).(*connState); ok {
		if cs.channels.Add(1) > MaxChannels {
			cs.channels.Add(-1)
			_ = nc.Reject(gossh.ResourceShortage, "one terminal a connection")
			return
		}
		defer cs.channels.Add(-1)
	}
	ssh.DefaultSessionHandler(srv, conn, filteredChannel{nc, s.cfg.Handshake}, ctx)
}

// filteredChannel is a session channel whose requests pass filterRequests.
type filteredChannel struct {
	gossh.NewChannel
	handshake time.Duration
}

func (f filteredChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := f.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go filterRequests(ch, reqs, out, f.handshake)
	return ch, out, nil
}

// filterRequests passes a session channel's requests on, but refuses
// agent and X11 forwarding (nothing would serve them), environment
// variables past MaxEnv or MaxEnvBytes, and closes the channel when no
// shell is asked for in handshake.
func filterRequests(ch gossh.Channel, in <-chan *gossh.Request, out chan<- *gossh.Request, handshake time.Duration) {
	defer close(out)
	var shell atomic.Bool
	t := time.AfterFunc(handshake, func() {
		if !shell.Load() {
			ch.Close()
		}
	})
	defer t.Stop()
	envs := 0
	for req := range in {
		switch req.Type {
		case "env":
			envs++
			if envs > MaxEnv || len(req.Payload) > MaxEnvBytes {
				refuseRequest(req)
				continue
			}
		case "auth-agent-req@openssh.com", "x11-req":
			refuseRequest(req)
			continue
		case "shell":
			shell.Store(true)
		}
		out <- req
	}
}

func refuseRequest(req *gossh.Request) {
	if req.WantReply {
		_ = req.Reply(false, nil)
	}
}

// windowBox is a session's terminal size, the latest the client gave,
// clamped to MaxWidth × MaxHeight; changed is pinged on each.
type windowBox struct {
	mu      sync.Mutex
	w       ssh.Window
	changed chan struct{}
}

func (b *windowBox) set(w ssh.Window) {
	w.Width, w.Height = min(max(w.Width, 0), MaxWidth), min(max(w.Height, 0), MaxHeight)
	b.mu.Lock()
	b.w = w
	b.mu.Unlock()
	select {
	case b.changed <- struct{}{}:
	default:
	}
}

func (b *windowBox) get() ssh.Window {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.w
}

// emulatePty is charmbracelet/ssh's pseudo-terminal handler (the
// session's output with "\n" as "\r\n"), which watchWindows wraps.
var emulatePty = func() ssh.PtyHandler {
	var srv ssh.Server
	_ = ssh.EmulatePty()(&srv)
	return srv.PtyHandler
}()

// ptyHandler takes a pty-req: the terminal emulated, and its sizes read
// from then on (see windowBox), so that resizes never wait on a program
// that is not running yet, or any more.
func (s *Server) ptyHandler(ctx ssh.Context, sess ssh.Session, pty ssh.Pty) (func() error, error) {
	closer, err := emulatePty(ctx, sess, pty)
	if err != nil {
		return closer, err
	}
	_, windows, ok := sess.Pty()
	if !ok {
		return closer, nil
	}
	box := &windowBox{changed: make(chan struct{}, 1)}
	box.set(pty.Window)
	s.windows.Store(sess, box)
	go func() {
		defer s.windows.Delete(sess)
		for w := range windows {
			box.set(w)
		}
	}()
	return closer, nil
}

// window is sess's size box (one from its pty request when ptyHandler
// has gone).
func (s *Server) window(sess ssh.Session, pty ssh.Pty) *windowBox {
	if b, ok := s.windows.Load(sess); ok {
		return b.(*windowBox)
	}
	box := &windowBox{changed: make(chan struct{}, 1)}
	box.set(pty.Window)
	return box
}

// safeModel is a student's casino as their program runs it: a panic in
// it, or in a command it returns (which bubbletea runs on a goroutine of
// its own), is logged (cleaned, on one line) and ends that student's
// program, where bubbletea would print it on the server's terminal — the
// teacher's screen.
type safeModel struct {
	m    tea.Model
	quit func()            // ends the program, without waiting
	log  func(what string) // the server's log
}

func (s safeModel) caught(where string) {
	if r := recover(); r != nil {
		s.log(Clean(fmt.Sprintf("the casino failed (%s): %v", where, r), 300))
		s.quit()
	}
}

func (s safeModel) Init() (cmd tea.Cmd) {
	defer s.caught("starting")
	return s.guard(s.m.Init())
}

func (s safeModel) Update(msg tea.Msg) (out tea.Model, cmd tea.Cmd) {
	out = s // after a panic too: bubbletea draws the model it gets back
	defer s.caught("a key")
	_, cmd = s.m.Update(msg)
	return s, s.guard(cmd)
}

// cmdType is the type of a command, the element of a batch or sequence.
var cmdType = reflect.TypeOf((tea.Cmd)(nil))

// guard returns cmd with a panic in it caught as s.caught does; a
// command's message that is a list of commands (tea.Batch's, and
// tea.Sequence's, whose type bubbletea keeps to itself) comes back with
// each command in it guarded the same way.
func (s safeModel) guard(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() (msg tea.Msg) {
		defer s.caught("a command") // msg stays nil
		m := cmd()
		if v := reflect.ValueOf(m); v.Kind() == reflect.Slice && v.Type().Elem() == cmdType {
			out := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
			for i := range v.Len() {
				c, _ := v.Index(i).Interface().(tea.Cmd)
				out.Index(i).Set(reflect.ValueOf(s.guard(c)))
			}
			return out.Interface()
		}
		return m
	}
}

func (s safeModel) View() (v string) {
	defer func() {
		if r := recover(); r != nil {
			s.log(Clean(fmt.Sprintf("the casino failed (drawing): %v", r), 300))
			s.quit()
			v = "riffle: this session failed and is closing; the teacher's log says why"
		}
	}()
	return s.m.View()
}
