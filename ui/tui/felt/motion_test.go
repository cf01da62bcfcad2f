package felt

import (
	"crypto/rand"
	"testing"
	"time"

	"riffle/games/casino"
	"riffle/ui/tui/settings"
)

func motionOn() settings.Settings {
	return settings.Settings{Motion: true, Frame: settings.FrameEvery}
}

// Frames: per thing at the frame rate, at least one each; none without
// motion.
func TestFrames(t *testing.T) {
	on := motionOn()
	for _, c := range []struct {
		s     settings.Settings
		per   time.Duration
		units int
		want  int
	}{
		{on, 130 * time.Millisecond, 5, 3 * 5}, // 130 ms at 1/30 s: 3 frames (3.9 rounded down)
		{on, time.Millisecond, 2, 2},           // shorter than a frame: one each
		{on, time.Second, 0, 0},
		{settings.Settings{Motion: false, Frame: settings.FrameEvery}, time.Second, 3, 0},
		{settings.Settings{Motion: true}, time.Second, 3, 0},
	} {
		if got := Frames(c.s, c.per, c.units); got != c.want {
			t.Errorf("Frames(%+v, %v, %d) = %d, want %d", c.s, c.per, c.units, got, c.want)
		}
	}
}

// A round settled while the frames run is held on the table, sealed,
// until they end (by ticks, or Skip): the hand sees the payout then, and
// what waited runs once, in order; a flash follows on the same ticks; a
// stale tick does nothing.
func TestMotionHoldsUntilShown(t *testing.T) {
	for _, end := range []string{"ticks", "skip"} {
		l, err := casino.New(casino.Session{}, rand.Reader, nil)
		if err != nil {
			t.Fatal(err)
		}
		r, err := l.Begin("test")
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Stake(10); err != nil {
			t.Fatal(err)
		}
		hand := l.InHand()
		var m Motion
		s := motionOn()
		old := m.NextTick()
		if cmd := m.Begin(s, 4); cmd == nil || !m.Running() {
			t.Fatalf("%s: Begin gave no tick", end)
		}
		var order []int
		m.WhenShown(func() { order = append(order, 1) })
		m.WhenShown(func() { order = append(order, 2) })
		if err := m.Settle(r, 10, 25); err != nil {
			t.Fatal(err)
		}
		m.FlashAfter(s, 200*time.Millisecond)
		if l.InHand() != hand || m.Owed() != 25 || len(order) != 0 {
			t.Fatalf("%s: told before shown: hand %d→%d, owed %d, done %v", end, hand, l.InHand(), m.Owed(), order)
		}
		if cmd := m.Tick(old); cmd != nil || m.Frame() != 0 {
			t.Fatalf("%s: a stale tick moved the frames", end)
		}
		switch end {
		case "ticks":
			ticks := 0
			for m.Running() {
				m.Tick(m.NextTick())
				ticks++
			}
			if ticks != 4 || !m.Flashing() {
				t.Fatalf("ended after %d ticks (want 4), flashing %v", ticks, m.Flashing())
			}
			lit := map[bool]bool{}
			for m.Flashing() {
				lit[m.Lit()] = true
				m.Tick(m.NextTick())
			}
			if !lit[true] || !lit[false] || !m.Lit() {
				t.Errorf("flash: lit %v, dark %v, lit after %v", lit[true], lit[false], m.Lit())
			}
		case "skip":
			if !m.Skip() || m.Skip() || m.Flashing() {
				t.Fatalf("skip: running %v, flashing %v", m.Running(), m.Flashing())
			}
		}
		if l.InHand() != hand+25 || m.Owed() != 0 || len(order) != 2 || order[0] != 1 || order[1] != 2 {
			t.Errorf("%s: shown: hand %d (want %d), owed %d, done %v", end, l.InHand(), hand+25, m.Owed(), order)
		}
		m.WhenShown(func() { order = append(order, 3) })
		if len(order) != 3 {
			t.Errorf("%s: nothing running, WhenShown waited", end)
		}
	}
}

// Without motion nothing waits: the round settles into the hand at once,
// and no flash starts.
func TestMotionOff(t *testing.T) {
	l, _ := casino.New(casino.Session{}, rand.Reader, nil)
	r, _ := l.Begin("test")
	_ = r.Stake(10)
	hand := l.InHand()
	var m Motion
	s := motionOn()
	s.Motion = false
	if cmd := m.Begin(s, Frames(s, time.Second, 5)); cmd != nil || m.Running() {
		t.Fatal("frames without motion")
	}
	if err := m.Settle(r, 10, 25); err != nil || l.InHand() != hand+25 || m.Owed() != 0 {
		t.Fatalf("settle: %v, hand %d→%d (want %d), owed %d", err, hand, l.InHand(), hand+25, m.Owed())
	}
	if cmd := m.FlashAfter(s, time.Second); cmd != nil || m.Flashing() {
		t.Error("a flash without motion")
	}
}

// A flash asked for with nothing animating starts at once on its own
// ticks, and ends lit.
func TestFlashAlone(t *testing.T) {
	var m Motion
	cmd := m.FlashAfter(motionOn(), 300*time.Millisecond)
	if cmd == nil || !m.Flashing() || m.Running() {
		t.Fatalf("flash alone: cmd %v, flashing %v, running %v", cmd != nil, m.Flashing(), m.Running())
	}
	for n := 0; m.Flashing(); n++ {
		if n > 100 {
			t.Fatal("the flash does not end")
		}
		m.Tick(m.NextTick())
	}
	if !m.Lit() || m.Skip() {
		t.Error("after the flash: not lit, or a skip found something to skip")
	}
}

// A second round settled while the first is held pays the first in: no
// payout is left on the table.
func TestMotionSettlesTwoRounds(t *testing.T) {
	l, _ := casino.New(casino.Session{}, rand.Reader, nil)
	a, _ := l.Begin("a")
	_ = a.Stake(10)
	b, _ := l.Begin("b")
	_ = b.Stake(10)
	hand := l.InHand()
	var m Motion
	m.Begin(motionOn(), 5)
	_ = m.Settle(a, 10, 20)
	_ = m.Settle(b, 10, 30)
	if l.InHand() != hand+20 || m.Owed() != 30 {
		t.Fatalf("two rounds: hand %d (want %d), owed %d (want 30)", l.InHand(), hand+20, m.Owed())
	}
	m.Stop()
	if l.InHand() != hand+50 || m.Owed() != 0 || l.Staked() != 0 {
		t.Errorf("shown: hand %d (want %d), owed %d, staked %d", l.InHand(), hand+50, m.Owed(), l.Staked())
	}
}
