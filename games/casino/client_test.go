package casino

import (
	"bytes"
	"strings"
	"testing"
	"testing/iotest"
)

// Only the old constant default is replaced, by a seed drawn from the
// entropy given, and the player is told in one line; a seed the player
// chose stays, and the settings the session shared are not changed.
func TestRenewClient(t *testing.T) {
	entropy := bytes.Repeat([]byte{0xa5}, 16)
	const fresh = "a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5"
	for _, c := range []struct {
		name, client, want string
		entropy            []byte
		notice             []string // "" when there is none
	}{
		{"legacy", "riffle", fresh, entropy, []string{`"riffle"`, "old default", fresh}},
		{"chosen", "my lucky seed", "my lucky seed", entropy, nil},
		{"drawn", fresh, fresh, entropy, nil},
		{"like the legacy", "Riffle", "Riffle", entropy, nil},
		{"none", "", "", entropy, nil},
		{"no entropy", "riffle", "", nil, []string{`"riffle"`, "dropped", "entropy"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			saved := &Settings{Gen: "pcg", Fair: true, Client: c.client}
			s := Session{Settings: saved}
			notice := s.RenewClient(iotest.DataErrReader(bytes.NewReader(c.entropy)))
			if s.Settings.Client != c.want || s.Settings.Gen != "pcg" || !s.Settings.Fair {
				t.Errorf("settings %+v, want client %q and the rest kept", *s.Settings, c.want)
			}
			if saved.Client != c.client {
				t.Errorf("the shared settings were changed: client %q", saved.Client)
			}
			if (notice == "") != (c.notice == nil) || strings.ContainsAny(notice, "\r\n") {
				t.Fatalf("notice %q, want one line with %q", notice, c.notice)
			}
			for _, w := range c.notice {
				if !strings.Contains(notice, w) {
					t.Errorf("notice %q does not say %q", notice, w)
				}
			}
		})
	}
	var s Session // no settings saved
	if notice := s.RenewClient(bytes.NewReader(entropy)); notice != "" || s.Settings != nil {
		t.Errorf("no settings: notice %q, settings %v", notice, s.Settings)
	}
}
