package tui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// classroomTab is the Shuffle Lab's Classroom tab.
type classroomTab struct {
	c    *common
	w, h int
}

func newClassroomTab(c *common) labTab { return &classroomTab{c: c} }

func (t *classroomTab) Title() string                    { return "Classroom" }
func (t *classroomTab) Update(tea.Msg) (labTab, tea.Cmd) { return t, nil }
func (t *classroomTab) View() string                     { return "" }
func (t *classroomTab) SetSize(w, h int)                 { t.w, t.h = w, h }
func (t *classroomTab) Keys() []key.Binding              { return nil }
func (t *classroomTab) Enter() tea.Cmd                   { return nil }
func (t *classroomTab) Leave()                           {}
