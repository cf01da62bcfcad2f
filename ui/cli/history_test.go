package cli

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/casino"
	"riffle/games/craps"
	"riffle/games/gamestest"
	"riffle/games/holdem"
	"riffle/games/lottery"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/games/solitaire"
	"riffle/games/yahtzee"
	"riffle/ui/store"
	"riffle/ui/text"
)

// The seeds of the provably fair round the tests play.
var (
	testServer = []byte("a server seed of 32 bytes, ok!!!")
	testClient = "classroom"
)

// pcgAt is the generator a table would hold: pcg seeded 42 and advanced by
// pos draws of earlier play, with the record of a round beginning there.
func pcgAt(t testing.TB, pos uint64) (rng.Stream, round.Record) {
	t.Helper()
	info, err := rng.Lookup("pcg")
	if err != nil {
		t.Fatal(err)
	}
	g, err := info.New(42)
	if err != nil {
		t.Fatal(err)
	}
	s := g.(rng.Stream)
	s.Skip(pos)
	return s, round.Record{Gen: info.Name, Seed: 42, Pos: s.Steps()}
}

// fairAt is the provably fair stream of nonce and the record of a round
// drawn from it.
func fairAt(nonce uint64) (*rng.Fair, round.Record) {
	return rng.NewFair(testServer, testClient, nonce), round.Record{Fair: &round.FairSeeds{
		Server: hex.EncodeToString(testServer), Commit: rng.Commit(testServer), Client: testClient, Nonce: nonce}}
}

func must(t testing.TB, errs ...error) {
	t.Helper()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}

func settled(r round.Record, table string, moves []string, res round.Result) round.Record {
	r.Table, r.Moves = table, moves
	r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
	return r
}

// playCraps plays a craps round on g as the screen does: a pass bet of 10,
// the most odds once a point is set, until the decision.
func playCraps(t testing.TB, g rng.Generator, r round.Record) round.Record {
	t.Helper()
	ct, err := craps.New(craps.DefaultRules(), g)
	must(t, err, ct.SetPass(10, 1000))
	moves := craps.Moves(ct.Rules().Odds)
	var rolls []craps.Result
	for {
		if !ct.ComeOut() && ct.Odds() == 0 {
			must(t, ct.SetOdds(ct.MaxOddsNow(990), 990))
		}
		moves = append(moves, ct.Move())
		res := ct.Roll()
		rolls = append(rolls, res)
		if res.Event.Decided() {
			return settled(r, craps.Name, moves, craps.RoundResult(rolls, ct.Standing()))
		}
	}
}

// playYahtzee plays a game of n dice on g, keeping the largest group, and
// returns its record and every face drawn, in the order drawn.
func playYahtzee(t testing.TB, g rng.Generator, r round.Record, n int) (round.Record, []int) {
	t.Helper()
	yg, err := yahtzee.New(n, 6)
	must(t, err)
	moves := yahtzee.Moves(n, 6)
	var faces []string
	var drawn []int
	for !yg.Done() {
		if yg.Rolled() {
			_, _, err := yg.KeepLargest()
			must(t, err)
		}
		moves = append(moves, yahtzee.RollMove(yg))
		d, err := yg.Roll(g)
		must(t, err)
		drawn = append(drawn, d...)
		faces = append(faces, yahtzee.FacesText(yg))
	}
	return settled(r, yahtzee.Name, moves, yahtzee.RoundResult(yg, faces)), drawn
}

// playLottery draws game with one typed ticket; the table is given g as
// its generator only for the draw, as a fair round does.
func playLottery(t testing.TB, g rng.Generator, r round.Record, game, ticket string) (round.Record, lottery.Result) {
	t.Helper()
	lt, err := lottery.New(g)
	must(t, err)
	must(t, lt.Select(game))
	_, err = lt.Type(ticket)
	must(t, err)
	res, err := lt.Draw(1000)
	must(t, err)
	return settled(r, lottery.Name, lottery.Moves(game, lt.Tickets()), lottery.RoundResult(res)), res
}

