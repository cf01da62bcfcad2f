package poker

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"riffle/engine/cards"
)

func newTable(t testing.TB, chips int) *seat {
	t.Helper()
	tb, err := New(testAlgo(t, "fisher-yates"), testGen(t, "pcg", 42))
	if err != nil {
		t.Fatal(err)
	}
	return &seat{Table: tb, hand: chips}
}

// seat is a table with player 1's chips beside it, kept as the casino
// ledger (games/casino) keeps them: a Hold'em hand played for an ante
// moves them by player 1's net; a transfer is chips won or lost at another
// table.
type seat struct {
	*Table
	hand int
}

func (s *seat) Deal() error {
	if err := s.Table.Deal(s.hand); err != nil {
		return err
	}
	if sd := s.LastShowdown(); s.Mode() == ModeHoldem && sd != nil && !s.LastShowdownFromRun() && sd.Ante > 0 {
		s.hand += sd.Net(0)
	}
	return nil
}

func (s *seat) SetChips(c int) error {
	if c < 0 {
		return errors.New("chips: need 0 or more")
	}
	s.hand = c
	return nil
}

func (s *seat) Chips() int { return s.hand }

func TestTableSettings(t *testing.T) {
	tb := newTable(t, 100)
	if n, m := tb.Shape(); n != 5 || m != 5 || tb.Players() != DefaultPlayers || tb.Ante() != DefaultAnte || tb.Mode() != ModeDeals {
		t.Fatalf("defaults: %d×%d, %d players, ante %d, mode %v", n, m, tb.Players(), tb.Ante(), tb.Mode())
	}
	for _, c := range []struct {
		name string
		err  error
		want string // in the error, "" for none
	}{
		{"bridge", tb.SetShape(BridgeHands, BridgeCards), ""},
		{"too many cards", tb.SetShape(6, 9), "6 hands × 9 cards = 54 cards: a deck has 52"},
		{"no hands", tb.SetShape(0, 5), "deal at least 1"},
		{"10 players", tb.SetPlayers(10), ""},
		{"11 players", tb.SetPlayers(11), "Hold'em here seats 2 to 10 players, not 11"},
		{"1 player", tb.SetPlayers(1), "Hold'em here seats 2 to 10 players, not 1"},
		{"ante 0", tb.SetAnte(0), ""},
		{"ante 100", tb.SetAnte(MaxAnte), ""},
		{"ante 101", tb.SetAnte(MaxAnte + 1), "the table takes 0 to 100"},
		{"negative ante", tb.SetAnte(-5), "the table takes 0 to 100"},
		{"mode 7", tb.SetMode(7), "mode 7"},
	} {
		switch {
		case c.want == "" && c.err != nil:
			t.Errorf("%s: %v", c.name, c.err)
		case c.want != "" && (c.err == nil || !strings.Contains(c.err.Error(), c.want)):
			t.Errorf("%s: %v, want %q", c.name, c.err, c.want)
		}
	}
	// Refused settings leave the last good ones.
	if n, m := tb.Shape(); n != 4 || m != 13 || tb.Players() != 10 || tb.Ante() != MaxAnte || tb.Chips() != 100 {
		t.Errorf("after refusals: %d×%d, %d players, ante %d, chips %d", n, m, tb.Players(), tb.Ante(), tb.Chips())
	}
	if _, err := New(testAlgo(t, "constrained-fix"), testGen(t, "pcg", 1)); err == nil {
		t.Error("New with a dice roller")
	}
}

