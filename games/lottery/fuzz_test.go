package lottery

import (
	"errors"
	"slices"
	"testing"
)

// fuzzTyped are typed tickets the fuzz target picks from: good and bad
// for every game.
var fuzzTyped = []string{"3 9 17 25 31", "1 2 3 4 5 + 6", "1 2 3", "80 1", "1 2 3 4 5 6", "x", "", "1 1",
	"1 2 3 4 5 6 7 8 9 10", "10 9 8", "69 68 67 66 65 + 26", "1 2 3 4 5 40", "+", "0",
	"1 1 1 1 1 1 1 1", "1 2 3 4 5 6 7 8 9 10 11 12 13 14", "1 2 3 4 5 5"}

// FuzzTable plays random legal and illegal actions — quick picks, typed
// tickets, removals, game and spot changes, draws, collections, transfers
// of any size — and checks after every one: no panic, chips conserved
// (the hand beside the table moved by each draw's cost and prizes, as the
// ledger moves it)
// against a ledger kept here from the results, draws valid sets, each
// ticket valid for its game and each outcome its recheck, and a refused
// action changing nothing.
//
//	go test -fuzz FuzzTable ./games/lottery
func FuzzTable(f *testing.F) {
	f.Add(uint64(42), byte(6), uint16(1000), []byte{0, 0, 0, 6, 6, 7, 6, 3, 6, 1, 6})
	f.Add(uint64(1), byte(0), uint16(3), []byte{4, 2, 0, 0, 0, 0, 6, 6, 6, 6, 6, 9, 200, 6})
	f.Add(uint64(7), byte(3), uint16(0), []byte{6, 0, 6, 9, 5, 6, 4, 3, 5, 1, 0, 6, 7, 8})
	f.Add(uint64(12345), byte(9), uint16(50), []byte{4, 5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 6})
	// Play: each game in turn, a full slip, draws.
	var play []byte
	for range 6 {
		play = append(play, 4, 1)
		for range 10 {
			play = append(play, 0, 1)
		}
		play = append(play, 6, 0, 6, 0, 7, 0)
	}
	f.Add(uint64(42), byte(6), uint16(1000), play)
	gens := fuzzGenerators()
	f.Fuzz(func(t *testing.T, seed uint64, gen byte, chips uint16, ops []byte) {
		info := gens[int(gen)%len(gens)]
		table, err := New(newGen(t, info, seed))
		if err != nil {
			t.Fatal(err)
		}
		tb := &seat{Table: table, hand: int(chips)}
		ledger := int(chips) // chips in hand + owed, by this test's own account
		for i := 0; i < len(ops) && i < 300; i++ {
			op := ops[i]
			arg := 0
			if i+1 < len(ops) {
				arg = int(ops[i+1])
				i++
			}
			before := snapshot(tb)
			var err error
			switch op % 10 {
			case 0:
				var tk Ticket
				tk, err = tb.QuickPick()
				if err == nil {
					if verr := tb.Game().Validate(tk); verr != nil || !tk.Quick || len(tk.Numbers) != tb.Spots() {
						t.Fatalf("quick pick %v: %v", tk, verr)
					}
				}
			case 1:
				_, err = tb.Type(fuzzTyped[arg%len(fuzzTyped)])
			case 2:
				err = tb.Remove(arg%12 - 1)
			case 3:
				tb.Clear()
			case 4:
				tb.Cycle(arg%7 - 3)
			case 5:
				err = tb.SetSpots(arg%13 - 1)
			case 6:
				var res Result
				res, err = tb.Draw()
				if err == nil {
					checkDraw(t, res.Game, res.Draw)
					for k, tk := range res.Tickets {
						if verr := res.Game.Validate(tk); verr != nil {
							t.Fatalf("ticket %v played: %v", tk, verr)
						}
						if o := res.Game.Check(tk, res.Draw); o.Chips != res.Outcomes[k].Chips || o.Matches != res.Outcomes[k].Matches {
							t.Fatalf("outcome %+v, recheck %+v", res.Outcomes[k], o)
						}
					}
					ledger += res.Won - res.Cost
				}
			case 7:
				tb.Collect()
			case 8:
				n := arg*37 - 500
				err = tb.SetChips(n)
				if err == nil {
					ledger = n
				}
			case 9:
				err = tb.Mark(Ticket{Numbers: []int{arg%40 + 1, arg%40 + 2, arg%40 + 3}})
			}
			if err != nil && !equalState(before, snapshot(tb)) {
				t.Fatalf("op %d refused (%v) but changed the table", op%10, err)
			}
			var ce *ChipsError
			if errors.As(err, &ce) && ce.Cost <= ce.Chips {
				t.Fatalf("refused a draw of cost %d with %d chips", ce.Cost, ce.Chips)
			}
			if got := tb.Chips() + tb.Owed(); got != ledger || tb.Chips() < 0 || tb.Owed() < 0 {
				t.Fatalf("op %d: chips %d + owed %d = %d, ledger %d", op%10, tb.Chips(), tb.Owed(), got, ledger)
			}
			s := tb.Session()
			if tb.Chips()+tb.Owed() != int(chips)+tb.Transfers()+s.Won-s.Spent {
				t.Fatalf("the table's own invariant fails: %+v, transfers %d", s, tb.Transfers())
			}
			if len(tb.Tickets()) > MaxTickets || !tb.Game().ValidSpots(tb.Spots()) {
				t.Fatalf("%d tickets, %d spots", len(tb.Tickets()), tb.Spots())
			}
			for _, tk := range tb.Tickets() {
				if verr := tb.Game().Validate(tk); verr != nil {
					t.Fatalf("slip holds %v: %v", tk, verr)
				}
			}
		}
	})
}

// tableState is what a refused action must leave alone.
type tableState struct {
	game          string
	spots         int
	tickets       []Ticket
	chips, owed   int
	transfers     int
	session       Session
	last          int
	otherSlipLens []int
}

func snapshot(tb *seat) tableState {
	s := tableState{game: tb.Game().Name, spots: tb.Spots(), tickets: tb.Tickets(), chips: tb.Chips(),
		owed: tb.Owed(), transfers: tb.Transfers(), session: tb.Session()}
	if r, ok := tb.Last(); ok {
		s.last = r.Number
	}
	for _, slip := range tb.slips {
		s.otherSlipLens = append(s.otherSlipLens, len(slip))
	}
	return s
}

func equalState(a, b tableState) bool {
	return a.game == b.game && a.spots == b.spots && a.chips == b.chips && a.owed == b.owed &&
		a.transfers == b.transfers && a.session == b.session && a.last == b.last &&
		slices.Equal(a.otherSlipLens, b.otherSlipLens) &&
		slices.EqualFunc(a.tickets, b.tickets, func(x, y Ticket) bool {
			return slices.Equal(x.Numbers, y.Numbers) && x.Bonus == y.Bonus && x.Quick == y.Quick
		})
}
