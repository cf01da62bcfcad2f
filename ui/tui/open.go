package tui

import (
	"encoding/hex"
	"fmt"
	"strings"

	"riffle/games/casino"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

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
