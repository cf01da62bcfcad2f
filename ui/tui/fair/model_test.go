package fair

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/casino"
	"riffle/games/craps"
	"riffle/games/lottery"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// The command's lines fit the width, end in a backslash but the last, and
// join into the quoted command.
func TestShellLines(t *testing.T) {
	r := round.Record{Table: poker.Name, Algo: "fisher-yates", Moves: []string{"deal 4 5"},
		Fair: &round.FairSeeds{Server: strings.Repeat("ab", 32), Client: "it's 7", Nonce: 12, Commit: strings.Repeat("cd", 32)}}
	args := VerifyArgs(r)
	want := "riffle " + strings.Join(QuoteArgs(args), " ")
	if !strings.Contains(want, `--client-seed 'it'\''s 7'`) || !strings.Contains(want, "--hands 4 --size 5") {
		t.Errorf("command %s", want)
	}
	for _, w := range []int{70, 78, 200} { // a 64-digit seed fits from 68
		lines := shellLines(args, w)
		for i, l := range lines {
			if lipgloss.Width(l) > w {
				t.Errorf("width %d: line %d is %d wide: %s", w, i, lipgloss.Width(l), l)
			}
			if last := i == len(lines)-1; last == strings.HasSuffix(l, " \\") {
				t.Errorf("width %d: line %d %q (last %v)", w, i, l, last)
			}
		}
		joined := strings.Join(strings.Fields(strings.ReplaceAll(strings.Join(lines, "\n"), "\\\n", " ")), " ")
		if joined != want {
			t.Errorf("width %d: joined\n%s\nwant\n%s", w, joined, want)
		}
	}
	if VerifyArgs(round.Record{}) != nil {
		t.Error("a round that is not fair has a verify command")
	}
}

// c opens the client seed field, whose keys the help then shows instead;
// esc keeps the old seed.
func TestClientSeedField(t *testing.T) {
	s := New(tuitest.Desk(t))
	s.SetSize(78, 22)
	help := func() string {
		var out []string
		for _, b := range s.ShortHelp() {
			out = append(out, b.Help().Key)
		}
		return strings.Join(out, " ")
	}
	if help() != "space c" {
		t.Errorf("help %q", help())
	}
	s.Update(tuitest.Key("c"))
	if !s.Capturing() || help() != "enter esc" {
		t.Errorf("c: capturing %v, help %q", s.Capturing(), help())
	}
	drawn := s.ledger.Client()
	s.Update(tuitest.Key("p")) // typed, not the mode
	s.Update(tuitest.Key("esc"))
	if s.Capturing() || s.ledger.Fair() || s.ledger.Client() != drawn {
		t.Errorf("esc: capturing %v, fair %v, client %q", s.Capturing(), s.ledger.Fair(), s.ledger.Client())
	}
	if v := tuitest.Plain(s.View()); !strings.Contains(v, `Your client seed stays "`+drawn+`".`) {
		t.Errorf("view:\n%s", v)
	}
}

// Fair mode will not turn on while the session's shuffle is biased: the
// screen says why and which shuffles are fair. With a fair shuffle it
// turns on; a biased one chosen afterwards (in the Shuffle Lab) is shown
// as an error on this screen.
func TestFairModeRefusesBiasedShuffle(t *testing.T) {
	c := tuitest.Common(t)
	tuitest.Ledger(t, c, casino.Session{}, tuitest.Entropy(1), nil)
	s := New(c, tuitest.L(c))
	s.SetSize(80, 24)
	for _, name := range []string{"naive", "asf", "sort-key", "riffle", "inverse-riffle"} {
		tuitest.Settings(c, func(st *settings.Settings) { st.Algo, _ = shuffle.Lookup(name) })
		s.Update(tuitest.Key("space"))
		v := strings.Join(strings.Fields(tuitest.Plain(s.View())), " ")
		if tuitest.L(c).Fair() || !strings.Contains(v, `Provably fair mode stays off: the session's shuffle "`+name+`" is biased`) ||
			!strings.Contains(v, "allowed fisher-yates, partial, uniform-riffles") {
			t.Errorf("%s: fair %v, view:\n%s", name, tuitest.L(c).Fair(), v)
		}
	}
	tuitest.Settings(c, func(st *settings.Settings) { st.Algo, _ = shuffle.Lookup("uniform-riffles") })
	_, cmd := s.Update(tuitest.Key("space"))
	if !tuitest.Apply(c, cmd) || !tuitest.L(c).Fair() {
		t.Fatal("uniform-riffles: fair mode did not turn on")
	}
	tuitest.Settings(c, func(st *settings.Settings) { st.Algo, _ = shuffle.Lookup("naive") }) // as the Shuffle Lab may
	if v := strings.Join(strings.Fields(tuitest.Plain(s.View())), " "); !strings.Contains(v, `Poker is not dealt provably fair: the session's shuffle "naive" is biased`) {
		t.Errorf("a biased shuffle in fair mode is not shown:\n%s", v)
	}
	_, cmd = s.Update(tuitest.Key("space"))
	if !tuitest.Apply(c, cmd) || tuitest.L(c).Fair() {
		t.Error("fair mode did not turn off")
	}
}

// The last fair round's seeds stay on show, with its number, table and
// command, when the session file is so long that the loader kept only
// later rounds: a round that is not provably fair came after it. At 80
// columns nothing is cut: why the mode is off goes below it.
func TestRevealOlderThanKeptRounds(t *testing.T) {
	server := bytes.Repeat([]byte{7}, 32)
	seeds := &round.FairSeeds{Server: hex.EncodeToString(server), Client: "mine", Nonce: 3, Commit: rng.Commit(server)}
	l := casino.Loader{Keep: 0} // the last round only
	for i, e := range []casino.Entry{
		{Kind: casino.KindStart, Bankroll: 1000},
		{Kind: casino.KindRound, Round: &round.Record{Seq: 1, Table: lottery.Name, Moves: []string{"game uk", "ticket 1 2 3 4 5 6"}, Net: -2, Bankroll: 998, Fair: seeds}},
		{Kind: casino.KindRound, Round: &round.Record{Seq: 2, Table: craps.Name, Gen: "pcg", Seed: 1, Net: 10, Bankroll: 1008}},
	} {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		l.Add(i+1, b)
	}
	saved := l.Session()
	if len(saved.Rounds) != 1 {
		t.Fatalf("the loader kept %d rounds, want the last one", len(saved.Rounds))
	}
	c := tuitest.Common(t)
	tuitest.Ledger(t, c, saved, tuitest.Entropy(1), nil)
	s := New(c, tuitest.L(c))
	s.SetSize(78, 24) // an 80-column terminal
	v := strings.Join(strings.Fields(tuitest.Plain(s.View())), " ")
	for _, want := range []string{"mode off The tables deal from the session's generator and seed.", "Round 1 (lottery, nonce 3) revealed its server seed " + seeds.Server,
		"✓ its SHA-256 is the commitment", "--nonce 3 --table lottery --game uk"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q in\n%s", want, v)
		}
	}
}
