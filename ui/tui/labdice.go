package tui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// diceTab is the Shuffle Lab's Dice rollers tab.
type diceTab struct {
	c    *common
	w, h int
}

func newDiceTab(c *common) labTab { return &diceTab{c: c} }

func (t *diceTab) Title() string                    { return "Dice rollers" }
func (t *diceTab) Update(tea.Msg) (labTab, tea.Cmd) { return t, nil }
func (t *diceTab) View() string                     { return "" }
func (t *diceTab) SetSize(w, h int)                 { t.w, t.h = w, h }
func (t *diceTab) Keys() []key.Binding              { return nil }
func (t *diceTab) Enter() tea.Cmd                   { return nil }
func (t *diceTab) Leave()                           {}
