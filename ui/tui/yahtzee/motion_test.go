package yahtzee

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// motionTest is five dice with motion on, at thirty frames a second.
func motionTest(t *testing.T, w, h int) *Model {
	t.Helper()
	m := newTest(t, 5, w, h)
	tuitest.Settings(m.c, func(st *settings.Settings) { st.Motion, st.Frame = true, settings.FrameEvery })
	return m
}

// counted is the faces the panel has counted.
func counted(m *Model) (n int64) {
	for _, c := range m.faces[m.cfg.d] {
		n += c
	}
	return n
}

// With motion the dice rolled tumble over the screen as it stood: the
// roll is made first; the panel counts nothing and the screen tells
// nothing new (its note, the dice kept as they were) until they show; the
// frames run to the end, or a key (which does nothing else) or a click
// ends them; at 78×22 (art) and 78×10 (boxes).
func TestDiceTumble(t *testing.T) {
	for _, size := range [][2]int{{78, 22}, {78, 10}} {
		for _, end := range []string{"frames", "key", "click"} {
			m := motionTest(t, size[0], size[1])
			for roll := 0; roll < 3 && !m.game.Done(); roll++ {
				before := tuitest.Plain(m.View())
				was := counted(m)
				_, cmd := m.Update(tuitest.Key("space"))
				if cmd == nil || !m.Tumbling() {
					t.Fatalf("%v %s: space did not tumble the dice", size, end)
				}
				during := tuitest.Plain(m.View())
				if counted(m) != was || firstLine(during) != firstLine(before) || noteOf(during, m) != noteOf(before, m) {
					t.Fatalf("%v %s roll %d: told while tumbling:\n%s\n---\n%s", size, end, roll, before, during)
				}
				switch end {
				case "frames":
					for m.Tumbling() {
						m.Update(m.anim.NextTick())
					}
				case "key":
					kept := fmt.Sprint(m.game.KeptCounts())
					m.Update(tuitest.Key("k"))
					if fmt.Sprint(m.game.KeptCounts()) != kept {
						t.Fatalf("k during the tumble kept dice")
					}
				case "click":
					m.Update(tea.MouseMsg{X: 3, Y: 3, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
				}
				if m.Tumbling() || counted(m) <= was {
					t.Fatalf("%v %s: the roll did not show (tumbling %v, counted %d → %d)", size, end, m.Tumbling(), was, counted(m))
				}
				tuitest.Press(m, "k") // keep as advised
			}
		}
	}
}

func firstLine(v string) string { return strings.SplitN(v, "\n", 2)[0] }

// noteOf is the note's text as the screen shows it ("" when it shows
// none).
func noteOf(v string, m *Model) string {
	if m.note != "" && strings.Contains(v, m.note[:min(len(m.note), 20)]) {
		return m.note[:min(len(m.note), 20)]
	}
	return ""
}

// Motion never decides: five dice kept as advised, with motion and
// without, from one seed, roll the same faces.
func TestTumbleDecidesNothing(t *testing.T) {
	still, moving := newTest(t, 5, 78, 22), motionTest(t, 78, 22)
	var a, b []string
	for _, m := range []*Model{still, moving} {
		for range 12 {
			m.Update(tuitest.Key("space"))
			m.anim.Skip()
			faces := fmt.Sprint(m.game.Faces())
			if m == still {
				a = append(a, faces)
			} else {
				b = append(b, faces)
			}
			tuitest.Press(m, "k")
		}
	}
	if strings.Join(a, " ") != strings.Join(b, " ") {
		t.Errorf("motion changed the dice:\n%v\n%v", a, b)
	}
}

// The dice keep their size from before the first roll, through its
// tumble, to the dice it shows (they tumbled as boxes and settled as pips
// at 140 and 200 columns).
func TestDiceKeepTheirSize(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {140, 45}, {200, 60}} {
		m := motionTest(t, size[0], size[1])
		_, _, rows := m.viewLines()
		m.Update(tuitest.Key("space"))
		if m.still == nil || m.still.rows != rows {
			t.Fatalf("%v: the tumble's dice are not those before the roll (%v)", size, m.still != nil)
		}
		for m.Tumbling() {
			m.Update(m.anim.NextTick())
		}
		if _, _, after := m.viewLines(); after != rows || rows == 0 {
			t.Errorf("%v: dice %d rows before the roll, %d after", size, rows, after)
		}
	}
}
