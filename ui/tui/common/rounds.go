package common

import (
	"crypto/rand"
	"fmt"
	"io"
	"slices"
	"time"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/chips"
	"riffle/games/round"
	"riffle/ui/session"
)

// RoundBook is the session's record of rounds: it numbers them, gives a
// provably fair round its own stream through the protocol in games/round,
// and hands each settled round to the saver. Only Update touches it.
type RoundBook struct {
	Next int // the next round's number
	// Rounds are the rounds settled: the latest the loader kept of
	// earlier sessions' (see session.Loader), then this session's.
	Rounds []round.Record
	// Count is every round settled, the ones the loader did not keep too.
	Count int
	// Open are the rounds in play saved open (a craps point), earlier
	// sessions' not yet taken up too, one per table in the order saved.
	Open []session.Entry
	Fair bool // provably fair mode
	// proto is the provably fair protocol: the waiting server seed and its
	// commitment, the nonce and the client seed.
	proto    *round.Fair
	protoErr error               // the last failure to draw a server seed
	Revealed *round.Record       // the last settled fair round, its seeds revealed
	Save     func(session.Entry) // nil when the session is not saved
	SaveErr  func() error        // why saving fails now, or nil (bets pause meanwhile)
	Now      func() time.Time
	// chain checks the bankroll over the session file's entries read, then
	// over every entry the book records.
	chain session.Chain
}

// NewRoundBook carries on from a saved session: its rounds, the next round
// number and nonce, and its client seed (when the casino still takes it).
// A session without one gets a client seed drawn from entropy
// (round.NewClientSeed, before any server seed), never a constant the
// casino would know in advance. Server seeds are drawn from entropy.
func NewRoundBook(s session.Session, entropy io.Reader) *RoundBook {
	b := &RoundBook{Next: s.NextSeq(), Rounds: s.Rounds, Count: max(s.Count, len(s.Rounds)),
		Open: append([]session.Entry(nil), s.Open...), Now: time.Now, chain: s.Chain()}
	var client string
	var err error
	if s.Settings != nil && round.CheckClientSeed(s.Settings.Client) == nil {
		client = s.Settings.Client
	} else {
		client, err = round.NewClientSeed(entropy)
	}
	if err == nil {
		b.proto, err = round.NewFair(entropy, client, s.NextNonce())
	}
	if err != nil {
		// Only entropy that is nil or fails gets here, the client seed
		// being checked: rounds then refuse fair mode rather than deal
		// unfairly.
		b.protoErr = err
	}
	// The last revealed seeds stay on show: the loader's, whose round may
	// be older than the rounds it kept, or the last among the rounds.
	b.Revealed = s.LastFair
	for i := range b.Rounds {
		if r := &b.Rounds[i]; r.Fair != nil && (b.Revealed == nil || r.Seq >= b.Revealed.Seq) {
			b.Revealed = r
		}
	}
	return b
}

// Record saves e (when the session is saved) and checks it in the
// bankroll chain ([RoundBook.Check]): a session's start, and every entry
// the book writes.
func (b *RoundBook) Record(e session.Entry) {
	b.chain.Add("", e)
	if b.Save != nil {
		b.Save(e)
	}
}

// Check is the first place the bankroll does not add up (see
// session.Chain), or nil: over every entry of the session file read when
// the casino opened, kept or not, and every entry recorded since.
func (b *RoundBook) Check() error { return b.chain.Err() }

// setOpen makes e its table's open round, or, with e nil, ends table's.
func (b *RoundBook) setOpen(table string, e *session.Entry) {
	b.Open = slices.DeleteFunc(b.Open, func(o session.Entry) bool { return o.Round.Table == table })
	if e != nil {
		b.Open = append(b.Open, *e)
	}
}

// Commitment is the SHA-256 of the next fair round's server seed, drawing
// the seed if none is waiting; "" if it could not be drawn (see FairErr).
func (b *RoundBook) Commitment() string {
	if b.proto == nil {
		return ""
	}
	c, err := b.proto.Commitment()
	b.protoErr = err
	return c
}

// Pending is the commitment waiting for the next fair round, or "" when
// none was drawn yet; it draws nothing.
func (b *RoundBook) Pending() string {
	if b.proto == nil {
		return ""
	}
	return b.proto.Pending()
}

// FairErr is why the last server seed could not be drawn, or nil.
func (b *RoundBook) FairErr() error { return b.protoErr }

