package round

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/games/craps"
)

// ErrNoServerSeed is wrapped by the error of a provably fair record whose
// server seed is not known: a round still open keeps it out of the session
// file (see [Record.Dice]), and one whose secret was lost cannot go on.
var ErrNoServerSeed = errors.New("the server seed is not known")

// CrapsDice are the dice of a craps round's throws, "D1 D2" each, as an
// open round's record keeps them (see [Record.Dice]).
func CrapsDice(rolls []craps.Result) []string {
	out := make([]string, len(rolls))
	for i, r := range rolls {
		out[i] = fmt.Sprintf("%d %d", r.Roll.D1, r.Roll.D2)
	}
	return out
}

// OpenCraps is a craps round taken up again (see [ResumeCraps]).
type OpenCraps struct {
	Table *craps.Table   // as the round left it, its next throw to come
	Rolls []craps.Result // the throws made
	Gen   rng.Generator  // what the table rolls with: the record's stream, at the next throw
}

// ResumeCraps rebuilds a craps round left open (a point on when the
// program stopped) from its record so far: a table rolling with the
// record's generator from the position where the round began, on which
// the record's moves are played again. The table comes back as the round
// left it — the point, the bets on the table and its generator at the next
// throw — with the throws made; the chips its bets hold are the ledger's
// to stake again (games/casino). The
// last throw may have decided the round (it was thrown but not yet
// recorded as settled); no earlier one may.
//
// A record whose generator can be replayed must throw the dice it
// recorded (Dice, when there are any). One whose generator cannot (os)
// is played from its recorded dice, one per throw, and rolls on with
// fresh randomness from that generator. A provably fair record needs its
// server seed (see [ErrNoServerSeed]): its dice to come are the committed
// stream's, and no other stream may take over.
//
// It fails, in one line, for a record that cannot be taken up: an unknown
// generator, missing or mismatching seeds or dice, or moves the table
// refuses.
func ResumeCraps(r Record) (OpenCraps, error) {
	if r.Table != Craps {
		return OpenCraps{}, fmt.Errorf("a %s round is not a craps round", r.Table)
	}
	g, err := r.Generator()
	play := g
	if err != nil {
		fresh, ferr := freshGenerator(r)
		if ferr != nil {
			return OpenCraps{}, err
		}
		if play, err = thrownDice(r); err != nil {
			return OpenCraps{}, fmt.Errorf("the open craps round drew from %s, which cannot be replayed: %w", r.Gen, err)
		}
		g = fresh
	}
	t, rolls, err := crapsThrows(r, play, replayChips)
	if err != nil {
		return OpenCraps{}, fmt.Errorf("the open craps round: %w", err)
	}
	if err := sameDice(r.Dice, rolls); err != nil {
		return OpenCraps{}, fmt.Errorf("the open craps round: %w", err)
	}
	if play != g {
		if err := t.SetGenerator(g); err != nil {
			return OpenCraps{}, err
		}
	}
	return OpenCraps{Table: t, Rolls: rolls, Gen: g}, nil
}

// freshGenerator is a new generator for a record drawn from one that
// cannot be replayed (os), or an error for any other record.
func freshGenerator(r Record) (rng.Generator, error) {
	if r.Fair != nil {
		return nil, errors.New("a provably fair round goes on only with its own stream")
	}
	info, err := rng.Lookup(r.Gen)
	if err != nil {
		return nil, err
	}
	if info.Reproducible {
		return nil, fmt.Errorf("%s can be replayed", info.Name)
	}
	return info.New(r.Seed)
}

// sameDice checks that the throws made are the dice recorded (none
// recorded: nothing to check).
func sameDice(dice []string, rolls []craps.Result) error {
	if len(dice) == 0 {
		return nil
	}
	got := CrapsDice(rolls)
	if len(dice) != len(got) {
		return fmt.Errorf("%w: %d throws recorded, %d moves", ErrMismatch, len(dice), len(got))
	}
	for i := range got {
		if dice[i] != got[i] {
			return fmt.Errorf("%w: throw %d was %q, but its stream throws %q", ErrMismatch, i+1, dice[i], got[i])
		}
	}
	return nil
}

// PlayOpen plays the moves of a round left open (see [ResumeCraps]) and
// returns what they came to so far: for craps the throws made and the
// last one's event. A record with its dice (every open round saved since
// they were kept, see [Record.Dice]) is played from them, so that a fair
// round is described without its server seed and an os round at all; an
// older one from its generator. A video poker round comes to its pay
// table, bet and five cards dealt; a Hold'em hand (either table) to your
// cards and, when its generator replays, the round and the pot at your
// move. Only craps, video poker and Hold'em leave a round open — every
// other table settles its round as it begins — so any other table is an
// error.
func PlayOpen(r Record) (Result, error) {
	switch r.Table {
	case VideoPoker:
		return playOpenVideoPoker(r)
	case Holdem, Cheat:
		return playOpenHoldem(r)
	}
	if r.Table != Craps {
		return Result{}, fmt.Errorf("a %s round is settled as it begins, so it is never left open", r.Table)
	}
	if len(r.Dice) == 0 {
		oc, err := ResumeCraps(r)
		if err != nil {
			return Result{}, err
		}
		return CrapsResult(oc.Rolls), nil
	}
	g, err := thrownDice(r)
	if err != nil {
		return Result{}, fmt.Errorf("the open craps round: %w", err)
	}
	_, rolls, err := crapsThrows(r, g, replayChips)
	if err != nil {
		return Result{}, fmt.Errorf("the open craps round: %w", err)
	}
	return CrapsResult(rolls), nil
}

// thrownDice is a generator that throws r's recorded dice (see
// [Record.Dice]), one "D1 D2" per roll move, and nothing after them.
func thrownDice(r Record) (*thrown, error) {
	if want := len(r.Moves) - 1; len(r.Dice) != want {
		return nil, fmt.Errorf("%d throws' dice recorded for %d throws", len(r.Dice), max(0, want))
	}
	t := &thrown{}
	for i, d := range r.Dice {
		f := strings.Fields(d)
		if len(f) != 2 {
			return nil, fmt.Errorf("throw %d: dice %q: want two faces", i+1, d)
		}
		for _, s := range f {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > 6 {
				return nil, fmt.Errorf("throw %d: dice %q: faces are 1 to 6", i+1, d)
			}
			t.faces = append(t.faces, n)
		}
	}
	return t, nil
}

// thrown plays recorded dice back to a craps table, whose Roll draws
// IntN(6) + 1 per die. It is used only for as many throws as it holds
// (thrownDice counts them against the moves); anything else is a bug,
// and panics.
type thrown struct {
	faces []int
	next  int
}

func (t *thrown) IntN(n int) int {
	if n != 6 || t.next >= len(t.faces) {
		panic(fmt.Sprintf("round: recorded dice asked for IntN(%d) at face %d of %d", n, t.next, len(t.faces)))
	}
	t.next++
	return t.faces[t.next-1] - 1
}

func (t *thrown) Uint64() uint64 { panic("round: recorded dice draw no Uint64") }
