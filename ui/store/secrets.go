package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// A secret is what the casino must keep on disk but out of the session
// file, which is the player's to read: a provably fair round's server seed
// while the round is in play. Each has a name (a commitment: lowercase
// hex) and lives in a file of its own beside the session file,
//
//	session.jsonl.secret-NAME    mode 0600, written atomically (fsync, rename, fsync of the directory)
//
// until the round settles and reveals it. The files keep a secret from
// other users of the machine, not from the player who owns them: the
// protocol protects the player from the casino, not the casino's dice from
// a local player who reads its private files or its memory.

// secretTag joins the session file's name and a secret's.
const secretTag = ".secret-"

// checkSecretName refuses a name that is not 1 to 128 lowercase hex
// digits, so that no name reaches outside the directory.
func checkSecretName(name string) error {
	if name == "" || len(name) > 128 || strings.Trim(name, "0123456789abcdef") != "" {
		return fmt.Errorf("secret name %q: want lowercase hex", name)
	}
	return nil
}

func (s *Store) secretPath(name string) string {
	return s.path + secretTag + name
}

// KeepSecret writes secret under name (see above), replacing any secret
// of that name; the secret is on disk when it returns nil. The error is
// one line naming the file.
func (s *Store) KeepSecret(name string, secret []byte) (err error) {
	if err := checkSecretName(name); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.secretPath(name)
	defer func() {
		if err != nil {
			err = fmt.Errorf("cannot keep a secret in %s: %w", showPath(p), cause(err))
		}
	}()
	tmp, err := os.CreateTemp(s.dir, s.tmpPrefix()+"*") // mode 0600; removeTemps clears a stale one
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := tmp.Chmod(0o600); err != nil {
		return err
	}
	if _, err := tmp.Write(secret); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		return err
	}
	return syncDir(s.dir)
}

// Secret reads the secret kept under name. A secret never kept (or
// dropped) is an error wrapping os.ErrNotExist.
func (s *Store) Secret(name string) ([]byte, error) {
	if err := checkSecretName(name); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(s.secretPath(name))
	if err != nil {
		return nil, fmt.Errorf("cannot read the secret %s: %w", showPath(s.secretPath(name)), cause(err))
	}
	return b, nil
}

// DropSecret removes the secret kept under name; one that is not there
// is no error.
func (s *Store) DropSecret(name string) error {
	if err := checkSecretName(name); err != nil {
		return err
	}
	err := os.Remove(s.secretPath(name))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("cannot remove the secret %s: %w", showPath(s.secretPath(name)), cause(err))
	}
	return nil
}

// PruneSecrets removes every secret kept whose name keep refuses: those of
// rounds settled while the program was stopped before it could remove them.
func (s *Store) PruneSecrets(keep func(name string) bool) {
	ents, _ := os.ReadDir(s.dir)
	prefix := filepath.Base(s.path) + secretTag
	for _, e := range ents {
		name, ok := strings.CutPrefix(e.Name(), prefix)
		if ok && checkSecretName(name) == nil && !keep(name) {
			os.Remove(filepath.Join(s.dir, e.Name()))
		}
	}
}
