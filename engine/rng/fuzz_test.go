package rng

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"
)

// The seed corpora of these targets are in testdata/fuzz and run in every
// go test:
//
//	go test -run '^$' -fuzz '^FuzzLookup$' -fuzztime 30s ./engine/rng

// lineBreaks are the characters that end a line on a terminal or in a text
// viewer: a one-line message holds none of them.
const lineBreaks = "\n\r\v\f\u0085\u2028\u2029"

// twoTo64 is 2^64.
var twoTo64 = new(big.Int).Lsh(big.NewInt(1), 64)

// bigInteger reads s, written as ParseSeed's doc says seeds are written
// (digits, "-" and digits, or "0x" and hex digits), into a big.Int with no
// range limit; ok is false for anything else.
func bigInteger(s string) (*big.Int, bool) {
	digits, base := s, 10
	if h, ok := strings.CutPrefix(strings.ToLower(s), "0x"); ok {
		digits, base = h, 16
	} else if d, ok := strings.CutPrefix(s, "-"); ok {
		digits = d
	}
	valid := "0123456789"
	if base == 16 {
		valid = "0123456789abcdef"
	}
	if digits == "" || strings.Trim(digits, valid) != "" {
		return nil, false
	}
	v, ok := new(big.Int).SetString(digits, base)
	if ok && strings.HasPrefix(s, "-") {
		v.Neg(v)
	}
	return v, ok
}

// FuzzParseSeed: ParseSeed never panics; it accepts exactly the integers of
// −2^63…2^64−1 written in decimal, negative decimal or 0x-hex, with space
// around (checked against math/big), and returns their value mod 2^64; a
// value it returns formats back, in decimal, signed decimal and hex, to
// text it parses to the same value; a refusal is one line naming the seed.
func FuzzParseSeed(f *testing.F) {
	for _, s := range []string{"0", "42", "-1", "0xFFFFFFFFFFFFFFFF", "18446744073709551616",
		"-9223372036854775809", " 7\t", "+5", "0x", "-0x10", "1_000", "１２", "-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseSeed(s)

		want, isNum := bigInteger(strings.TrimSpace(s))
		lo := big.NewInt(math.MinInt64)
		accept := isNum && want.Cmp(lo) >= 0 && want.Cmp(twoTo64) < 0
		if (err == nil) != accept {
			t.Fatalf("ParseSeed(%q) = %d, %v; want accepted = %v", s, v, err, accept)
		}
		if err != nil {
			if msg := err.Error(); strings.ContainsAny(msg, lineBreaks) || !strings.Contains(msg, "seed") {
				t.Fatalf("ParseSeed(%q): error %q is not one line naming the seed", s, msg)
			}
			return
		}
		if mod := new(big.Int).Mod(want, twoTo64); !mod.IsUint64() || mod.Uint64() != v {
			t.Fatalf("ParseSeed(%q) = %d, want %v mod 2^64", s, v, want)
		}
		texts := []string{strconv.FormatUint(v, 10), fmt.Sprintf("0x%x", v), fmt.Sprintf("0X%X", v)}
		if int64(v) < 0 {
			texts = append(texts, strconv.FormatInt(int64(v), 10))
		}
		for _, text := range texts {
			if back, err := ParseSeed(text); err != nil || back != v {
				t.Fatalf("ParseSeed(%q) = %d; ParseSeed(%q) = %d, %v", s, v, text, back, err)
			}
		}
	})
}

// lcgSpec reads "lcg:A,C,M" as Lookup's doc describes it — case and space
// around ignored, A, C and M decimal or 0x-hex below 2^64, M ≥ 2 and
// A, C < M — independently of lookupLCG. isLCG says the spec names a
// custom LCG at all; ok that it is a valid one.
func lcgSpec(spec string) (a, c, m *big.Int, isLCG, ok bool) {
	params, isLCG := strings.CutPrefix(strings.ToLower(strings.TrimSpace(spec)), "lcg:")
	if !isLCG {
		return nil, nil, nil, false, false
	}
	fields := strings.Split(params, ",")
	if len(fields) != 3 {
		return nil, nil, nil, true, false
	}
	var v [3]*big.Int
	for i, field := range fields {
		x, num := bigInteger(strings.TrimSpace(field))
		if !num || x.Sign() < 0 || x.Cmp(twoTo64) >= 0 || strings.HasPrefix(strings.TrimSpace(field), "-") {
			return nil, nil, nil, true, false
		}
		v[i] = x
	}
	a, c, m = v[0], v[1], v[2]
	ok = m.Cmp(big.NewInt(2)) >= 0 && a.Cmp(m) < 0 && c.Cmp(m) < 0
	return a, c, m, true, ok
}