func playSolitaire(t testing.TB, g rng.Generator, r round.Record, k int) round.Record {
	t.Helper()
	sg, err := solitaire.New(solitaire.Cards, g)
	must(t, err)
	must(t, sg.SetShuffles(k), sg.SetSide(solitaire.Bob), sg.SetBet(20, 1000), sg.Begin(1000))
	if sg.Phase() == solitaire.Riffling { // with 0 riffles the deal begins at once
		must(t, sg.RiffleAll())
	}
	res, err := sg.DealAll()
	must(t, err)
	return settled(r, solitaire.Name, solitaire.Moves(k, solitaire.Bob, 20), solitaire.RoundResult(res, sg.Riffled()))
}

// playPoker deals a Hold'em hand of players with an ante of 25, or (with
// hands > 0) hands hands of size cards, on algo.
func playPoker(t testing.TB, g rng.Generator, r round.Record, algo string, players, hands, size int) round.Record {
	t.Helper()
	a, err := shuffle.Lookup(algo)
	must(t, err)
	pt, err := poker.New(a, g)
	must(t, err)
	r.Algo = a.Name
	if hands == 0 {
		must(t, pt.SetMode(poker.ModeHoldem), pt.SetPlayers(players), pt.SetAnte(25), pt.Deal(1000))
		return settled(r, poker.Name, []string{poker.HoldemMove(players, 25)}, poker.HoldemResult(*pt.LastShowdown()))
	}
	must(t, pt.SetMode(poker.ModeDeals), pt.SetShape(hands, size), pt.Deal(1000))
	return settled(r, poker.Name, []string{poker.HandsMove(hands, size)}, poker.HandsResult(*pt.LastDeal()))
}

// playedRounds plays one round at each table and a provably fair craps
// round, numbered 1… and with the bankroll carried on from start.
func playedRounds(t testing.TB, start int) []round.Record {
	t.Helper()
	var recs []round.Record
	g, r := pcgAt(t, 17)
	recs = append(recs, playCraps(t, g, r))
	g, r = pcgAt(t, 5)
	y, _ := playYahtzee(t, g, r, 5)
	recs = append(recs, y)
	g, r = pcgAt(t, 0)
	l, _ := playLottery(t, g, r, "keno", "3 7 11 40 77")
	recs = append(recs, l)
	g, r = pcgAt(t, 3)
	recs = append(recs, playSolitaire(t, g, r, 7))
	g, r = pcgAt(t, 11)
	recs = append(recs, playPoker(t, g, r, "naive", 4, 0, 0))
	g, r = pcgAt(t, 40) // the table's stream drawn on: a round begins once at a place
	recs = append(recs, playPoker(t, g, r, "fisher-yates", 0, 4, 7))
	f, r := fairAt(1)
	recs = append(recs, playCraps(t, f, r))
	bank := start
	for i := range recs {
		bank += recs[i].Net
		recs[i].Seq, recs[i].Bankroll = i+1, bank
		recs[i].Time = time.Date(2026, 11, 21, 19, i, 0, 0, time.UTC)
	}
	return recs
}

// writeState saves a session that started with start chips and played
// recs into dir, through the store as the casino saves it.
func writeState(t testing.TB, dir string, start int, recs []round.Record) {
	t.Helper()
	s, _, problem, err := store.Open(dir)
	if err != nil || problem != "" {
		t.Fatalf("store.Open: %v %q", err, problem)
	}
	defer s.Close()
	st := casino.Settings{Gen: "pcg", Algo: "fisher-yates", Seed: 42, Shuffles: 7}
	must(t, s.Append(casino.Entry{Kind: casino.KindStart, Time: time.Date(2026, 11, 21, 18, 59, 0, 0, time.UTC), Bankroll: start, Settings: &st}))
	for i := range recs {
		must(t, s.Append(casino.Entry{Kind: casino.KindRound, Time: recs[i].Time, Round: &recs[i]}))
	}
}

// savedState is a state directory holding the played rounds.
func savedState(t *testing.T) (string, []round.Record) {
	t.Helper()
	dir := t.TempDir()
	recs := playedRounds(t, 1000)
	writeState(t, dir, 1000, recs)
	return dir, recs
}

// runWarn runs a command's body with its own stderr for warnings, as Run
// runs it but with the warnings captured.
func runWarn(body func(args []string, out, warn *bytes.Buffer) error, args ...string) (stdout, warn string, err error) {
	var o, w bytes.Buffer
	err = body(args, &o, &w)
	return o.String(), w.String(), err
}

