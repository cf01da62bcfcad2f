package holdem

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/poker"
	"riffle/games/round"
)

// Name is the Hold'em table's name in a round's record: a hand against
// computer players.
const Name = "holdem"

// Rounds is how a Hold'em hand is kept (a [round.Table], [round.Opener]
// and [round.Sampler]), dealt by the record's shuffle (Algo) from its
// generator ([DealFrom]). Its moves are [Moves]: the hand's start, then
// each action of the player's; the computer players' actions replay from
// the generator. A hand is left open at each of the player's moves — its
// moves so far, the player's two cards in the record's Dice ([HoleCards])
// — and taken up again by [Resume].
type Rounds struct{}

// Name is [Name].
func (Rounds) Name() string { return Name }

// Moves are a hand's moves up to the player's actions: its start —
//
//	"table SEATS SMALL BIG BUTTON [pot|no]"   the limit after the button
//	                           unless fixed
//	"stacks S0 S1 …"           the player's chips first
//	"styles tight loose …"     the computer players', seat 1 on
//	"reads 12/3/1 12/5/2 …"    what the table had seen of each seat, the
//	                           player's first: hands, VPIP, PFR (hands
//	                           dealt before the reads were kept have none)
//
// — then one move per action of the player's: "fold", "check", "call",
// "raise" (fixed limit), "raise TO" (pot and no limit: the bet raised to).
func Moves(st Start, yours []Move) []string {
	stacks := make([]string, len(st.Stacks))
	for i, s := range st.Stacks {
		stacks[i] = strconv.Itoa(s)
	}
	var styles []string
	for _, s := range st.Styles[1:] {
		styles = append(styles, s.Word())
	}
	table := fmt.Sprintf("table %d %d %d %d", len(st.Stacks), st.Blinds.Small, st.Blinds.Big, st.Button)
	if st.Blinds.Limit != FixedLimit {
		table += " " + st.Blinds.Limit.Word()
	}
	out := []string{
		table,
		"stacks " + strings.Join(stacks, " "),
		"styles " + strings.Join(styles, " "),
	}
	if st.Reads != nil {
		reads := make([]string, len(st.Reads))
		for i, r := range st.Reads {
			reads[i] = fmt.Sprintf("%d/%d/%d", r.Hands, r.VPIP, r.PFR)
		}
		out = append(out, "reads "+strings.Join(reads, " "))
	}
	for _, m := range yours {
		if st.Blinds.Limit == FixedLimit {
			m.To = 0
		}
		out = append(out, m.String())
	}
	return out
}

// parseMoves reads [Moves] back.
func parseMoves(moves []string) (Start, []Move, error) {
	var st Start
	if len(moves) < 3 {
		return st, nil, fmt.Errorf("a Hold'em hand needs its table, stacks and styles, got %d moves", len(moves))
	}
	a := strings.Fields(moves[0])
	if len(a) < 5 || len(a) > 6 || a[0] != "table" {
		return st, nil, fmt.Errorf("move %q: want \"table SEATS SMALL BIG BUTTON\" and the limit, pot or no, unless fixed", moves[0])
	}
	if len(a) == 6 {
		var err error
		if st.Blinds.Limit, err = ParseLimit(a[5]); err != nil {
			return st, nil, fmt.Errorf("move %q: %v", moves[0], err)
		}
	}
	a = a[1:5]
	n, err := atois(a)
	if err != nil {
		return st, nil, fmt.Errorf("move %q: %v", moves[0], err)
	}
	seats := n[0]
	if seats < MinPlayers || seats > MaxPlayers {
		return st, nil, fmt.Errorf("move %q: %d seats, allowed %d…%d", moves[0], seats, MinPlayers, MaxPlayers)
	}
	st.Blinds.Small, st.Blinds.Big, st.Button = n[1], n[2], n[3]
	a, err = round.MoveArgs(moves[1], "stacks", seats)
	if err != nil {
		return st, nil, err
	}
	if st.Stacks, err = atois(a); err != nil {
		return st, nil, fmt.Errorf("move %q: %v", moves[1], err)
	}
	a, err = round.MoveArgs(moves[2], "styles", seats-1)
	if err != nil {
		return st, nil, err
	}
	st.Styles = make([]Style, seats)
	for i, w := range a {
		if st.Styles[i+1], err = ParseStyle(w); err != nil {
			return st, nil, fmt.Errorf("move %q: %v", moves[2], err)
		}
	}
	rest := moves[3:]
	if len(rest) > 0 && strings.HasPrefix(rest[0], "reads") {
		if st.Reads, err = parseReads(rest[0], seats); err != nil {
			return st, nil, err
		}
		rest = rest[1:]
	}
	var yours []Move
	for _, m := range rest {
		mv, err := parseMove(m, st.Blinds.Limit)
		if err != nil {
			return st, nil, err
		}
		yours = append(yours, mv)
	}
	return st, yours, nil
}

