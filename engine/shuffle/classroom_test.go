package shuffle

import (
	"math/big"
	"slices"
	"strings"
	"testing"
)

func newWordsExercise(t *testing.T) *Exercise {
	t.Helper()
	e, err := NewExercise(ExerciseWords(), 6)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestExerciseTables reproduces Tables 2 and 3 of the Java text: roll 4
// in row 1; in row 2 a 1 (below j = 2, thrown again), then a 3.
func TestExerciseTables(t *testing.T) {
	e := newWordsExercise(t)
	if got := strings.Join(e.Items(), " "); got != "apple banana chile donut egg flan" {
		t.Fatalf("initial row %q", got)
	}
	if e.J() != 1 || e.Done() {
		t.Fatalf("J = %d, Done = %v at the start", e.J(), e.Done())
	}
	if !e.Roll(4) {
		t.Fatal("4 rejected in row 1")
	}
	if got := strings.Join(e.Items(), " "); got != "donut banana chile apple egg flan" {
		t.Errorf("Table 2 row 1: %q", got)
	}
	if e.Roll(1) {
		t.Fatal("1 accepted in row 2")
	}
	if e.J() != 2 || !slices.Equal(e.Pending, []int{1}) {
		t.Fatalf("after the rejected 1: J = %d, Pending = %v", e.J(), e.Pending)
	}
	if !e.Roll(3) {
		t.Fatal("3 rejected in row 2")
	}
	if got := strings.Join(e.Items(), " "); got != "donut chile banana apple egg flan" {
		t.Errorf("Table 3 row 2: %q", got)
	}
	want := []ExerciseRow{
		{J: 1, K: 4, Items: strings.Fields("donut banana chile apple egg flan")},
		{J: 2, K: 3, Rejected: []int{1}, Items: strings.Fields("donut chile banana apple egg flan")},
	}
	if len(e.Rows) != 2 {
		t.Fatalf("%d rows", len(e.Rows))
	}
	for i, r := range e.Rows {
		w := want[i]
		if r.J != w.J || r.K != w.K || !slices.Equal(r.Rejected, w.Rejected) || !slices.Equal(r.Items, w.Items) {
			t.Errorf("row %d = %+v, want %+v", i+1, r, w)
		}
	}
	if e.Initial[0] != "apple" {
		t.Error("a row's exchange changed the initial row")
	}
}

func TestExerciseUndoAndDone(t *testing.T) {
	e := newWordsExercise(t)
	if e.Undo() {
		t.Error("Undo at the start reported a throw")
	}
	e.Roll(4)
	e.Roll(1)
	e.Roll(3)
	// Undo the 3: row 2 is current again with its rejected 1 pending.
	if !e.Undo() || e.J() != 2 || !slices.Equal(e.Pending, []int{1}) {
		t.Fatalf("after undo: J = %d, Pending = %v", e.J(), e.Pending)
	}
	if !e.Undo() || len(e.Pending) != 0 || e.J() != 2 {
		t.Fatalf("after second undo: J = %d, Pending = %v", e.J(), e.Pending)
	}
	if got := strings.Join(e.Items(), " "); got != "donut banana chile apple egg flan" {
		t.Errorf("items after undo %q", got)
	}
	// Row 2: 6 swaps banana and flan; row 3: 1 and 2 rejected, 5 swaps
	// chile and egg; row 4: 4 is j itself, no exchange; row 5: 3 rejected,
	// 6 swaps chile and banana.
	for _, k := range []int{6, 1, 2, 5, 4, 3, 6} {
		e.Roll(k)
	}
	if !e.Done() || e.J() != 6 {
		t.Fatalf("Done = %v, J = %d after five rows", e.Done(), e.J())
	}
	if got := strings.Join(e.Items(), " "); got != "donut flan egg apple banana chile" {
		t.Errorf("final order %q", got)
	}
	if got := e.Rows[2].Rejected; !slices.Equal(got, []int{1, 2}) {
		t.Errorf("row 3 rejected %v, want [1 2]", got)
	}
	if e.Accepts(6) {
		t.Error("a finished exercise accepts a throw")
	}
	if got := e.Prob(); got.Cmp(big.NewRat(1, 720)) != 0 {
		t.Errorf("Prob = %v, want 1/720", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("Roll after the last row did not panic")
		}
	}()
	e.Roll(6)
}

// TestExerciseAllOrders enumerates every sequence of accepted rolls (k_j
// in j…6 for rows j = 1…5: 6·5·4·3·2 = 720 sequences) and checks that they
// give the 720 orders of the six words once each, each with probability
// 1/720. The probability of an accepted roll k in row j is worked out here
// from the rejection loop, not taken from Prob: a throw is accepted with
// probability a = (7−j)/6 and shows k given that with probability
// (1/6)/a, so P(k) = Σ_{r≥0} (1−a)^r · 1/6 = (1/6)/a = 1/(7−j).
func TestExerciseAllOrders(t *testing.T) {
	seen := make(map[string]*big.Rat)
	var walk func(e *Exercise, p *big.Rat)
	walk = func(e *Exercise, p *big.Rat) {
		if e.Done() {
			key := strings.Join(e.Items(), " ")
			if _, dup := seen[key]; dup {
				t.Fatalf("order %q reached twice", key)
			}
			seen[key] = p
			if e.Prob().Cmp(p) != 0 {
				t.Errorf("Prob = %v for %q, the rejection loop gives %v", e.Prob(), key, p)
			}
			return
		}
		j := e.J()
		a := big.NewRat(int64(7-j), 6)
		pk := new(big.Rat).Quo(big.NewRat(1, 6), a)
		for k := j; k <= 6; k++ {
			c := &Exercise{Sides: e.Sides, Initial: e.Initial, Rows: slices.Clone(e.Rows)}
			if !c.Roll(k) {
				t.Fatalf("row %d rejected %d", j, k)
			}
			walk(c, new(big.Rat).Mul(p, pk))
		}
	}
	walk(newWordsExercise(t), big.NewRat(1, 1))
	if len(seen) != 720 {
		t.Fatalf("%d orders reached, want 720", len(seen))
	}
	total := new(big.Rat)
	for k, p := range seen {
		if p.Cmp(big.NewRat(1, 720)) != 0 {
			t.Errorf("%q has probability %v, want 1/720", k, p)
		}
		total.Add(total, p)
	}
	if total.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("probabilities sum to %v", total)
	}
	// Every reached order is a permutation of the words.
	for k := range seen {
		w := strings.Fields(k)
		slices.Sort(w)
		if !slices.Equal(w, []string{"apple", "banana", "chile", "donut", "egg", "flan"}) {
			t.Fatalf("%q is not an order of the six words", k)
		}
	}
}

func TestExerciseRejectsOutOfRange(t *testing.T) {
	if _, err := NewExercise([]string{"a"}, 6); err == nil {
		t.Error("one item accepted")
	}
	if _, err := NewExercise(strings.Fields("a b c d e f g"), 6); err == nil {
		t.Error("seven items for a d6 accepted")
	}
	// A d8 for six items: 7 and 8 are thrown again.
	e, err := NewExercise(ExerciseWords(), 8)
	if err != nil {
		t.Fatal(err)
	}
	if e.Roll(7) || e.Roll(8) || !e.Roll(6) {
		t.Error("a d8's 7 or 8 was accepted, or its 6 rejected")
	}
	for _, k := range []int{0, 9} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Roll(%d) on a d8 did not panic", k)
				}
			}()
			e.Roll(k)
		}()
	}
}