// Client is the client seed the next fair round mixes in ("" when the
// protocol could not start, see FairErr).
func (b *RoundBook) Client() string {
	if b.proto == nil {
		return ""
	}
	return b.proto.Client()
}

// SetClient makes s the client seed from the next fair round on (see
// round.CheckClientSeed).
func (b *RoundBook) SetClient(s string) error {
	if b.proto == nil {
		return b.protoErr
	}
	return b.proto.SetClient(s)
}

// Nonce is the next fair round's nonce.
func (b *RoundBook) Nonce() uint64 {
	if b.proto == nil {
		return 0
	}
	return b.proto.Nonce()
}

// OpenRound is a round in play: its record so far, and how to give the
// table its own generator back when a fair round ends.
type OpenRound struct {
	Rec    round.Record
	base   rng.Generator
	setGen func(rng.Generator) error
	// Pending is the net of a round settled ahead of the screen (its
	// outcome fixed, its deal still on show): not yet in the bankroll.
	Pending int
}

// BeginRound starts a round at table, whose generator is base (built from
// the session's settings) and which takes a generator with setGen. Outside
// fair mode it records base's position; in fair mode it gives the table the
// round's provably fair stream, whose commitment was shown before — unless
// the table shuffles with algo and algo is biased (see FairShuffleErr):
// that round is dealt from base and recorded as such, and the header says
// why.
func (c *Common) BeginRound(table string, base rng.Generator, algo string, setGen func(rng.Generator) error) *OpenRound {
	b := c.Book()
	o := &OpenRound{Rec: round.Record{Table: table, Algo: algo}, base: base, setGen: setGen}
	if b.Fair && setGen != nil && b.proto != nil && fairShuffle(algo) == nil {
		g, seeds, err := b.proto.Begin()
		b.protoErr = err
		if err == nil {
			if setGen(g) == nil {
				o.Rec.Fair = &seeds
				return o
			}
			_ = b.proto.Cancel(seeds) // the round just begun: it can be taken back
		}
	}
	o.Rec.Gen, o.Rec.Seed = c.Settings.Gen.Name, c.Settings.EffectiveSeed()
	if s, ok := base.(rng.Stream); ok {
		o.Rec.Pos = s.Steps()
	}
	return o
}

// Dealer says what deals a table's next round when it shuffles with
// algo: "algo on gen", or in provably fair mode, when algo can deal a
// fair round, "algo on fair seeds" (the generator is then the round's
// committed stream, not the session's).
func (c *Common) Dealer(algo string) string { return algo + " on " + c.DealerSource(algo) }

// DealerSource is Dealer's generator alone: "fair seeds" or gen.
func (c *Common) DealerSource(algo string) string {
	if c.Book().Fair && fairShuffle(algo) == nil {
		return "fair seeds"
	}
	return c.Settings.Gen.Name
}

// fairShuffle is why a provably fair round cannot deal with the shuffle
// named algo ("": the table does not shuffle), or nil.
func fairShuffle(algo string) error {
	if algo == "" {
		return nil
	}
	a, err := shuffle.Lookup(algo)
	if err != nil {
		return err
	}
	return round.CheckShuffle(a)
}

// FairShuffleErr is why, in fair mode, the session's shuffle cannot deal a
// provably fair round (it is biased: round.CheckShuffle), or nil. The lobby
// and the fair screen keep it nil; a shuffle chosen elsewhere (the Shuffle
// Lab) can make it not: the poker table then deals from the session's
// generator, rounds that are not provably fair, and the header says so.
func (c *Common) FairShuffleErr() error {
	if !c.Book().Fair {
		return nil
	}
	return round.CheckShuffle(c.Settings.Algo)
}

// ResumeRound takes up a round saved open (a session entry of kind
// "open"): rec is its record so far, the table already plays its stream;
// base and setGen are as for BeginRound, so that a fair round gives the
// table its own generator back when it ends.
func ResumeRound(rec round.Record, base rng.Generator, setGen func(rng.Generator) error) *OpenRound {
	rec.Dice = nil // the open entry's; SaveOpen writes them again, the settled round has none
	return &OpenRound{Rec: rec, base: base, setGen: setGen}
}

