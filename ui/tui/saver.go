package tui

import (
	"sync"

	"riffle/ui/session"
)

// Appender is where saved entries go: ui/store's Store, which writes each
// as one checksummed line and syncs it to disk.
type Appender interface {
	Append(v any) error
}

// Saver writes session entries in order on a goroutine of its own, so that
// Update never waits for the disk. A settled round is on disk a few
// milliseconds after it is settled; Close waits for every entry.
type Saver struct {
	mu     sync.Mutex
	wake   *sync.Cond
	queue  []session.Entry
	closed bool
	err    error
	done   chan struct{}
	w      Appender
}

// NewSaver starts a saver writing to w.
func NewSaver(w Appender) *Saver {
	s := &Saver{w: w, done: make(chan struct{})}
	s.wake = sync.NewCond(&s.mu)
	go s.loop()
	return s
}

// Add queues e. After the first failure entries are dropped: Err says why.
func (s *Saver) Add(e session.Entry) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || s.err != nil {
		return
	}
	s.queue = append(s.queue, e)
	s.wake.Signal()
}

// Err returns the first failure to save, or nil.
func (s *Saver) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Close writes what is queued and stops; it returns Err.
func (s *Saver) Close() error {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		s.wake.Signal()
	}
	s.mu.Unlock()
	<-s.done
	return s.Err()
}

func (s *Saver) loop() {
	defer close(s.done)
	for {
		s.mu.Lock()
		for len(s.queue) == 0 && !s.closed {
			s.wake.Wait()
		}
		if len(s.queue) == 0 || s.err != nil {
			s.mu.Unlock()
			return
		}
		e := s.queue[0]
		s.queue = s.queue[1:]
		s.mu.Unlock()
		if err := s.w.Append(e); err != nil {
			s.mu.Lock()
			s.err, s.queue = err, nil
			s.mu.Unlock()
			return
		}
	}
}
