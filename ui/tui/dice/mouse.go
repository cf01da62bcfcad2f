package dice

import (
	"strconv"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// The screen's zones: the title's arrows, the wireframe, the line naming
// who throws, and the list's rows.
const (
	zonePrev = "dice.prev"
	zoneNext = "dice.next"
	zoneWire = "dice.wire"
	zoneKind = "dice.kind"
)

// zoneRow is the zone of the list's row of die i.
func zoneRow(i int) string { return "dice.row" + strconv.Itoa(i) }

// Zones the root's tests click.
const (
	ZonePrev = zonePrev
	ZoneNext = zoneNext
	ZoneWire = zoneWire
	ZoneKind = zoneKind
)

// ZoneRow is the zone of the list's row of die i.
func ZoneRow(i int) string { return zoneRow(i) }

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
	for _, b := range []struct {
		zone string
		key  bool
		k    tea.KeyMsg
	}{
		{zonePrev, km.Next.Enabled(), common.KeyOf(km.Prev)},
		{zoneNext, km.Next.Enabled(), common.KeyOf(km.Next)},
		{zoneWire, km.Throw.Enabled(), common.KeyOf(km.Throw)},
		{zoneKind, km.Kind.Enabled(), common.KeyOf(km.Kind)},
	} {
		if b.key && m.c.InZone(b.zone, msg) {
			return m.updateKey(b.k)
		}
	}
	return nil
}
