package round

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/craps"
	"riffle/games/dobble"
	"riffle/games/holdem"
	"riffle/games/lottery"
	"riffle/games/poker"
	"riffle/games/solitaire"
	"riffle/games/videopoker"
	"riffle/games/yahtzee"
)

// Digest is the SHA-256 of the lines, as `printf 'a\nb\n' | sha256sum`
// gives it (911169ddaaf146af…).
func TestDigestKnownAnswer(t *testing.T) {
	if got := Digest("a", "b"); got != "911169ddaaf146af" {
		t.Errorf("Digest(a, b) = %s, want 911169ddaaf146af", got)
	}
}

// stream is the generator a table would hold: pcg seeded 42, advanced by
// some earlier play so that rounds start mid-stream.
func stream(t *testing.T, gen string, seed, pos uint64) (rng.Stream, Record) {
	t.Helper()
	info, err := rng.Lookup(gen)
	if err != nil {
		t.Fatal(err)
	}
	g, err := info.New(seed)
	if err != nil {
		t.Fatal(err)
	}
	s := g.(rng.Stream)
	s.Skip(pos)
	return s, Record{Seq: 1, Gen: gen, Seed: seed, Pos: s.Steps()}
}

// played plays one round of each table the way the screens do, records
// it, and returns the records.
func played(t *testing.T, gen string, seed uint64) []Record {
	t.Helper()
	var out []Record

	// Craps: a pass bet, then odds once the point is set, until decided.
	g, r := stream(t, gen, seed, 17)
	ct, err := craps.New(craps.DefaultRules(), g)
	if err != nil {
		t.Fatal(err)
	}
	r.Table, r.Moves = Craps, CrapsMoves(ct.Rules().Odds)
	if err := ct.SetPass(10, 100); err != nil {
		t.Fatal(err)
	}
	var rolls []craps.Result
	for {
		if !ct.ComeOut() && ct.Odds() == 0 {
			if err := ct.SetOdds(ct.MaxOddsNow(90), 90); err != nil {
				t.Fatal(err)
			}
		}
		r.Moves = append(r.Moves, CrapsRoll(ct.Pass(), ct.Odds()))
		res := ct.Roll()
		rolls = append(rolls, res)
		if res.Event.Decided() {
			break
		}
	}
	out = append(out, withResult(r, CrapsResult(rolls)))

	// Yahtzee: keep the largest group until all match.
	g, r = stream(t, gen, seed, 5)
	yg, err := yahtzee.New(8, 6)
	if err != nil {
		t.Fatal(err)
	}
	r.Table, r.Moves = Yahtzee, YahtzeeMoves(8, 6)
	var faces []string
	for !yg.Done() {
		if yg.Rolled() {
			if _, _, err := yg.KeepLargest(); err != nil {
				t.Fatal(err)
			}
		}
		r.Moves = append(r.Moves, YahtzeeRoll(yg))
		if _, err := yg.Roll(g); err != nil {
			t.Fatal(err)
		}
		faces = append(faces, YahtzeeFaces(yg))
	}
	out = append(out, withResult(r, YahtzeeResult(yg, faces)))

	// Lottery: a quick pick (drawn before the round) and a typed ticket.
	g, _ = stream(t, gen, seed, 0)
	lt, err := lottery.New(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := lt.Select("keno"); err != nil {
		t.Fatal(err)
	}
	if _, err := lt.QuickPick(); err != nil {
		t.Fatal(err)
	}
	if _, err := lt.Type("3 7 11 40 77"); err != nil {
		t.Fatal(err)
	}
	r = Record{Seq: 1, Gen: gen, Seed: seed, Pos: g.Steps(), Table: Lottery, Moves: LotteryMoves("keno", lt.Tickets())}
	lres, err := lt.Draw(1000)
	if err != nil {
		t.Fatal(err)
	}
	out = append(out, withResult(r, LotteryResult(lres)))

	// Solitaire: 7 riffles, 20 on Bob.
	g, r = stream(t, gen, seed, 3)
	sg, err := solitaire.New(solitaire.Cards, g)
	if err != nil {
		t.Fatal(err)
	}
	r.Table, r.Moves = Solitaire, SolitaireMoves(7, solitaire.Bob, 20)
	if err := firstErr(sg.SetShuffles(7), sg.SetSide(solitaire.Bob), sg.SetBet(20, 1000), sg.Begin(1000), sg.RiffleAll()); err != nil {
		t.Fatal(err)
	}
	sres, err := sg.DealAll()
	if err != nil {
		t.Fatal(err)
	}
	out = append(out, withResult(r, SolitaireResult(sres, sg.Riffled())))

	// Poker: a Hold'em hand and a deal of hands, on the naive shuffle.
	for _, holdem := range []bool{true, false} {
		g, r = stream(t, gen, seed, 11)
		naive, err := shuffle.Lookup("naive")
		if err != nil {
			t.Fatal(err)
		}
		pt, err := poker.New(naive, g)
		if err != nil {
			t.Fatal(err)
		}
		r.Table, r.Algo = Poker, "naive"
		if holdem {
			r.Moves = []string{PokerHoldemMove(4, 25)}
			if err := firstErr(pt.SetMode(poker.ModeHoldem), pt.SetPlayers(4), pt.SetAnte(25), pt.Deal(1000)); err != nil {
				t.Fatal(err)
			}
			out = append(out, withResult(r, HoldemResult(*pt.LastShowdown())))
			continue
		}
		r.Moves = []string{PokerHandsMove(4, 7)}
		if err := firstErr(pt.SetShape(4, 7), pt.Deal(1000)); err != nil {
			t.Fatal(err)
		}
		out = append(out, withResult(r, HandsResult(*pt.LastDeal())))
	}

	// Video poker: 3 credits on jacks-8-5, the first and last cards held.
	g, r = stream(t, gen, seed, 13)
	fy, err := shuffle.Lookup("fisher-yates")
	if err != nil {
		t.Fatal(err)
	}
	vg, err := videopoker.New(fy, g)
	if err != nil {
		t.Fatal(err)
	}
	held := [5]bool{true, false, false, false, true}
	r.Table, r.Algo, r.Moves = VideoPoker, "fisher-yates", VideoPokerMoves("jacks-8-5", 3, held)
	if err := firstErr(vg.SetPayTable("jacks-8-5"), vg.SetBet(3), vg.Deal(1000), vg.SetHolds(held)); err != nil {
		t.Fatal(err)
	}
	vres, err := vg.Draw()
	if err != nil {
		t.Fatal(err)
	}
	out = append(out, withResult(r, VideoPokerResult(vres, LineName(vg, vres))))

	// Dobble: a double game of 5 a card, a miss then both symbols on each
	// of the first three pairs, the game left unfinished.
	g, r = stream(t, gen, seed, 19)
	dg, err := dobble.New(dobble.Variant{Double: true, PerCard: 5}, g, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	ms := 0
	for range 3 {
		ms += 800
		for _, s := range dg.Left() {
			if !slices.Contains(dg.Shared(), s) {
				if _, err := dg.Pick(s, time.Time{}.Add(time.Duration(ms)*time.Millisecond)); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
		for _, s := range dg.Shared() {
			ms += 500
			if _, err := dg.Pick(s, time.Time{}.Add(time.Duration(ms)*time.Millisecond)); err != nil {
				t.Fatal(err)
			}
		}
	}
	r.Table, r.Moves = Dobble, dg.Moves()
	out = append(out, withResult(r, DobbleResult(dg)))

	// Hold'em: five computer players, the player calling what it can.
	out = append(out, playedHoldem(t, gen, seed))
	return out
}

// playedHoldem plays a Hold'em hand as the table does — dealt by
// fisher-yates from the stream, the computer players on their generator,
// the player calling or checking to the end — and records it.
func playedHoldem(t *testing.T, gen string, seed uint64) Record {
	t.Helper()
	g, r := stream(t, gen, seed, 23)
	tab, err := holdem.NewTable(5)
	if err != nil {
		t.Fatal(err)
	}
	st, err := tab.Begin(500)
	if err != nil {
		t.Fatal(err)
	}
	algo, err := shuffle.Lookup("fisher-yates")
	if err != nil {
		t.Fatal(err)
	}
	deal, bots, err := HoldemDeal(algo, g, len(st.Stacks))
	if err != nil {
		t.Fatal(err)
	}
	h := tab.Deal(st, deal, bots)
	for tab.InPlay() {
		k := holdem.Check
		if h.ToCall(0) > 0 {
			k = holdem.Call
		}
		if err := tab.Act(k); err != nil {
			t.Fatal(err)
		}
	}
	r.Table, r.Algo, r.Moves = Holdem, "fisher-yates", HoldemMoves(st, tab.Moves())
	return withResult(r, HoldemHandResult(h))
}

func withResult(r Record, res Result) Record {
	r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
	return r
}

// Every table's round replays from its record alone, on every kind of
// generator, and comes out the same.
func TestReplayEveryTable(t *testing.T) {
	for _, gen := range []string{"pcg", "chacha8", "java", "delphi", "mt19937", "lcg32"} {
		for _, rec := range played(t, gen, 21) {
			res, err := Replay(rec)
			if err != nil {
				t.Errorf("%s %s: %v", gen, rec.Table, err)
				continue
			}
			if res.Outcome == "" || len(res.Digest) != 16 {
				t.Errorf("%s %s: empty result %+v", gen, rec.Table, res)
			}
		}
	}
}

// A changed seed, position, move or saved outcome is caught as a
// mismatch, and a record that cannot be played is refused in one line.
func TestReplayCatchesChanges(t *testing.T) {
	recs := played(t, "pcg", 7)
	for _, rec := range recs {
		changes := map[string]func(Record) Record{
			"seed":    func(r Record) Record { r.Seed++; return r },
			"pos":     func(r Record) Record { r.Pos++; return r },
			"digest":  func(r Record) Record { r.Digest = "0000000000000000"; return r },
			"outcome": func(r Record) Record { r.Outcome += "!"; return r },
		}
		for what, change := range changes {
			_, err := Replay(change(rec))
			if err == nil {
				t.Errorf("%s: a changed %s replayed as a match", rec.Table, what)
				continue
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("%s: error is not one line: %q", rec.Table, err)
			}
		}
	}
	// A net that does not match the bets (the lottery's prize claimed).
	lot := recs[2]
	lot.Net += 100
	if _, err := Replay(lot); !errors.Is(err, ErrMismatch) {
		t.Errorf("a changed net: %v, want a mismatch", err)
	}
	bad := []Record{
		{Table: "roulette", Gen: "pcg", Moves: []string{"x"}},
		{Table: Craps, Gen: "os", Moves: []string{"limit 3-4-5×", "roll 10 0"}},
		{Table: Craps, Gen: "nope"},
		{Table: Craps, Gen: "pcg", Moves: []string{"limit 9×", "roll 10 0"}},
		{Table: Yahtzee, Gen: "pcg", Moves: []string{"dice 5 6", "roll 11111"}},
		{Table: Lottery, Gen: "pcg", Moves: []string{"game keno", "ticket 0 81"}},
		{Table: Solitaire, Gen: "pcg", Moves: []string{"shuffles 99", "side alice", "bet 10"}},
		{Table: Poker, Gen: "pcg", Algo: "naive", Moves: []string{"holdem 11 10"}},
		{Table: Cheat, Gen: "delphi", Algo: "asf", Moves: []string{"holdem x"}},
		{Table: VideoPoker, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"paytable jacks-9-6", "bet 6", "hold 00000"}},
		{Table: VideoPoker, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"paytable blackjack", "bet 1", "hold 00000"}},
		{Table: VideoPoker, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"paytable jacks-9-6", "bet 1", "hold 0000"}},
		{Table: VideoPoker, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"paytable jacks-9-6", "bet 1"}},
		{Table: Dobble, Gen: "pcg", Moves: []string{"game double 7"}},
		{Table: Dobble, Gen: "pcg", Moves: []string{"game classic", "find 0"}},
		{Table: Holdem, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 100", "styles tight loose"}},
		{Table: Holdem, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 100 100", "styles tight wild"}},
		{Table: Holdem, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 0 100", "styles tight loose", "fold"}},
		{Table: Holdem, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 100 100", "styles tight loose", "dance"}},
		{Table: Holdem, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 100 100", "styles tight loose"}},
		{Table: Holdem, Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 12 5 10 0"}},
		{Table: Craps, Fair: &FairSeeds{Server: "zz"}},
		{Table: Craps, Fair: &FairSeeds{Server: "00", Commit: "wrong"}},
	}
	for _, r := range bad {
		_, err := Replay(r)
		if err == nil || errors.Is(err, ErrMismatch) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%+v: %v, want a one-line refusal", r, err)
		}
	}
}

// A video poker round with other cards held comes out otherwise: the
// replay draws other cards, and the saved digest or outcome no longer
// match.
func TestReplayVideoPokerHolds(t *testing.T) {
	rec := tableRound(t, played(t, "pcg", 7), VideoPoker)
	for _, hold := range []string{"hold 00000", "hold 11111", "hold 10000"} {
		r := rec
		r.Moves = append([]string(nil), rec.Moves...)
		r.Moves[2] = hold
		if _, err := Replay(r); !errors.Is(err, ErrMismatch) {
			t.Errorf("%s for %s: %v, want a mismatch", hold, rec.Moves[2], err)
		}
	}
	r := rec
	r.Moves = append([]string(nil), rec.Moves...)
	r.Moves[1] = "bet 5"
	if _, err := Replay(r); !errors.Is(err, ErrMismatch) {
		t.Errorf("a changed bet: %v, want a mismatch", err)
	}
}

// A craps record whose throws do not end where the round was decided is
// refused: the replay does not stop early or run on.
func TestReplayCrapsLength(t *testing.T) {
	rec := played(t, "pcg", 42)[0]
	short := rec
	short.Moves = append([]string(nil), rec.Moves...)
	short.Moves = append(short.Moves, short.Moves[len(short.Moves)-1])
	if _, err := Replay(short); err == nil || !strings.Contains(err.Error(), "throws") {
		t.Errorf("an extra throw: %v", err)
	}
}

// A provably fair round replays from its three seeds; its record carries
// no generator or position.
func TestReplayFair(t *testing.T) {
	server := []byte("a server seed of 32 bytes, ok!!!")
	f := rng.NewFair(server, "my lucky seed", 3)
	ct, err := craps.New(craps.DefaultRules(), f)
	if err != nil {
		t.Fatal(err)
	}
	r := Record{Seq: 4, Table: Craps, Moves: CrapsMoves(ct.Rules().Odds),
		Fair: &FairSeeds{Server: "61207365727665722073656564206f662033322062797465732c206f6b212121", Commit: rng.Commit(server), Client: "my lucky seed", Nonce: 3}}
	if err := ct.SetPass(10, 100); err != nil {
		t.Fatal(err)
	}
	var rolls []craps.Result
	for {
		r.Moves = append(r.Moves, CrapsRoll(ct.Pass(), ct.Odds()))
		res := ct.Roll()
		rolls = append(rolls, res)
		if res.Event.Decided() {
			break
		}
	}
	r = withResult(r, CrapsResult(rolls))
	if _, err := Replay(r); err != nil {
		t.Fatal(err)
	}
	r.Fair.Client = "another"
	if _, err := Replay(r); !errors.Is(err, ErrMismatch) {
		t.Errorf("another client seed: %v, want a mismatch", err)
	}
}

// The 1999 deal replays on ASF and Delphi from the clock's seed, and is
// the deal poker.ASFDeck makes.
func TestReplayCheat(t *testing.T) {
	const seed = 36_000_123
	h := poker.DealHoldem(poker.ASFDeck(seed), 5)
	r := withResult(Record{Table: Cheat, Gen: "delphi", Seed: seed, Algo: "asf", Moves: []string{"holdem 5"}}, CheatResult(h))
	if _, err := Replay(r); err != nil {
		t.Fatal(err)
	}
	r.Seed++
	if _, err := Replay(r); !errors.Is(err, ErrMismatch) {
		t.Errorf("the next millisecond's seed: %v, want a mismatch", err)
	}
}

// A solitaire round of 0 riffles (the deal starts at Begin) replays.
func TestReplaySolitaireNoRiffles(t *testing.T) {
	g, r := stream(t, "pcg", 3, 0)
	sg, err := solitaire.New(solitaire.Cards, g)
	if err != nil {
		t.Fatal(err)
	}
	r.Table, r.Moves = Solitaire, SolitaireMoves(0, solitaire.Alice, 10)
	if err := firstErr(sg.SetShuffles(0), sg.SetBet(10, 100), sg.Begin(100)); err != nil {
		t.Fatal(err)
	}
	res, err := sg.DealAll()
	if err != nil {
		t.Fatal(err)
	}
	if res.Winner != solitaire.Alice {
		t.Fatalf("an unshuffled deck went to %v; Alice always wins it", res.Winner)
	}
	if _, err := Replay(withResult(r, SolitaireResult(res, sg.Riffled()))); err != nil {
		t.Error(err)
	}
}

// Replaying a poker hand: at the start of its stream, and a million
// outputs in (a long session's table), against dealing the hand fresh on
// the table (the baseline: what the round cost when it was played).
func BenchmarkReplay(b *testing.B) {
	t := &testing.T{}
	rec := played(t, "pcg", 42)[4] // the Hold'em hand
	b.Run("baseline-deal", func(b *testing.B) {
		naive, _ := shuffle.Lookup("naive")
		for b.Loop() {
			g, _ := rng.Lookup("pcg")
			s, _ := g.New(42)
			pt, _ := poker.New(naive, s)
			_ = firstErr(pt.SetMode(poker.ModeHoldem), pt.SetPlayers(4), pt.SetAnte(25), pt.Deal(1000))
		}
	})
	for _, pos := range []uint64{0, 1_000_000} {
		r := rec
		r.Pos = pos
		res, err := Play(r)
		if err != nil {
			b.Fatal(err)
		}
		r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
		b.Run(fmt.Sprintf("replay-at-%d", pos), func(b *testing.B) {
			for b.Loop() {
				if _, err := Replay(r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// A Dobble round's outcome line, from its moves' times.
func TestDobbleOutcome(t *testing.T) {
	dobbleRec := tableRound(t, played(t, "pcg", 3), Dobble)
	// Three pairs, each a miss at 800 ms after its deal, then the two
	// symbols at 500 ms apart: each pair found at 1.8 s, 3 misses.
	want := "Double Dobble, 5 a card: left after 3 of 10 pairs, 3 misses, fastest find 1.8 s"
	if dobbleRec.Outcome != want || dobbleRec.Net != 0 {
		t.Errorf("outcome %q, net %d; want %q, 0", dobbleRec.Outcome, dobbleRec.Net, want)
	}
}

// tableRound is the round of recs played at table.
func tableRound(t *testing.T, recs []Record, table string) Record {
	t.Helper()
	for _, r := range recs {
		if r.Table == table {
			return r
		}
	}
	t.Fatalf("no %s round played", table)
	return Record{}
}
