package tui

import (
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/lab"
	"riffle/ui/tui/settings"
)

// The lifecycle: a saved session carried on (its open rounds taken up),
// the program run on a terminal, and the tables closed as it ends.

// Continue carries on from a saved session: its bankroll and rounds, the
// next round number and fair nonce, the client seed and fair mode; with
// save set, it records the start of this session and every round settled
// from now on. A round left open (a craps point when the program was
// killed) is handed back to its table, its stake on the table again.
func (m *Model) Continue(s casino.Session, save *Saver, entropy io.Reader) {
	fair := m.ledger.Fair()
	var saver casino.Saver
	if save != nil {
		saver = save
	}
	l := m.ledger // in place: the screens hold it (no round is in play yet, so CarryOn refuses only a bankroll)
	if err := l.CarryOn(s, entropy, saver); err != nil {
		m.notice = "Saved bankroll refused: " + err.Error()
	}
	if s.Settings == nil || m.fairSet {
		l.SetFair(fair)
	}
	if save != nil {
		st := m.savedSettings()
		l.Start(st)
		m.saved = st
	}
	m.resume(takeSecrets(l.Open(), save))
}

// savedSettings are the settings a session file keeps: the session's and
// the ledger's fair mode and client seed.
func (m *Model) savedSettings() casino.Settings {
	s, l := m.c.Settings(), m.ledger
	return casino.Settings{Gen: s.Gen.Name, Algo: s.Algo.Name, Seed: s.EffectiveSeed(), Dice: s.Dice,
		Shuffles: s.Shuffles, Fair: l.Fair(), Client: l.Client()}
}

// saveSettings records the settings when they have changed since last
// saved.
func (m *Model) saveSettings() {
	b := m.ledger
	if !b.Saved() {
		return
	}
	if st := m.savedSettings(); st != m.saved {
		b.SaveSettings(st)
		m.saved = st
	}
}

// Run resolves the options and runs the TUI on the terminal until the user
// quits. Option errors are returned before the screen is touched.
//
// p carries on from a saved session and saves this one (see
// [Model.Continue]). The program ends on q, ctrl+c, SIGINT (Run returns
// tea.ErrInterrupted), SIGTERM and SIGHUP; in every case the terminal is
// restored and every settled round is on disk before Run returns.
func Run(o settings.Options, p Persist) error {
	s, err := Resolve(o)
	if err != nil {
		return err
	}
	m := New(s, o.Screen, Renderer(os.Stdout))
	if err := m.openDemos(o); err != nil {
		return err
	}
	m.present = o.Present
	var saver *Saver
	if p.Store != nil {
		saver = NewSaver(p.Store)
	}
	m.Continue(p.Session, saver, p.Entropy)
	m.choose(o)
	m.notice = strings.TrimSpace(p.Notice + " " + m.notice) // a damaged file, then a round taken up
	prog := tea.NewProgram(m, tea.WithAltScreen(), tea.WithMouseCellMotion())
	// bubbletea ends the program on SIGTERM (and SIGINT); SIGHUP, the
	// terminal gone, ends it here. Either is reported as Signaled.
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, syscall.SIGHUP, syscall.SIGTERM)
	got := make(chan os.Signal, 1)
	go func() {
		var first os.Signal
		for s := range sigs {
			if first == nil {
				first = s
			}
			if s == syscall.SIGHUP {
				prog.Quit() // the terminal is gone: save and go
			}
		}
		got <- first
	}()
	_, err = prog.Run()
	signal.Stop(sigs)
	close(sigs)
	if s := <-got; s != nil && err == nil {
		err = Signaled{s.(syscall.Signal)}
	}
	for _, note := range m.closeTables() {
		fmt.Fprintln(os.Stderr, "riffle: "+note)
	}
	if saver != nil {
		if serr := saver.Close(); serr != nil && err == nil {
			err = fmt.Errorf("saving the session: %v", serr)
		}
	}
	return err
}

// Signaled is Run's error when a signal ended the program (after the
// terminal was restored and the session saved); the shell's status for it
// is 128 + the signal's number.
type Signaled struct{ Signal syscall.Signal }

func (s Signaled) Error() string { return "ended by " + s.Signal.String() }

