// Package gamestest holds what the tables' fuzz tests share: turning fuzz
// input into a shuffle and a generator to deal with.
package gamestest

import (
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// FuzzAlgos and FuzzGens are the shuffles and generators the card tables'
// fuzz targets pick from: fair and broken shuffles, a dice roller (which a
// card table must refuse), and generators from a 16-bit LCG to ChaCha8.
var (
	FuzzAlgos = []string{"fisher-yates", "naive", "asf", "sort-key", "riffle", "partial", "uniform-riffles", "constrained-original"}
	FuzzGens  = []string{"pcg", "java", "delphi", "lcg16", "mt19937", "chacha8"}
)

// Deck picks the shuffle and generator that pick names — its value mod 8
// the shuffle, its value / 8 the generator — seeded by seed brought into the
// generator's range. A seed the generator refuses skips the test.
func Deck(t *testing.T, seed uint64, pick uint8) (shuffle.Algorithm, rng.Generator) {
	t.Helper()
	a, err := shuffle.Lookup(FuzzAlgos[int(pick)%len(FuzzAlgos)])
	if err != nil {
		t.Fatal(err)
	}
	info, err := rng.Lookup(FuzzGens[int(pick/8)%len(FuzzGens)])
	if err != nil {
		t.Fatal(err)
	}
	if info.MaxSeed > 0 && seed > info.MaxSeed {
		seed %= info.MaxSeed + 1
	}
	g, err := info.New(seed)
	if err != nil {
		t.Skip(err)
	}
	return a, g
}
