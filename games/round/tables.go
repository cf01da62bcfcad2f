package round

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/craps"
	"riffle/games/lottery"
	"riffle/games/poker"
	"riffle/games/solitaire"
	"riffle/games/yahtzee"
)

// replayChips is the chips a replayed table starts with. Bets are refused
// only for want of chips or beyond the table's limits, so a bet that was
// taken with the player's bankroll is taken with more; the net is the same.
const replayChips = 1 << 40

// CrapsMoves are the moves that open a craps round on odds limit o.
func CrapsMoves(o craps.OddsLimit) []string { return []string{"limit " + o.String()} }

// CrapsRoll is the move for one throw with the bets on the table.
func CrapsRoll(pass, odds int) string { return fmt.Sprintf("roll %d %d", pass, odds) }

// CrapsResult describes a craps round's throws, the last one deciding it.
func CrapsResult(rolls []craps.Result) Result {
	var out, dice []string
	net := 0
	for _, r := range rolls {
		out = append(out, fmt.Sprintf("%d+%d", r.Roll.D1, r.Roll.D2))
		dice = append(dice, fmt.Sprintf("%d %d", r.Roll.D1, r.Roll.D2))
		net += r.Net()
	}
	line := strings.Join(out, " ")
	if n := len(rolls); n > 0 {
		line += ": " + rolls[n-1].Event.String()
	}
	return Result{Outcome: line, Digest: Digest(dice...), Net: net}
}

func playCraps(r Record, g rng.Generator) (Result, error) {
	_, rolls, err := crapsThrows(r, g, replayChips)
	if err != nil {
		return Result{}, err
	}
	if last := rolls[len(rolls)-1]; !last.Event.Decided() {
		return Result{}, fmt.Errorf("%w: throw %d (%d+%d) does not decide the round, but the round has %d throws", ErrMismatch,
			len(rolls), last.Roll.D1, last.Roll.D2, len(rolls))
	}
	return CrapsResult(rolls), nil
}

// crapsThrows plays a craps round's moves on a table holding chips and
// rolling with g, and returns the table and its throws. No throw but the
// last may decide the round.
func crapsThrows(r Record, g rng.Generator, chips int) (*craps.Table, []craps.Result, error) {
	if len(r.Moves) < 2 {
		return nil, nil, fmt.Errorf("a craps round has a limit and at least one roll, got %d moves", len(r.Moves))
	}
	limit, ok := strings.CutPrefix(r.Moves[0], "limit ")
	i := -1
	for j, o := range craps.OddsLimits() {
		if o.String() == limit {
			i = j
		}
	}
	if !ok || i < 0 {
		return nil, nil, fmt.Errorf("move %q: want \"limit\" and an odds limit the table offers", r.Moves[0])
	}
	t, err := craps.New(craps.DefaultRules(), g)
	if err != nil {
		return nil, nil, err
	}
	if err := t.SetOddsLimit(craps.OddsLimits()[i]); err != nil {
		return nil, nil, err
	}
	var rolls []craps.Result
	for k, m := range r.Moves[1:] {
		if err := crapsBets(t, m, chips); err != nil {
			return nil, nil, err
		}
		res := t.Roll()
		rolls = append(rolls, res)
		if res.Event.Decided() && k < len(r.Moves)-2 {
			return nil, nil, fmt.Errorf("%w: throw %d (%d+%d) decides the round, but the round has %d throws", ErrMismatch,
				k+1, res.Roll.D1, res.Roll.D2, len(r.Moves)-1)
		}
	}
	return t, rolls, nil
}

// crapsBets puts the bets of a "roll PASS ODDS" move on the table, the
// player holding chips beside them.
func crapsBets(t *craps.Table, m string, chips int) error {
	a, err := moveArgs(m, "roll", 2)
	if err != nil {
		return err
	}
	pass, err1 := strconv.Atoi(a[0])
	odds, err2 := strconv.Atoi(a[1])
	if err1 != nil || err2 != nil {
		return fmt.Errorf("move %q: the bets are whole numbers", m)
	}
	if t.ComeOut() && pass != t.Pass() {
		if err := t.SetPass(pass, chips); err != nil {
			return fmt.Errorf("move %q: %v", m, err)
		}
	}
	if !t.ComeOut() && pass != t.Pass() {
		return fmt.Errorf("move %q: %v", m, craps.ErrPointOn)
	}
	if odds != t.Odds() {
		if err := t.SetOdds(odds, chips); err != nil {
			return fmt.Errorf("move %q: %v", m, err)
		}
	}
	return nil
}

