package cli

import (
	"crypto/rand"
	"encoding/binary"
	"math"
	"strings"

	"riffle/engine/rng"
)

func genNames() string {
	var ns []string
	for _, g := range rng.Generators() {
		ns = append(ns, g.Name)
	}
	return strings.Join(ns, ", ")
}

func lookupGen(name string) (rng.Info, error) {
	info, err := rng.Lookup(name)
	if err != nil {
		return rng.Info{}, Usagef("--gen: %v", err)
	}
	return info, nil
}

// chooseSeed parses --seed, or draws one from the operating system within
// the generator's seed space so that it can be shown and replayed.
func chooseSeed(info rng.Info, s string) (uint64, error) {
	if s != "" {
		seed, err := rng.ParseSeed(s)
		if err != nil {
			return 0, Usagef("--seed: %v", err)
		}
		return seed, nil
	}
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, err
	}
	// Below 2^53 as well, so that a seed read back from --json by any JSON
	// reader (which may hold numbers as float64) replays the run.
	seed := binary.LittleEndian.Uint64(b[:]) % (min(info.MaxSeed, maxDefaultSeed-1) + 1)
	return seed, nil
}

// seededGen picks the seed (--seed, or one from the OS) and builds the
// generator from it.
func seededGen(info rng.Info, seedFlag string) (uint64, rng.Generator, error) {
	seed, err := chooseSeed(info, seedFlag)
	if err != nil {
		return 0, nil, err
	}
	g, err := info.New(seed)
	if err != nil {
		return 0, nil, Usagef("--seed: %v", err)
	}
	return seed, g, nil
}

// maxDefaultSeed bounds the seeds drawn when --seed is not given: 2^53.
const maxDefaultSeed = 1 << 53

// seedNumber is the seed the generator actually uses, written as users
// write it: java seeds are signed longs, and 32-bit generators reduce a
// negative seed to its unsigned 32-bit value (delphi's RandSeed).
func seedNumber(info rng.Info, seed uint64) any {
	switch {
	case info.Name == "java":
		return int64(seed)
	case info.MaxSeed == math.MaxUint32:
		return uint32(seed)
	}
	return seed
}

// seedNote says when a seed does not reproduce the run.
func seedNote(info rng.Info) string {
	if !info.Reproducible {
		return " (ignored: " + info.Name + " cannot be replayed)"
	}
	return ""
}
