package play

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"riffle/games/casino"
	"riffle/games/craps"
	"riffle/games/round"
	"riffle/ui/cli"
	"riffle/ui/store"
)

// honestFile is a session as the casino saves it: a start with 1000
// chips and three craps rounds (-10, +30, +5).
func honestFile(t *testing.T) []casino.Entry {
	t.Helper()
	at := time.Date(2026, 11, 21, 19, 0, 0, 0, time.UTC)
	es := []casino.Entry{{Kind: casino.KindStart, Time: at, Bankroll: 1000, Settings: &casino.Settings{Gen: "pcg", Algo: "fisher-yates", Shuffles: 7}}}
	bank := 1000
	for i, net := range []int{-10, 30, 5} {
		bank += net
		es = append(es, casino.Entry{Kind: casino.KindRound, Time: at, Round: &round.Record{Seq: i + 1, Table: craps.Name,
			Gen: "pcg", Seed: 42, Pos: uint64(7 * i), Moves: []string{}, Outcome: "x", Digest: "d", Net: net, Bankroll: bank}})
	}
	return es
}

// writeEntries writes es as the file's lines, each with its checksum
// computed as the store computes it: a hand edit that also fixed the
// checksum.
func writeEntries(t *testing.T, dir string, es []casino.Entry) []byte {
	t.Helper()
	var b bytes.Buffer
	for _, e := range es {
		line, err := store.EncodeLine(e)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
	}
	if err := os.WriteFile(filepath.Join(dir, store.FileName), b.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// openAs runs openSession under cli.Run, as `riffle play --state dir` runs
// it once it has a terminal.
func openAs(dir string) (code int, stderr string, sess casino.Session) {
	cmd := cli.Command{Name: "play", Summary: "s", Usage: "play", Help: "h", Run: func(_ []string, _, _ io.Writer) error {
		st, s, _, err := openSession(dir, true)
		if err == nil {
			sess = s
			st.Close()
		}
		return err
	}}
	var o, e strings.Builder
	code = cli.Run([]string{"play"}, &o, &e, cmd)
	return code, e.String(), sess
}

// A hand-edited bankroll is refused when the casino opens, in one line
// with exit status 2 naming the first bad line and how to start afresh;
// the file is left as it was and its lock released. An honest file opens.
func TestOpenSessionRefusesForgedBankrolls(t *testing.T) {
	dir := t.TempDir()
	writeEntries(t, dir, honestFile(t))
	if code, errOut, sess := openAs(dir); code != cli.ExitOK || errOut != "" || sess.Bankroll != 1025 || len(sess.Rounds) != 3 {
		t.Fatalf("honest file: exit %d %q, bankroll %d, %d rounds", code, errOut, sess.Bankroll, len(sess.Rounds))
	}
	path := filepath.Join(dir, store.FileName)
	for _, c := range []struct {
		name string
		edit func([]casino.Entry) []casino.Entry
		want string
	}{
		{"last round's bankroll set to 1e9", func(es []casino.Entry) []casino.Entry {
			es[3].Round.Bankroll = 1_000_000_000
			return es
		}, "line 4: round 3: 1,020 chips +5 is not the bankroll of 1,000,000,000 it saved"},
		{"a start with 1e12 appended", func(es []casino.Entry) []casino.Entry {
			return append(es, casino.Entry{Kind: casino.KindStart, Bankroll: 1_000_000_000_000})
		}, "line 5: a session starts with 1,000,000,000,000 chips; a bankroll is 0…1,000,000,000"},
		{"a start with -5000 appended", func(es []casino.Entry) []casino.Entry {
			return append(es, casino.Entry{Kind: casino.KindStart, Bankroll: -5000})
		}, "line 5: a session starts with -5,000 chips; a bankroll is 0…1,000,000,000"},
		{"a round that does not follow", func(es []casino.Entry) []casino.Entry {
			es[2].Round.Bankroll += 100
			return es
		}, "line 3: round 2: 990 chips +30 is not the bankroll of 1,120 it saved"},
	} {
		content := writeEntries(t, dir, c.edit(honestFile(t)))
		code, errOut, _ := openAs(dir)
		want := "riffle play: the saved bankroll does not add up, so the session is not carried on: " + path + ", " + c.want +
			"; to start afresh, move the file aside (mv " + path + " " + path + ".bad) or give another --state DIR\n"
		if code != cli.ExitUsage || errOut != want {
			t.Errorf("%s: exit %d, stderr\n%q\nwant\n%q", c.name, code, errOut, want)
		}
		if got, _ := os.ReadFile(path); !bytes.Equal(got, content) {
			t.Errorf("%s: the refused file was changed", c.name)
		}
		s, _, _, err := store.Open(dir)
		if err != nil {
			t.Fatalf("%s: the lock was kept: %v", c.name, err)
		}
		s.Close()
	}
}
