package round

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/holdem"
	"riffle/games/poker"
)

// Holdem is the Hold'em table against computer players.
const Holdem = "holdem"

// HoldemMoves are a hand's moves up to the player's actions: its start —
//
//	"table SEATS SMALL BIG BUTTON"
//	"stacks S0 S1 …"           the player's chips first
//	"styles tight loose …"     the computer players', seat 1 on
//
// — then one move per action of the player's: "fold", "check", "call",
// "raise".
func HoldemMoves(st holdem.Start, yours []holdem.Kind) []string {
	stacks := make([]string, len(st.Stacks))
	for i, s := range st.Stacks {
		stacks[i] = strconv.Itoa(s)
	}
	var styles []string
	for _, s := range st.Styles[1:] {
		styles = append(styles, s.Word())
	}
	out := []string{
		fmt.Sprintf("table %d %d %d %d", len(st.Stacks), st.Blinds.Small, st.Blinds.Big, st.Button),
		"stacks " + strings.Join(stacks, " "),
		"styles " + strings.Join(styles, " "),
	}
	for _, k := range yours {
		out = append(out, k.String())
	}
	return out
}

// parseHoldem reads HoldemMoves back.
func parseHoldem(moves []string) (holdem.Start, []holdem.Kind, error) {
	var st holdem.Start
	if len(moves) < 3 {
		return st, nil, fmt.Errorf("a Hold'em hand needs its table, stacks and styles, got %d moves", len(moves))
	}
	a, err := moveArgs(moves[0], "table", 4)
	if err != nil {
		return st, nil, err
	}
	n, err := atois(a)
	if err != nil {
		return st, nil, fmt.Errorf("move %q: %v", moves[0], err)
	}
	seats := n[0]
	if seats < holdem.MinPlayers || seats > holdem.MaxPlayers {
		return st, nil, fmt.Errorf("move %q: %d seats, allowed %d…%d", moves[0], seats, holdem.MinPlayers, holdem.MaxPlayers)
	}
	st.Blinds, st.Button = holdem.Blinds{Small: n[1], Big: n[2]}, n[3]
	a, err = moveArgs(moves[1], "stacks", seats)
	if err != nil {
		return st, nil, err
	}
	if st.Stacks, err = atois(a); err != nil {
		return st, nil, fmt.Errorf("move %q: %v", moves[1], err)
	}
	a, err = moveArgs(moves[2], "styles", seats-1)
	if err != nil {
		return st, nil, err
	}
	st.Styles = make([]holdem.Style, seats)
	for i, w := range a {
		if st.Styles[i+1], err = holdem.ParseStyle(w); err != nil {
			return st, nil, fmt.Errorf("move %q: %v", moves[2], err)
		}
	}
	var yours []holdem.Kind
	for _, m := range moves[3:] {
		k, ok := map[string]holdem.Kind{"fold": holdem.Fold, "check": holdem.Check, "call": holdem.Call, "raise": holdem.Raise}[m]
		if !ok {
			return st, nil, fmt.Errorf("move %q: want fold, check, call or raise", m)
		}
		yours = append(yours, k)
	}
	return st, yours, nil
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

// HoldemDeal deals a hand to seats seats as the table does: a deck
// shuffled by algo on g (one shuffle of games/poker's dealer), laid out by
// poker.DealHoldem, then the seed of the computer players' generator, the
// next g.Uint64 — so that the deal and every decision replay from g.
func HoldemDeal(algo shuffle.Algorithm, g rng.Generator, seats int) (poker.Holdem, rng.Generator, error) {
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

// HoldemHandResult describes a hand over from the player's seat: what it
// won or lost and how, the digest of every card dealt and every action.
func HoldemHandResult(h *holdem.Hand) Result {
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
	vs := []string{holdemDigestCards(h.Deal())}
	for _, a := range h.Log() {
		vs = append(vs, fmt.Sprintf("%d %s %d", a.Seat, a.Kind, a.Chips))
	}
	return Result{Outcome: line, Digest: Digest(vs...), Net: net}
}

// foldStreet is the round the player folded on.
func foldStreet(h *holdem.Hand) holdem.Street {
	for _, a := range h.Log() {
		if a.Seat == 0 && a.Kind == holdem.Fold {
			return a.Street
		}
	}
	return holdem.Preflop
}

// holdemDigestCards is every card of a deal, in its layout's order.
func holdemDigestCards(d poker.Holdem) string {
	var vs []string
	for _, hole := range d.Hole {
		vs = append(vs, hole[0].String()+" "+hole[1].String())
	}
	vs = append(vs, cardList(d.Burn[:]), cardList(d.Flop[:]), d.Turn.String(), d.River.String())
	return strings.Join(vs, " / ")
}

// HoldemCards are an open hand's cards as its entry keeps them: the
// player's two.
func HoldemCards(h *holdem.Hand) []string {
	return []string{h.Seats[0].Hole[0].String(), h.Seats[0].Hole[1].String()}
}

// playHoldem replays a hand: dealt from g, the computer players deciding
// with the generator seeded from it, the player's moves in turn, to its
// end.
func playHoldem(r Record, g rng.Generator) (Result, error) {
	t, err := holdemTable(r, g, true)
	if err != nil {
		return Result{}, err
	}
	return HoldemHandResult(t.Hand()), nil
}

// holdemTable plays r's moves on a hand dealt from g; whole says the hand
// must be over at the end (a settled round), not waiting on the player.
func holdemTable(r Record, g rng.Generator, whole bool) (*holdem.Table, error) {
	st, yours, err := parseHoldem(r.Moves)
	if err != nil {
		return nil, err
	}
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return nil, err
	}
	deal, bots, err := HoldemDeal(algo, g, len(st.Stacks))
	if err != nil {
		return nil, err
	}
	t, err := holdem.Play(st, deal, bots, yours)
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

// OpenHoldem is a Hold'em hand taken up again: the table at the player's
// move, the hand's start, and the generator the table deals on with.
type OpenHoldem struct {
	Table *holdem.Table
	Start holdem.Start
	Gen   rng.Generator
}

// ResumeHoldem takes up a hand saved open at the player's move: it is
// dealt again from the record's generator and played to where it stood.
// It fails for a generator that cannot be replayed (os), for a fair round
// without its server seed, when the player's cards differ from the
// record's, or when the player's chips in the hand's start are more than
// chips (the bankroll).
func ResumeHoldem(r Record, chips int) (OpenHoldem, error) {
	g, err := r.Generator()
	if err != nil {
		return OpenHoldem{}, err
	}
	t, err := holdemTable(r, g, false)
	if err != nil {
		return OpenHoldem{}, err
	}
	h := t.Hand()
	if got := HoldemCards(h); len(r.Dice) != 2 || got[0] != r.Dice[0] || got[1] != r.Dice[1] {
		return OpenHoldem{}, fmt.Errorf("the hand deals %s, but %v was saved", strings.Join(got, " "), r.Dice)
	}
	st, _, _ := parseHoldem(r.Moves)
	if st.Stacks[0] > chips {
		return OpenHoldem{}, fmt.Errorf("the hand began with %d chips, more than the %d in the bankroll", st.Stacks[0], chips)
	}
	return OpenHoldem{Table: t, Start: st, Gen: g}, nil
}

// playOpenHoldem describes a hand saved open: your cards and moves so
// far, and — when its generator replays (not a fair hand's, whose server
// seed the open record keeps out) — the round and the pot at your move.
func playOpenHoldem(r Record) (Result, error) {
	st, yours, err := parseHoldem(r.Moves)
	if err != nil {
		return Result{}, err
	}
	line := fmt.Sprintf("Hold'em, %d seats: your %s, %d of your moves so far", len(st.Stacks), strings.Join(r.Dice, " "), len(yours))
	if g, err := r.Generator(); err == nil {
		if t, err := holdemTable(r, g, false); err == nil {
			h := t.Hand()
			line = fmt.Sprintf("Hold'em, %d seats: your %s, your move on the %s, %d in the pot", len(st.Stacks), strings.Join(r.Dice, " "), h.Street(), h.Pot())
		}
	}
	return Result{Outcome: line}, nil
}
