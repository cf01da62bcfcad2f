package casino

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"time"

	"riffle/games/chips"
	"riffle/games/round"
)

// Saver takes the entries the ledger writes (a session's start, its
// settings, every round saved open, settled or called off) to wherever the
// session is kept: the terminal UI's saver, which writes them to the
// session file on a goroutine of its own. Save never blocks.
type Saver interface {
	Save(e Entry)
	// Err is why entries cannot be saved now (a full disk), or nil.
	Err() error
}

// Ledger is a player's chips and rounds: the chips in hand and those
// staked at each table, and the book of rounds played (numbered, saved,
// provably fair where the session asks for it). Chips move only through a
// [Round] the ledger began, and every move keeps the books
//
//	in hand + Σ staked = opening + Σ net of what was settled
//
// with every amount at least zero and every sum checked for overflow
// (games/chips). A move that would break either is refused with an error
// and changes nothing; a refused settlement is kept ([Ledger.Err]) and
// pauses bets until the casino is restarted.
//
// A Ledger is used from one goroutine (the terminal UI's Update); the
// saver it writes to may be read from others.
type Ledger struct {
	hand    int
	staked  map[string]int // by table
	opening int            // in hand when the books were opened
	net     int            // won (or, below zero, lost) since
	err     error          // the first settlement refused

	next   int            // the next round's number
	rounds []round.Record // settled: the latest of earlier sessions' (as loaded), then this one's
	count  int            // every round settled, the ones not kept too
	open   []Entry        // rounds saved open, one per table, in the order saved
	fair   bool           // provably fair mode
	// proto is the provably fair protocol: the waiting server seed and
	// its commitment, the nonce and the client seed; protoErr the last
	// failure to draw a server seed.
	proto    *round.Fair
	protoErr error
	revealed *round.Record // the last settled fair round, its seeds revealed
	saver    Saver         // nil: the session is not saved
	now      func() time.Time
	rate     *rateLimit // rounds begun (nil: no limit)
	// chain checks the bankroll over the session's entries read, then
	// over every entry the ledger writes.
	chain  Chain
	inPlay map[string]*Round // the round in play at each table
}

// New opens the ledger of a session carried on from s (the zero Session
// for a new one): its bankroll, rounds, next round number and nonce, its
// client seed when the casino still takes it, and its rounds left open
// ([Ledger.Open], to be taken up with [Ledger.Resume] or called off with
// [Ledger.Void]). A session without a client seed gets one drawn from
// entropy (round.NewClientSeed, before any server seed), never a constant
// the casino would know in advance; server seeds are drawn from entropy
// too (crypto/rand when entropy is nil). Entries go to saver (nil: the
// session is not saved).
//
// A saved bankroll below zero is refused: the ledger opens with
// [DefaultBankroll] and the error says why. The ledger is usable either
// way. (A bankroll above [MaxBankroll] is the [Chain]'s to refuse: the
// ledger's arithmetic is checked up to math.MaxInt.)
func New(s Session, entropy io.Reader, saver Saver) (*Ledger, error) {
	if entropy == nil {
		entropy = rand.Reader
	}
	l := &Ledger{hand: DefaultBankroll, opening: DefaultBankroll, staked: map[string]int{},
		next: s.NextSeq(), rounds: slices.Clip(s.Rounds), count: max(s.Count, len(s.Rounds)),
		open: slices.Clone(s.Open), saver: saver, now: time.Now, chain: s.Chain(),
		inPlay: map[string]*Round{}}
	if s.Settings != nil {
		l.fair = s.Settings.Fair
	}
	l.startProtocol(s, entropy)
	// The last revealed seeds stay on show: the loader's, whose round may
	// be older than the rounds it kept, or the last among the rounds.
	l.revealed = s.LastFair
	for i := range l.rounds {
		if r := &l.rounds[i]; r.Fair != nil && (l.revealed == nil || r.Seq >= l.revealed.Seq) {
			l.revealed = r
		}
	}
	var err error
	if s.Started {
		if s.Bankroll < 0 {
			err = fmt.Errorf("bankroll %d: chips cannot be below zero", s.Bankroll)
		} else {
			l.hand, l.opening = s.Bankroll, s.Bankroll
		}
	}
	return l, err
}

// CarryOn makes l, in place, the ledger New(s, entropy, saver) returns,
// so that whoever holds l (the tables) holds the session carried on. It
// refuses while a round is in play on l, changing nothing; New's error
// (a bankroll refused) it returns after the change, as New does.
func (l *Ledger) CarryOn(s Session, entropy io.Reader, saver Saver) error {
	for table := range l.inPlay {
		return fmt.Errorf("a %s round is in play: the session cannot be replaced under it", table)
	}
	n, err := New(s, entropy, saver)
	*l = *n
	return err
}

