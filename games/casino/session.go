package casino

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"riffle/games/round"
	"riffle/games/tables"
	"riffle/ui/text"
)

// The kinds of entry.
const (
	KindStart    = "start"    // a session began: its settings and bankroll
	KindSettings = "settings" // the settings changed
	KindRound    = "round"    // a round was settled
	// KindOpen: a round in play holds chips on the table until a later
	// event (a craps point): its record so far, written before the
	// round's next throw and superseded by the round entry that settles it.
	KindOpen = "open"
	// KindVoid: a round left open that could not be taken up again (its
	// record no longer plays, or its provably fair server seed was lost):
	// it is called off, as a casino voids a round its machine fails. It
	// closes the open entry, moves no chips (the stake is back in hand, no
	// more) and says why.
	KindVoid = "void"
)

// Settings are the choices a session restores when the command line does
// not give them. The seed is not among them: a new session draws a new
// seed unless --seed is given, so that it does not deal the last session's
// cards again.
type Settings struct {
	Gen      string `json:"gen"`
	Algo     string `json:"algo"`
	Seed     uint64 `json:"seed"` // for the record; not restored
	Dice     int    `json:"dice,omitempty"`
	Shuffles int    `json:"shuffles"`
	Fair     bool   `json:"fair,omitempty"`
	Client   string `json:"client,omitempty"` // the provably fair client seed
}

// Entry is one line of the session file.
type Entry struct {
	Kind     string        `json:"kind"`
	Time     time.Time     `json:"time"`
	Bankroll int           `json:"bankroll,omitempty"` // a start's bankroll
	Settings *Settings     `json:"settings,omitempty"` // a start's or a settings change's
	Round    *round.Record `json:"round,omitempty"`
	// Stake is an open round's chips on the table; its Round is the record
	// so far: no number, outcome or net yet, Bankroll the whole bankroll
	// (stake included) as the round stood.
	Stake int `json:"stake,omitempty"`
	// Reason is why a void round could not be taken up.
	Reason string `json:"reason,omitempty"`
	// Secret is an open provably fair round's server seed (hex), which
	// its Round leaves out: the saver keeps it apart from the session file
	// (ui/store's secrets) until the round settles. It is never written
	// into the file.
	Secret string `json:"-"`
}

// Session is a session file read back.
type Session struct {
	// Entries are the entries of a Session built by hand, for [Session.Check];
	// [Read] and a [Loader] do not keep them.
	Entries []Entry
	// Rounds are the rounds settled, in order: every one from [Read]; the
	// latest from a [Loader], as many as its Keep allows (and always the
	// last).
	Rounds []round.Record
	// Count is the rounds read, kept or not.
	Count int
	// LastFair is the last provably fair round read, kept in Rounds or
	// not: its seeds stay on show when later rounds pushed it out.
	LastFair *round.Record
	Settings *Settings // the last settings saved, nil if none
	// Bankroll is the bankroll to continue with: the last round's, or the
	// last start's when no round followed it. Started is false for an
	// empty file (no bankroll yet).
	Bankroll int
	Started  bool
	// Open are the rounds left open: per table, the last open entry with
	// no round entry for that table after it, in the order written. The
	// bankroll above includes their stakes.
	Open []Entry
	// Void are the open rounds called off (entries of kind "void"), in
	// the order written.
	Void []Entry
	// Problem is one line about entries that could not be read (they are
	// skipped), "" when there were none.
	Problem string

	nonce   uint64 // the highest fair nonce read, kept or not
	checked bool   // chain is the check of every entry read
	chain   Chain
}

// DefaultBankroll is the chips a new session starts with.
const DefaultBankroll = 1000

// MaxBankroll is the most chips a saved bankroll may hold: 1,000,000,000,
// a million times the chips a session starts with, far beyond what honest
// play reaches (the richest table, poker, wins at most a few thousand a
// hand). A file that holds more was written by hand, and is refused by
// [Session.Check]; so is a negative bankroll.
const MaxBankroll = 1_000_000_000

// Read gives meaning to the session file's values (as ui/store returns
// them), keeping every round. An entry that is not a valid entry is
// skipped and named in Problem; nothing fails.
func Read(values []json.RawMessage) Session {
	l := Loader{Keep: -1}
	for i, v := range values {
		l.Add(i+1, v)
	}
	return l.Session()
}

// A Loader reads a session file one entry at a time, in file order
// (feed [Loader.Add] to store.Each or store.OpenEach), and keeps only what
// carrying on needs: the bankroll, the settings, the numbers of the next
// round and nonce, the bankroll check, and the latest rounds. Its memory
// does not grow with the file beyond Keep.
type Loader struct {
	// Keep bounds the rounds kept in Session.Rounds: the latest whose
	// entries add up to at most Keep bytes of JSON (the last round is kept
	// whatever its size). 0 keeps only the last round; a negative Keep
	// keeps every round.
	Keep int
	// Round, when set, is called with every round as it is read, with the
	// line it was read from.
	Round func(line int, r round.Record)

	s        Session
	chain    Chain
	bad      int
	firstBad string
	sizes    []int // the JSON sizes of the rounds in s.Rounds
	kept     int   // their sum
}

