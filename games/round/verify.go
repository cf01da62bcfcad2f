package round

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// A Verifier is a Table whose provably fair rounds can be recomputed from
// their seeds alone, by anyone, as riffle verify does: the table's
// settings that are not in the seeds (Yahtzee's dice, the lottery's game)
// are its flags there. ui/cli builds the command from the Verifiers
// games/tables lists, and the provably fair screen a round's command line
// from VerifyArgs, so a table's flags are written here once.
//
// The flags are riffle verify's, a published command line, and a
// Verifier's refusals name them as typed ("--dice 101 is out of range"):
// the one place a games/ package spells a flag.
type Verifier interface {
	Table
	// VerifySpec is the table's part of riffle verify: its flags and their
	// help.
	VerifySpec() VerifySpec
	// Verify recomputes a round from g, the provably fair stream of the
	// seeds given, with the table's flags f. A bad flag is a [FlagError] or
	// f's own error; any other error is the round's.
	Verify(g rng.Generator, f Flags) (Verified, error)
	// VerifyArgs are the table's flags and values that recompute r, read
	// from its moves ("--dice", "8", "--sides", "6"), or none.
	VerifyArgs(r Record) []string
}

// A Flag is one of a Verifier's flags.
type Flag struct {
	Name    string // as typed, without the dashes
	Default string // its value when not given; "" for none
}

// VerifySpec describes a Verifier's part of riffle verify.
type VerifySpec struct {
	// Flags are the table's own flags, in the order its help and its
	// refusals list them. A flag two tables share has one default.
	Flags []Flag
	// Help is what the flags are and what verify shows for the table, in
	// lines of at most 64 characters; riffle verify --help indents them
	// after the table's name.
	Help string
	// NoDigest says why the seeds do not give a round's digest, when they
	// do not ("" when they do): --expect is refused with it.
	NoDigest string
}

// Flags are the values riffle verify was given for a table's flags.
type Flags interface {
	// Get is the flag's value as given, or its default.
	Get(name string) string
	// Int reads value, given for the flag name (or put in its place), as a
	// whole number in lo…hi; its error names the flag as typed.
	Int(name, value string, lo, hi int64) (int64, error)
}

// Verified is a round recomputed from its seeds.
type Verified struct {
	Outcome string // the outcome line, as riffle history shows it (or its start)
	Digest  string // the round's digest, "" when the seeds do not give it
	// Fields are the table's own members of verify's JSON object, after
	// those every table has: a struct, encoded by encoding/json.
	Fields any
	// Text is what verify prints for people between the seeds and the
	// outcome: whole lines, each ending in a newline.
	Text string
}

// A FlagError is a flag riffle verify refuses: the command line is at
// fault, not the round.
type FlagError struct{ msg string }

func (e FlagError) Error() string { return e.msg }

// FlagErrorf returns a [FlagError]: one line naming the flag as typed and
// what it allows.
func FlagErrorf(format string, a ...any) error { return FlagError{fmt.Sprintf(format, a...)} }

// FairAlgorithm is the shuffle --algo names, if a provably fair round may
// deal with it: an unbiased one only, as the casino deals ([CheckShuffle]).
func FairAlgorithm(name string) (shuffle.Algorithm, error) {
	algo, err := shuffle.Lookup(name)
	if err == nil {
		err = CheckShuffle(algo)
	}
	if err != nil {
		return algo, FlagErrorf("--algo: %v", err)
	}
	return algo, nil
}

// Wrap breaks text into lines of at most width characters (runes), words
// kept whole, each line starting with indent and ending in a newline; a
// word longer than the width stands alone.
func Wrap(text string, width int, indent string) string {
	var b strings.Builder
	line, n := indent, utf8.RuneCountInString(indent)
	fresh := true
	for _, w := range strings.Fields(text) {
		wl := utf8.RuneCountInString(w)
		if !fresh && n+1+wl > width {
			b.WriteString(line + "\n")
			line, n, fresh = indent, utf8.RuneCountInString(indent), true
		}
		if !fresh {
			line += " "
			n++
		}
		line += w
		n += wl
		fresh = false
	}
	if fresh {
		return b.String()
	}
	b.WriteString(line + "\n")
	return b.String()
}