func historyBody(args []string, out, warn *bytes.Buffer) error { return runHistory(args, out, warn) }
func replayBody(args []string, out, warn *bytes.Buffer) error  { return runReplay(args, out, warn) }

// The session file read without the lock is the one the store writes.
func TestSessionFileIsTheStores(t *testing.T) {
	dir := t.TempDir()
	s, _, _, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if want := filepath.Join(dir, store.FileName); s.Path() != want {
		t.Errorf("store keeps the session in %s; history reads %s", s.Path(), want)
	}
}

// history lists every saved round: its number, table, source, net,
// bankroll and outcome, and a footer whose bankroll check passes.
func TestHistoryLists(t *testing.T) {
	dir, recs := savedState(t)
	code, out, errOut := run("history", "--state", dir)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, r := range recs {
		var row string
		for _, line := range strings.Split(out, "\n") {
			if f := strings.Fields(line); len(f) > 1 && f[0] == fmt.Sprint(r.Seq) && f[1] != "rounds;" {
				row = line
			}
		}
		for _, want := range []string{r.Table, roundSource(r), text.SignedASCII(r.Net), groupDigits(int64(r.Bankroll)), r.Outcome} {
			if !strings.Contains(row, want) {
				t.Errorf("round %d's row %q lacks %q", r.Seq, row, want)
			}
		}
	}
	for _, want := range []string{"pcg 42 @17", "fair nonce 1",
		fmt.Sprintf("7 rounds; bankroll now %s; the bankroll adds up", groupDigits(int64(recs[6].Bankroll)))} {
		if !strings.Contains(out, want) {
			t.Errorf("history lacks %q:\n%s", want, out)
		}
	}

	var j historyJSON
	runJSON(t, &j, "history", "--state", dir, "--json")
	if !j.Saved || !j.AddsUp || j.Check != "adds up" || j.Total != 7 || len(j.Rounds) != 7 || j.Bankroll != recs[6].Bankroll ||
		j.State != filepath.Join(dir, "session.jsonl") || j.Problems == nil || len(j.Problems) != 0 {
		t.Errorf("--json: %+v", j)
	}
	for i, r := range j.Rounds {
		if r.Seq != recs[i].Seq || r.Digest != recs[i].Digest || strings.Join(r.Moves, "|") != strings.Join(recs[i].Moves, "|") {
			t.Errorf("--json round %d: %+v, saved %+v", i, r, recs[i])
		}
	}

	// Filters: one table, the last N, both.
	for _, c := range []struct {
		args []string
		seqs []int
	}{
		{[]string{"--table", "craps"}, []int{1, 7}},
		{[]string{"--last", "2"}, []int{6, 7}},
		{[]string{"--table", "poker", "--last", "1"}, []int{6}},
		{[]string{"--table", "cheat"}, nil},
		{[]string{"--last", "100"}, []int{1, 2, 3, 4, 5, 6, 7}},
	} {
		runJSON(t, &j, append([]string{"history", "--state", dir, "--json"}, c.args...)...)
		var seqs []int
		for _, r := range j.Rounds {
			seqs = append(seqs, r.Seq)
		}
		if fmt.Sprint(seqs) != fmt.Sprint(c.seqs) || j.Total != 7 {
			t.Errorf("history %v: rounds %v of %d, want %v of 7", c.args, seqs, j.Total, c.seqs)
		}
	}
	_, out, _ = run("history", "--state", dir, "--table", "craps")
	if !strings.Contains(out, "2 of 7 rounds shown") {
		t.Errorf("a filtered footer:\n%s", out)
	}
}

