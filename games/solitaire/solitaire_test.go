package solitaire

import (
	"errors"
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// dealt is one card of a hand-worked deal: the card and where it went
// (Alice, Bob or ToBottom).
type dealt struct {
	card int
	to   Player
}

// TestRulesByHand: short decks dealt on paper. Cards are numbered by their
// place in the new deck; with 4 cards Alice wants 0 then 1 and Bob 3 then
// 2; with 6, Alice 0, 1, 2 and Bob 5, 4, 3.
func TestRulesByHand(t *testing.T) {
	const A, B, X = Alice, Bob, ToBottom
	for _, c := range []struct {
		name   string
		deck   []int
		deals  []dealt
		winner Player
		pass   int
	}{
		{"new 4-card deck", []int{0, 1, 2, 3}, []dealt{{0, A}, {1, A}}, Alice, 1},
		{"reversed", []int{3, 2, 1, 0}, []dealt{{3, B}, {2, B}}, Bob, 1},
		// 1 waits for 0; Bob's 3 and 2 both come in the first pass.
		{"Bob first in pass 1", []int{1, 0, 3, 2}, []dealt{{1, X}, {0, A}, {3, B}, {2, B}}, Bob, 1},
		// Pass 1 deals 2, 1 (both too early), 0 to Alice, 3 to Bob; pass 2
		// starts on [2 1] and Bob's 2 comes first: both would complete in
		// pass 2, Bob's last card lies nearer the top.
		{"tie on the pass", []int{2, 1, 0, 3}, []dealt{{2, X}, {1, X}, {0, A}, {3, B}, {2, B}}, Bob, 2},
		{"6 cards, Bob in pass 1", []int{5, 0, 4, 1, 3, 2}, []dealt{{5, B}, {0, A}, {4, B}, {1, A}, {3, B}}, Bob, 1},
		// Pass 1: 2 X, 1 X, 0 A, 3 X, 4 X, 5 B → [2 1 3 4]; pass 2: 2 X,
		// 1 A, 3 X, 4 B → [2 3]; pass 3: 2 completes Alice's pile.
		{"6 cards, three passes", []int{2, 1, 0, 3, 4, 5},
			[]dealt{{2, X}, {1, X}, {0, A}, {3, X}, {4, X}, {5, B}, {2, X}, {1, A}, {3, X}, {4, B}, {2, A}}, Alice, 3},
	} {
		gm := &Game{n: len(c.deck), deck: slices.Clone(c.deck)}
		gm.startDeal()
		var got []dealt
		var last Deal
		for gm.Phase() == Dealing && len(got) < 100 {
			d, err := gm.Deal()
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, dealt{d.Card, d.To})
			last = d
		}
		if !slices.Equal(got, c.deals) || last.To != c.winner || last.Pass != c.pass || !last.Over {
			t.Errorf("%s %v: dealt %v, last %+v; want %v, %v in pass %d", c.name, c.deck, got, last, c.deals, c.winner, c.pass)
		}
		w, pass, n := Winner(c.deck)
		if w != c.winner || pass != c.pass || n != len(c.deals) {
			t.Errorf("%s: Winner = %v in pass %d after %d cards; want %v, %d, %d", c.name, w, pass, n, c.winner, c.pass, len(c.deals))
		}
		if _, err := gm.Deal(); err != ErrNotDealing {
			t.Errorf("%s: deal after the end: %v", c.name, err)
		}
	}
}

