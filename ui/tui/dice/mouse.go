package dice

import (
	"strconv"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// The screen's zones: the title's arrows, each line of the wireframe and
// of the words naming who throws (a zone is one line), and the list's
// rows.
const (
	zonePrev = "dice.prev"
	zoneNext = "dice.next"
)

func zoneWire(line int) string { return "dice.wire" + strconv.Itoa(line) }
func zoneKind(line int) string { return "dice.kind" + strconv.Itoa(line) }
func zoneRow(i int) string     { return "dice.row" + strconv.Itoa(i) }

// Zones the root's tests click: the arrows, line l of the wireframe and
// of who throws, the list's row of die i.
const (
	ZonePrev = zonePrev
	ZoneNext = zoneNext
)

func ZoneWire(l int) string { return zoneWire(l) }
func ZoneKind(l int) string { return zoneKind(l) }
func ZoneRow(i int) string  { return zoneRow(i) }

// maxZoneLines bounds the lines a click is looked for in.
const maxZoneLines = 64

// click presses the key of what was clicked: an arrow steps through the
// dice, the die throws it, the throw line changes who throws; in the list
// a row is chosen.
func (m *Model) click(msg tea.MouseMsg) tea.Cmd {
	if !common.IsClick(msg) || m.shop == nil {
		return nil
	}
	km := m.keyMap()
	if m.mode == listMode {
		for i := range m.shop {
			if m.c.InZone(zoneRow(i), msg) {
				m.cursor = i
				return m.updateKey(common.KeyOf(km.Choose))
			}
		}
		return nil
	}
	type button struct {
		zone string
		on   bool
		k    tea.KeyMsg
	}
	buttons := []button{{zonePrev, km.Next.Enabled(), common.KeyOf(km.Prev)}, {zoneNext, km.Next.Enabled(), common.KeyOf(km.Next)}}
	for l := range maxZoneLines {
		buttons = append(buttons, button{zoneWire(l), km.Throw.Enabled(), common.KeyOf(km.Throw)},
			button{zoneKind(l), km.Kind.Enabled(), common.KeyOf(km.Kind)})
	}
	for _, b := range buttons {
		if b.on && m.c.InZone(b.zone, msg) {
			return m.updateKey(b.k)
		}
	}
	return nil
}
