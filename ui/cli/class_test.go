package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"riffle/ui/classlog"
)

// riffle class report prints a class's record per student and per
// question, in words, CSV (a student's "=…" kept from being a formula)
// and JSON; the class written last by default; a damaged record or a bad
// name is one line, exit 2.
func TestClassReport(t *testing.T) {
	state := t.TempDir()
	t0 := time.Date(2026, 11, 28, 9, 15, 0, 0, time.UTC)
	w, err := classlog.Create(classlog.Path(state, "monday"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []classlog.Event{
		{Time: t0, Kind: classlog.Join, ID: "key-a", Name: "alice"},
		{Time: t0, Kind: classlog.Start, ID: "key-a", Chips: 1000},
		{Time: t0, Kind: classlog.Join, ID: "key-b", Name: "bob"},
		{Time: t0.Add(time.Minute), Kind: classlog.Dice, ID: "key-b", Sides: 6, Counts: []int64{0, 0, 1, 1, 0, 0}},
		{Time: t0.Add(2 * time.Minute), Kind: classlog.Ask, Q: 1, Text: "How many rolls?", Answer: "4"},
		{Time: t0.Add(3 * time.Minute), Kind: classlog.Answer, ID: "key-a", Q: 1, Text: "4"},
		{Time: t0.Add(3 * time.Minute), Kind: classlog.Answer, ID: "key-b", Q: 1, Text: "=HYPERLINK(1)"},
		{Time: t0.Add(4 * time.Minute), Kind: classlog.Leave, ID: "key-a", Chips: 1025},
		{Time: t0.Add(5 * time.Minute), Kind: classlog.Ask, Q: 2, Text: "Fair?", Choices: []string{"Yes", "No"}, Right: 2},
		{Time: t0.Add(5 * time.Minute), Kind: classlog.Timer, Q: 2, Secs: 30},
		{Time: t0.Add(6 * time.Minute), Kind: classlog.Answer, ID: "key-b", Q: 2, Text: "A"},
		{Time: t0.Add(7 * time.Minute), Kind: classlog.Ask, Q: 3, Text: "Nobody answers this"},
	} {
		w.Add(e)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run("class", "report", "--state", state)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"Class monday", "2 students", "3 questions", "2 dice thrown", "   *B. No", "given 30 seconds", "A  09:21:00  wrong", "alice", "+25", "How many rolls?", "answer: 4", "tally: 4 ×1, =hyperlink(1 ×1"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = run("class", "report", "monday", "--csv", "--state", state)
	if code != 0 || !strings.Contains(out, "answer,1,How many rolls?,4,bob,'=HYPERLINK(1),") || !strings.Contains(out, "student,,,,alice,,,1,0,1,25,0,,") ||
		!strings.Contains(out, "question,2,Fair?,,,,2026-11-28T09:20:00Z,,,1,,,A. Yes | *B. No,30") || !strings.Contains(out, "answer,2,Fair?,,bob,A,2026-11-28T09:21:00Z,,,,,wrong,,") ||
		!strings.Contains(out, "question,3,Nobody answers this,,,,") {
		t.Errorf("csv: exit %d\n%s", code, out)
	}
	code, out, _ = run("class", "report", "--json", "--state", state)
	var j struct {
		Class    string
		Students []struct {
			Name string
			Won  int
		}
		Questions []struct{ Answers []struct{ Name, Text string } }
	}
	if err := json.Unmarshal([]byte(out), &j); code != 0 || err != nil || j.Class != "monday" || len(j.Students) != 2 || j.Students[0].Won != 25 || len(j.Questions[0].Answers) != 2 {
		t.Errorf("json: exit %d, %v: %s", code, err, out)
	}
	os.WriteFile(classlog.Path(state, "broken"), []byte("{\"t\":\n"), 0o600)
	for _, args := range [][]string{
		{"class", "report", "broken", "--state", state},
		{"class", "report", "nope", "--state", state},
		{"class", "report", "../etc", "--state", state},
		{"class", "report", "--csv", "--json", "--state", state},
		{"class", "report", "--state", filepath.Join(state, "none")},
		{"class", "list"},
	} {
		code, out, errOut := run(args...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || errOut == "" {
			t.Errorf("%v: exit %d, out %q, err %q", args, code, out, errOut)
		}
	}
}
