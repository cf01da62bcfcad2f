package casino

import (
	"errors"
	"fmt"

	"riffle/engine/rng"
	"riffle/games/chips"
	"riffle/games/round"
)

// Source is where a table's randomness comes from for a round outside
// provably fair mode: its own generator, built from the session's
// settings, as the round's record names it.
type Source struct {
	// Gen is the table's generator, whose position the record keeps; nil
	// for a round dealt by a server the record names (the 1999 table's),
	// which needs no position.
	Gen  rng.Generator
	Name string // its name as the record keeps it ("pcg")
	Seed uint64 // its seed as the record keeps it
	Algo string // the shuffle the table deals with; "" for dice and balls
	// Set gives the table a generator: a provably fair round's stream,
	// then Gen back when the round ends. Nil for a table that takes no
	// other generator: its rounds are never provably fair.
	Set func(rng.Generator) error
}

// Round is a round in play at one table, and the only way chips move:
// [Round.Stake] puts chips from the hand on the table, [Round.Unstake]
// takes a bet down before it has had action, [Round.Settle] ends a stake's
// part in the round with what it pays, and [Ledger.Void] calls off a round
// left open. [Round.Draw] fixes where its randomness comes from (the
// record's generator, seed and position, or in provably fair mode a stream
// of its own), [Round.SaveOpen] saves it while chips wait on it, and
// [Round.Finish] settles it into the book — its record's net checked
// against the chips it moved.
//
// A round is begun before its first stake ([Ledger.Begin]): a bet placed
// between rounds (a pass line at the come-out, lottery tickets on the
// slip) is the next round's. One round at a time is in play at a table.
type Round struct {
	l       *Ledger
	table   string
	rec     round.Record
	drawn   bool // its randomness is fixed: Draw or Resume
	saved   bool // saved open: Cancel can no longer take it back
	settled bool // a stake was settled (a push too): it has had action
	over    bool // finished, cancelled or called off

	stake int // chips on the table, not yet settled
	net   int // payouts less the stakes settled
	// ahead is the net settled ahead of the table's showing it
	// (SettleAhead) and held, with its stake, on the table until Collect;
	// sealed is the round's number once finished.
	ahead, held int
	sealedSeq   int

	base rng.Generator
	set  func(rng.Generator) error
}

// ErrEnded is the error of a move on a round that has ended.
var ErrEnded = errors.New("the round is over")

// Begin starts a round at table: nothing staked, its randomness not drawn
// yet. It fails while another round is in play there.
func (l *Ledger) Begin(table string) (*Round, error) {
	if r := l.inPlay[table]; r != nil {
		return nil, fmt.Errorf("a %s round is already in play", table)
	}
	if l.rate != nil && !l.rate.take(l.now()) {
		return nil, ErrTooFast
	}
	r := &Round{l: l, table: table, rec: round.Record{Table: table}}
	l.inPlay[table] = r
	return r, nil
}

// BeginDrawn begins a round at table and draws its randomness at once
// from src (a table's Gen.Source): for a table whose bets and draws come
// together. It fails while a round is in play at table, and when the draw
// fails (the round is then called off).
func (l *Ledger) BeginDrawn(table string, src Source) (*Round, error) {
	r, err := l.Begin(table)
	if err != nil {
		return nil, err
	}
	if err := r.Draw(src); err != nil {
		_ = r.Cancel()
		return nil, err
	}
	return r, nil
}

// Table is the round's table.
func (r *Round) Table() string { return r.table }

// Staked is the chips the round holds on the table, not yet settled.
func (r *Round) Staked() int { return r.stake }

// Net is what the round's settled stakes returned beyond themselves.
func (r *Round) Net() int { return r.net }

// Drawn reports whether the round's randomness is fixed (Draw or Resume).
func (r *Round) Drawn() bool { return r.drawn }

// Saved reports whether the round was saved open.
func (r *Round) Saved() bool { return r.saved }

// Over reports whether the round has ended: finished, cancelled or
// called off.
func (r *Round) Over() bool { return r.over }

// Record is the round's record so far: where its randomness comes from,
// and once finished its moves and result.
func (r *Round) Record() round.Record { return r.rec }

// Stake moves n chips from the hand onto the table for this round.
func (r *Round) Stake(n int) error {
	l := r.l
	switch {
	case r.over:
		return ErrEnded
	case n < 0 || n > l.hand:
		return fmt.Errorf("%s: cannot stake %d with %d in hand", r.table, n, l.hand)
	}
	staked, err := chips.Add(l.staked[r.table], n)
	if err != nil {
		return fmt.Errorf("%s: too many chips on the table", r.table)
	}
	if err := l.move(r.table, l.hand-n, staked, l.net); err != nil {
		return err
	}
	r.stake += n
	return nil
}