// Without a session file history says so and succeeds; a session that
// started but has no rounds shows its bankroll.
func TestHistoryNoSession(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nothing here")
	code, out, errOut := run("history", "--state", dir)
	if code != 0 || errOut != "" || out != "no saved session in "+dir+"\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	var j historyJSON
	runJSON(t, &j, "history", "--state", dir, "--json")
	if j.Saved || j.Rounds == nil || len(j.Rounds) != 0 || !j.AddsUp {
		t.Errorf("--json without a session: %+v", j)
	}
	writeState(t, dir, 1000, nil)
	code, out, _ = run("history", "--state", dir)
	if code != 0 || !strings.Contains(out, "0 rounds; bankroll now 1,000; the bankroll adds up") {
		t.Errorf("a session with no rounds: exit %d\n%s", code, out)
	}
	// The default state directory comes from XDG_STATE_HOME.
	t.Setenv("XDG_STATE_HOME", filepath.Dir(dir))
	if err := os.Rename(dir, filepath.Join(filepath.Dir(dir), "riffle")); err != nil {
		t.Fatal(err)
	}
	if code, out, _ = run("history"); code != 0 || !strings.Contains(out, "bankroll now 1,000") {
		t.Errorf("history from XDG_STATE_HOME: exit %d\n%s", code, out)
	}
}

// A bankroll that does not add up is shown in the footer and in --json;
// it is not an error.
func TestHistoryBankrollCheck(t *testing.T) {
	dir := t.TempDir()
	recs := playedRounds(t, 1000)
	recs[2].Bankroll += 5
	writeState(t, dir, 1000, recs)
	code, out, _ := run("history", "--state", dir)
	want := fmt.Sprintf("the bankroll does not add up: line 4: round 3: %s chips %s is not the bankroll of %s it saved",
		groupDigits(int64(recs[1].Bankroll)), text.SignedASCII(recs[2].Net), groupDigits(int64(recs[2].Bankroll)))
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d; want %q in\n%s", code, want, out)
	}
	var j historyJSON
	runJSON(t, &j, "history", "--state", dir, "--json")
	if j.AddsUp || !strings.HasPrefix(j.Check, "line 4: round 3:") {
		t.Errorf("--json: adds_up %v, check %q", j.AddsUp, j.Check)
	}
}

// A truncated last line and an entry that is not an entry are each
// reported in one line on stderr; the good rounds are still listed.
func TestHistoryDamaged(t *testing.T) {
	dir, recs := savedState(t)
	path := filepath.Join(dir, store.FileName)
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	line, err := store.EncodeLine(json.RawMessage(`{"kind":"round"}`)) // no round in it
	if err != nil {
		t.Fatal(err)
	}
	full, err := store.EncodeLine(casino.Entry{Kind: casino.KindRound, Round: &recs[0]})
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.Write(append(line, full[:len(full)/2]...)) // a round cut off by a crash
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	out, warn, err := runWarn(historyBody, "--state", dir)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(warn, "\n"), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "line 10: truncated") || !strings.Contains(lines[1], "entry 9") {
		t.Errorf("want two problem lines (the truncated line, the bad entry), got %q", warn)
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "riffle history: ") {
			t.Errorf("problem line %q", l)
		}
	}
	if !strings.Contains(out, "7 rounds;") || !strings.Contains(out, recs[6].Outcome) {
		t.Errorf("the good rounds are not listed:\n%s", out)
	}
	var j historyJSON
	out, _, err = runWarn(historyBody, "--state", dir, "--json")
	if err != nil || json.Unmarshal([]byte(out), &j) != nil || len(j.Rounds) != 7 || len(j.Problems) != 2 {
		t.Errorf("--json of a damaged file: %v %+v", err, j)
	}
	// The file is only read: still damaged, nothing set aside.
	if _, problem, _ := store.Read(path); problem == "" {
		t.Error("history repaired the file")
	}
	if m, _ := filepath.Glob(path + ".damaged-*"); len(m) != 0 {
		t.Errorf("history set the file aside: %v", m)
	}
}

