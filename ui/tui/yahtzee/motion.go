package yahtzee

import (
	"strconv"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/assets"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/felt"
)

// tumbleTime is how long the dice rolled tumble before they show.
const tumbleTime = 400 * time.Millisecond

// tumbleState is a roll's tumble: the screen as it stood before the roll,
// where its dice's faces are, how they were drawn (cw: the art's width, or
// the boxes' 5), each die's face and keep then, and which dice roll.
type tumbleState struct {
	lines         []string
	diceAt, rows  int
	cw            int
	faces         []int
	kept, rolling []bool
	card          bool // the whole game's dice, drawn by felt at size
	size          felt.DieSize
}

// stillFrame is the screen before a roll when its dice are to tumble: one
// by one (not grouped), drawn as faces, with motion on; nil otherwise.
func (m *Model) stillFrame() *tumbleState {
	st := m.c.Settings()
	if m.mode == modeGame {
		return m.cardStill()
	}
	if !st.Motion || st.Frame <= 0 || m.W < 1 || m.grouped() {
		return nil
	}
	lines, at, rows := m.viewLines()
	if rows == 0 || at+rows > len(lines) {
		return nil
	}
	cw := 5
	if rows == assets.DieFaceLines {
		cw = assets.DieFaceWidth
	}
	g := m.game
	t := &tumbleState{lines: lines, diceAt: at, rows: rows, cw: cw}
	for i := range m.cfg.n {
		f := 0
		if g.Rolled() {
			f = g.Face(i)
		}
		kept := g.Rolled() && g.Kept(i)
		t.faces = append(t.faces, f)
		t.kept = append(t.kept, kept)
		t.rolling = append(t.rolling, !kept)
	}
	return t
}

// tumble starts the dice rolled tumbling over the still frame; the roll
// is made and recorded before the first frame.
func (m *Model) tumble(still *tumbleState) tea.Cmd {
	if still == nil {
		return nil
	}
	st := m.c.Settings()
	m.still = still
	m.tumbles++
	cmd := m.anim.Begin(st, felt.Frames(st, tumbleTime, 1))
	m.anim.WhenShown(func() { m.still = nil })
	return cmd
}

// tumbleFace is die i's face at this frame (felt.TumbleFace: for the eye
// only; the roll is decided already).
func (m *Model) tumbleFace(i int) int {
	return felt.TumbleFace(m.tumbles, i, m.anim.Frame(), m.cfg.d)
}

// cardStill is the whole game's screen before a roll, its dice to tumble
// (drawn as dice, with motion on); nil otherwise.
func (m *Model) cardStill() *tumbleState {
	st := m.c.Settings()
	if !st.Motion || st.Frame <= 0 || m.W < 1 {
		return nil
	}
	lines, rows, size := m.cardLines()
	if rows == 0 || 1+rows > len(lines) {
		return nil
	}
	c := m.cp.card
	t := &tumbleState{lines: lines, diceAt: 1, rows: rows, card: true, size: size}
	d := c.Dice()
	for i := range 5 {
		kept := c.Rolls() > 0 && c.Rolls() < 3 && c.Kept(i)
		t.faces = append(t.faces, d[i])
		t.kept = append(t.kept, kept)
		t.rolling = append(t.rolling, !kept)
	}
	return t
}

// tumbleView is the still frame with the rolled dice tumbling in it.
func (m *Model) tumbleView() string {
	t := m.still
	st := m.c.Styles()
	if t.card {
		lines := append([]string(nil), t.lines...)
		f := felt.New(st)
		rows := make([]string, t.rows)
		for i := range t.faces {
			face := t.faces[i]
			if t.rolling[i] {
				face = felt.TumbleFace(m.tumbles, i, m.anim.Frame(), 6)
			}
			for r, l := range f.Die(face, 6, t.size, t.kept[i]) {
				if i > 0 {
					rows[r] += "  "
				}
				rows[r] += l
			}
		}
		for r, l := range rows {
			lines[t.diceAt+r] = draw.Truncate(l, m.W)
		}
		return strings.Join(lines, "\n")
	}
	lines := make([]string, len(t.lines))
	copy(lines, t.lines)
	rows := make([]string, t.rows)
	for i := range t.faces {
		f := t.faces[i]
		if t.rolling[i] {
			f = m.tumbleFace(i)
		}
		var face []string
		if t.cw == assets.DieFaceWidth && m.cfg.d == 6 {
			face = assets.DieFace(f)
		} else {
			face = boxOf(strconv.Itoa(f))
		}
		for r := range rows {
			l := strings.Repeat(" ", t.cw)
			if r < len(face) {
				l = draw.FitLine(face[r], t.cw)
			}
			if t.kept[i] {
				l = st.Selected.Render(double.Replace(l))
			}
			if i > 0 {
				rows[r] += " "
			}
			rows[r] += l
		}
	}
	for r, l := range rows {
		lines[t.diceAt+r] = draw.Truncate(l, m.W)
	}
	return strings.Join(lines, "\n")
}

// Still ends a tumble: the roll shows.
func (m *Model) Still() { m.anim.Stop() }

// Tumbling reports whether dice are tumbling.
func (m *Model) Tumbling() bool { return m.anim.Running() }

// Leave ends a tumble: the dice show.
func (m *Model) Leave() { m.Still() }

// SetSize sizes the screen; a tumble under way ends (its still frame was
// drawn for the old size).
func (m *Model) SetSize(w, h int) {
	if w != m.W || h != m.H {
		m.Still()
	}
	m.Base.SetSize(w, h)
}
