package poker

import (
	"errors"
	"fmt"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/chips"
)

// Mode is what the table deals.
type Mode int

const (
	// ModeDeals deals n hands of m cards round-robin and names each hand.
	ModeDeals Mode = iota
	// ModeHoldem deals Texas Hold'em and plays it out as an ante game.
	ModeHoldem
)

func (m Mode) String() string {
	if m == ModeHoldem {
		return "Texas Hold'em"
	}
	return "deals"
}

// The Hold'em ante game: every seat antes the same, the pot goes to the
// best hand at the showdown (split on a tie).
const (
	DefaultPlayers = 6
	DefaultAnte    = 10
	MaxAnte        = 100
)

// Errors of the table's actions.
var (
	// ErrBusy: a fast-forward run has the dealer (see [Table.StartRun]).
	ErrBusy = errors.New("a fast-forward run is dealing")
	// ErrChips: the player cannot cover the ante.
	ErrChips = errors.New("not enough chips for the ante")
)

// Session is player 1's ante game so far: the hands played for chips (an
// ante above 0), how they ended, and the net. The game is symmetric — every
// seat antes the same and any seat is equally likely to hold the best hand
// under a fair shuffle — so the expected net is 0.
type Session struct {
	Hands int // hands played with an ante
	Won   int // hands won alone
	Split int // hands whose pot player 1 shared
	Lost  int
	Net   int // chips won less chips anted
	Antes int // chips anted in all
}

// HoldemTally is the statistics of Hold'em deals (those played for chips
// and those of fast-forward runs alike): player 1's results and the class
// of player 1's best five of seven. Only player 1 is tallied by class:
// players at one table share the board, so their classes are far from
// independent, while player 1's seven cards in successive deals are
// independent draws of 7 of 52 cards under a fair shuffle.
type HoldemTally struct {
	Hands int64
	Won   int64 // player 1 took the pot alone
	Split int64 // player 1 shared the pot
	// Equity is player 1's fractions of the pots — 1 alone, 1/k of a
	// k-way split — and Fair what a fair shuffle gives on average, Σ 1/P
	// over the hands, both in units of 1/EquityUnit so that they add up
	// exactly.
	Equity, Fair int64
	Classes      ClassTally
}

// EquityUnit is 2520 = lcm(1, …, 10): 1/k of a pot for any k ≤ MaxPlayers
// is a whole number of units.
const EquityUnit = 2520

// Share is player 1's average fraction of a pot, and FairShare what it is
// expected to be under a fair shuffle (1/P at a table of P).
func (h HoldemTally) Share() float64 { return float64(h.Equity) / float64(EquityUnit*max(1, h.Hands)) }

// FairShare is the average of 1/P over the hands tallied.
func (h HoldemTally) FairShare() float64 {
	return float64(h.Fair) / float64(EquityUnit*max(1, h.Hands))
}

func (h *HoldemTally) add(s Showdown) {
	h.Hands++
	h.Fair += int64(EquityUnit / len(s.Values))
	h.Classes.Add(s.Values[0].Class())
	if s.IsWinner(0) {
		h.Equity += int64(EquityUnit / len(s.Winners))
		if len(s.Winners) == 1 {
			h.Won++
		} else {
			h.Split++
		}
	}
}

func (h *HoldemTally) merge(o HoldemTally) {
	h.Hands += o.Hands
	h.Won += o.Won
	h.Split += o.Split
	h.Equity += o.Equity
	h.Fair += o.Fair
	h.Classes.Merge(o.Classes)
}

// Table is the poker table as a state machine: the deal's shape (n hands
// of m cards, or Hold'em players and ante), the last deal, and the tallies of every hand dealt. Each deal shuffles a fresh
// deck with the table's [Dealer], so deal k is the k-th shuffle of the
// generator's stream whether it was dealt by [Table.Deal] or inside a
// [Run].
type Table struct {
	dealer        *Dealer // nil while a Run has it
	mode          Mode
	hands, size   int
	players, ante int
	deal          *Deal
	show          *Showdown
	showRun       bool                           // show came from a fast-forward run
	dealt         int64                          // shuffles, in both modes
	dealtIn       [2]int64                       // deals by mode
	classes       [cards.NumCards + 1]ClassTally // hands of deals, by hand size
	holdem        HoldemTally
	session       Session
	othersNet     int // the other seats' combined net: −session.Net
}

