// Package session is what the session file holds and how it is read back:
// the settings and bankroll a session started with, and every round played
// (games/round). ui/store keeps the lines safe on disk; this package gives
// them meaning: the bankroll to continue with, the settings to restore, the
// next provably fair nonce, and a check that the bankroll adds up.
package session

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"riffle/games/round"
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
}

// Session is a session file read back.
type Session struct {
	Entries  []Entry
	Rounds   []round.Record // in the order they were settled
	Settings *Settings      // the last settings saved, nil if none
	// Bankroll is the bankroll to continue with: the last round's, or the
	// last start's when no round followed it. Started is false for an
	// empty file (no bankroll yet).
	Bankroll int
	Started  bool
	// Open are the rounds left open: per table, the last open entry with
	// no round entry for that table after it, in the order written. The
	// bankroll above includes their stakes.
	Open []Entry
	// Problem is one line about entries that could not be read (they are
	// skipped), "" when there were none.
	Problem string
}

// DefaultBankroll is the chips a new session starts with.
const DefaultBankroll = 1000

// Read gives meaning to the session file's values (as ui/store returns
// them). An entry that is not a valid entry is skipped and named in
// Problem; nothing fails.
func Read(values []json.RawMessage) Session {
	s := Session{Bankroll: DefaultBankroll}
	var bad []string
	for i, v := range values {
		var e Entry
		if err := json.Unmarshal(v, &e); err != nil || !e.valid() {
			if len(bad) == 0 {
				why := "not an entry"
				if err != nil {
					why = err.Error()
				}
				bad = append(bad, fmt.Sprintf("entry %d: %s", i+1, firstLine(why)))
			} else {
				bad = append(bad, "")
			}
			continue
		}
		s.Entries = append(s.Entries, e)
		switch e.Kind {
		case KindStart:
			s.Bankroll, s.Started = e.Bankroll, true
			s.Settings = e.Settings
		case KindSettings:
			s.Settings = e.Settings
		case KindRound:
			s.Rounds = append(s.Rounds, *e.Round)
			s.Bankroll, s.Started = e.Round.Bankroll, true
			s.Open = dropOpen(s.Open, e.Round.Table)
		case KindOpen:
			s.Open = append(dropOpen(s.Open, e.Round.Table), e)
		}
	}
	if len(bad) > 0 {
		what := fmt.Sprintf("%d session entries could not be read and were", len(bad))
		if len(bad) == 1 {
			what = "1 session entry could not be read and was"
		}
		s.Problem = fmt.Sprintf("%s skipped (%s)", what, bad[0])
	}
	return s
}

func (e Entry) valid() bool {
	switch e.Kind {
	case KindStart:
		return e.Bankroll >= 0
	case KindSettings:
		return e.Settings != nil
	case KindRound:
		return e.Round != nil && e.Round.Table != ""
	case KindOpen:
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
// add up: each round's bankroll must be the bankroll before it (the last
// round's, or the session start's) plus the round's net. Rounds numbered
// out of order are reported too.
func (s Session) Check() error {
	have, known := 0, false
	lastSeq := 0
	for _, e := range s.Entries {
		switch e.Kind {
		case KindStart:
			if known && e.Bankroll != have {
				return fmt.Errorf("a session started with %d chips, but the last one ended with %d", e.Bankroll, have)
			}
			have, known = e.Bankroll, true
		case KindRound:
			r := e.Round
			if r.Seq <= lastSeq {
				return fmt.Errorf("round %d comes after round %d", r.Seq, lastSeq)
			}
			lastSeq = r.Seq
			if known && have+r.Net != r.Bankroll {
				return fmt.Errorf("round %d: %d chips %+d is %d, but the round saved a bankroll of %d", r.Seq, have, r.Net, have+r.Net, r.Bankroll)
			}
			have, known = r.Bankroll, true
		case KindOpen:
			if err := checkOpen(e, have, known); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkOpen checks an open round against the bankroll before it: the
// round moves no chips until it settles, so it holds the same bankroll,
// and its stake is part of it.
func checkOpen(e Entry, have int, known bool) error {
	r := e.Round
	if known && r.Bankroll != have {
		return fmt.Errorf("the open %s round saved a bankroll of %d, but the bankroll was %d", r.Table, r.Bankroll, have)
	}
	if e.Stake > r.Bankroll {
		return fmt.Errorf("the open %s round has %d chips on the table, more than the bankroll of %d", r.Table, e.Stake, r.Bankroll)
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
// the last used (by a settled or an open round), from 1.
func (s Session) NextNonce() uint64 {
	var n uint64
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

// Find returns the round numbered seq.
func (s Session) Find(seq int) (round.Record, bool) {
	for _, r := range s.Rounds {
		if r.Seq == seq {
			return r, true
		}
	}
	return round.Record{}, false
}
