package holdem

import (
	"errors"
	"fmt"

	"riffle/engine/rng"
	"riffle/games/poker"
)

// BotBuyIn is the chips a computer player sits down with, and buys in
// with again when it has lost them all.
const BotBuyIn = 200

// Player is a seat at the table: seat 0 is the player, the others are
// computer players with a name and a style.
type Player struct {
	Name  string
	Style Style
}

// botNames are the computer players' names, seat 1 first.
var botNames = []string{"Tess", "Lou", "Cal", "Tom", "Liz", "Sam", "Ted", "Lee"}

// Lineup is the table of the player and bots computer players (1…8),
// their styles taking turns: tight, loose, calling station, tight, …
func Lineup(bots int) ([]Player, error) {
	if bots < MinPlayers-1 || bots > MaxPlayers-1 {
		return nil, fmt.Errorf("computer players %d: allowed %d…%d", bots, MinPlayers-1, MaxPlayers-1)
	}
	ps := []Player{{Name: "You"}}
	for i := range bots {
		ps = append(ps, Player{Name: botNames[i], Style: Styles()[i%len(Styles())]})
	}
	return ps, nil
}

// ErrNoChips: the player has no chips to sit in with.
var ErrNoChips = errors.New("no chips to play a hand with")

// Table deals hand after hand to the same seats: the button moves a seat
// each hand, a computer player who has lost its stack buys in again with
// BotBuyIn, and the player plays with the chips in hand (given at each
// deal). It is a plain state machine: the deal and the computer players'
// generator come from the caller.
type Table struct {
	Players []Player
	Stacks  []int // the computer players' stacks between hands (seat 0's is the player's chips)
	Blinds  Blinds
	Hands   int    // hands dealt
	Rebuys  int    // chips the computer players bought in with again
	Reads   []Read // by seat: what the table has seen of each, the player too
	hand    *Hand
	bots    rng.Generator
	moves   []Move     // the player's actions this hand
	why     []Decision // each action's decision, by the log's index (the player's empty)
}

// NewTable seats the player and bots computer players, each with
// BotBuyIn, at the default blinds.
func NewTable(bots int) (*Table, error) {
	ps, err := Lineup(bots)
	if err != nil {
		return nil, err
	}
	t := &Table{Players: ps, Stacks: make([]int, len(ps)), Blinds: DefaultBlinds, Reads: make([]Read, len(ps))}
	for i := 1; i < len(ps); i++ {
		t.Stacks[i] = BotBuyIn
	}
	return t, nil
}

// NextButton is the seat the next hand's button is at: the last seat for
// the first hand (the player then posts the small blind), one seat on each
// hand after.
func (t *Table) NextButton() int { return (t.Hands + len(t.Players) - 1) % len(t.Players) }

// Start is a hand's beginning as a round keeps it: the seats' stacks (the
// player's first), the button, the blinds and the computer players'
// styles.
type Start struct {
	Stacks []int
	Button int
	Blinds Blinds
	Styles []Style // by seat; seat 0's unused
	Reads  []Read  // by seat: what the table had seen of each (nil: nothing)
}

// Begin is the next hand's Start with the player's chips you: computer
// players without chips buy in again first (counted in Rebuys). It fails
// when you is 0 or less, or a hand is in play.
func (t *Table) Begin(you int) (Start, error) {
	if t.InPlay() {
		return Start{}, errors.New("a hand is in play")
	}
	if you <= 0 {
		return Start{}, ErrNoChips
	}
	for i := 1; i < len(t.Stacks); i++ {
		if t.Stacks[i] == 0 {
			t.Stacks[i] = BotBuyIn
			t.Rebuys += BotBuyIn
		}
	}
	st := Start{Stacks: append([]int(nil), t.Stacks...), Button: t.NextButton(), Blinds: t.Blinds, Styles: t.styles()}
	if len(t.Reads) == len(t.Players) {
		st.Reads = append([]Read(nil), t.Reads...)
	}
	st.Stacks[0] = you
	return st, nil
}

func (t *Table) styles() []Style {
	out := make([]Style, len(t.Players))
	for i, p := range t.Players {
		out[i] = p.Style
	}
	return out
}

// Deal starts the hand st describes (from Begin) with deal, the computer
// players deciding with bots, and plays it on to the player's first move.
func (t *Table) Deal(st Start, deal poker.Holdem, bots rng.Generator) *Hand {
	t.hand = NewHand(deal, st.Stacks, st.Button, st.Blinds)
	t.hand.Reads = st.Reads
	t.bots, t.moves = bots, nil
	t.why = make([]Decision, len(t.hand.Log()))
	t.Hands++
	t.step()
	return t.hand
}

// Hand is the hand dealt last (nil before the first).
func (t *Table) Hand() *Hand { return t.hand }

