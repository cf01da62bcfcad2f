package settings

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// Every refusal names the setting at fault, in one line, and words it with
// a flag's spelling when the command line asks (Named): the text after the
// name is what is wrong and what is allowed.
func TestResolveNamesTheField(t *testing.T) {
	for _, tc := range []struct {
		o           Options
		field, flag string
	}{
		{Options{Gen: "nope"}, "gen", `--gen: unknown generator "nope"`},
		{Options{Algo: "nope"}, "algo", `--algo: unknown algorithm "nope"`},
		{Options{Seed: "x"}, "seed", `--seed: seed "x" is not a number`},
		{Options{Dice: 101}, "dice", "--dice 101 is out of range: allowed 2…100"},
		{Options{Shuffles: "21"}, "shuffles", `--shuffles "21" is not allowed: give 0…20 riffles`},
		{Options{ClientSeed: "a\nb"}, "client-seed", "--client-seed: "},
		{Options{Workers: -1}, "workers", "--workers -1 is below zero: allowed 0 (one a core) or more"},
		{Options{Motion: "slow"}, "motion", `--motion "slow" is not allowed: give on or off`},
		{Options{Frame: time.Millisecond}, "frame", "--frame 1ms is out of range"},
	} {
		_, err := tc.o.Resolve()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field || strings.Contains(err.Error(), "\n") ||
			!strings.HasPrefix(err.Error(), tc.field) || strings.Contains(err.Error(), "--") ||
			!strings.HasPrefix(fe.Named("--"+fe.Field), tc.flag) {
			t.Errorf("%+v: %v (named %q), want the field %s and %q", tc.o, err, fe.Named("--"+tc.field), tc.field, tc.flag)
		}
	}
	if s, err := (Options{Gen: "java", Algo: "asf", Seed: "-5", Dice: 100, Shuffles: "random", Workers: 3}).Resolve(); err != nil || s.Workers != 3 ||
		!s.Motion || s.Frame != FrameEvery {
		t.Errorf("good options refused: %v (workers %d, motion %v every %v)", err, s.Workers, s.Motion, s.Frame)
	}
	for m, want := range map[string]bool{"on": true, "off": false} {
		if s, err := (Options{Motion: m}).Resolve(); err != nil || s.Motion != want {
			t.Errorf("motion %q: %v, %v", m, s.Motion, err)
		}
	}
	if s, err := (Options{Frame: time.Second / 10}).Resolve(); err != nil || s.Frame != time.Second/10 {
		t.Errorf("a tenth of a second a frame: %v, %v", s.Frame, err)
	}
}

// Gens hands a table back the generator it drew from for a name and seed
// (its stream goes on), a new one for another, and keeps at most maxGens.
func TestGensDrawOn(t *testing.T) {
	var c Gens
	s, err := Options{Seed: "7"}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	a, _ := c.For(s)
	first := a.Uint64()
	b, _ := c.For(s)
	if b.Uint64() == first {
		t.Error("the same name and seed started again")
	}
	fresh, _ := s.NewTableGen()
	if fresh.Uint64() != first {
		t.Error("a new generator at the seed does not start where the first did")
	}
	for i := range 2 * maxGens {
		s.Seed = uint64(100 + i)
		if _, err := c.For(s); err != nil {
			t.Fatal(err)
		}
	}
	if len(c.m) > maxGens {
		t.Errorf("%d generators kept, at most %d", len(c.m), maxGens)
	}
	// Seed 7's generator was let go after two draws: built again, it goes
	// on from the third output of a generator at seed 7 (it started again
	// before, dealing the first rounds twice).
	s.Seed = 7
	again, _ := c.For(s)
	ref, _ := s.NewTableGen()
	ref.Uint64()
	ref.Uint64()
	if got, want := again.Uint64(), ref.Uint64(); got != want {
		t.Errorf("seed 7 built again drew %d, want the third output %d", got, want)
	}
	// A generator kept (a round taken up, its stream) is the one For gives.
	kept, _ := Options{Seed: "9"}.Resolve()
	g, _ := kept.NewTableGen()
	g.Uint64()
	c.Keep(g)
	if h, _ := c.For(kept); h.Generator != g.Generator {
		t.Error("the generator kept is not the table's")
	}
}