// parseMove reads one of the player's moves in a game of limit l.
func parseMove(m string, l Limit) (Move, error) {
	f := strings.Fields(m)
	if len(f) == 1 {
		if k, ok := map[string]Kind{"fold": Fold, "check": Check, "call": Call, "raise": Raise}[f[0]]; ok && (k != Raise || l == FixedLimit) {
			return Move{Kind: k}, nil
		}
	}
	if len(f) == 2 && f[0] == "raise" && l != FixedLimit {
		if n, err := atois(f[1:]); err == nil && n[0] > 0 {
			return Move{Kind: Raise, To: n[0]}, nil
		}
	}
	if l == FixedLimit {
		return Move{}, fmt.Errorf("move %q: want fold, check, call or raise", m)
	}
	return Move{}, fmt.Errorf("move %q: want fold, check, call or raise N (the bet raised to, 1 or more)", m)
}

// parseReads reads a "reads H/V/P …" move of seats seats: whole numbers
// with PFR ≤ VPIP ≤ hands.
func parseReads(m string, seats int) ([]Read, error) {
	a, err := round.MoveArgs(m, "reads", seats)
	if err != nil {
		return nil, err
	}
	out := make([]Read, seats)
	for i, w := range a {
		f := strings.Split(w, "/")
		if len(f) != 3 {
			return nil, fmt.Errorf("move %q: %q is not hands/VPIP/PFR", m, w)
		}
		n, err := atois(f)
		if err != nil || n[2] > n[1] || n[1] > n[0] {
			return nil, fmt.Errorf("move %q: %q is not hands/VPIP/PFR with PFR ≤ VPIP ≤ hands", m, w)
		}
		out[i] = Read{Hands: n[0], VPIP: n[1], PFR: n[2]}
	}
	return out, nil
}

// atois reads whole numbers below a billion.
func atois(a []string) ([]int, error) {
	out := make([]int, len(a))
	for i, s := range a {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n >= 1e9 {
			return nil, fmt.Errorf("%q is not a whole number 0…999,999,999", s)
		}
		out[i] = n
	}
	return out, nil
}

// DealFrom deals a hand to seats seats as the table does: a deck shuffled
// by algo on g (one shuffle of games/poker's dealer), laid out by
// poker.DealHoldem, then the seed of the computer players' generator, the
// next g.Uint64 — so that the deal and every decision replay from g.
func DealFrom(algo shuffle.Algorithm, g rng.Generator, seats int) (poker.Holdem, rng.Generator, error) {
	d, err := poker.NewDealer(algo, g)
	if err != nil {
		return poker.Holdem{}, nil, err
	}
	deck, err := d.Shuffle()
	if err != nil {
		return poker.Holdem{}, nil, err
	}
	return poker.DealHoldem(deck, seats), rng.NewPCG(g.Uint64()), nil
}

