package pokertable

import (
	"fmt"
	"math/big"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/games/casino"
	game "riffle/games/holdem"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// table is a Game on a Common at seed 42 with a new session's ledger
// (casino.DefaultBankroll in hand), bots computer players, and the
// generator its hands are dealt from, as the Hold'em screen keeps it.
type table struct {
	*Game
	gen settings.Gen
}

func newTable(t *testing.T, bots int) *table {
	t.Helper()
	c := tuitest.Common(t)
	g, err := New(c, tuitest.L(c), game.Name, bots)
	if err != nil {
		t.Fatal(err)
	}
	gen, err := c.Settings().NewTableGen()
	if err != nil {
		t.Fatal(err)
	}
	return &table{Game: g, gen: gen}
}

// deal begins a hand as the Hold'em screen does: a round begun and drawn
// through the ledger, the deck shuffled by the session's shuffle on the
// table's generator, the computer players seeded from it; your stack
// staked by Deal.
func (tb *table) deal(t *testing.T) {
	t.Helper()
	st, err := tb.Table.Begin(tb.Stack())
	if err != nil {
		t.Fatal(err)
	}
	algo := tb.c.Settings().Algo
	g := tb.gen.Generator
	open, err := tb.ledger.BeginDrawn(game.Name, tb.gen.Source(algo.Name, func(fair rng.Generator) error { g = fair; return nil }))
	if err != nil {
		t.Fatal(err)
	}
	d, bots, err := game.DealFrom(algo, g, len(st.Stacks))
	if err != nil {
		t.Fatal(err)
	}
	tb.Deal(st, d, bots, open)
}

// play makes your moves with move until the hand is over.
func (tb *table) play(t *testing.T, move func(h *game.Hand) game.Kind) {
	t.Helper()
	for i := 0; tb.InPlay(); i++ {
		if i > 40 || !tb.YourMove() {
			t.Fatalf("the hand does not wait on you (move %d, seat %d to act)", i, tb.Hand().ToAct())
		}
		if _, err := tb.Act(move(tb.Hand())); err != nil {
			t.Fatal(err)
		}
	}
}

// Moves: check or call; raise where a raise is open, else call; fold to a
// bet, else check.
func passive(h *game.Hand) game.Kind {
	if h.ToCall(0) > 0 {
		return game.Call
	}
	return game.Check
}

func aggressive(h *game.Hand) game.Kind {
	if h.CanRaise() {
		return game.Raise
	}
	return passive(h)
}

func folding(h *game.Hand) game.Kind {
	if h.ToCall(0) > 0 {
		return game.Fold
	}
	return game.Check
}

// The numbers below are recomputed from the hand's log, not read from
// the hand's own accounts (Seat.Put, Pot, Net).

// put is what seat i put in over the hand, by the log.
func put(h *game.Hand, i int) int {
	n := 0
	for _, a := range h.Log() {
		if a.Seat == i {
			n += a.Chips
		}
	}
	return n
}

// logPot is every chip the log says went in.
func logPot(h *game.Hand) int {
	n := 0
	for _, a := range h.Log() {
		n += a.Chips
	}
	return n
}

// logBet is seat i's bet on the round in play, by the log: its last
// action's To on the street.
func logBet(h *game.Hand, i int) int {
	bet := 0
	for _, a := range h.Log() {
		if a.Street == h.Street() && a.Seat == i {
			bet = a.To
		}
	}
	return bet
}

// logToCall is what you must put in to call, by the log: the round's
// highest bet less yours (your stack is never short here: 500 against
// at most 240 a hand).
func logToCall(h *game.Hand) int {
	top := 0
	for i := range h.Seats {
		top = max(top, logBet(h, i))
	}
	return top - logBet(h, 0)
}

// wonFromPots is what seat i took, each pot's winners sharing it (the
// odd chips aside, which the check allows for).
func wonFromPots(h *game.Hand, i int) int {
	n := 0
	for _, p := range h.Pots() {
		for _, w := range p.Winners {
			if w == i {
				n += p.Chips / len(p.Winners)
			}
		}
	}
	return n
}

// A hand is dealt through the ledger: your stack, your chips in hand up
// to BuyIn, is staked on a round saved open at your move with your two
// cards; the seats' stacks are the table's, and the blinds are in the
// pot.
func TestDealStakesYourStack(t *testing.T) {
	tb := newTable(t, 5)
	l := tb.ledger
	if tb.Dealt() || tb.InPlay() || tb.Staked() != 0 || tb.HandNo() != 0 || tb.Hand().Log() != nil {
		t.Fatal("a hand before the deal")
	}
	before, inHand := l.Wealth(), l.InHand()
	if tb.Stack() != min(inHand, BuyIn) {
		t.Fatalf("stack %d with %d in hand", tb.Stack(), inHand)
	}
	tb.deal(t)
	h := tb.Hand()
	if !tb.InPlay() || !tb.YourMove() || tb.HandNo() != 1 {
		t.Fatalf("after the deal: in play %v, your move %v, hand %d", tb.InPlay(), tb.YourMove(), tb.HandNo())
	}
	stack := tb.Start().Stacks[0]
	if stack != BuyIn || tb.Staked() != stack || l.StakedAt(game.Name) != stack || l.InHand() != inHand-stack || l.Wealth() != before {
		t.Errorf("stack %d, staked %d (ledger %d), in hand %d of %d, wealth %d of %d",
			stack, tb.Staked(), l.StakedAt(game.Name), l.InHand(), inHand, l.Wealth(), before)
	}
	open := l.Open()
	if len(open) != 1 || open[0].Stake != stack || open[0].Round.Table != game.Name {
		t.Fatalf("open rounds %+v", open)
	}
	if got, want := open[0].Round.Dice, []string{h.Seats[0].Hole[0].String(), h.Seats[0].Hole[1].String(), fmt.Sprintf("in %d", h.Seats[0].Put)}; !reflect.DeepEqual(got, want) {
		t.Errorf("open round saved %v, you hold %v", got, want)
	}
	if !reflect.DeepEqual(open[0].Round.Moves, game.Moves(tb.Start(), tb.Table.Moves())) {
		t.Errorf("open round's moves %q", open[0].Round.Moves)
	}
	for i, s := range tb.Start().Stacks[1:] {
		if s != game.BotBuyIn {
			t.Errorf("seat %d sat down with %d", i+1, s)
		}
	}
	if h.Pot() != logPot(h) || logPot(h) < game.DefaultBlinds.Small+game.DefaultBlinds.Big {
		t.Errorf("pot %d, the log puts in %d", h.Pot(), logPot(h))
	}
	if _, err := tb.Act(game.Kind(99)); err == nil {
		t.Error("an unknown move was taken")
	}
	if err := tb.SetBots(2); err == nil {
		t.Error("the players changed with a hand in play")
	}
}

// Hands played to their end, by each way of playing, settle through the
// ledger: what you had (in hand and staked) before a hand is what you
// have after it less its net, the net recomputed from the log and the
// pots; each round is saved with that net, replays, and the session's
// counts are the hands'.
func TestSettledChipsConserved(t *testing.T) {
	tb := newTable(t, 3)
	l := tb.ledger
	var want Session
	moves := []func(*game.Hand) game.Kind{passive, aggressive, folding, passive, aggressive, passive, folding, aggressive, passive, passive}
	for n, move := range moves {
		before := l.InHand() + l.StakedAt(game.Name)
		tb.deal(t)
		tb.play(t, move)
		h := tb.Hand()
		net := wonFromPots(h, 0) - put(h, 0)
		if d := h.Net(0) - net; d < 0 || d >= len(h.Seats) { // an odd chip at most per pot
			t.Fatalf("hand %d: net %d, recomputed %d", n+1, h.Net(0), net)
		}
		net = h.Net(0)
		if after := l.InHand() + l.StakedAt(game.Name); before != after-net {
			t.Errorf("hand %d: before %d, after %d, net %+d", n+1, before, after, net)
		}
		if l.StakedAt(game.Name) != 0 || tb.Staked() != 0 || len(l.Open()) != 0 || l.Err() != nil {
			t.Errorf("hand %d over: staked %d, %d open, books %v", n+1, l.StakedAt(game.Name), len(l.Open()), l.Err())
		}
		total := 0
		for _, p := range h.Pots() {
			total += p.Chips
		}
		if total != logPot(h) {
			t.Errorf("hand %d: pots of %d, the log put in %d", n+1, total, logPot(h))
		}
		last, _ := l.Last()
		if last.Net != net || last.Table != game.Name {
			t.Errorf("hand %d: round saved with net %d at %s, want %d", n+1, last.Net, last.Table, net)
		}
		if res, err := round.Replay(game.Rounds{}, last); err != nil || res.Net != net {
			t.Errorf("hand %d: replay %+v, %v", n+1, res, err)
		}
		want.Hands++
		want.Net += net
		switch {
		case h.Seats[0].Folded:
			want.Folded++
		case net > 0:
			want.Won++
		}
		if h.Showdown() && !h.Seats[0].Folded {
			want.Showdowns++
		}
	}
	if tb.Session() != want {
		t.Errorf("session %+v, the hands say %+v", tb.Session(), want)
	}
	if l.Wealth() != casino.DefaultBankroll+want.Net {
		t.Errorf("wealth %d after a net of %+d", l.Wealth(), want.Net)
	}
	if want.Folded == 0 || want.Won == 0 || want.Showdowns == 0 {
		t.Errorf("the hands did not fold, win and show down: %+v", want)
	}
}

// Quitting with a hand on plays it out — you check, or fold to a bet —
// and settles it; it says so with the round's outcome and net.
func TestSettleOnQuit(t *testing.T) {
	tb := newTable(t, 5)
	if tb.SettleOnQuit("Hold'em") != "" || tb.InPlayLine("Hold'em") != "" {
		t.Fatal("a hand to play out before the deal")
	}
	l := tb.ledger
	before := l.Wealth()
	tb.deal(t)
	if _, err := tb.Act(game.Call); err != nil { // a move of yours before quitting
		t.Fatal(err)
	}
	if !tb.InPlay() {
		t.Skip("the hand ended on your first move") // not at seed 42
	}
	if got := tb.InPlayLine("Hold'em"); got != "A Hold'em hand is on" {
		t.Errorf("InPlayLine %q", got)
	}
	mine := len(tb.Table.Moves())
	said := tb.SettleOnQuit("Hold'em")
	h := tb.Hand()
	if tb.InPlay() || len(l.Open()) != 0 || len(l.Rounds()) != 1 || l.StakedAt(game.Name) != 0 {
		t.Fatalf("after quitting: in play %v, %d open, %d rounds", tb.InPlay(), len(l.Open()), len(l.Rounds()))
	}
	for _, k := range tb.Table.Moves()[mine:] {
		if k.Kind != game.Check && k.Kind != game.Fold {
			t.Errorf("played out with a %s", k)
		}
	}
	net := h.Net(0)
	if got := wonFromPots(h, 0) - put(h, 0); net-got < 0 || net-got >= len(h.Seats) {
		t.Errorf("net %d, recomputed %d", net, got)
	}
	if l.Wealth() != before+net {
		t.Errorf("wealth %d, before %d, net %+d", l.Wealth(), before, net)
	}
	last, _ := l.Last()
	want := fmt.Sprintf("the Hold'em hand in play was played out as you left (checked or folded): %s (%s)", last.Outcome, text.Signed(net))
	if said != want || last.Net != net {
		t.Errorf("said %q\nwant %q", said, want)
	}
	if tb.SettleOnQuit("Hold'em") != "" {
		t.Error("played out twice")
	}
}

// A hand saved open is taken up by another table on the same books: dealt
// again to the same point of the same hand (its log as it stood), the
// lineup's names back, the saved stake staked again; it then plays on as
// the first would have. A hand in play, or a stake that does not match
// the hand's start, is refused.
func TestResume(t *testing.T) {
	tb := newTable(t, 4)
	tb.deal(t)
	if _, err := tb.Act(game.Call); err != nil || !tb.InPlay() {
		t.Fatalf("call: %v, in play %v", err, tb.InPlay())
	}
	open := tb.ledger.Open()[0]
	log := append([]game.Action(nil), tb.Hand().Log()...)

	c2 := tuitest.Common(t)
	tuitest.Ledger(t, c2, casino.Session{Started: true, Bankroll: open.Round.Bankroll, Open: []casino.Entry{open}}, nil, nil)
	g2, err := New(c2, tuitest.L(c2), game.Name, 1) // another lineup: the hand brings its own
	if err != nil {
		t.Fatal(err)
	}
	wrong := open
	wrong.Stake--
	if _, err := g2.Resume(wrong, "Hold'em"); err == nil || !strings.Contains(err.Error(), "saved 499 chips") {
		t.Errorf("a wrong stake: %v", err)
	}
	oh, err := g2.Resume(open, "Hold'em")
	if err != nil {
		t.Fatal(err)
	}
	if !g2.YourMove() || !reflect.DeepEqual(g2.Hand().Log(), log) || oh.Start.Stacks[0] != open.Stake {
		t.Fatalf("taken up: your move %v, log\n%v\nwant\n%v", g2.YourMove(), g2.Hand().Log(), log)
	}
	for i, p := range g2.Table.Players {
		if p != tb.Table.Players[i] {
			t.Errorf("seat %d: %+v, was %+v", i, p, tb.Table.Players[i])
		}
	}
	l2 := tuitest.L(c2)
	if l2.StakedAt(game.Name) != open.Stake || l2.InHand() != open.Round.Bankroll-open.Stake || g2.Staked() != open.Stake {
		t.Errorf("staked %d, in hand %d; saved %d of %d", l2.StakedAt(game.Name), l2.InHand(), open.Stake, open.Round.Bankroll)
	}
	if _, err := g2.Resume(open, "Hold'em"); err == nil || err.Error() != "a Hold'em hand is already in play" {
		t.Errorf("a second resume: %v", err)
	}
	// Both play on alike to the end, and settle alike.
	for tb.InPlay() {
		k := passive(tb.Hand())
		if _, err := tb.Act(k); err != nil {
			t.Fatal(err)
		}
		if _, err := g2.Act(k); err != nil {
			t.Fatal(err)
		}
	}
	if g2.InPlay() || !reflect.DeepEqual(g2.Hand().Log(), tb.Hand().Log()) {
		t.Fatal("the hand taken up played on otherwise")
	}
	r1, _ := tb.ledger.Last()
	r2, _ := l2.Last()
	if r1.Net != r2.Net || r1.Outcome != r2.Outcome || r1.Digest != r2.Digest {
		t.Errorf("settled %+v, taken up %+v", r1, r2)
	}
	if l2.Wealth() != open.Round.Bankroll+r2.Net {
		t.Errorf("wealth %d after %+d on %d", l2.Wealth(), r2.Net, open.Round.Bankroll)
	}
	if _, err := round.Replay(game.Rounds{}, r2); err != nil {
		t.Errorf("the hand taken up does not replay: %v", err)
	}
}

// riverEquity is the exact equity of hole with board (five cards)
// against one opponent's two unknown cards, by brute force over every
// pair left, valued by the baseline evaluator, a split counting half.
func riverEquity(hole [2]cards.Card, board []cards.Card) *big.Rat {
	used := cards.SetOf(board...).With(hole[0]).With(hole[1])
	var left []cards.Card
	for c := range cards.Card(cards.NumCards) {
		if !used.Has(c) {
			left = append(left, c)
		}
	}
	me := cards.BaselineEval(used)
	halves, deals := int64(0), int64(0)
	for i := range left {
		for j := i + 1; j < len(left); j++ {
			opp := cards.BaselineEval(cards.SetOf(board...).With(left[i]).With(left[j]))
			switch {
			case me > opp:
				halves += 2
			case me == opp:
				halves++
			}
			deals++
		}
	}
	return big.NewRat(halves, 2*deals)
}

// The equity Cmd answers for the point it was asked at: the line says it
// is being worked out until the answer is taken, a stale answer is
// dropped, the same point is not asked twice; heads-up on the river the
// answer is exact and matches a brute-force count, and the pot odds
// beside it are the log's.
func TestEquity(t *testing.T) {
	tb := newTable(t, 1)
	for n := 0; ; n++ {
		if n > 60 {
			t.Fatal("no river at your move in 60 hands")
		}
		tuitest.SetHand(t, tb.c, casino.DefaultBankroll)
		tb.deal(t)
		for tb.InPlay() && len(tb.Hand().Board()) < 5 {
			if _, err := tb.Act(passive(tb.Hand())); err != nil {
				t.Fatal(err)
			}
		}
		if tb.YourMove() {
			break
		}
	}
	h := tb.Hand()
	if !strings.HasPrefix(tb.EquityLine(), "Your equity: working it out…") {
		t.Errorf("before the answer: %q", tb.EquityLine())
	}
	tb.eqFor = "" // ask again at this point
	cmd := tb.AskEquity()
	if cmd == nil || tb.AskEquity() != nil {
		t.Fatal("the equity asked for not once")
	}
	msg, ok := cmd().(EquityMsg)
	if !ok || msg.err != nil {
		t.Fatalf("the Cmd answered %#v", msg)
	}
	stale := msg
	stale.key = "0/0"
	tb.TakeEquity(stale)
	if tb.equity != nil {
		t.Fatal("a stale answer was taken")
	}
	tb.TakeEquity(msg)
	want := riverEquity(h.Seats[0].Hole, h.Board())
	if msg.est.Exact == nil || msg.est.Exact.Cmp(want) != 0 || msg.est.Samples != 990 {
		t.Fatalf("equity %v over %d deals, brute force %v over 990", msg.est.Exact, msg.est.Samples, want)
	}
	f, _ := want.Float64()
	line := tb.EquityLine()
	eq := fmt.Sprintf("Your equity %.1f%% against 1 random hand, exact (990 deals)", 100*f)
	inRange := regexp.MustCompile(` · (\d+)% against the range their actions imply`).FindStringSubmatch(line)
	if inRange == nil {
		t.Fatalf("equity line %q says nothing of their range", line)
	}
	eq += inRange[0]
	if c := logToCall(h); c == 0 {
		eq += " · nothing to call"
	} else {
		p := logPot(h)
		eq += fmt.Sprintf(" · pot\u00a0odds\u00a0%d/%d\u00a0=\u00a0%.1f%%", c, p+c, 100*float64(c)/float64(p+c))
	}
	if line != eq {
		t.Errorf("equity line %q\nwant        %q", line, eq)
	}
	if hl := tb.Headline(); hl.Label != "Your equity" || hl.Value != fmt.Sprintf("%.1f%%", 100*f) || hl.Note != line {
		t.Errorf("headline %+v", hl)
	}
	// Settle works it out in place, and agrees.
	g2 := *tb.Game
	g2.equity, g2.eqKey, g2.eqFor = nil, "", ""
	g2.Settle()
	if g2.equity == nil || g2.equity.Exact.Cmp(want) != 0 {
		t.Errorf("Settle: %+v", g2.equity)
	}
	tb.play(t, folding)
	if tb.AskEquity() != nil || tb.EquityLine() != "" {
		t.Error("equity asked between hands")
	}
	if hl := tb.Headline(); hl.Label != "Your net" || hl.Value != text.Signed(tb.Session().Net) {
		t.Errorf("headline between hands %+v", hl)
	}
}

// fixedTable deals one hand of deal at a new heads-up table, you with 100
// chips, and plays it passively to its end.
func fixedTable(t *testing.T, deal poker.Holdem) *game.Table {
	t.Helper()
	tab, err := game.NewTable(1)
	if err != nil {
		t.Fatal(err)
	}
	tab.Players[1].Style = game.CallingStation // it plays any two cards to the river
	st, err := tab.Begin(100)
	if err != nil {
		t.Fatal(err)
	}
	tab.Deal(st, deal, rng.NewPCG(7))
	for tab.InPlay() {
		if err := tab.Act(passive(tab.Hand())); err != nil {
			t.Fatal(err)
		}
	}
	return tab
}

// ResultLine says what the hand did for you in words: won, lost or broke
// even, and how — you folded, the others folded, or the hand you showed.
func TestResultLine(t *testing.T) {
	tb := newTable(t, 3)
	seen := map[string]bool{}
	moves := []func(*game.Hand) game.Kind{folding, aggressive, passive, aggressive}
	for n := 0; n < 200 && len(seen) < 4; n++ {
		tuitest.SetHand(t, tb.c, casino.DefaultBankroll)
		tb.deal(t)
		tb.play(t, moves[n%len(moves)])
		h, line := tb.Hand(), tb.ResultLine()
		net := h.Net(0)
		var how string
		switch {
		case h.Seats[0].Folded:
			how, seen["folded"] = "you folded", true
		case h.Showdown():
			how, seen["showed"] = "you showed "+text.LowerFirst(cards.DescribeWhole(h.Value(0))), true
		default:
			how, seen["others"] = "the others folded", true
		}
		var want string
		switch {
		case net > 0:
			want, seen["won"] = fmt.Sprintf("You won %d chips: %s.", net, how), true
		case net < 0:
			want = fmt.Sprintf("You lost %d chips: %s.", -net, how)
		default:
			want = "You broke even: " + how + "."
		}
		if net == 1 || net == -1 {
			want = strings.Replace(want, "chips", "chip", 1)
		}
		// At a showdown the line goes on with the best other hand, whole,
		// and why the better of the two won (engine/cards.WhyBeats, whose
		// test works the reasons by hand).
		if h.Showdown() && !h.Seats[0].Folded {
			best := -1
			for i := 1; i < len(h.Seats); i++ {
				if !h.Seats[i].Folded && (best < 0 || h.Value(i) > h.Value(best)) {
					best = i
				}
			}
			you, them := h.Value(0), h.Value(best)
			if why := cards.WhyBeats(max(you, them), min(you, them)); you != them &&
				!strings.Contains(line, text.LowerFirst(cards.DescribeWhole(them))+" ") || !strings.Contains(line, "("+why+")") && you != them {
				t.Errorf("hand %d: %q lacks the best other hand and why (%s)", n+1, line, why)
			}
			want = strings.TrimSuffix(want, ".")
			line = line[:min(len(line), len(want))]
		}
		if line != want {
			t.Errorf("hand %d: %q, want %q", n+1, line, want)
		}
	}
	if len(seen) < 4 {
		t.Errorf("the hands did not fold, win, show down and see the others fold: %v", seen)
	}
	// A royal flush on the board: both play it, the pot is split.
	c := cards.MustParseCards
	split := poker.Holdem{
		Hole: [][2]cards.Card{{c("2c")[0], c("3d")[0]}, {c("4c")[0], c("5d")[0]}},
		Burn: [3]cards.Card(c("6c 7d 8c")),
		Flop: [3]cards.Card(c("As Ks Qs")),
		Turn: c("Js")[0], River: c("Ts")[0],
	}
	tb.Table = fixedTable(t, split)
	if got, want := tb.ResultLine(), "You broke even: you showed "+text.LowerFirst(cards.Describe(tb.Hand().Value(0)))+"."; got != want || tb.Hand().Value(0).Class() != cards.RoyalFlush {
		t.Errorf("a split pot: %q", got)
	}
}

// seatRow is the row SeatLines draws for the seat named name: its marks
// (whose move, the button) and what follows the name, from the chips on.
func seatRow(t *testing.T, lines []string, name string) (marks, rest string) {
	t.Helper()
	for _, l := range lines[1:] {
		l = tuitest.Plain(l)
		if i := strings.Index(l, " "+name+" "); i > 0 {
			return l[:i], strings.TrimLeft(l[i+1+len(name):], " ")
		}
	}
	t.Fatalf("no row for %s in\n%s", name, tuitest.Plain(strings.Join(lines, "\n")))
	return "", ""
}

// columns checks that rest (seatRow's) begins with the chips and the bet.
func columns(t *testing.T, seat int, rest string, chips, bet int) {
	t.Helper()
	want := text.Int(int64(chips))
	if bet > 0 {
		want += " " + strings.Repeat(" ", 5-len(fmt.Sprint(bet))) + fmt.Sprint(bet)
	}
	if rest != want && !strings.HasPrefix(rest, want+"  ") {
		t.Errorf("seat %d: %q, want the chips and bet %q", seat, rest, want)
	}
}

// The lines the table draws: a seat a line with the chips behind and the
// bet of the round as the log has them, your cards face up and the
// others' face down, the board and the pot, your best hand, the keys
// named with their price; after the hand, the pots and the session.
// Every line fits its width uncut, the reasons shown or not.
func TestLines(t *testing.T) {
	tb := newTable(t, 5)
	if got := tb.BoardLine(); got != "Board  no hand yet" {
		t.Errorf("board before a deal: %q", got)
	}
	if got := tb.YouLine(); got != "You    1,000 chips in hand; your stack a hand is up to 500" {
		t.Errorf("you before a deal: %q", got)
	}
	if got := tb.SessionLine(); got != "Session: no hand played yet" {
		t.Errorf("session before a deal: %q", got)
	}
	for i, p := range tb.Table.Players {
		_, rest := seatRow(t, tb.SeatLines(78, nil), PlayerName(p))
		columns(t, i, rest, map[bool]int{true: BuyIn, false: game.BotBuyIn}[i == 0], 0)
	}
	call, raise, fold := key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "call")), key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "raise")), key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "fold"))
	tb.deal(t)
	if _, err := tb.Act(aggressive(tb.Hand())); err != nil {
		t.Fatal(err)
	}
	for tb.InPlay() && len(tb.Hand().Board()) < 3 {
		if _, err := tb.Act(passive(tb.Hand())); err != nil {
			t.Fatal(err)
		}
	}
	if !tb.YourMove() {
		t.Fatal("no flop at your move") // not at seed 42
	}
	tb.Settle()
	h := tb.Hand()
	for _, w := range []int{78, 60, 136} {
		for _, why := range []bool{false, true} {
			tb.ShowWhy = why
			lines := tb.SeatLines(w, nil)
			if len(lines) != len(h.Seats)+1 {
				t.Fatalf("%d lines for %d seats", len(lines), len(h.Seats))
			}
			for i, p := range tb.Table.Players {
				marks, rest := seatRow(t, lines, PlayerName(p))
				columns(t, i, rest, tb.Start().Stacks[i]-put(h, i), logBet(h, i))
				wantMarks := map[bool]string{true: "▸", false: " "}[i == 0] + " " + map[bool]string{true: "D", false: " "}[h.Button == i]
				if marks != wantMarks {
					t.Errorf("seat %d's marks %q, want %q (button at %d)", i, marks, wantMarks, h.Button)
				}
				switch {
				case i == 0 && !strings.Contains(rest, tb.CardsText(h.Seats[0].Hole[:]...)):
					t.Errorf("your cards not shown: %q", rest)
				case i != 0 && !h.Seats[i].Folded && strings.Contains(rest, h.Seats[i].Hole[0].Symbol()):
					t.Errorf("seat %d's cards shown: %q", i, rest)
				}
			}
			for _, l := range lines {
				if lw := lipgloss.Width(l); lw > w || strings.Contains(l, "…") {
					t.Errorf("w %d, why %v: %d wide or cut: %q", w, why, lw, tuitest.Plain(l))
				}
			}
		}
	}
	if got, want := tuitest.Plain(tb.BoardLine()), fmt.Sprintf("   Pot %d", logPot(h)); !strings.HasSuffix(got, want) || !strings.Contains(got, tb.CardsText(h.Board()...)) {
		t.Errorf("board %q, want the flop and %q", got, want)
	}
	if got, want := tuitest.Plain(tb.YouLine()), "   "+cards.Describe(cards.BaselineEval(cards.SetOf(h.Board()...).With(h.Seats[0].Hole[0]).With(h.Seats[0].Hole[1]))); !strings.HasSuffix(got, want) {
		t.Errorf("you %q, want %q", got, want)
	}
	tb.MoveKeys(&call, &raise, &fold, 0)
	wantCall := "check"
	if c := logToCall(h); c > 0 {
		wantCall = fmt.Sprintf("call %d", c)
	}
	if call.Help().Desc != wantCall || !call.Enabled() || fold.Enabled() != (logToCall(h) > 0) {
		t.Errorf("call %q (enabled %v), want %q; fold enabled %v", call.Help().Desc, call.Enabled(), wantCall, fold.Enabled())
	}
	if raise.Enabled() {
		top := 0
		for i := range h.Seats {
			top = max(top, logBet(h, i))
		}
		want := fmt.Sprintf("raise to %d", top+h.Blinds.Big) // the small bet on the flop
		if top == 0 {
			want = fmt.Sprintf("bet %d", h.Blinds.Big)
		}
		if raise.Help().Desc != want {
			t.Errorf("raise %q, want %q", raise.Help().Desc, want)
		}
	}
	if tb.PotsLine() != "" {
		t.Errorf("pots with the hand on: %q", tb.PotsLine())
	}
	tb.play(t, passive)
	h = tb.Hand()
	tb.MoveKeys(&call, &raise, &fold, 0)
	if call.Enabled() || raise.Enabled() || fold.Enabled() {
		t.Error("moves open between hands")
	}
	pots, total := tb.PotsLine(), 0
	for _, p := range h.Pots() {
		total += p.Chips
	}
	if !strings.HasPrefix(pots, fmt.Sprintf("Main pot %d: ", h.Pots()[0].Chips)) || total != logPot(h) {
		t.Errorf("pots %q; pots hold %d, the log %d", pots, total, logPot(h))
	}
	last, _ := tb.ledger.Last()
	want := fmt.Sprintf("Session: 1 hand · net %s · won %d · folded 0 · showdowns %d", text.Signed(last.Net), map[bool]int{true: 1}[last.Net > 0], map[bool]int{true: 1}[h.Showdown()])
	if got := tb.SessionLine(); got != want {
		t.Errorf("session %q, want %q", got, want)
	}
	if h.Showdown() {
		lines := tuitest.Plain(strings.Join(tb.SeatLines(78, nil), "\n"))
		for i := range h.Seats {
			if w := h.Won(i); w > 0 && !strings.Contains(lines, fmt.Sprintf("wins %d: %s", w, cards.Describe(h.Value(i)))) {
				t.Errorf("seat %d's win of %d not shown:\n%s", i, w, lines)
			}
		}
	}
}