// TestNewDeckAliceWins: with no riffle the new deck is dealt as it comes:
// its top 26 cards are A♥…K♥ then A♣…K♣, Alice's targets in her order, so
// she takes every one of the first 26 cards and wins in pass 1, while Bob
// has none. The deal is the same for any generator (it draws nothing).
func TestNewDeckAliceWins(t *testing.T) {
	top := cards.MustParseCards("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc")
	for c := range 26 {
		if Card(c) != top[c] {
			t.Fatalf("card %d is %v, want %v", c, Card(c), top[c])
		}
	}
	gm, err := newSeat(Cards, 100, rng.NewPCG(1))
	if err != nil {
		t.Fatal(err)
	}
	must(t, gm.SetShuffles(0))
	must(t, gm.SetBet(40))
	must(t, gm.Begin())
	if gm.Phase() != Dealing || len(gm.Steps()) != 0 {
		t.Fatalf("0 riffles: phase %v with %d riffles, want dealing at once", gm.Phase(), len(gm.Steps()))
	}
	for i := range 26 {
		d, err := gm.Deal()
		if err != nil || d.Card != i || d.To != Alice || d.Pass != 1 || d.Over != (i == 25) {
			t.Fatalf("deal %d: %+v, %v", i, d, err)
		}
		if gm.Pile(Bob) != 0 {
			t.Fatalf("Bob has a card after %d deals", i+1)
		}
	}
	r, ok := gm.Result()
	if !ok || r.Winner != Alice || r.Pass != 1 || r.Dealt != 26 || r.Net != 40 || r.Rising != 1 || r.LoserPass != 26 {
		t.Errorf("result %+v", r)
	}
	if gm.Chips() != 140 || gm.Phase() != Betting {
		t.Errorf("chips %d phase %v, want 140 betting", gm.Chips(), gm.Phase())
	}
}

// TestDealAgreesWithOdds: the card-by-card deal and odds.SolitaireOutcome
// (its closed form: passes from the descents of the card positions) name
// the same winner and the same winning pass on random decks of every even
// size up to 52 — uniform ones and riffled new decks.
func TestDealAgreesWithOdds(t *testing.T) {
	g := rng.NewPCG(7)
	for n := 2; n <= 52; n += 2 {
		for i := range 300 {
			deck := identity(n)
			if i%2 == 0 {
				shuffle.FisherYates(deck, g)
			} else {
				for range i % 9 {
					shuffle.RiffleBits(deck, shuffle.RandomBits(n, g))
				}
			}
			w, pass, _ := Winner(deck)
			o := odds.SolitaireOutcome(deck)
			wantPass := o.BobPass
			if o.AliceWins {
				wantPass = o.AlicePass
			}
			if (w == Alice) != o.AliceWins || pass != wantPass {
				t.Fatalf("deck %v: deal says %v in pass %d, odds %+v", deck, w, pass, o)
			}
		}
	}
}

// TestFewRifflesAliceAlways: k riffles leave at most 2^k rising sequences,
// and Alice wins every deck with at most 26 (odds.SolitaireExact), so she
// wins every game at k ≤ 4 — on every generator, since it holds for every
// riffle.
func TestFewRifflesAliceAlways(t *testing.T) {
	for _, info := range rng.Generators() {
		g, err := info.New(3)
		if err != nil {
			continue
		}
		for k := 0; k <= 4; k++ {
			if w := Play(Cards, k, 200, g); w != 200 {
				t.Errorf("%s, %d riffles: Alice won %d of 200", info.Name, k, w)
			}
		}
	}
}

// TestWinRateMatchesExact plays 3,000 games at several riffle counts and
// compares Alice's win rate with the exact P of engine/odds. The tolerance
// is 4 binomial standard errors √(P(1−P)/3000) at the exact P: a false
// alarm has probability about 6.3e-5 per count (normal tails), 2.5e-4 over
// the four. (Until random: TestUntilRandomHalf.) A matching test shows the same check rejects a neighbouring
// count's P (7 riffles' rate against 8's value and 6's).
func TestWinRateMatchesExact(t *testing.T) {
	const games = 3000
	g := rng.NewPCG(2024)
	rates := map[int]float64{}
	for _, k := range []int{6, 7, 8, 10} {
		p, _ := AliceWinProb(Cards, k).Float64()
		w := Play(Cards, k, games, g)
		rate := float64(w) / games
		rates[k] = rate
		se := math.Sqrt(p * (1 - p) / games)
		if math.Abs(rate-p) > 4*se {
			t.Errorf("%d riffles: Alice won %.4f of %d, exact %.4f (4 SE = %.4f)", k, rate, games, p, 4*se)
		}
	}
	for _, k := range []int{6, 8} {
		p, _ := AliceWinProb(Cards, k).Float64()
		se := math.Sqrt(p * (1 - p) / games)
		if math.Abs(rates[7]-p) <= 4*se {
			t.Errorf("7 riffles' rate %.4f passes as %d riffles' P %.4f", rates[7], k, p)
		}
	}
}

