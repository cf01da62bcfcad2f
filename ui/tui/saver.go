package tui

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"riffle/games/casino"
	"riffle/ui/text"
)

// Appender is where saved entries go: ui/store's Store, which writes each
// as one checksummed line and syncs it to disk.
type Appender interface {
	Append(v any) error
}

// SecretKeeper keeps secrets apart from the session file: ui/store's
// Store, which writes each to a private file of its own (mode 0600).
type SecretKeeper interface {
	KeepSecret(name string, secret []byte) error
	Secret(name string) ([]byte, error)
	DropSecret(name string) error
	PruneSecrets(keep func(name string) bool)
}

// Saver writes session entries in order on a goroutine of its own, so that
// Update never waits for the disk. A settled round is on disk a few
// milliseconds after it is settled.
//
// A failed write (a full disk) is tried again, the entry first in line, at
// growing intervals (RetryFirst, doubling up to RetryMax) until it works;
// nothing is dropped and the order is kept. Meanwhile Err says why, and
// the tables start no round (casino.Ledger.CanStake). Close waits for
// every entry, but while writes fail at most CloseWait: it then reports
// how many entries were not saved.
type Saver struct {
	mu     sync.Mutex
	queue  []casino.Entry
	closed bool
	err    error         // the last write's failure; nil once one works
	kick   chan struct{} // wakes the loop: an entry, or Close
	done   chan struct{}
	w      Appender
	kept   string // the name of the secret the loop kept last

	first, most, closeWait time.Duration
}

// The saver's pace of retries.
const (
	RetryFirst = 100 * time.Millisecond // the wait after a first failure
	RetryMax   = 5 * time.Second        // the longest wait between tries
	CloseWait  = 3 * time.Second        // how long Close keeps trying
)

// NewSaver starts a saver writing to w.
func NewSaver(w Appender) *Saver { return newSaver(w, RetryFirst, RetryMax, CloseWait) }

// newSaver is NewSaver with the pace of retries given (tests go fast).
func newSaver(w Appender, first, most, closeWait time.Duration) *Saver {
	s := &Saver{w: w, kick: make(chan struct{}, 1), done: make(chan struct{}),
		first: first, most: most, closeWait: closeWait}
	go s.loop()
	return s
}

// Save queues e; it never waits and never drops an entry (after Close it
// does nothing).
func (s *Saver) Save(e casino.Entry) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.queue = append(s.queue, e)
	s.wakeLoop()
}

// wakeLoop wakes the loop if it waits; s.mu is held.
func (s *Saver) wakeLoop() {
	select {
	case s.kick <- struct{}{}:
	default:
	}
}

// Err returns why the last write failed while it is still failing, or
// nil: nil again once a retry works.
func (s *Saver) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Close writes what is queued and stops. It returns nil when every entry
// was written; otherwise, after trying for CloseWait, how many were not and
// why.
func (s *Saver) Close() error {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		s.wakeLoop()
	}
	s.mu.Unlock()
	<-s.done
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := len(s.queue); n > 0 {
		return fmt.Errorf("%d %s not saved: %v", n, text.OneMany(n, "entry", "entries"), s.err)
	}
	return nil
}

// loop writes the queue's first entry until the queue is empty and the
// saver closed; a failure keeps the entry and waits before the next try.
func (s *Saver) loop() {
	defer close(s.done)
	wait := s.first
	var deadline time.Time // when Close stops trying
	for {
		s.mu.Lock()
		if s.closed && deadline.IsZero() {
			deadline = time.Now().Add(s.closeWait)
		}
		if len(s.queue) == 0 {
			closed := s.closed
			s.mu.Unlock()
			if closed {
				return
			}
			<-s.kick
			continue
		}
		e := s.queue[0]
		s.mu.Unlock()
		err := s.write(e)
		s.mu.Lock()
		s.err = err
		if err == nil {
			s.queue = s.queue[1:]
			s.mu.Unlock()
			wait = s.first
			continue
		}
		s.mu.Unlock()
		if !deadline.IsZero() && !time.Now().Before(deadline) {
			return
		}
		s.pause(wait, deadline)
		wait = min(2*wait, s.most)
	}
}

// pause waits d before the next try, or less: until Close's deadline, or
// (once) until Close is called.
func (s *Saver) pause(d time.Duration, deadline time.Time) {
	if !deadline.IsZero() {
		d = min(d, time.Until(deadline))
	}
	t := time.NewTimer(max(0, d))
	defer t.Stop()
	for {
		select {
		case <-t.C:
			return
		case <-s.kick:
			s.mu.Lock()
			closing := s.closed && deadline.IsZero()
			s.mu.Unlock()
			if closing {
				return // Close was called: try at once, then until its deadline
			}
		}
	}
}

// write saves e. An open provably fair round's server seed (e.Secret) is
// kept first, under its commitment, where the Appender keeps secrets, so
// that the open entry is never on disk without it; an entry that settles
// or calls off a fair round drops it once the entry is on disk (a kill in
// between leaves it for Continue to prune).
func (s *Saver) write(e casino.Entry) error {
	k, _ := s.w.(SecretKeeper)
	name := ""
	if e.Round != nil && e.Round.Fair != nil {
		name = e.Round.Fair.Commit
	}
	if k != nil && e.Secret != "" && name != "" && name != s.kept {
		if err := k.KeepSecret(name, []byte(e.Secret)); err != nil {
			return err
		}
		s.kept = name
	}
	if err := s.w.Append(e); err != nil {
		return err
	}
	if k != nil && name != "" && e.Kind != casino.KindOpen {
		_ = k.DropSecret(name)
		if s.kept == name {
			s.kept = ""
		}
	}
	return nil
}

// Secret is the secret kept under name, where the Appender keeps secrets.
func (s *Saver) Secret(name string) (string, error) {
	k, ok := s.w.(SecretKeeper)
	if !ok {
		return "", errors.New("this session keeps no secrets")
	}
	b, err := k.Secret(name)
	return string(b), err
}

// PruneSecrets removes the secrets kept whose names keep refuses.
func (s *Saver) PruneSecrets(keep func(name string) bool) {
	if k, ok := s.w.(SecretKeeper); ok {
		k.PruneSecrets(keep)
	}
}