// A short stack's raise is all in, named so.
func TestRaiseWordAllIn(t *testing.T) {
	d, _, err := game.DealFrom(tuitest.Common(t).Settings().Algo, rng.NewPCG(1), 2)
	if err != nil {
		t.Fatal(err)
	}
	h := game.NewHand(d, []int{25, 200}, 1, game.DefaultBlinds) // you in the big blind, 15 behind
	if err := h.Act(game.Raise); err != nil {                   // the button raises to 20
		t.Fatal(err)
	}
	if got := RaiseWord(h, 0); got != "all in for 25" {
		t.Errorf("RaiseWord %q", got)
	}
}

// Your raise's sizes in no limit and pot limit at 5/10, worked by hand:
// heads-up, you on the button in the small blind, 5 in with 5 to call,
// the pot 15. Half the pot after your call (20) is 10 more than the big
// blind's 10: to 20, the least raise too; three quarters, 10 + 15 = 25;
// the pot, 10 + 20 = 30 (pot limit's most); all in, your whole stack —
// in pot limit the most, 30.
func TestSizes(t *testing.T) {
	for _, l := range []game.Limit{game.NoLimit, game.PotLimit} {
		tb := newTable(t, 1)
		if err := tb.SetLimit(l); err != nil {
			t.Fatal(err)
		}
		tb.deal(t) // the first hand puts you in the big blind; the second on the button
		tb.play(t, passive)
		tb.Still()
		tb.deal(t)
		h := tb.Hand()
		if tb.Limit() != l || h.Blinds.Limit != l || h.ToAct() != 0 || h.ToCall(0) != 5 {
			t.Fatalf("%s: the hand's game %s, seat %d to act, %d to call", l, h.Blinds.Limit, h.ToAct(), h.ToCall(0))
		}
		all := h.Seats[0].Stack + h.Seats[0].Bet
		if l == game.PotLimit {
			all = 30
		}
		for share, want := range map[float64]int{0: 20, 0.5: 20, 0.75: 25, 1: 30, AllIn: all} {
			if got, ok := tb.SizeOf(share); !ok || got != want {
				t.Errorf("%s: %v of the pot raises to %d (%v), want %d", l, share, got, ok, want)
			}
		}
		if err := tb.SetLimit(game.FixedLimit); err == nil {
			t.Errorf("%s: the game changed with a hand in play", l)
		}
		if _, err := tb.Play(game.Move{Kind: game.Raise, To: 25}); err != nil {
			t.Fatal(err)
		}
		if a := h.Log()[2]; a.Seat != 0 || a.Kind != game.Raise || a.To != 25 {
			t.Errorf("%s: your raise to 25 made %+v", l, a)
		}
	}
}

