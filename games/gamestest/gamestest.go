// Package gamestest holds what the tables' tests share: turning fuzz
// input into a shuffle and a generator to deal with, and a generator
// part-way along its stream with the record of a round begun there.
package gamestest

import (
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/round"
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

// Stream is the generator a table would hold — gen seeded with seed,
// advanced by pos outputs of earlier play, so that rounds start
// mid-stream — and the record of a round begun there: round 1, its Gen,
// Seed and Pos set.
func Stream(t testing.TB, gen string, seed, pos uint64) (rng.Stream, round.Record) {
	t.Helper()
	info, err := rng.Lookup(gen)
	if err != nil {
		t.Fatal(err)
	}
	g, err := info.New(seed)
	if err != nil {
		t.Fatal(err)
	}
	s, ok := g.(rng.Stream)
	if !ok {
		t.Fatalf("%s cannot be replayed", gen)
	}
	s.Skip(pos)
	return s, round.Record{Seq: 1, Gen: gen, Seed: seed, Pos: s.Steps()}
}

// Sample is table's sample round (round.Sampler) played from gen seeded
// with seed at pos, with its source: a record to replay.
func Sample(t testing.TB, table round.Sampler, gen string, seed, pos uint64) round.Record {
	t.Helper()
	g, src := Stream(t, gen, seed, pos)
	r, err := table.Sample(g)
	if err != nil {
		t.Fatal(err)
	}
	r.Seq, r.Gen, r.Seed, r.Pos = src.Seq, src.Gen, src.Seed, src.Pos
	return r
}
