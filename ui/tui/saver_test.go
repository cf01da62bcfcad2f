package tui

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"riffle/games/casino"
	"riffle/ui/tui/common"
	"riffle/ui/tui/craps"
	"riffle/ui/tui/tuitest"
)

// flaky is an Appender that fails while failing is set (a full disk),
// then writes; it counts every try.
type flaky struct {
	mu      sync.Mutex
	failing bool
	tries   int
	entries []casino.Entry
}

var errDiskFull = errors.New("cannot save to state file session.jsonl: no space left on device")

func (f *flaky) Append(v any) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.tries++
	if f.failing {
		return errDiskFull
	}
	f.entries = append(f.entries, v.(casino.Entry))
	return nil
}

func (f *flaky) set(failing bool) { f.mu.Lock(); f.failing = failing; f.mu.Unlock() }

func (f *flaky) count() (tries int, saved []casino.Entry) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.tries, append([]casino.Entry(nil), f.entries...)
}

// waitFor polls cond until it holds, failing after a few seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(5 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// A write that fails is tried again until it works: Err says why while it
// fails, nothing queued meanwhile is dropped, and every entry arrives once,
// in order. Before the retries, the first failure dropped the queue and
// every later entry.
func TestSaverRetriesInOrder(t *testing.T) {
	t.Parallel()
	f := &flaky{failing: true}
	sv := newSaver(f, time.Millisecond, 4*time.Millisecond, time.Second)
	sv.Save(casino.Entry{Kind: casino.KindStart, Bankroll: 0})
	waitFor(t, "three failed tries", func() bool { n, _ := f.count(); return n >= 3 })
	if err := sv.Err(); !errors.Is(err, errDiskFull) {
		t.Fatalf("Err while failing: %v", err)
	}
	for i := 1; i < 20; i++ {
		sv.Save(casino.Entry{Kind: casino.KindSettings, Bankroll: i})
	}
	f.set(false)
	waitFor(t, "the queue to be written", func() bool { _, s := f.count(); return len(s) == 20 })
	if err := sv.Err(); err != nil {
		t.Errorf("Err once writing works: %v", err)
	}
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	_, saved := f.count()
	for i, e := range saved {
		if e.Bankroll != i {
			t.Fatalf("entry %d is %d: out of order or lost", i, e.Bankroll)
		}
	}
}

// Close does not hang on a disk that stays full: after CloseWait it says
// how many entries were not saved and why.
func TestSaverCloseGivesUp(t *testing.T) {
	t.Parallel()
	f := &flaky{failing: true}
	sv := newSaver(f, time.Millisecond, 2*time.Millisecond, 20*time.Millisecond)
	sv.Save(casino.Entry{Kind: casino.KindStart})
	sv.Save(casino.Entry{Kind: casino.KindSettings})
	err := sv.Close()
	if err == nil || !strings.Contains(err.Error(), "2 entries not saved") || !strings.Contains(err.Error(), "no space left") {
		t.Errorf("Close on a full disk: %v", err)
	}
}

// While the session cannot be saved the tables start no round, and say
// why: the header names the problem, the table's note says bets are
// paused. Once writing works again the next round is played and every
// entry arrives in order. Before the gate, rounds were played on unsaved
// (and lost on restart).
func TestNoRoundsWhileNotSaving(t *testing.T) {
	t.Parallel()
	f := &flaky{failing: true}
	sv := newSaver(f, time.Millisecond, 4*time.Millisecond, time.Second)
	m := newTestModel(t, Options{Seed: "42", Screen: "poker"}, 100, 30)
	m.Continue(casino.Session{}, sv, tuitest.Entropy(1))
	runQuick(m, m.Init())
	waitFor(t, "a failed write", func() bool { return sv.Err() != nil })
	for _, id := range []string{"craps", "lottery", "solitaire", "poker"} {
		runQuick(m, m.open(common.ID(id)))
		switch id {
		case "craps":
			press(m, "space")
		case "lottery":
			press(m, "a", "space")
		case "solitaire":
			press(m, "enter")
		case "poker":
			press(m, "tab", "d")
		}
		v := tuitest.Plain(m.View())
		if n := len(m.ledger.Rounds()); n != 0 || m.screens["craps"].Screen.(*craps.Model).InRound() {
			t.Fatalf("%s: %d rounds played (or a craps round begun) while not saving", id, n)
		}
		if !strings.Contains(v, "Not saving: "+errDiskFull.Error()[:20]) || !strings.Contains(joinLines(v), "Bets are paused until the session can be saved again") {
			t.Errorf("%s: the screen does not say why no round starts:\n%s", id, v)
		}
	}
	f.set(false)
	waitFor(t, "the saver to recover", func() bool { return sv.Err() == nil })
	press(m, "d")
	if n := len(m.ledger.Rounds()); n != 1 {
		t.Fatalf("%d rounds after saving works again, want 1", n)
	}
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	tries, saved := f.count()
	if len(saved) != 2 || saved[0].Kind != casino.KindStart || saved[1].Kind != casino.KindRound || tries < 3 {
		t.Errorf("%d tries saved %+v; want a start then the round", tries, saved)
	}
}

// joinLines joins a view's lines with spaces, so that a wrapped note
// reads as one.
func joinLines(v string) string { return strings.Join(strings.Fields(v), " ") }
