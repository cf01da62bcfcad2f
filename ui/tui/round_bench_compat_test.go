package tui

import (
	"riffle/games/casino"
	"riffle/ui/tui/tuitest"
)

// benchContinue opens the books with the most chips a session may hold,
// unsaved.
func benchContinue(m *Model) {
	m.Continue(casino.Session{Started: true, Bankroll: casino.MaxBankroll}, nil, tuitest.Entropy(1))
}

// benchRounds is the rounds settled so far.
func benchRounds(m *Model) int { return m.ledger.Count() }
