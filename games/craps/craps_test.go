package craps

import (
	"errors"
	"math"
	"math/big"
	"slices"
	"testing"

	"riffle/engine/rng"
)

// dice is a scripted generator: IntN(6) returns the next face − 1 of its
// list, so a test decides every roll. It panics when the script runs out or
// is asked for another bound, which would be a bug in the table.
type dice struct {
	faces []int
	i     int
}

func (d *dice) Uint64() uint64 { panic("craps test: Uint64 not expected") }

func (d *dice) IntN(n int) int {
	if n != 6 {
		panic("craps test: IntN(n) with n ≠ 6")
	}
	f := d.faces[d.i]
	d.i++
	return f - 1
}

// rolls scripts the dice for sums: each sum s as the pair (a, s−a) with
// the smallest valid a, so 2 = 1+1, 7 = 1+6, 12 = 6+6.
func rolls(sums ...int) *dice {
	d := &dice{}
	for _, s := range sums {
		a := max(1, s-6)
		d.faces = append(d.faces, a, s-a)
	}
	return d
}

func newTable(t *testing.T, chips int, g rng.Generator) *seat {
	t.Helper()
	tb, err := New(DefaultRules(), g)
	if err != nil {
		t.Fatal(err)
	}
	return &seat{Table: tb, hand: chips, start: chips}
}

// seat is a table with the player's chips in hand beside it, kept as the
// casino ledger (games/casino) keeps them: a bet's chips leave the hand as
// it is set, a decision's payout comes back.
type seat struct {
	*Table
	hand, start int
}

func (s *seat) SetPass(n int) error {
	d := n - s.Pass()
	if err := s.Table.SetPass(n, s.hand); err != nil {
		return err
	}
	s.hand -= d
	return nil
}

func (s *seat) SetOdds(n int) error {
	d := n - s.Odds()
	if err := s.Table.SetOdds(n, s.hand); err != nil {
		return err
	}
	s.hand -= d
	return nil
}

func (s *seat) Set(p string, n int) error {
	before := s.OnTable()
	if err := s.Table.Set(p, n, s.hand); err != nil {
		return err
	}
	s.hand -= s.OnTable() - before
	return nil
}

func (s *seat) Roll() Result {
	r := s.Table.Roll()
	s.hand += r.Payout()
	return r
}

// SetChips makes n the hand: chips won or lost at another table, a
// transfer.
func (s *seat) SetChips(n int) error {
	s.start += n - s.hand
	s.hand = n
	return nil
}

func (s *seat) Chips() int      { return s.hand }
func (s *seat) Start() int      { return s.start }
func (s *seat) MaxPass() int    { return s.Table.MaxPass(s.hand) }
func (s *seat) MaxOddsNow() int { return s.Table.MaxOddsNow(s.hand) }

// checkConserved fails unless chips in hand and on the table equal the
// start plus the net result: the payouts the results give back add up to
// the session's account.
func checkConserved(t *testing.T, tb *seat) {
	t.Helper()
	if got, want := tb.Chips()+tb.OnTable(), tb.Start()+tb.Session().Net; got != want {
		t.Fatalf("chips not conserved: hand %d + table %d = %d, start %d + net %d = %d",
			tb.Chips(), tb.OnTable(), got, tb.Start(), tb.Session().Net, want)
	}
	if tb.Chips() < 0 {
		t.Fatalf("negative chips in hand: %d", tb.Chips())
	}
}

// The come-out roll, sum by sum: the rules as the issue states them (7 or
// 11 wins, 2, 3 or 12 loses, anything else sets the point).
func TestComeOut(t *testing.T) {
	for s := 2; s <= 12; s++ {
		want := PointSet
		switch s {
		case 7, 11:
			want = Natural
		case 2, 3, 12:
			want = Craps
		}
		tb := newTable(t, 100, rolls(s))
		if err := tb.SetPass(10); err != nil {
			t.Fatal(err)
		}
		r := tb.Roll()
		if r.Event != want || r.Roll.Sum() != s {
			t.Errorf("come-out %d: %v (sum %d), want %v", s, r.Event, r.Roll.Sum(), want)
		}
		switch want {
		case Natural:
			if r.PassNet != 10 || tb.Chips() != 110 || tb.OnTable() != 0 || !tb.ComeOut() {
				t.Errorf("natural %d: net %d, hand %d, table %d", s, r.PassNet, tb.Chips(), tb.OnTable())
			}
		case Craps:
			if r.PassNet != -10 || tb.Chips() != 90 || tb.OnTable() != 0 || !tb.ComeOut() {
				t.Errorf("craps %d: net %d, hand %d, table %d", s, r.PassNet, tb.Chips(), tb.OnTable())
			}
		case PointSet:
			if tb.Point() != s || r.Point != s || tb.Pass() != 10 || tb.Chips() != 90 || r.Decision != 0 {
				t.Errorf("point %d: point %d, pass %d, hand %d", s, tb.Point(), tb.Pass(), tb.Chips())
			}
		}
		checkConserved(t, tb)
	}
}

