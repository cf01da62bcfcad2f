// Package classlog is a class's record: what riffle serve writes as the
// class happens — who joined and left, each student's chips at the
// class's start, the questions asked and closed, every answer with its
// time, every die thrown and by whom — one JSON event a line in
// STATE/serve/classes/NAME.jsonl, and what riffle class report reads back
// per student and per question. It links no terminal package: the
// headless commands read it.
//
// The file is the teacher's, but a student's words are in it (names,
// answers): it is read as hostile input — each line checked (a known
// kind, fields in range, at most MaxLine bytes), a line that is not
// refused with its number.
package classlog

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"
)

// The kinds of event.
const (
	Join   = "join"   // a student connected: ID, Name
	Leave  = "leave"  // a student left: ID, Chips (at leaving)
	Start  = "start"  // a student's chips when first seen in the class: ID, Chips
	Ask    = "ask"    // a question opened: Q, Text, Answer (the teacher's), Choices and Right (multiple choice)
	Timer  = "timer"  // the teacher gave the open question Secs seconds: Q, Secs
	Close  = "close"  // the open question closed: Q
	Answer = "answer" // a student answered: ID, Q, Text
	Dice   = "dice"   // a student's casino threw dice since its last dice event: ID, Sides, Counts (each face's)
)

// Event is one line of the record.
type Event struct {
	Time   time.Time `json:"t"`
	Kind   string    `json:"kind"`
	ID     string    `json:"id,omitempty"`
	Name   string    `json:"name,omitempty"`
	Q      int       `json:"q,omitempty"`
	Text   string    `json:"text,omitempty"`
	Answer string    `json:"answer,omitempty"`
	Chips  int       `json:"chips,omitempty"`
	Sides  int       `json:"sides,omitempty"`
	Counts []int64   `json:"counts,omitempty"`
	// Choices are a multiple-choice question's (2…MaxChoices, answered by
	// letter: A, B, …); Right is the right one's number (from 1), 0 when
	// none is marked.
	Choices []string `json:"choices,omitempty"`
	Right   int      `json:"right,omitempty"`
	Secs    int      `json:"secs,omitempty"`
}

// Limits on what a line may hold.
const (
	MaxLine  = 64 << 10 // bytes a line
	MaxText  = 2000     // runes of a question, an answer or a name
	MaxSides = 1000     // a die's sides
	MaxChips = 1_000_000_000
	MaxFile  = 256 << 20 // bytes a record read back
	MaxQueue = 100_000   // events waiting to be written; past it they are dropped, and counted
	// MaxChoices is the most choices a question offers (A…F), MaxChoice
	// the longest, in runes; MaxSecs the longest time a question is given.
	MaxChoices = 6
	MaxChoice  = 200
	MaxSecs    = 3600
)

// Check says what is wrong with e, or nil.
func (e Event) Check() error {
	switch {
	case e.Time.IsZero():
		return errors.New("no time")
	case len([]rune(e.Text)) > MaxText || len([]rune(e.Answer)) > MaxText || len([]rune(e.Name)) > MaxText:
		return fmt.Errorf("a text over %d characters", MaxText)
	case e.Chips < 0 || e.Chips > MaxChips:
		return fmt.Errorf("chips %d: allowed 0…%d", e.Chips, MaxChips)
	case e.Q < 0:
		return fmt.Errorf("question %d", e.Q)
	}
	needID := func() error {
		switch {
		case e.ID == "":
			return fmt.Errorf("a %s event with no student", e.Kind)
		case len(e.ID) > 100:
			return fmt.Errorf("a student's id of %d bytes: allowed 100", len(e.ID))
		}
		return nil
	}
	switch e.Kind {
	case Join, Leave, Start:
		return needID()
	case Ask, Close, Timer:
		if e.Q < 1 {
			return fmt.Errorf("a %s event with no question number", e.Kind)
		}
		if e.Kind == Timer && (e.Secs < 1 || e.Secs > MaxSecs) {
			return fmt.Errorf("a timer of %d seconds: allowed 1…%d", e.Secs, MaxSecs)
		}
		return CheckChoices(e.Choices, e.Right)
	case Answer:
		if e.Q < 1 {
			return errors.New("an answer to no question")
		}
		return needID()
	case Dice:
		if e.Sides < 2 || e.Sides > MaxSides || len(e.Counts) != e.Sides {
			return fmt.Errorf("dice of %d sides with %d counts: allowed 2…%d sides, a count a face", e.Sides, len(e.Counts), MaxSides)
		}
		for _, n := range e.Counts {
			if n < 0 || n > 1<<40 {
				return fmt.Errorf("a face thrown %d times", n)
			}
		}
		return needID()
	default:
		return fmt.Errorf("kind %q: allowed join, leave, start, ask, timer, close, answer, dice", Clip(e.Kind, 20))
	}
}

