package casino

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"riffle/engine/rng"
	"riffle/games/round"
)

// books checks the ledger's law: in hand plus every stake is the opening
// plus the net, nothing is below zero, and each table's stake is the sum of
// what its round in play holds.
func books(t *testing.T, l *Ledger, step string) {
	t.Helper()
	if l.InHand() < 0 {
		t.Fatalf("%s: %d in hand", step, l.InHand())
	}
	staked := 0
	for _, tb := range l.Tables() {
		if l.StakedAt(tb) <= 0 {
			t.Fatalf("%s: %s listed with stake %d", step, tb, l.StakedAt(tb))
		}
		staked += l.StakedAt(tb)
		r := l.InPlay(tb)
		if r == nil || r.Staked()+r.held != l.StakedAt(tb) {
			t.Fatalf("%s: %s holds %d, its round %+v", step, tb, l.StakedAt(tb), r)
		}
	}
	if staked != l.Staked() || l.InHand()+staked != l.Wealth() || l.Wealth() != l.Opening()+l.Net() {
		t.Fatalf("%s: hand %d + staked %d (%d) = wealth %d, opening %d + net %d", step, l.InHand(), staked, l.Staked(), l.Wealth(), l.Opening(), l.Net())
	}
}

// opened is a new ledger with chips in hand, unsaved, on entropy that
// never runs out.
func opened(t *testing.T, chips int) *Ledger {
	t.Helper()
	l, err := New(Session{Started: true, Bankroll: chips}, zeros{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

func source() Source {
	return Source{Gen: rng.NewPCG(42), Name: "pcg", Seed: 42}
}

func TestRoundMoves(t *testing.T) {
	l := opened(t, 1000)
	r, err := l.Begin("craps")
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name            string
		move            func() error
		ok              bool
		hand, craps, nt int
	}{
		{"stake", func() error { return r.Stake(30) }, true, 970, 30, 0},
		{"stake more than in hand", func() error { return r.Stake(971) }, false, 970, 30, 0},
		{"negative stake", func() error { return r.Stake(-1) }, false, 970, 30, 0},
		{"take down part", func() error { return r.Unstake(10) }, true, 980, 20, 0},
		{"take down more than staked", func() error { return r.Unstake(21) }, false, 980, 20, 0},
		{"settle a win", func() error { return r.Settle(10, 20) }, true, 1000, 10, 10},
		{"settle a loss", func() error { return r.Settle(10, 0) }, true, 1000, 0, 0},
		{"settle more than staked", func() error { return r.Settle(1, 2) }, false, 1000, 0, 0},
		{"negative payout", func() error { return r.Settle(0, -5) }, false, 1000, 0, 0},
		{"stake again", func() error { return r.Stake(10) }, true, 990, 10, 0},
		{"settle ahead, a win", func() error { return r.SettleAhead(10, 20) }, true, 990, 20, 10},
		{"collect", func() error { return r.Collect() }, true, 1010, 0, 10},
	}
	for _, s := range steps {
		err := s.move()
		if (err == nil) != s.ok {
			t.Fatalf("%s: error %v, want ok %v", s.name, err, s.ok)
		}
		if l.InHand() != s.hand || l.StakedAt("craps") != s.craps || l.Net() != s.nt {
			t.Fatalf("%s: hand %d staked %d net %d, want %d %d %d", s.name, l.InHand(), l.StakedAt("craps"), l.Net(), s.hand, s.craps, s.nt)
		}
		books(t, l, s.name)
	}
	if r.Net() != 10 {
		t.Errorf("the round's net is %d, want 10", r.Net())
	}
	// The refused settlements (more than staked, a negative payout) are
	// kept: the books are wrong and bets pause.
	if l.Err() == nil || l.CanStake() == nil || !strings.Contains(l.CanStake().Error(), "books do not add up") {
		t.Errorf("after refused settlements: %v, %v", l.Err(), l.CanStake())
	}
}

// A saved bankroll below zero opens the default one and says why.
func TestNewRefusesBankroll(t *testing.T) {
	for _, bad := range []int{-1, math.MinInt} {
		l, err := New(Session{Started: true, Bankroll: bad}, zeros{}, nil)
		if err == nil || l.Wealth() != DefaultBankroll {
			t.Errorf("bankroll %d: error %v, opened with %d", bad, err, l.Wealth())
		}
	}
	if l, err := New(Session{}, zeros{}, nil); err != nil || l.Wealth() != DefaultBankroll {
		t.Errorf("a new session: %v, %d", err, l.Wealth())
	}
}

// No move overflows: near the largest int every sum is checked, and a
// refused move changes nothing.
func TestRoundOverflow(t *testing.T) {
	l := opened(t, 0)
	l.hand, l.opening = math.MaxInt-5, math.MaxInt-5 // beyond MaxBankroll: only a test opens such books
	poker, _ := l.Begin("poker")
	if err := poker.Stake(5); err != nil {
		t.Fatal(err)
	}
	for name, move := range map[string]func() error{
		"payout":       func() error { return poker.Settle(5, 100) },
		"payout ahead": func() error { return poker.SettleAhead(5, 100) },
	} {
		hand, staked, net := l.InHand(), l.Staked(), l.Net()
		if err := move(); err == nil {
			t.Errorf("%s: an overflowing move was taken: hand %d staked %d", name, l.InHand(), l.Staked())
		}
		if l.InHand() != hand || l.Staked() != staked || l.Net() != net {
			t.Errorf("%s: a refused move changed the books", name)
		}
	}
	books(t, l, "after overflows")
	// The first refused settlement is kept, and bets pause on it.
	first := l.Err()
	_ = poker.Settle(6, 0) // more than staked: refused too
	if first == nil || l.Err() != first || l.CanStake() == nil || !strings.Contains(l.CanStake().Error(), "books do not add up") {
		t.Errorf("after refusals: first %v, now %v, bets %v", first, l.Err(), l.CanStake())
	}
}

// Random moves of rounds at three tables, the refused ones included, never
// break the law (fixed seed: the sequence is the same every run).
func TestRandomMoves(t *testing.T) {
	g := rand.New(rand.NewPCG(1, 2))
	l := opened(t, 500)
	tables := []string{"craps", "lottery", "solitaire"}
	refused := 0
	for i := range 20000 {
		tb := tables[g.IntN(len(tables))]
		r := l.InPlay(tb)
		if r == nil {
			r, _ = l.Begin(tb)
		}
		n := g.IntN(200) - 20
		var err error
		switch g.IntN(6) {
		case 0, 1:
			err = r.Stake(n)
		case 2:
			err = r.Unstake(n)
		case 3:
			err = r.Settle(n, g.IntN(400)-20)
		case 4:
			err = r.SettleAhead(n, g.IntN(400)-20)
		case 5:
			err = r.Collect()
			if r.Staked() == 0 && r.held == 0 {
				_ = r.Cancel()
				if r.net != 0 { // settled chips: the round ends as played
					r.over = true
					delete(l.inPlay, tb)
				}
			}
		}
		if err != nil {
			refused++
		}
		if i%97 == 0 {
			books(t, l, "random")
		}
	}
	books(t, l, "random end")
	if refused == 0 || refused == 20000 {
		t.Errorf("%d of 20000 moves refused: the walk does not reach both kinds", refused)
	}
}

// One round at a time at a table; a cancelled round gives its stake back
// and frees the table; a round that settled chips or was saved cannot be
// taken back.
func TestRoundLifecycle(t *testing.T) {
	l := opened(t, 100)
	r, _ := l.Begin("lottery")
	if _, err := l.Begin("lottery"); err == nil {
		t.Error("two rounds in play at one table")
	}
	_ = r.Stake(40)
	if err := r.Cancel(); err != nil || l.InHand() != 100 || l.InPlay("lottery") != nil || !r.Over() {
		t.Fatalf("cancel: %v, %d in hand", err, l.InHand())
	}
	if err := r.Stake(1); !errors.Is(err, ErrEnded) {
		t.Errorf("a stake on a cancelled round: %v", err)
	}
	r, _ = l.Begin("lottery")
	_ = r.Stake(20)
	_ = r.Settle(5, 5) // a push: action, no net
	if err := r.Cancel(); err == nil {
		t.Error("a round that settled a push was taken back")
	}
	_ = r.Settle(10, 0)
	if err := r.Cancel(); err == nil {
		t.Error("a round that settled chips was taken back")
	}
	_ = r.Draw(source())
	if err := r.SaveOpen([]string{"m"}, nil); err != nil {
		t.Fatal(err)
	}
	if err := r.Cancel(); err == nil {
		t.Error("a round saved open was taken back")
	}
	if len(l.Open()) != 1 || l.Open()[0].Stake != 5 {
		t.Errorf("open entries %+v, want one with the 5 still staked", l.Open())
	}
}

// Finish refuses a round whose record would not add up: chips still
// staked, or a result's net other than what its chips moved; the books
// keep the refusal and nothing is recorded.
func TestFinishChecksTheNet(t *testing.T) {
	for name, tc := range map[string]struct {
		stake, settle, payout, net int
	}{
		"chips left on the table": {10, 5, 5, 0},
		"a net not moved":         {10, 10, 20, 5},
	} {
		l := opened(t, 100)
		r, _ := l.Begin("videopoker")
		_ = r.Draw(source())
		_ = r.Stake(tc.stake)
		_ = r.Settle(tc.settle, tc.payout)
		if _, err := r.Finish(nil, round.Result{Net: tc.net}); err == nil || l.Err() == nil || len(l.Rounds()) != 0 {
			t.Errorf("%s: finished (%v), books %v, %d rounds", name, err, l.Err(), len(l.Rounds()))
		}
	}
	l := opened(t, 100)
	r, _ := l.Begin("videopoker")
	_ = r.Stake(10)
	if _, err := r.Finish(nil, round.Result{}); err == nil {
		t.Error("a round finished before its randomness was drawn")
	}
	_ = r.Draw(source())
	_ = r.Settle(10, 25)
	rec, err := r.Finish([]string{"bet 10"}, round.Result{Outcome: "won", Net: 15})
	if err != nil || rec.Seq != 1 || rec.Bankroll != 115 || rec.Net != 15 || l.Err() != nil || l.InPlay("videopoker") != nil {
		t.Errorf("finished %+v, %v; books %v", rec, err, l.Err())
	}
}

// A round settled ahead is recorded with the bankroll after it, but what
// the player is shown leaves its net out until the table collects it.
func TestSettleAheadIsSealed(t *testing.T) {
	l := opened(t, 100)
	r, _ := l.Begin("solitaire")
	_ = r.Stake(10)
	_ = r.Draw(source())
	_ = r.SettleAhead(10, 20)
	rec, err := r.Finish([]string{"bet 10"}, round.Result{Net: 10})
	if err != nil || rec.Bankroll != 110 || l.Wealth() != 110 {
		t.Fatalf("finished %+v, %v, wealth %d", rec, err, l.Wealth())
	}
	if s := l.Sealed()["solitaire"]; s.Seq != 1 || s.Net != 10 || l.ShownStaked() != 10 || l.ShownWealth() != 100 {
		t.Errorf("sealed %+v, shown staked %d, shown wealth %d", s, l.ShownStaked(), l.ShownWealth())
	}
	if _, err := l.Begin("solitaire"); err == nil {
		t.Error("a round began while the last one is still on show")
	}
	if err := r.Collect(); err != nil || l.InHand() != 110 || len(l.Sealed()) != 0 || l.InPlay("solitaire") != nil {
		t.Errorf("collected: %v, %d in hand, sealed %v", err, l.InHand(), l.Sealed())
	}
	books(t, l, "collected")
}

// A round left open is taken up with its stake staked again, and
// finishes as one round; one that cannot be is called off, closing it.
func TestResumeAndVoid(t *testing.T) {
	var saved []Entry
	l, _ := New(Session{}, zeros{}, saverFunc(func(e Entry) { saved = append(saved, e) }))
	r, _ := l.Begin("craps")
	_ = r.Stake(10)
	_ = r.Draw(source())
	_ = r.SaveOpen([]string{"limit 3-4-5×", "roll 10 0"}, []string{"3 3"})
	again := Read(raw(t, saved...))
	if err := again.Check(); err != nil || len(again.Open) != 1 || again.Bankroll != DefaultBankroll {
		t.Fatalf("read back: %v, %+v", err, again)
	}
	l2, _ := New(again, zeros{}, nil)
	r2, err := l2.Resume(again.Open[0], source())
	if err != nil || l2.InHand() != DefaultBankroll-10 || r2.Staked() != 10 || !r2.Drawn() || r2.Record().Gen != "pcg" {
		t.Fatalf("resumed %v: %d in hand, %+v", err, l2.InHand(), r2.Record())
	}
	_ = r2.Settle(10, 20)
	if rec, err := r2.Finish([]string{"limit 3-4-5×", "roll 10 0", "roll 10 0"}, round.Result{Net: 10}); err != nil || rec.Bankroll != DefaultBankroll+10 || len(l2.Open()) != 0 {
		t.Errorf("finished %+v, %v, open %v", rec, err, l2.Open())
	}
	// A bankroll that no longer covers the stake saved (a forged file)
	// takes up nothing: one line, the books as they were.
	short := again
	short.Bankroll, short.Started = 9, true
	l4, _ := New(short, zeros{}, nil)
	if r, err := l4.Resume(again.Open[0], source()); err == nil || r != nil || strings.Contains(err.Error(), "\n") || l4.InHand() != 9 || l4.InPlay("craps") != nil {
		t.Errorf("a stake of 10 from 9 chips taken up: %v, %d in hand", err, l4.InHand())
	}
	l3, _ := New(again, zeros{}, nil)
	l3.Void(again.Open[0], errors.New("the deck is gone"))
	if len(l3.Open()) != 0 || l3.Wealth() != DefaultBankroll || l3.Check() != nil {
		t.Errorf("void: open %v, wealth %d, check %v", l3.Open(), l3.Wealth(), l3.Check())
	}
}

type saverFunc func(Entry)

func (f saverFunc) Save(e Entry) { f(e) }
func (saverFunc) Err() error     { return nil }

// Bets pause while the saver fails and resume when it works.
func TestCanStakeFollowsTheSaver(t *testing.T) {
	s := &failing{}
	l, _ := New(Session{}, zeros{}, s)
	if err := l.CanStake(); err != nil {
		t.Fatalf("a new session: %v", err)
	}
	s.err = errors.New("no space left on device")
	if err := l.CanStake(); err == nil || !strings.Contains(err.Error(), "until the session can be saved") || l.SaveErr() == nil {
		t.Errorf("while not saving: %v", err)
	}
	s.err = nil
	if err := l.CanStake(); err != nil {
		t.Errorf("saving again: %v", err)
	}
}

type failing struct{ err error }

func (*failing) Save(Entry)   {}
func (f *failing) Err() error { return f.err }

// CarryOn replaces the ledger in place: the pointer a table holds sees
// the session carried on (its bankroll and next round); while a round is
// in play it refuses and changes nothing; a refused bankroll is reported
// as New reports it, the ledger then a new session's.
func TestCarryOnInPlace(t *testing.T) {
	l := opened(t, 100)
	held := l
	if err := l.CarryOn(Session{Started: true, Bankroll: 250, Rounds: []round.Record{{Seq: 7, Bankroll: 250}}, Count: 1}, zeros{}, nil); err != nil {
		t.Fatal(err)
	}
	if held.InHand() != 250 || held.Count() != 1 || len(held.Rounds()) != 1 {
		t.Errorf("carried on: %d in hand, %d rounds; want 250 and 1", held.InHand(), held.Count())
	}
	r, _ := l.Begin("craps")
	_ = r.Stake(50)
	if err := l.CarryOn(Session{Started: true, Bankroll: 9}, zeros{}, nil); err == nil || l.InHand() != 200 || l.InPlay("craps") != r {
		t.Errorf("carried on under a round in play: %v, %d in hand", err, l.InHand())
	}
	_ = r.Cancel()
	if err := l.CarryOn(Session{Started: true, Bankroll: -1}, zeros{}, nil); err == nil || l.InHand() != DefaultBankroll {
		t.Errorf("a bankroll below zero: %v, %d in hand", err, l.InHand())
	}
}

// BeginDrawn begins and draws at once; a draw refused calls the round off,
// so the table can begin again.
func TestBeginDrawn(t *testing.T) {
	l := opened(t, 100)
	r, err := l.BeginDrawn("lottery", source())
	if err != nil || !r.Drawn() || l.InPlay("lottery") != r {
		t.Fatalf("begun %v, drawn %v", err, r != nil && r.Drawn())
	}
	if _, err := l.BeginDrawn("lottery", source()); err == nil {
		t.Error("two rounds in play at one table")
	}
	bad := Source{Set: func(rng.Generator) error { return nil }} // nothing to give back
	if _, err := l.BeginDrawn("craps", bad); err == nil || l.InPlay("craps") != nil {
		t.Errorf("a refused draw: %v, in play %v", err, l.InPlay("craps"))
	}
}

// A ledger's rate (a class's server's): burst rounds at once, then one a
// 1/perSecond; past it Begin refuses with ErrTooFast and nothing is in
// play; the clock gives tokens back.
func TestRoundRate(t *testing.T) {
	l, _ := New(Session{}, nil, nil)
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	l.SetClock(func() time.Time { return now })
	l.SetRate(2, 3)
	begin := func() error {
		r, err := l.Begin("craps")
		if err == nil {
			_ = r.Cancel()
		}
		return err
	}
	for i := range 3 {
		if err := begin(); err != nil {
			t.Fatalf("round %d of the burst: %v", i+1, err)
		}
	}
	if err := begin(); !errors.Is(err, ErrTooFast) || len(l.inPlay) != 0 {
		t.Fatalf("a fourth at once: %v, %d in play", err, len(l.inPlay))
	}
	now = now.Add(400 * time.Millisecond) // 0.8 of a token back
	if err := begin(); !errors.Is(err, ErrTooFast) {
		t.Fatalf("after 0.4 s: %v", err)
	}
	now = now.Add(100 * time.Millisecond) // one whole token
	if err := begin(); err != nil {
		t.Fatalf("after 0.5 s: %v", err)
	}
	l.SetRate(0, 0)
	for range 10 {
		if err := begin(); err != nil {
			t.Fatalf("no limit: %v", err)
		}
	}
}