// After the point: only the point and 7 decide; odds pay true odds (the
// issue's 2:1, 3:2, 6:5), the pass line even money.
func TestPointPhase(t *testing.T) {
	// odds of 30 on each point pays: 2:1 → 60, 3:2 → 45, 6:5 → 36.
	pays := map[int]int{4: 60, 10: 60, 5: 45, 9: 45, 6: 36, 8: 36}
	for _, p := range []int{4, 5, 6, 8, 9, 10} {
		for _, made := range []bool{true, false} {
			// Every other sum first (none decides), then the point or 7.
			seq := []int{p}
			for s := 2; s <= 12; s++ {
				if s != p && s != 7 {
					seq = append(seq, s)
				}
			}
			end := 7
			if made {
				end = p
			}
			seq = append(seq, end)
			tb := newTable(t, 1000, rolls(seq...))
			if err := tb.SetPass(10); err != nil {
				t.Fatal(err)
			}
			tb.Roll()
			if err := tb.SetOdds(30); err != nil {
				t.Fatalf("point %d: odds 30: %v", p, err)
			}
			for i := 1; i < len(seq)-1; i++ {
				r := tb.Roll()
				if r.Event != NoDecision || tb.Point() != p || tb.OnTable() != 40 {
					t.Fatalf("point %d, roll %d: %v, point %d, on table %d", p, seq[i], r.Event, tb.Point(), tb.OnTable())
				}
			}
			r := tb.Roll()
			switch {
			case made && (r.Event != PointMade || r.PassNet != 10 || r.OddsNet != pays[p] || tb.Chips() != 1000+10+pays[p]):
				t.Errorf("point %d made: %+v, hand %d", p, r, tb.Chips())
			case !made && (r.Event != SevenOut || r.PassNet != -10 || r.OddsNet != -30 || tb.Chips() != 960):
				t.Errorf("point %d seven out: %+v, hand %d", p, r, tb.Chips())
			}
			if !tb.ComeOut() || tb.OnTable() != 0 || r.Decision != 1 || r.Point != p || r.Pass != 10 || r.Odds != 30 {
				t.Errorf("point %d after decision: come-out %v, table %d, result %+v", p, tb.ComeOut(), tb.OnTable(), r)
			}
			s := tb.Session()
			if s.Rolls != len(seq) || s.Decisions != 1 || s.PassAction != 10 || s.OddsAction != 30 || s.Net != r.Net() {
				t.Errorf("point %d: session %+v", p, s)
			}
			checkConserved(t, tb)
		}
	}
}

// Odds limits by point and payable units, worked by hand: 3-4-5× on a bet
// of 10 allows 30, 40, 50; odd pass-line bets round the limit down to
// what pays whole chips.
func TestMaxOdds(t *testing.T) {
	cases := []struct {
		limit            OddsLimit
		pass, point, max int
	}{
		{ThreeFourFive(), 10, 4, 30}, {ThreeFourFive(), 10, 10, 30},
		{ThreeFourFive(), 10, 5, 40}, {ThreeFourFive(), 10, 9, 40},
		{ThreeFourFive(), 10, 6, 50}, {ThreeFourFive(), 10, 8, 50},
		{FlatOdds(1), 15, 5, 14}, // 15 is odd: 3:2 needs even odds
		{FlatOdds(1), 15, 6, 15},
		{FlatOdds(1), 13, 8, 10}, // 6:5 needs fives
		{FlatOdds(1), 13, 4, 13},
		{FlatOdds(2), 11, 9, 22},
		{FlatOdds(0), 100, 6, 0},
	}
	for _, c := range cases {
		r := DefaultRules()
		r.Min, r.Odds = 1, c.limit
		table, err := New(r, rolls(c.point))
		if err != nil {
			t.Fatal(err)
		}
		tb := &seat{Table: table, hand: 1000, start: 1000}
		if err := tb.SetPass(c.pass); err != nil {
			t.Fatal(err)
		}
		tb.Roll()
		if got := tb.MaxOdds(); got != c.max {
			t.Errorf("%v, pass %d, point %d: MaxOdds %d, want %d", c.limit, c.pass, c.point, got, c.max)
		}
		if c.max > 0 {
			if err := tb.SetOdds(c.max); err != nil {
				t.Errorf("%v, pass %d, point %d: SetOdds(max %d): %v", c.limit, c.pass, c.point, c.max, err)
			}
			if err := tb.SetOdds(c.max + OddsUnit(c.point)); err == nil {
				t.Errorf("%v, pass %d, point %d: odds above the limit accepted", c.limit, c.pass, c.point)
			}
		}
		checkConserved(t, tb)
	}
}

