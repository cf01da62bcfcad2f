package play

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	gossh "golang.org/x/crypto/ssh"

	"riffle/ui/classlog"
	"riffle/ui/cli"
	"riffle/ui/serve"
	"riffle/ui/text"
	"riffle/ui/tui"
)

// ServeCommand is `riffle serve`, for cli.Run.
var ServeCommand = cli.Command{Name: "serve", Summary: "the casino over SSH for a class, with the teacher's terminal",
	Usage: "serve [--listen ADDR] [--host-key FILE] [--authorized-keys FILE] [--idle D] [--max N]\n                   [--class NAME | --new-class] [--state DIR | --no-save] [play's settings]", Help: serveHelp, Run: runServe}

const serveHelp = `Serves the casino over SSH: each student runs ssh -p 2222 HOST and gets a
casino of their own — bankroll, settings and rounds saved under their
public key (or their user name when they have no key and no allow-list is
given) and carried on the next time. This terminal becomes the class's:
who is connected and the leaderboard, every die the class throws pooled
into one test of fairness, and the demos' questions put to the class
(students answer with F6) with the answers tallied.

  --listen ADDR           where to listen            (default 127.0.0.1:2222;
                          0.0.0.0:2222 for a classroom's network)
  --host-key FILE         the server's key, made once (Ed25519, mode 0600)
                          and kept; refused if others can read it
                          (default STATE/serve/host_ed25519)
  --authorized-keys FILE  only these keys get in (authorized_keys format,
                          a key and the student's name a line, no options:
                          ssh-ed25519 AAAA… alice); a student is shown by
                          that name. Without it any key, or any user name,
                          gets in: a student is the name typed and the key's
                          short fingerprint ("dave 3fA9x2"), a name alone
                          without a key — which proves nothing
  --idle D                close a session after D without a key, 1m…24h
                          (default 15m)
  --max N                 sessions at once, 1…1000            (default 60)
  --state DIR             where sessions are saved: DIR/serve/students/ID
                          (default $XDG_STATE_HOME/riffle)
  --class NAME            the class: its record — joins and leaves, questions,
                          answers with their times, every die by whom — is
                          DIR/serve/classes/NAME.jsonl, carried on if it is
                          there (riffle class report prints it) (default: the
                          class written last if within 6 hours, else a new one)
  --new-class             a new class, named by the date and time
  --no-save               save nothing: no student's session, no class's
                          record, a host key for this run only (unless
                          --host-key; a student's ssh that knew another
                          refuses it)
  and play's settings for every student (--seed gives each student a seed
  of their own, from it and who they are): --gen, --algo, --seed, --dice,
  --shuffles, --fair, --ascii, --present, --motion, --demos DIR (the demos' questions
  are the ones the class is asked)

A student's session is only a casino on a terminal: no commands, no
subsystems, no forwarding; one session per key or name. What a student
types reaches no one else's screen unescaped, and a student's saved state
is named by a hash of the key (or name) they proved, nothing they type.
q on the class's terminal ends the class: every session is saved and
closed. Without a terminal here, the server logs to stderr until SIGINT or
SIGTERM.

Examples:
  riffle serve
  riffle serve --listen 0.0.0.0:2222 --demos ~/class/demos
  riffle serve --authorized-keys class_keys --idle 30m`

// serveFlags are serve's own flags, read.
type serveFlags struct {
	listen, hostKey, allowed, state string
	class                           string
	idle                            time.Duration
	max                             int
	noSave, newClass                bool
}

func runServe(args []string, _, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	cf := addCasinoFlags(fs)
	listen := fs.String("listen", "127.0.0.1:2222", "")
	hostKey := fs.String("host-key", "", "")
	allowed := fs.String("authorized-keys", "", "")
	idle := fs.String("idle", "15m", "")
	maxStr := fs.String("max", "60", "")
	state := fs.String("state", "", "")
	noSave := fs.Bool("no-save", false, "")
	className := fs.String("class", "", "")
	newClass := fs.Bool("new-class", false, "")
	given, err := parseStateFlags(fs, args, noSave)
	if err != nil {
		return err
	}
	f := serveFlags{listen: *listen, hostKey: *hostKey, allowed: *allowed, state: *state, noSave: *noSave, class: *className, newClass: *newClass}
	switch {
	case f.class != "" && f.newClass:
		return cli.Usagef("--class and --new-class cannot go together: give one")
	case f.class != "" && f.noSave, f.newClass && f.noSave:
		return cli.Usagef("--no-save keeps no class's record: give --class or --new-class without it")
	case f.class != "":
		if err := classlog.CheckName(f.class); err != nil {
			return cli.Usagef("--class: %v", err)
		}
	}
	if err := checkListen(f.listen); err != nil {
		return err
	}
	d, err := time.ParseDuration(*idle)
	if err != nil || d < time.Minute || d > 24*time.Hour {
		return cli.Usagef("--idle %s: a duration from 1m to 24h (15m, 1h30m)", cli.Quote(*idle))
	}
	f.idle = d
	n, err := cli.IntFlag("max", *maxStr, 1, 1000)
	if err != nil {
		return err
	}
	f.max = int(n)
	o, err := cf.options(given, "", "")
	if err != nil {
		return err
	}
	o.ASCII = *cf.ascii // each student's locale decides, unless --ascii
	if err := tui.CheckTheme(os.Getenv("RIFFLE_THEME")); err != nil {
		return cli.Usagef("%v", err)
	}
	return serveClass(f, o, stderr)
}