// RoundResult describes a hand over from the player's seat: what it won
// or lost and how, the digest of every card dealt and every action.
func RoundResult(h *Hand) round.Result {
	net := h.Net(0)
	var line string
	switch {
	case h.Seats[0].Folded:
		line = fmt.Sprintf("folded on the %s", foldStreet(h))
	case h.Showdown():
		line = "showed " + cards.Describe(h.Value(0))
	default:
		line = "the others folded"
	}
	switch {
	case net > 0:
		line = fmt.Sprintf("won %d: %s", net, line)
	case net < 0:
		line = fmt.Sprintf("lost %d: %s", -net, line)
	default:
		line = "broke even: " + line
	}
	line = fmt.Sprintf("Hold'em, %d seats: %s", len(h.Seats), line)
	vs := []string{digestCards(h.Deal())}
	for _, a := range h.Log() {
		vs = append(vs, fmt.Sprintf("%d %s %d", a.Seat, a.Kind, a.Chips))
	}
	return round.Result{Outcome: line, Digest: round.Digest(vs...), Net: net}
}

// foldStreet is the round the player folded on.
func foldStreet(h *Hand) Street {
	for _, a := range h.Log() {
		if a.Seat == 0 && a.Kind == Fold {
			return a.Street
		}
	}
	return Preflop
}

// digestCards is every card of a deal, in its layout's order.
func digestCards(d poker.Holdem) string {
	var vs []string
	for _, hole := range d.Hole {
		vs = append(vs, hole[0].String()+" "+hole[1].String())
	}
	vs = append(vs, cards.FormatCards(d.Burn[:]), cards.FormatCards(d.Flop[:]), d.Turn.String(), d.River.String())
	return strings.Join(vs, " / ")
}

// HoleCards are an open hand's cards as its record keeps them
// (round.Record.Dice): the player's two.
func HoleCards(h *Hand) []string {
	return []string{h.Seats[0].Hole[0].String(), h.Seats[0].Hole[1].String()}
}

// Play replays a hand: dealt from g, the computer players deciding with
// the generator seeded from it, the player's moves in turn, to its end.
func (Rounds) Play(r round.Record, g rng.Generator) (round.Result, error) {
	t, err := replayTable(r, g, true)
	if err != nil {
		return round.Result{}, err
	}
	return RoundResult(t.Hand()), nil
}

// replayTable plays r's moves on a hand dealt from g; whole says the hand
// must be over at the end (a settled round), not waiting on the player.
func replayTable(r round.Record, g rng.Generator, whole bool) (*Table, error) {
	st, yours, err := parseMoves(r.Moves)
	if err != nil {
		return nil, err
	}
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return nil, err
	}
	deal, bots, err := DealFrom(algo, g, len(st.Stacks))
	if err != nil {
		return nil, err
	}
	t, err := Play(st, deal, bots, yours)
	if err != nil {
		return nil, err
	}
	if whole && t.InPlay() {
		return nil, fmt.Errorf("the hand stops at your move %d, unfinished", len(yours)+1)
	}
	if !whole && !t.InPlay() {
		return nil, fmt.Errorf("the hand is over after its moves: nothing to take up")
	}
	return t, nil
}

// Sample plays a hand against five computer players, dealt by
// fisher-yates, the player calling or checking to the end.
func (Rounds) Sample(g rng.Generator) (round.Record, error) {
	return sample(Name, "fisher-yates", g)
}

// sample plays a hand for table dealt by algo, the player calling or
// checking to the end.
func sample(table, algo string, g rng.Generator) (round.Record, error) {
	tab, err := NewTable(5)
	if err != nil {
		return round.Record{}, err
	}
	st, err := tab.Begin(500)
	if err != nil {
		return round.Record{}, err
	}
	a, err := shuffle.Lookup(algo)
	if err != nil {
		return round.Record{}, err
	}
	deal, bots, err := DealFrom(a, g, len(st.Stacks))
	if err != nil {
		return round.Record{}, err
	}
	h := tab.Deal(st, deal, bots)
	for tab.InPlay() {
		k := Check
		if h.ToCall(0) > 0 {
			k = Call
		}
		if err := tab.Act(k); err != nil {
			return round.Record{}, err
		}
	}
	res := RoundResult(h)
	return round.Record{Table: table, Algo: a.Name, Moves: Moves(st, tab.Moves()), Outcome: res.Outcome, Digest: res.Digest, Net: res.Net}, nil
}
