package tui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// latticeTab is the Shuffle Lab's Lattice tab.
type latticeTab struct {
	c    *common
	w, h int
}

func newLatticeTab(c *common) labTab { return &latticeTab{c: c} }

func (t *latticeTab) Title() string                    { return "Lattice" }
func (t *latticeTab) Update(tea.Msg) (labTab, tea.Cmd) { return t, nil }
func (t *latticeTab) View() string                     { return "" }
func (t *latticeTab) SetSize(w, h int)                 { t.w, t.h = w, h }
func (t *latticeTab) Keys() []key.Binding              { return nil }
func (t *latticeTab) Enter() tea.Cmd                   { return nil }
func (t *latticeTab) Leave()                           {}