// TestUntilRandomHalf: a deck riffled until perfectly random is a uniform
// deck, on which Alice wins exactly half the time (AliceWinProb = 1/2,
// checked here by dealing all 8! orders of an 8-card deck). 1,500 games
// give a rate within 4 standard errors √(¼/1500) ≈ 0.052 of ½ (false
// alarm 6.3e-5); the same check on 7 riffles' decks fails.
func TestUntilRandomHalf(t *testing.T) {
	var wins, all int
	permute(identity(8), 0, func(d []int) {
		if w, _, _ := Winner(d); w == Alice {
			wins++
		}
		all++
	})
	if all != 40320 || 2*wins != all {
		t.Errorf("8-card decks: Alice wins %d of %d, want half", wins, all)
	}
	if AliceWinProb(Cards, UntilRandom).Cmp(big.NewRat(1, 2)) != 0 {
		t.Errorf("AliceWinProb(until random) = %v", AliceWinProb(Cards, UntilRandom))
	}
	const games = 1500
	tol := 4 * math.Sqrt(0.25/games)
	g := rng.NewPCG(99)
	if r := float64(Play(Cards, UntilRandom, games, g)) / games; math.Abs(r-0.5) > tol {
		t.Errorf("until random: Alice won %.4f, want ½ ± %.4f", r, tol)
	}
	if r := float64(Play(Cards, 7, games, g)) / games; math.Abs(r-0.5) <= tol {
		t.Errorf("7 riffles: Alice won %.4f, within %.4f of ½", r, tol)
	}
}

// permute calls f with every order of d (Heap's algorithm).
func permute(d []int, k int, f func([]int)) {
	if k == len(d) {
		f(d)
		return
	}
	for i := k; i < len(d); i++ {
		d[k], d[i] = d[i], d[k]
		permute(d, k+1, f)
		d[k], d[i] = d[i], d[k]
	}
}

// TestRiffleSteps: each step's bits, cut and decks agree with
// shuffle.RiffleBits; the rising sequences are at most 2^k; the labels
// grow by one bit per riffle (the old label is the new one shifted right),
// are sorted by card number, and cards sharing a label keep their
// new-deck order; until random, the labels are first all distinct at the
// last riffle — the stopping time of shuffle.UniformRiffleBits drawn from
// the same stream.
func TestRiffleSteps(t *testing.T) {
	for seed := range uint64(20) {
		gm, err := newSeat(Cards, 0, rng.NewPCG(seed))
		if err != nil {
			t.Fatal(err)
		}
		must(t, gm.SetBet(0))
		must(t, gm.SetShuffles(UntilRandom))
		must(t, gm.Begin())
		want := shuffle.UniformRiffleBits(Cards, rng.NewPCG(seed))
		if gm.Planned() != len(want) {
			t.Fatalf("seed %d: %d riffles planned, UniformRiffleBits draws %d", seed, gm.Planned(), len(want))
		}
		var prev *RiffleStep
		for gm.Phase() == Riffling {
			s, err := gm.Riffle()
			if err != nil {
				t.Fatal(err)
			}
			deck := slices.Clone(s.Before)
			shuffle.RiffleBits(deck, want[s.Index-1])
			if !slices.Equal(deck, s.After) || !slices.Equal(s.Bits, want[s.Index-1]) || s.Cut != zeros(s.Bits) {
				t.Fatalf("seed %d riffle %d: step disagrees with RiffleBits", seed, s.Index)
			}
			if s.Rising != shuffle.RisingSequences(s.After) || (s.Index < 10 && s.Rising > 1<<s.Index) {
				t.Fatalf("seed %d riffle %d: %d rising sequences", seed, s.Index, s.Rising)
			}
			pos := make([]int, Cards)
			for j, c := range s.After {
				pos[c] = j
			}
			for c := 1; c < Cards; c++ {
				if s.Labels[c] < s.Labels[c-1] {
					t.Fatalf("seed %d riffle %d: labels not sorted by card", seed, s.Index)
				}
				if s.Labels[c] == s.Labels[c-1] && pos[c] < pos[c-1] {
					t.Fatalf("seed %d riffle %d: cards %d and %d share a label out of order", seed, s.Index, c-1, c)
				}
			}
			if prev != nil {
				for c := range Cards {
					if s.Labels[c]>>1 != prev.Labels[c] {
						t.Fatalf("seed %d riffle %d: card %d's label %b does not extend %b", seed, s.Index, c, s.Labels[c], prev.Labels[c])
					}
				}
			} else if s.Labels[Cards-1] > 1 {
				t.Fatalf("seed %d: one riffle gives labels above 1", seed)
			}
			last := gm.Phase() == Dealing
			if s.Random() != last {
				t.Fatalf("seed %d riffle %d: distinct %v, last %v", seed, s.Index, s.Random(), last)
			}
			prev = &s
		}
		r, _ := gm.DealAll()
		if !r.Certified || r.Riffles != len(want) {
			t.Errorf("seed %d: result %+v", seed, r)
		}
	}
}

