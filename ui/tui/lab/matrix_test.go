package lab

import (
	"testing"

	"riffle/engine/shuffle"
	"riffle/ui/tui/tuitest"
)

// matrixSpec is the sampler spec the Matrix tab has given the panel.
func matrixSpec(t *testing.T, l *Model) shuffle.SamplerSpec {
	t.Helper()
	s := l.Panel().Spec()
	if s == nil {
		t.Fatal("the Matrix tab gave the panel no spec")
	}
	return *s
}

// Cycling the algorithms past the dice samplers gives every card algorithm
// its deck back (asf stays the 52-card 1999 shuffle), and a dice sampler
// gets back the count it was last set to.
func TestMatrixDeckSizePerKind(t *testing.T) {
	l := New(tuitest.Common(t))
	t.Cleanup(l.Leave)
	l.SetSize(80, 22)
	l.Enter()
	l.Update(tuitest.Key("-"))
	l.Update(tuitest.Key("-"))
	if s := matrixSpec(t, l); s.Cards != 50 {
		t.Fatalf("%d cards after - -, want 50", s.Cards)
	}
	n := len(shuffle.Algorithms())
	dice, sawDice := 36, false
	for _, k := range []string{"A", "a"} {
		for range 2 * n {
			l.Update(tuitest.Key(k))
			s := matrixSpec(t, l)
			if s.Algo.Kind != shuffle.Faces {
				if s.Cards != 50 {
					t.Fatalf("%s after %q through the dice: %d cards, want 50", s.Algo.Name, k, s.Cards)
				}
				continue
			}
			if s.Cards != dice {
				t.Fatalf("%s after %q: %d dice, want %d", s.Algo.Name, k, s.Cards, dice)
			}
			if !sawDice {
				sawDice = true
				l.Update(tuitest.Key("+"))
				dice = 42
			}
		}
	}
	if !sawDice {
		t.Fatal("no dice sampler among the algorithms")
	}
}

// A change of algorithm, generator or deck size restarts a running
// sampler on the new settings; a paused or stopped one stays stopped.
func TestMatrixChangeRestarts(t *testing.T) {
	l := New(tuitest.Common(t))
	t.Cleanup(l.Leave)
	l.SetSize(80, 22)
	l.Enter()
	p := l.Panel()
	l.Update(tuitest.Key("space"))
	if !p.Started() || p.Paused() {
		t.Fatal("space did not start the sampler")
	}
	for _, k := range []string{"a", "A", "g", "G", "-", "+"} {
		b := matrixSpec(t, l)
		l.Update(tuitest.Key(k))
		a := matrixSpec(t, l)
		if b.Algo.Name == a.Algo.Name && b.Gen.Name == a.Gen.Name && b.Cards == a.Cards {
			t.Fatalf("%q changed nothing", k)
		}
		if !p.Started() || p.Paused() {
			t.Errorf("%q stopped the running sampler", k)
		}
	}
	l.Update(tuitest.Key("space"))
	if !p.Paused() {
		t.Fatal("space did not pause the sampler")
	}
	l.Update(tuitest.Key("a"))
	if p.Started() {
		t.Error("a started a paused sampler")
	}
}