func TestTableDeals(t *testing.T) {
	tb := newTable(t, 0)
	if err := tb.SetShape(4, 13); err != nil {
		t.Fatal(err)
	}
	for range 20 {
		if err := tb.Deal(); err != nil {
			t.Fatal(err)
		}
		d := tb.LastDeal()
		if len(d.Hands) != 4 {
			t.Fatalf("%d hands", len(d.Hands))
		}
		var all []cards.Card
		for _, h := range d.Hands {
			if len(h.Cards) != 13 || !strings.HasSuffix(h.Name(), "(best five of 13)") {
				t.Fatalf("hand %v named %q", h.Cards, h.Name())
			}
			all = append(all, h.Cards...)
		}
		slices.Sort(all)
		if !slices.Equal(all, cards.NewDeck()) {
			t.Fatalf("the four hands are not the deck")
		}
	}
	if got := tb.Classes(13).Total(); got != 80 {
		t.Errorf("%d 13-card hands tallied, want 80", got)
	}
	if tb.Dealt() != 20 || tb.Chips() != 0 || tb.Session().Hands != 0 {
		t.Errorf("dealt %d, chips %d, session %+v", tb.Dealt(), tb.Chips(), tb.Session())
	}
	tb.ClearStats()
	if tb.Classes(13).Total() != 0 || tb.LastDeal() == nil {
		t.Error("ClearStats")
	}
}

