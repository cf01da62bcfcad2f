// Package play is the `riffle play` command, which opens the terminal
// casino (ui/tui). It lives apart from ui/cli, whose headless commands
// link no terminal package; main hands [Command] to cli.Run, which runs it
// for `riffle` with no arguments or only play's flags.
package play

import (
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/term"

	"riffle/assets"
	"riffle/engine/shuffle"
	"riffle/games/casino"
	"riffle/games/round"
	"riffle/games/solitaire"
	"riffle/ui/cli"
	"riffle/ui/demos"
	"riffle/ui/store"
	"riffle/ui/tty"
	"riffle/ui/tui"
	"riffle/ui/tui/settings"
)

const playHelp = `Opens the terminal casino on a screen: the lobby (the default) or the
Shuffle Lab. "riffle" with no command, or with only these flags, opens the
lobby. The settings are shown on every screen and can be changed in the
lobby; a fixed --seed makes a session reproducible.

  SCREEN         lobby, lab, a table, history or fair          (default lobby)
  --gen NAME     generator; lcg:A,C,M for a custom LCG          (default pcg)
  --algo NAME    shuffle algorithm, see riffle list    (default fisher-yates)
  --seed S       decimal, negative or 0x-hex      (default: from the OS, < 2^53)
  --dice N       Giant Yahtzee: opens it with N dice, 2…100 (without it
                 the Yahtzee table opens on the whole game)
  --rules R      Yahtzee's joker rule: verhoeff or hasbro     (default verhoeff)
  --limit L      Hold'em's game: fixed, pot or no (limit)        (default fixed)
  --shuffles K   New Age Solitaire: riffles, 0…20 or random          (default 7)
  --ascii        cards as "Ah" instead of "A♥" (the default where the locale
                 is not UTF-8)
  --fair         provably fair mode: each round's randomness is
                 HMAC-SHA256(server seed, "client seed:nonce:counter"), the
                 server seed's SHA-256 shown before the round and the seed
                 revealed after it (riffle verify recomputes a round); it
                 takes an unbiased shuffle: fisher-yates, partial or
                 uniform-riffles
  --client-seed S  your client seed in fair mode, 1…64 characters
                 (default: the saved one, else 32 random hex digits)
  --state DIR    where the session is saved     (default $XDG_STATE_HOME/riffle,
                 else ~/.local/state/riffle)
  --no-save      neither read nor write a saved session
  --demos DIR    a teacher's guided demos, one NAME.txt each, beside the
                 shipped ones (riffle demo --help shows the format)
  --present      open in the presenter view: each screen's one number in
                 big type, readable across a room (F5 turns it on and off)
  --motion M     on: cards turned one by one, dice tumbling, Hold'em's
                 actions shown in turn (any key finishes at once); off:
                 every outcome drawn at once  (default on, or RIFFLE_MOTION)

The session — bankroll, settings and every round — is saved as it is played
and continues the next time: the bankroll, the generator, shuffle, dice,
riffles and fair mode come back (flags given win); the seed is new unless
--seed is given. riffle history lists the rounds, riffle replay re-deals one.

It needs a terminal on stdin and stdout; elsewhere use the headless commands
(riffle list, rng, shuffle, odds, deal, crack, bench, history, replay,
verify). NO_COLOR=1 draws without colours.

Examples:
  riffle play lab --algo naive --gen java --seed 42
  riffle --gen delphi --algo asf
`

// Command is `riffle play`, for cli.Run.
var Command = cli.Command{Name: "play", Summary: "open the terminal casino (the lobby, or the Shuffle Lab)",
	Usage: "play [SCREEN] [--gen NAME] [--algo NAME] [--seed S] [--dice N] [--rules R] [--limit L] [--shuffles K] [--ascii]\n                   [--fair] [--client-seed S] [--state DIR | --no-save] [--demos DIR] [--present]\n                   [--motion on|off]", Help: playHelp, Run: run, Words: tui.ScreenNames()}

// DemoCommand is `riffle demo`, for cli.Run.
var DemoCommand = cli.Command{Name: "demo", Summary: "step through a guided demo for class (or list them)",
	Usage: "demo [NAME] [--demos DIR] [play's flags]", Help: demoHelp, Run: runDemo, Words: shippedDemos()}

// shippedDemos are the names of the demos Riffle ships, for completion.
func shippedDemos() []string {
	ents, _ := fs.ReadDir(assets.Demos(), ".")
	var names []string
	for _, e := range ents {
		if name, ok := strings.CutSuffix(e.Name(), ".txt"); ok {
			names = append(names, name)
		}
	}
	return names
}

