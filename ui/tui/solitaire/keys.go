package solitaire

import (
	"github.com/charmbracelet/bubbles/key"

	game "riffle/games/solitaire"
	"riffle/ui/tui/common"
)

// KeyMap is the table's keys. A binding with help stands for its pair
// too (←/→, a/b, +/-, ]/[): the second of a pair has no help of its own.
type KeyMap struct {
	More, Fewer        key.Binding // the next round's riffles
	Random             key.Binding // until random, and back
	Alice, Bob         key.Binding // the side of the next bet
	Raise, Lower       key.Binding // the bet, ±10
	RaiseBig, LowerBig key.Binding // the bet, ±100
	Go                 key.Binding // begin a round, skip the riffles, deal to the end
	Step               key.Binding // deal one card
	Speed              key.Binding
	Play               key.Binding // "Play 10,000", and stop
	View               key.Binding // the next insight view
	Sampler            key.Binding // the panel's background sampler
}

// DefaultKeyMap is the table's keys, every one enabled.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		More:     key.NewBinding(key.WithKeys("right", ">", "."), key.WithHelp("←/→", "riffles")),
		Fewer:    key.NewBinding(key.WithKeys("left", "<", ",")),
		Random:   key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "until random")),
		Alice:    key.NewBinding(key.WithKeys("a"), key.WithHelp("a/b", "bet on Alice/Bob")),
		Bob:      key.NewBinding(key.WithKeys("b")),
		Raise:    key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "bet ±10")),
		Lower:    key.NewBinding(key.WithKeys("-", "_")),
		RaiseBig: key.NewBinding(key.WithKeys("]"), key.WithHelp("]/[", "bet ±100")),
		LowerBig: key.NewBinding(key.WithKeys("[")),
		Go:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "riffle & deal")),
		Step:     key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "deal a card")),
		Speed:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "speed")),
		Play:     key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "play 10,000")),
		View:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "insight view")),
		Sampler:  key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "start sampler")),
	}
}

// ShortHelp is the main keys that are enabled, in few words (the root
// drops the last ones that do not fit the line).
func (k KeyMap) ShortHelp() []key.Binding {
	alice, raise, view := k.Alice, k.Raise, k.View
	alice.SetHelp("a/b", "side")
	raise.SetHelp("+/-", "bet")
	view.SetHelp("tab", "insight")
	return common.Enabled(k.Go, k.Step, k.More, alice, raise, k.Play, view)
}

// FullHelp is every key that is enabled, in one column.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{common.Enabled(k.Go, k.Step, k.More, k.Random, k.Alice, k.Raise, k.RaiseBig, k.Play, k.Speed, k.View, k.Sampler)}
}

// ShortHelp is the main keys that work now (see [KeyMap.ShortHelp]).
func (s *Model) ShortHelp() []key.Binding { return s.keyMap().ShortHelp() }

// FullHelp is every key that works now (see [KeyMap.FullHelp]).
func (s *Model) FullHelp() [][]key.Binding { return s.keyMap().FullHelp() }

// keyMap is the table's keys brought up to date: enabled when they work
// in the table's state, their help saying what they do now. (Update
// matches the keys of s.keys, all enabled: a key that does not work now
// says why.) No key works before the table is built.
func (s *Model) keyMap() KeyMap {
	if s.game == nil {
		return KeyMap{}
	}
	k := s.keys
	phase := s.game.Phase()
	betting := phase == game.Betting
	setting := betting && !s.busy()
	for _, b := range []*key.Binding{&k.More, &k.Fewer, &k.Random} {
		b.SetEnabled(setting)
	}
	if s.game.Shuffles() == game.UntilRandom {
		k.Random.SetHelp("u", "back to "+settingText(s.lastFixed()))
	}
	for _, b := range []*key.Binding{&k.Alice, &k.Bob, &k.Raise, &k.Lower, &k.RaiseBig, &k.LowerBig, &k.Play} {
		b.SetEnabled(betting)
	}
	if s.busy() {
		k.Play.SetHelp("p", "stop playing")
	}
	k.Step.SetEnabled(phase == game.Dealing)
	switch {
	case betting:
		k.Go.SetEnabled(!s.busy())
	case phase == game.Riffling:
		k.Go.SetHelp("enter", "skip to the deal")
	case s.anim.deal:
		k.Go.SetHelp("enter", "finish the deal")
	default:
		k.Go.SetHelp("enter", "deal to the end")
	}
	_, canSample := s.panelSpec(s.game.Shuffles())
	k.Sampler.SetEnabled(canSample && s.c.PanelShown())
	switch {
	case s.panel.Paused():
		k.Sampler.SetHelp("space", "resume sampler")
	case s.panel.Started():
		k.Sampler.SetHelp("space", "pause sampler")
	}
	k.View.SetEnabled(s.W < wideW) // wider, every view is on show
	return k
}
