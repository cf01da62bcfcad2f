package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// crcOf is the CRC-32C of b computed straight from hash/crc32, not through
// the package's table.
func crcOf(b []byte) string {
	return fmt.Sprintf("%08x", crc32.Checksum(b, crc32.MakeTable(crc32.Castagnoli)))
}

// handLine builds a line by hand: {"crc":"<crc of payload>","v":payload}\n.
func handLine(payload string) []byte {
	return []byte(`{"crc":"` + crcOf([]byte(payload)) + `","v":` + payload + "}\n")
}

// linesOf returns the file content that stores payloads, built by handLine.
func linesOf(payloads ...string) []byte {
	var b []byte
	for _, p := range payloads {
		b = append(b, handLine(p)...)
	}
	return b
}

func raws(payloads ...string) []json.RawMessage {
	out := make([]json.RawMessage, len(payloads))
	for i, p := range payloads {
		out[i] = json.RawMessage(p)
	}
	return out
}

func sameRecs(a, b []json.RawMessage) bool {
	return slices.EqualFunc(a, b, func(x, y json.RawMessage) bool { return bytes.Equal(x, y) })
}

func showRecs(rs []json.RawMessage) string {
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = string(r)
	}
	return "[" + strings.Join(s, " ") + "]"
}

func mustOpen(t testing.TB, dir string) (*Store, []json.RawMessage, string) {
	t.Helper()
	s, recs, problem, err := Open(dir)
	if err != nil {
		t.Fatalf("Open(%s): %v", dir, err)
	}
	t.Cleanup(func() { s.Close() })
	return s, recs, problem
}

func mustRead(t testing.TB, path string) ([]json.RawMessage, string) {
	t.Helper()
	recs, problem, err := Read(path)
	if err != nil {
		t.Fatalf("Read(%s): %v", path, err)
	}
	if strings.ContainsAny(problem, "\n\r") {
		t.Fatalf("problem is not one line: %q", problem)
	}
	return recs, problem
}

func writeFile(t testing.TB, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func checkOneLine(t *testing.T, err error, wants ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error; want one containing %q", wants)
	}
	msg := err.Error()
	t.Logf("error: %s", msg)
	if strings.ContainsAny(msg, "\n\r") {
		t.Errorf("error is not one line: %q", msg)
	}
	for _, w := range wants {
		if !strings.Contains(msg, w) {
			t.Errorf("error %q does not contain %q", msg, w)
		}
	}
}

// savedAs returns the damaged copy's path named by an Open problem.
func savedAs(t *testing.T, problem string) string {
	t.Helper()
	const tag = "; the damaged file is saved as "
	i := strings.LastIndex(problem, tag)
	if i < 0 {
		t.Fatalf("problem does not say where the damaged file is: %q", problem)
	}
	return problem[i+len(tag):]
}