const demoHelp = `Opens the casino on the guided demos: with NAME, that demo started;
without, the list of them. A demo goes a step at a time: its words, then
(page down) its screen with its settings and keys played, then the next
step; a question's answer shows on r; page up goes back. The shipped
demos are naive-three, seven-riffles, poker-1999, giant-yahtzee and
craps-puzzles.

  --demos DIR   a teacher's demos: every DIR/NAME.txt, beside the shipped
                ones (one of the same name takes the shipped one's place)
  and every flag of riffle play (--seed, --state, --no-save, …)

A demo file is plain text, a field a line; an indented line goes on with
the field above it:

  title: Is it shuffled?              the demo's title (first)
  about: one line for the list        (optional)
  step: Three cards                   a step begins, with its title
  say: what to tell the class         the step's words
  set: gen=pcg algo=naive seed=42     settings (gen, algo, seed)
  open: lab                           the screen to show (lobby, craps, …)
  keys: d 1 space                     keys to play on it, as typed
  ask: Does each order come up…?      a question
  answer: No: …                       its answer, shown on r

A file that does not read is refused in one line naming the file, the
line and the problem, and the casino does not open (exit 2).

Examples:
  riffle demo
  riffle demo naive-three --seed 42
  riffle demo mine --demos ~/class/demos`

func run(args []string, _, _ io.Writer) error {
	tty.Restore()                        // main did; a test's binary has no main of Riffle's
	screen, args := cli.Positional(args) // the screen before or after the flags
	if screen != "" {
		if !slices.Contains(tui.ScreenNames(), screen) {
			return cli.Usagef("unknown screen %s: allowed %s", cli.Quote(screen), strings.Join(tui.ScreenNames(), ", "))
		}
	}
	return open(screen, "", args)
}

// runDemo is `riffle demo [NAME] [flags]`: the casino on the guided
// demos, NAME started.
func runDemo(args []string, _, _ io.Writer) error {
	tty.Restore()
	name, args := cli.Positional(args) // the demo before or after the flags
	if more, _ := cli.Positional(args); more != "" {
		return cli.Usagef("one demo at a time: %s after %s (riffle demo lists them)", cli.Quote(more), cli.Quote(name))
	}
	return open("demo", name, args)
}

// open reads play's flags and opens the casino on screen, the demo named
// demo started when it is not "".
func open(screen, demo string, args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	cf := addCasinoFlags(fs)
	StateDir := fs.String("state", "", "")
	noSave := fs.Bool("no-save", false, "")
	given, err := parseStateFlags(fs, args, noSave)
	if err != nil {
		return err
	}
	o, err := cf.options(given, screen, demo)
	if err != nil {
		return err
	}
	if err := tui.CheckTheme(os.Getenv("RIFFLE_THEME")); err != nil {
		return cli.Usagef("%v", err)
	}
	if !isTerminal(os.Stdin) || !isTerminal(os.Stdout) {
		return cli.Usagef("the casino needs a terminal on stdin and stdout; without one use the headless commands: riffle list, rng, shuffle, odds, history, replay, verify, … (riffle --help)")
	}
	var p tui.Persist
	if !*noSave {
		var st *store.Store
		var err error
		o, p, st, err = loadSession(o, *StateDir, given["state"], rand.Reader)
		if err != nil {
			return err
		}
		defer st.Close()
	}
	err = tui.Run(o, p)
	var sig tui.Signaled
	switch {
	case errors.Is(err, tea.ErrInterrupted):
		return cli.ExitStatus(130) // SIGINT: the terminal is restored and the session saved
	case errors.As(err, &sig):
		return cli.ExitStatus(128 + int(sig.Signal)) // SIGTERM 143, SIGHUP 129, likewise
	}
	return err
}