// The table's lines at 78 columns (the Hold'em screen's width at 80×24)
// mid-hand with the reasons shown, and at the end of the hand.
func TestGoldenLines(t *testing.T) {
	tb := newTable(t, 5)
	tb.deal(t)
	tb.Settle()
	tb.ShowWhy = true
	draw := func() string {
		lines := append(tb.SeatLines(78, nil), "", tb.BoardLine(), tb.YouLine())
		for _, l := range []string{tb.EquityLine(), tb.PotsLine(), tb.SessionLine()} {
			lines = append(lines, draw.WrapStyled(tb.c.Styles().Text, l, 78)...) // as the screens draw them
		}
		v := strings.Join(lines, "\n")
		tuitest.CheckWidth(t, "lines", v, 78)
		if strings.Contains(strings.ReplaceAll(tuitest.Plain(v), "working it out…", ""), "…") {
			t.Errorf("a word cut:\n%s", tuitest.Plain(v))
		}
		return v
	}
	tuitest.Golden(t, "lines-dealt-78", draw())
	tb.play(t, passive)
	tuitest.Golden(t, "lines-over-78", draw())
}

// The oval table: every seat's box whole (its four lines of one width),
// the board's five places and the pot in the felt, you at the bottom with
// your cards face up, every line within the width; where it does not fit
// (78 cells) the seat list stands in.
func TestOvalLines(t *testing.T) {
	for _, bots := range []int{1, 3, 5, 8} {
		g := dealt(t, bots)
		lines, ok := g.OvalLines(138, 32, nil)
		if !ok {
			t.Fatalf("%d computer players: no oval at 138×32", bots)
		}
		v := tuitest.Plain(strings.Join(lines, "\n"))
		tuitest.CheckWidth(t, fmt.Sprintf("%d bots", bots), v, 138)
		if n := strings.Count(v, "╭─"); n < bots+1+1 { // a box a seat, and the rim
			t.Errorf("%d bots: %d boxes:\n%s", bots, n, v)
		}
		for _, p := range g.Table.Players {
			if !strings.Contains(v, PlayerName(p)[:min(len(PlayerName(p)), 12)]) {
				t.Errorf("%d bots: %s has no seat:\n%s", bots, PlayerName(p), v)
			}
		}
		h := g.Table.Hand()
		if !strings.Contains(v, fmt.Sprintf("Pot %d", h.Pot())) || !strings.Contains(v, h.Seats[0].Hole[0].Rank().String()) {
			t.Errorf("%d bots: no pot or your cards:\n%s", bots, v)
		}
		for _, l := range strings.Split(v, "\n") { // every box's top border as wide as the box
			for _, m := range boxTop.FindAllString(l, -1) {
				if w := lipgloss.Width(m); w != seatW {
					t.Errorf("%d bots: a box line %d wide: %q", bots, w, m)
				}
			}
		}
	}
	if _, ok := dealt(t, 5).OvalLines(78, 22, nil); ok {
		t.Error("an oval at 78 cells")
	}
}

