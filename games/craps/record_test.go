package craps

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/games/gamestest"
	"riffle/games/round"
)

// openCraps plays a craps round at pcg 42 from position 6 — 20 on the pass
// line, full odds once the point is set — and stops after throws throws,
// the round still open (from there the come-out sets a point and 7 more
// throws decide nothing). It returns the table as it stands and the record
// so far.
func openCraps(t *testing.T, throws int) (*Table, round.Record) {
	t.Helper()
	g, r := gamestest.Stream(t, "pcg", 42, 6)
	ct, err := New(DefaultRules(), g)
	if err != nil {
		t.Fatal(err)
	}
	r.Table, r.Moves = Name, Moves(ct.Rules().Odds)
	if err := ct.SetPass(20, 1000); err != nil {
		t.Fatal(err)
	}
	for k := 0; k < throws; k++ {
		if !ct.ComeOut() && ct.Odds() == 0 {
			if err := ct.SetOdds(ct.MaxOddsNow(980), 980); err != nil {
				t.Fatal(err)
			}
		}
		r.Moves = append(r.Moves, ct.Move())
		if res := ct.Roll(); res.Event.Decided() {
			t.Fatalf("throw %d decided the round (%v): pick another start", k+1, res.Event)
		}
	}
	return ct, r
}

// A round left open with its point on comes back from its record as it
// stood: the point, the pass line and odds on the table, the session's
// account, and the same dice next, throw for throw until the round is decided.
func TestResume(t *testing.T) {
	for throws := 1; throws <= 3; throws++ {
		want, rec := openCraps(t, throws)
		oc, err := Resume(rec)
		if err != nil {
			t.Fatal(err)
		}
		got, rolls := oc.Table, oc.Rolls
		if len(rolls) != throws || got.Point() != want.Point() || got.Pass() != want.Pass() || got.Odds() != want.Odds() ||
			!got.Session().Equal(want.Session()) || got.ComeOut() {
			t.Fatalf("%d throws: resumed point %d, bets %d+%d, session %+v; want point %d, bets %d+%d, session %+v",
				throws, got.Point(), got.Pass(), got.Odds(), got.Session(), want.Point(), want.Pass(), want.Odds(), want.Session())
		}
		if want.Pass() != 20 || want.Odds() == 0 && throws > 1 {
			t.Fatalf("the round was not played with its bets: pass %d, odds %d", want.Pass(), want.Odds())
		}
		for k := 0; ; k++ {
			a, b := want.Roll(), got.Roll()
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("%d throws, then throw %d: resumed %+v, want %+v", throws, k+1, b, a)
			}
			if a.Event.Decided() {
				break
			}
		}
		if !got.Session().Equal(want.Session()) {
			t.Errorf("after the decision: %+v, want %+v", got.Session(), want.Session())
		}
	}
}

// The open round's record so far is checked as a settled one is: no throw
// but the last may decide (whether the chips cover its bets is the ledger's
// to check as it stakes them again: games/casino), a pass-line
// bet cannot change on a point, and only craps records are craps rounds.
func TestResumeRefuses(t *testing.T) {
	_, rec := openCraps(t, 2)
	moved := rec
	moved.Moves = append([]string(nil), rec.Moves...)
	moved.Moves[2] = "roll pass=500"
	if _, err := Resume(moved); err == nil || !strings.Contains(err.Error(), "pass-line bet stays") {
		t.Errorf("a pass-line bet raised on the point: %v", err)
	}
	other := rec
	other.Table = "lottery"
	if _, err := Resume(other); err == nil || !strings.Contains(err.Error(), "not a craps round") {
		t.Errorf("a lottery record: %v", err)
	}
	res, err := Rounds{}.PlayOpen(rec)
	if err != nil || !strings.HasSuffix(res.Outcome, "no decision") && !strings.HasSuffix(res.Outcome, "point set") {
		t.Errorf("PlayOpen = %+v, %v", res, err)
	}
}

// A round drawn from the OS source cannot be replayed, but its open record
// keeps its dice: it comes back as it stood from them and rolls on with
// fresh OS randomness. Before the dice were kept it could not be taken up
// at all.
func TestResumeOS(t *testing.T) {
	for throws := 1; throws <= 3; throws++ {
		want, rec := openCraps(t, throws)
		seeded, err := Resume(rec)
		if err != nil {
			t.Fatal(err)
		}
		osRec := rec
		osRec.Gen, osRec.Seed, osRec.Pos, osRec.Dice = "os", 0, 0, Dice(seeded.Rolls)
		oc, err := Resume(osRec)
		if err != nil {
			t.Fatalf("%d throws: %v", throws, err)
		}
		got := oc.Table
		if got.Point() != want.Point() || got.Pass() != want.Pass() || got.Odds() != want.Odds() || !got.Session().Equal(want.Session()) {
			t.Fatalf("%d throws: resumed point %d, bets %d+%d, session %+v; want point %d, bets %d+%d, session %+v",
				throws, got.Point(), got.Pass(), got.Odds(), got.Session(), want.Point(), want.Pass(), want.Odds(), want.Session())
		}
		if res, err := (Rounds{}).PlayOpen(osRec); err != nil || res.Outcome != RoundResult(seeded.Rolls, "").Outcome {
			t.Errorf("PlayOpen = %q, %v; want %q", res.Outcome, err, RoundResult(seeded.Rolls, "").Outcome)
		}
		for k := 0; k < 1000 && !got.ComeOut(); k++ { // fresh dice, until decided
			got.Roll()
		}
		if !got.ComeOut() {
			t.Fatal("1000 fresh throws decided nothing")
		}
	}
}

