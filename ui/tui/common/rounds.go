package common

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
type RoundBook struct {
	Next   int            // the next round's number
	Rounds []round.Record // every round, earlier sessions' first
	Fair   bool           // provably fair mode
	Client string         // the client seed
	Nonce  uint64         // the next fair round's nonce
	// server is the next fair round's server seed, drawn when a commitment
	// is first shown and kept secret until that round is settled.
	server []byte
	Commit string // server's SHA-256, hex ("" while no seed waits)
	// revealed is the last settled fair round's seeds.
	Revealed *round.FairSeeds
	Save     func(session.Entry) // nil when the session is not saved
	SaveErr  func() error        // the saver's first failure, if any
	Now      func() time.Time
}

// defaultClientSeed is the client seed until the player sets one.
const defaultClientSeed = "riffle"

func NewRoundBook(s session.Session) *RoundBook {
	b := &RoundBook{Next: s.NextSeq(), Rounds: s.Rounds, Nonce: s.NextNonce(), Client: defaultClientSeed, Now: time.Now}
	if s.Settings != nil && s.Settings.Client != "" {
		b.Client = s.Settings.Client
	}
	for i := range b.Rounds { // the last revealed seeds stay on show
		if b.Rounds[i].Fair != nil {
			b.Revealed = b.Rounds[i].Fair
		}
	}
	return b
}

// commitment is the SHA-256 of the next fair round's server seed, drawing
// the seed if none is waiting.
func (b *RoundBook) Commitment() string {
	if b.server == nil {
		seed := make([]byte, 32)
		_, _ = rand.Read(seed) // crypto/rand does not fail on supported systems
		b.wait(seed)
	}
	return b.Commit
}

// wait makes seed the next fair round's server seed (nil: none waits).
func (b *RoundBook) wait(seed []byte) {
	b.server, b.Commit = seed, ""
	if seed != nil {
		b.Commit = rng.Commit(seed)
	}
}

// openRound is a round in play: its record so far, and how to give the
// table its own generator back when a fair round ends.
type OpenRound struct {
	Rec    round.Record
	base   rng.Generator
	setGen func(rng.Generator) error
	// pending is the net of a round settled ahead of the screen (its
	// outcome fixed, its deal still on show): not yet in the bankroll.
	Pending int
}

// beginRound starts a round at table, whose generator is base (built from
// the session's settings) and which takes a generator with setGen. Outside
// fair mode it records base's position; in fair mode it gives the table the
// round's provably fair stream, whose commitment was shown before.
func (c *Common) BeginRound(table string, base rng.Generator, algo string, setGen func(rng.Generator) error) *OpenRound {
	b := c.Book()
	o := &OpenRound{Rec: round.Record{Table: table, Algo: algo}, base: base, setGen: setGen}
	if b.Fair && setGen != nil {
		commit := b.Commitment()
		seeds := &round.FairSeeds{Server: hex.EncodeToString(b.server), Commit: commit, Client: b.Client, Nonce: b.Nonce}
		if setGen(rng.NewFair(b.server, b.Client, b.Nonce)) == nil {
			o.Rec.Fair = seeds
			b.wait(nil)
			b.Nonce++
			return o
		}
	}
	o.Rec.Gen, o.Rec.Seed = c.Settings.Gen.Name, c.Settings.EffectiveSeed()
	if s, ok := base.(rng.Stream); ok {
		o.Rec.Pos = s.Steps()
	}
	return o
}

// cancelRound undoes beginRound when the table refused to play: a fair
// round's seed and nonce wait for the next round, and the table gets its
// own generator back.
func (c *Common) CancelRound(o *OpenRound) {
	if f := o.Rec.Fair; f != nil {
		seed, _ := hex.DecodeString(f.Server)
		c.Book().wait(seed)
		c.Book().Nonce = f.Nonce
		_ = o.setGen(o.base)
	}
}

// finishRound settles o with its moves and result: the round is numbered,
// the bankroll after it recorded, a fair round's seeds revealed and the
// table's own generator given back, and the round saved. Call it after the
// screen has moved the table's chips into the bankroll.
func (c *Common) FinishRound(o *OpenRound, moves []string, res round.Result) round.Record {
	b := c.Book()
	r := o.Rec
	r.Seq, r.Time = b.Next, b.Now().UTC()
	r.Moves, r.Outcome, r.Digest, r.Net = moves, res.Outcome, res.Digest, res.Net
	r.Bankroll = c.Wealth() + o.Pending
	b.Next++
	if r.Fair != nil {
		b.Revealed = r.Fair
		if o.setGen != nil {
			_ = o.setGen(o.base) // the table's own generator was taken before
		}
	}
	b.Rounds = append(b.Rounds, r)
	if b.Save != nil {
		b.Save(session.Entry{Kind: session.KindRound, Time: r.Time, Round: &r})
	}
	return r
}

// rounds is the session's round book (a new one for a common built
// without the root, as screens' tests build it).
func (c *Common) Book() *RoundBook {
	if c.book == nil {
		c.book = NewRoundBook(session.Session{})
	}
	return c.book
}

// Wealth is the chips in hand and staked at every table.
func (c *Common) Wealth() int { return c.bank.Wealth() }

// savedSettings are the settings a session file keeps.
func (c *Common) SavedSettings() session.Settings {
	s := c.Settings
	return session.Settings{Gen: s.Gen.Name, Algo: s.Algo.Name, Seed: s.EffectiveSeed(), Dice: s.Dice,
		Shuffles: s.Shuffles, Fair: c.Book().Fair, Client: c.Book().Client}
}
