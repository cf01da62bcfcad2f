// Package demos reads the guided demos a teacher steps through in class:
// plain text files, one field a line, in steps. Each step says something,
// may set the casino's settings, open a screen and play keys on it, and
// may ask a question whose answer is revealed on a key. The demos Riffle
// ships are embedded (assets/demos); a teacher's own are read from a
// directory, and one of the same name takes the shipped one's place.
//
// The format:
//
//	# a comment
//	title: Is it shuffled? (naive on three cards)
//	about: one line for the list of demos
//
//	step: Three cards, one naive shuffle
//	say: The naive shuffle swaps each card with any card.
//	  An indented line goes on with the field above it.
//	set: gen=pcg seed=42 algo=naive
//	open: lab
//	keys: d 1
//	ask: Does each order come up equally often?
//	choices: Yes | *No | Only with a good generator
//	answer: No: 27 paths cannot split evenly among 6 orders.
//
// choices make the question multiple choice (a class answers by letter,
// A, B, …; 2 to 6 of them, split at "|", the right one marked with *).
//
// A file is read whole or refused with one line naming the file, the line
// and the problem. Everything in it is hostile until checked: its size,
// its lines, control characters (an escape sequence would reach the
// screen), the screens, settings and keys it names (checked by the caller's
// Checker, which knows them).
package demos

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"riffle/ui/classlog"
)

// Limits on a demo file.
const (
	MaxBytes    = 64 << 10 // a file
	MaxLine     = 1000     // a line, in bytes
	MaxSteps    = 100
	MaxKeys     = 200 // a step's keys
	MaxSettings = 10  // a step's settings
)

// Demo is a guided demo.
type Demo struct {
	Name  string // the file's name without ".txt": what `riffle demo NAME` takes
	Title string
	About string
	Steps []Step
	File  string // where it was read from ("" for a shipped demo: its embedded name)
}

// Step is one step of a demo.
type Step struct {
	Title    string
	Say      string
	Settings [][2]string // name=value, in order
	Open     string      // a screen's ID, or "" to stay
	Keys     []string    // key names, as common.KeyNamed reads them
	Ask      string
	Answer   string
	// Choices make the question multiple choice (answered by letter),
	// Right the right one's number from 1 (0: none marked): "choices: Yes
	// | *No | It depends".
	Choices []string
	Right   int
}

// Checker checks what a demo names, with the error's reason in words:
// a screen, a setting and its value, a key.
type Checker interface {
	Screen(id string) error
	Setting(name, value string) error
	Key(name string) error
}

// Error is a demo file's problem: the file, the line (0 for the file as a
// whole) and what is wrong.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("demo %s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("demo %s:%d: %s", e.File, e.Line, e.Msg)
}

// fields are the fields a file may hold, and whether each belongs to a
// step.
var fields = map[string]bool{"title": false, "about": false, "step": true, "say": true, "set": true,
	"open": true, "keys": true, "ask": true, "answer": true, "choices": true}

