package tui

import (
	"errors"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	gamecraps "riffle/games/craps"
	"riffle/games/dobble"
	"riffle/games/holdem"
	gamepoker "riffle/games/poker"
	"riffle/games/round"
	"riffle/games/tables"
	"riffle/games/yahtzee"
	"riffle/ui/tui/common"
	"riffle/ui/tui/lottery"
	"riffle/ui/tui/tuitest"
)

// playEveryTable plays rounds at every table through the keys.
func playEveryTable(t *testing.T, m *Model) {
	t.Helper()
	visit := func(id string, keys ...string) {
		runQuick(m, m.open(common.ID(id)))
		if m.screen != common.ID(id) {
			t.Fatalf("could not open %s", id)
		}
		press(m, keys...)
	}
	var crapsKeys []string
	for range 25 {
		crapsKeys = append(crapsKeys, "space", "o")
	}
	// The whole layout: place 6 and 8, the field, hard 4, come bets and
	// their odds, working on the come-out, rolled to many decisions.
	for range 15 {
		crapsKeys = append(crapsKeys, "j", "l", "l", "+", "l", "+", "j", "+", "k", "k", "l", "l", "l", "l", "+", "w", "space",
			"j", "j", "o", "space", "space", "c")
	}
	visit("craps", crapsKeys...)
	var yz []string
	for range 30 {
		yz = append(yz, "k", "space")
	}
	yz = append(append([]string{"g"}, yz...), "n", "space", "space", "n", "g") // Giant Yahtzee: the last game left unfinished
	for range 60 {
		yz = append(yz, "a") // the whole game played by the advice, and the next one begun
	}
	visit("yahtzee", append(yz, "space", "n", "n")...) // left unfinished (n asks first)
	visit("lottery", "a", "a", "space", "space", "p", "a", "space", "space")
	visit("solitaire", "b", "enter", "enter", "enter", "enter", "u", "a", "enter", "enter", "enter", "enter")
	visit("poker", "d", "d", "tab", "d", "d")
	visit("cheat", "space", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c")
	// Video poker: the advice held, some cards held by hand, another bet
	// and pay table; the advice comes back between the keys.
	visit("videopoker", "space", "h", "space", "space", "1", "3", "space", "-", "t", "space", "h", "2", "space", "t", "+", "space", "space")
	visit("dobble")
	playDobble(t, m, true) // a game with a miss, and one left after a find
	var hk []string
	for _, first := range []string{"c", "f", "r"} {
		hk = append(hk, "space", first)
		for range 12 { // c at each move of yours, to the end (c out of turn only says so)
			hk = append(hk, "c")
		}
	}
	visit("holdem", hk...)
	runQuick(m, m.open(lobbyID))
}

// Every round played at every table replays from its record, and the
// bankroll recorded after each is the one before plus its net — in plain
// and in provably fair mode.
func TestRoundsReplay(t *testing.T) {
	t.Parallel()
	for _, fair := range []bool{false, true} {
		m := newTestModel(t, Options{Seed: "42"}, 100, 30)
		m.Continue(casino.Session{}, nil, tuitest.Entropy(1)) // fair rounds' seeds fixed: the same dice every run
		m.ledger.SetFair(fair)
		playEveryTable(t, m)
		rounds := m.ledger.Rounds()
		seen := map[string]int{}
		have := casino.DefaultBankroll
		for i, r := range rounds {
			seen[r.Table]++
			if r.Table == gamecraps.Name && strings.Contains(strings.Join(r.Moves, " "), "place-6=") {
				seen["craps with place bets"]++
			}
			if r.Seq != i+1 {
				t.Errorf("round %d numbered %d", i+1, r.Seq)
			}
			if _, err := tables.Replay(r); err != nil {
				t.Errorf("fair %v: %v", fair, err)
			}
			if r.Bankroll != have+r.Net {
				t.Errorf("round %d (%s): bankroll %d, want %d %+d", r.Seq, r.Table, r.Bankroll, have, r.Net)
			}
			have = r.Bankroll
			// The cheat deals the 1999 way; Dobble rounds are not provably fair.
			if wantFair := fair && r.Table != holdem.CheatName && r.Table != dobble.Name; (r.Fair != nil) != wantFair {
				t.Errorf("round %d (%s): fair seeds %v, want fair %v", r.Seq, r.Table, r.Fair, wantFair)
			}
		}
		t.Logf("fair %v: %d rounds %v", fair, len(rounds), seen)
		if have != m.ledger.Wealth() {
			t.Errorf("the last round's bankroll is %d, the session holds %d", have, m.ledger.Wealth())
		}
		for _, table := range tables.Names() {
			if seen[table] == 0 {
				t.Errorf("fair %v: no %s round was recorded", fair, table)
			}
		}
		if seen["craps with place bets"] < 3 {
			t.Errorf("fair %v: %d craps rounds with place bets, want the whole layout played", fair, seen["craps with place bets"])
		}
		if seen[yahtzee.Name] < 5 {
			t.Errorf("%d Yahtzee rounds, want a finished, an abandoned and an unfinished one of each mode", seen[yahtzee.Name])
		}
	}
}

// In fair mode the commitment shown before a round is the one the round
// used, the server seed behind it is revealed after, and the nonce counts
// up; a table that refuses to play uses up neither.
func TestFairCommitBeforeReveal(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "poker"}, 100, 30)
	runQuick(m, m.Init())
	m.ledger.SetFair(true)
	shown := m.ledger.Commitment()
	if m.ledger.Commitment() != shown {
		t.Fatal("the commitment changed before any round")
	}
	press(m, "d")
	r := m.ledger.Rounds()[len(m.ledger.Rounds())-1]
	if r.Fair == nil || r.Fair.Commit != shown || m.ledger.Revealed() == nil || m.ledger.Revealed().Fair != r.Fair || r.Fair.Nonce != 1 {
		t.Fatalf("round %+v: want commitment %s revealed with nonce 1", r.Fair, shown)
	}
	if next := m.ledger.Commitment(); next == shown {
		t.Error("the next round reuses the server seed")
	}
	// Refused: the ante is more than the chips.
	press(m, "tab")
	tuitest.SetHand(t, m.c, 0) // lost at another table: a round that is not provably fair
	before, rounds := m.ledger.Commitment(), len(m.ledger.Rounds())
	press(m, "d")
	if m.ledger.Commitment() != before || m.ledger.Nonce() != 2 || len(m.ledger.Rounds()) != rounds {
		t.Errorf("a refused deal used up the seed or nonce: nonce %d, %d rounds", m.ledger.Nonce(), len(m.ledger.Rounds()))
	}
}