// Fit is e as the writer keeps it: its words cut to MaxText, so that a
// long question or name never makes a line Read refuses.
func (e Event) Fit() Event {
	e.Text, e.Answer, e.Name = clipRunes(e.Text, MaxText), clipRunes(e.Answer, MaxText), clipRunes(e.Name, MaxText)
	if len(e.Choices) > 0 {
		e.Choices = slices.Clone(e.Choices)
		for i, c := range e.Choices {
			e.Choices[i] = clipRunes(c, MaxChoice)
		}
	}
	return e
}

func clipRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

// Clean is text from a record as it is shown: control and format
// characters (line breaks, tabs, bidi marks, escapes) as spaces, spaces
// squeezed — a record's words never forge a line of the report.
func Clean(s string) string {
	return strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "?"))), " ")
}

// Clip is s cut to n runes.
func Clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// Dir is where a state directory keeps its classes' records.
func Dir(state string) string { return filepath.Join(state, "serve", "classes") }

// Path is class name's record in the state directory.
func Path(state, name string) string { return filepath.Join(Dir(state), name+".jsonl") }

// CheckName checks a class's name: 1…64 letters, digits, '-', '_' or '.',
// not starting with '.'.
func CheckName(name string) error {
	ok := name != "" && len(name) <= 64 && name[0] != '.'
	for _, r := range name {
		ok = ok && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.')
	}
	if !ok {
		return fmt.Errorf("class %q: a name is 1…64 letters, digits, '-', '_' or '.'", Clip(name, 40))
	}
	return nil
}

// NewName is the name of a class begun at t: its local date and time,
// "2026-11-28-0915".
func NewName(t time.Time) string { return t.Format("2006-01-02-1504") }

// Latest is the name of the class last written in the state directory,
// and false when there is none.
func Latest(state string) (string, bool) {
	ents, err := os.ReadDir(Dir(state))
	if err != nil {
		return "", false
	}
	var best string
	var at time.Time
	for _, e := range ents {
		name, ok := strings.CutSuffix(e.Name(), ".jsonl")
		if !ok || !e.Type().IsRegular() || CheckName(name) != nil {
			continue
		}
		if fi, err := e.Info(); err == nil && (best == "" || fi.ModTime().After(at)) {
			best, at = name, fi.ModTime()
		}
	}
	return best, best != ""
}

// Recent is Latest when it was written within the last d (a class
// carried on after a restart, not last week's), and false otherwise.
func Recent(state string, d time.Duration) (string, bool) {
	name, ok := Latest(state)
	if !ok {
		return "", false
	}
	fi, err := os.Lstat(Path(state, name))
	if err != nil || time.Since(fi.ModTime()) > d {
		return "", false
	}
	return name, true
}