// Persist is what Run carries on from and saves to.
type Persist struct {
	Session casino.Session // the saved session ("" when new)
	Store   Appender       // where entries go; nil: the session is not saved
	Notice  string         // one line shown when the casino opens (a damaged file)
	Entropy io.Reader      // where provably fair server seeds come from; nil: crypto/rand
}

// choose applies the command line's fair mode and client seed over the
// saved session's.
func (m *Model) choose(o settings.Options) {
	b := m.ledger
	if o.FairGiven {
		b.SetFair(o.Fair)
		m.fairSet = true
	}
	if o.ClientSeed != "" {
		_ = b.SetClient(o.ClientSeed) // Resolve checked it
	}
	if b.Fair() {
		b.Commitment() // on show before the first round can begin
	}
	m.saveSettings()
	if l := o.Lab; l.Gen != "" || l.Algo != "" || l.Seed != "" {
		// The Lab opens on the command line's, the casino keeps its own.
		s := m.c.Settings()
		for _, kv := range [][2]string{{"gen", l.Gen}, {"algo", l.Algo}, {"seed", l.Seed}} {
			if kv[1] != "" {
				_ = s.Set(kv[0], kv[1]) // checked by Resolve, as the casino's would be
			}
		}
		if e, ok := m.screens[labID]; ok {
			e.Update(lab.OwnMsg{Settings: s})
		}
	}
}

// closeTables stops every screen and plays out the rounds that cannot be
// called off (a craps point), as the casino closes; it returns what each
// played out said.
func (m *Model) closeTables() []string {
	m.Stop()
	var notes []string
	for _, s := range m.screens {
		if s.rounds != nil {
			if note := s.rounds.SettleOnQuit(); note != "" {
				notes = append(notes, note)
			}
		}
	}
	return notes
}

// Stop ends every background worker.
func (m *Model) Stop() {
	for _, s := range m.screens {
		s.Leave()
		if s.panel != nil {
			s.panel.Panel().Stop()
		}
	}
}

// resume hands each round left open to its table, which plays it again to
// where it stood and stakes its chips; the notice says so. A round that
// cannot be taken up is called off: a void entry closes it, so that the
// next start does not try again, and the notice says why in one line. Its
// chips stay in hand — the bankroll held them all along — so the void
// moves none: no chips are lost, and none paid beyond the stake.
func (m *Model) resume(open []casino.Entry) {
	for _, e := range open {
		r := m.screens[common.ID(e.Round.Table)].resumes
		note := ""
		var err error
		if r == nil {
			err = fmt.Errorf("the %s table cannot take up a round", e.Round.Table)
		} else {
			note, err = r.Resume(e)
		}
		if err != nil {
			m.ledger.Void(e, err)
			note = fmt.Sprintf("The open %s round could not be taken up (%v): it is void, and its %s on the table %s back in hand.",
				e.Round.Table, oneLine(err), text.Plural(e.Stake, "chip"), text.OneMany(e.Stake, "is", "are"))
		}
		m.notice = strings.TrimSpace(m.notice + " " + note)
	}
}

// takeSecrets gives the open provably fair rounds their server seeds back
// from the secrets save keeps (the session file holds none while a round
// is in play), and prunes the secrets no open round names (rounds settled
// by a program killed before it removed them). A round whose seed is
// missing keeps none, and its table refuses it (round.ErrNoServerSeed);
// one whose seed does not match its commitment is refused by its table
// too. An old file's open round, which held its seed, keeps it.
func takeSecrets(open []casino.Entry, save *Saver) []casino.Entry {
	out := make([]casino.Entry, len(open))
	names := map[string]bool{}
	for i, e := range open {
		out[i] = e
		f := e.Round.Fair
		if f == nil {
			continue
		}
		names[f.Commit] = true
		if f.Server != "" || save == nil {
			continue
		}
		secret, err := save.Secret(f.Commit)
		if err != nil {
			continue
		}
		secret = strings.TrimSpace(secret) // a newline added by hand
		if _, herr := hex.DecodeString(secret); herr != nil {
			continue
		}
		r, seeds := *e.Round, *f
		seeds.Server = secret
		r.Fair = &seeds
		out[i].Round = &r
	}
	if save != nil {
		save.PruneSecrets(func(name string) bool { return names[name] })
	}
	return out
}

// oneLine is err's first line.
func oneLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