// New returns a table dealing 5 hands of 5 cards with algorithm a on
// generator g. Player 1's chips are the casino ledger's (games/casino),
// which keeps no count here: a Hold'em deal needs the ante in hand, and
// its Showdown says player 1's net. It returns an error when a cannot deal
// cards ([NewDealer]).
func New(a shuffle.Algorithm, g rng.Generator) (*Table, error) {
	d, err := NewDealer(a, g)
	if err != nil {
		return nil, err
	}
	return &Table{dealer: d, hands: DefaultHands, size: DefaultCards, players: DefaultPlayers,
		ante: DefaultAnte}, nil
}

// Mode is what the table deals.
func (t *Table) Mode() Mode { return t.mode }

// SetMode switches between deals and Hold'em.
func (t *Table) SetMode(m Mode) error {
	if m != ModeDeals && m != ModeHoldem {
		return fmt.Errorf("mode %d: allowed deals (0) or Hold'em (1)", int(m))
	}
	if t.dealer == nil {
		return ErrBusy
	}
	t.mode = m
	return nil
}

// Shape is the deals' n hands of m cards.
func (t *Table) Shape() (hands, size int) { return t.hands, t.size }

// SetShape sets the deals' shape, checked by [CheckShape].
func (t *Table) SetShape(hands, size int) error {
	if t.dealer == nil {
		return ErrBusy
	}
	if err := CheckShape(hands, size); err != nil {
		return err
	}
	t.hands, t.size = hands, size
	return nil
}

// Players is the number of Hold'em players, player 1 included.
func (t *Table) Players() int { return t.players }

// SetPlayers sets the Hold'em players, MinPlayers…MaxPlayers.
func (t *Table) SetPlayers(p int) error {
	if t.dealer == nil {
		return ErrBusy
	}
	if p < MinPlayers || p > MaxPlayers {
		//lint:ignore ST1005 Hold'em is a name, capitalized wherever it stands
		return fmt.Errorf("Hold'em here seats %d to %d players, not %d", MinPlayers, MaxPlayers, p)
	}
	t.players = p
	return nil
}

// Ante is each seat's ante in Hold'em.
func (t *Table) Ante() int { return t.ante }

// SetAnte sets the ante, 0…MaxAnte chips (0 deals for show).
func (t *Table) SetAnte(a int) error {
	if t.dealer == nil {
		return ErrBusy
	}
	if a < 0 || a > MaxAnte {
		return fmt.Errorf("an ante of %d: the table takes 0 to %d", a, MaxAnte)
	}
	t.ante = a
	return nil
}

// Session is player 1's ante game so far.
func (t *Table) Session() Session { return t.session }

// OthersNet is the other seats' combined net in the ante game. Chips are
// conserved: OthersNet() == −Session().Net always.
func (t *Table) OthersNet() int { return t.othersNet }

// Dealt is the number of deals so far, in both modes and runs: the
// shuffles drawn from the generator's stream.
func (t *Table) Dealt() int64 { return t.dealt }

// DealtIn is the number of deals so far in mode m, at the table and in
// runs (0 for a mode that is not ModeDeals or ModeHoldem).
func (t *Table) DealtIn(m Mode) int64 {
	if m != ModeDeals && m != ModeHoldem {
		return 0
	}
	return t.dealtIn[m]
}

// Algorithm is the dealer's shuffle.
func (t *Table) Algorithm() shuffle.Algorithm {
	if t.dealer == nil {
		return shuffle.Algorithm{}
	}
	return t.dealer.Algorithm()
}

// SetGenerator makes g the dealer's generator from the next deal on: a
// provably fair hand brings its own stream and gives it back after. It
// refuses nil, and while a run has the dealer.
func (t *Table) SetGenerator(g rng.Generator) error {
	switch {
	case t.dealer == nil:
		return ErrBusy
	case g == nil:
		return errors.New("poker: no generator")
	}
	t.dealer.g = g
	return nil
}

