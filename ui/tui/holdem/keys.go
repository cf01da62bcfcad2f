package holdem

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"

	game "riffle/games/holdem"
	"riffle/ui/tui/pokertable"

	"riffle/ui/tui/common"
)

// KeyMap is the Hold'em table's keys. It is a bubbles help.KeyMap;
// [Model.ShortHelp] and [Model.FullHelp] enable and name its bindings for
// the hand first, so that help never shows a key that does nothing now.
type KeyMap struct {
	Deal              key.Binding
	Call, Raise, Fold key.Binding
	// The raise's size in pot and no limit, on your move: the least, half
	// the pot, three quarters, the pot, all in; digits type it.
	Least, Half, ThreeQuarters, Pot, AllIn key.Binding
	Type                                   key.Binding
	More, Fewer                            key.Binding // computer players, between hands
	Limit                                  key.Binding // fixed, pot, no limit, between hands
	Log                                    key.Binding
}

// DefaultKeyMap is every key enabled.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Deal:          key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "deal")),
		Call:          key.NewBinding(key.WithKeys("c", "k"), key.WithHelp("c", "call")),
		Raise:         key.NewBinding(key.WithKeys("r", "b"), key.WithHelp("r", "raise")),
		Fold:          key.NewBinding(key.WithKeys("f", "x"), key.WithHelp("f", "fold")),
		Least:         key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "least")),
		Half:          key.NewBinding(key.WithKeys("h"), key.WithHelp("h", "½ pot")),
		ThreeQuarters: key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "¾ pot")),
		Pot:           key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pot")),
		AllIn:         key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "all in")),
		Type: key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "backspace"),
			key.WithHelp("0-9", "type the raise")),
		More:  key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "players")),
		Fewer: key.NewBinding(key.WithKeys("-", "_")),
		Limit: key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "game: fixed, pot, no limit")),
		Log:   key.NewBinding(key.WithKeys("l"), key.WithHelp("l", "why they played")),
	}
}

// ShortHelp is every enabled key: the one-line help and the full help
// list the same keys. (Fewer shares More's help line.)
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Call, k.Raise, k.Fold, k.Least, k.Half, k.ThreeQuarters, k.Pot, k.AllIn, k.Type, k.Deal, k.More, k.Limit, k.Log)
}

// FullHelp is every enabled key, in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// ShortHelp is the keys that work now, for the one-line help.
func (m *Model) ShortHelp() []key.Binding { return m.keyMap().ShortHelp() }

// FullHelp is every key that works now, for the full help.
func (m *Model) FullHelp() [][]key.Binding { return m.keyMap().FullHelp() }

// keyMap is the keys as help shows them now: the moves open to you on
// your turn, named with their price, space between hands, the players'
// count between hands. (The table has no fairness panel, so f, the
// panel's key elsewhere, folds here; x too.)
func (m *Model) keyMap() KeyMap {
	k := m.keys
	to := m.chosenSize()
	if lo, hi, ok := m.g.Hand().RaiseTo(); !ok || to < lo || to > hi {
		to = 0 // a typed size out of range is not the raise: r refuses it
	}
	m.g.MoveKeys(&k.Call, &k.Raise, &k.Fold, to)
	sizing := k.Raise.Enabled() && m.g.Limit() != game.FixedLimit
	for _, b := range []*key.Binding{&k.Least, &k.Half, &k.ThreeQuarters, &k.Pot, &k.AllIn, &k.Type} {
		b.SetEnabled(sizing)
	}
	if sizing {
		keys := sizeKeys(&k)
		for i, s := range m.sizes() {
			keys[i].SetHelp(keys[i].Help().Key, fmt.Sprintf("%s %d", s.word, s.to))
		}
	}
	k.Deal.SetEnabled(!m.g.InPlay() && !m.g.Pacing() && m.dealErr() == nil)
	k.Limit.SetEnabled(!m.g.InPlay() && !m.g.Pacing())
	k.Limit.SetHelp("g", m.g.Limit().String())
	if m.g.Dealt() {
		k.Deal.SetHelp("space", "next hand")
	}
	k.More.SetEnabled(!m.g.InPlay() && !m.g.Pacing())
	k.Log.SetEnabled(m.g.Dealt())
	if m.g.ShowWhy {
		k.Log.SetHelp("l", "hide why")
	}
	return k
}

// buttons are your moves and the deal as buttons.
func (m *Model) buttons() []common.Button {
	k := m.keyMap()
	return []common.Button{{Key: k.Call, Zone: zoneCall}, {Key: k.Raise, Zone: zoneRaise}, {Key: k.Fold, Zone: zoneFold}, {Key: k.Deal, Zone: zoneDeal}}
}

// sizeKeys are the raise's sizes' keys in k, in the order of sizes.
func sizeKeys(k *KeyMap) [5]*key.Binding {
	return [5]*key.Binding{&k.Least, &k.Half, &k.ThreeQuarters, &k.Pot, &k.AllIn}
}

// sizeZones are their buttons' zones, in the same order.
var sizeZones = [5]string{zoneLeast, zoneHalf, zoneThreeQuarters, zonePot, zoneAllIn}

// sizeButtons are the raise's sizes as buttons (pot and no limit, on
// your move), and the game between hands.
func (m *Model) sizeButtons() []common.Button {
	k := m.keyMap()
	var out []common.Button
	for i, b := range sizeKeys(&k) {
		out = append(out, common.Button{Key: *b, Zone: sizeZones[i]})
	}
	return append(out, common.Button{Key: k.Limit, Zone: zoneLimit})
}

// size is one of the raise's sizes: its share of the pot
// (pokertable.Game.SizeOf), its word and the bet it raises to now.
type size struct {
	share float64
	word  string
	to    int
}

// sizes are the raise's sizes now, in the order of sizeKeys (none when
// you may not raise).
func (m *Model) sizes() []size {
	out := []size{{0, "least", 0}, {0.5, "½ pot", 0}, {0.75, "¾ pot", 0}, {1, "pot", 0}, {pokertable.AllIn, "all in", 0}}
	if m.g.Limit() == game.PotLimit {
		out[4].word = "most"
	}
	for i := range out {
		to, ok := m.g.SizeOf(out[i].share)
		if !ok {
			return nil
		}
		out[i].to = to
	}
	return out
}

// The buttons' zones.
const (
	zoneCall  = "holdem.call"
	zoneRaise = "holdem.raise"
	zoneFold  = "holdem.fold"
	zoneDeal  = "holdem.deal"

	zoneLeast         = "holdem.least"
	zoneHalf          = "holdem.half"
	zoneThreeQuarters = "holdem.threequarters"
	zonePot           = "holdem.pot"
	zoneAllIn         = "holdem.allin"
	zoneLimit         = "holdem.limit"
)

// Zones the root's tests click.
const (
	ZoneCall  = zoneCall
	ZoneRaise = zoneRaise
	ZoneFold  = zoneFold
	ZoneDeal  = zoneDeal

	ZoneLeast = zoneLeast
	ZoneHalf  = zoneHalf
	ZonePot   = zonePot
	ZoneAllIn = zoneAllIn
	ZoneLimit = zoneLimit
)
