package lab

import (
	"strings"
	"testing"

	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// Goldens of the Lab at seed 42 in the areas the root gives it at 80×24
// and 140×45 (tuitest.Areas: on the Matrix tab the panel is open under it,
// at the height the tab asks for, closed, or beside it): every tab as it
// opens — the Matrix's sampler not started, the Dice rollers' run of
// 2,000 samples a column drained to its end — and the demonstrations'
// list.
func TestGoldenAreas(t *testing.T) {
	c := tuitest.Common(t)
	l := New(c)
	t.Cleanup(l.Leave)
	dice := l.tabs[3].(*diceTab)
	dice.trials, dice.chunk = 2000, 700
	l.SetSize(78, 22)
	l.Enter() // the panel's spec: the root would hand its answer to the panel, which is not drawn here
	golden := func(state string) { tuitest.GoldenAreas(t, c, l, "lab-"+state) }
	golden("matrix")
	for i, state := range []string{"lattice", "seeds", "dice", "classroom"} {
		diceDrain(t, dice, l.Show(i+1))
		golden(state)
	}
	l.Show(0)
	l.Update(tuitest.Key("d"))
	golden("demos")
}

// The Matrix tab says who shuffles for the panel as the settings have it:
// every core by default, one worker a student under riffle serve.
func TestMatrixSaysItsWorkers(t *testing.T) {
	for workers, want := range map[int]string{0: "Every core shuffles", 1: "One worker shuffles", 3: "3 workers shuffle"} {
		c := tuitest.Common(t)
		tuitest.Settings(c, func(s *settings.Settings) { s.Workers = workers })
		tuitest.Root(c).SetPanel(false)
		l := New(c)
		l.SetSize(118, 30)
		l.Enter()
		if v := strings.Join(strings.Fields(tuitest.Plain(l.View())), " "); !strings.Contains(v, want) {
			t.Errorf("workers %d: no %q in\n%s", workers, want, v)
		}
		l.Leave()
	}
}