// Busy reports whether a fast-forward run has the dealer.
func (t *Table) Busy() bool { return t.dealer == nil }

// LastDeal is the last deal of hands, or nil.
func (t *Table) LastDeal() *Deal { return t.deal }

// LastShowdown is the last Hold'em deal, or nil.
func (t *Table) LastShowdown() *Showdown { return t.show }

// LastShowdownFromRun reports whether the last Hold'em deal was dealt in a
// fast-forward [Run] — for the statistics, without antes — rather than
// played at the table.
func (t *Table) LastShowdownFromRun() bool { return t.show != nil && t.showRun }

// Classes is the tally of the classes of every dealt hand of size cards
// (hands of 5 or more; the best five of larger ones).
func (t *Table) Classes(size int) ClassTally {
	if size < 0 || size > cards.NumCards {
		return ClassTally{}
	}
	return t.classes[size]
}

// Holdem is the tally of the Hold'em deals.
func (t *Table) Holdem() HoldemTally { return t.holdem }

// ClearStats forgets the tallies (not the chips, the session or the last
// deal).
func (t *Table) ClearStats() {
	t.classes = [cards.NumCards + 1]ClassTally{}
	t.holdem = HoldemTally{}
}

// CanDeal reports why Deal would refuse with player 1 holding hand chips,
// or nil.
func (t *Table) CanDeal(hand int) error {
	switch {
	case t.dealer == nil:
		return ErrBusy
	case t.mode == ModeHoldem && hand < t.ante:
		return fmt.Errorf("%w: you have %d, the ante is %d", ErrChips, hand, t.ante)
	case t.mode == ModeHoldem && t.ante > 0:
		if err := t.fits(hand); err != nil {
			return fmt.Errorf("an ante of %d is refused: winning the pot would make %w", t.ante, err)
		}
	}
	return nil
}

// fits checks that the next Hold'em hand can be settled without overflow
// however it ends, player 1 holding hand chips: player 1 wins at most
// every other seat's ante and loses at most the ante, and the other seats
// the other way round.
//
//	hand + ante·(players − 1) ≤ math.MaxInt
func (t *Table) fits(hand int) error {
	win, err := chips.Mul(t.ante, t.players-1)
	if err != nil {
		return err
	}
	for _, c := range []struct{ n, up, down int }{
		{hand, win, 0}, {t.session.Net, win, t.ante}, {t.othersNet, win, win}, {t.session.Antes, t.ante, 0},
	} {
		if _, err := chips.Add(c.n, c.up); err != nil {
			return err
		}
		if _, err := chips.Add(c.n, -c.down); err != nil {
			return err
		}
	}
	return nil
}

// Deal shuffles a fresh deck and deals it: in ModeDeals n hands of m
// cards, sorted and named; in ModeHoldem a Hold'em hand, where every seat
// antes, the showdown decides and the pot is split by [SplitPot] — the
// Showdown's Net(0) is player 1's result. It refuses (and changes nothing)
// while a run is out, when player 1's hand chips cannot cover the ante, and
// when the pot could not be counted (chips.ErrOverflow).
func (t *Table) Deal(hand int) error {
	if err := t.CanDeal(hand); err != nil {
		return err
	}
	d, s, err := dealOnce(t.dealer, t.mode, t.hands, t.size, t.players, t.ante)
	t.dealt++
	t.dealtIn[t.mode]++
	if err != nil {
		return err
	}
	if d != nil {
		t.deal = d
		t.tallyDeal(&t.classes[t.size], d)
		return nil
	}
	t.show, t.showRun = s, false
	t.holdem.add(*s)
	if s.Ante > 0 {
		net := s.Net(0)
		t.session.Hands++
		t.session.Net += net
		t.session.Antes += s.Ante
		switch {
		case !s.IsWinner(0):
			t.session.Lost++
		case len(s.Winners) == 1:
			t.session.Won++
		default:
			t.session.Split++
		}
		for p := 1; p < len(s.Shares); p++ {
			t.othersNet += s.Net(p)
		}
	}
	return nil
}