// The CRC-32C check value: the checksum of the nine bytes "123456789" is
// 0xe3069283 (CRC RevEng catalogue, CRC-32/ISCSI). Those bytes are also a
// JSON number, so they make a payload.
func TestEncodeLineKnownAnswer(t *testing.T) {
	got, err := EncodeLine(json.RawMessage("123456789"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "{\"crc\":\"e3069283\",\"v\":123456789}\n"; string(got) != want {
		t.Errorf("EncodeLine(123456789) = %q, want %q", got, want)
	}
}

func TestRoundTrip(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "state", "riffle") // Open creates missing parents
	vals := []any{
		map[string]any{"round": 1, "bet": 5, "note": "two\nlines"},
		"tab\tquote\" <html> & ♠♥♦♣",
		json.RawMessage(`{"a":[1, 2, {"b":null}]}`), // inner spaces are kept as is
		json.RawMessage(" \t42\r "),                 // outer white space is dropped
		3.5, true, nil, []int{}, "",
	}
	var want []json.RawMessage
	for _, v := range vals {
		if r, ok := v.(json.RawMessage); ok {
			want = append(want, json.RawMessage(strings.Trim(string(r), " \t\r")))
			continue
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, b)
	}

	s, recs, problem := mustOpen(t, dir)
	if len(recs) != 0 || problem != "" {
		t.Fatalf("new store: %d records, problem %q", len(recs), problem)
	}
	for _, v := range vals {
		if err := s.Append(v); err != nil {
			t.Fatalf("Append(%v): %v", v, err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	// The file, read without the package: one line per value, the crc being
	// the CRC-32C of the payload bytes.
	lineRE := regexp.MustCompile(`^\{"crc":"([0-9a-f]{8})","v":(.*)\}$`)
	data := readFile(t, filepath.Join(dir, "session.jsonl"))
	if !bytes.HasSuffix(data, []byte("\n")) {
		t.Fatalf("file does not end with a newline: %q", data)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != len(want) {
		t.Fatalf("file has %d lines, want %d:\n%s", len(lines), len(want), data)
	}
	for i, l := range lines {
		m := lineRE.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("line %d %q is not of the form {\"crc\":\"…\",\"v\":…}", i+1, l)
		}
		if m[2] != string(want[i]) {
			t.Errorf("line %d payload %s, want %s", i+1, m[2], want[i])
		}
		if c := crcOf([]byte(m[2])); m[1] != c {
			t.Errorf("line %d crc %s, want %s", i+1, m[1], c)
		}
	}
	for name, wantMode := range map[string]fs.FileMode{dir: fs.ModeDir | 0o700, filepath.Join(dir, "session.jsonl"): 0o600, filepath.Join(dir, "session.lock"): 0o600} {
		fi, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		// A umask only takes permissions away; 0700 and 0600 survive the usual ones.
		if fi.Mode() != wantMode {
			t.Errorf("%s: mode %v, want %v", name, fi.Mode(), wantMode)
		}
	}

	s, recs, problem = mustOpen(t, dir)
	if problem != "" || !sameRecs(recs, want) {
		t.Fatalf("reopened: %s (problem %q), want %s", showRecs(recs), problem, showRecs(want))
	}
	if err := s.Append("more"); err != nil {
		t.Fatal(err)
	}
	recs, problem = mustRead(t, s.Path())
	if want = append(want, json.RawMessage(`"more"`)); problem != "" || !sameRecs(recs, want) {
		t.Fatalf("after a further Append: %s (problem %q), want %s", showRecs(recs), problem, showRecs(want))
	}
}

func TestAppendRejects(t *testing.T) {
	dir := t.TempDir()
	s, _, _ := mustOpen(t, dir)
	if err := s.Append(1); err != nil {
		t.Fatal(err)
	}
	before := readFile(t, s.Path())
	for _, c := range []struct {
		name string
		v    any
		want string
	}{
		{"newline in raw", json.RawMessage("[1,\n2]"), "newline"},
		{"invalid raw", json.RawMessage(`{"a":`), "not valid JSON"},
		{"empty raw", json.RawMessage(nil), "not valid JSON"},
		{"two values", json.RawMessage(`1 2`), "not valid JSON"},
		{"unencodable", make(chan int), "unsupported type"},
		{"too long", strings.Repeat("x", MaxLine), "a line holds at most"},
	} {
		t.Run(c.name, func(t *testing.T) {
			checkOneLine(t, s.Append(c.v), "cannot save record", c.want)
		})
	}
	if after := readFile(t, s.Path()); !bytes.Equal(after, before) {
		t.Errorf("rejected records changed the file:\n%q\nwant\n%q", after, before)
	}
}

// A line of exactly MaxLine bytes is written and read back; one byte more
// is refused by EncodeLine and, made by hand, skipped by Read as too long.
func TestMaxLine(t *testing.T) {
	base, err := EncodeLine("") // the line of the payload "" (two bytes)
	if err != nil {
		t.Fatal(err)
	}
	k := MaxLine - len(base) // string length whose line is exactly MaxLine
	fits := strings.Repeat("a", k)
	line, err := EncodeLine(fits)
	if err != nil {
		t.Fatalf("EncodeLine of a %d-byte line: %v", MaxLine, err)
	}
	if len(line) != MaxLine {
		t.Fatalf("line is %d bytes, want %d", len(line), MaxLine)
	}
	if _, err := EncodeLine(fits + "a"); err == nil {
		t.Fatalf("EncodeLine accepted a %d-byte line", MaxLine+1)
	}

	dir := t.TempDir()
	s, _, _ := mustOpen(t, dir)
	if err := s.Append(fits); err != nil {
		t.Fatal(err)
	}
	long := handLine(`"` + fits + `a"`)
	if len(long) != MaxLine+1 {
		t.Fatalf("hand-made line is %d bytes, want %d", len(long), MaxLine+1)
	}
	f, err := os.OpenFile(s.Path(), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(long)
	f.Write(handLine("7"))
	f.Close()

	recs, problem := mustRead(t, s.Path())
	want := raws(`"`+fits+`"`, "7")
	if !sameRecs(recs, want) {
		t.Errorf("got %d records, want the %d-byte line and 7", len(recs), MaxLine)
	}
	if !strings.Contains(problem, "1 damaged line (line 2: too long) skipped, 2 good lines kept") {
		t.Errorf("problem %q does not name line 2 as too long", problem)
	}
}

// Cut a three-line file at every byte offset: Read keeps exactly the lines
// that are complete before the cut and reports the cut one as truncated;
// Open repairs the file so that a further Append reads back cleanly.
func TestTruncateEveryOffset(t *testing.T) {
	payloads := []string{`{"r":1,"bank":100}`, `{"r":2,"bank":95}`, `"the end"`}
	data := linesOf(payloads...)
	var ends []int // offset just past each newline
	for i, c := range data {
		if c == '\n' {
			ends = append(ends, i+1)
		}
	}
	root := t.TempDir()
	for cut := 0; cut <= len(data); cut++ {
		complete := 0
		for complete < len(ends) && ends[complete] <= cut {
			complete++
		}
		atBoundary := cut == 0 || cut == ends[max(complete-1, 0)]
		want := raws(payloads[:complete]...)

		dir := filepath.Join(root, fmt.Sprint(cut))
		if err := os.Mkdir(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "session.jsonl")
		writeFile(t, path, data[:cut])

		recs, problem := mustRead(t, path)
		if !sameRecs(recs, want) {
			t.Fatalf("cut at %d: Read gave %s, want %s", cut, showRecs(recs), showRecs(want))
		}
		if atBoundary && problem != "" {
			t.Fatalf("cut at %d (a line boundary): problem %q, want none", cut, problem)
		}
		if !atBoundary {
			wantProblem := fmt.Sprintf("state file %s: 1 damaged line (line %d: truncated) skipped, %d good %s kept",
				path, complete+1, complete, map[bool]string{true: "line", false: "lines"}[complete == 1])
			if problem != wantProblem {
				t.Fatalf("cut at %d: problem\n%q\nwant\n%q", cut, problem, wantProblem)
			}
		}

		s, recs, problem, err := Open(dir)
		if err != nil {
			t.Fatalf("cut at %d: Open: %v", cut, err)
		}
		if !sameRecs(recs, want) {
			t.Fatalf("cut at %d: Open gave %s, want %s", cut, showRecs(recs), showRecs(want))
		}
		if !atBoundary {
			if got := readFile(t, savedAs(t, problem)); !bytes.Equal(got, data[:cut]) {
				t.Fatalf("cut at %d: damaged copy %q, want %q", cut, got, data[:cut])
			}
			good := data[:0]
			if complete > 0 {
				good = data[:ends[complete-1]]
			}
			if got := readFile(t, path); !bytes.Equal(got, good) {
				t.Fatalf("cut at %d: repaired file %q, want %q", cut, got, good)
			}
		}
		err = s.Append(json.RawMessage(`"after"`))
		if cerr := s.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		recs, problem = mustRead(t, path)
		if want = append(want, json.RawMessage(`"after"`)); problem != "" || !sameRecs(recs, want) {
			t.Fatalf("cut at %d: after repair and Append: %s (problem %q), want %s", cut, showRecs(recs), problem, showRecs(want))
		}
	}
}

// Flipping any bit-0 of the middle line (its newline aside) damages that
// line alone: CRC-32C catches every single-bit error in the payload, and a
// flip in the frame breaks the JSON or the field names.
func TestFlippedByteEveryOffset(t *testing.T) {
	payloads := []string{`{"r":1}`, `{"r":2,"cards":["As","Kd"]}`, `{"r":3}`}
	data := linesOf(payloads...)
	l1 := len(handLine(payloads[0]))
	l2 := len(handLine(payloads[1]))
	path := filepath.Join(t.TempDir(), "session.jsonl")
	want := raws(payloads[0], payloads[2])
	for i := l1; i < l1+l2-1; i++ {
		bad := bytes.Clone(data)
		bad[i] ^= 1
		writeFile(t, path, bad)
		recs, problem := mustRead(t, path)
		if !sameRecs(recs, want) {
			t.Fatalf("flip at %d (%q): got %s, want %s", i, bad[l1:l1+l2], showRecs(recs), showRecs(want))
		}
		if !strings.Contains(problem, ": 1 damaged line (line 2: ") || !strings.HasSuffix(problem, " skipped, 2 good lines kept") {
			t.Fatalf("flip at %d (%q): problem %q does not name line 2 alone", i, bad[l1:l1+l2], problem)
		}
	}
}

func TestDamagedLineRepair(t *testing.T) {
	payloads := []string{`{"r":1}`, `{"r":2}`, `{"r":3}`, `{"r":4}`}
	good := linesOf(payloads...)
	l1 := len(handLine(payloads[0]))
	for _, c := range []struct {
		name   string
		damage func([]byte) []byte
		reason string
	}{
		{"payload digit", func(b []byte) []byte {
			i := l1 + bytes.Index(b[l1:], []byte(`"r":2`)) + 4
			b[i] = '7'
			return b
		}, "checksum mismatch"},
		{"lost brace", func(b []byte) []byte {
			i := l1 + bytes.IndexByte(b[l1:], '\n') - 1
			return slices.Delete(b, i, i+1)
		}, "not JSON"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "session.jsonl")
			bad := c.damage(bytes.Clone(good))
			writeFile(t, path, bad)

			s, recs, problem := mustOpen(t, dir)
			want := raws(payloads[0], payloads[2], payloads[3])
			if !sameRecs(recs, want) {
				t.Errorf("Open gave %s, want %s", showRecs(recs), showRecs(want))
			}
			prefix := fmt.Sprintf("state file %s: 1 damaged line (line 2: %s) skipped, 3 good lines kept; the damaged file is saved as %s.damaged-", path, c.reason, path)
			if !strings.HasPrefix(problem, prefix) {
				t.Errorf("problem\n%q\ndoes not start\n%q", problem, prefix)
			}
			if got := readFile(t, savedAs(t, problem)); !bytes.Equal(got, bad) {
				t.Errorf("damaged copy is not the original:\n%q\nwant\n%q", got, bad)
			}
			if err := s.Append(json.RawMessage(`{"r":5}`)); err != nil {
				t.Fatal(err)
			}
			recs, problem = mustRead(t, path)
			if want = append(want, json.RawMessage(`{"r":5}`)); problem != "" || !sameRecs(recs, want) {
				t.Errorf("after repair: %s (problem %q), want %s", showRecs(recs), problem, showRecs(want))
			}
		})
	}
}

// Damaged copies are named by the UTC time of the Open, with -2, -3, … when
// the name is taken.
func TestDamagedCopyNames(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "session.jsonl")
	at := func() time.Time { return time.Date(2026, 11, 21, 11, 15, 0, 0, time.FixedZone("CET", 3600)) }
	base := path + ".damaged-20261121T101500"
	for i, want := range []string{base, base + "-2", base + "-3"} {
		content := append(linesOf("1"), fmt.Sprintf("junk %d\n", i)...)
		writeFile(t, path, content)
		var recs []json.RawMessage
		s, problem, err := open(dir, at, func(_ int, v json.RawMessage) { recs = append(recs, v) })
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		if !sameRecs(recs, raws("1")) {
			t.Errorf("open %d: records %s, want [1]", i+1, showRecs(recs))
		}
		if got := savedAs(t, problem); got != want {
			t.Errorf("open %d: saved as %s, want %s", i+1, got, want)
		}
		if got := readFile(t, want); !bytes.Equal(got, content) {
			t.Errorf("%s holds %q, want %q", want, got, content)
		}
	}
}

func TestGarbage(t *testing.T) {
	g1, g2 := handLine(`{"r":1}`), handLine(`{"r":2}`)
	binary := make([]byte, 0, 512)
	for i := range 512 {
		if b := byte(i * 37); b != '\n' {
			binary = append(binary, b)
		}
	}
	cat := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	valid := func(s string) []byte { return []byte(s + "\n") }
	for _, c := range []struct {
		name string
		data []byte
		want string // the damage part of the problem
	}{
		{"empty lines", cat(g1, []byte("\n\n"), g2), "2 damaged lines (line 2: empty line; line 3: empty line)"},
		{"binary", cat(g1, binary, []byte("\n"), g2), "1 damaged line (line 2: not JSON)"},
		{"binary at the end", cat(g1, g2, binary), "1 damaged line (line 3: truncated)"},
		{"zero block", cat(g1, g2, make([]byte, 4096)), "1 damaged line (line 3: truncated)"},
		{"5 MiB line", cat(g1, bytes.Repeat([]byte("x"), 5<<20), []byte("\n"), g2), "1 damaged line (line 2: too long)"},
		{"5 MiB at the end", cat(g1, g2, bytes.Repeat([]byte(`{"crc":`), 5<<20/7)), "1 damaged line (line 3: too long)"},
		{"JSON without crc", cat(g1, valid(`{"v":{"r":9}}`), g2), "1 damaged line (line 2: no checksum)"},
		{"JSON array", cat(g1, valid(`[1,2]`), g2), "1 damaged line (line 2: not a record object)"},
		{"JSON null", cat(g1, valid(`null`), g2), "1 damaged line (line 2: not a record object)"},
		{"no payload", cat(g1, valid(`{"crc":"00000000"}`), g2), "1 damaged line (line 2: no payload)"},
		{"upper-case crc", cat(g1, valid(`{"crc":"E3069283","v":123456789}`), g2), "1 damaged line (line 2: malformed checksum)"},
		{"numeric crc", cat(g1, valid(`{"crc":3809907331,"v":123456789}`), g2), "1 damaged line (line 2: malformed checksum)"},
		{"extra field", cat(g1, valid(`{"crc":"e3069283","v":123456789,"x":0}`), g2), "1 damaged line (line 2: unexpected field)"},
		{"many", cat(g1, bytes.Repeat([]byte("?\n"), 10), g2), "10 damaged lines (line 2: not JSON; line 3: not JSON; line 4: not JSON; 7 more)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "session.jsonl")
			writeFile(t, path, c.data)
			recs, problem := mustRead(t, path)
			if want := raws(`{"r":1}`, `{"r":2}`); !sameRecs(recs, want) {
				t.Errorf("got %s, want %s", showRecs(recs), showRecs(want))
			}
			if want := fmt.Sprintf("state file %s: %s skipped, 2 good lines kept", path, c.want); problem != want {
				t.Errorf("problem\n%q\nwant\n%q", problem, want)
			}
		})
	}
}

// Reading a 5 MiB line costs about 2 MiB of allocation, the capped line
// buffer; a reader that held the whole line would allocate 5 MiB or more.
func TestLongLineMemory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "session.jsonl")
	writeFile(t, path, append(bytes.Repeat([]byte("x"), 5<<20), '\n'))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	recs, problem, err := Read(path)
	runtime.ReadMemStats(&after)
	if err != nil || len(recs) != 0 || problem == "" {
		t.Fatalf("Read = %d records, %q, %v", len(recs), problem, err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 3<<20 {
		t.Errorf("reading a 5 MiB line allocated %d bytes, want at most 3 MiB", got)
	}
}

func TestDir(t *testing.T) {
	const unset = "\x00unset"
	for _, c := range []struct {
		name, xdg, home string
		want            string // "" for an error
	}{
		{"absolute XDG_STATE_HOME", "/x/state", "/home/p", "/x/state/riffle"},
		{"relative XDG_STATE_HOME", "x/state", "/home/p", "/home/p/.local/state/riffle"},
		{"empty XDG_STATE_HOME", "", "/home/p", "/home/p/.local/state/riffle"},
		{"unset XDG_STATE_HOME", unset, "/home/p", "/home/p/.local/state/riffle"},
		{"XDG_STATE_HOME without HOME", "/x/state", unset, "/x/state/riffle"},
		{"relative and no HOME", "x/state", unset, ""},
		{"neither", unset, unset, ""},
		{"relative HOME", unset, "home/p", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			for k, v := range map[string]string{"XDG_STATE_HOME": c.xdg, "HOME": c.home} {
				t.Setenv(k, "")
				if v == unset {
					os.Unsetenv(k)
				} else {
					os.Setenv(k, v)
				}
			}
			got, err := Dir()
			if c.want == "" {
				checkOneLine(t, err, "state directory", "XDG_STATE_HOME", "HOME")
				return
			}
			if err != nil || got != c.want {
				t.Errorf("Dir() = %q, %v; want %q", got, err, c.want)
			}
		})
	}
	// Dir names the directory; it does not create it.
	root := t.TempDir()
	t.Setenv("XDG_STATE_HOME", root)
	d, err := Dir()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(d); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Dir created %s (stat: %v)", d, err)
	}
}

