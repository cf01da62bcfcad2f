package yahtzee

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/games/gamestest"
	"riffle/games/round"
)

// counting counts a generator's draws.
type counting struct {
	rng.Generator
	n int
}

func (c *counting) IntN(n int) int { c.n++; return c.Generator.IntN(n) }

// playRandom plays a whole game with random keeps and boxes (r chooses),
// recording its moves, and returns the card and record.
func playRandom(t *testing.T, rules odds.YahtzeeRules, gen rng.Generator, r *rand.Rand, stopAfter int) (*Card, round.Record) {
	t.Helper()
	c := NewCard(rules)
	rec := round.Record{Table: Name, Moves: []string{GameMove(rules)}}
	for moves := 0; !c.Over() && (stopAfter < 0 || moves < stopAfter); moves++ {
		if c.Rolls() > 0 && (c.Rolls() == 3 || r.IntN(3) == 0) {
			var open []int
			for b := range odds.NumBoxes {
				if _, ok := odds.YahtzeeScore(rules, c.Position(), c.Dice(), b); ok {
					open = append(open, b)
				}
			}
			b := open[r.IntN(len(open))]
			if _, err := c.Score(b); err != nil {
				t.Fatal(err)
			}
			rec.Moves = append(rec.Moves, ScoreMove(b))
			continue
		}
		if c.Rolls() > 0 {
			if err := c.SetKept(r.IntN(31)); err != nil {
				t.Fatal(err)
			}
		}
		rec.Moves = append(rec.Moves, CardRollMove(c))
		if err := c.Roll(gen); err != nil {
			t.Fatal(err)
		}
	}
	res := CardResult(c)
	rec.Outcome, rec.Digest = res.Outcome, res.Digest
	return c, rec
}

// A game's total is its boxes, the upper bonus when the upper boxes reach
// 63 and 100 for each Yahtzee bonus, counted here from the card's boxes;
// its record replays to the same outcome and digest; riffle verify's
// count of faces is the number the game drew.
func TestCardGames(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 2))
	for i := range 200 {
		rules := odds.YahtzeeRules(i % 2)
		s, rec := gamestest.Stream(t, "pcg", uint64(i), 0)
		cnt := &counting{Generator: s}
		c, played := playRandom(t, rules, cnt, r, -1)
		if !c.Over() || c.Turn() != 13 {
			t.Fatalf("game %d not over", i)
		}
		sum, upper := 0, 0
		for b := range odds.NumBoxes {
			sum += c.Box(b)
			if b <= odds.Sixes {
				upper += c.Box(b)
			}
		}
		if upper != c.Upper() {
			t.Errorf("game %d: upper boxes %d, card %d", i, upper, c.Upper())
		}
		if upper >= 63 {
			sum += 35
		}
		sum += 100 * c.Bonuses()
		if sum != c.Total() {
			t.Errorf("game %d: boxes and bonuses %d, total %d", i, sum, c.Total())
		}
		if !strings.HasSuffix(played.Outcome, " points") || !strings.Contains(played.Outcome, rules.String()) {
			t.Errorf("outcome %q", played.Outcome)
		}
		played.Gen, played.Seed, played.Pos = rec.Gen, rec.Seed, rec.Pos
		if _, err := round.Replay(Rounds{}, played); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if got := CardFaces(played.Moves); got != cnt.n {
			t.Errorf("game %d: %d faces counted from the moves, %d drawn", i, got, cnt.n)
		}
		// Every move but a turn's first roll is a decision, from the
		// position it was made in: the last one fills the last box.
		steps, err := Steps(played)
		decisions := 0
		for _, m := range played.Moves[1:] {
			if m != "roll" {
				decisions++
			}
		}
		if err != nil || len(steps) != decisions || steps[len(steps)-1].Pos.Used != uint16(1<<odds.NumBoxes-1)&^(1<<steps[len(steps)-1].Box) {
			t.Fatalf("game %d: %d steps for %d decisions: %v", i, len(steps), decisions, err)
		}
	}
}

// A game left open mid-way is taken up as it stood — from its stream, or
// from its recorded dice when the stream cannot be replayed (os) — and a
// recorded die the stream does not roll is refused.
func TestCardResume(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 3))
	s, rec := gamestest.Stream(t, "pcg", 5, 0)
	c, open := playRandom(t, odds.Verhoeff, s, r, 20)
	open.Gen, open.Seed, open.Pos, open.Dice = rec.Gen, rec.Seed, rec.Pos, CardDice(c)
	oc, err := Resume(open)
	if err != nil {
		t.Fatal(err)
	}
	if oc.Card.Total() != c.Total() || oc.Card.Dice() != c.Dice() || oc.Card.Rolls() != c.Rolls() || oc.Card.Position() != c.Position() {
		t.Errorf("resumed %+v, want %+v", oc.Card, c)
	}
	if res, err := (Rounds{}).PlayOpen(open); err != nil || res.Outcome != CardResult(c).Outcome {
		t.Errorf("PlayOpen: %v %v", res, err)
	}
	// The same game as if drawn from os: played from the dice.
	osRec := open
	osRec.Gen, osRec.Seed, osRec.Pos = "os", 0, 0
	oc, err = Resume(osRec)
	if err != nil || oc.Card.Total() != c.Total() || oc.Card.Dice() != c.Dice() {
		t.Errorf("os: %v %+v", err, oc.Card)
	}
	bad := open
	bad.Dice = slices.Clone(open.Dice)
	bad.Dice[0] = "6 6 6 6 6"
	if _, err := Resume(bad); !errors.Is(err, round.ErrMismatch) {
		t.Errorf("a forged die: %v", err)
	}
}