func (t *Table) tallyDeal(c *ClassTally, d *Deal) {
	for _, h := range d.Hands {
		c.Add(h.Value.Class())
	}
}

// dealOnce shuffles one deck and deals it in the mode: a Deal, or a
// Showdown with the ante.
func dealOnce(d *Dealer, mode Mode, hands, size, players, ante int) (*Deal, *Showdown, error) {
	deck, err := d.Shuffle()
	if err != nil {
		return nil, nil, err
	}
	if mode == ModeHoldem {
		s := Resolve(DealHoldem(deck, players), ante)
		return nil, &s, nil
	}
	hs, err := DealHands(deck, hands, size)
	if err != nil {
		return nil, nil, err
	}
	return &Deal{Deck: deck, Hands: hs}, nil, nil
}

// Run is a fast-forward: many deals of the table's mode and shape for the
// statistics, dealt away from the table (on another goroutine, say) with
// the table's own dealer, so that the stream of shuffles goes on exactly
// as if each had been dealt by [Table.Deal]. Hold'em hands in a run are
// dealt without antes: no chips change hands. While a run is out the table
// refuses to deal or change shape; [Table.Absorb] takes in what a run has
// dealt so far and [Table.EndRun] takes the dealer back.
type Run struct {
	dealer               *Dealer
	mode                 Mode
	hands, size, players int
	done                 int64 // deals so far, in all
	fresh                int64 // deals not yet absorbed
	classes              ClassTally
	holdem               HoldemTally
	deal                 *Deal
	show                 *Showdown
	err                  error
}

// StartRun lends the table's dealer to a new run of the current mode and
// shape.
func (t *Table) StartRun() (*Run, error) {
	if t.dealer == nil {
		return nil, ErrBusy
	}
	r := &Run{dealer: t.dealer, mode: t.mode, hands: t.hands, size: t.size, players: t.players}
	t.dealer = nil
	return r, nil
}

// Done is the number of deals the run has made.
func (r *Run) Done() int64 { return r.done }

// Err is the error that stopped the run, if any.
func (r *Run) Err() error { return r.err }

// Deal makes count more deals (fewer if the shuffle fails, and then it
// returns the error and deals no more).
func (r *Run) Deal(count int) error {
	for range count {
		if r.err != nil {
			return r.err
		}
		d, s, err := dealOnce(r.dealer, r.mode, r.hands, r.size, r.players, 0)
		r.done++
		r.fresh++
		if err != nil {
			r.err = err
			return err
		}
		if d != nil {
			r.deal = d
			for _, h := range d.Hands {
				r.classes.Add(h.Value.Class())
			}
			continue
		}
		r.show = s
		r.holdem.add(*s)
	}
	return r.err
}

// Absorb adds what r dealt since the last Absorb to the table's tallies and
// makes its last deal the table's.
func (t *Table) Absorb(r *Run) {
	t.dealt += r.fresh
	t.dealtIn[r.mode] += r.fresh
	r.fresh = 0
	if r.mode == ModeHoldem {
		t.holdem.merge(r.holdem)
		r.holdem = HoldemTally{}
		if r.show != nil {
			t.show, t.showRun = r.show, true
			r.show = nil
		}
		return
	}
	t.classes[r.size].Merge(r.classes)
	r.classes = ClassTally{}
	if r.deal != nil {
		t.deal = r.deal
		r.deal = nil
	}
}

// EndRun absorbs r and takes the dealer back; r deals no more. Ending a
// run that is not this table's, or ending one twice, panics.
func (t *Table) EndRun(r *Run) {
	if t.dealer != nil || r.dealer == nil {
		panic("poker: EndRun of a run this table did not lend its dealer to")
	}
	t.Absorb(r)
	t.dealer, r.dealer = r.dealer, nil
	r.err = errRunEnded
}

var errRunEnded = errors.New("the run has ended: its dealer is back at the table")