// Read reads a class's record: every event, in order. A line that is not
// an event, or one Check refuses, is an error naming the file and the
// line; a missing file is an error too.
func Read(path string) ([]Event, error) {
	fi, err := os.Lstat(path) // before opening: a named pipe would block the open
	if err != nil {
		return nil, err
	}
	switch {
	case !fi.Mode().IsRegular():
		return nil, fmt.Errorf("%s is not a regular file", path)
	case fi.Size() > MaxFile:
		return nil, fmt.Errorf("%s is over %d MiB: not a class's record", path, MaxFile>>20)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return read(io.LimitReader(f, MaxFile), path)
}

func read(r io.Reader, path string) ([]Event, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLine)
	var out []Event
	for n := 1; sc.Scan(); n++ {
		line := sc.Bytes()
		if len(strings.TrimSpace(string(line))) == 0 {
			continue
		}
		var e Event
		dec := json.NewDecoder(strings.NewReader(string(line)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			return nil, fmt.Errorf("%s:%d: not an event of a class's record (%v)", path, n, err)
		}
		if dec.More() {
			return nil, fmt.Errorf("%s:%d: more than one event on the line", path, n)
		}
		if err := e.Check(); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("%s: a line over %d KiB: not a class's record", path, MaxLine>>10)
		}
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return out, nil
}

// Writer appends events to a class's record in the background: Add never
// waits on the disk (a student's key must not), the events are written in
// order and synced to the disk about once a second and at Close.
type Writer struct {
	mu     sync.Mutex
	queue  []Event
	closed bool
	err    error
	// dropped counts the events not written (Add).
	dropped int
	kick    chan struct{}
	done    chan struct{}
	f       *os.File
}

// SyncEvery is how often the writer syncs what it wrote.
const SyncEvery = time.Second

// Create opens path's record for appending (its directory made, mode
// 0700, the file 0600: answers and names are the class's).
func Create(path string) (*Writer, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	w := &Writer{f: f, kick: make(chan struct{}, 1), done: make(chan struct{})}
	go w.loop()
	return w, nil
}

// Add queues e to be written, its words cut to fit (Event.Fit); an event
// Check refuses, or one past MaxQueue waiting (a disk that does not keep
// up), is dropped and counted (Dropped). After Close it does nothing.
func (w *Writer) Add(e Event) {
	if w == nil {
		return
	}
	e = e.Fit()
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return
	}
	if e.Check() != nil || len(w.queue) >= MaxQueue {
		w.dropped++
		return
	}
	w.queue = append(w.queue, e)
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

// Dropped is how many events Add dropped.
func (w *Writer) Dropped() int {
	if w == nil {
		return 0
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.dropped
}

// Err is the last write's failure, or nil.
func (w *Writer) Err() error {
	if w == nil {
		return nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

// Close writes what is queued, syncs and closes the file.
func (w *Writer) Close() error {
	if w == nil {
		return nil
	}
	w.mu.Lock()
	w.closed = true
	select {
	case w.kick <- struct{}{}:
	default:
	}
	w.mu.Unlock()
	<-w.done
	err := w.f.Close()
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return w.err
	}
	return err
}

func (w *Writer) loop() {
	defer close(w.done)
	bw := bufio.NewWriter(w.f)
	tick := time.NewTicker(SyncEvery)
	defer tick.Stop()
	dirty := false
	flush := func() {
		if !dirty {
			return
		}
		err := bw.Flush()
		if err == nil {
			err = w.f.Sync()
		}
		w.mu.Lock()
		w.err = err
		w.mu.Unlock()
		dirty = false
	}
	for {
		w.mu.Lock()
		batch, closed := w.queue, w.closed
		w.queue = nil
		w.mu.Unlock()
		for _, e := range batch {
			b, err := json.Marshal(e)
			if err == nil {
				bw.Write(append(b, '\n'))
				dirty = true
			}
		}
		if closed {
			flush()
			return
		}
		select {
		case <-w.kick:
		case <-tick.C:
			flush()
		}
	}
}

// Students are a record's students in the order they first joined.
func Students(events []Event) []string {
	var ids []string
	for _, e := range events {
		if e.ID != "" && !slices.Contains(ids, e.ID) {
			ids = append(ids, e.ID)
		}
	}
	return ids
}
