// Package casino is the player's ledger: the chips in hand and staked at
// each table, and the book of rounds played — the only place chips move.
//
// A table begins a [Round] at the [Ledger]; chips move only through it
// (stake, take down, settle), each move checked with games/chips and
// keeping
//
//	in hand + Σ staked = opening + Σ net of what was settled
//
// A round fixes where its randomness comes from (a generator's position,
// or in provably fair mode a committed stream: games/round's Fair), is
// saved open while chips wait on it, and is finished into the book with
// its record, whose net must be the net its chips moved. The tables'
// rules (games/<table>) report stakes and outcomes and keep no chip count
// of their own.
//
// The ledger's entries are what the session file holds: a session's
// start and settings, every round saved open, settled or called off
// ([Entry]). A [Saver] takes them to disk (ui/store keeps the lines safe;
// this package gives them meaning). [Read] and a [Loader] read a session
// back: the bankroll to continue with, the settings to restore, the next
// round number and provably fair nonce, the rounds left open, and a
// [Chain] that checks the bankroll adds up, entry by entry.
//
// This package imports no terminal code: `riffle replay`, `riffle
// history` and `riffle serve` use the same books as the casino's tables.
package casino