// replay N, last and all deal the saved rounds again and find them the
// same.
func TestReplayMatches(t *testing.T) {
	dir, recs := savedState(t)
	for _, which := range []string{"1", "2", "3", "4", "5", "6", "7", "last"} {
		code, out, errOut := run("replay", which, "--state", dir)
		if code != 0 || errOut != "" || !strings.HasSuffix(out, sameResult+"\n") {
			t.Errorf("replay %s: exit %d, stderr %q\n%s", which, code, errOut, out)
		}
	}
	_, out, _ := run("replay", "--state", dir, "4")
	for _, want := range []string{"Round 4, solitaire", "pcg 42 @3", "shuffles 7, side bob, bet 20", recs[3].Outcome, recs[3].Digest, "net " + text.SignedASCII(recs[3].Net)} {
		if !strings.Contains(out, want) {
			t.Errorf("replay 4 lacks %q:\n%s", want, out)
		}
	}
	code, out, errOut := run("replay", "all", "--state", dir)
	if code != 0 || errOut != "" || strings.Count(out, sameResult) != 7 || !strings.HasSuffix(out, "replayed 7 rounds: 7 match\n") {
		t.Errorf("replay all: exit %d, stderr %q\n%s", code, errOut, out)
	}
	var j replayJSON
	runJSON(t, &j, "replay", "all", "--state", dir, "--json")
	if j.Replayed != 7 || j.Match != 7 || len(j.Rounds) != 7 {
		t.Fatalf("--json: %+v", j)
	}
	for i, r := range j.Rounds {
		if !r.Match || r.Replayed != r.Saved || r.Saved.Digest != recs[i].Digest {
			t.Errorf("--json round %d: %+v", i+1, r)
		}
	}
	// No rounds: all has nothing to do.
	empty := t.TempDir()
	if code, out, _ := run("replay", "all", "--state", empty); code != 0 || !strings.Contains(out, "nothing to replay") {
		t.Errorf("replay all of nothing: exit %d %q", code, out)
	}
}

// A tampered round — a die of its outcome, its digest, its net, its seed —
// replays differently: exit 1 and the difference in one line.
func TestReplayTampered(t *testing.T) {
	for _, c := range []struct {
		what   string
		change func(*round.Record)
		want   string
	}{
		{"a die of the outcome", func(r *round.Record) {
			r.Outcome = strconv.Itoa(int(r.Outcome[0]-'0')%6+1) + r.Outcome[1:] // "2+6 …" → "3+6 …"
		}, "outcome"},
		{"the digest", func(r *round.Record) { r.Digest = "0123456789abcdef" }, "saved 0123456789abcdef"},
		{"the net", func(r *round.Record) { r.Net += 10 }, "net"},
		{"the seed", func(r *round.Record) { r.Seed = 43 }, "the replay differs"},
	} {
		dir := t.TempDir()
		recs := playedRounds(t, 1000)
		c.change(&recs[0]) // the craps round
		bank := 1000
		for i := range recs { // a forger who keeps the books adding up: only the replay finds it
			bank += recs[i].Net
			recs[i].Bankroll = bank
		}
		writeState(t, dir, 1000, recs)
		code, out, errOut := run("replay", "1", "--state", dir)
		if code != ExitError || !strings.HasSuffix(out, "✗ differs\n") || strings.Count(errOut, "\n") != 1 ||
			!strings.HasPrefix(errOut, "riffle replay: round 1 (craps): the replay differs") || !strings.Contains(errOut, c.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", c.what, code, out, errOut)
		}
		out, warn, err := runWarn(replayBody, "all", "--state", dir)
		if err == nil || strings.Count(out, "✗ differs") != 1 || strings.Count(out, "✓") != 6 || strings.Count(warn, "\n") != 2 ||
			!strings.Contains(warn, "round 1 (craps)") || !strings.HasSuffix(warn, "replayed 7 rounds: 6 match, 1 differs (1)\n") {
			t.Errorf("%s: replay all: %v, warnings %q", c.what, err, warn)
		}
	}
}

// A round drawn from the os generator cannot be replayed: exit 1 with the
// reason in one line.
func TestReplayUnreplayable(t *testing.T) {
	dir := t.TempDir()
	recs := playedRounds(t, 1000)[:2]
	recs[1].Gen, recs[1].Seed, recs[1].Pos = "os", 0, 0
	writeState(t, dir, 1000, recs)
	code, out, errOut := run("replay", "last", "--state", dir)
	if code != ExitError || !strings.HasSuffix(out, "✗ cannot be replayed\n") || errOut != "riffle replay: round 2 drew from os, which cannot be replayed\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, warn, err := runWarn(replayBody, "all", "--state", dir)
	if err == nil || !strings.HasSuffix(warn, "replayed 2 rounds: 1 match, 1 cannot be replayed (2)\n") || strings.Count(warn, "\n") != 2 {
		t.Errorf("replay all: %v, warnings %q", err, warn)
	}
}