// startProtocol starts the provably fair protocol with the session's
// client seed, or one drawn from entropy, at the session's next nonce.
func (l *Ledger) startProtocol(s Session, entropy io.Reader) {
	var client string
	var err error
	if s.Settings != nil && round.CheckClientSeed(s.Settings.Client) == nil {
		client = s.Settings.Client
	} else {
		client, err = round.NewClientSeed(entropy)
	}
	if err == nil {
		l.proto, err = round.NewFair(entropy, client, s.NextNonce())
	}
	// Only entropy that fails gets an error here, the client seed being
	// checked: rounds then deal from the table's own generator, recorded
	// as not provably fair, and the header says why (FairErr).
	l.protoErr = err
}

// SetClock makes now the ledger's clock (time.Now unless set), which
// dates the entries it writes.
func (l *Ledger) SetClock(now func() time.Time) { l.now = now }

// SetRate limits the rounds begun to perSecond on average, burst at once:
// a session on a class's server (riffle serve), whose every round is a
// line synced to the server's disk, cannot flood it. A round begun past
// the limit is refused with ErrTooFast's words. perSecond ≤ 0 lifts it.
func (l *Ledger) SetRate(perSecond float64, burst int) {
	if perSecond <= 0 || burst < 1 {
		l.rate = nil
		return
	}
	l.rate = &rateLimit{per: perSecond, burst: float64(burst), tokens: float64(burst), at: l.now()}
}

// ErrTooFast is a round begun past the ledger's rate (SetRate).
var ErrTooFast = errors.New("slow down: a class's server takes a few rounds a second from each student")

// rateLimit is a token bucket: burst tokens, per a second back.
type rateLimit struct {
	per, burst, tokens float64
	at                 time.Time
}

// take takes a token at now, or reports there is none.
func (r *rateLimit) take(now time.Time) bool {
	if dt := now.Sub(r.at).Seconds(); dt > 0 {
		r.tokens = min(r.burst, r.tokens+dt*r.per)
	}
	r.at = now
	if r.tokens < 1 {
		return false
	}
	r.tokens--
	return true
}

// Now is the ledger's clock's time.
func (l *Ledger) Now() time.Time { return l.now() }

// InHand is the chips not staked at any table.
func (l *Ledger) InHand() int { return l.hand }

// StakedAt is the chips staked at table.
func (l *Ledger) StakedAt(table string) int { return l.staked[table] }

// Staked is the chips staked at every table.
func (l *Ledger) Staked() int {
	n := 0
	for _, s := range l.staked {
		n += s // each is checked when set, and so is their sum with the hand
	}
	return n
}

// Wealth is the chips in hand and staked.
func (l *Ledger) Wealth() int { return l.hand + l.Staked() }

// Opening is the chips in hand when the books were opened.
func (l *Ledger) Opening() int { return l.opening }

// Net is what was won (below zero, lost) since the books were opened.
func (l *Ledger) Net() int { return l.net }

// Tables lists the tables holding a stake, in order.
func (l *Ledger) Tables() []string {
	var ts []string
	for t, s := range l.staked {
		if s > 0 {
			ts = append(ts, t)
		}
	}
	sort.Strings(ts)
	return ts
}

// Err is the first settlement the books refused, or nil: the books are
// then wrong, and bets are paused ([Ledger.CanStake]).
func (l *Ledger) Err() error { return l.err }

// keep keeps err, the first one, for Err.
func (l *Ledger) keep(err error) error {
	if err != nil && l.err == nil {
		l.err = err
	}
	return err
}

// CanStake says why no new round may stake chips, or nil. Bets are paused
// while the books have refused a settlement (until the casino is
// restarted) and while the saver cannot write (until it can again): a
// round played then could be lost.
func (l *Ledger) CanStake() error {
	if l.err != nil {
		return errors.New("bets are paused: the books do not add up (see the header); restart the casino")
	}
	if l.saver != nil && l.saver.Err() != nil {
		return errors.New("bets are paused until the session can be saved again (see the header)")
	}
	return nil
}

// SaveErr is why the session cannot be saved now, or nil (also for a
// session that is not saved).
func (l *Ledger) SaveErr() error {
	if l.saver == nil {
		return nil
	}
	return l.saver.Err()
}

// Saved reports whether the session is saved.
func (l *Ledger) Saved() bool { return l.saver != nil }

// move makes table's stake staked, the hand hand and the net net, if the
// books still add up without overflow.
func (l *Ledger) move(table string, hand, staked, net int) error {
	if hand < 0 || staked < 0 {
		return fmt.Errorf("%s: chips cannot be below zero (%d in hand, %d staked)", table, hand, staked)
	}
	total := hand
	for t, s := range l.staked {
		if t == table {
			s = staked
		}
		var err error
		if total, err = chips.Add(total, s); err != nil {
			return fmt.Errorf("%s: too many chips", table)
		}
	}
	if _, ok := l.staked[table]; !ok {
		var err error
		if total, err = chips.Add(total, staked); err != nil {
			return fmt.Errorf("%s: too many chips", table)
		}
	}
	if total == math.MinInt {
		return fmt.Errorf("%s: too many chips", table)
	}
	if want, err := chips.Add(l.opening, net); err != nil || want != total {
		return fmt.Errorf("%s: the books would not add up (%d held, %d opened + %d net)", table, total, l.opening, net)
	}
	l.hand, l.net = hand, net
	if staked == 0 {
		delete(l.staked, table)
	} else {
		l.staked[table] = staked
	}
	return nil
}

