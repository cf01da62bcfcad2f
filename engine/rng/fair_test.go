package rng

import (
	"testing"
)

// Known answers computed with Python's hmac and hashlib (an independent
// implementation):
//
//	hmac.new(b"riffle server seed", b"alice:7:0", hashlib.sha256).digest()
//	hashlib.sha256(b"riffle server seed").hexdigest()
//
// and the rejection draws of IntN(52) (low 6 bits, kept when below 52)
// from those words: 48 7 40 1 17 8, using 11 words.
func TestFairKnownAnswers(t *testing.T) {
	key := []byte("riffle server seed")
	if got, want := Commit(key), "41ecf32702587e94458aac06f91c24e991f64ea0e3946f8a8e250c0a6a5a2e75"; got != want {
		t.Errorf("Commit = %s, want %s", got, want)
	}
	f := NewFair(key, "alice", 7)
	want := []uint64{
		0x03adde230ba84cf0, 0xd262fe2a0f359677, 0x489919c7d58c34f9, 0x972ac680b212a2bf,
		0x85e9c127d9722607, 0x722be5d1242bf4e8, 0x617186676f340e7c, 0x435ef236ac4bd7fa,
	}
	for i, w := range want {
		if got := f.Uint64(); got != w {
			t.Fatalf("word %d = %#x, want %#x", i, got, w)
		}
		if f.Steps() != uint64(i+1) {
			t.Fatalf("Words() = %d after %d words", f.Steps(), i+1)
		}
	}
	f = NewFair(key, "alice", 7)
	for i, w := range []int{48, 7, 40, 1, 17, 8} {
		if got := f.IntN(52); got != w {
			t.Fatalf("IntN(52) #%d = %d, want %d", i, got, w)
		}
	}
	if f.Steps() != 11 {
		t.Errorf("6 draws used %d words, want 11", f.Steps())
	}
	// A different nonce or client seed is a different stream.
	if NewFair(key, "alice", 8).Uint64() == want[0] || NewFair(key, "bob", 7).Uint64() == want[0] {
		t.Error("the stream ignores the nonce or the client seed")
	}
	// The key is copied: changing the caller's slice changes nothing.
	k2 := []byte("riffle server seed")
	g := NewFair(k2, "alice", 7)
	k2[0] = 'X'
	if g.Uint64() != want[0] {
		t.Error("NewFair kept the caller's slice")
	}
}

// IntN is uniform: 60,000 draws of IntN(6) (mask 7, a quarter of words
// rejected) and of IntN(5), χ² with 5 and 4 df below the 0.999 quantiles
// (20.52, 18.47): a fair stream fails one or the other with probability
// about 0.002.
func TestFairIntNUniform(t *testing.T) {
	f := NewFair([]byte("uniform"), "c", 1)
	for _, tc := range []struct {
		n     int
		limit float64
	}{{6, 20.52}, {5, 18.47}} {
		counts := make([]float64, tc.n)
		const draws = 60_000
		for range draws {
			counts[f.IntN(tc.n)]++
		}
		e := float64(draws) / float64(tc.n)
		chi := 0.0
		for _, c := range counts {
			chi += (c - e) * (c - e) / e
		}
		if chi > tc.limit {
			t.Errorf("IntN(%d): χ² = %.2f > %.2f, counts %v", tc.n, chi, tc.limit, counts)
		}
	}
	if f.IntN(1) != 0 {
		t.Error("IntN(1) != 0")
	}
	defer func() {
		if recover() == nil {
			t.Error("IntN(0) did not panic")
		}
	}()
	f.IntN(0)
}