// Parse reads the demo named name from data; file names it in errors.
func Parse(name, file string, data []byte, ck Checker) (Demo, error) {
	fail := func(line int, format string, args ...any) (Demo, error) {
		return Demo{}, &Error{File: file, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	if len(data) > MaxBytes {
		return fail(0, "%d bytes: allowed at most %d", len(data), MaxBytes)
	}
	if !utf8.Valid(data) {
		return fail(0, "not UTF-8 text")
	}
	d := Demo{Name: name}
	var last *string // the field an indented line goes on with
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	for i, line := range lines {
		if err := d.line(line, &last, ck); err != nil {
			return fail(i+1, "%v", err)
		}
	}
	switch {
	case d.Title == "":
		return fail(0, "no title: the first lines say \"title: …\"")
	case len(d.Steps) == 0:
		return fail(0, "no step: a step begins with \"step: its title\"")
	}
	for i, s := range d.Steps {
		if s.Answer != "" && s.Ask == "" {
			return fail(0, "step %d (%s) has an answer but no ask", i+1, s.Title)
		}
		if s.Choices != nil && s.Ask == "" {
			return fail(0, "step %d (%s) has choices but no ask", i+1, s.Title)
		}
		if s.Title == "" {
			return fail(0, "step %d has no title", i+1)
		}
	}
	return d, nil
}

// line takes one line of the file into d; last is the field an indented
// line goes on with.
func (d *Demo) line(line string, last **string, ck Checker) error {
	if len(line) > MaxLine {
		return fmt.Errorf("line of %d bytes: allowed at most %d", len(line), MaxLine)
	}
	if r, at, ok := control(line); ok {
		return fmt.Errorf("control character %U at column %d: allowed printable text", r, at)
	}
	trimmed := strings.TrimSpace(line)
	switch {
	case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		*last = nil
		return nil
	case strings.HasPrefix(line, "  ") || strings.HasPrefix(line, "\t"):
		if *last == nil {
			return fmt.Errorf("an indented line goes on with a say, ask or answer above it; none is")
		}
		**last += "\n" + trimmed
		return nil
	}
	key, value, ok := strings.Cut(line, ":")
	key, value = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(value)
	inStep, known := fields[key]
	if !ok || !known {
		return fmt.Errorf("%q is no field: allowed %s", firstWord(line), strings.Join(fieldNames(), ", "))
	}
	*last = nil
	switch {
	case !inStep && len(d.Steps) > 0:
		return fmt.Errorf("%s goes before the first step", key)
	case key == "title":
		d.Title = value
	case key == "about":
		d.About = value
	case key == "step":
		if len(d.Steps) == MaxSteps {
			return fmt.Errorf("more than %d steps", MaxSteps)
		}
		d.Steps = append(d.Steps, Step{Title: value})
	case len(d.Steps) == 0:
		return fmt.Errorf("%s before the first step: a step begins with \"step: its title\"", key)
	default:
		s := &d.Steps[len(d.Steps)-1]
		if err := s.set(key, value, ck); err != nil {
			return err
		}
		*last = map[string]*string{"say": &s.Say, "ask": &s.Ask, "answer": &s.Answer}[key]
	}
	return nil
}

// set sets a step's field key to value, checking it.
func (s *Step) set(key, value string, ck Checker) error {
	once := map[string]bool{"say": s.Say != "", "open": s.Open != "", "keys": s.Keys != nil, "ask": s.Ask != "", "answer": s.Answer != "", "choices": s.Choices != nil}
	if once[key] {
		return fmt.Errorf("a second %s in this step: one a step", key)
	}
	switch key {
	case "say":
		s.Say = value
	case "ask":
		s.Ask = value
	case "answer":
		s.Answer = value
	case "choices":
		choices, right, err := classlog.ParseChoices(value)
		if err == nil && choices == nil {
			err = errors.New("none given: write them as Yes | *No | Maybe (* marks the right one)")
		}
		if err != nil {
			return fmt.Errorf("choices: %v", err)
		}
		s.Choices, s.Right = choices, right
	case "open":
		if err := ck.Screen(value); err != nil {
			return fmt.Errorf("open %q: %v", value, err)
		}
		s.Open = value
	case "keys":
		ks := strings.Fields(value)
		if len(ks) == 0 || len(ks) > MaxKeys {
			return fmt.Errorf("keys: %d keys, allowed 1…%d", len(ks), MaxKeys)
		}
		for _, k := range ks {
			if err := ck.Key(k); err != nil {
				return fmt.Errorf("key %q: %v", k, err)
			}
		}
		s.Keys = ks
	case "set":
		for _, kv := range strings.Fields(value) {
			name, v, ok := strings.Cut(kv, "=")
			if !ok || name == "" || v == "" {
				return fmt.Errorf("set %q: want name=value", kv)
			}
			if err := ck.Setting(name, v); err != nil {
				return fmt.Errorf("set %s: %v", name, err)
			}
			if len(s.Settings) == MaxSettings {
				return fmt.Errorf("more than %d settings in a step", MaxSettings)
			}
			s.Settings = append(s.Settings, [2]string{name, v})
		}
	}
	return nil
}

// control finds the first control character in line (a tab is allowed),
// its column (1-based, in runes) and whether there is one.
func control(line string) (rune, int, bool) {
	col := 0
	for _, r := range line {
		col++
		if r != '\t' && (unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || unicode.Is(unicode.Cf, r)) {
			return r, col, true
		}
	}
	return 0, 0, false
}

// firstWord is the start of line, for an error about it.
func firstWord(line string) string {
	w, _, _ := strings.Cut(strings.TrimSpace(line), " ")
	if len(w) > 20 {
		w = w[:20]
	}
	return w
}

// fieldNames are the fields, in a fixed order.
func fieldNames() []string {
	return []string{"title", "about", "step", "say", "set", "open", "keys", "ask", "choices", "answer"}
}

// ErrNoDemo: no demo of that name.
var ErrNoDemo = errors.New("no such demo")

// Load reads the shipped demos from fsys (every *.txt at its top) and,
// when dir is not "", a teacher's from dir (every *.txt in it; one of the
// same name takes a shipped one's place), sorted by name. The first file
// that cannot be read or parsed is the error.
func Load(fsys fs.FS, dir string, ck Checker) ([]Demo, error) {
	byName := map[string]Demo{}
	shipped, err := fs.Glob(fsys, "*.txt")
	if err != nil {
		return nil, err
	}
	for _, f := range shipped {
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, err
		}
		name := strings.TrimSuffix(f, ".txt")
		d, err := Parse(name, f, data, ck)
		if err != nil {
			return nil, err
		}
		byName[name] = d
	}
	if dir != "" {
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			return nil, fmt.Errorf("demos %s: not a directory of demo files", dir)
		}
		files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
		if err != nil {
			return nil, fmt.Errorf("demos %s: %v", dir, err)
		}
		for _, f := range files {
			d, err := readFile(f, ck)
			if err != nil {
				return nil, err
			}
			byName[d.Name] = d
		}
	}
	out := make([]Demo, 0, len(byName))
	for _, d := range byName {
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b Demo) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// readFile reads one teacher's demo file, at most MaxBytes of it (a
// longer one is refused by Parse).
func readFile(path string, ck Checker) (Demo, error) {
	f, err := os.Open(path)
	if err != nil {
		return Demo{}, &Error{File: path, Msg: err.Error()}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxBytes+1))
	if err != nil {
		return Demo{}, &Error{File: path, Msg: err.Error()}
	}
	d, err := Parse(strings.TrimSuffix(filepath.Base(path), ".txt"), path, data, ck)
	if err != nil {
		return Demo{}, err
	}
	d.File = path
	return d, nil
}

// Find is the demo named name among ds, or ErrNoDemo with the names there
// are.
func Find(ds []Demo, name string) (Demo, error) {
	var names []string
	for _, d := range ds {
		if d.Name == name {
			return d, nil
		}
		names = append(names, d.Name)
	}
	return Demo{}, fmt.Errorf("%w %q: allowed %s", ErrNoDemo, name, strings.Join(names, ", "))
}
