package tui

import (
	"riffle/ui/session"
	"riffle/ui/tui/tuitest"
)

// benchContinue opens the books with the most chips a session may hold,
// unsaved.
func benchContinue(m *Model) {
	m.Continue(session.Session{Started: true, Bankroll: session.MaxBankroll}, nil, tuitest.Entropy(1))
}

// benchRounds is the rounds settled so far.
func benchRounds(m *Model) int { return m.c.Book().Count }