// The moves a card refuses change nothing.
func TestCardRefuses(t *testing.T) {
	s, _ := gamestest.Stream(t, "pcg", 1, 0)
	c := NewCard(odds.Hasbro)
	if _, err := c.Score(odds.Chance); !errors.Is(err, ErrNoDice) {
		t.Errorf("score before a roll: %v", err)
	}
	if err := c.Toggle(0); !errors.Is(err, ErrNoDice) {
		t.Errorf("keep before a roll: %v", err)
	}
	for range 3 {
		if err := c.Roll(s); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.Roll(s); !errors.Is(err, ErrNoRolls) {
		t.Errorf("a fourth roll: %v", err)
	}
	if _, err := c.Score(odds.Chance); err != nil {
		t.Fatal(err)
	}
	if err := c.Roll(s); err != nil {
		t.Fatal(err)
	}
	before := *c
	if _, err := c.Score(odds.Chance); err == nil || c.Total() != before.Total() {
		t.Errorf("chance twice: %v", err)
	}
	if err := c.SetKept(31); err != nil {
		t.Fatal(err)
	}
	if err := c.Roll(s); !errors.Is(err, ErrKeepAll) {
		t.Errorf("a roll with every die kept: %v", err)
	}
}

// Any moves played on a card give a result or a one-line error, never a
// panic.
func FuzzCardMoves(f *testing.F) {
	f.Add("game verhoeff\nroll\nroll 10100\nscore chance\nroll")
	f.Add("game hasbro\nroll\nroll 11111\nscore yahtzee")
	f.Add("game verhoeff\nscore ones")
	f.Fuzz(func(t *testing.T, moves string) {
		rec := round.Record{Table: Name, Moves: strings.Split(moves, "\n")}
		if !isGame(rec) {
			return
		}
		g, err := rng.Lookup("pcg")
		if err != nil {
			t.Fatal(err)
		}
		gen, _ := g.New(1)
		if _, err := (Rounds{}).Play(rec, gen); err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("two-line error %q", err)
		}
	})
}

// testFlags are verify's flags as given on its command line.
type testFlags map[string]string

func (f testFlags) Get(name string) string { return f[name] }
func (f testFlags) Int(name, value string, lo, hi int64) (int64, error) {
	n, err := strconv.ParseInt(value, 10, 64)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("--%s %s", name, value)
	}
	return n, nil
}

// A provably fair game: riffle verify, given the record's own arguments
// (VerifyArgs) and the seeds, draws exactly the faces the game rolled, in
// order: the first roll's five, then each die re-rolled.
func TestCardVerifiedFaces(t *testing.T) {
	server := []byte("a server seed of the casino's own, 32 bytes long!")
	r := rand.New(rand.NewPCG(33, 4))
	played := &recordingGen{Generator: rng.NewFair(server, "client", 7)}
	_, rec := playRandom(t, odds.Hasbro, played, r, -1)
	args := (Rounds{}).VerifyArgs(rec)
	flags := testFlags{}
	for i := 0; i+1 < len(args); i += 2 {
		flags[strings.TrimPrefix(args[i], "--")] = args[i+1]
	}
	v, err := (Rounds{}).Verify(rng.NewFair(server, "client", 7), flags)
	if err != nil {
		t.Fatal(err)
	}
	got := v.Fields.(verified).Faces
	if !slices.Equal(got, played.faces) {
		t.Errorf("verify drew %d faces %v,\nthe game rolled %d %v", len(got), got, len(played.faces), played.faces)
	}
}

// recordingGen keeps the faces a card draws.
type recordingGen struct {
	rng.Generator
	faces []int
}

func (g *recordingGen) IntN(n int) int {
	f := g.Generator.IntN(n)
	g.faces = append(g.faces, f+1)
	return f
}

// An open record's moves and recorded dice, whatever they hold, are taken
// up, described or refused in one line: never a panic (the recorded dice
// are read only as far as the moves draw them).
func FuzzCardOpen(f *testing.F) {
	f.Add("game verhoeff\nroll\nroll 10100", "1 2 3 4 5\n1 6 3 6 6")
	f.Add("game hasbro\nroll\nscore chance\nroll", "6 6 6 6 6\n1 1 1 1 1")
	f.Add("game verhoeff\nroll 11111", "1 2 3 4 5")
	f.Fuzz(func(t *testing.T, moves, dice string) {
		rec := round.Record{Table: Name, Gen: "os", Moves: strings.Split(moves, "\n"), Dice: strings.Split(dice, "\n")}
		for _, err := range []error{first2(Steps(rec)), first2((Rounds{}).PlayOpen(rec)), first2(Resume(rec))} {
			if err != nil && strings.Contains(err.Error(), "\n") {
				t.Errorf("two-line error %q", err)
			}
		}
	})
}

func first2[T any](_ T, err error) error { return err }
