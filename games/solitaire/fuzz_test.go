package solitaire

import (
	"encoding/binary"
	"slices"
	"testing"

	"riffle/engine/rng"
)

// fuzzGenerators are the generators the fuzz target picks from.
func fuzzGenerators() []rng.Info { return rng.Replayable() }

// snapshot is everything an action may change.
type snapshot struct {
	chips, stake, start, net    int // chips and start: the seat's
	shuffles, bet, round        int
	side                        Player
	phase                       Phase
	pass, dealt, steps, planned int
	pile                        [2]int
	deck                        string
}

func snap(gm *seat) snapshot {
	return snapshot{gm.hand, gm.stake, gm.start, gm.net, gm.shuffles, gm.bet, gm.round, gm.side, gm.phase,
		gm.pass, gm.dealt, len(gm.steps), len(gm.riffles), gm.pile, string(binary.AppendUvarint(nil, uint64(len(gm.deck)))) + fmtInts(gm.deck)}
}

func fmtInts(xs []int) string {
	b := make([]byte, 0, 2*len(xs))
	for _, x := range xs {
		b = binary.AppendUvarint(b, uint64(x))
	}
	return string(b)
}

// FuzzGame plays random legal and illegal actions — riffle settings in
// and out of range, bets of any size, a side that is neither player,
// rounds begun, riffled and dealt step by step or all at once, transfers
// of chips — on decks of 2…52 cards, and checks after every one: no panic;
// chips conserved against a ledger kept here (hand + stake = start +
// transfers + wins − losses); every card exactly once in the deck or a
// pile, piles in their owner's order and at most n/2; a refused action
// changes nothing; a finished round's winner holds a full pile.
//
//	go test -fuzz FuzzGame -fuzzminimizetime 5s ./games/solitaire
//
// (An until-random round on a toy LCG runs to the cap of 128 riffles, a
// few milliseconds; minimizing a long input of them takes minutes, hence
// the bound on minimizing.)
func FuzzGame(f *testing.F) {
	f.Add(uint64(42), byte(0), byte(25), []byte{3, 0, 0, 5, 0, 0, 7, 0, 0})
	f.Add(uint64(1), byte(2), byte(1), []byte{0, 0, 0, 3, 0, 0, 4, 0, 0, 4, 0, 0, 6, 0, 0, 6, 0, 0, 6, 0, 0, 7, 0, 0})
	f.Add(uint64(7), byte(0), byte(25), []byte{0, 0, 0, 3, 0, 0, 5, 0, 0, 6, 0, 0, 7, 0, 0}) // until random on lcg16
	f.Add(uint64(9), byte(1), byte(10), []byte{2, 1, 244, 2, 3, 232, 2, 255, 251, 8, 0, 5, 2, 0, 5, 1, 0, 1, 3, 0, 0, 8, 0, 0, 7, 0, 0})
	// Many rounds: bet, begin, riffle all, deal all.
	var play []byte
	for i := range 30 {
		play = append(play, 0, 0, byte(i%22), 1, 0, byte(i%2), 3, 0, 0, 5, 0, 0, 7, 0, 0)
	}
	f.Add(uint64(3), byte(0), byte(25), play)
	gens := fuzzGenerators()
	f.Fuzz(func(t *testing.T, seed uint64, gen, size byte, ops []byte) {
		info := gens[int(gen)%len(gens)]
		if info.MaxSeed != ^uint64(0) {
			seed %= info.MaxSeed + 1
		}
		g, err := info.New(seed)
		if err != nil {
			t.Skip(err)
		}
		n := 2 + 2*(int(size)%26)
		gm, err := newSeat(n, 1000, g)
		if err != nil {
			t.Fatal(err)
		}
		ledger := 1000
		for i := 0; i+2 < len(ops) && i < 300; i += 3 {
			op := ops[i]
			arg := int(int16(binary.BigEndian.Uint16(ops[i+1:])))
			before := snap(gm)
			var err error
			switch op % 9 {
			case 0:
				err = gm.SetShuffles(arg%23 - 1 + (arg/23)%2*30) // −1…21, sometimes far out
			case 1:
				err = gm.SetSide(Player(arg % 3))
			case 2:
				err = gm.SetBet(arg)
			case 3:
				err = gm.Begin()
			case 4:
				_, err = gm.Riffle()
			case 5:
				err = gm.RiffleAll()
			case 6:
				var d Deal
				d, err = gm.Deal()
				if err == nil && d.Over {
					ledger += settled(t, gm, before)
				}
			case 7:
				_, err = gm.DealAll()
				if err == nil {
					ledger += settled(t, gm, before)
				}
			case 8:
				err = gm.SetChips(arg)
				if err == nil {
					ledger += arg - before.chips
				}
			}
			if err != nil && snap(gm) != before {
				t.Fatalf("op %d (%d, %d) refused with %q but changed the game: %+v → %+v", i, op%9, arg, err, before, snap(gm))
			}
			check(t, gm, ledger)
		}
	})
}

// settled checks a round that just ended and returns what it did to the
// player's chips in hand and on the table: +stake on a win (the stake
// comes back with as much again), −stake on a loss.
func settled(t *testing.T, gm *seat, before snapshot) int {
	t.Helper()
	r, ok := gm.Result()
	if !ok || gm.Phase() != Betting || gm.Pile(r.Winner) != gm.N()/2 || gm.Pile(r.Winner.Other()) >= gm.N()/2 {
		t.Fatalf("round over: result %+v (%v), piles %d/%d", r, ok, gm.Pile(Alice), gm.Pile(Bob))
	}
	if r.Stake != before.stake || (r.Won() && r.Net != r.Stake) || (!r.Won() && r.Net != -r.Stake) {
		t.Fatalf("settlement %+v with stake %d", r, before.stake)
	}
	if r.Won() {
		return r.Stake
	}
	return -r.Stake
}

func check(t *testing.T, gm *seat, ledger int) {
	t.Helper()
	if gm.Chips()+gm.Stake() != ledger {
		t.Fatalf("chips %d + stake %d ≠ ledger %d", gm.Chips(), gm.Stake(), ledger)
	}
	if gm.Chips() < 0 || gm.Stake() < 0 {
		t.Fatalf("chips %d, stake %d", gm.Chips(), gm.Stake())
	}
	if gm.Chips()+gm.Stake() != gm.Start()+gm.Net() {
		t.Fatalf("chips %d + stake %d ≠ start %d + net %d", gm.Chips(), gm.Stake(), gm.Start(), gm.Net())
	}
	if gm.Phase() == Betting && gm.Stake() != 0 {
		t.Fatalf("stake %d between rounds", gm.Stake())
	}
	n := gm.N()
	seen := make([]int, n)
	for _, c := range gm.Deck() {
		seen[c]++
	}
	for _, p := range []Player{Alice, Bob} {
		if gm.Pile(p) > n/2 {
			t.Fatalf("%v's pile has %d cards", p, gm.Pile(p))
		}
		for _, c := range gm.PileCards(p) {
			seen[c]++
		}
	}
	if slices.ContainsFunc(seen, func(k int) bool { return k != 1 }) {
		t.Fatalf("cards not each once: %v", seen)
	}
	if gm.Phase() == Riffling && len(gm.Steps()) >= gm.Planned() {
		t.Fatalf("riffling with %d of %d riffles made", len(gm.Steps()), gm.Planned())
	}
}