// YahtzeeMoves are the moves that open a game of n dice with d sides.
func YahtzeeMoves(n, d int) []string { return []string{fmt.Sprintf("dice %d %d", n, d)} }

// YahtzeeRoll is the move for a throw: "roll" for the first, "roll KEPT"
// after it.
func YahtzeeRoll(g *yahtzee.Game) string {
	if !g.Rolled() {
		return "roll"
	}
	b := make([]byte, g.Dice())
	for i := range b {
		b[i] = '0'
		if g.Kept(i) {
			b[i] = '1'
		}
	}
	return "roll " + string(b)
}

// YahtzeeFaces is what a throw left on the table, for the digest.
func YahtzeeFaces(g *yahtzee.Game) string { return ints(g.Faces()) }

// YahtzeeResult describes a game from the faces after each throw; done
// says whether all the dice matched at the end.
func YahtzeeResult(g *yahtzee.Game, faces []string) Result {
	line := fmt.Sprintf("%d dice of %d sides: ", g.Dice(), g.Sides())
	if face, _ := g.Largest(); g.Done() {
		line += fmt.Sprintf("all show %d after %s", face, count(g.Rolls(), "roll"))
	} else {
		line += fmt.Sprintf("left unfinished after %s", count(g.Rolls(), "roll"))
	}
	return Result{Outcome: line, Digest: Digest(faces...)}
}

func playYahtzee(r Record, gen rng.Generator) (Result, error) {
	if len(r.Moves) < 2 {
		return Result{}, fmt.Errorf("a Yahtzee round has dice and at least one roll, got %d moves", len(r.Moves))
	}
	a, err := moveArgs(r.Moves[0], "dice", 2)
	if err != nil {
		return Result{}, err
	}
	n, err1 := strconv.Atoi(a[0])
	d, err2 := strconv.Atoi(a[1])
	if err1 != nil || err2 != nil {
		return Result{}, fmt.Errorf("move %q: dice and sides are whole numbers", r.Moves[0])
	}
	g, err := yahtzee.New(n, d)
	if err != nil {
		return Result{}, err
	}
	var faces []string
	for k, m := range r.Moves[1:] {
		f := strings.Fields(m)
		switch {
		case len(f) == 1 && f[0] == "roll" && k == 0:
		case len(f) == 2 && f[0] == "roll" && k > 0 && len(f[1]) == n && strings.Trim(f[1], "01") == "":
			for i, c := range []byte(f[1]) {
				if err := g.SetKept(i, c == '1'); err != nil {
					return Result{}, fmt.Errorf("move %q: %v", m, err)
				}
			}
		default:
			return Result{}, fmt.Errorf("move %q: want \"roll\" first, then \"roll\" and %d 0s and 1s", m, n)
		}
		if _, err := g.Roll(gen); err != nil {
			return Result{}, fmt.Errorf("move %q: %v", m, err)
		}
		faces = append(faces, YahtzeeFaces(g))
	}
	return YahtzeeResult(g, faces), nil
}

// LotteryMoves are the moves of a draw: the game, then each ticket.
func LotteryMoves(game string, tickets []lottery.Ticket) []string {
	out := []string{"game " + game}
	for _, tk := range tickets {
		out = append(out, "ticket "+tk.String())
	}
	return out
}

// LotteryResult describes a draw and what the slip won.
func LotteryResult(res lottery.Result) Result {
	line := res.Game.Name + ": " + ints(res.Draw.Balls)
	if res.Game.HasBonus() {
		line += fmt.Sprintf(" + %d", res.Draw.Bonus)
	}
	line += fmt.Sprintf("; %s cost %d, won %d", count(len(res.Tickets), "ticket"), res.Cost, res.Won)
	return Result{Outcome: line, Digest: Digest(ints(res.Draw.Order), strconv.Itoa(res.Draw.Bonus)), Net: res.Net()}
}

