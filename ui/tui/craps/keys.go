package craps

import (
	"fmt"
	"strconv"

	"github.com/charmbracelet/bubbles/key"

	game "riffle/games/craps"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// KeyMap is the craps screen's keys: the table's, then the puzzle mode's.
// It is a bubbles help.KeyMap; [Model.ShortHelp] and [Model.FullHelp]
// enable and name its bindings for the mode and the state of the table
// first, so that help never shows a key that does nothing now.
type KeyMap struct {
	Roll               key.Binding
	Left, Right        key.Binding // the bet cursor along the layout
	Up, Down           key.Binding // the bet cursor by groups
	Raise, Lower       key.Binding // the bet under the cursor
	RaiseBig, LowerBig key.Binding
	TakeDown           key.Binding
	Odds               key.Binding
	Working, ComeOdds  key.Binding
	Limit              key.Binding
	Click              key.Binding // the help's word on the mouse: a bet on the felt
	Puzzles            key.Binding
	// Puzzle mode.
	Run, Next, Table key.Binding

	// raiseShort is Raise's word in the short help: the bet under the
	// cursor.
	raiseShort string
}

// DefaultKeyMap is every key enabled, named as at the come-out.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Roll:       key.NewBinding(key.WithKeys(" ", "r"), key.WithHelp("space", "roll")),
		Left:       key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/→", "choose a bet")),
		Right:      key.NewBinding(key.WithKeys("right", "l")),
		Up:         key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", "bets by group")),
		Down:       key.NewBinding(key.WithKeys("down", "j")),
		Raise:      key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "bet ±10")),
		Lower:      key.NewBinding(key.WithKeys("-", "_")),
		RaiseBig:   key.NewBinding(key.WithKeys("]"), key.WithHelp("]/[", "bet ±100")),
		LowerBig:   key.NewBinding(key.WithKeys("[")),
		TakeDown:   key.NewBinding(key.WithKeys("x", "backspace", "delete"), key.WithHelp("x", "take down")),
		Odds:       key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "max odds")),
		Working:    key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "place bets on at come-out")),
		ComeOdds:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "come odds on at come-out")),
		Limit:      key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "odds limit")),
		Click:      key.NewBinding(key.WithKeys("click"), key.WithHelp("click", "a bet selects it, again adds; right-click takes off")),
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
	return common.Enabled(k.Roll, raise, k.Left, k.Odds, k.Puzzles, k.Run, k.Table, k.Next)
}

// FullHelp is every enabled key, in one column. (Lower and LowerBig share
// their help line with Raise and RaiseBig.)
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{common.Enabled(k.Roll, k.Left, k.Up, k.Raise, k.RaiseBig, k.TakeDown, k.Odds, k.Working, k.ComeOdds,
		k.Limit, k.Click, k.Puzzles, k.Run, k.Table, k.Next)}
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
	table := []*key.Binding{&k.Roll, &k.Left, &k.Right, &k.Up, &k.Down, &k.Raise, &k.Lower, &k.RaiseBig, &k.LowerBig,
		&k.TakeDown, &k.Odds, &k.Working, &k.ComeOdds, &k.Limit, &k.Click}
	if s.puzzle {
		for _, b := range append(table, &k.Puzzles) {
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
		for _, b := range table {
			b.SetEnabled(false)
		}
		return k
	}
	p := s.selected()
	hand := s.hand()
	memo := strconv.FormatUint(t.Version(), 10) + " " + p + " " + strconv.Itoa(hand) + " " + t.Rules().Odds.String()
	if memo == s.keysFor {
		return s.keysMemo
	}
	defer func() { s.keysFor, s.keysMemo = memo, k }()
	name := game.PlaceName(p)
	k.raiseShort = name
	up, down := t.MaxBet(p, hand) > t.Bet(p), t.Bet(p) > 0 && t.CanTakeDown(p) == nil
	k.Raise.SetHelp("+/-", fmt.Sprintf("%s ±%d", name, s.stepOf(p, step)))
	k.RaiseBig.SetHelp("]/[", fmt.Sprintf("%s ±%d", name, s.stepOf(p, bigStep)))
	k.Raise.SetEnabled(up || down)
	k.RaiseBig.SetEnabled(up || down)
	k.Lower.SetEnabled(down)
	k.LowerBig.SetEnabled(down)
	k.TakeDown.SetHelp("x", "take down the "+name)
	k.TakeDown.SetEnabled(down)
	o := s.oddsOf()
	k.Odds.SetEnabled(o != "" && (t.Bet(o) > 0 || t.MaxBet(o, hand) > 0))
	k.Odds.SetHelp("o", "most "+game.PlaceName(o))
	if t.Bet(o) > 0 && t.Bet(o) >= t.MaxBet(o, hand) {
		k.Odds.SetHelp("o", game.PlaceName(o)+" off")
	}
	if t.Working() {
		k.Working.SetHelp("w", "place bets off at come-out")
	}
	if t.ComeOddsWork() {
		k.ComeOdds.SetHelp("c", "come odds off at come-out")
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