func TestLock(t *testing.T) {
	dir := t.TempDir()
	s, _, _ := mustOpen(t, dir)
	if err := s.Append(1); err != nil {
		t.Fatal(err)
	}
	_, _, _, err := Open(dir)
	want := fmt.Sprintf("state directory %s is in use by another riffle (lock %s)", dir, filepath.Join(dir, "session.lock"))
	if err == nil || err.Error() != want {
		t.Fatalf("second Open: %v; want %q", err, want)
	}
	// Read takes no lock.
	if recs, problem := mustRead(t, s.Path()); problem != "" || !sameRecs(recs, raws("1")) {
		t.Errorf("Read beside an open store: %s %q", showRecs(recs), problem)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	checkOneLine(t, s.Append(2), "closed")
	checkOneLine(t, s.Rewrite(nil), "closed")
	s2, recs, _ := mustOpen(t, dir)
	if !sameRecs(recs, raws("1")) {
		t.Errorf("reopened: %s", showRecs(recs))
	}
	s2.Close()
}

func TestConcurrentAppend(t *testing.T) {
	dir := t.TempDir()
	s, _, _ := mustOpen(t, dir)
	const writers, each = 4, 10
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				if err := s.Append(map[string]int{"w": w, "i": i}); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	recs, problem := mustRead(t, s.Path())
	if problem != "" || len(recs) != writers*each {
		t.Fatalf("%d records (problem %q), want %d", len(recs), problem, writers*each)
	}
	next := make([]int, writers) // each writer's records appear in its own order
	for _, r := range recs {
		var v struct{ W, I int }
		if err := json.Unmarshal(r, &v); err != nil {
			t.Fatal(err)
		}
		if v.I != next[v.W] {
			t.Fatalf("writer %d: record %d after %d", v.W, v.I, next[v.W]-1)
		}
		next[v.W]++
	}
}

func TestRewrite(t *testing.T) {
	dir := t.TempDir()
	s, _, _ := mustOpen(t, dir)
	for _, v := range []any{"a", "b"} {
		if err := s.Append(v); err != nil {
			t.Fatal(err)
		}
	}
	newRecs := raws(`"x"`, `{"y":[1, 2]}`, `"z"`)
	if err := s.Rewrite(newRecs); err != nil {
		t.Fatal(err)
	}
	if recs, problem := mustRead(t, s.Path()); problem != "" || !sameRecs(recs, newRecs) {
		t.Fatalf("after Rewrite: %s %q", showRecs(recs), problem)
	}
	// Appends go to the new file, not to the one it replaced.
	if err := s.Append("w"); err != nil {
		t.Fatal(err)
	}
	want := append(slices.Clone(newRecs), json.RawMessage(`"w"`))
	if recs, problem := mustRead(t, s.Path()); problem != "" || !sameRecs(recs, want) {
		t.Fatalf("Append after Rewrite: %s %q, want %s", showRecs(recs), problem, showRecs(want))
	}

	// An invalid record: an error naming it, and the file untouched.
	before := readFile(t, s.Path())
	checkOneLine(t, s.Rewrite(raws(`"ok"`, "[1,\n2]")), "cannot rewrite state file", "record 2", "newline")
	checkOneLine(t, s.Rewrite(raws(`"ok"`, `"ok"`, `{`)), "record 3", "not valid JSON")
	if after := readFile(t, s.Path()); !bytes.Equal(after, before) {
		t.Errorf("a refused Rewrite changed the file")
	}

	// Rewriting to nothing leaves an empty session.
	if err := s.Rewrite(nil); err != nil {
		t.Fatal(err)
	}
	if recs, problem := mustRead(t, s.Path()); problem != "" || len(recs) != 0 {
		t.Fatalf("after Rewrite(nil): %s %q", showRecs(recs), problem)
	}

	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if want := []string{"session.jsonl", "session.lock"}; !slices.Equal(names, want) {
		t.Errorf("directory holds %q, want %q", names, want)
	}
}

// A reader racing with rewrites sees the old content or the new, whole.
func TestRewriteAtomic(t *testing.T) {
	dir := t.TempDir()
	s, _, _ := mustOpen(t, dir)
	var old, nu []json.RawMessage
	for i := range 200 {
		old = append(old, json.RawMessage(fmt.Sprintf(`{"old":%d,"pad":"%s"}`, i, strings.Repeat("o", 50))))
		nu = append(nu, json.RawMessage(fmt.Sprintf(`{"new":%d}`, i)))
	}
	if err := s.Rewrite(old); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	var reads int
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			select {
			case <-done:
				return
			default:
			}
			recs, problem, err := Read(s.Path())
			if err != nil || problem != "" || !(sameRecs(recs, old) || sameRecs(recs, nu)) {
				t.Errorf("read during Rewrite: %d records, problem %q, err %v", len(recs), problem, err)
				return
			}
			reads++
		}
	})
	for i := range 40 {
		if err := s.Rewrite([][]json.RawMessage{nu, old}[i%2]); err != nil {
			t.Error(err)
			break
		}
	}
	close(done)
	wg.Wait()
	t.Logf("%d reads during 40 rewrites", reads)
}

func TestOpenRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "session.jsonl"), linesOf("1"))
	stale := filepath.Join(dir, ".session.jsonl.tmp-12345")
	writeFile(t, stale, []byte("half a rewr"))
	_, recs, problem := mustOpen(t, dir)
	if problem != "" || !sameRecs(recs, raws("1")) {
		t.Errorf("Open: %s %q", showRecs(recs), problem)
	}
	if _, err := os.Stat(stale); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("stale temporary file still there (stat: %v)", err)
	}
}

// Failures that root meets too: a path through a regular file, a session
// file or lock that is a directory.
func TestOpenErrors(t *testing.T) {
	root := t.TempDir()
	file := filepath.Join(root, "file")
	writeFile(t, file, nil)
	under := filepath.Join(file, "riffle")
	_, _, _, err := Open(under)
	checkOneLine(t, err, "cannot create state directory "+under, "not a directory")

	dir := filepath.Join(root, "d1")
	if err := os.MkdirAll(filepath.Join(dir, "session.jsonl"), 0o700); err != nil {
		t.Fatal(err)
	}
	_, _, _, err = Open(dir)
	checkOneLine(t, err, "state file "+filepath.Join(dir, "session.jsonl"), "is a directory")
	_, _, err = Read(filepath.Join(dir, "session.jsonl"))
	checkOneLine(t, err, "state file "+filepath.Join(dir, "session.jsonl"), "is a directory")
	// The failed Open released its lock.
	if err := os.Remove(filepath.Join(dir, "session.jsonl")); err != nil {
		t.Fatal(err)
	}
	s, _, _ := mustOpen(t, dir)
	s.Close()

	dir = filepath.Join(root, "d2")
	if err := os.MkdirAll(filepath.Join(dir, "session.lock"), 0o700); err != nil {
		t.Fatal(err)
	}
	_, _, _, err = Open(dir)
	checkOneLine(t, err, "cannot lock state directory "+dir, "is a directory")

	recs, problem, err := Read(filepath.Join(root, "missing", "session.jsonl"))
	if err != nil || problem != "" || len(recs) != 0 {
		t.Errorf("Read of a missing file = %d records, %q, %v; want an empty session", len(recs), problem, err)
	}
}