// TestActions: refused actions say why and change nothing; a round goes
// betting → riffling → dealing → betting and settles the bet.
func TestActions(t *testing.T) {
	if _, err := New(7, rng.NewPCG(1)); err == nil {
		t.Error("odd deck accepted")
	}
	if _, err := New(52, nil); err == nil {
		t.Error("nil generator accepted")
	}
	gm, _ := newSeat(Cards, 100, rng.NewPCG(5))
	for _, c := range []struct {
		bet  int
		want string
	}{{-5, "negative"}, {5, "minimum is 10"}, {600, "maximum is 500"}, {200, "needs 100 more chips than the 100 in hand"}, {101, "needs 1 more chip than"}} {
		if err := gm.SetBet(c.bet); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("bet %d: %v, want %q", c.bet, err, c.want)
		}
	}
	if gm.Bet() != MinBet {
		t.Errorf("refused bets changed the bet to %d", gm.Bet())
	}
	for _, k := range []int{-2, 21} {
		if gm.SetShuffles(k) == nil {
			t.Errorf("%d riffles accepted", k)
		}
	}
	if gm.SetSide(Player(2)) == nil {
		t.Error("a third player accepted")
	}
	if _, err := gm.Riffle(); err != ErrNotRiffling {
		t.Errorf("riffle while betting: %v", err)
	}
	if _, err := gm.Deal(); err != ErrNotDealing {
		t.Errorf("deal while betting: %v", err)
	}
	must(t, gm.SetShuffles(7))
	must(t, gm.SetSide(Bob))
	must(t, gm.SetBet(100))
	must(t, gm.Begin())
	if gm.Chips() != 0 || gm.Stake() != 100 || gm.Phase() != Riffling || gm.Planned() != 7 {
		t.Fatalf("after Begin: chips %d stake %d phase %v planned %d", gm.Chips(), gm.Stake(), gm.Phase(), gm.Planned())
	}
	for _, err := range []error{gm.SetBet(10), gm.SetSide(Alice), gm.SetShuffles(3), gm.Begin()} {
		if err != ErrInPlay {
			t.Errorf("change during a round: %v, want ErrInPlay", err)
		}
	}
	if _, err := gm.Deal(); err != ErrNotDealing {
		t.Errorf("deal while riffling: %v", err)
	}
	must(t, gm.RiffleAll())
	if len(gm.Steps()) != 7 || gm.Phase() != Dealing || !slices.Equal(gm.Riffled(), gm.Deck()) {
		t.Fatalf("after 7 riffles: %d steps, phase %v", len(gm.Steps()), gm.Phase())
	}
	r, err := gm.DealAll()
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	if r.Winner == Bob {
		want = 200
	}
	if gm.Chips() != want || r.Side != Bob || r.Stake != 100 || gm.Net() != r.Net || gm.Stake() != 0 {
		t.Errorf("settled: chips %d (want %d), %+v", gm.Chips(), want, r)
	}
	if rec := gm.Record(7); rec.Games != 1 || (rec.AliceWins == 1) != (r.Winner == Alice) {
		t.Errorf("record %+v after %+v", rec, r)
	}
	if gm.Chips()+gm.Stake() != gm.Start()+gm.Net() {
		t.Errorf("chips not conserved")
	}
}