// Add reads the entry v from the given line of the file.
func (l *Loader) Add(line int, v json.RawMessage) {
	var e Entry
	if err := json.Unmarshal(v, &e); err != nil || !e.valid() {
		if l.bad == 0 {
			why := "not an entry"
			if err != nil {
				why = err.Error()
			}
			l.firstBad = fmt.Sprintf("entry %d: %s", line, firstLine(why))
		}
		l.bad++
		return
	}
	l.chain.Add(fmt.Sprintf("line %d", line), e)
	s := &l.s
	switch e.Kind {
	case KindStart:
		s.Bankroll, s.Started = e.Bankroll, true
		s.Settings = e.Settings
	case KindSettings:
		s.Settings = e.Settings
	case KindRound:
		r := *e.Round
		s.Bankroll, s.Started = r.Bankroll, true
		s.Open = dropOpen(s.Open, r.Table)
		s.Count++
		if r.Fair != nil {
			s.LastFair = &r
			s.nonce = max(s.nonce, r.Fair.Nonce)
		}
		l.keep(r, len(v))
		if l.Round != nil {
			l.Round(line, r)
		}
	case KindOpen:
		s.Open = append(dropOpen(s.Open, e.Round.Table), e)
		s.Bankroll = e.Round.Bankroll // with what it settled so far
	case KindVoid:
		s.Open = dropOpen(s.Open, e.Round.Table)
		s.Void = append(s.Void, e)
		s.Bankroll = e.Round.Bankroll                         // what it settled before it was left open stands
		if f := e.Round.Fair; f != nil && f.Nonce > s.nonce { // its nonce was used
			s.nonce = f.Nonce
		}
	}
}

// keep adds r, whose entry was size bytes, to the rounds kept, dropping
// the oldest beyond Keep.
func (l *Loader) keep(r round.Record, size int) {
	s := &l.s
	s.Rounds = append(s.Rounds, r)
	if l.Keep < 0 {
		return
	}
	l.sizes = append(l.sizes, size)
	l.kept += size
	drop := 0
	for len(l.sizes)-drop > 1 && l.kept > l.Keep {
		l.kept -= l.sizes[drop]
		drop++
	}
	// Reslicing leaves the dropped rounds in the array until append moves
	// it, so at most twice the kept rounds are held.
	s.Rounds, l.sizes = s.Rounds[drop:], l.sizes[drop:]
}

// Session is what was read so far.
func (l *Loader) Session() Session {
	s := l.s
	if !s.Started {
		s.Bankroll = DefaultBankroll
	}
	s.Rounds = slices.Clip(s.Rounds)
	s.checked, s.chain = true, l.chain
	if l.bad > 0 {
		what := fmt.Sprintf("%d session entries could not be read and were", l.bad)
		if l.bad == 1 {
			what = "1 session entry could not be read and was"
		}
		s.Problem = fmt.Sprintf("%s skipped (%s)", what, l.firstBad)
	}
	return s
}

// valid reports whether e is an entry of a known kind with what that kind
// needs. The bankroll's range and arithmetic are the [Chain]'s to check.
func (e Entry) valid() bool {
	switch e.Kind {
	case KindStart:
		return true
	case KindSettings:
		return e.Settings != nil
	case KindRound:
		return e.Round != nil && e.Round.Table != ""
	case KindOpen, KindVoid:
		return e.Round != nil && e.Round.Table != "" && e.Stake >= 0
	}
	return false
}

