package demos

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"riffle/assets"
	"riffle/engine/odds"
)

// checker allows the screens lab, craps and cheat, the settings gen, algo
// and seed, and any one-character key or space/enter.
type checker struct{}

func (checker) Screen(id string) error {
	if id == "lab" || id == "craps" || id == "cheat" || id == "solitaire" || id == "yahtzee" {
		return nil
	}
	return fmt.Errorf("no such screen")
}
func (checker) Setting(name, v string) error {
	if name == "gen" || name == "algo" || name == "seed" {
		return nil
	}
	return fmt.Errorf("no such setting")
}
func (checker) Key(k string) error {
	if len([]rune(k)) == 1 || k == "space" || k == "enter" {
		return nil
	}
	return fmt.Errorf("no such key")
}

const good = `# a demo
title: A demo
about: for the tests

step: One
say: first line
  second line
set: gen=pcg seed=42
open: lab
keys: d 1 space
ask: Why?
answer: Because
  of this.

step: Two
say: the end
`

func TestParse(t *testing.T) {
	d, err := Parse("a", "a.txt", []byte(good), checker{})
	if err != nil {
		t.Fatal(err)
	}
	s := d.Steps[0]
	if d.Title != "A demo" || d.About != "for the tests" || len(d.Steps) != 2 || s.Say != "first line\nsecond line" ||
		s.Open != "lab" || strings.Join(s.Keys, ",") != "d,1,space" || s.Answer != "Because\nof this." ||
		len(s.Settings) != 2 || s.Settings[1] != [2]string{"seed", "42"} {
		t.Errorf("parsed %+v", d)
	}
}

// A malformed file is refused in one line naming the file, the line and
// the problem.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"title: x\nstep: s\nfoo: bar\n", "demo f.txt:3: \"foo:\" is no field: allowed title"},
		{"title: x\nsay: hi\n", "demo f.txt:2: say before the first step"},
		{"title: x\nstep: s\nsay: a\x1b[2Jb\n", "demo f.txt:3: control character U+001B at column 7"},
		{"title: x\nstep: s\nsay: " + strings.Repeat("a", MaxLine) + "\n", "demo f.txt:3: line of 1005 bytes"},
		{"step: s\n", "demo f.txt: no title"},
		{"title: x\n", "demo f.txt: no step"},
		{"title: x\nstep: s\nanswer: y\n", "has an answer but no ask"},
		{"title: x\nstep: s\nchoices: a | b\n", "has choices but no ask"},
		{"title: x\nstep: s\nask: q\nchoices: only\n", "f.txt:4: choices: one choice"},
		{"title: x\nstep: s\nask: q\nchoices: *a | *b\n", "f.txt:4: choices: two choices marked right"},
		{"title: x\nstep: s\nask: q\nchoices: a | b\nchoices: a | b\n", "a second choices"},
		{"title: x\nstep: s\nsay: a\nsay: b\n", "demo f.txt:4: a second say"},
		{"  indented\n", "demo f.txt:1: an indented line goes on"},
		{"title: x\nstep: s\nopen: roulette\n", "demo f.txt:3: open \"roulette\": no such screen"},
		{"title: x\nstep: s\nset: colour=red\n", "demo f.txt:3: set colour: no such setting"},
		{"title: x\nstep: s\nset: seed\n", "demo f.txt:3: set \"seed\": want name=value"},
		{"title: x\nstep: s\nkeys: ctrl+nope\n", "demo f.txt:3: key \"ctrl+nope\": no such key"},
		{"title: x\nstep: s\nkeys:\n", "keys: 0 keys"},
		{"title: x\nstep: s\nstep: t\ntitle: y\n", "demo f.txt:4: title goes before the first step"},
		{"title: x\nstep: s\nsay: \xff\n", "demo f.txt: not UTF-8"},
		{strings.Repeat("#", MaxBytes+1), "bytes: allowed at most"},
		{"title: x\nstep: s\nsay: a\u202eb\n", "control character U+202E"},
	} {
		_, err := Parse("f", "f.txt", []byte(c.text), checker{})
		var e *Error
		if err == nil || !errors.As(err, &e) || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}