// SaveOpen saves o as open — its record with the moves so far, the dice
// they threw and stake chips on the table — so that a program stopped
// before the round settles takes it up again rather than hand the stake
// back. Call it before the throw the last move makes, when chips wait on
// it.
//
// A provably fair round's server seed is left out of the entry's record:
// the session file is the player's to read, and the seed would show every
// throw to come. It goes in the entry's Secret, which the saver keeps in a
// private file beside the session file until the round settles (see
// ui/store's secrets); FinishRound's entry reveals it as for every round.
func (c *Common) SaveOpen(o *OpenRound, moves, dice []string, stake int) {
	b := c.Book()
	r, secret := hideServer(o.Rec)
	r.Time = b.Now().UTC()
	r.Moves = append([]string(nil), moves...)
	r.Dice = append([]string(nil), dice...)
	r.Bankroll = c.Wealth()
	e := session.Entry{Kind: session.KindOpen, Time: r.Time, Round: &r, Stake: stake, Secret: secret}
	b.setOpen(r.Table, &e)
	b.Record(e)
}

// hideServer is r without its provably fair server seed, and the seed
// ("" for a round that is not provably fair).
func hideServer(r round.Record) (round.Record, string) {
	if r.Fair == nil {
		return r, ""
	}
	f := *r.Fair
	secret := f.Server
	f.Server = ""
	r.Fair = &f
	return r, secret
}

// VoidOpen saves that the round left open whose record so far is rec,
// with stake chips on the table, could not be taken up (why): it is called
// off and moves no chips — the stake is back in hand, no more, as the
// bankroll already holds it. The entry closes the open one, so that the
// next start does not try again. Its record keeps no server seed.
func (c *Common) VoidOpen(rec round.Record, stake int, why error) {
	b := c.Book()
	r, _ := hideServer(rec)
	r.Time = b.Now().UTC()
	r.Bankroll = c.Wealth()
	b.setOpen(r.Table, nil)
	b.Record(session.Entry{Kind: session.KindVoid, Time: r.Time, Round: &r, Stake: stake, Reason: why.Error()})
}

// CancelRound undoes beginRound when the table refused to play: a fair
// round's seed and nonce wait for the next round, and the table gets its
// own generator back.
func (c *Common) CancelRound(o *OpenRound) {
	if f := o.Rec.Fair; f != nil {
		_ = c.Book().proto.Cancel(*f) // the round begun last: it can be taken back
		_ = o.setGen(o.base)
	}
}

// FinishRound settles o with its moves and result: the round is numbered,
// the bankroll after it recorded, a fair round's seeds revealed and the
// table's own generator given back, and the round saved. Call it after the
// screen has moved the table's chips into the bankroll.
func (c *Common) FinishRound(o *OpenRound, moves []string, res round.Result) round.Record {
	b := c.Book()
	r := o.Rec
	r.Seq, r.Time = b.Next, b.Now().UTC()
	r.Moves, r.Outcome, r.Digest, r.Net = moves, res.Outcome, res.Digest, res.Net
	bank, err := chips.Add(c.Wealth(), o.Pending)
	if err != nil { // the tables refuse such a round: the books are wrong
		c.keep(fmt.Errorf("%s: a round's net of %d overflows the bankroll", o.Rec.Table, o.Pending))
		bank = c.Wealth()
	}
	r.Bankroll = bank
	b.Next++
	if r.Fair != nil {
		b.Revealed = &r
		if o.setGen != nil {
			_ = o.setGen(o.base) // the table's own generator was taken before
		}
	}
	b.Rounds = append(b.Rounds, r)
	b.Count++
	b.setOpen(r.Table, nil)
	b.Record(session.Entry{Kind: session.KindRound, Time: r.Time, Round: &r})
	return r
}

// Book is the session's round book (a new one for a common built
// without the root, as screens' tests build it).
func (c *Common) Book() *RoundBook {
	if c.book == nil {
		c.book = NewRoundBook(session.Session{}, rand.Reader)
	}
	return c.book
}

// Wealth is the chips in hand and staked at every table.
func (c *Common) Wealth() int { return c.bank.Wealth() }

// SavedSettings are the settings a session file keeps.
func (c *Common) SavedSettings() session.Settings {
	s := c.Settings
	return session.Settings{Gen: s.Gen.Name, Algo: s.Algo.Name, Seed: s.EffectiveSeed(), Dice: s.Dice,
		Shuffles: s.Shuffles, Fair: c.Book().Fair, Client: c.Book().Client()}
}
