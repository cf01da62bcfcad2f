package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A secret is kept beside the session file, readable by its owner only,
// read back, replaced, dropped (twice is harmless), and pruned when no
// open round names it; a name that is not hex is refused, so that no
// secret is written outside the directory.
func TestSecrets(t *testing.T) {
	dir := t.TempDir()
	s, _, _ := mustOpen(t, dir)
	defer s.Close()
	if err := s.KeepSecret("ab12", []byte("seed one")); err != nil {
		t.Fatal(err)
	}
	if err := s.KeepSecret("ab12", []byte("seed two")); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "session.jsonl.secret-ab12")
	fi, err := os.Stat(p)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("secret file: %v, %v; want mode 0600", fi, err)
	}
	if b, err := s.Secret("ab12"); err != nil || string(b) != "seed two" {
		t.Errorf("Secret = %q, %v", b, err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "session.jsonl")); strings.Contains(string(b), "seed") {
		t.Errorf("the secret is in the session file: %q", b)
	}
	if err := s.DropSecret("ab12"); err != nil {
		t.Fatal(err)
	}
	if err := s.DropSecret("ab12"); err != nil {
		t.Errorf("dropped twice: %v", err)
	}
	if _, err := s.Secret("ab12"); !errors.Is(err, os.ErrNotExist) || strings.Contains(err.Error(), "\n") {
		t.Errorf("a dropped secret: %v, want a one-line not-exist error", err)
	}
	for _, bad := range []string{"", "../x", "AB", "a/b", strings.Repeat("a", 129)} {
		if err := s.KeepSecret(bad, []byte("x")); err == nil {
			t.Errorf("name %q kept", bad)
		}
	}
	must(t, s.KeepSecret("01", []byte("a")))
	must(t, s.KeepSecret("02", []byte("b")))
	s.PruneSecrets(func(name string) bool { return name == "02" })
	if _, err := s.Secret("01"); err == nil {
		t.Error("secret 01 was not pruned")
	}
	if _, err := s.Secret("02"); err != nil {
		t.Errorf("secret 02 was pruned: %v", err)
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("a temporary file is left: %s", e.Name())
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
