package craps

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
)

// Open is a craps round taken up again (see [Resume]).
type Open struct {
	Table *Table        // as the round left it, its next throw to come
	Rolls []Result      // the throws made
	Gen   rng.Generator // what the table rolls with: the record's stream, at the next throw
}

// Resume rebuilds a craps round left open (a point on when the program
// stopped) from its record so far: a table rolling with the record's
// generator from the position where the round began, on which the record's
// moves are played again. The table comes back as the round left it — the
// point, the bets on the table and its generator at the next throw — with
// the throws made; the chips its bets hold are the ledger's to stake again
// (games/casino), which refuses a stake the hand does not cover. The last
// throw may
// have decided the round (it was thrown but not yet recorded as settled);
// no earlier one may.
//
// A record whose generator can be replayed must throw the dice it
// recorded (Dice, when there are any). One whose generator cannot (os) is
// played from its recorded dice, one per throw, and rolls on with fresh
// randomness from that generator. A provably fair record needs its server
// seed (see [round.ErrNoServerSeed]): its dice to come are the committed
// stream's, and no other stream may take over.
//
// It fails, in one line, for a record that cannot be taken up: an unknown
// generator, missing or mismatching seeds or dice, or moves the table
// refuses.
func Resume(r round.Record) (Open, error) {
	if r.Table != Name {
		return Open{}, fmt.Errorf("a %s round is not a craps round", r.Table)
	}
	g, err := r.Generator()
	play := g
	if err != nil {
		fresh, ferr := round.FreshGenerator(r)
		if ferr != nil {
			return Open{}, err
		}
		if play, err = thrownDice(r); err != nil {
			return Open{}, fmt.Errorf("the open craps round drew from %s, which cannot be replayed: %w", r.Gen, err)
		}
		g = fresh
	}
	t, rolls, err := throws(r, play, round.ReplayChips)
	if err != nil {
		return Open{}, fmt.Errorf("the open craps round: %w", err)
	}
	if err := sameDice(r.Dice, rolls); err != nil {
		return Open{}, fmt.Errorf("the open craps round: %w", err)
	}
	if net := settledNet(rolls); net != r.Net {
		return Open{}, fmt.Errorf("the open craps round: %w", &round.NetError{Saved: r.Net, Settled: net})
	}
	if play != g {
		if err := t.SetGenerator(g); err != nil {
			return Open{}, err
		}
	}
	return Open{Table: t, Rolls: rolls, Gen: g}, nil
}

// settledNet is what an open round's throws settled before it was saved:
// every throw's net, but a last throw that decided the round (thrown, not
// yet recorded as settled).
func settledNet(rolls []Result) int {
	n := 0
	for i, r := range rolls {
		if i == len(rolls)-1 && r.Event.Decided() {
			break
		}
		n += r.Net()
	}
	return n
}

// sameDice checks that the throws made are the dice recorded (none
// recorded: nothing to check).
func sameDice(dice []string, rolls []Result) error {
	if len(dice) == 0 {
		return nil
	}
	got := Dice(rolls)
	if len(dice) != len(got) {
		return fmt.Errorf("%w: %d throws recorded, %d moves", round.ErrMismatch, len(dice), len(got))
	}
	for i := range got {
		if dice[i] != got[i] {
			return fmt.Errorf("%w: throw %d was %q, but its stream throws %q", round.ErrMismatch, i+1, dice[i], got[i])
		}
	}
	return nil
}

// PlayOpen describes a round left open: the throws made and the last
// one's event. A record with its dice (every open round saved since they
// were kept) is played from them, so that a fair round is described
// without its server seed and an os round at all; an older one from its
// generator.
func (Rounds) PlayOpen(r round.Record) (round.Result, error) {
	if len(r.Dice) == 0 {
		oc, err := Resume(r)
		if err != nil {
			return round.Result{}, err
		}
		return RoundResult(oc.Rolls, ""), nil
	}
	g, err := thrownDice(r)
	if err != nil {
		return round.Result{}, fmt.Errorf("the open craps round: %w", err)
	}
	_, rolls, err := throws(r, g, round.ReplayChips)
	if err != nil {
		return round.Result{}, fmt.Errorf("the open craps round: %w", err)
	}
	if net := settledNet(rolls); net != r.Net {
		return round.Result{}, fmt.Errorf("the open craps round: %w", &round.NetError{Saved: r.Net, Settled: net})
	}
	return RoundResult(rolls, ""), nil
}

// thrownDice is a generator that throws r's recorded dice (see
// round.Record.Dice), one "D1 D2" per roll move, and nothing after them.
func thrownDice(r round.Record) (*thrown, error) {
	want := len(r.Moves) - 1
	if len(r.Moves) > 1 && strings.HasPrefix(r.Moves[1], "carry") {
		want-- // no throw
	}
	if len(r.Dice) != want {
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
		panic(fmt.Sprintf("craps: recorded dice asked for IntN(%d) at face %d of %d", n, t.next, len(t.faces)))
	}
	t.next++
	return t.faces[t.next-1] - 1
}

func (t *thrown) Uint64() uint64 { panic("craps: recorded dice draw no Uint64") }