// FuzzLookup names generators: Lookup never panics and refuses in one line;
// a custom "lcg:A,C,M" is accepted exactly when lcgSpec says it is valid,
// and its generator steps as (A·s + C) mod M computed with math/big, with
// Uint64 = ⌊s·2^64/M⌋; the numbers a, c, m make the fuzzer write such specs
// with any values, in decimal and in hex. An accepted spec builds a
// generator from seed 0 and from its MaxSeed, refuses MaxSeed+1 in one line
// naming the seed, and is found again by its Name, also in capitals with
// space around: the same generator, under the same name (a custom LCG is
// named in decimal, whatever was typed).
func FuzzLookup(f *testing.F) {
	f.Add("pcg", uint64(13), uint64(5), uint64(16))
	f.Add(" JAVA ", uint64(5), uint64(13), uint64(32))
	f.Add("lcg:13,5,16", uint64(0), uint64(0), uint64(2))
	f.Add("lcg:0x10,0,0X11", uint64(16), uint64(0), uint64(16))
	f.Add("lcg: 1 , 2 , 3 ", uint64(math.MaxUint64-1), uint64(1), uint64(math.MaxUint64))
	f.Add("lcg:A,C,M", uint64(3), uint64(3), uint64(3))
	f.Add("lcg", uint64(1), uint64(0), uint64(1))
	f.Add("lcg:1,2", uint64(1), uint64(0), uint64(0))
	f.Add("lcg:1,2,3,4", uint64(7), uint64(0), uint64(5))
	f.Add("lcg:-1,0,5", uint64(4), uint64(4), uint64(5))
	f.Add("lcg:0,0,18446744073709551616", uint64(2), uint64(1), uint64(1))
	f.Add("os", uint64(0), uint64(0), uint64(0))
	f.Add("mersenne", uint64(1), uint64(1), uint64(1))
	f.Fuzz(func(t *testing.T, spec string, a, c, m uint64) {
		checkLookup(t, spec)
		checkLookup(t, fmt.Sprintf("lcg:%d,%d,%d", a, c, m))
		checkLookup(t, fmt.Sprintf("LCG:0x%x, 0X%X ,%d", a, c, m))
	})
}

func checkLookup(t *testing.T, spec string) {
	t.Helper()
	info, err := Lookup(spec)
	a, c, m, isLCG, valid := lcgSpec(spec)
	if isLCG && (err == nil) != valid {
		t.Fatalf("Lookup(%q): %v; want accepted = %v", spec, err, valid)
	}
	if err != nil {
		if msg := err.Error(); msg == "" || strings.ContainsAny(msg, lineBreaks) {
			t.Fatalf("Lookup(%q): error %q is not one line", spec, msg)
		}
		return
	}
	if info.Name == "" || info.New == nil || info.Description == "" || strings.ContainsAny(info.Description, lineBreaks) {
		t.Fatalf("Lookup(%q) = %+v", spec, info)
	}
	g, err := info.New(0)
	if err != nil || g == nil {
		t.Fatalf("Lookup(%q).New(0) = %v, %v", spec, g, err)
	}
	if isLCG {
		checkLCGSteps(t, spec, g, a, c, m)
	}
	if _, err := info.New(info.MaxSeed); err != nil {
		t.Fatalf("Lookup(%q).New(MaxSeed = %d): %v", spec, info.MaxSeed, err)
	}
	if info.MaxSeed < math.MaxUint64 {
		_, err := info.New(info.MaxSeed + 1)
		if err == nil || !strings.Contains(err.Error(), "seed") || strings.ContainsAny(err.Error(), lineBreaks) {
			t.Fatalf("Lookup(%q).New(MaxSeed+1 = %d): %v, want a one-line error naming the seed", spec, info.MaxSeed+1, err)
		}
	}
	for _, name := range []string{info.Name, " " + strings.ToUpper(info.Name) + "\t"} {
		again, err := Lookup(name)
		wantName := info.Name
		if isLCG {
			wantName = fmt.Sprintf("lcg:%d,%d,%d", a, c, m) // canonical: decimal, no spaces
		}
		if err != nil || again.Name != wantName || again.MaxSeed != info.MaxSeed {
			t.Fatalf("Lookup(%q) = %q; Lookup(%q) = %q, %v", spec, info.Name, name, again.Name, err)
		}
		if !info.Reproducible {
			continue
		}
		g1, _ := info.New(info.MaxSeed)
		g2, err := again.New(info.MaxSeed)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			if x, y := g1.Uint64(), g2.Uint64(); x != y {
				t.Fatalf("Lookup(%q) and Lookup(%q) give different streams: %d, %d", spec, name, x, y)
			}
		}
	}
}

// checkLCGSteps runs the custom LCG g, built from seed 0, against
// s' = (a·s + c) mod m and Uint64 = ⌊s'·2^64/m⌋ in math/big.
func checkLCGSteps(t *testing.T, spec string, g Generator, a, c, m *big.Int) {
	t.Helper()
	s := new(big.Int)
	for i := range 4 {
		s.Mul(s, a).Add(s, c).Mod(s, m)
		want := new(big.Int).Quo(new(big.Int).Lsh(s, 64), m)
		if got := g.Uint64(); !want.IsUint64() || got != want.Uint64() {
			t.Fatalf("Lookup(%q) from seed 0: output %d = %d, want %v (state %v)", spec, i+1, got, want, s)
		}
	}
}
