package cli

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/round"
	"riffle/games/tables"
	"riffle/games/videopoker"
	"riffle/ui/tui"
)

// The known answers of verify, computed with Python's hmac and hashlib (an
// independent implementation of HMAC-SHA256) and the rejection rule done by
// hand on the words:
//
//	import hmac, hashlib
//	server = bytes.fromhex(verifyServer); client, nonce = "classroom", 7
//	hashlib.sha256(server).hexdigest()          # the commitment
//	def words():
//	    i = 0
//	    while True:
//	        h = hmac.new(server, f"{client}:{nonce}:{i}".encode(), hashlib.sha256).hexdigest()
//	        for j in range(4): yield int(h[16*j:16*j+16], 16)
//	        i += 1
//	def intn(w, n):                              # the low k bits, k = (n-1).bit_length(), below n
//	    k = (n-1).bit_length()
//	    while True:
//	        v = next(w) & ((1 << k) - 1)
//	        if v < n: return v
//
// Craps: dice intn(w, 6)+1, two a throw, until the decision: (2, 6) sets the
// point 8, (2, 6) makes it. By hand: word 0 = 0x157c13ad0e1f8259 ends in
// binary 001 → die 2; word 1 = 0xc1d68ea1aa0ca605 ends in 101 → die 6.
// Twenty-sided dice: [intn(w, 20)+1 for _ in range(12)]. Powerball: the
// first 5 steps of Fisher–Yates on the drum 1…69 (j = i + intn(w, 69-i),
// swap), then intn(w, 26)+1 for the bonus drum.
const (
	verifyServer = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
	verifyCommit = "4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef"
	verifyBlock0 = "157c13ad0e1f8259c1d68ea1aa0ca605f097e154ef4055b96d7d8183b21a1dfd"
)

// verifiedJSON is verify's JSON object as these tests read it: the members
// every table has, and the tables' own that they check.
type verifiedJSON struct {
	verifyJSON
	Throws  [][2]int `json:"throws"` // craps
	Events  []string `json:"events"`
	Faces   []int    `json:"faces"` // yahtzee
	Order   []int    `json:"order"` // lottery
	Balls   []int    `json:"balls"`
	Bonus   int      `json:"bonus"`
	Players []struct {
		Hole []string `json:"hole"`
	} `json:"players"` // poker
	Board   []string `json:"board"`
	Winners []int    `json:"winners"`
}

func verifyArgs(table string, more ...string) []string {
	return append([]string{"verify", "--server-seed", verifyServer, "--client-seed", "classroom", "--nonce", "7", "--table", table}, more...)
}

func TestVerifyKnownAnswers(t *testing.T) {
	var j verifiedJSON
	runJSON(t, &j, verifyArgs("craps", "--json", "--commit", verifyCommit)...)
	if j.SHA256 != verifyCommit || j.CommitMatches == nil || !*j.CommitMatches || j.Block0 != verifyBlock0 ||
		strings.Join(j.Words, "") != verifyBlock0 || len(j.Words) != 4 {
		t.Errorf("seeds: %+v", j)
	}
	if fmt.Sprint(j.Throws) != "[[2 6] [2 6]]" || fmt.Sprint(j.Events) != "[point set: 8 point made]" || j.Outcome != "2+6 2+6: point made" {
		t.Errorf("craps: throws %v, events %v, outcome %q", j.Throws, j.Events, j.Outcome)
	}

	runJSON(t, &j, verifyArgs("yahtzee", "--json", "--sides", "20", "--count", "12")...)
	if fmt.Sprint(j.Faces) != "[6 17 14 20 4 20 1 7 4 5 17 17]" {
		t.Errorf("yahtzee d20 faces %v", j.Faces)
	}

	runJSON(t, &j, verifyArgs("lottery", "--json", "--game", "powerball")...)
	if fmt.Sprint(j.Order) != "[6 59 19 55 24]" || fmt.Sprint(j.Balls) != "[6 19 24 55 59]" || j.Bonus != 1 ||
		j.Outcome != "powerball: 6 19 24 55 59 + 1" {
		t.Errorf("powerball: order %v, balls %v, bonus %d, outcome %q", j.Order, j.Balls, j.Bonus, j.Outcome)
	}

	// The text shows the same numbers, and the commitment's verdict.
	code, out, errOut := run(verifyArgs("craps", "--commit", strings.ToUpper(verifyCommit))...)
	for _, want := range []string{"157c13ad0e1f8259 c1d68ea1aa0ca605 f097e154ef4055b9 6d7d8183b21a1dfd",
		`"classroom:7:0"`, "commitment matches ✓", "2+6  point set: 8", "2+6  point made", "words used   4"} {
		if code != 0 || errOut != "" || !strings.Contains(out, want) {
			t.Errorf("verify craps: exit %d, stderr %q; want %q in\n%s", code, errOut, want, out)
		}
	}
}