func TestOddsUnitAndPayout(t *testing.T) {
	// Units and payouts on 60 chips, from the true odds 2:1, 3:2, 6:5.
	cases := []struct{ point, unit, pays60 int }{
		{4, 1, 120}, {5, 2, 90}, {6, 5, 72}, {8, 5, 72}, {9, 2, 90}, {10, 1, 120},
	}
	for _, c := range cases {
		if u := OddsUnit(c.point); u != c.unit {
			t.Errorf("OddsUnit(%d) = %d, want %d", c.point, u, c.unit)
		}
		if p := OddsPayout(c.point, 60); p != c.pays60 {
			t.Errorf("OddsPayout(%d, 60) = %d, want %d", c.point, p, c.pays60)
		}
	}
	for _, s := range []int{0, 2, 3, 7, 11, 12, 13} {
		if OddsUnit(s) != 0 || IsPoint(s) || OddsRatio(s) != "" {
			t.Errorf("%d treated as a point", s)
		}
	}
	for p, want := range map[int]string{4: "2:1", 5: "3:2", 6: "6:5", 8: "6:5", 9: "3:2", 10: "2:1"} {
		if got := OddsRatio(p); got != want {
			t.Errorf("OddsRatio(%d) = %q, want %q", p, got, want)
		}
	}
	defer func() {
		if recover() == nil {
			t.Errorf("OddsPayout(6, 7) did not panic")
		}
	}()
	OddsPayout(6, 7)
}

// Illegal actions return an error and change nothing.
func TestIllegalActions(t *testing.T) {
	type step func(tb *seat) error
	pass := func(n int) step { return func(tb *seat) error { return tb.SetPass(n) } }
	oddsBet := func(n int) step { return func(tb *seat) error { return tb.SetOdds(n) } }
	roll := func(tb *seat) error { tb.Roll(); return nil }
	cases := []struct {
		name  string
		chips int
		dice  []int
		setup []step
		bad   step
		is    error // the sentinel, when there is one
	}{
		{"below minimum", 1000, nil, nil, pass(5), nil},
		{"above maximum", 1000, nil, nil, pass(510), nil},
		{"above bankroll", 40, nil, nil, pass(50), nil},
		{"negative pass", 1000, nil, nil, pass(-10), ErrNegative},
		{"pass locked on point", 1000, []int{6}, []step{pass(10), roll}, pass(20), ErrPointOn},
		{"pass removed on point", 1000, []int{6}, []step{pass(10), roll}, pass(0), ErrPointOn},
		{"odds at come-out", 1000, nil, []step{pass(10)}, oddsBet(10), ErrNoPoint},
		{"odds without pass", 1000, []int{6}, []step{roll}, oddsBet(10), ErrNoPassBet},
		{"odds unpayable", 1000, []int{6}, []step{pass(10), roll}, oddsBet(12), nil},
		{"odds above limit", 1000, []int{6}, []step{pass(10), roll}, oddsBet(55), nil},
		{"odds above bankroll", 30, []int{6}, []step{pass(10), roll}, oddsBet(25), nil},
		{"negative odds", 1000, []int{6}, []step{pass(10), roll}, oddsBet(-5), ErrNegative},
		{"odds limit on point", 1000, []int{6}, []step{pass(10), roll},
			func(tb *seat) error { return tb.SetOddsLimit(FlatOdds(10)) }, ErrOddsLocked},
		{"negative odds limit", 1000, nil, nil,
			func(tb *seat) error { return tb.SetOddsLimit(OddsLimit{1, -1, 1}) }, nil},
	}
	for _, c := range cases {
		tb := newTable(t, c.chips, rolls(c.dice...))
		for _, s := range c.setup {
			if err := s(tb); err != nil {
				t.Fatalf("%s: setup: %v", c.name, err)
			}
		}
		before, hand, move := *tb.Table, tb.hand, tb.Move()
		err := c.bad(tb)
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if c.is != nil && !errors.Is(err, c.is) {
			t.Errorf("%s: error %v, want %v", c.name, err, c.is)
		}
		if tb.hand != hand || tb.Move() != move || tb.Point() != before.Point() || tb.rules != before.rules || !tb.session.Equal(before.session) {
			t.Errorf("%s: the refused action changed the table", c.name)
		}
	}
}