func playLottery(r Record, g rng.Generator) (Result, error) {
	if len(r.Moves) < 2 {
		return Result{}, fmt.Errorf("a draw has a game and at least one ticket, got %d moves", len(r.Moves))
	}
	name, ok := strings.CutPrefix(r.Moves[0], "game ")
	if !ok {
		return Result{}, fmt.Errorf("move %q: want \"game\" and the game's name", r.Moves[0])
	}
	t, err := lottery.New(g)
	if err != nil {
		return Result{}, err
	}
	if err := t.Select(name); err != nil {
		return Result{}, err
	}
	for _, m := range r.Moves[1:] {
		nums, ok := strings.CutPrefix(m, "ticket ")
		if !ok {
			return Result{}, fmt.Errorf("move %q: want \"ticket\" and its numbers", m)
		}
		if _, err := t.Type(nums); err != nil {
			return Result{}, fmt.Errorf("move %q: %v", m, err)
		}
	}
	res, err := t.Draw(replayChips)
	if err != nil {
		return Result{}, err
	}
	return LotteryResult(res), nil
}

// SolitaireMoves are a round's setting and bet.
func SolitaireMoves(shuffles int, side solitaire.Player, bet int) []string {
	k := strconv.Itoa(shuffles)
	if shuffles == solitaire.UntilRandom {
		k = "random"
	}
	return []string{"shuffles " + k, "side " + strings.ToLower(side.String()), "bet " + strconv.Itoa(bet)}
}

// SolitaireResult describes a round from its result and riffled deck.
func SolitaireResult(res solitaire.Result, riffled []int) Result {
	line := fmt.Sprintf("%d riffles: %s wins in pass %d", res.Riffles, res.Winner, res.Pass)
	if res.Stake > 0 {
		line += fmt.Sprintf("; %d on %s", res.Stake, res.Side)
	}
	return Result{Outcome: line, Digest: Digest(ints(riffled)), Net: res.Net}
}

func playSolitaire(r Record, g rng.Generator) (Result, error) {
	if len(r.Moves) != 3 {
		return Result{}, fmt.Errorf("a solitaire round has 3 moves (shuffles, side, bet), got %d", len(r.Moves))
	}
	gm, err := solitaire.New(solitaire.Cards, g)
	if err != nil {
		return Result{}, err
	}
	a, err := moveArgs(r.Moves[0], "shuffles", 1)
	if err != nil {
		return Result{}, err
	}
	k := solitaire.UntilRandom
	if a[0] != "random" {
		if k, err = strconv.Atoi(a[0]); err != nil {
			return Result{}, fmt.Errorf("move %q: a riffle count or \"random\"", r.Moves[0])
		}
	}
	if err := gm.SetShuffles(k); err != nil {
		return Result{}, err
	}
	if a, err = moveArgs(r.Moves[1], "side", 1); err != nil {
		return Result{}, err
	}
	side := map[string]solitaire.Player{"alice": solitaire.Alice, "bob": solitaire.Bob}
	p, ok := side[a[0]]
	if !ok {
		return Result{}, fmt.Errorf("move %q: the side is alice or bob", r.Moves[1])
	}
	if err := gm.SetSide(p); err != nil {
		return Result{}, err
	}
	if a, err = moveArgs(r.Moves[2], "bet", 1); err != nil {
		return Result{}, err
	}
	bet, err := strconv.Atoi(a[0])
	if err != nil {
		return Result{}, fmt.Errorf("move %q: the bet is a whole number", r.Moves[2])
	}
	if err := gm.SetBet(bet, replayChips); err != nil {
		return Result{}, err
	}
	if err := gm.Begin(replayChips); err != nil {
		return Result{}, err
	}
	if gm.Phase() == solitaire.Riffling { // with 0 riffles the deal starts at Begin
		if err := gm.RiffleAll(); err != nil {
			return Result{}, err
		}
	}
	res, err := gm.DealAll()
	if err != nil {
		return Result{}, err
	}
	return SolitaireResult(res, gm.Riffled()), nil
}

// PokerHoldemMove is the move of a Hold'em hand.
func PokerHoldemMove(players, ante int) string { return fmt.Sprintf("holdem %d %d", players, ante) }

// PokerHandsMove is the move of a deal of hands hands of size cards.
func PokerHandsMove(hands, size int) string { return fmt.Sprintf("hands %d %d", hands, size) }

// HoldemResult describes a Hold'em showdown from player 1's seat.
func HoldemResult(s poker.Showdown) Result {
	var seats []string
	for _, w := range s.Winners {
		seats = append(seats, strconv.Itoa(w+1))
	}
	what := "player " + strings.Join(seats, ", ")
	if len(seats) > 1 {
		what = "players " + strings.Join(seats, ", ") + " split"
	}
	line := fmt.Sprintf("Hold'em, %d players: %s with %s", len(s.Deal.Hole), what, cards.Describe(s.Values[s.Winners[0]]))
	return Result{Outcome: line, Digest: holdemDigest(s.Deal), Net: s.Net(0)}
}