// A server seed that does not match the commitment: exit 1, one line
// giving the seed's SHA-256.
func TestVerifyCommitMismatch(t *testing.T) {
	wrong := strings.Repeat("ab", 32)
	code, out, errOut := run(verifyArgs("craps", "--commit", wrong)...)
	want := "riffle verify: the server seed does not match the commitment: SHA-256 is " + verifyCommit + ", the commitment " + wrong + "\n"
	if code != ExitError || out != "" || errOut != want {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// checkVerified checks verify's recomputation j of a fair round rec
// against the record, against the round played again (tables.Play), and
// runs the command line the TUI's fair screen shows for the round: it
// expects the digest the round saved, and exits 0 when it is the one
// recomputed.
func checkVerified(t *testing.T, rec round.Record, j verifiedJSON, sameOutcome bool) {
	t.Helper()
	res, err := tables.Play(rec)
	if err != nil {
		t.Fatalf("tables.Play: %v", err)
	}
	var shown verifiedJSON
	runJSON(t, &shown, append(tui.VerifyArgs(rec), "--json", "--expect", rec.Digest)...)
	if shown.Digest != rec.Digest || shown.ExpectMatches == nil || !*shown.ExpectMatches {
		t.Errorf("%s: the fair screen's %q gives digest %s, the round %s", rec.Table, tui.VerifyArgs(rec), shown.Digest, rec.Digest)
	}
	if res.Digest != rec.Digest || j.Digest != rec.Digest || sameOutcome && j.Outcome != rec.Outcome ||
		!strings.HasPrefix(rec.Outcome, j.Outcome) {
		t.Errorf("%s: verify %q %s; the table %q %s; tables.Play %s", rec.Table, j.Outcome, j.Digest, rec.Outcome, rec.Digest, res.Digest)
	}
}

// verify recomputes a fair round exactly as the table played it: the same
// dice, balls and cards, whatever the bets were (the rounds here bet, the
// verify command does not).
func TestVerifyEqualsFairRounds(t *testing.T) {
	seeds := func(r round.Record, table string, more ...string) []string {
		return append([]string{"verify", "--server-seed", r.Fair.Server, "--client-seed", r.Fair.Client,
			"--nonce", fmt.Sprint(r.Fair.Nonce), "--commit", r.Fair.Commit, "--table", table, "--json"}, more...)
	}
	var j verifiedJSON
	for nonce := uint64(1); nonce <= 6; nonce++ {
		g, r := fairAt(nonce)
		rec := playCraps(t, g, r)
		runJSON(t, &j, seeds(rec, "craps")...)
		checkVerified(t, rec, j, true)
		if len(j.Throws) != len(rec.Moves)-1 {
			t.Errorf("craps nonce %d: %d throws, the table threw %d", nonce, len(j.Throws), len(rec.Moves)-1)
		}

		g, r = fairAt(nonce)
		rec = playSolitaire(t, g, r, []int{7, 0, -1}[nonce%3])
		runJSON(t, &j, seeds(rec, "solitaire", "--shuffles", strings.TrimPrefix(rec.Moves[0], "shuffles "))...)
		checkVerified(t, rec, j, false)

		for _, algo := range round.FairShuffles() {
			g, r = fairAt(nonce)
			rec = playPoker(t, g, r, algo, int(nonce)+2, 0, 0)
			runJSON(t, &j, seeds(rec, "poker", "--algo", algo, "--players", fmt.Sprint(nonce+2))...)
			checkVerified(t, rec, j, true)
			if len(j.Players) != int(nonce)+2 || len(j.Board) != 5 || len(j.Winners) == 0 {
				t.Errorf("poker: %+v", j)
			}
			g, r = fairAt(nonce)
			rec = playPoker(t, g, r, algo, 0, 4, 7)
			runJSON(t, &j, seeds(rec, "poker", "--algo", algo, "--hands", "4", "--size", "7")...)
			checkVerified(t, rec, j, true)
		}

		// The lottery draws with the game's own Draw on the fair stream:
		// the table's draw, ball for ball.
		g, r = fairAt(nonce)
		rec, lres := playLottery(t, g, r, "powerball", "1 2 3 4 5 + 6")
		runJSON(t, &j, seeds(rec, "lottery", "--game", "powerball")...)
		checkVerified(t, rec, j, false)
		if fmt.Sprint(j.Order, j.Balls, j.Bonus) != fmt.Sprint(lres.Draw.Order, lres.Draw.Balls, lres.Draw.Bonus) {
			t.Errorf("lottery: verify %v %v %d, the table %+v", j.Order, j.Balls, j.Bonus, lres.Draw)
		}

		// Video poker: the bet and holds are the round's, from its moves.
		g, r = fairAt(nonce)
		rec = playVideoPoker(t, g, r, int(nonce%5)+1, [5]bool{nonce%2 == 0, true, false, nonce%3 == 0, false})
		runJSON(t, &j, seeds(rec, "videopoker", "--paytable", "deuces-full-pay", "--bet", fmt.Sprint(nonce%5+1),
			"--hold", strings.TrimPrefix(rec.Moves[2], "hold "))...)
		checkVerified(t, rec, j, true)

		// Yahtzee: the faces the table drew, in order, whatever was kept.
		g, r = fairAt(nonce)
		rec, drawn := playYahtzee(t, g, r, 6)
		runJSON(t, &j, seeds(rec, "yahtzee", "--dice", "6", "--count", fmt.Sprint(len(drawn)))...)
		if fmt.Sprint(j.Faces) != fmt.Sprint(drawn) {
			t.Errorf("yahtzee: verify %v, the table drew %v", j.Faces, drawn)
		}
		runJSON(t, &j, seeds(rec, "yahtzee", "--dice", "6")...)
		if len(j.Faces) != 30 {
			t.Errorf("yahtzee: %d faces by default for 6 dice, want 30", len(j.Faces))
		}
	}
}

// playVideoPoker plays a video poker round on g as the screen does, on
// deuces-full-pay: bet credits, the cards held held.
func playVideoPoker(t testing.TB, g rng.Generator, r round.Record, bet int, held [5]bool) round.Record {
	t.Helper()
	a, err := shuffle.Lookup("fisher-yates")
	must(t, err)
	vg, err := videopoker.New(a, g)
	must(t, err)
	must(t, vg.SetPayTable("deuces-full-pay"), vg.SetBet(bet), vg.Deal(100), vg.SetHolds(held))
	res, err := vg.Draw()
	must(t, err)
	r.Algo = a.Name
	return settled(r, videopoker.Name, videopoker.Moves("deuces-full-pay", bet, held), videopoker.RoundResult(res, videopoker.LineName(vg, res)))
}

// Bad input: exit 2, nothing on stdout, one line naming the problem.
func TestVerifyBadArgs(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"verify"}, "--server-seed, --client-seed, --nonce, --table are required"},
		{[]string{"verify", "--server-seed", "0000000000000000000000000000000000000000000000000000000000000000", "--client-seed", "c", "--table", "craps"}, "--nonce is required"},
		{verifyArgs("roulette"), `--table "roulette": allowed craps, yahtzee, lottery, solitaire, poker`},
		{verifyArgs("cheat"), `--table "cheat"`},
		{[]string{"verify", "--server-seed", "abc", "--client-seed", "c", "--nonce", "1", "--table", "craps"}, "3 hex digits: give the 64"},
		{[]string{"verify", "--server-seed", "zz", "--client-seed", "c", "--nonce", "1", "--table", "craps"}, `'z' is not a hex digit`},
		{[]string{"verify", "--server-seed", "0000000000000000000000000000000000000000000000000000000000000000", "--client-seed", "c", "--nonce", "-1", "--table", "craps"}, `--nonce "-1" is not a nonce: allowed 0…18,446,744,073,709,551,615`},
		{[]string{"verify", "--server-seed", "0000000000000000000000000000000000000000000000000000000000000000", "--client-seed", "c", "--nonce", "18446744073709551616", "--table", "craps"}, "not a nonce"},
		{verifyArgs("craps", "--commit", "abc"), "--commit \"abc\" is not a SHA-256"},
		{verifyArgs("craps", "--dice", "5"), "--dice is not a flag of --table craps, which takes no flags of its own"},
		{verifyArgs("lottery", "--players", "4", "--game", "lotto"), "--players is not a flag of --table lottery, which takes --game"},
		{verifyArgs("yahtzee", "--sides", "3"), "--sides 3 is out of range: allowed 4…20"},
		{verifyArgs("yahtzee", "--dice", "101"), "--dice 101 is out of range: allowed 2…100"},
		{verifyArgs("yahtzee", "--count", "10001"), "--count 10001 is out of range: allowed 1…10,000"},
		{verifyArgs("lottery"), "--table lottery needs --game: allowed roadrunner, lotto, keno, powerball-2012, powerball, pick3"},
		{verifyArgs("lottery", "--game", "euromillions"), `unknown lottery "euromillions"`},
		{verifyArgs("solitaire", "--shuffles", "21"), `--shuffles "21": allowed 0…20 riffles, or random`},
		{verifyArgs("poker"), "needs --players P (Hold'em) or --hands H --size S"},
		{verifyArgs("poker", "--players", "4", "--hands", "2"), "not both"},
		{verifyArgs("poker", "--players", "11"), "--players 11 is out of range: allowed 2…10"},
		{verifyArgs("poker", "--players", "4", "--algo", "constrained-uniform"), "--algo: constrained-uniform rolls dice"},
		{verifyArgs("poker", "--players", "4", "--algo", "bogo"), `--algo: unknown algorithm "bogo"`},
		{verifyArgs("poker", "--players", "4", "--algo", "naive"), `--algo: shuffle "naive" is biased, and provably fair rounds deal with an unbiased one only: allowed fisher-yates, partial, uniform-riffles`},
		{verifyArgs("poker", "--hands", "4", "--size", "5", "--algo", "asf"), `--algo: shuffle "asf" is biased`},
		{verifyArgs("poker", "--players", "2", "--algo", "sort-key"), `--algo: shuffle "sort-key" is biased`},
		{verifyArgs("poker", "--players", "2", "--algo", "riffle"), `--algo: shuffle "riffle" is biased`},
		{verifyArgs("poker", "--players", "2", "--algo", "inverse-riffle"), `--algo: shuffle "inverse-riffle" is biased`},
		{verifyArgs("craps", "--expect", "xyz"), `--expect "xyz" is not a digest: give the 16 hex digits riffle replay shows`},
		{verifyArgs("craps", "--expect", strings.Repeat("a", 15)), "is not a digest"},
		{verifyArgs("craps", "--expect", strings.Repeat("g", 16)), "is not a digest"},
		{verifyArgs("craps", "--expect", strings.Repeat("\x1b", 1000)), `--expect "` + strings.Repeat(`\x1b`, 10) + `…" (1,000 bytes) is not a digest`},
		{verifyArgs("yahtzee", "--expect", strings.Repeat("a", 16)), "--expect: a yahtzee round's digest is of the dice kept"},
		{verifyArgs("poker", "--hands", "11", "--size", "5"), "--hands 11 --size 5"},
		{verifyArgs("craps", "extra"), "unexpected argument"},
	} {
		code, out, errOut := run(c.args...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.want) {
			t.Errorf("riffle %q: exit %d, stdout %q, stderr %q; want %q", c.args[1:], code, out, errOut, c.want)
		}
	}
}