// Bad arguments: exit 2, nothing on stdout, one line on stderr naming the
// problem.
func TestSessionCommandsBadArgs(t *testing.T) {
	dir, _ := savedState(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"history", "--state", dir, "--table", "roulette"}, `--table "roulette": allowed craps,`},
		{[]string{"history", "--state", dir, "--last", "0"}, "--last 0 is out of range: allowed 1…"},
		{[]string{"history", "--state", dir, "--last", "x"}, "not a whole number"},
		{[]string{"history", "--nope"}, "unknown flag"},
		{[]string{"history", "--state"}, "needs a value"},
		{[]string{"history", "extra"}, "unexpected argument"},
		{[]string{"replay", "--state", dir}, "replay needs ROUND"},
		{[]string{"replay", "first", "--state", dir}, `ROUND "first" is not a round number, "last" or "all"`},
		{[]string{"replay", "8", "--state", dir}, "no round 8 in " + dir + ": the saved rounds are 1…7"},
		{[]string{"replay", "0", "--state", dir}, "the saved rounds are 1…7"},
		{[]string{"replay", "last", "--state", t.TempDir()}, "no round last: no rounds are saved"},
		{[]string{"replay", "1", "2", "--state", dir}, `unexpected argument "2"`},
		{[]string{"replay", "1", "--json=maybe"}, "takes no value"},
	} {
		code, out, errOut := run(c.args...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.want) {
			t.Errorf("riffle %q: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
	// A state path that is a file cannot be read: bad input, exit 2.
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := run("history", "--state", file); code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 ||
		!strings.Contains(errOut, "--state: cannot read state file "+file) {
		t.Errorf("a file as --state: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

func TestSeqRanges(t *testing.T) {
	for seqs, want := range map[string]string{
		"1 2 3 4":                       "1…4",
		"1 2 3 5 7 8":                   "1…3, 5, 7…8",
		"4":                             "4",
		"1 3 5 7 9 11 13 15":            "1, 3, 5, …, 13, 15",
		"2 3 4 10 11 12 20 30 40 50 60": "2…4, 10…12, 20, …, 50, 60",
	} {
		var rs []round.Record
		for _, f := range strings.Fields(seqs) {
			var n int
			fmt.Sscan(f, &n)
			rs = append(rs, round.Record{Seq: n})
		}
		if got := seqRanges(rs); got != want {
			t.Errorf("seqRanges(%s) = %q, want %q", seqs, got, want)
		}
	}
}

// riffle history --format pokerstars: the Hold'em hands of the session,
// replayed and written as PokerStars hand histories (games/holdem's test
// reads them back chip by chip); the other tables' rounds are left out;
// --json beside it and another table are refused in one line.
func TestHistoryPokerStars(t *testing.T) {
	dir := t.TempDir()
	recs := playedRounds(t, 1000)
	for _, seed := range []uint64{3, 8} {
		r := gamestest.Sample(t, holdem.Rounds{}, "pcg", seed, 0)
		r.Seq, r.Bankroll = len(recs)+1, recs[len(recs)-1].Bankroll+r.Net
		r.Time = time.Date(2026, 11, 21, 20, int(seed), 0, 0, time.UTC)
		recs = append(recs, r)
	}
	writeState(t, dir, 1000, recs)
	code, out, errOut := run("history", "--state", dir, "--format", "pokerstars")
	if code != 0 || errOut != "" || strings.Count(out, "PokerStars Hand #") != 2 || !strings.Contains(out, "PokerStars Hand #20261121200300008: Hold'em Limit (10/20) - 2026/11/21 20:03:00 UTC") ||
		!strings.Contains(out, "*** SUMMARY ***") || !strings.Contains(out, "\n\nPokerStars Hand #20261121200800009:") {
		t.Fatalf("exit %d, err %q:\n%s", code, errOut, out)
	}
	if _, last, _ := run("history", "--state", dir, "--format", "pokerstars", "--table", "holdem", "--last", "1"); strings.Count(last, "PokerStars Hand #") != 1 {
		t.Errorf("--last 1:\n%s", last)
	}
	for _, args := range [][]string{{"--format", "pokerstars", "--json"}, {"--format", "pokerstars", "--table", "craps"}, {"--format", "xml"}} {
		code, out, errOut := run(append([]string{"history", "--state", dir}, args...)...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: exit %d, out %q, err %q", args, code, out, errOut)
		}
	}
}