// openFair is an open craps round dealt from the provably fair stream of
// a counting server seed (bytes 0, 1, …, 31), its dice recorded, with its
// seeds.
func openFair(t *testing.T) round.Record {
	t.Helper()
	seed := make([]byte, 64)
	for i := range seed {
		seed[i] = byte(i)
	}
	f, err := round.NewFair(bytes.NewReader(seed), "lucky 7", 3)
	if err != nil {
		t.Fatal(err)
	}
	_, seeds, err := f.Begin()
	if err != nil {
		t.Fatal(err)
	}
	_, rec := openCraps(t, 2)
	rec.Gen, rec.Seed, rec.Pos, rec.Fair = "", 0, 0, &seeds
	oc, err := Resume(rec)
	if err != nil {
		t.Fatal(err)
	}
	rec.Dice = Dice(oc.Rolls)
	return rec
}

// What an open record needs to be taken up, and the one-line refusals
// when it lacks it: a fair round without its server seed (kept out of the
// session file) cannot go on with any other stream, recorded dice must be
// the stream's, an os round needs every throw's dice.
func TestResumeNeeds(t *testing.T) {
	_, pcg := openCraps(t, 2)
	fair := openFair(t)
	noSeed := fair
	noSeed.Fair = &round.FairSeeds{Commit: fair.Fair.Commit, Client: fair.Fair.Client, Nonce: fair.Fair.Nonce}
	wrongSeed := fair
	wrongSeed.Fair = &round.FairSeeds{Server: strings.Repeat("ab", 32), Commit: fair.Fair.Commit, Client: fair.Fair.Client, Nonce: fair.Fair.Nonce}
	edited := pcg
	edited.Dice = []string{"1 1", "1 1"}
	osShort := pcg
	osShort.Gen, osShort.Dice = "os", []string{"3 3"}
	osBad := pcg
	osBad.Gen, osBad.Dice = "os", []string{"3 3", "7 1"}
	for _, c := range []struct {
		name string
		rec  round.Record
		want string // "" resumes
	}{
		{"fair with its seed", fair, ""},
		{"fair without its seed", noSeed, round.ErrNoServerSeed.Error()},
		{"fair with another seed", wrongSeed, "commitment shown was"},
		{"dice not the stream's", edited, "but its stream throws"},
		{"os missing a throw", osShort, "1 throws' dice recorded for 2 throws"},
		{"os with a face of 7", osBad, "faces are 1 to 6"},
	} {
		_, err := Resume(c.rec)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n")) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := Resume(noSeed); !errors.Is(err, round.ErrNoServerSeed) {
		t.Error("a fair round without its seed does not wrap ErrNoServerSeed")
	}
	// The dice describe a fair round in play without its seed.
	a, err1 := Rounds{}.PlayOpen(fair)
	b, err2 := Rounds{}.PlayOpen(noSeed)
	if err1 != nil || err2 != nil || a != b {
		t.Errorf("PlayOpen with the seed %+v, %v; without %+v, %v", a, err1, b, err2)
	}
}

// A craps record whose throws do not end where the round was decided is
// refused: the replay does not stop early or run on.
func TestReplayLength(t *testing.T) {
	rec := gamestest.Sample(t, Rounds{}, "pcg", 42, 17)
	long := rec
	long.Moves = append(append([]string(nil), rec.Moves...), rec.Moves[len(rec.Moves)-1])
	if _, err := round.Replay(Rounds{}, long); err == nil || !strings.Contains(err.Error(), "throws") {
		t.Errorf("an extra throw: %v", err)
	}
	if len(rec.Moves) < 3 {
		t.Fatalf("the round %v is decided on its first throw: pick another start", rec.Moves)
	}
	short := rec
	short.Moves = rec.Moves[:len(rec.Moves)-1]
	if _, err := round.Replay(Rounds{}, short); !errors.Is(err, round.ErrMismatch) || !strings.Contains(err.Error(), "does not decide") {
		t.Errorf("a throw short: %v", err)
	}
}

// A provably fair round replays from its three seeds (rng.NewFair); with
// another client seed it is another round.
func TestReplayFair(t *testing.T) {
	server := []byte("a server seed of 32 bytes, ok!!!")
	r, err := Rounds{}.Sample(rng.NewFair(server, "my lucky seed", 3))
	if err != nil {
		t.Fatal(err)
	}
	r.Seq, r.Fair = 4, &round.FairSeeds{Server: "61207365727665722073656564206f662033322062797465732c206f6b212121",
		Commit: rng.Commit(server), Client: "my lucky seed", Nonce: 3}
	if _, err := round.Replay(Rounds{}, r); err != nil {
		t.Fatal(err)
	}
	r.Fair.Client = "another"
	if _, err := round.Replay(Rounds{}, r); !errors.Is(err, round.ErrMismatch) {
		t.Errorf("another client seed: %v, want a mismatch", err)
	}
}