func TestPermissionErrors(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root ignores file permissions")
	}
	root := t.TempDir()
	ro := filepath.Join(root, "ro")
	if err := os.Mkdir(ro, 0o500); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(ro, 0o700) })
	_, _, _, err := Open(ro)
	checkOneLine(t, err, ro, "permission denied")
	_, _, _, err = Open(filepath.Join(ro, "riffle"))
	checkOneLine(t, err, "cannot create state directory "+filepath.Join(ro, "riffle"), "permission denied")

	dir := filepath.Join(root, "rw")
	s, _, _ := mustOpen(t, dir)
	s.Close()
	path := filepath.Join(dir, "session.jsonl")
	if err := os.Chmod(path, 0); err != nil {
		t.Fatal(err)
	}
	_, _, err = Read(path)
	checkOneLine(t, err, "cannot read state file "+path, "permission denied")
	_, _, _, err = Open(dir)
	checkOneLine(t, err, "state file "+path, "permission denied")
}

// The lock is the file's, not its name's: with dirB/session.jsonl a link
// to dirA/session.jsonl (absolute, relative, or to a file not yet made,
// or through a second link), a store open on either directory keeps the
// other out, so two casinos never append to one file. A store opened
// through the link writes to the file it leads to and keeps the link.
func TestLockFollowsSymlinks(t *testing.T) {
	for _, c := range []struct {
		name   string
		target func(a, b string) string // what b/session.jsonl links to
		exists bool                     // a/session.jsonl is written first
		hop    bool                     // through b/middle → a/session.jsonl
	}{
		{"absolute", func(a, b string) string { return filepath.Join(a, "session.jsonl") }, true, false},
		{"relative", func(a, b string) string { return filepath.Join("..", "a", "session.jsonl") }, true, false},
		{"dangling", func(a, b string) string { return filepath.Join(a, "session.jsonl") }, false, false},
		{"two links", func(a, b string) string { return "middle" }, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			a, b := filepath.Join(root, "a"), filepath.Join(root, "b")
			for _, d := range []string{a, b} {
				if err := os.Mkdir(d, 0o700); err != nil {
					t.Fatal(err)
				}
			}
			if c.exists {
				writeFile(t, filepath.Join(a, "session.jsonl"), linesOf("1"))
			}
			if c.hop {
				if err := os.Symlink(filepath.Join(a, "session.jsonl"), filepath.Join(b, "middle")); err != nil {
					t.Fatal(err)
				}
			}
			link := filepath.Join(b, "session.jsonl")
			if err := os.Symlink(c.target(a, b), link); err != nil {
				t.Fatal(err)
			}
			sa, _, _ := mustOpen(t, a)
			_, _, _, err := Open(b)
			checkOneLine(t, err, "state directory "+b+" is in use by another riffle", "a link to "+filepath.Join(a, "session.jsonl"), filepath.Join(a, "session.lock"))
			sa.Close()

			sb, _, _ := mustOpen(t, b)
			if _, _, _, err := Open(a); err == nil {
				t.Fatal("a second store opened the linked file's directory while the first held it")
			}
			must := func(err error) {
				t.Helper()
				if err != nil {
					t.Fatal(err)
				}
			}
			must(sb.Append(2))
			must(sb.Rewrite(raws("3", "4")))
			must(sb.Append(5))
			must(sb.Close())
			if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
				t.Errorf("the link was replaced: %v %v", fi.Mode(), err)
			}
			if recs, problem := mustRead(t, filepath.Join(a, "session.jsonl")); problem != "" || !sameRecs(recs, raws("3", "4", "5")) {
				t.Errorf("the linked file holds %s %q, want [3 4 5]", showRecs(recs), problem)
			}
		})
	}
}

// A link that leads round in a circle is an error in one line, not a hang.
func TestSymlinkLoop(t *testing.T) {
	dir := t.TempDir()
	if err := os.Symlink("session.jsonl", filepath.Join(dir, "session.jsonl")); err != nil {
		t.Fatal(err)
	}
	_, _, _, err := Open(dir)
	checkOneLine(t, err, "cannot open state file", "too many levels of symbolic links")
}