// Unstake moves n of the round's staked chips back to the hand: a bet
// taken down before it had action.
func (r *Round) Unstake(n int) error {
	l := r.l
	switch {
	case r.over:
		return ErrEnded
	case n < 0 || n > r.stake:
		return l.keep(fmt.Errorf("%s: cannot take down %d of a %d stake", r.table, n, r.stake))
	}
	hand, err := chips.Add(l.hand, n)
	if err == nil {
		err = l.move(r.table, hand, l.staked[r.table]-n, l.net)
	}
	if err != nil {
		return l.keep(err)
	}
	r.stake -= n
	return nil
}

// Settle ends stake chips' part in the round: they leave the table, and
// payout chips (the stake back with winnings, or less, or nothing) come to
// the hand; the net moves by payout − stake. A refused settlement is kept
// ([Ledger.Err]): the books are wrong.
func (r *Round) Settle(stake, payout int) error {
	return r.settle(stake, payout, false)
}

// SettleAhead settles as Settle does, but holds the payout on the table,
// sealed: the round's outcome is fixed before its table shows it (a
// solitaire deal, settled as its riffles are drawn and shown card by
// card). What the player is shown leaves the sealed net out
// ([Ledger.ShownStaked]) until [Round.Collect] moves the payout to the
// hand.
func (r *Round) SettleAhead(stake, payout int) error {
	return r.settle(stake, payout, true)
}

func (r *Round) settle(stake, payout int, ahead bool) error {
	l := r.l
	if r.over {
		return l.keep(fmt.Errorf("%s: %w", r.table, ErrEnded))
	}
	if stake < 0 || stake > r.stake || payout < 0 {
		return l.keep(fmt.Errorf("%s: cannot settle a %d stake (of %d) paying %d", r.table, stake, r.stake, payout))
	}
	d := payout - stake // both at least zero: no overflow
	hand, staked := l.hand, l.staked[r.table]-stake
	var errHand, errStaked error
	if ahead {
		staked, errStaked = chips.Add(staked, payout)
	} else {
		hand, errHand = chips.Add(hand, payout)
	}
	net, errNet := chips.Add(l.net, d)
	rnet, errRound := chips.Add(r.net, d)
	if err := errors.Join(errHand, errStaked, errNet, errRound); err != nil {
		return l.keep(fmt.Errorf("%s: a payout of %d overflows the bankroll", r.table, payout))
	}
	if err := l.move(r.table, hand, staked, net); err != nil {
		return l.keep(err)
	}
	r.stake -= stake
	r.net = rnet
	r.settled = true
	if ahead {
		r.held += payout
		r.ahead += d
	}
	return nil
}

// Held is the payouts settled ahead and held on the table until Collect.
func (r *Round) Held() int { return r.held }

// Collect moves the payouts held on the table (SettleAhead) to the hand:
// the table has shown the round. A finished round then leaves play.
func (r *Round) Collect() error {
	l := r.l
	if r.held == 0 && r.ahead == 0 {
		return nil
	}
	hand, err := chips.Add(l.hand, r.held)
	if err == nil {
		err = l.move(r.table, hand, l.staked[r.table]-r.held, l.net)
	}
	if err != nil {
		return l.keep(err)
	}
	r.held, r.ahead, r.sealedSeq = 0, 0, 0
	if r.over && l.inPlay[r.table] == r {
		delete(l.inPlay, r.table)
	}
	return nil
}

// Draw fixes where the round's randomness comes from, before the table
// draws any: outside provably fair mode, src's generator at its position
// now; in provably fair mode the round's own stream, whose commitment was
// shown before, handed to the table with src.Set — unless the table
// shuffles with a biased algorithm (FairShuffle) or takes no generator:
// such a round is dealt from src and recorded as such.
func (r *Round) Draw(src Source) error {
	l := r.l
	switch {
	case r.over:
		return ErrEnded
	case r.drawn:
		return fmt.Errorf("%s: the round's randomness is already drawn", r.table)
	case src.Gen == nil && src.Set != nil:
		return fmt.Errorf("%s: no generator to give back", r.table)
	}
	r.base, r.set = src.Gen, src.Set
	r.rec.Algo = src.Algo
	r.drawn = true
	if l.fair && src.Set != nil && l.proto != nil && FairShuffle(src.Algo) == nil {
		g, seeds, err := l.proto.Begin()
		l.protoErr = err
		if err == nil {
			if src.Set(g) == nil {
				r.rec.Fair = &seeds
				return nil
			}
			_ = l.proto.Cancel(seeds) // the round just begun: it can be taken back
		}
	}
	r.rec.Gen, r.rec.Seed = src.Name, src.Seed
	if s, ok := src.Gen.(rng.Stream); ok {
		r.rec.Pos = s.Steps()
	}
	return nil
}

