package tui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// seedSpaceTab is the Shuffle Lab's Seed space tab.
type seedSpaceTab struct {
	c    *common
	w, h int
}

func newSeedSpaceTab(c *common) labTab { return &seedSpaceTab{c: c} }

func (t *seedSpaceTab) Title() string                    { return "Seed space" }
func (t *seedSpaceTab) Update(tea.Msg) (labTab, tea.Cmd) { return t, nil }
func (t *seedSpaceTab) View() string                     { return "" }
func (t *seedSpaceTab) SetSize(w, h int)                 { t.w, t.h = w, h }
func (t *seedSpaceTab) Keys() []key.Binding              { return nil }
func (t *seedSpaceTab) Enter() tea.Cmd                   { return nil }
func (t *seedSpaceTab) Leave()                           {}
