package craps

import (
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/felt"
)

// tumbleTime is how long the dice tumble before they show: about
// fourteen frames at thirty a second (four at a student's ten).
const tumbleTime = 450 * time.Millisecond

// flashTime is how long a win's line flashes once the dice show it.
const flashTime = 900 * time.Millisecond

// stillFrame is the table as it stands before a throw, and its dice,
// when the dice are to tumble: the frames draw the table as it was, the
// dice tumbling, until the throw shows. nil without motion.
func (s *Model) stillFrame() (lines, dice []string) {
	if st := s.c.Settings(); !st.Motion || st.Frame <= 0 || s.W < 1 {
		return nil, nil
	}
	k := s.keyMap()
	s.stillKeys = &k
	return s.tableLines(), s.diceLines()
}

// tumble starts the dice tumbling over the still frame, the throw made
// (recorded, its outcome fixed) before the first frame.
func (s *Model) tumble(still, dice []string) {
	if still == nil {
		return
	}
	st := s.c.Settings()
	s.still, s.stillDice = still, dice
	s.tumbles++
	s.tickCmd = s.anim.Begin(st, felt.Frames(st, tumbleTime, 1))
	s.anim.WhenShown(func() { s.still, s.stillDice, s.stillKeys = nil, nil, nil })
}

// tumbleFaces are the faces the dice show at a frame of the tumble
// (felt.TumbleFace: for the eye only; the throw is decided already).
func (s *Model) tumbleFaces() (int, int) {
	return felt.TumbleFace(s.tumbles, 0, s.anim.Frame(), 6), felt.TumbleFace(s.tumbles, 1, s.anim.Frame(), 6)
}

// tumbleView is the still frame with the dice tumbling in it.
func (s *Model) tumbleView() string {
	st := s.c.Styles()
	a, b := s.tumbleFaces()
	f := felt.New(st)
	da, db := f.Die(a, 6, s.dieSize(), false), f.Die(b, 6, s.dieSize(), false)
	lines := make([]string, len(s.still))
	copy(lines, s.still)
	j := 0
	for i, l := range lines {
		if j >= len(s.stillDice) || !strings.HasPrefix(l, s.stillDice[j]) {
			continue
		}
		now := st.Subtle.Render(padTo(st.Glyphs.Text("  rolling…"), lipgloss.Width(s.stillDice[j])))
		if j < len(da) {
			now = da[j] + " " + db[j]
		}
		lines[i] = now + l[len(s.stillDice[j]):]
		j++
	}
	return strings.Join(lines, "\n")
}

// Still ends a tumble: the throw shows.
func (s *Model) Still() { s.anim.Stop() }

// Owed is the payout of a throw made while its dice tumble, held on the
// table until they show — less the bets a decision leaves standing, which
// the round holds with it but which stay on the layout.
func (s *Model) Owed() int { return s.anim.Owed() - s.carried }

// Tumbling reports whether the dice are tumbling.
func (s *Model) Tumbling() bool { return s.anim.Running() }

func padTo(t string, w int) string {
	if n := len([]rune(t)); n < w {
		return t + strings.Repeat(" ", w-n)
	}
	return t
}

// SetSize sizes the table; a tumble under way ends (its still frame was
// drawn for the old size).
func (s *Model) SetSize(w, h int) {
	if w != s.W || h != s.H {
		s.Still()
	}
	s.Base.SetSize(w, h)
}