// A server seed is the casino's 32 bytes, 64 hex digits: another length
// is refused in one line, exit 2 — S and S followed by 00 are one HMAC
// key, so they would verify the same round.
func TestVerifyServerSeedLength(t *testing.T) {
	for _, n := range []int{1, 16, 31, 32, 33, 100} {
		seed := hex.EncodeToString(make([]byte, n))
		code, out, errOut := run("verify", "--server-seed", seed, "--client-seed", "c", "--nonce", "0", "--table", "craps")
		switch {
		case n == 32 && (code != 0 || errOut != "" || !strings.Contains(out, seed)):
			t.Errorf("the casino's 32-byte seed: exit %d, stderr %q", code, errOut)
		case n != 32 && (code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, fmt.Sprintf("has %d hex digits: give the 64", 2*n))):
			t.Errorf("a %d-byte seed: exit %d, stdout %q, stderr %q", n, code, out, errOut)
		}
	}
}

// --expect compares the recomputed outcome's digest with a claimed one:
// exit 0 and "as expected" when they are equal (in any case of hex),
// exit 1 and one line giving both when they differ.
func TestVerifyExpect(t *testing.T) {
	var j verifiedJSON
	runJSON(t, &j, verifyArgs("craps", "--json")...)
	digest := j.Digest
	if len(digest) != digestDigits {
		t.Fatalf("craps digest %q", digest)
	}
	var m verifiedJSON
	runJSON(t, &m, verifyArgs("craps", "--json", "--expect", strings.ToUpper(digest))...)
	if m.ExpectMatches == nil || !*m.ExpectMatches {
		t.Errorf("the digest itself: expect_matches %v", m.ExpectMatches)
	}
	if j.ExpectMatches != nil {
		t.Error("expect_matches without --expect")
	}
	code, out, errOut := run(verifyArgs("craps", "--expect", digest)...)
	if code != ExitOK || errOut != "" || !strings.Contains(out, "digest       "+digest+"  as expected ✓") {
		t.Errorf("equal: exit %d, stderr %q\n%s", code, errOut, out)
	}
	wrong := []byte(digest)
	wrong[15] ^= 1 // another hex digit
	code, out, errOut = run(verifyArgs("craps", "--expect", string(wrong))...)
	want := "riffle verify: the recomputed outcome's digest " + digest + " is not the one expected, " + string(wrong) + "\n"
	if code != ExitError || out != "" || errOut != want {
		t.Errorf("different: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = run(verifyArgs("poker", "--players", "3", "--json", "--expect", digest)...)
	if code != ExitError || !strings.Contains(errOut, "is not the one expected, "+digest) {
		t.Errorf("another table's digest: exit %d, stderr %q", code, errOut)
	}
}

// A video poker round recomputes from its seeds and the holds: the same
// digest as the round replayed from its record, and a bad hold is a usage
// error.
func TestVerifyVideoPoker(t *testing.T) {
	seeds := []string{"verify", "--server-seed", "00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff", "--client-seed", "abcdef0123456789", "--nonce", "1", "--table", "videopoker"}
	code, out, errOut := run(append(seeds, "--hold", "10010", "--bet", "3", "--paytable", "deuces-full-pay")...)
	if code != 0 || !strings.Contains(out, "after the draw") || !strings.Contains(out, "deuces-full-pay, bet 3") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	rec := round.Record{Table: videopoker.Name, Algo: "fisher-yates", Moves: videopoker.Moves("deuces-full-pay", 3, [5]bool{true, false, false, true, false}),
		Fair: &round.FairSeeds{Server: strings.Repeat("00ff", 16), Commit: rng.Commit(bytes.Repeat([]byte{0, 0xff}, 16)), Client: "abcdef0123456789", Nonce: 1}}
	res, err := tables.Play(rec)
	if err != nil || !strings.Contains(out, res.Digest) {
		t.Errorf("replayed %+v (%v), verify printed\n%s", res, err, out)
	}
	for _, bad := range [][]string{{"--hold", "1001"}, {"--hold", "20000"}, {"--bet", "6"}, {"--paytable", "nope"}} {
		if code, _, _ := run(append(seeds, bad...)...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}