// record checks e in the bankroll chain and saves it.
func (l *Ledger) record(e Entry) {
	l.chain.Add("", e)
	if l.saver != nil {
		l.saver.Save(e)
	}
}

// Start records the start of a session with settings st and the bankroll
// as it stands (when the session is saved).
func (l *Ledger) Start(st Settings) {
	if l.saver != nil {
		l.record(Entry{Kind: KindStart, Time: l.now().UTC(), Bankroll: l.Wealth(), Settings: &st})
	}
}

// SaveSettings records that the settings are now st (when the session is
// saved).
func (l *Ledger) SaveSettings(st Settings) {
	if l.saver != nil {
		l.record(Entry{Kind: KindSettings, Time: l.now().UTC(), Settings: &st})
	}
}

// Check is the first place the bankroll does not add up (see [Chain]), or
// nil: over every entry of the session read when the ledger opened, kept
// or not, and every entry written since.
func (l *Ledger) Check() error { return l.chain.Err() }

// Rounds are the rounds settled: the latest of earlier sessions' the
// loader kept, then this session's, in order. The slice is the ledger's:
// read it, do not change it.
func (l *Ledger) Rounds() []round.Record { return l.rounds }

// Count is every round settled, the ones not kept in Rounds too.
func (l *Ledger) Count() int { return l.count }

// Last is the last round settled, and false when there is none.
func (l *Ledger) Last() (round.Record, bool) {
	if len(l.rounds) == 0 {
		return round.Record{}, false
	}
	return l.rounds[len(l.rounds)-1], true
}

// Open are the rounds saved open, one per table in the order saved: those
// of earlier sessions not yet taken up, and those in play now.
func (l *Ledger) Open() []Entry { return slices.Clone(l.open) }

// setOpen makes e its table's open round, or, with e nil, ends table's.
func (l *Ledger) setOpen(table string, e *Entry) {
	l.open = slices.DeleteFunc(l.open, func(o Entry) bool { return o.Round.Table == table })
	if e != nil {
		l.open = append(l.open, *e)
	}
}

// InPlay is the round in play at table (begun and not ended), or nil.
func (l *Ledger) InPlay(table string) *Round { return l.inPlay[table] }

// Sealed is a round settled and not shown yet (see [Round.SettleAhead]):
// its number and its net, which the books hold in its table's stake.
type Sealed struct {
	Seq, Net int
}

// Sealed are the rounds settled and not shown yet, by table: what the
// player is shown (the header, the history's list, the class's
// leaderboard) leaves them out until their table shows them, so that no
// figure tells an outcome before the table does.
func (l *Ledger) Sealed() map[string]Sealed {
	out := map[string]Sealed{}
	for t, r := range l.inPlay {
		if r.sealedSeq != 0 {
			out[t] = Sealed{Seq: r.sealedSeq, Net: r.ahead}
		}
	}
	return out
}

// ShownStaked is the chips on the tables as the player may see them now:
// the stakes, less every result sealed.
func (l *Ledger) ShownStaked() int {
	n := l.Staked()
	for _, r := range l.inPlay {
		n -= r.ahead
	}
	return n
}

// ShownWealth is the chips in hand and ShownStaked.
func (l *Ledger) ShownWealth() int { return l.hand + l.ShownStaked() }

// Void records that the round left open in e could not be taken up (why):
// it is called off and moves no chips — its stake is in hand, no more, as
// the bankroll held it all along, and what it settled so far stands. When
// why is a [round.NetError] (the record says it settled more than its
// moves did) the difference leaves the hand and the void keeps the
// settled net. The entry closes the open one, so that the next start does
// not try again. Its record keeps no server seed.
func (l *Ledger) Void(e Entry, why error) {
	r, _ := hideServer(*e.Round)
	r.Time = l.now().UTC()
	var ne *round.NetError
	if errors.As(why, &ne) && ne.Saved > ne.Settled && ne.Saved == r.Net {
		if hand, err := chips.Add(l.hand, ne.Settled-ne.Saved); err == nil && hand >= 0 {
			l.hand, r.Net = hand, ne.Settled
		}
	}
	r.Bankroll = l.Wealth()
	l.setOpen(r.Table, nil)
	l.record(Entry{Kind: KindVoid, Time: r.Time, Round: &r, Stake: e.Stake, Reason: why.Error()})
}