// The error messages name the limit a player ran into.
func TestErrorMessages(t *testing.T) {
	tb := newTable(t, 40, rolls())
	for n, want := range map[int]string{5: "the table minimum is 10 chips", 510: "the table maximum is 500 chips",
		50: "a bet of 50 needs 10 more chips than the 40 in hand"} {
		if err := tb.SetPass(n); err == nil || err.Error() != want {
			t.Errorf("SetPass(%d): %v, want %q", n, err, want)
		}
	}
}

func TestNewRejects(t *testing.T) {
	g := rolls()
	for name, f := range map[string]func() (*Table, error){
		"min 0":         func() (*Table, error) { return New(Rules{Min: 0, Max: 10}, g) },
		"max below min": func() (*Table, error) { return New(Rules{Min: 10, Max: 5}, g) },
		"negative odds": func() (*Table, error) { return New(Rules{Min: 1, Max: 5, Odds: OddsLimit{-1, 0, 0}}, g) },
		"nil generator": func() (*Table, error) { return New(DefaultRules(), nil) },
	} {
		if tb, err := f(); err == nil || tb != nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// Taking the bet down at the come-out and rolling without a bet: the
// decision counts, with no action.
func TestNoBetRolls(t *testing.T) {
	tb := newTable(t, 100, rolls(7, 6, 6))
	_ = tb.SetPass(20)
	if err := tb.SetPass(0); err != nil || tb.Chips() != 100 {
		t.Fatalf("take down: %v, hand %d", err, tb.Chips())
	}
	r := tb.Roll()
	if r.Event != Natural || r.Net() != 0 || tb.Session().Decisions != 1 || tb.Session().Bets != 0 {
		t.Errorf("no-bet natural: %+v, %+v", r, tb.Session())
	}
	tb.Roll()
	if err := tb.SetOdds(0); err != nil {
		t.Errorf("SetOdds(0) without a pass bet: %v", err)
	}
	r = tb.Roll()
	if r.Event != PointMade || r.Net() != 0 || tb.Chips() != 100 {
		t.Errorf("no-bet point made: %+v, hand %d", r, tb.Chips())
	}
}

func TestOddsLimitNames(t *testing.T) {
	for o, want := range map[OddsLimit]string{FlatOdds(0): "no odds", FlatOdds(2): "2×", ThreeFourFive(): "3-4-5×", {1, 2, 3}: "1-2-3×"} {
		if got := o.String(); got != want {
			t.Errorf("%#v: %q, want %q", o, got, want)
		}
	}
}

// Combined edges against the published figures (Wizard of Odds, "Craps":
// 2× 0.606%, 3-4-5× 0.374%) and the exact 7/1870 of 3-4-5× worked in
// ThreeFourFive's comment.
func TestOddsLimitEdge(t *testing.T) {
	if e := ThreeFourFive().HouseEdge(); e.Cmp(big.NewRat(7, 1870)) != 0 {
		t.Errorf("3-4-5× edge %s, want 7/1870", e.RatString())
	}
	for o, pct := range map[OddsLimit]float64{FlatOdds(0): 1.414, FlatOdds(2): 0.606, ThreeFourFive(): 0.374} {
		f, _ := o.HouseEdge().Float64()
		if math.Abs(100*f-pct) > 0.0005 {
			t.Errorf("%v: edge %.4f%%, published %.3f%%", o, 100*f, pct)
		}
	}
}

// The session's expected result is every roll's bets working on it times
// their edge per roll: the pass line's 7/1671 (7/495 over its 557/165
// rolls), place 6's 1/216 (1/66 over 36/11 rolls), the field's 1/36 (Wizard
// of Odds, "Craps": 0.42%, 0.46% and 2.78% per roll), worked here by hand
// for three throws: a come-out 4 (place 6 off), a 6 and a seven-out.
func TestSessionExpected(t *testing.T) {
	if e := (Session{}).Expected(); e.Sign() != 0 {
		t.Errorf("Expected with no action = %s", e.RatString())
	}
	tb := newTable(t, 1000, rolls(4, 6, 7))
	for p, n := range map[string]int{"pass": 10, "place-6": 12, "field": 10} {
		if err := tb.Set(p, n); err != nil {
			t.Fatal(err)
		}
	}
	var nets []int
	for range 3 {
		nets = append(nets, tb.Roll().Net())
	}
	want := new(big.Rat)
	for _, term := range []*big.Rat{big.NewRat(3*10*7, 1671), big.NewRat(2*12, 216), big.NewRat(2*10, 36)} {
		want.Sub(want, term)
	}
	if e := tb.Session().Expected(); e.Cmp(want) != 0 {
		t.Errorf("Expected = %s, want %s", e.RatString(), want.RatString())
	}
	// The field wins 10 on the 4 and stays up, place 6 wins 14 on the 6 and
	// stays up while the field loses, the 7 takes the pass line and place 6.
	if !slices.Equal(nets, []int{10, 4, -22}) || tb.Session().Net != -8 || tb.OnTable() != 0 || tb.Chips() != 992 {
		t.Errorf("nets %v, session %d, on the table %d, in hand %d; want [10 4 -22], −8, 0, 992", nets, tb.Session().Net, tb.OnTable(), tb.Chips())
	}
}

// Over many decisions at a fixed seed the pass line wins 244/495 of the
// time. With n = 200,000 decisions the standard error of the frequency is
// √(p(1−p)/n) ≈ 0.00112; the tolerance of 4.5 standard errors fails a fair
// table with probability about 7e-6 (normal approximation).
func TestPassLineFrequency(t *testing.T) {
	info, err := rng.Lookup("pcg")
	if err != nil {
		t.Fatal(err)
	}
	g, err := info.New(42)
	if err != nil {
		t.Fatal(err)
	}
	r := DefaultRules()
	r.Max = 10
	table, err := New(r, g)
	if err != nil {
		t.Fatal(err)
	}
	tb := &seat{Table: table, hand: 1_000_000_000, start: 1_000_000_000}
	const n = 200_000
	for tb.Session().Decisions < n {
		if tb.ComeOut() && tb.Pass() == 0 {
			if err := tb.SetPass(10); err != nil {
				t.Fatal(err)
			}
		}
		if !tb.ComeOut() && tb.Odds() == 0 && tb.Pass() > 0 {
			if err := tb.SetOdds(tb.MaxOdds()); err != nil {
				t.Fatal(err)
			}
		}
		res := tb.Roll()
		if res.Roll.D1 < 1 || res.Roll.D1 > 6 || res.Roll.D2 < 1 || res.Roll.D2 > 6 {
			t.Fatalf("die out of range: %+v", res.Roll)
		}
	}
	s := tb.Session()
	p := 244.0 / 495
	freq := float64(s.Wins) / float64(s.Bets)
	se := math.Sqrt(p * (1 - p) / n)
	if math.Abs(freq-p) > 4.5*se {
		t.Errorf("pass line won %.5f of %d decisions, want 244/495 = %.5f ± %.5f", freq, n, p, 4.5*se)
	}
	// Rolls per decision: 557/165 ≈ 3.376 (odds.PassLineRolls). Given the
	// point p the wait after the come-out is geometric with success
	// q = (w(p)+6)/36, mean 1/q and variance (1−q)/q²: 4 and 12 on 4 and
	// 10, 3.6 and 9.36 on 5 and 9, 3.27 and 7.44 on 6 and 8, 0 without a
	// point. The variance of one decision's rolls is E[variance] + variance
	// of the mean ≈ 6.15 + 2.88 ≈ 9.0 < 10, so the standard error of the
	// mean is below √(10/n) ≈ 0.0071: 4.5 of them fail with probability
	// < 7e-6.
	rpd := float64(s.Rolls) / float64(s.Decisions)
	if math.Abs(rpd-557.0/165) > 4.5*math.Sqrt(10.0/n) {
		t.Errorf("%.4f rolls per decision, want 557/165 = %.4f", rpd, 557.0/165)
	}
	checkConserved(t, tb)
}