// parseStateFlags parses args into fs, whose --state and --no-save
// (noSave, once parsed) cannot go together, and returns the flags given.
func parseStateFlags(fs *flag.FlagSet, args []string, noSave *bool) (map[string]bool, error) {
	if err := cli.ParseFlags(fs, args); err != nil {
		return nil, err
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if given["state"] && *noSave {
		return nil, cli.Usagef("--state and --no-save cannot go together: --no-save saves nothing")
	}
	return given, nil
}

// casinoFlags are the casino's settings, as play, demo and serve take
// them.
type casinoFlags struct {
	gen, algo, seed, dice, shuffles, client, demos *string
	rules, limit                                   *string
	motion                                         *string
	ascii, fair, present                           *bool
}

func addCasinoFlags(fs *flag.FlagSet) *casinoFlags {
	return &casinoFlags{
		gen: fs.String("gen", "", ""), algo: fs.String("algo", "", ""), seed: fs.String("seed", "", ""),
		dice: fs.String("dice", "", ""), shuffles: fs.String("shuffles", "", ""), client: fs.String("client-seed", "", ""),
		demos: fs.String("demos", "", ""), ascii: fs.Bool("ascii", false, ""), fair: fs.Bool("fair", false, ""),
		present: fs.Bool("present", false, ""), motion: fs.String("motion", "", ""), rules: fs.String("rules", "", ""),
		limit: fs.String("limit", "", ""),
	}
}

// options checks the settings given (the flags set are given's) and
// returns them for a casino opening on screen, the demo named demo
// started when it is not "": a usage error names the flag.
func (f *casinoFlags) options(given map[string]bool, screen, demo string) (tui.Options, error) {
	o := tui.Options{Gen: *f.gen, Algo: *f.algo, Seed: *f.seed, Screen: screen, Shuffles: *f.shuffles,
		ASCII: *f.ascii || !utf8Locale(os.Getenv), Fair: *f.fair, FairGiven: given["fair"], ClientSeed: *f.client,
		Motion: *f.motion}
	if !given["motion"] {
		if o.Motion = os.Getenv("RIFFLE_MOTION"); o.Motion != "" && o.Motion != "on" && o.Motion != "off" {
			return o, cli.Usagef("RIFFLE_MOTION=%s is not allowed: give on or off", cli.Quote(o.Motion))
		}
	}
	if *f.dice != "" {
		d, err := cli.IntFlag("dice", *f.dice, tui.MinDice, tui.MaxDice)
		if err != nil {
			return o, err
		}
		o.Dice, o.Giant = int(d), true
	}
	o.Rules, o.Limit = *f.rules, *f.limit
	if _, err := o.Resolve(); err != nil {
		return o, cli.Usagef("%s", flagError(err))
	}
	if screen == "lab" { // the Lab's own: the tables keep the casino's (docs/casino.md, Shuffle Lab)
		o.Lab.Gen, o.Lab.Algo, o.Lab.Seed = o.Gen, o.Algo, o.Seed
		o.Gen, o.Algo = "", "" // the seed given seeds both: a session stays reproducible
	}
	o.DemoDir, o.Demo, o.Present = *f.demos, demo, *f.present
	if *f.demos != "" || demo != "" {
		ds, err := tui.LoadDemos(*f.demos)
		if err != nil {
			return o, cli.Usagef("%v", err)
		}
		if demo != "" {
			if _, err := demos.Find(ds, demo); err != nil {
				return o, cli.Usagef("%v", err)
			}
		}
		o.Demos = ds // read once: the casino (every student's, under serve) takes them as read
	}
	if err := checkFairShuffle(o); err != nil {
		return o, err
	}
	return o, nil
}

// keepRounds bounds the rounds the casino carries on with (its history
// screen lists them): the latest whose entries add up to 2 MiB of JSON,
// some thousands of rounds. The file is read one entry at a time, so the
// casino's start does not grow with the file beyond this.
const keepRounds = 2 << 20

// openSession opens the state directory (dir, or the default when dir is
// "") and reads the saved session. A damaged file gives a notice (its good
// part is kept); a directory that cannot be used is an error, a usage
// error when it was given with --state. A session whose bankroll does not
// add up (casino.Session.Check) is refused, a usage error saying how to
// start afresh, and the file is left as it is.
func openSession(dir string, flagged bool) (*store.Store, casino.Session, string, error) {
	dir, err := cli.StateDir(dir)
	if err != nil {
		return nil, casino.Session{}, "", fmt.Errorf("%v (give --state DIR, or --no-save)", err)
	}
	l := casino.Loader{Keep: keepRounds}
	st, problem, err := store.OpenEach(dir, l.Add)
	if err != nil {
		if flagged {
			return nil, casino.Session{}, "", cli.StateError(dir, err)
		}
		return nil, casino.Session{}, "", fmt.Errorf("%v (give --state DIR, or --no-save)", err)
	}
	sess := l.Session()
	if err := sess.Check(); err != nil {
		st.Close()
		return nil, casino.Session{}, "", refusal(st.Path(), err)
	}
	notice := problem
	if sess.Problem != "" {
		notice = strings.TrimSpace(notice + " " + sess.Problem)
	}
	return st, sess, notice, nil
}

// loadSession opens the saved session (see openSession) and fills the
// options the command line left out from its settings (restoreSettings).
// A saved client seed that is the old constant default is replaced by one
// drawn from entropy (casino.Session.RenewClient), and the notice says
// so, unless --client-seed gives one. The store is open when err is nil.
func loadSession(o tui.Options, dir string, flagged bool, entropy io.Reader) (tui.Options, tui.Persist, *store.Store, error) {
	st, sess, notice, err := openSession(dir, flagged)
	if err != nil {
		return o, tui.Persist{}, nil, err
	}
	if o.ClientSeed == "" {
		notice = strings.TrimSpace(notice + " " + sess.RenewClient(entropy))
	}
	p := tui.Persist{Session: sess, Store: st}
	o, p.Notice = restoreSettings(o, sess.Settings, notice)
	if err := checkFairShuffle(o); err != nil { // fair mode saved, --algo given
		st.Close()
		return o, tui.Persist{}, nil, err
	}
	return o, p, st, nil
}

// refusal is the one line that refuses a session whose bankroll does not
// add up: where, and the two ways to start afresh.
func refusal(path string, check error) error {
	p := store.ShowPath(path)
	return cli.Usagef("the saved bankroll does not add up, so the session is not carried on: %s, %v; to start afresh, move the file aside (mv %s %s.bad) or give another --state DIR",
		p, check, p, p)
}

// restoreSettings fills the options the command line left out from the
// saved settings. Saved settings this version cannot use are dropped, and
// the notice says so.
func restoreSettings(o tui.Options, saved *casino.Settings, notice string) (tui.Options, string) {
	if saved == nil {
		return o, notice
	}
	r := o
	if r.Gen == "" {
		r.Gen = saved.Gen
	}
	if r.Algo == "" {
		r.Algo = saved.Algo
	}
	if r.Dice == 0 {
		r.Dice = saved.Dice
	}
	if r.Shuffles == "" {
		r.Shuffles = strconv.Itoa(saved.Shuffles)
		if saved.Shuffles == solitaire.UntilRandom {
			r.Shuffles = "random"
		}
	}
	if !r.FairGiven {
		r.Fair = saved.Fair
	}
	if r.ClientSeed == "" && round.CheckClientSeed(saved.Client) == nil {
		r.ClientSeed = saved.Client
	}
	biased := ""
	if a, err := shuffle.Lookup(r.Algo); r.Fair && o.Algo == "" && err == nil && round.CheckShuffle(a) != nil {
		biased = fmt.Sprintf(" The saved shuffle %q is biased and provably fair mode is on: the shuffle is fisher-yates.", a.Name)
		r.Algo = ""
	}
	if _, err := r.Resolve(); err != nil {
		return o, strings.TrimSpace(notice + " The saved settings were not restored: " + flagError(err) + ".")
	}
	return r, strings.TrimSpace(notice + biased)
}

// checkFairShuffle refuses provably fair mode with a biased shuffle given
// on the command line: a fair round deals with an unbiased shuffle only
// (round.CheckShuffle). A biased shuffle saved is dropped by
// restoreSettings instead.
func checkFairShuffle(o tui.Options) error {
	if !o.Fair || o.Algo == "" {
		return nil
	}
	a, err := shuffle.Lookup(o.Algo)
	if err != nil {
		return nil // Resolve says what is wrong with it
	}
	if err := round.CheckShuffle(a); err != nil {
		if o.FairGiven {
			return cli.Usagef("--fair with --algo %s: %v", a.Name, err)
		}
		return cli.Usagef("--algo: %v (provably fair mode is on, as saved; --fair=false turns it off)", err)
	}
	return nil
}

// utf8Locale reports whether the locale names UTF-8 (tui.UTF8Locale); an
// unset locale is POSIX's "C", which is ASCII.
func utf8Locale(getenv func(string) string) bool {
	utf8, _ := tui.UTF8Locale(getenv)
	return utf8
}

func isTerminal(f *os.File) bool { return term.IsTerminal(f.Fd()) }

// flagError words a setting the casino refused with its flag's spelling:
// a *settings.FieldError names the field ("seed: …"), the command line
// names the flag ("--seed: …"; every field is the name of its flag).
func flagError(err error) string {
	var fe *settings.FieldError
	if errors.As(err, &fe) {
		return fe.Named("--" + fe.Field)
	}
	return err.Error()
}
