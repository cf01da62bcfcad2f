package classlog

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// A class worked by hand: alice and bob join, alice throws five dice and
// bob three, question 1 is asked, both answer (alice twice: her last
// answer counts), it closes, alice leaves with 30 chips more than she
// started with and comes back. Written, read back and reported: every
// number is the events' own.
func TestRecordAndReport(t *testing.T) {
	t0 := time.Date(2026, 11, 28, 9, 15, 0, 0, time.UTC)
	at := func(m int) time.Time { return t0.Add(time.Duration(m) * time.Minute) }
	events := []Event{
		{Time: at(0), Kind: Join, ID: "key-a", Name: "alice"},
		{Time: at(0), Kind: Start, ID: "key-a", Chips: 1000},
		{Time: at(1), Kind: Join, ID: "key-b", Name: "bob"},
		{Time: at(1), Kind: Start, ID: "key-b", Chips: 500},
		{Time: at(2), Kind: Dice, ID: "key-a", Sides: 6, Counts: []int64{1, 1, 1, 0, 0, 2}}, // 1, 6, 6, 3, 2
		{Time: at(2), Kind: Dice, ID: "key-b", Sides: 6, Counts: []int64{0, 0, 0, 1, 1, 1}}, // 6, 5, 4
		{Time: at(3), Kind: Ask, Q: 1, Text: "Your point is 4. Given that you win, how many rolls?", Answer: "4"},
		{Time: at(4), Kind: Answer, ID: "key-a", Q: 1, Text: "3"},
		{Time: at(5), Kind: Answer, ID: "key-b", Q: 1, Text: "4 rolls"},
		{Time: at(6), Kind: Answer, ID: "key-a", Q: 1, Text: "4"},
		{Time: at(7), Kind: Close, Q: 1},
		{Time: at(8), Kind: Leave, ID: "key-a", Chips: 1030},
		{Time: at(9), Kind: Join, ID: "key-a", Name: "alice"},
	}
	path := filepath.Join(t.TempDir(), "serve", "classes", "c1.jsonl")
	w, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range events {
		w.Add(e)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("the record: %v %v", fi, err)
	}
	got, err := Read(path)
	if err != nil || !reflect.DeepEqual(got, events) {
		t.Fatalf("read back %v (%v), wrote %v", got, err, events)
	}
	r := Build("c1", got)
	alice, bob := r.Students[0], r.Students[1]
	if alice.Name != "alice" || alice.Joins != 2 || alice.Throws != 5 || alice.Answers != 1 || alice.Won != 30 ||
		bob.Name != "bob" || bob.Joins != 1 || bob.Throws != 3 || bob.Answers != 1 || bob.Won != 0 {
		t.Errorf("students %+v", r.Students)
	}
	if want := []int64{1, 1, 1, 1, 1, 3}; !reflect.DeepEqual(r.Dice[6], want) {
		t.Errorf("dice %v, want %v", r.Dice[6], want)
	}
	q := r.Questions[0]
	if len(r.Questions) != 1 || q.Answer != "4" || len(q.Answers) != 2 || q.Answers[0].Name != "bob" || q.Answers[1].Text != "4" ||
		!q.Answers[1].Time.Equal(at(6)) || !q.Closed.Equal(at(7)) {
		t.Errorf("question %+v", q)
	}
	if !r.Began.Equal(at(0)) || !r.Ended.Equal(at(9)) {
		t.Errorf("began %v, ended %v", r.Began, r.Ended)
	}
	if name, ok := Latest(filepath.Join(filepath.Dir(path), "..", "..")); !ok || name != "c1" {
		t.Errorf("latest %q %v", name, ok)
	}
}

// A record is hostile input: a line that is not an event, of an unknown
// kind, a face off its die, an answer to no question, a line past
// MaxLine — each refused naming the file and the line.
func TestReadRefuses(t *testing.T) {
	dir := t.TempDir()
	good := `{"t":"2026-11-28T09:15:00Z","kind":"join","id":"key-a","name":"alice"}`
	for want, line := range map[string]string{
		"not an event":          `{"t":`,
		"kind \"boom\"":         `{"t":"2026-11-28T09:15:00Z","kind":"boom","id":"x"}`,
		"with 1 counts":         `{"t":"2026-11-28T09:15:00Z","kind":"dice","id":"x","sides":6,"counts":[7]}`,
		"a face thrown -1":      `{"t":"2026-11-28T09:15:00Z","kind":"dice","id":"x","sides":2,"counts":[-1,3]}`,
		"more than one event":   `{"t":"2026-11-28T09:15:00Z","kind":"join","id":"x"} {"t":"2026-11-28T09:15:00Z","kind":"join","id":"y"}`,
		"an answer to no":       `{"t":"2026-11-28T09:15:00Z","kind":"answer","id":"x","text":"4"}`,
		"no time":               `{"kind":"join","id":"x"}`,
		"chips -5":              `{"t":"2026-11-28T09:15:00Z","kind":"start","id":"x","chips":-5}`,
		"unknown field":         `{"t":"2026-11-28T09:15:00Z","kind":"join","id":"x","admin":true}`,
		"a line over 64 KiB":    `{"t":"2026-11-28T09:15:00Z","kind":"join","id":"x","name":"` + strings.Repeat("a", MaxLine) + `"}`,
		"with no student":       `{"t":"2026-11-28T09:15:00Z","kind":"join"}`,
		"no question number":    `{"t":"2026-11-28T09:15:00Z","kind":"ask","text":"?"}`,
		"allowed 2…1000 sides":  `{"t":"2026-11-28T09:15:00Z","kind":"dice","id":"x","sides":1,"counts":[1]}`,
		"a text over 2000 char": `{"t":"2026-11-28T09:15:00Z","kind":"join","id":"x","name":"` + strings.Repeat("é", 2001) + `"}`,
	} {
		p := filepath.Join(dir, "bad.jsonl")
		os.WriteFile(p, []byte(good+"\n"+line+"\n"), 0o600)
		_, err := Read(p)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v", want, err)
		} else if want != "a line over 64 KiB" && !strings.Contains(err.Error(), p+":2: ") {
			t.Errorf("%s: %v does not name the line", want, err)
		}
	}
	if err := CheckName("../x"); err == nil {
		t.Error("a name with a path")
	}
	if err := CheckName("2026-11-28-0915"); err != nil {
		t.Error(err)
	}
}

// Free-text answers are tallied by a normal form: numbers by their value.
func TestNormalForm(t *testing.T) {
	for in, want := range map[string]string{
		"4": "4", "4 rolls": "4", "4.0": "4", "four": "4", "About 4.": "4", " 4  ROLLS ": "4",
		"80.7%": "80.7%", "1/2": "0.5", "0.5": "0.5", "11,72": "11.72", "-3": "-3",
		"Alice wins": "alice wins", "alice   WINS!": "alice wins", "1e9": "1e9", "NaN": "nan", "": "",
		"1,000": "1000", "1,296 orders": "1296", "1 in 6": "0.166666666667", "one in six": "0.166666666667",
		"inf/1": "inf/1", "nan/1": "nan/1", "-0": "0", "0": "0",
	} {
		if got := NormalForm(in); got != want {
			t.Errorf("NormalForm(%q) = %q, want %q", in, got, want)
		}
	}
}
