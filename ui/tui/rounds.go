package tui

import (
	"crypto/rand"
	"encoding/hex"
	"time"

	"riffle/engine/rng"
	"riffle/games/round"
	"riffle/ui/session"
)

// roundBook is the session's record of rounds: it numbers them, gives a
// provably fair round its own stream, and hands each settled round to the
// saver. Only Update touches it.
type roundBook struct {
	next   int            // the next round's number
	rounds []round.Record // every round, earlier sessions' first
	fair   bool           // provably fair mode
	client string         // the client seed
	nonce  uint64         // the next fair round's nonce
	// server is the next fair round's server seed, drawn when a commitment
	// is first shown and kept secret until that round is settled.
	server []byte
	commit string // server's SHA-256, hex ("" while no seed waits)
	// revealed is the last settled fair round's seeds.
	revealed *round.FairSeeds
	save     func(session.Entry) // nil when the session is not saved
	saveErr  func() error        // the saver's first failure, if any
	now      func() time.Time
}

// defaultClientSeed is the client seed until the player sets one.
const defaultClientSeed = "riffle"

func newRoundBook(s session.Session) *roundBook {
	b := &roundBook{next: s.NextSeq(), rounds: s.Rounds, nonce: s.NextNonce(), client: defaultClientSeed, now: time.Now}
	if s.Settings != nil && s.Settings.Client != "" {
		b.client = s.Settings.Client
	}
	for i := range b.rounds { // the last revealed seeds stay on show
		if b.rounds[i].Fair != nil {
			b.revealed = b.rounds[i].Fair
		}
	}
	return b
}

// commitment is the SHA-256 of the next fair round's server seed, drawing
// the seed if none is waiting.
func (b *roundBook) commitment() string {
	if b.server == nil {
		seed := make([]byte, 32)
		_, _ = rand.Read(seed) // crypto/rand does not fail on supported systems
		b.wait(seed)
	}
	return b.commit
}

// wait makes seed the next fair round's server seed (nil: none waits).
func (b *roundBook) wait(seed []byte) {
	b.server, b.commit = seed, ""
	if seed != nil {
		b.commit = rng.Commit(seed)
	}
}

// openRound is a round in play: its record so far, and how to give the
// table its own generator back when a fair round ends.
type openRound struct {
	rec    round.Record
	base   rng.Generator
	setGen func(rng.Generator) error
	// pending is the net of a round settled ahead of the screen (its
	// outcome fixed, its deal still on show): not yet in the bankroll.
	pending int
}

// beginRound starts a round at table, whose generator is base (built from
// the session's settings) and which takes a generator with setGen. Outside
// fair mode it records base's position; in fair mode it gives the table the
// round's provably fair stream, whose commitment was shown before.
func (c *common) beginRound(table string, base rng.Generator, algo string, setGen func(rng.Generator) error) *openRound {
	b := c.rounds()
	o := &openRound{rec: round.Record{Table: table, Algo: algo}, base: base, setGen: setGen}
	if b.fair && setGen != nil {
		commit := b.commitment()
		seeds := &round.FairSeeds{Server: hex.EncodeToString(b.server), Commit: commit, Client: b.client, Nonce: b.nonce}
		if setGen(rng.NewFair(b.server, b.client, b.nonce)) == nil {
			o.rec.Fair = seeds
			b.wait(nil)
			b.nonce++
			return o
		}
	}
	o.rec.Gen, o.rec.Seed = c.settings.Gen.Name, c.settings.EffectiveSeed()
	if s, ok := base.(rng.Stream); ok {
		o.rec.Pos = s.Steps()
	}
	return o
}

// cancelRound undoes beginRound when the table refused to play: a fair
// round's seed and nonce wait for the next round, and the table gets its
// own generator back.
func (c *common) cancelRound(o *openRound) {
	if f := o.rec.Fair; f != nil {
		seed, _ := hex.DecodeString(f.Server)
		c.rounds().wait(seed)
		c.rounds().nonce = f.Nonce
		_ = o.setGen(o.base)
	}
}

// finishRound settles o with its moves and result: the round is numbered,
// the bankroll after it recorded, a fair round's seeds revealed and the
// table's own generator given back, and the round saved. Call it after the
// screen has moved the table's chips into the bankroll.
func (c *common) finishRound(o *openRound, moves []string, res round.Result) round.Record {
	b := c.rounds()
	r := o.rec
	r.Seq, r.Time = b.next, b.now().UTC()
	r.Moves, r.Outcome, r.Digest, r.Net = moves, res.Outcome, res.Digest, res.Net
	r.Bankroll = c.wealth() + o.pending
	b.next++
	if r.Fair != nil {
		b.revealed = r.Fair
		if o.setGen != nil {
			_ = o.setGen(o.base) // the table's own generator was taken before
		}
	}
	b.rounds = append(b.rounds, r)
	if b.save != nil {
		b.save(session.Entry{Kind: session.KindRound, Time: r.Time, Round: &r})
	}
	return r
}

// rounds is the session's round book (a new one for a common built
// without the root, as screens' tests build it).
func (c *common) rounds() *roundBook {
	if c.book == nil {
		c.book = newRoundBook(session.Session{})
	}
	return c.book
}

// wealth is the bankroll plus every chip staked at a table.
func (c *common) wealth() int {
	w := c.bankroll
	if c.staked != nil {
		w += c.staked()
	}
	return w
}

// savedSettings are the settings a session file keeps.
func (c *common) savedSettings() session.Settings {
	s := c.settings
	return session.Settings{Gen: s.Gen.Name, Algo: s.Algo.Name, Seed: s.EffectiveSeed(), Dice: s.Dice,
		Shuffles: s.Shuffles, Fair: c.rounds().fair, Client: c.rounds().client}
}
