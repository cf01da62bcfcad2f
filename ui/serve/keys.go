package serve

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	gossh "golang.org/x/crypto/ssh"
)

// maxKeyFile bounds a key file read: a host key is some hundred bytes, an
// allow-list of a class's keys some hundred lines.
const maxKeyFile = 1 << 20

// LoadHostKey reads the server's private key from path, or, when there is
// no file there, makes an Ed25519 key and writes it with mode 0600 (its
// directory made 0700), all or nothing: a key half-written is never left.
// A key file others can read or write (group or other bits in its mode)
// is refused: it is the server's identity. made says whether the key is new.
func LoadHostKey(path string) (signer gossh.Signer, made bool, err error) {
	fi, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		s, err := makeHostKey(path)
		var other errMadeElsewhere
		if errors.As(err, &other) {
			return s, false, other.err
		}
		return s, err == nil, err
	case err != nil:
		return nil, false, err
	case !fi.Mode().IsRegular():
		return nil, false, fmt.Errorf("%s is not a regular file", path)
	case fi.Mode().Perm()&0o077 != 0:
		return nil, false, fmt.Errorf("%s is open to others (mode %04o): a host key must be mode 0600 (chmod 600 %s)", path, fi.Mode().Perm(), path)
	}
	data, err := readLimited(path)
	if err != nil {
		return nil, false, err
	}
	s, err := gossh.ParsePrivateKey(data)
	if err != nil {
		var pass *gossh.PassphraseMissingError
		if errors.As(err, &pass) {
			return nil, false, fmt.Errorf("%s has a passphrase: a host key must have none", path)
		}
		return nil, false, fmt.Errorf("%s is not an SSH private key: %v", path, err)
	}
	return s, false, nil
}

// makeHostKey writes a new Ed25519 key to path: to a temporary file in
// its directory (mode 0600), synced, then linked into place, so path is
// the whole key or nothing, and a key another process made first is kept.
func makeHostKey(path string) (gossh.Signer, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	block, err := gossh.MarshalPrivateKey(priv, "riffle serve host key")
	if err != nil {
		return nil, err
	}
	tmp, err := os.CreateTemp(dir, ".host-key-*") // mode 0600
	if err != nil {
		return nil, err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return nil, err
	}
	if _, err := tmp.Write(pem.EncodeToMemory(block)); err != nil {
		tmp.Close()
		return nil, err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return nil, err
	}
	if err := tmp.Close(); err != nil {
		return nil, err
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) { // another start made it first
			s, _, err := LoadHostKey(path)
			return s, errMadeElsewhere{err}
		}
		return nil, err
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return gossh.NewSignerFromKey(priv)
}

// EphemeralHostKey is a new Ed25519 host key kept in memory only: for a
// server that saves nothing (riffle serve --no-save), at the price of
// students' ssh asking to trust a new key each time it starts.
func EphemeralHostKey() (gossh.Signer, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	return gossh.NewSignerFromKey(priv)
}

// errMadeElsewhere: makeHostKey found the key made by another start; err
// is reading it.
type errMadeElsewhere struct{ err error }

func (e errMadeElsewhere) Error() string {
	if e.err == nil {
		return "made elsewhere"
	}
	return e.err.Error()
}

// AllowedKey is a key of the allow-list and the name the teacher gave
// it: its comment in the authorized_keys file ("ssh-ed25519 AAAA… alice").
type AllowedKey struct {
	Key  gossh.PublicKey
	Name string
}

// LoadAuthorizedKeys reads an allow-list in OpenSSH's authorized_keys
// format, a key a line (blank lines and # comments skipped), each key's
// comment the student's name. A line that is not a key, gives options
// (from=, cert-authority, … which would not be honoured), has no name, or
// gives a key or a name a line before it gave, is refused, naming the file
// and the line; so is a file with no key.
func LoadAuthorizedKeys(path string) ([]AllowedKey, error) {
	data, err := readLimited(path)
	if err != nil {
		return nil, err
	}
	var keys []AllowedKey
	lines := map[string]int{} // a name's or a key's line
	for n, line := range bytes.Split(data, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		k, comment, opts, _, err := gossh.ParseAuthorizedKey(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: not a public key (%v): a line is TYPE BASE64 [comment], as in authorized_keys", path, n+1, err)
		}
		if len(opts) > 0 { // from=, cert-authority, … would not be honoured: refused, not ignored
			return nil, fmt.Errorf("%s:%d: options (%s) are not taken: give the key alone, TYPE BASE64 [comment]", path, n+1, Clean(strings.Join(opts, ","), 60))
		}
		name := Clean(comment, MaxName)
		if name == "" {
			return nil, fmt.Errorf("%s:%d: no name: give the student's name after the key (TYPE BASE64 NAME)", path, n+1)
		}
		for _, seen := range []string{"name " + name, "key " + string(k.Marshal())} {
			if at, ok := lines[seen]; ok {
				what := fmt.Sprintf("the name %q", name)
				if seen[0] == 'k' {
					what = "the key"
				}
				return nil, fmt.Errorf("%s:%d: %s is on line %d too: give each student one key and a name of their own", path, n+1, what, at)
			}
			lines[seen] = n + 1
		}
		keys = append(keys, AllowedKey{Key: k, Name: name})
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("%s has no key: an allow-list of none would let no one in", path)
	}
	return keys, nil
}

// readLimited reads a key file of at most maxKeyFile bytes.
func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxKeyFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxKeyFile {
		return nil, fmt.Errorf("%s is over %d KiB: not a key file", path, maxKeyFile>>10)
	}
	return data, nil
}
