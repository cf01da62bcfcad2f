package round

import "riffle/engine/rng"

// A Table is how one table's rounds are kept: the name its records carry
// and the replay of its moves. Each games/<table> has one beside its rules
// (a Rounds type in record.go), with the functions its screen records a
// round with; games/tables lists them all.
type Table interface {
	// Name is the table's name as a record keeps it (Record.Table).
	Name() string
	// Play plays r's moves on the table's state machine, drawing from g —
	// r's generator at the position where the round began — and returns
	// what they come to. The error is a one-line reason the moves cannot
	// be played, or wraps ErrMismatch when they can but the round does not
	// come out as a record of that table would (a throw that decides the
	// craps round too early).
	Play(r Record, g rng.Generator) (Result, error)
}

// An Opener is a Table whose rounds can be left open — saved in play when
// the program stops — and taken up again. Taking one up is the table's
// own, typed function (craps.Resume gives back a craps table at its
// point); an Opener also says how far an open round has come, for
// riffle history.
type Opener interface {
	Table
	// PlayOpen describes a round left open from its record so far: what it
	// has come to, such as the throws made. A record holding its draws
	// (Record.Dice) is described from them, so that a provably fair round
	// needs no server seed and an os round no replay.
	PlayOpen(r Record) (Result, error)
}

// A Sampler plays a short round of its table as a player might, drawing
// from g, and records it: the table, shuffle, moves and result, with no
// source (the caller sets Gen, Seed and Pos, or Fair). games/tables holds
// every table to its sample: recorded, written, read back and replayed, it
// must come out the same.
type Sampler interface {
	Sample(g rng.Generator) (Record, error)
}
