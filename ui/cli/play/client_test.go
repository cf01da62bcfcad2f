package play

import (
	"bytes"
	"strings"
	"testing"

	"riffle/games/casino"
	"riffle/ui/tui"
)

// A session saved with the old constant client seed "riffle" is given a
// random one when it is loaded, and the player is told in one line; the
// casino saves the new seed as it starts, so the next start keeps it and
// says nothing. A --client-seed given wins, and nothing is said.
func TestLoadSessionRenewsLegacyClient(t *testing.T) {
	dir := t.TempDir()
	es := honestFile(t)
	es[0].Settings.Fair, es[0].Settings.Client = true, casino.LegacyClient
	writeEntries(t, dir, es)
	const fresh = "5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a"
	entropy := func() *bytes.Reader { return bytes.NewReader(bytes.Repeat([]byte{0x5a}, 64)) }

	o, p, st, err := loadSession(tui.Options{ClientSeed: "mine"}, dir, true, entropy())
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	if o.ClientSeed != "mine" || p.Notice != "" {
		t.Errorf("--client-seed mine: client %q, notice %q; want mine and no notice", o.ClientSeed, p.Notice)
	}

	o, p, st, err = loadSession(tui.Options{}, dir, true, entropy())
	if err != nil {
		t.Fatal(err)
	}
	if o.ClientSeed != fresh || p.Session.Settings.Client != fresh || !o.Fair {
		t.Errorf("client %q (session's %q), fair %v; want %s, fair", o.ClientSeed, p.Session.Settings.Client, o.Fair, fresh)
	}
	if want := `The saved client seed "riffle" was the old default, known to the casino in advance: fair rounds now use a random one, ` + fresh + "."; p.Notice != want {
		t.Errorf("notice\n%q\nwant\n%q", p.Notice, want)
	}
	// The casino starts on it, saving its settings, and quits.
	s, err := tui.Resolve(o)
	if err != nil {
		t.Fatal(err)
	}
	saver := tui.NewSaver(p.Store)
	m := tui.New(s, "", tui.Renderer(&strings.Builder{}))
	m.Continue(p.Session, saver, entropy())
	m.Stop()
	if err := saver.Close(); err != nil {
		t.Fatal(err)
	}
	st.Close()

	o, p, st, err = loadSession(tui.Options{}, dir, true, entropy())
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	if o.ClientSeed != fresh || p.Notice != "" {
		t.Errorf("next start: client %q, notice %q; want %s and no notice", o.ClientSeed, p.Notice, fresh)
	}
}
