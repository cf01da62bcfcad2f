package shuffle

import (
	"fmt"
	"math/big"
	"slices"
)

// ExerciseWords returns the six items of the Java text's Exercise 1, in
// their initial order ("Shuffling a List of Six Items by Rolls of a Die",
// /work/shared/sources/java-shuffling-and-random-numbers.md), as a new
// slice.
func ExerciseWords() []string {
	return []string{"apple", "banana", "chile", "donut", "egg", "flan"}
}

// Exercise is the paper-and-die Fisher–Yates shuffle of the Java text's
// Exercise 1 and Appendix B, as a state machine: N items in a table of
// rows, one row per iteration j = 1…N−1. For row j a die of Sides faces is
// thrown until it shows k with j ≤ k ≤ N (a smaller roll, or one above N,
// is thrown again); k is written in the row, and the row holds the
// previous row's items with items j and k exchanged (Durstenfeld's
// version, positions counted from 1). After row j the items in positions
// 1…j are shuffled and stay put — the text's zig-zag line runs between
// positions j and j+1 — and after row N−1 the list is shuffled.
//
// With a fair die each accepted k is uniform on {j, …, N}, whatever the
// rejected throws before it (P(k) = (1/Sides) / (1 − (j−1+Sides−N)/Sides)
// = 1/(N−j+1)), so each of the N! orders comes out with probability
//
//	1/N · 1/(N−1) · … · 1/2 = 1/N!
//
// ([Exercise.Prob]): the 720 orders of the six words each 1/720.
//
// Use [NewExercise]; the zero value has no items.
type Exercise struct {
	Sides   int
	Initial []string      // the items before row 1 (the "Initial" row)
	Rows    []ExerciseRow // rows done, Rows[i] for j = i+1
	Pending []int         // throws for the current row rejected so far
}

// ExerciseRow is one row of the table.
type ExerciseRow struct {
	J, K     int      // iteration and the accepted roll
	Rejected []int    // throws before K that were below J (or above N)
	Items    []string // the items after exchanging positions J and K
}

// NewExercise starts an exercise on items (copied) with a die of sides
// faces. It requires 2 ≤ len(items) ≤ sides: every position must be a
// possible roll.
func NewExercise(items []string, sides int) (*Exercise, error) {
	if len(items) < 2 || len(items) > sides {
		return nil, fmt.Errorf("shuffle: an exercise needs 2…%d items for a %d-sided die, got %d", sides, sides, len(items))
	}
	return &Exercise{Sides: sides, Initial: slices.Clone(items)}, nil
}

// N returns the number of items.
func (e *Exercise) N() int { return len(e.Initial) }

// J returns the iteration waiting for a roll, 1…N−1, or N when done.
func (e *Exercise) J() int { return len(e.Rows) + 1 }

// Done reports whether all N−1 rows are filled: the items are shuffled.
func (e *Exercise) Done() bool { return len(e.Rows) == e.N()-1 }

// Items returns the items as they stand: the last row's, or the initial
// ones before row 1. The caller must not modify them.
func (e *Exercise) Items() []string {
	if len(e.Rows) == 0 {
		return e.Initial
	}
	return e.Rows[len(e.Rows)-1].Items
}

// Accepts reports whether a throw of k fills the current row: J ≤ k ≤ N.
func (e *Exercise) Accepts(k int) bool { return !e.Done() && e.J() <= k && k <= e.N() }

// Roll records a throw of k (1…Sides) for the current row and reports
// whether it was accepted. An accepted throw fills the row — the previous
// items with positions J and k exchanged — and moves to the next; a
// rejected one (k < J, or k > N) is kept in Pending and the row waits for
// another throw. It panics if k is outside 1…Sides or the exercise is
// done.
func (e *Exercise) Roll(k int) bool {
	if e.Done() {
		panic("shuffle: Exercise.Roll after the last row")
	}
	if k < 1 || k > e.Sides {
		panic(fmt.Sprintf("shuffle: Exercise.Roll(%d) outside 1…%d", k, e.Sides))
	}
	if !e.Accepts(k) {
		e.Pending = append(e.Pending, k)
		return false
	}
	j := e.J()
	items := slices.Clone(e.Items())
	items[j-1], items[k-1] = items[k-1], items[j-1]
	e.Rows = append(e.Rows, ExerciseRow{J: j, K: k, Rejected: e.Pending, Items: items})
	e.Pending = nil
	return true
}

// Undo takes back the last throw: the last rejected throw of the current
// row if there is one, else the accepted throw of the last row, which
// becomes the current row again with its rejected throws pending. It
// reports whether there was a throw to take back.
func (e *Exercise) Undo() bool {
	if n := len(e.Pending); n > 0 {
		e.Pending = e.Pending[:n-1]
		return true
	}
	if len(e.Rows) == 0 {
		return false
	}
	last := e.Rows[len(e.Rows)-1]
	e.Rows = e.Rows[:len(e.Rows)-1]
	e.Pending = last.Rejected
	return true
}

// Prob returns the probability, with a fair die, that the rows done so far
// come out as they did: the product over rows j of 1/(N−j+1), since the
// accepted roll of row j is uniform on its N−j+1 values. After the last row
// it is the probability of the final order, 1/N!.
func (e *Exercise) Prob() *big.Rat {
	p := big.NewRat(1, 1)
	for _, r := range e.Rows {
		p.Mul(p, big.NewRat(1, int64(e.N()-r.J+1)))
	}
	return p
}