// TestInterval95: the Wilson interval's ends are the two p at which the
// score |p̂ − p|/√(p(1−p)/n) equals z = 1.96 (solved here by bisection), it
// holds p̂, and it is (0.4902, 0.9433) for 8 of 10 (Wilson's formula worked
// by hand).
func TestInterval95(t *testing.T) {
	const z = 1.959963984540054
	for _, c := range []Tally{{10, 8}, {100, 50}, {10000, 8074}, {37, 0}, {37, 37}, {1, 1}} {
		lo, hi := c.Interval95()
		p := c.P()
		if lo > p || hi < p || lo < 0 || hi > 1 {
			t.Errorf("%+v: (%v, %v) does not hold %v", c, lo, hi, p)
		}
		score := func(q float64) float64 { return math.Abs(p-q)/math.Sqrt(q*(1-q)/float64(c.Games)) - z }
		solve := func(a, b float64) float64 { // score(a) > 0 ≥ score(b) or the reverse
			for range 200 {
				m := (a + b) / 2
				if (score(m) > 0) == (score(a) > 0) {
					a = m
				} else {
					b = m
				}
			}
			return (a + b) / 2
		}
		if p > 0 {
			if want := solve(1e-300, p); math.Abs(lo-want) > 1e-9 {
				t.Errorf("%+v: lower end %v, bisection %v", c, lo, want)
			}
		} else if lo != 0 {
			t.Errorf("%+v: lower end %v, want 0", c, lo)
		}
		if p < 1 {
			if want := solve(1-1e-16, p); math.Abs(hi-want) > 1e-9 {
				t.Errorf("%+v: upper end %v, bisection %v", c, hi, want)
			}
		} else if hi != 1 {
			t.Errorf("%+v: upper end %v, want 1", c, hi)
		}
	}
	lo, hi := Tally{10, 8}.Interval95()
	if math.Abs(lo-0.4902) > 5e-5 || math.Abs(hi-0.9433) > 5e-5 {
		t.Errorf("8 of 10: (%.4f, %.4f), want (0.4902, 0.9433)", lo, hi)
	}
	if lo, hi := (Tally{}).Interval95(); lo != 0 || hi != 1 {
		t.Errorf("no games: (%v, %v)", lo, hi)
	}
}

// TestAliceWinProb: the source's figures — Alice wins every game up to 4
// riffles, "over 80% of the time" after seven, and the game tends to fair.
func TestAliceWinProb(t *testing.T) {
	for k := 0; k <= 4; k++ {
		if AliceWinProb(Cards, k).Cmp(big.NewRat(1, 1)) != 0 {
			t.Errorf("%d riffles: P(Alice) = %v, want 1", k, AliceWinProb(Cards, k))
		}
	}
	if p, _ := AliceWinProb(Cards, 7).Float64(); p <= 0.8 || p > 0.81 {
		t.Errorf("7 riffles: P(Alice) = %v, want just over 80%%", p)
	}
	if p, _ := AliceWinProb(Cards, 20).Float64(); math.Abs(p-0.5) > 1e-4 {
		t.Errorf("20 riffles: P(Alice) = %v, want ½ to 1e-4", p)
	}
}