// boxTop is a seat box's top border, its name first (the rim's has none).
var boxTop = regexp.MustCompile(`╭─[^─╮╯][^╮]*╮`)

// dealt is a table of bots computer players with a hand dealt.
func dealt(t *testing.T, bots int) *table {
	t.Helper()
	tb := newTable(t, bots)
	tb.deal(t)
	return tb
}

// At a showdown each seat's box on the oval names the hand it showed
// (whole, or its class where the box is too narrow for the whole).
func TestOvalShowdownNamesHands(t *testing.T) {
	tb := newTable(t, 1)
	for hands := 0; hands < 30; hands++ {
		tb.deal(t)
		tb.play(t, passive)
		h := tb.Hand()
		if !h.Showdown() {
			continue
		}
		lines, ok := tb.OvalLines(138, 32, nil)
		if !ok {
			t.Fatal("no oval")
		}
		v := tuitest.Plain(strings.Join(lines, "\n"))
		for i := range h.Seats {
			if h.Seats[i].Folded {
				continue
			}
			if name := h.Value(i).Class().String(); !strings.Contains(v, name) {
				t.Errorf("seat %d's %s not named:\n%s", i, name, v)
			}
		}
		return
	}
	t.Fatal("no showdown in 30 hands played passively") // seed 42 reaches one in its first hands
}