// The shipped demos: at least the five the class asks for, each with
// steps, parsed by this checker (the root's test checks the screens,
// settings and keys against the real casino).
func TestShipped(t *testing.T) {
	ds, err := Load(assets.Demos(), "", checker{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"naive-three":   "Is it shuffled? (naive on three cards)",
		"seven-riffles": "Seven riffles are not enough — except when they are",
		"poker-1999":    "How the 1999 poker site was cracked",
		"giant-yahtzee": "Giant Yahtzee: how many rolls?",
		"craps-puzzles": "Two craps puzzles",
	}
	for name, title := range want {
		d, err := Find(ds, name)
		if err != nil || d.Title != title || len(d.Steps) < 2 {
			t.Errorf("%s: %+v, %v", name, d.Title, err)
		}
	}
}

// The demos' fixes run on screen, beside the flaw: each fix step opens
// its screen and plays its keys — the Lab's Fisher–Yates beside the naive
// law (d 6), the 1999 table's fair server (s) and its search, the
// solitaire table riffling until random (u) — not words alone.
func TestFixStepsShowTheFix(t *testing.T) {
	ds, err := Load(assets.Demos(), "", checker{})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]struct {
		step, open, key string
	}{
		"naive-three":   {"The fix, and 52 cards", "lab", "6"},
		"poker-1999":    {"The fix", "cheat", "s"},
		"seven-riffles": {"When seven are enough", "solitaire", "u"},
	} {
		d, err := Find(ds, name)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(d.Steps, func(s Step) bool { return s.Title == want.step })
		if i < 0 {
			t.Errorf("%s: no step %q", name, want.step)
			continue
		}
		if s := d.Steps[i]; s.Open != want.open || !slices.Contains(s.Keys, want.key) {
			t.Errorf("%s, %s: opens %q with keys %v; want %s with %s", name, want.step, s.Open, s.Keys, want.open, want.key)
		}
	}
}

// A teacher's directory adds demos and takes the place of a shipped one
// of the same name; a bad file in it is refused, naming it; a missing
// directory too.
func TestLoadDir(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "mine.txt"), []byte(good), 0o644)
	os.WriteFile(filepath.Join(dir, "naive-three.txt"), []byte(strings.Replace(good, "A demo", "Mine instead", 1)), 0o644)
	os.WriteFile(filepath.Join(dir, "notes.md"), []byte("not a demo"), 0o644)
	shipped := fstest.MapFS{"naive-three.txt": {Data: []byte(good)}, "other.txt": {Data: []byte(good)}}
	ds, err := Load(shipped, dir, checker{})
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) != 3 || ds[0].Name != "mine" || ds[1].Title != "Mine instead" || ds[1].File == "" || ds[2].Name != "other" {
		t.Errorf("loaded %+v", ds)
	}
	if _, err := Find(ds, "nope"); !errors.Is(err, ErrNoDemo) || !strings.Contains(err.Error(), "allowed mine, naive-three, other") {
		t.Errorf("find: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "bad.txt"), []byte("title: x\nstep: s\nfoo: y\n"), 0o644)
	if _, err := Load(shipped, dir, checker{}); err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "bad.txt")+":3:") {
		t.Errorf("a bad teacher's file: %v", err)
	}
	if _, err := Load(shipped, filepath.Join(dir, "none"), checker{}); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("a missing directory: %v", err)
	}
}

// FuzzParse: any bytes are read or refused in one line; nothing panics.
func FuzzParse(f *testing.F) {
	f.Add([]byte(good))
	f.Add([]byte("title: x\nstep: s\n  say\n"))
	f.Add([]byte("title:\nstep:\nkeys: a b\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse("f", "f.txt", data, checker{})
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error over two lines: %q", err)
			}
			return
		}
		if d.Title == "" || len(d.Steps) == 0 || len(d.Steps) > MaxSteps {
			t.Fatalf("accepted %+v", d)
		}
	})
}

// The giant-yahtzee demo's numbers are the engine's: 100 dice take about
// 28.59 rolls (28.5947), against 20 × 11.09 ≈ 222 were rolls to grow with
// the dice (the demo said "not 220").
func TestGiantYahtzeeNumbers(t *testing.T) {
	ds, err := Load(assets.Demos(), "", checker{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := Find(ds, "giant-yahtzee")
	if err != nil {
		t.Fatal(err)
	}
	five := odds.Yahtzee{Dice: 5, Sides: 6}.SolveFloat().ExpectedRolls()
	hundred := odds.Yahtzee{Dice: 100, Sides: 6}.SolveFloat().ExpectedRolls()
	want := []string{fmt.Sprintf("about %.2f rolls (%.4f to four places)", hundred, hundred),
		fmt.Sprintf("not %.0f (20 × %.2f)", 20*five, five)}
	var answers string
	for _, s := range d.Steps {
		answers += s.Answer + " "
	}
	answers = strings.Join(strings.Fields(answers), " ")
	for _, w := range want {
		if !strings.Contains(answers, w) {
			t.Errorf("the demo does not say %q:\n%s", w, answers)
		}
	}
}