// TestEdge: the expected net per chip at even money is 2P − 1 on Alice and
// 1 − 2P on Bob, with P from odds.SolitaireExact (worked here from its
// rational, not through AliceWinProb): +1 and −1 at 0…4 riffles, 0 on a
// perfectly random deck. Then the table's own payouts agree: 1,000 rounds
// a side at 8 riffles, bet 10 each, settle to a mean net per chip within 4
// standard errors √((1 − E²)/1000) ≈ 0.12 of the edge E (each round is +1
// or −1 a chip, so its variance is 1 − E²; false alarm 6.3e-5 a side,
// normal tails), while the edge at 7 riffles (0.28 away) lies outside
// that band.
func TestEdge(t *testing.T) {
	one := big.NewRat(1, 1)
	ks := make([]int, MaxShuffles+1)
	for k := range ks {
		ks[k] = k
	}
	for k, p := range odds.SolitaireExact(Cards, ks...) {
		two := new(big.Rat).Add(p, p)
		alice := new(big.Rat).Sub(two, one)
		bob := new(big.Rat).Sub(one, two)
		if Edge(Cards, k, Alice).Cmp(alice) != 0 || Edge(Cards, k, Bob).Cmp(bob) != 0 {
			t.Errorf("%d riffles: Edge %v / %v, want %v / %v", k, Edge(Cards, k, Alice), Edge(Cards, k, Bob), alice, bob)
		}
		if k <= 4 && (alice.Cmp(one) != 0 || bob.Cmp(new(big.Rat).Neg(one)) != 0) {
			t.Errorf("%d riffles: edge %v on Alice, want +1", k, alice)
		}
	}
	for _, side := range []Player{Alice, Bob} {
		if e := Edge(Cards, UntilRandom, side); e.Sign() != 0 {
			t.Errorf("until random: %v's edge %v, want 0", side, e)
		}
	}
	const rounds, bet = 1000, 10
	for _, side := range []Player{Alice, Bob} {
		gm, err := newSeat(Cards, rounds*bet, rng.NewPCG(uint64(11+side)))
		if err != nil {
			t.Fatal(err)
		}
		must(t, gm.SetShuffles(8))
		must(t, gm.SetSide(side))
		must(t, gm.SetBet(bet))
		for range rounds {
			must(t, gm.Begin())
			must(t, gm.RiffleAll())
			if _, err := gm.DealAll(); err != nil {
				t.Fatal(err)
			}
		}
		mean := float64(gm.Net()) / (rounds * bet)
		e, _ := Edge(Cards, 8, side).Float64()
		tol := 4 * math.Sqrt((1-e*e)/rounds)
		if math.Abs(mean-e) > tol {
			t.Errorf("8 riffles on %v: %+.4f a chip over %d rounds, edge %+.4f ± %.4f", side, mean, rounds, e, tol)
		}
		if e7, _ := Edge(Cards, 7, side).Float64(); math.Abs(mean-e7) <= tol {
			t.Errorf("8 riffles on %v: %+.4f a chip passes as 7 riffles' edge %+.4f", side, mean, e7)
		}
		if gm.Chips() != gm.Start()+gm.Net() {
			t.Errorf("%v: chips %d, start %d, net %d", side, gm.Chips(), gm.Start(), gm.Net())
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// seat is a table with the player's chips beside it, kept as the casino
// ledger (games/casino) keeps them: the bet leaves the hand as the round
// begins, its payout comes back when the deal ends, and a transfer is
// chips won or lost at another table.
type seat struct {
	*Game
	hand, start int
}

func newSeat(n, chips int, g rng.Generator) (*seat, error) {
	gm, err := New(n, g)
	if err != nil {
		return nil, err
	}
	return &seat{Game: gm, hand: chips, start: chips}, nil
}

func (s *seat) SetBet(n int) error { return s.Game.SetBet(n, s.hand) }
func (s *seat) MaxBetNow() int     { return s.Game.MaxBetNow(s.hand) }
func (s *seat) Chips() int         { return s.hand }
func (s *seat) Start() int         { return s.start }

func (s *seat) Begin() error {
	if err := s.Game.Begin(s.hand); err != nil {
		return err
	}
	s.hand -= s.Stake()
	return nil
}

func (s *seat) Deal() (Deal, error) {
	d, err := s.Game.Deal()
	if err == nil && d.Over {
		r, _ := s.Result()
		s.hand += r.Payout()
	}
	return d, err
}

func (s *seat) DealAll() (Result, error) {
	r, err := s.Game.DealAll()
	if err == nil {
		s.hand += r.Payout()
	}
	return r, err
}

func (s *seat) SetChips(n int) error {
	if n < 0 {
		return errors.New("chips in hand cannot be negative")
	}
	s.start += n - s.hand
	s.hand = n
	return nil
}
