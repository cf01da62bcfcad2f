package videopoker

import (
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/videopoker"
	"riffle/ui/tui/common"
)

// The zones a click finds: the five cards (and the hold labels under
// them), and the button that deals or draws. A click does what the key
// does, notes and refusals included.
const (
	zonePrefix = "videopoker."
	ZonePlay   = zonePrefix + "play" // the Deal / Draw button
)

// ZoneCard is the zone of card i (0…4).
func ZoneCard(i int) string { return zonePrefix + "card" + strconv.Itoa(i) }

// ZoneHold is the zone of the hold label under card i (0…4).
func ZoneHold(i int) string { return zonePrefix + "hold" + strconv.Itoa(i) }

// updateMouse turns a left click on a card or its label into that card's
// hold key, and a click on the button into space; anything else (the
// wheel, a release, a click outside the zones) does nothing.
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	if common.IsClick(m) && s.anim.Skip() { // a click anywhere shows the cards turning over
		return nil
	}
	if s.c.Clicked(ZonePlay, m) {
		return s.updateKey(keyOf(s.keys.Play))
	}
	for i, b := range s.keys.holds() {
		if s.c.Clicked(ZoneCard(i), m) || s.c.Clicked(ZoneHold(i), m) {
			return s.updateKey(keyOf(*b))
		}
	}
	return nil
}

// keyOf is the key press of b's first key (a single character).
func keyOf(b key.Binding) tea.KeyMsg {
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(b.Keys()[0])}
}

// button is the Deal or Draw button drawn at the end of the title line
// (the line beside the cards can be too narrow for it), marked for
// clicks.
func (s *Model) button() string {
	label := "[Deal]"
	if s.game.Phase() == game.Holding {
		label = "[Draw]"
	}
	return "   " + s.c.Mark(ZonePlay, s.c.Styles().P.Key.Render(label))
}

// mouseHelp is the full help's word on the mouse while cards can be held.
func (s *Model) mouseHelp() []key.Binding {
	b := key.NewBinding(key.WithKeys("click"), key.WithHelp("click", "a card to hold it"))
	b.SetEnabled(s.game != nil && s.game.Phase() == game.Holding)
	return []key.Binding{b}
}