// Chips are conserved in the ante game: what player 1 wins the other seats
// lose, and player 1's chips move by exactly the net of each showdown.
func TestTableAnteGameConservesChips(t *testing.T) {
	const start = 1000
	tb := newTable(t, start)
	if err := tb.SetMode(ModeHoldem); err != nil {
		t.Fatal(err)
	}
	antes := []int{10, 25, 1, 0, 100, 7}
	for i := range 3000 {
		if err := tb.SetPlayers(MinPlayers + i%(MaxPlayers-MinPlayers+1)); err != nil {
			t.Fatal(err)
		}
		ante := antes[i%len(antes)]
		if err := tb.SetAnte(ante); err != nil {
			t.Fatal(err)
		}
		before := tb.Chips()
		err := tb.Deal()
		if before < ante {
			if !errors.Is(err, ErrChips) || tb.Chips() != before {
				t.Fatalf("deal with %d chips for an ante of %d: %v", before, ante, err)
			}
			_ = tb.SetChips(start) // a new buy-in; the session's net stands
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		s := tb.LastShowdown()
		sum := 0
		for _, sh := range s.Shares {
			sum += sh
		}
		if sum != s.Pot || s.Pot != ante*tb.Players() {
			t.Fatalf("hand %d: shares %v sum to %d, pot %d", i, s.Shares, sum, s.Pot)
		}
		if tb.Chips()-before != s.Net(0) {
			t.Fatalf("hand %d: chips moved %d, net %d", i, tb.Chips()-before, s.Net(0))
		}
		if tb.Session().Net != -tb.OthersNet() {
			t.Fatalf("hand %d: player 1 net %d, the others %d", i, tb.Session().Net, tb.OthersNet())
		}
	}
	ss := tb.Session()
	if ss.Won+ss.Split+ss.Lost != ss.Hands || ss.Hands == 0 {
		t.Errorf("session %+v", ss)
	}
	h := tb.Holdem()
	if h.Hands < int64(ss.Hands) || h.Classes.Total() != h.Hands {
		t.Errorf("Hold'em tally %+v for session %+v", h, ss)
	}
}

// A run deals the same stream as the table: deal k is the k-th shuffle
// from the seed whether dealt one by one or in a run.
func TestRunDealsTheTablesStream(t *testing.T) {
	for _, mode := range []Mode{ModeDeals, ModeHoldem} {
		one, many := newTable(t, 1000), newTable(t, 1000)
		for _, tb := range []*seat{one, many} {
			if err := tb.SetMode(mode); err != nil {
				t.Fatal(err)
			}
			_ = tb.SetAnte(0)
		}
		for range 250 {
			if err := one.Deal(); err != nil {
				t.Fatal(err)
			}
		}
		r, err := many.StartRun()
		if err != nil {
			t.Fatal(err)
		}
		if !many.Busy() || !errors.Is(many.Deal(), ErrBusy) || !errors.Is(many.SetShape(2, 2), ErrBusy) ||
			!errors.Is(many.SetMode(ModeDeals), ErrBusy) || !errors.Is(many.SetPlayers(3), ErrBusy) || !errors.Is(many.SetAnte(1), ErrBusy) {
			t.Fatal("the table acts while its run is out")
		}
		if _, err := many.StartRun(); !errors.Is(err, ErrBusy) {
			t.Fatal("two runs")
		}
		for _, k := range []int{100, 1, 99} {
			if err := r.Deal(k); err != nil {
				t.Fatal(err)
			}
			many.Absorb(r)
		}
		if err := r.Deal(50); err != nil {
			t.Fatal(err)
		}
		many.EndRun(r)
		if r.Done() != 250 || many.Dealt() != 250 || many.Busy() {
			t.Fatalf("run dealt %d, table counts %d, busy %v", r.Done(), many.Dealt(), many.Busy())
		}
		if r.Deal(1) == nil {
			t.Error("an ended run dealt")
		}
		if mode == ModeDeals {
			if !slices.Equal(one.LastDeal().Deck, many.LastDeal().Deck) || one.Classes(5) != many.Classes(5) {
				t.Errorf("deals: the run's stream differs from the table's")
			}
			continue
		}
		if one.LastShowdown().Board != many.LastShowdown().Board || one.Holdem() != many.Holdem() {
			t.Errorf("Hold'em: the run's stream differs from the table's: %+v vs %+v", one.Holdem(), many.Holdem())
		}
		if many.Chips() != 1000 {
			t.Errorf("a run moved chips: %d", many.Chips())
		}
	}
}

func TestHoldemTallyIsFair(t *testing.T) {
	// Player 1's share of the pots over many fair deals is near 1/P: the
	// ante game is symmetric. 4,000 six-handed deals: the share's standard
	// error is below √(1/6·5/6 / 4000) ≈ 0.0059 (splits only shrink it);
	// 4.5 of them, 0.027, fails a fair deal with probability below 10⁻⁵.
	tb := newTable(t, 0)
	_ = tb.SetMode(ModeHoldem)
	r, _ := tb.StartRun()
	if err := r.Deal(4000); err != nil {
		t.Fatal(err)
	}
	tb.EndRun(r)
	h := tb.Holdem()
	share, fair := h.Share(), h.FairShare()
	if h.Fair != 4000*EquityUnit/6 || share < fair-0.027 || share > fair+0.027 {
		t.Errorf("player 1 took %.4f of the pots, fair %.4f", share, fair)
	}
}

// Each mode counts its own deals, at the table and in runs; Dealt counts
// the shuffles of both. The last Hold'em deal says whether a run dealt it
// (without antes) or the table played it.
func TestTableCountsDealsByMode(t *testing.T) {
	tb := newTable(t, 1000)
	for range 3 {
		if err := tb.Deal(); err != nil {
			t.Fatal(err)
		}
	}
	_ = tb.SetMode(ModeHoldem)
	for range 2 {
		if err := tb.Deal(); err != nil {
			t.Fatal(err)
		}
	}
	if tb.LastShowdownFromRun() {
		t.Error("a deal at the table counted as a run's")
	}
	r, _ := tb.StartRun()
	if err := r.Deal(40); err != nil {
		t.Fatal(err)
	}
	tb.EndRun(r)
	if !tb.LastShowdownFromRun() || tb.LastShowdown().Ante != 0 {
		t.Errorf("after a run: from run %v, ante %d", tb.LastShowdownFromRun(), tb.LastShowdown().Ante)
	}
	_ = tb.SetMode(ModeDeals)
	r, _ = tb.StartRun()
	if err := r.Deal(7); err != nil {
		t.Fatal(err)
	}
	tb.EndRun(r)
	if !tb.LastShowdownFromRun() {
		t.Error("a run of dealt hands changed the last Hold'em deal's origin")
	}
	if d, h, all := tb.DealtIn(ModeDeals), tb.DealtIn(ModeHoldem), tb.Dealt(); d != 10 || h != 42 || all != 52 || tb.DealtIn(Mode(5)) != 0 {
		t.Errorf("deals %d, Hold'em %d, all %d: want 10, 42, 52", d, h, all)
	}
	if tb.Session().Hands != 2 || tb.Holdem().Hands != 42 {
		t.Errorf("session %d hands for chips, tally %d deals: want 2 and 42", tb.Session().Hands, tb.Holdem().Hands)
	}
	_ = tb.SetMode(ModeHoldem)
	if err := tb.Deal(); err != nil {
		t.Fatal(err)
	}
	if tb.LastShowdownFromRun() {
		t.Error("the table's deal after a run counted as the run's")
	}
}
