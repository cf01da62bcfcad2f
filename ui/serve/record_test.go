package serve

import (
	"path/filepath"
	"testing"

	"riffle/ui/classlog"
)

// A class is a record: joins, the chips each student starts the class
// with, questions, answers and dice are written as they happen; a class
// carried on from its record (a server started again) has its questions
// with their answers and its pooled dice back, and a student who
// reconnects is counted on the leaderboard from the class's start — not
// from their reconnection, which cleared a loser's losses before.
func TestClassRecordCarriesOn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.jsonl")
	w, err := classlog.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	c := NewClass()
	c.Record(w)
	c.join("key-a", "alice", func() {})
	a := c.Link("key-a")
	a.Report("craps", 1000)
	a.Dice(6, []int{1, 2, 3, 6, 6, 0, 7}) // 0 and 7 are no faces of a d6: not counted, not kept
	q := c.Ask("Your point is 4. How many rolls?", "4")
	if err := a.Answer(q, "4 rolls"); err != nil {
		t.Fatal(err)
	}
	c.Close()
	a.Report("craps", 940)
	c.leave("key-a")
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	events, err := classlog.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range events {
		kinds = append(kinds, e.Kind)
	}
	want := []string{"join", "start", "dice", "ask", "answer", "close", "leave"}
	if len(kinds) != len(want) {
		t.Fatalf("the record %v, want %v", kinds, want)
	}
	for i := range want {
		if kinds[i] != want[i] {
			t.Fatalf("the record %v, want %v", kinds, want)
		}
	}
	if events[2].Faces == nil || len(events[2].Faces) != 5 || events[6].Chips != 940 {
		t.Errorf("dice %v, chips at leaving %d", events[2].Faces, events[6].Chips)
	}

	again := NewClass() // the server started again
	again.Restore(events)
	asked := again.Asked()
	if len(asked) != 1 || asked[0].Answers["key-a"] != "4 rolls" || asked[0].Names["key-a"] != "alice" || !asked[0].Closed {
		t.Errorf("questions carried on: %+v", asked)
	}
	if got := again.Dice(6); got[0] != 1 || got[5] != 2 {
		t.Errorf("dice carried on: %v", got)
	}
	again.join("key-a", "alice", func() {})
	again.Link("key-a").Report("craps", 940)
	if lb := again.Leaderboard(); len(lb) != 1 || lb[0].Chips-lb[0].Start != -60 {
		t.Errorf("alice back after a restart: %+v, want 60 chips down since the class began", lb)
	}
	if next := again.Ask("another", ""); next != 2 {
		t.Errorf("the next question is %d, want 2", next)
	}
}