// InPlay reports whether a hand is under way.
func (t *Table) InPlay() bool { return t.hand != nil && !t.hand.Over() }

// Moves are the player's actions in the hand so far.
func (t *Table) Moves() []Move { return t.moves }

// Decision is the computer player's reasoning behind the log's action i
// (the zero Decision for the player's and the blinds).
func (t *Table) Decision(i int) Decision {
	if i < len(t.why) {
		return t.why[i]
	}
	return Decision{}
}

// Act makes the player's move k (a raise the least one) and plays the
// hand on to the next one (or its end).
func (t *Table) Act(k Kind) error { return t.Play(Move{Kind: k}) }

// Play makes the player's move m and plays the hand on to the next one
// (or its end). The error is the hand's, or says it is not the player's
// move.
func (t *Table) Play(m Move) error {
	if !t.InPlay() || t.hand.ToAct() != 0 {
		return errors.New("it is not your move")
	}
	if err := t.hand.Play(m); err != nil {
		return err
	}
	if m.Kind == Raise && m.To == 0 { // the least raise, kept as made
		m.To = t.hand.log[len(t.hand.log)-1].To
	}
	t.moves = append(t.moves, m)
	t.why = append(t.why, Decision{})
	t.step()
	return nil
}

// step lets the computer players act until it is the player's move or the
// hand is over, then, at the end, keeps the computer players' stacks.
func (t *Table) step() {
	h := t.hand
	for !h.Over() && h.ToAct() != 0 {
		i := h.ToAct()
		d := Decide(h.View(i), t.Players[i].Style, t.bots)
		if err := h.Play(d.Move()); err != nil { // Decide keeps to the legal moves
			panic(fmt.Sprintf("holdem: a computer player's %s refused: %v", d.Kind, err))
		}
		t.why = append(t.why, d)
	}
	if h.Over() {
		for i := 1; i < len(t.Stacks); i++ {
			t.Stacks[i] = h.Seats[i].Stack
		}
		if len(t.Reads) == len(h.Seats) {
			h.Add(t.Reads)
		}
	}
}

// Play plays a whole hand from its start: the deal, the computer players
// deciding with bots, the player's moves in turn. It is how a saved hand
// is replayed (and taken up again after a stop: with fewer moves than the
// hand needs, it stops at the player's next move). The error says which
// move does not fit.
func Play(st Start, deal poker.Holdem, bots rng.Generator, moves []Move) (*Table, error) {
	n := len(st.Stacks)
	if n < MinPlayers || n > MaxPlayers || len(st.Styles) != n || len(deal.Hole) != n || st.Button < 0 || st.Button >= n {
		return nil, fmt.Errorf("a hand of %d seats, %d styles, %d hands dealt, button %d", n, len(st.Styles), len(deal.Hole), st.Button)
	}
	for i, s := range st.Stacks {
		if s <= 0 {
			return nil, fmt.Errorf("seat %d starts with %d chips", i, s)
		}
	}
	if st.Blinds.Small <= 0 || st.Blinds.Small > st.Blinds.Big || st.Blinds.Limit < FixedLimit || st.Blinds.Limit > NoLimit {
		return nil, fmt.Errorf("blinds %d/%d, %s", st.Blinds.Small, st.Blinds.Big, st.Blinds.Limit)
	}
	t := &Table{Players: make([]Player, n), Stacks: append([]int(nil), st.Stacks...), Blinds: st.Blinds}
	if st.Reads != nil { // a table taken up goes on counting what it sees
		t.Reads = append([]Read(nil), st.Reads...)
	}
	for i := range t.Players {
		t.Players[i] = Player{Name: fmt.Sprintf("seat %d", i), Style: st.Styles[i]}
	}
	t.Deal(st, deal, bots)
	for i, m := range moves {
		if err := t.Play(m); err != nil {
			return nil, fmt.Errorf("your move %d (%s): %v", i+1, m, err)
		}
	}
	return t, nil
}

// Autoplay plays the hand st on deal with every seat a computer player —
// seat 0 of style you — deciding with bots: what a player who sees only
// its own cards makes of the same deal. The 1999 table sets it beside the
// attack's winnings as the honest expectation.
func Autoplay(st Start, deal poker.Holdem, bots rng.Generator, you Style) *Hand {
	h := NewHand(deal, st.Stacks, st.Button, st.Blinds)
	h.Reads = st.Reads
	styles := append([]Style(nil), st.Styles...)
	styles[0] = you
	for !h.Over() {
		i := h.ToAct()
		if err := h.Play(Decide(h.View(i), styles[i], bots).Move()); err != nil {
			panic(fmt.Sprintf("holdem: Autoplay: %v", err))
		}
	}
	return h
}