// checkListen checks --listen: HOST:PORT, the port 0…65535.
func checkListen(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err == nil {
		_, err = strconv.ParseUint(port, 10, 16)
	}
	if err != nil || len(host) > 255 {
		return cli.Usagef("--listen %s: HOST:PORT with a port 0…65535 (127.0.0.1:2222, 0.0.0.0:2222, [::1]:2222)", cli.Quote(addr))
	}
	return nil
}

// serveClass reads the keys, listens and serves until the teacher ends
// the class (or a signal does, without a terminal).
func serveClass(f serveFlags, o tui.Options, stderr io.Writer) error {
	root, err := cli.StateDir(f.state)
	if err != nil && !f.noSave {
		return fmt.Errorf("%v (give --state DIR)", err)
	}
	var allowed []serve.AllowedKey
	if f.allowed != "" { // read before the host key is made: a refused start writes nothing
		if allowed, err = serve.LoadAuthorizedKeys(f.allowed); err != nil {
			return cli.Usagef("--authorized-keys: %v", err)
		}
	}
	signer, keyLine, err := hostKey(f, root)
	if err != nil {
		return err
	}
	ds := o.Demos // the teacher's, read with the flags
	if ds == nil {
		if ds, err = tui.LoadDemos(""); err != nil {
			return err
		}
		o.Demos = ds
	}
	asks := serve.Asks(ds)
	class := serve.NewClass()
	record, carried, err := openClassRecord(f, root, class)
	if err != nil {
		return err
	}
	dashboard := isTerminal(os.Stdin) && isTerminal(os.Stdout)
	cfg := serverConfig(f, o, root, signer, allowed, dashboard, class, stderr)
	srv, err := serve.New(cfg, class)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", f.listen)
	if err != nil {
		return fmt.Errorf("--listen %s: %v", f.listen, err)
	}
	connect := connectLine(ln.Addr())
	var sigs chan os.Signal
	if !dashboard { // caught from before the first line logged: a signal right after it ends the class, not the process
		sigs = make(chan os.Signal, 1)
		signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
		defer signal.Stop(sigs)
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	for _, line := range []string{keyLine, fmt.Sprintf("listening on %s: students connect with %s", ln.Addr(), connect), carried} {
		if line != "" {
			cfg.Log(line)
		}
	}

	if dashboard {
		d := serve.NewDashboard(class, tui.Renderer(os.Stdout), o.ASCII || !utf8Locale(os.Getenv), connect, f.max, asks)
		runDashboard(d, stderr)
	} else if err := waitSignal(sigs, served); err != nil {
		return err
	}
	n := srv.Sessions()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	serr := srv.Shutdown(ctx)
	if err := <-served; err != nil && serr == nil {
		serr = err
	}
	class.Close() // an open question closes with the class: the next start carries on no open one
	if err := record.Close(); err != nil {
		fmt.Fprintf(stderr, "riffle serve: the class's record: %v\n", err)
	} else if d := record.Dropped(); d > 0 {
		fmt.Fprintf(stderr, "riffle serve: the class's record: %s not written (the disk did not keep up)\n", text.Plural(d, "event"))
	}
	fmt.Fprintf(stderr, "riffle serve: the class is over: %s closed\n", text.Plural(n, "session"))
	return serr
}

// serverConfig is the server's configuration: its log the class's
// terminal (dashboard) or stderr.
func serverConfig(f serveFlags, o tui.Options, root string, signer gossh.Signer, allowed []serve.AllowedKey, dashboard bool, class *serve.Class, stderr io.Writer) serve.Config {
	cfg := serve.Config{Listen: f.listen, HostKey: signer, Allowed: allowed, Options: o,
		IdleTimeout: f.idle, MaxSessions: f.max}
	if !f.noSave {
		cfg.StateDir = filepath.Join(root, "serve", "students")
		cfg.Open = openStudent
	}
	if dashboard {
		cfg.Log = class.Note
	} else {
		cfg.Log = func(line string) {
			fmt.Fprintf(stderr, "riffle serve: %s %s\n", time.Now().Format("15:04:05"), serve.Clean(line, 500))
		}
	}
	return cfg
}

// hostKey is the server's key — --host-key's, else STATE/serve's, made
// once; with --no-save and no --host-key one for this run only, written
// nowhere — and the line the log says of it ("" for a key read).
func hostKey(f serveFlags, root string) (gossh.Signer, string, error) {
	path := f.hostKey
	if path == "" && !f.noSave {
		path = filepath.Join(root, "serve", "host_ed25519")
	}
	if path == "" { // --no-save writes nothing, a host key neither
		s, err := serve.EphemeralHostKey()
		if err != nil {
			return nil, "", err
		}
		return s, fmt.Sprintf("a host key for this run only, nothing saved (%s): a student's ssh that knew another refuses it (ssh-keygen -R the host), so give --host-key for a class that meets again", gossh.FingerprintSHA256(s.PublicKey())), nil
	}
	s, made, err := serve.LoadHostKey(path)
	if err != nil {
		return nil, "", cli.Usagef("--host-key: %v", err)
	}
	if made {
		return s, fmt.Sprintf("made the host key %s (%s)", path, gossh.FingerprintSHA256(s.PublicKey())), nil
	}
	return s, "", nil
}

// CarryOn is how recent the class written last must be for serve to
// carry it on without --class: a restart within a lesson, not last week's.
const CarryOn = 6 * time.Hour

// openClassRecord opens the class's record (none with --no-save): the
// class named, or the one written last, carried on — its questions,
// answers, dice and each student's chips at its start restored — or a new
// one. said is the line for the log.
func openClassRecord(f serveFlags, root string, class *serve.Class) (w *classlog.Writer, said string, err error) {
	if f.noSave {
		return nil, "", nil
	}
	name := f.class
	if name == "" && !f.newClass {
		name, _ = classlog.Recent(root, CarryOn) // a server started again carries on; last week's class is over
	}
	if name == "" {
		name = classlog.NewName(time.Now())
		for i := 2; ; i++ { // a new class never writes into another's record
			if _, err := os.Lstat(classlog.Path(root, name)); err != nil {
				break
			}
			name = fmt.Sprintf("%s-%d", classlog.NewName(time.Now()), i)
		}
	}
	path := classlog.Path(root, name)
	events, err := classlog.Read(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		said = fmt.Sprintf("class %s: a new class, its record %s", name, path)
	case err != nil:
		return nil, "", cli.Usagef("--class: %v (--new-class begins another)", err)
	default:
		class.Restore(events)
		said = fmt.Sprintf("class %s: carried on from its record (%s so far)", name, text.Plural(len(events), "event"))
	}
	if w, err = classlog.Create(path); err != nil {
		return nil, "", cli.Usagef("--class: %v", err)
	}
	class.Record(w)
	return w, said, nil
}

// runDashboard runs the class's terminal until the teacher ends the class
// (or the terminal goes: SIGHUP).
func runDashboard(d *serve.Dashboard, stderr io.Writer) {
	prog := tea.NewProgram(d, tea.WithAltScreen(), tea.WithMouseCellMotion())
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	go func() {
		if _, ok := <-hup; ok {
			prog.Quit()
		}
	}()
	_, err := prog.Run()
	signal.Stop(hup)
	close(hup)
	if err != nil && !errors.Is(err, tea.ErrInterrupted) {
		fmt.Fprintf(stderr, "riffle serve: the class's terminal: %v\n", err)
	}
}

// waitSignal waits, without a terminal, for SIGINT, SIGTERM or SIGHUP;
// the error is the server's, had it stopped first.
func waitSignal(sigs <-chan os.Signal, served <-chan error) error {
	select {
	case <-sigs:
		return nil
	case err := <-served:
		if err == nil {
			err = errors.New("the server stopped")
		}
		return err
	}
}

// openStudent opens a student's saved session in dir (see loadSession).
// Its error is for the teacher's log; the student is told only that it
// did not open.
func openStudent(o tui.Options, dir string) (tui.Options, tui.Persist, func() error, error) {
	o2, p, st, err := loadSession(o, dir, true, rand.Reader)
	if err != nil {
		return o, p, nil, err
	}
	return o2, p, st.Close, nil
}

// connectLine is the command students connect with to a server listening
// on addr: "ssh -p PORT HOST", HOST this machine's name when it listens
// on every address, localhost on loopback.
func connectLine(addr net.Addr) string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return "ssh " + addr.String()
	}
	ip := net.ParseIP(host)
	switch {
	case ip != nil && ip.IsLoopback():
		host = "localhost"
	case ip != nil && ip.IsUnspecified():
		if h, err := os.Hostname(); err == nil && h != "" {
			host = h
		}
	}
	if port == "22" {
		return "ssh " + host
	}
	return "ssh -p " + port + " " + host
}
