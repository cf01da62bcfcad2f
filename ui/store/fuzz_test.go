package store

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzRead feeds arbitrary bytes to Read as the session file. Read must not
// fail or panic; problem is one line, empty exactly when every line is good;
// every record is a byte-exact piece of the file; and the records,
// re-encoded, make a file that Read accepts whole and returns unchanged.
// The seed corpus is in testdata/fuzz/FuzzRead as well as here.
func FuzzRead(f *testing.F) {
	good := linesOf(`{"r":1,"bank":100}`, `"two"`, `[3, 4]`)
	f.Add([]byte{})
	f.Add(good)
	f.Add(good[:len(good)-5])
	f.Add(bytes.Replace(good, []byte(`"bank":100`), []byte(`"bank":900`), 1))
	f.Add([]byte("\n\n{}\n[]\nnull\n"))
	f.Add([]byte("\x00\xff\xfe{\"crc\":\n"))
	f.Add([]byte(`{"crc":"e3069283","v":123456789,"v":1}` + "\n"))

	dir := f.TempDir()
	path := filepath.Join(dir, "session.jsonl")
	again := filepath.Join(dir, "again.jsonl")
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		recs, problem, err := Read(path)
		if err != nil {
			t.Fatalf("Read: %v", err)
		}
		if strings.ContainsAny(problem, "\n\r") {
			t.Fatalf("problem is not one line: %q", problem)
		}
		lines := bytes.Count(data, []byte("\n"))
		if len(data) > 0 && data[len(data)-1] != '\n' {
			lines++
		}
		if (problem == "") != (len(recs) == lines) {
			t.Fatalf("%d of %d lines good, but problem %q", len(recs), lines, problem)
		}
		var re []byte
		for i, r := range recs {
			if !bytes.Contains(data, r) {
				t.Fatalf("record %d %q is not in the file", i, r)
			}
			line, err := EncodeLine(r)
			if err != nil {
				t.Fatalf("record %d %q does not re-encode: %v", i, r, err)
			}
			re = append(re, line...)
		}
		if err := os.WriteFile(again, re, 0o600); err != nil {
			t.Fatal(err)
		}
		back, problem, err := Read(again)
		if err != nil || problem != "" || !sameRecs(back, recs) {
			t.Fatalf("re-encoded records read back as %d records, problem %q, err %v; want the %d records", len(back), problem, err, len(recs))
		}
		for _, r := range recs {
			if !json.Valid(r) {
				t.Fatalf("record %q is not valid JSON", r)
			}
		}
	})
}
