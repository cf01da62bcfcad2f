package rng

import (
	"math"
	"slices"
	"strings"
	"testing"
)

func TestGeneratorsOrder(t *testing.T) {
	var names []string
	for _, info := range Generators() {
		names = append(names, info.Name)
		if info.Description == "" || strings.Contains(info.Description, "\n") {
			t.Errorf("%s: description %q is not one line", info.Name, info.Description)
		}
		if info.Seeds == "" || info.New == nil {
			t.Errorf("%s: Seeds or New missing", info.Name)
		}
		if info.Reproducible != (info.Name != "os") {
			t.Errorf("%s: Reproducible = %v", info.Name, info.Reproducible)
		}
	}
	want := []string{"lcg16", "lcg32", "lcg:A,C,M", "java", "delphi", "mt19937", "pcg", "chacha8", "os"}
	if !slices.Equal(names, want) {
		t.Errorf("Generators() names = %v, want %v", names, want)
	}
	// The slice is the caller's.
	Generators()[0].Name = "changed"
	if Generators()[0].Name != "lcg16" {
		t.Error("Generators() shares its slice")
	}
}

// Reproducible generators give the same stream for the same seed, every one
// named by Lookup is the listed one, and seeds pass through as documented.
func TestLookupAndNew(t *testing.T) {
	for _, info := range Generators() {
		if info.Name == "lcg:A,C,M" {
			if _, err := info.New(0); err == nil {
				t.Error("the lcg:A,C,M entry's New succeeded")
			}
			continue
		}
		got, err := Lookup(info.Name)
		if err != nil || got.Name != info.Name {
			t.Errorf("Lookup(%q) = %q, %v", info.Name, got.Name, err)
			continue
		}
		a, errA := got.New(7)
		b, errB := got.New(7)
		if errA != nil || errB != nil {
			t.Errorf("%s: New(7): %v, %v", info.Name, errA, errB)
			continue
		}
		same := true
		for range 20 {
			if a.Uint64() != b.Uint64() {
				same = false
			}
		}
		if same != info.Reproducible {
			t.Errorf("%s: equal streams from equal seeds = %v, Reproducible = %v", info.Name, same, info.Reproducible)
		}
	}
	for _, tc := range []struct {
		name string
		seed uint64
		want Generator
	}{
		{"lcg16", 2, &LCG{A: 13, C: 5, M: 16, state: 2}},
		{"lcg32", 31, &LCG{A: 5, C: 13, M: 32, state: 31}},
		{"java", math.MaxUint64, NewJava(-1)},
		{"java", 1<<47 + 5, NewJava(1<<47 + 5)},
		{"delphi", 12345, NewDelphi(12345)},
		{"delphi", math.MaxUint32, NewDelphi(math.MaxUint32)},
		{"delphi", math.MaxUint64, NewDelphi(math.MaxUint32)},  // −1
		{"delphi", 1<<64 - 1<<31, NewDelphi(1 << 31)},          // −2^31
		{"mt19937", 1<<64 - 5, NewMT19937(math.MaxUint32 - 4)}, // −5
		{"mt19937", 5489, NewMT19937(5489)},
		{"pcg", math.MaxUint64, NewPCG(math.MaxUint64)},
		{"chacha8", 1 << 63, NewChaCha8(1 << 63)},
	} {
		info, err := Lookup(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := info.New(tc.seed)
		if err != nil {
			t.Errorf("%s: New(%d): %v", tc.name, tc.seed, err)
			continue
		}
		for i := range 5 {
			if x, y := g.Uint64(), tc.want.Uint64(); x != y {
				t.Errorf("%s: New(%d) output %d = %d, want %d", tc.name, tc.seed, i, x, y)
			}
		}
	}
	// java's seed −1 is Java's: nextLong() from the JDK table.
	info, _ := Lookup("java")
	g, _ := info.New(math.MaxUint64)
	if got := int64(g.Uint64()); got != 4961115982468162243 {
		t.Errorf("java seed −1: first nextLong = %d, want 4961115982468162243", got)
	}
}

func TestLookupCustomLCG(t *testing.T) {
	info, err := Lookup("lcg:13,5,16")
	if err != nil {
		t.Fatal(err)
	}
	if info.Name != "lcg:13,5,16" || info.Seeds != "0…15" || !info.Reproducible {
		t.Errorf("Info = %q, %q, %v", info.Name, info.Seeds, info.Reproducible)
	}
	if !strings.Contains(info.Description, "full period 16") {
		t.Errorf("description %q does not note the full period", info.Description)
	}
	g, err := info.New(0)
	if err != nil {
		t.Fatal(err)
	}
	// (13s+5) mod 16 from 0: 5, 6, 3, scaled by 2^60.
	for _, s := range []uint64{5, 6, 3} {
		if got := g.Uint64(); got != s<<60 {
			t.Errorf("Uint64() = %#x, want %#x", got, s<<60)
		}
	}
	if _, err := info.New(16); err == nil || err.Error() != `lcg:13,5,16: seed 16 is out of range for m = 16: allowed 0…15` {
		t.Errorf("New(16) error = %v", err)
	}
	// Hex parameters, and an LCG that fails Hull–Dobell: a − 1 = 2.
	info, err = Lookup("lcg:0x3,0x1,0x10")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(info.Description, "fails Hull–Dobell") {
		t.Errorf("description %q does not note the short period", info.Description)
	}
}

func TestLookupErrors(t *testing.T) {
	for spec, want := range map[string]string{
		"x":           `unknown generator "x": allowed lcg16, lcg32, lcg:A,C,M, java, delphi, mt19937, pcg, chacha8, os`,
		"":            `unknown generator "": allowed lcg16, lcg32, lcg:A,C,M, java, delphi, mt19937, pcg, chacha8, os`,
		"lcg":         `generator "lcg" needs parameters: write lcg:A,C,M for s' = (A·s + C) mod M, e.g. lcg:13,5,16`,
		"lcg:A,C,M":   `generator "lcg:A,C,M" needs parameters: write lcg:A,C,M for s' = (A·s + C) mod M, e.g. lcg:13,5,16`,
		"lcg:13,5":    `generator "lcg:13,5" needs three parameters: write lcg:A,C,M, e.g. lcg:13,5,16`,
		"lcg:13,x,16": `generator "lcg:13,x,16": C = "x" is not a number in 0…18446744073709551615: use a decimal or 0x-hex integer`,
		"lcg:16,5,16": `generator "lcg:16,5,16": multiplier a = 16 is out of range for m = 16: allowed 0…15`,
		"lcg:0,0,1":   `generator "lcg:0,0,1": modulus m = 1 is too small: allowed 2…18446744073709551615`,
	} {
		_, err := Lookup(spec)
		if err == nil || err.Error() != want {
			t.Errorf("Lookup(%q) error = %v, want %q", spec, err, want)
		}
	}
	if info, err := Lookup(" Java "); err != nil || info.Name != "java" {
		t.Errorf("Lookup(\" Java \") = %q, %v", info.Name, err)
	}
}

func TestSeedRangeErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		seed uint64
		want string
	}{
		{"lcg16", 16, "lcg16: seed 16 is out of range for m = 16: allowed 0…15"},
		{"lcg32", 100, "lcg32: seed 100 is out of range for m = 32: allowed 0…31"},
		{"delphi", 1 << 32, "delphi: seed 4294967296 is out of range: allowed 0…4294967295, or −2147483648…−1 for a negative 32-bit int"},
		{"mt19937", 1<<64 - 1<<31 - 1, "mt19937: seed -2147483649 is out of range: allowed 0…4294967295, or −2147483648…−1 for a negative 32-bit int"},
	} {
		info, err := Lookup(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := info.New(tc.seed); err == nil || err.Error() != tc.want {
			t.Errorf("%s: New(%d) error = %v, want %q", tc.name, tc.seed, err, tc.want)
		}
	}
}

