package rng

import (
	"math/rand/v2"
	"testing"
)

// streams returns a fresh generator of every replayable kind for seed.
func streams(t *testing.T, seed uint64) map[string]Generator {
	t.Helper()
	out := map[string]Generator{}
	for _, info := range Generators() {
		g, err := info.New(seed % (max(info.MaxSeed, 1)))
		if err != nil {
			continue // the lcg:A,C,M form
		}
		out[info.Name] = g
	}
	custom, err := Lookup("lcg:1103515245,12345,2147483648")
	if err != nil {
		t.Fatal(err)
	}
	if out["lcg:custom"], err = custom.New(seed % (1 << 31)); err != nil {
		t.Fatal(err)
	}
	out["fair"] = NewFair([]byte("server"), "client", seed)
	return out
}

// Every replayable generator is a Stream, and only os is not.
func TestStreamImplemented(t *testing.T) {
	for name, g := range streams(t, 7) {
		_, ok := g.(Stream)
		if want := name != "os"; ok != want {
			t.Errorf("%s: Stream = %v, want %v", name, ok, want)
		}
	}
}

// A generator skipped to another's position continues exactly as the other
// does, whatever mix of Uint64 and IntN (with rejection) came before.
func TestStreamSkipResumes(t *testing.T) {
	bounds := []int{2, 6, 52, 1 << 20, 3 << 29, (1 << 31) - 1} // the last two reject often on mask methods
	for _, seed := range []uint64{0, 1, 42, 1 << 40} {
		for name, g := range streams(t, seed) {
			s, ok := g.(Stream)
			if !ok {
				continue
			}
			script := rand.New(rand.NewPCG(seed, 9))
			for range 300 + script.IntN(300) {
				if script.IntN(4) == 0 {
					s.Uint64()
				} else {
					s.IntN(bounds[script.IntN(len(bounds))])
				}
			}
			pos := s.Steps()
			r := streams(t, seed)[name].(Stream)
			r.Skip(pos)
			if r.Steps() != pos {
				t.Fatalf("%s seed %d: Skip(%d) left Steps = %d", name, seed, pos, r.Steps())
			}
			for i := range 50 {
				n := bounds[i%len(bounds)]
				if a, b := s.IntN(n), r.IntN(n); a != b {
					t.Fatalf("%s seed %d: after Skip(%d), draw %d: %d, want %d", name, seed, pos, i, b, a)
				}
				if a, b := s.Uint64(), r.Uint64(); a != b {
					t.Fatalf("%s seed %d: after Skip(%d), Uint64 %d: %#x, want %#x", name, seed, pos, i, b, a)
				}
			}
		}
	}
}

// Steps counts the generator's own primitive output, as each generator's
// documentation defines its Uint64 and IntN: nextLong is two next(32) calls,
// Delphi's and the Mersenne Twister's 64 bits are two 32-bit outputs, and a
// power-of-two bound never rejects (except on mt19937, whose mask is n's).
func TestStreamStepUnits(t *testing.T) {
	perUint64 := map[string]uint64{"lcg16": 1, "lcg32": 1, "lcg:custom": 1, "java": 2, "delphi": 2,
		"mt19937": 2, "pcg": 1, "chacha8": 1, "fair": 1}
	for name, g := range streams(t, 5) {
		s, ok := g.(Stream)
		if !ok {
			continue
		}
		want, ok := perUint64[name]
		if !ok {
			t.Errorf("%s: no expected step count; add it", name)
			continue
		}
		s.Uint64()
		s.Uint64()
		if s.Steps() != 2*want {
			t.Errorf("%s: two Uint64 took %d steps, want %d", name, s.Steps(), 2*want)
		}
		if name == "mt19937" {
			continue // Commons Math masks with n itself, so even IntN(64) rejects half the time
		}
		s.IntN(64)
		if s.Steps() != 2*want+1 {
			t.Errorf("%s: IntN(64) took %d steps, want 1", name, s.Steps()-2*want)
		}
	}
}
