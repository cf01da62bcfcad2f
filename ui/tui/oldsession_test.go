package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"riffle/games/casino"
	gamecraps "riffle/games/craps"
	"riffle/games/holdem"
	"riffle/games/tables"
	vp "riffle/games/videopoker"
	"riffle/ui/store"
	holdemscreen "riffle/ui/tui/holdem"
	"riffle/ui/tui/tuitest"
	vpscreen "riffle/ui/tui/videopoker"
)

// oldSession is a session written by main c9f96ce, the casino before the
// ledger (games/casino), as a player left it: 17 rounds at seven tables
// (lottery, solitaire, poker dealt and Hold'em, Yahtzee, the 1999 table,
// provably fair poker, Hold'em and craps), then a kill -9 with three
// rounds open — a craps point with 10 on the pass line, a video poker
// hand dealt for 5 credits and a Hold'em hand at your move with your
// stack of 500 — in provably fair mode, their server seeds kept beside
// the file. It was made by playing that build in tmux.
const oldSession = "../../testdata/session-c9f96ce"

// openOld copies the old session into a directory of the test's and
// reads it as riffle play does (ui/cli/play's openSession).
func openOld(t *testing.T) (*store.Store, casino.Session) {
	t.Helper()
	dir := t.TempDir()
	files, err := os.ReadDir(oldSession)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(oldSession, f.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f.Name()), b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	l := casino.Loader{Keep: -1}
	st, problem, err := store.OpenEach(dir, l.Add)
	if err != nil || problem != "" {
		t.Fatalf("the old session file: %v %q", err, problem)
	}
	return st, l.Session()
}

// A session file written before the ledger loads, adds up and replays; the
// casino takes up its three open rounds with their stakes on the table
// (not in hand, not refunded), plays them out as it closes, and the file
// then adds up and replays round by round, the new rounds with the old.
func TestOldSessionCarriesOn(t *testing.T) {
	t.Parallel()
	st, sess := openOld(t)
	if err := sess.Check(); err != nil || len(sess.Rounds) != 17 || len(sess.Open) != 3 || sess.Bankroll != 1006 {
		t.Fatalf("read back: %v, %d rounds, %d open, bankroll %d", err, len(sess.Rounds), len(sess.Open), sess.Bankroll)
	}
	for _, r := range sess.Rounds {
		if _, err := tables.Replay(r); err != nil {
			t.Errorf("round %d (%s) does not replay: %v", r.Seq, r.Table, err)
		}
	}
	m := newTestModel(t, Options{Seed: "42"}, 100, 30)
	sv := NewSaver(st)
	m.Continue(sess, sv, tuitest.Entropy(9))
	l := m.ledger
	for _, want := range []string{"craps round is still on", "video poker hand is still on", "Hold'em hand is still on"} {
		if !strings.Contains(m.notice, want) {
			t.Errorf("the notice %q does not say %q", m.notice, want)
		}
	}
	staked := map[string]int{gamecraps.Name: 10, vp.Name: 5, holdem.Name: 500}
	for table, n := range staked {
		if l.StakedAt(table) != n {
			t.Errorf("%s: %d staked, want %d", table, l.StakedAt(table), n)
		}
	}
	if l.Wealth() != 1006 || l.InHand() != 1006-515 || l.Err() != nil {
		t.Fatalf("taken up with %d in hand of %d: %v", l.InHand(), l.Wealth(), l.Err())
	}
	if !crapsModel(m).InRound() || m.screens["videopoker"].Screen.(*vpscreen.Model).Game().Phase() != vp.Holding ||
		!m.screens["holdem"].Screen.(*holdemscreen.Model).Table().InPlay() {
		t.Fatal("the open rounds are not in play at their tables")
	}
	notes := m.closeTables()
	if len(notes) != 3 {
		t.Errorf("played out as the casino closed: %q", notes)
	}
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	_, again := openOld2(t, st.Path())
	if err := again.Check(); err != nil || len(again.Open) != 0 || len(again.Rounds) != 20 || again.Bankroll != l.Wealth() {
		t.Fatalf("after: %v, %d open, %d rounds, bankroll %d (the casino held %d)", err, len(again.Open), len(again.Rounds), again.Bankroll, l.Wealth())
	}
	for _, r := range again.Rounds {
		if _, err := tables.Replay(r); err != nil {
			t.Errorf("round %d (%s) does not replay: %v", r.Seq, r.Table, err)
		}
	}
}

// openOld2 reads the session file at path again.
func openOld2(t *testing.T, path string) (*store.Store, casino.Session) {
	t.Helper()
	l := casino.Loader{Keep: -1}
	st, problem, err := store.OpenEach(filepath.Dir(path), l.Add)
	if err != nil || problem != "" {
		t.Fatalf("the session file after: %v %q", err, problem)
	}
	t.Cleanup(func() { st.Close() })
	return st, l.Session()
}