// A session carried on from a saved one continues its bankroll, round
// numbers, nonce and client seed, and saves a start and every round.
func TestContinueSavesRounds(t *testing.T) {
	t.Parallel()
	var saved []casino.Entry
	prev := casino.Session{Started: true, Bankroll: 640, Settings: &casino.Settings{Client: "mine", Fair: true},
		Rounds: []round.Record{{Seq: 9, Table: gamepoker.Name, Bankroll: 640, Fair: &round.FairSeeds{Nonce: 4}}}}
	m := newTestModel(t, Options{Seed: "42", Screen: "poker"}, 100, 30)
	w := &memAppender{}
	sv := NewSaver(w)
	m.Continue(prev, sv, nil)
	runQuick(m, m.Init())
	press(m, "tab", "d")
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	saved = w.entries
	if len(saved) != 2 || saved[0].Kind != casino.KindStart || saved[0].Bankroll != 640 || saved[1].Kind != casino.KindRound {
		t.Fatalf("saved %+v", saved)
	}
	r := saved[1].Round
	if r.Seq != 10 || r.Fair == nil || r.Fair.Nonce != 5 || r.Fair.Client != "mine" || r.Bankroll != 640+r.Net {
		t.Errorf("round %+v, fair %+v", r, r.Fair)
	}
}

type memAppender struct{ entries []casino.Entry }

func (a *memAppender) Append(v any) error {
	e, ok := v.(casino.Entry)
	if !ok {
		return errors.New("not an entry")
	}
	a.entries = append(a.entries, e)
	return nil
}

// The tables that shuffle name their dealer as it deals: the session's
// generator, or in provably fair mode the fair seeds (and the generator
// again for a shuffle a fair round refuses). Video poker's title said
// "on pcg" of cards dealt from the fair seeds.
func TestDealerWords(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "videopoker"}, 80, 24)
	runQuick(m, m.Init())
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "fisher-yates on pcg") {
		t.Errorf("outside fair mode:\n%s", v)
	}
	m.ledger.SetFair(true)
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "fair seeds") {
		t.Errorf("in fair mode:\n%s", v)
	}
	if got := m.c.Dealer(m.ledger, "naive"); got != "naive on pcg" {
		t.Errorf("a biased shuffle in fair mode: %q, want the session's generator", got)
	}
	runQuick(m, m.open("poker"))
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "on fair seeds") {
		t.Errorf("poker in fair mode:\n%s", v)
	}
}

// A round's record names the generator its table deals from, not the
// session's settings of the moment: a demo step that changes the seed
// while its screen is on show leaves the table on its dice until the
// table is entered again, and every round played meanwhile replays.
// (Records named the new seed, and the lottery's and poker's rounds did
// not replay.)
func TestRecordsNameTheTablesGenerator(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		screen string
		keys   []string
	}{{"poker", []string{"d"}}, {"lottery", []string{"a", "space"}}, {"craps", []string{"space", "space"}}, {"videopoker", []string{"space", "space"}}} {
		m := newTestModel(t, Options{Seed: "42", Screen: tc.screen}, 100, 30)
		m.Continue(casino.Session{}, nil, tuitest.Entropy(1))
		runQuick(m, m.Init())
		if s, ok := m.screens["lottery"].Screen.(*lottery.Model); ok {
			s.Instant()
		}
		press(m, tc.keys...)
		runQuick(m, func() tea.Msg {
			return common.DemoLiveMsg{Settings: [][2]string{{"seed", "7"}}, Open: common.ID(tc.screen), Keys: tc.keys}
		})
		press(m, tc.keys...)
		rounds := m.ledger.Rounds()
		if len(rounds) == 0 {
			t.Fatalf("%s: no round", tc.screen)
		}
		for _, r := range rounds {
			if _, err := tables.Replay(r); err != nil {
				t.Errorf("%s: round %d (%s %d) does not replay: %v", tc.screen, r.Seq, r.Gen, r.Seed, err)
			}
		}
	}
}