func TestParseSeed(t *testing.T) {
	for s, want := range map[string]uint64{
		"0":                    0,
		"42":                   42,
		" 42 ":                 42,
		"18446744073709551615": math.MaxUint64,
		"-1":                   math.MaxUint64,
		"-2147483648":          1<<64 - 1<<31,
		"-9223372036854775808": 1 << 63,
		"0x10":                 16,
		"0XfF":                 255,
		"0xffffffffffffffff":   math.MaxUint64,
	} {
		got, err := ParseSeed(s)
		if err != nil || got != want {
			t.Errorf("ParseSeed(%q) = %d, %v; want %d", s, got, err, want)
		}
	}
	for s, want := range map[string]string{
		"abc":                  `seed "abc" is not a number: use a decimal or 0x-hex integer`,
		"":                     `seed "" is not a number: use a decimal or 0x-hex integer`,
		"0x":                   `seed "0x" is not a number: use a decimal or 0x-hex integer`,
		"1.5":                  `seed "1.5" is not a number: use a decimal or 0x-hex integer`,
		"-0x1":                 `seed "-0x1" is not a number: use a decimal or 0x-hex integer`,
		"1_000":                `seed "1_000" is not a number: use a decimal or 0x-hex integer`,
		"18446744073709551616": `seed "18446744073709551616" is out of range: allowed -9223372036854775808…18446744073709551615`,
		"-9223372036854775809": `seed "-9223372036854775809" is out of range: allowed -9223372036854775808…18446744073709551615`,
		"0x10000000000000000":  `seed "0x10000000000000000" is out of range: allowed -9223372036854775808…18446744073709551615`,
	} {
		_, err := ParseSeed(s)
		if err == nil || err.Error() != want {
			t.Errorf("ParseSeed(%q) error = %v, want %q", s, err, want)
		}
	}
}

func TestReplayable(t *testing.T) {
	names := map[string]bool{}
	for _, g := range Replayable() {
		names[g.Name] = true
		if !g.Reproducible {
			t.Errorf("%s is not reproducible", g.Name)
		}
	}
	for _, want := range []string{"lcg16", "java", "delphi", "pcg", "chacha8"} {
		if !names[want] {
			t.Errorf("Replayable lacks %s", want)
		}
	}
	if names["os"] {
		t.Error("os cannot be replayed")
	}
}
