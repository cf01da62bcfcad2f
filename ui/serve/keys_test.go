package serve

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// TestHostKeyMadeOnce: the first start makes the key with mode 0600 in a
// directory made 0700; the next reads the same key back.
func TestHostKeyMadeOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "serve", "host_ed25519")
	s1, made, err := LoadHostKey(path)
	if err != nil || !made {
		t.Fatalf("first: made %v, %v", made, err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("key mode %04o, want 0600", fi.Mode().Perm())
	}
	if di, _ := os.Stat(filepath.Dir(path)); di.Mode().Perm() != 0o700 {
		t.Errorf("directory mode %04o, want 0700", di.Mode().Perm())
	}
	s2, made, err := LoadHostKey(path)
	if err != nil || made {
		t.Fatalf("second: made %v, %v", made, err)
	}
	if !bytes.Equal(s1.PublicKey().Marshal(), s2.PublicKey().Marshal()) {
		t.Error("the key read back is not the key made")
	}
	if s1.PublicKey().Type() != gossh.KeyAlgoED25519 {
		t.Errorf("key type %s", s1.PublicKey().Type())
	}
	ents, _ := os.ReadDir(filepath.Dir(path))
	if len(ents) != 1 {
		t.Errorf("the directory holds %d files: a temporary left behind", len(ents))
	}
}

// TestHostKeyRace: servers starting at once agree on one key.
func TestHostKeyRace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "host_ed25519")
	keys := make([][]byte, 8)
	var wg sync.WaitGroup
	for i := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, _, err := LoadHostKey(path)
			if err != nil {
				t.Error(err)
				return
			}
			keys[i] = s.PublicKey().Marshal()
		}()
	}
	wg.Wait()
	for i := range keys {
		if !bytes.Equal(keys[i], keys[0]) {
			t.Fatalf("start %d got another key", i)
		}
	}
}

// TestHostKeyRefusals: a key others may read, a file that is no key, a
// directory, and a key with a passphrase are refused in one line naming
// the file.
func TestHostKeyRefusals(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good")
	if _, _, err := LoadHostKey(good); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(good)
	open := filepath.Join(dir, "open")
	if err := os.WriteFile(open, data, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chmod(open, 0o644)
	junk := filepath.Join(dir, "junk")
	os.WriteFile(junk, []byte("not a key\n"), 0o600)
	big := filepath.Join(dir, "big")
	os.WriteFile(big, bytes.Repeat([]byte("A"), maxKeyFile+1), 0o600)
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o700)
	for _, c := range []struct{ path, want string }{
		{open, "mode 0644"},
		{junk, "not an SSH private key"},
		{big, "not a key file"},
		{sub, "not a regular file"},
	} {
		_, _, err := LoadHostKey(c.path)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), c.path) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line with %q", filepath.Base(c.path), err, c.want)
		}
	}
}

// TestAuthorizedKeys reads an allow-list in authorized_keys form and
// refuses a bad line by file and line, and a list of none.
func TestAuthorizedKeys(t *testing.T) {
	dir := t.TempDir()
	a, b := newKey(t), newKey(t)
	line := func(k gossh.Signer, name string) string {
		return strings.TrimSpace(string(gossh.MarshalAuthorizedKey(k.PublicKey()))) + " " + name + "\n"
	}
	list := "# the class\n\n" + line(a, "alice") + line(b, "bob@laptop")
	path := filepath.Join(dir, "keys")
	os.WriteFile(path, []byte(list), 0o600)
	keys, err := LoadAuthorizedKeys(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) != 2 || !bytes.Equal(keys[0].Key.Marshal(), a.PublicKey().Marshal()) || !bytes.Equal(keys[1].Key.Marshal(), b.PublicKey().Marshal()) ||
		keys[0].Name != "alice" || keys[1].Name != "bob@laptop" {
		t.Errorf("read %+v, not the two keys and their names", keys)
	}
	// A key with no name, a name or a key given twice: refused by line.
	for what, text := range map[string]string{
		"no name":      line(a, "alice") + strings.TrimSpace(string(gossh.MarshalAuthorizedKey(b.PublicKey()))) + "\n",
		"is on line 1": line(a, "alice") + line(b, "alice"),
		"the key is":   line(a, "alice") + line(a, "carol"),
	} {
		p := filepath.Join(dir, "names")
		os.WriteFile(p, []byte(text), 0o600)
		if _, err := LoadAuthorizedKeys(p); err == nil || !strings.Contains(err.Error(), p+":2: ") || !strings.Contains(err.Error(), what) {
			t.Errorf("%s: %v", what, err)
		}
	}
	bad := filepath.Join(dir, "bad")
	os.WriteFile(bad, []byte(list+"ssh-ed25519 AAAAnotbase64!!\n"), 0o600)
	if _, err := LoadAuthorizedKeys(bad); err == nil || !strings.Contains(err.Error(), bad+":5:") {
		t.Errorf("a bad line: %v", err)
	}
	opts := filepath.Join(dir, "opts")
	os.WriteFile(opts, []byte(`from="10.0.0.1" `+string(gossh.MarshalAuthorizedKey(a.PublicKey()))), 0o600)
	if _, err := LoadAuthorizedKeys(opts); err == nil || !strings.Contains(err.Error(), opts+":1: options") {
		t.Errorf("a key with options: %v", err)
	}
	empty := filepath.Join(dir, "empty")
	os.WriteFile(empty, []byte("# nobody\n"), 0o600)
	if _, err := LoadAuthorizedKeys(empty); err == nil || !strings.Contains(err.Error(), "no key") {
		t.Errorf("no keys: %v", err)
	}
	if _, err := LoadAuthorizedKeys(filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing file was read")
	}
}