// Cancel calls off a round that has not been saved open: its stake comes
// back to the hand and the table gets its own generator back. A provably
// fair round's seed and nonce wait for the next round when no seed was
// drawn since the round began (the tables cancel in the Update that began
// it); otherwise they are spent unused, which the protocol allows (a nonce
// is never used twice). It fails for a round that has settled a stake,
// even a push, or was saved open: Void such a round.
func (r *Round) Cancel() error {
	l := r.l
	switch {
	case r.over:
		return nil
	case r.saved:
		return fmt.Errorf("%s: a round saved open cannot be taken back", r.table)
	case r.settled:
		return fmt.Errorf("%s: a round that has settled chips cannot be taken back", r.table)
	}
	if err := r.Unstake(r.stake); err != nil {
		return err
	}
	if f := r.rec.Fair; f != nil {
		_ = l.proto.Cancel(*f) // the round begun last: it can be taken back
		_ = r.set(r.base)
	}
	r.over = true
	delete(l.inPlay, r.table)
	return nil
}

// SaveOpen saves the round as open — its record with the moves so far,
// the dice (or cards) they threw and the chips it holds on the table — so
// that a program stopped before the round settles takes it up again rather
// than hand the stake back. Call it before the throw the last move makes,
// when chips wait on it.
//
// A provably fair round's server seed is left out of the entry's record:
// the session file is the player's to read, and the seed would show every
// throw to come. It goes in the entry's Secret, which the saver keeps
// apart until the round settles; Finish's entry reveals it as for every
// round.
func (r *Round) SaveOpen(moves, dice []string) error {
	l := r.l
	switch {
	case r.over:
		return ErrEnded
	case !r.drawn:
		return fmt.Errorf("%s: a round is saved open once its randomness is drawn", r.table)
	}
	rec, secret := hideServer(r.rec)
	rec.Time = l.now().UTC()
	rec.Moves = append([]string(nil), moves...)
	rec.Dice = append([]string(nil), dice...)
	rec.Net = r.net // what its stakes settled so far returned (a craps place bet paid on a point)
	rec.Bankroll = l.Wealth()
	e := Entry{Kind: KindOpen, Time: rec.Time, Round: &rec, Stake: r.stake, Secret: secret}
	l.setOpen(rec.Table, &e)
	l.record(e)
	r.saved = true
	return nil
}

// Finish settles the round into the book with its moves and result: it
// is numbered, the bankroll after it recorded, a provably fair round's
// seeds revealed and the table's own generator given back, and the round
// saved. Every chip it staked must be settled, and the result's net must
// be the net its settlements moved: a round whose record would not add up
// is refused, the books kept wrong ([Ledger.Err]), and nothing recorded.
// A round settled ahead stays in play, sealed, until Collect.
func (r *Round) Finish(moves []string, res round.Result) (round.Record, error) {
	l := r.l
	switch {
	case r.over:
		return round.Record{}, ErrEnded
	case !r.drawn:
		return round.Record{}, fmt.Errorf("%s: a round is finished once its randomness is drawn", r.table)
	case r.stake != 0:
		return round.Record{}, l.keep(fmt.Errorf("%s: %d chips are still staked on a round that ended", r.table, r.stake))
	case res.Net != r.net:
		return round.Record{}, l.keep(fmt.Errorf("%s: the round's result nets %d, but its chips moved %d", r.table, res.Net, r.net))
	}
	rec := r.rec
	rec.Seq, rec.Time = l.next, l.now().UTC()
	rec.Moves, rec.Outcome, rec.Digest, rec.Net = moves, res.Outcome, res.Digest, res.Net
	rec.Bankroll = l.Wealth()
	rec.Dice = nil
	l.next++
	if rec.Fair != nil {
		l.revealed = &rec
		if r.set != nil {
			_ = r.set(r.base) // the table's own generator was taken before
		}
	}
	l.rounds = append(l.rounds, rec)
	l.count++
	l.setOpen(rec.Table, nil)
	l.record(Entry{Kind: KindRound, Time: rec.Time, Round: &rec})
	r.rec, r.over = rec, true
	if r.held != 0 || r.ahead != 0 {
		r.sealedSeq = rec.Seq
	} else {
		delete(l.inPlay, r.table)
	}
	return rec, nil
}

// Resume takes up a round saved open (an entry of [Ledger.Open]): its
// stake is staked again, its record is the one saved, and the table
// already plays its stream; src gives the table's own generator and how
// to hand it back, so that a provably fair round returns it when it ends.
func (l *Ledger) Resume(e Entry, src Source) (*Round, error) {
	if e.Round == nil {
		return nil, errors.New("no round to take up")
	}
	r, err := l.Begin(e.Round.Table)
	if err != nil {
		return nil, err
	}
	if err := r.Stake(e.Stake); err != nil {
		delete(l.inPlay, r.table)
		return nil, err
	}
	r.rec = *e.Round
	r.rec.Dice = nil    // the open entry's; SaveOpen writes them again, the settled round has none
	r.net = e.Round.Net // settled before it was saved: in the bankroll already (Session.Bankroll)
	r.rec.Net = 0
	r.base, r.set = src.Gen, src.Set
	r.drawn, r.saved = true, true
	return r, nil
}