func holdemDigest(h poker.Holdem) string {
	var vs []string
	for _, hole := range h.Hole {
		vs = append(vs, hole[0].String()+" "+hole[1].String())
	}
	vs = append(vs, cardList(h.Burn[:]), cardList(h.Flop[:]), h.Turn.String(), h.River.String())
	return Digest(vs...)
}

func cardList(cs []cards.Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}

// HandsResult describes a deal of hands.
func HandsResult(d poker.Deal) Result {
	line := fmt.Sprintf("%d hands of %d", len(d.Hands), len(d.Hands[0].Cards))
	if best := d.Best(); best != nil {
		line += fmt.Sprintf(": hand %d is best, %s", best[0]+1, d.Hands[best[0]].Name())
	}
	return Result{Outcome: line, Digest: Digest(cardList(d.Deck))}
}

func playPoker(r Record, g rng.Generator) (Result, error) {
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return Result{}, err
	}
	t, err := poker.New(algo, g)
	if err != nil {
		return Result{}, err
	}
	if len(r.Moves) != 1 {
		return Result{}, fmt.Errorf("a poker round is one deal, got %d moves", len(r.Moves))
	}
	m := r.Moves[0]
	f := strings.Fields(m)
	if len(f) != 3 || (f[0] != "holdem" && f[0] != "hands") {
		return Result{}, fmt.Errorf("move %q: want \"holdem PLAYERS ANTE\" or \"hands H SIZE\"", m)
	}
	x, err1 := strconv.Atoi(f[1])
	y, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil {
		return Result{}, fmt.Errorf("move %q: the numbers are whole numbers", m)
	}
	if f[0] == "holdem" {
		err = firstErr(t.SetMode(poker.ModeHoldem), t.SetPlayers(x), t.SetAnte(y), t.Deal(replayChips))
		if err != nil {
			return Result{}, err
		}
		return HoldemResult(*t.LastShowdown()), nil
	}
	if err := firstErr(t.SetMode(poker.ModeDeals), t.SetShape(x, y), t.Deal(replayChips)); err != nil {
		return Result{}, err
	}
	return HandsResult(*t.LastDeal()), nil
}

// CheatMove is the move of the 1999 deal to players players, as a deal
// seen but not played was kept (sessions before the table was playable);
// a hand played there keeps HoldemMoves, and replays as a Hold'em hand
// dealt by the record's server: asf on delphi seeded by the clock, or the
// fair server's shuffle on its generator.
func CheatMove(players int) string { return fmt.Sprintf("holdem %d", players) }

// CheatResult describes the 1999 deal.
func CheatResult(h poker.Holdem) Result {
	line := fmt.Sprintf("1999 deal, %d players: your %s %s; flop %s", len(h.Hole), h.Hole[0][0], h.Hole[0][1], cardList(h.Flop[:]))
	return Result{Outcome: line, Digest: holdemDigest(h)}
}

func playCheat(r Record, g rng.Generator) (Result, error) {
	if len(r.Moves) > 0 && strings.HasPrefix(r.Moves[0], "table ") { // a hand played on the 1999 table
		t, err := holdemTable(r, g, true)
		if err != nil {
			return Result{}, err
		}
		return HoldemHandResult(t.Hand()), nil
	}
	if len(r.Moves) != 1 {
		return Result{}, fmt.Errorf("a 1999 deal is one move, got %d", len(r.Moves))
	}
	a, err := moveArgs(r.Moves[0], "holdem", 1)
	if err != nil {
		return Result{}, err
	}
	p, err := strconv.Atoi(a[0])
	if err != nil || p < poker.MinPlayers || p > poker.MaxPlayers {
		return Result{}, fmt.Errorf("move %q: %d to %d players", r.Moves[0], poker.MinPlayers, poker.MaxPlayers)
	}
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return Result{}, err
	}
	d, err := poker.NewDealer(algo, g)
	if err != nil {
		return Result{}, err
	}
	deck, err := d.Shuffle()
	if err != nil {
		return Result{}, err
	}
	return CheatResult(poker.DealHoldem(deck, p)), nil
}

// count writes n and the noun, plural unless n is 1.
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// firstErr returns the first non-nil error. Every argument is evaluated,
// so use it only for steps that change nothing once one fails.
func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
