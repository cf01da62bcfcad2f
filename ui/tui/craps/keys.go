package craps

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// KeyMap is the craps screen's keys: the table's, then the puzzle mode's.
// It is a bubbles help.KeyMap; [Model.ShortHelp] and [Model.FullHelp]
// enable and name its bindings for the mode and the state of the table
// first, so that help never shows a key that does nothing now.
type KeyMap struct {
	Roll               key.Binding
	Raise, Lower       key.Binding // the pass line at the come-out, the odds on a point
	RaiseBig, LowerBig key.Binding
	Odds               key.Binding
	Limit              key.Binding
	Puzzles            key.Binding
	// Puzzle mode.
	Run, Next, Table key.Binding

	// raiseShort is Raise's word in the short help: "bet" or "odds".
	raiseShort string
}

// DefaultKeyMap is every key enabled, named as at the come-out.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Roll:       key.NewBinding(key.WithKeys(" ", "r"), key.WithHelp("space", "roll")),
		Raise:      key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "bet ±10")),
		Lower:      key.NewBinding(key.WithKeys("-", "_")),
		RaiseBig:   key.NewBinding(key.WithKeys("]"), key.WithHelp("]/[", "bet ±100")),
		LowerBig:   key.NewBinding(key.WithKeys("[")),
		Odds:       key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "max odds")),
		Limit:      key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "odds limit")),
		Puzzles:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "puzzles")),
		Run:        key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "pause")),
		Next:       key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next puzzle")),
		Table:      key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "table")),
		raiseShort: "bet",
	}
}

// ShortHelp is the enabled keys worth the one-line help, in few words:
// roll, the bet, the odds and the puzzles at the table (the root drops
// the last ones that do not fit the line); the puzzle mode's keys.
func (k KeyMap) ShortHelp() []key.Binding {
	raise := k.Raise
	raise.SetHelp(raise.Help().Key, k.raiseShort)
	return common.Enabled(k.Roll, raise, k.Odds, k.Puzzles, k.Run, k.Table, k.Next)
}

// FullHelp is every enabled key, in one column. (Lower and LowerBig share
// their help line with Raise and RaiseBig.)
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{common.Enabled(k.Roll, k.Raise, k.RaiseBig, k.Odds, k.Limit, k.Puzzles, k.Run, k.Table, k.Next)}
}

// ShortHelp is the keys worth the one-line help now.
func (s *Model) ShortHelp() []key.Binding { return s.keyMap().ShortHelp() }

// FullHelp is every key that works now, for the full help.
func (s *Model) FullHelp() [][]key.Binding { return s.keyMap().FullHelp() }

// keyMap is the keys as help shows them now: enabled and named for the
// mode and the state of the table. (Update matches s.keys, all enabled: a
// key help leaves out may still say why it cannot act now.)
func (s *Model) keyMap() KeyMap {
	if s.anim.Running() && s.stillKeys != nil { // the keys as they stood: the table's new state is not told yet
		return *s.stillKeys
	}
	k := s.keys
	if s.puzzle {
		for _, b := range []*key.Binding{&k.Roll, &k.Raise, &k.RaiseBig, &k.Odds, &k.Limit, &k.Puzzles} {
			b.SetEnabled(false)
		}
		s.puz.setKeys(&k, s.puzzleAllFit())
		return k
	}
	for _, b := range []*key.Binding{&k.Run, &k.Next, &k.Table} {
		b.SetEnabled(false)
	}
	t := s.table
	if t == nil {
		for _, b := range []*key.Binding{&k.Roll, &k.Raise, &k.RaiseBig, &k.Odds, &k.Limit} {
			b.SetEnabled(false)
		}
		return k
	}
	if t.ComeOut() {
		k.Raise.SetHelp("+/-", "pass bet ±10")
		k.RaiseBig.SetHelp("]/[", "pass bet ±100")
		k.raiseShort = "bet"
	} else {
		k.Raise.SetHelp("+/-", "odds ±10")
		k.RaiseBig.SetHelp("]/[", "odds ±100")
		k.raiseShort = "odds"
	}
	hand := s.hand()
	canOdds := !t.ComeOut() && t.Pass() > 0 && t.MaxOdds() > 0
	k.Raise.SetEnabled(t.ComeOut() || canOdds)
	k.RaiseBig.SetEnabled(t.ComeOut() || canOdds)
	k.Odds.SetEnabled(canOdds && (t.Odds() > 0 || t.MaxOddsNow(hand) > 0))
	if t.Odds() >= t.MaxOddsNow(hand) && t.Odds() > 0 {
		k.Odds.SetHelp("o", "odds off")
	}
	k.Limit.SetEnabled(t.ComeOut())
	k.Limit.SetHelp("m", "odds limit "+t.Rules().Odds.String())
	return k
}

// setKeys enables and names the puzzle mode's keys in k: space pauses,
// resumes or runs more trials (none after an error), tab shows the next
// puzzle when they do not all fit.
func (p *puzzles) setKeys(k *KeyMap, allFit bool) {
	switch {
	case p.err != nil:
		k.Run.SetEnabled(false)
	case p.finished():
		k.Run.SetHelp("space", fmt.Sprintf("%s more trials", text.Int(p.per)))
	case p.paused:
		k.Run.SetHelp("space", "resume")
	}
	k.Next.SetEnabled(!allFit)
}
