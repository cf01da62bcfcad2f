package cli

import (
	"crypto/rand"
	"encoding/binary"
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
		return rng.Info{}, usagef("--gen: %v", err)
	}
	return info, nil
}

// chooseSeed parses --seed, or draws one from the operating system within
// the generator's seed space so that it can be shown and replayed.
func chooseSeed(info rng.Info, s string) (uint64, error) {
	if s != "" {
		seed, err := rng.ParseSeed(s)
		if err != nil {
			return 0, usagef("--seed: %v", err)
		}
		return seed, nil
	}
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, err
	}
	seed := binary.LittleEndian.Uint64(b[:])
	if info.MaxSeed < ^uint64(0) {
		seed %= info.MaxSeed + 1
	}
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
		return 0, nil, usagef("--seed: %v", err)
	}
	return seed, g, nil
}

// seedNumber is the seed as users write it: java seeds are signed longs.
func seedNumber(info rng.Info, seed uint64) any {
	if info.Name == "java" {
		return int64(seed)
	}
	return seed
}
