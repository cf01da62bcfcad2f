package tui

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
)

// helpKey is the help's inputs: the width, short or full, colours, and
// every binding's key and description, column by column.
func (m *Model) helpKey(km keyMap) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(m.w))
	b.WriteString(strconv.FormatBool(m.fullHelp))
	b.WriteString(strconv.FormatBool(m.c.Styles().Color))
	write := func(bs []key.Binding) {
		b.WriteByte(1)
		for _, k := range bs {
			h := k.Help()
			b.WriteString(h.Key)
			b.WriteByte(0)
			b.WriteString(h.Desc)
			b.WriteByte(0)
			if !k.Enabled() {
				b.WriteByte(2)
			}
		}
	}
	write(km.short)
	for _, col := range km.full {
		write(col)
	}
	return b.String()
}