// dropOpen is open without the open round of table: a table holds one
// round at a time, so a later entry for it (settled or open) supersedes it.
func dropOpen(open []Entry, table string) []Entry {
	out := open[:0:0]
	for _, e := range open {
		if e.Round.Table != table {
			out = append(out, e)
		}
	}
	return out
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// Check reports, in one line, the first place where the bankroll does not
// add up (see [Chain]), or nil: over every entry read for a Session from
// [Read] or a [Loader], over Entries for one built by hand.
func (s Session) Check() error {
	c := s.Chain()
	return c.Err()
}

// Chain is the bankroll check as it stands after every entry read (see
// [Session.Check]), to carry on with: add the entries that follow, and
// it checks the whole file without reading it again.
func (s Session) Chain() Chain {
	if s.checked {
		return s.chain
	}
	var c Chain
	for _, e := range s.Entries {
		c.Add("", e)
	}
	return c
}

// A Chain checks a session's bankroll entry by entry, and keeps the first
// break:
//
//   - every bankroll, a start's or a round's, is 0…[MaxBankroll];
//   - a start's bankroll is the one the entries before it ended with;
//   - a round's bankroll is the one before it (the last round's, or the
//     session start's) plus the round's net;
//   - rounds are numbered in increasing order;
//   - a file's first session starts with DefaultBankroll (a new session
//     does);
//   - within a session (from one start to the next), no two rounds of a
//     table begin at one place of one stream ([round.Record.StreamPlace]):
//     a table draws on from where its last round stopped, so a round
//     copied under a new number is refused (a new session with a fixed
//     seed deals the same rounds again, by design);
//   - provably fair rounds have nonces and commitments of their own (a
//     fair round copied, or given another seed and commitment under a
//     nonce already used, is refused; rounds finish out of their nonces'
//     order, a point outlasting a video poker hand);
//   - an open round, or one called off (void), holds the bankroll before it
//     (its stake part of it) and what its stakes settled so far, its
//     record's Net (a craps place bet paid while the point is on), which
//     every later bankroll holds; its round entry's net counts it again
//     (the whole round's), and a void round's settled net stands.
//
// A file whose first entries were lost checks from its first bankroll.
// The zero Chain is ready to use.
type Chain struct {
	have    int // the bankroll so far
	known   bool
	lastSeq int
	places  map[string]int    // this session's rounds by the place they began (StreamPlace)
	open    map[string]int    // by table, what its open round settled so far (in have)
	left    map[string]string // by table, the bets its last round left standing (round.Linker)
	nonces  map[uint64]bool   // the provably fair rounds' nonces so far
	commits map[string]bool   // and their commitments
	err     error
}

// Add checks e, which where names ("line 57"; "" names none), unless an
// earlier entry broke the chain, and returns the first break so far.
func (c *Chain) Add(where string, e Entry) error {
	if c.err == nil {
		c.err = c.check(e)
		if c.err != nil && where != "" {
			c.err = fmt.Errorf("%s: %w", where, c.err)
		}
	}
	return c.err
}

// Err is the first break, or nil when every entry so far adds up.
func (c *Chain) Err() error { return c.err }

func (c *Chain) check(e Entry) error {
	switch e.Kind {
	case KindStart:
		if err := inRange("a session starts with", e.Bankroll); err != nil {
			return err
		}
		if !c.known && c.lastSeq == 0 && e.Bankroll != DefaultBankroll {
			return fmt.Errorf("the first session starts with %s chips, but a new session starts with %s", text.Int(int64(e.Bankroll)), text.Int(DefaultBankroll))
		}
		if c.known && e.Bankroll != c.have {
			return fmt.Errorf("a session starts with %s chips, but the last one ended with %s", text.Int(int64(e.Bankroll)), text.Int(int64(c.have)))
		}
		c.have, c.known = e.Bankroll, true
		c.places = nil
	case KindRound:
		r := e.Round
		settled := c.open[r.Table] // what its open entry settled: in the bankroll already
		delete(c.open, r.Table)
		if r.Seq <= c.lastSeq {
			return fmt.Errorf("round %d comes after round %d", r.Seq, c.lastSeq)
		}
		c.lastSeq = r.Seq
		if err := c.checkFair(r); err != nil {
			return err
		}
		if err := c.checkPlace(r); err != nil {
			return err
		}
		if err := c.checkLink(r, true); err != nil {
			return err
		}
		if err := inRange(fmt.Sprintf("round %d ends with", r.Seq), r.Bankroll); err != nil {
			return err
		}
		// Both bankrolls are in range, and so is what an open entry
		// settled, so the differences cannot overflow.
		if c.known && r.Bankroll-(c.have-settled) != r.Net {
			return fmt.Errorf("round %d: %s chips %s is not the bankroll of %s it saved", r.Seq,
				text.Int(int64(c.have)), text.SignedASCII(r.Net), text.Int(int64(r.Bankroll)))
		}
		c.have, c.known = r.Bankroll, true
	case KindOpen:
		if err := checkOpen("open", e, c.have-c.open[e.Round.Table], c.known); err != nil {
			return err
		}
		if err := c.checkLink(e.Round, false); err != nil {
			return err
		}
		c.have, c.known = e.Round.Bankroll, true
		if c.open == nil {
			c.open = map[string]int{}
		}
		c.open[e.Round.Table] = e.Round.Net
	case KindVoid:
		if err := checkOpen("void", e, c.have-c.open[e.Round.Table], c.known); err != nil {
			return err
		}
		if open, ok := c.open[e.Round.Table]; !ok && e.Round.Net != 0 || e.Round.Net > open {
			return fmt.Errorf("the void %s round says it settled %s chips, more than its open entry's %s", e.Round.Table,
				text.SignedASCII(e.Round.Net), text.SignedASCII(open))
		}
		c.have, c.known = e.Round.Bankroll, true
		delete(c.open, e.Round.Table)
		delete(c.left, e.Round.Table) // what it came with went back to the hand
	}
	return nil
}

// checkFair refuses a provably fair round whose nonce or commitment an
// earlier round had.
func (c *Chain) checkFair(r *round.Record) error {
	f := r.Fair
	if f == nil {
		return nil
	}
	if c.nonces[f.Nonce] {
		return fmt.Errorf("round %d: provably fair nonce %d is an earlier round's: a nonce is used once", r.Seq, f.Nonce)
	}
	if c.commits[f.Commit] {
		return fmt.Errorf("round %d: its commitment %.16s… is an earlier round's: a server seed is used once", r.Seq, f.Commit)
	}
	if c.commits == nil {
		c.nonces, c.commits = map[uint64]bool{}, map[string]bool{}
	}
	c.nonces[f.Nonce], c.commits[f.Commit] = true, true
	return nil
}

// checkLink refuses a round that began with bets the last round of its
// table did not leave standing (round.Linker: craps' come bets on their
// numbers); a settled round's own become the next one's to begin with.
func (c *Chain) checkLink(r *round.Record, settled bool) error {
	t, ok := tables.Lookup(r.Table)
	l, linked := t.(round.Linker)
	if !ok || !linked {
		return nil
	}
	if came, left := l.Came(*r), c.left[r.Table]; came != left {
		if left == "" {
			left = "none"
		}
		return fmt.Errorf("a %s round began with %s on the table, but the last one left %s", r.Table, came, left)
	}
	if settled {
		if c.left == nil {
			c.left = map[string]string{}
		}
		c.left[r.Table] = l.Left(*r)
	}
	return nil
}

// checkPlace refuses a round that began where an earlier round of this
// session did: the same table, generator, seed and stream position.
func (c *Chain) checkPlace(r *round.Record) error {
	place, ok := r.StreamPlace()
	if !ok {
		return nil
	}
	if seq, seen := c.places[place]; seen {
		return fmt.Errorf("round %d began where round %d did (%s): a round is played once", r.Seq, seq, place)
	}
	if c.places == nil {
		c.places = map[string]int{}
	}
	c.places[place] = r.Seq
	return nil
}

// inRange refuses a bankroll outside 0…MaxBankroll.
func inRange(what string, chips int) error {
	if chips < 0 || chips > MaxBankroll {
		return fmt.Errorf("%s %s chips; a bankroll is 0…%s", what, text.Int(int64(chips)), text.Int(MaxBankroll))
	}
	return nil
}

// checkOpen checks an open round (what "open"), or one called off
// ("void"), against the bankroll before it: the round moves no chips until
// it settles, and a void one none at all, so it holds the same bankroll,
// and its stake is part of it.
func checkOpen(what string, e Entry, have int, known bool) error {
	r := e.Round
	if err := inRange(fmt.Sprintf("the %s %s round ends with", what, r.Table), r.Bankroll); err != nil {
		return err
	}
	if r.Net < -MaxBankroll || r.Net > MaxBankroll {
		return fmt.Errorf("the %s %s round settled %s chips so far; a bankroll is 0…%s", what, r.Table, text.SignedASCII(r.Net), text.Int(MaxBankroll))
	}
	if known && r.Bankroll != have+r.Net {
		if r.Net != 0 {
			return fmt.Errorf("the %s %s round saved a bankroll of %d, but the bankroll was %d and it had settled %s", what, r.Table, r.Bankroll, have, text.SignedASCII(r.Net))
		}
		return fmt.Errorf("the %s %s round saved a bankroll of %d, but the bankroll was %d", what, r.Table, r.Bankroll, have)
	}
	if e.Stake > r.Bankroll {
		return fmt.Errorf("the %s %s round has %d chips on the table, more than the bankroll of %d", what, r.Table, e.Stake, r.Bankroll)
	}
	return nil
}

// NextSeq is the number the next round gets.
func (s Session) NextSeq() int {
	if n := len(s.Rounds); n > 0 {
		return s.Rounds[n-1].Seq + 1
	}
	return 1
}

// NextNonce is the provably fair nonce the next round uses: one more than
// the last used (of every round read, kept or not, and of an open round), from 1.
func (s Session) NextNonce() uint64 {
	n := s.nonce
	take := func(r *round.Record) {
		if r.Fair != nil && r.Fair.Nonce > n {
			n = r.Fair.Nonce
		}
	}
	for i := range s.Rounds {
		take(&s.Rounds[i])
	}
	for _, e := range s.Open {
		take(e.Round)
	}
	return n + 1
}

// Find returns the round numbered seq among Rounds.
func (s Session) Find(seq int) (round.Record, bool) {
	for _, r := range s.Rounds {
		if r.Seq == seq {
			return r, true
		}
	}
	return round.Record{}, false
}
