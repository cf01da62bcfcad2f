package rng

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Info describes a generator users can name on the command line and in the TUI.
type Info struct {
	Name         string // what users type, e.g. "java"
	Description  string // one line
	Seeds        string // the seed space in words, e.g. "0…15", "any 32-bit value (RandSeed itself)"
	Reproducible bool   // false only for os
	// MaxSeed is the largest seed New accepts as given (seeds run 0…MaxSeed);
	// a caller drawing a default seed draws it in this range.
	MaxSeed uint64
	New     func(seed uint64) (Generator, error)
}

// lcgForm is the name under which the custom LCG is listed and how its spec
// is written.
const lcgForm = "lcg:A,C,M"

// Generators returns every generator, in the order lcg16, lcg32, the custom
// LCG (listed as "lcg:A,C,M"; its New always fails, name it through
// [Lookup]), java, delphi, mt19937, pcg, chacha8, os. The slice is new on
// every call.
func Generators() []Info {
	return []Info{
		lcgInfo("lcg16", 13, 5, 16, "toy LCG (13s + 5) mod 16 of the Java text: 16 seeds, period 16"),
		lcgInfo("lcg32", 5, 13, 32, "toy LCG (5s + 13) mod 32 of the Java text: 32 seeds, period 32"),
		{
			Name:         lcgForm,
			Description:  "any LCG s' = (A·s + C) mod M, e.g. lcg:13,5,16",
			Seeds:        "0…M−1",
			Reproducible: true,
			New: func(uint64) (Generator, error) {
				return nil, errLCGForm("lcg")
			},
		},
		{
			Name:         "java",
			Description:  "java.util.Random, a 48-bit LCG; IntN is nextInt(bound)",
			Seeds:        "any 64-bit value, as a Java long (only the low 48 bits matter)",
			Reproducible: true,
			MaxSeed:      math.MaxUint64,
			New: func(seed uint64) (Generator, error) {
				return NewJava(int64(seed)), nil
			},
		},
		{
			Name:         "delphi",
			Description:  "Borland Delphi/Turbo Pascal Random, the 1999 ASF poker shuffle's generator",
			Seeds:        "any 32-bit value (RandSeed itself): 0…4294967295 or −2147483648…−1",
			Reproducible: true,
			MaxSeed:      math.MaxUint32,
			New: func(seed uint64) (Generator, error) {
				s, err := seed32("delphi", seed)
				if err != nil {
					return nil, err
				}
				return NewDelphi(s), nil
			},
		},
		{
			Name:         "mt19937",
			Description:  "32-bit Mersenne Twister (mt19937ar); IntN is Commons Math 2.1's nextInt(n)",
			Seeds:        "any 32-bit value (init_genrand's seed): 0…4294967295 or −2147483648…−1",
			Reproducible: true,
			MaxSeed:      math.MaxUint32,
			New: func(seed uint64) (Generator, error) {
				s, err := seed32("mt19937", seed)
				if err != nil {
					return nil, err
				}
				return NewMT19937(s), nil
			},
		},
		{
			Name:         "pcg",
			Description:  "math/rand/v2 PCG, a 128-bit LCG with DXSM output; IntN exactly uniform",
			Seeds:        "any 64-bit value",
			Reproducible: true,
			MaxSeed:      math.MaxUint64,
			New: func(seed uint64) (Generator, error) {
				return NewPCG(seed), nil
			},
		},
		{
			Name:         "chacha8",
			Description:  "math/rand/v2 ChaCha8, a cryptographic generator; IntN exactly uniform",
			Seeds:        "any 64-bit value",
			Reproducible: true,
			MaxSeed:      math.MaxUint64,
			New: func(seed uint64) (Generator, error) {
				return NewChaCha8(seed), nil
			},
		},
		{
			Name:         "os",
			Description:  "the operating system's cryptographic source (crypto/rand); not reproducible",
			Seeds:        "none: the seed is ignored",
			Reproducible: false,
			MaxSeed:      math.MaxUint64,
			New: func(uint64) (Generator, error) {
				return NewOS(), nil
			},
		},
	}
}

// lcgInfo describes the LCG s' = (a·s + c) mod m under the given name.
func lcgInfo(name string, a, c, m uint64, description string) Info {
	return Info{
		Name:         name,
		Description:  description,
		Seeds:        fmt.Sprintf("0…%d", m-1),
		Reproducible: true,
		MaxSeed:      m - 1,
		New: func(seed uint64) (Generator, error) {
			g, err := NewLCG(a, c, m, seed)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			return g, nil
		},
	}
}

// errLCGForm explains how to name a custom LCG.
func errLCGForm(spec string) error {
	return fmt.Errorf("generator %q needs parameters: write %s for s' = (A·s + C) mod M, e.g. lcg:13,5,16", spec, lcgForm)
}

// Replayable returns the generators a test can replay from any seed: those
// that are Reproducible and build from seed 0 (the toy LCGs included; their
// short periods are still legal streams). Games' fuzz targets pick from it.
func Replayable() []Info {
	var out []Info
	for _, g := range Generators() {
		if !g.Reproducible {
			continue
		}
		if _, err := g.New(0); err != nil {
			continue
		}
		out = append(out, g)
	}
	return out
}

// Lookup returns the generator named by spec: one of the names of
// [Generators], or "lcg:A,C,M" (e.g. "lcg:13,5,16") for the LCG
// s' = (A·s + C) mod M, named in decimal ("lcg:0x10,3,0x20" is "lcg:16,3,32"). A, C and M are decimal
// or 0x-hex; M must be at least 2 and A and C below M. Names are matched
// without regard to case or surrounding space.
func Lookup(spec string) (Info, error) {
	spec = strings.TrimSpace(spec)
	name := strings.ToLower(spec)
	if name == "lcg" || strings.EqualFold(spec, lcgForm) {
		return Info{}, errLCGForm(spec)
	}
	if params, ok := strings.CutPrefix(name, "lcg:"); ok {
		return lookupLCG(spec, params)
	}
	var names []string
	for _, info := range Generators() {
		if info.Name == name && info.Name != lcgForm {
			return info, nil
		}
		names = append(names, info.Name)
	}
	return Info{}, fmt.Errorf("unknown generator %q: allowed %s", spec, strings.Join(names, ", "))
}

// lookupLCG builds the Info of the custom LCG spec = "lcg:" + params.
func lookupLCG(spec, params string) (Info, error) {
	fields := strings.Split(params, ",")
	if len(fields) != 3 {
		return Info{}, fmt.Errorf("generator %q needs three parameters: write %s, e.g. lcg:13,5,16", spec, lcgForm)
	}
	var v [3]uint64
	for i, letter := range []string{"A", "C", "M"} {
		f := strings.TrimSpace(fields[i])
		x, err := parseUint(f)
		if err != nil {
			return Info{}, fmt.Errorf("generator %q: %s = %q is not a number in 0…18446744073709551615: use a decimal or 0x-hex integer", spec, letter, f)
		}
		v[i] = x
	}
	a, c, m := v[0], v[1], v[2]
	if _, err := NewLCG(a, c, m, 0); err != nil {
		return Info{}, fmt.Errorf("generator %q: %w", spec, err)
	}
	period := fmt.Sprintf("full period %d (Hull–Dobell)", m)
	if !HullDobell(a, c, m) {
		period = fmt.Sprintf("period below %d from every seed (fails Hull–Dobell)", m)
	}
	info := lcgInfo(fmt.Sprintf("lcg:%d,%d,%d", a, c, m), a, c, m, fmt.Sprintf("LCG (%d·s + %d) mod %d, %s", a, c, m, period))
	return info, nil
}

// ParseSeed reads a seed as users write it: a decimal uint64, a negative
// decimal int64 (taken in two's complement, for Java's signed seeds and for
// negative 32-bit seeds), or 0x-hex.
func ParseSeed(s string) (uint64, error) {
	t := strings.TrimSpace(s)
	var (
		v   uint64
		err error
	)
	if strings.HasPrefix(t, "-") {
		var i int64
		i, err = strconv.ParseInt(t, 10, 64)
		v = uint64(i)
	} else {
		v, err = parseUint(t)
	}
	if errors.Is(err, strconv.ErrRange) {
		return 0, fmt.Errorf("seed %q is out of range: allowed -9223372036854775808…18446744073709551615", s)
	}
	if err != nil {
		return 0, fmt.Errorf("seed %q is not a number: use a decimal or 0x-hex integer", s)
	}
	return v, nil
}

// parseUint reads a non-negative decimal or 0x-hex integer.
func parseUint(s string) (uint64, error) {
	if hex, ok := strings.CutPrefix(strings.ToLower(s), "0x"); ok {
		return strconv.ParseUint(hex, 16, 64)
	}
	return strconv.ParseUint(s, 10, 64)
}

// seed32 reduces a seed to 32 bits for the generators whose seed is a 32-bit
// word: 0…2^32−1 as is, and −2^31…−1 (passed in two's complement) as the
// 32-bit word with the same bits.
func seed32(name string, seed uint64) (uint32, error) {
	if seed <= math.MaxUint32 || int64(seed) >= math.MinInt32 && int64(seed) < 0 {
		return uint32(seed), nil
	}
	shown := strconv.FormatUint(seed, 10)
	if int64(seed) < 0 {
		shown = strconv.FormatInt(int64(seed), 10)
	}
	return 0, fmt.Errorf("%s: seed %s is out of range: allowed 0…4294967295, or −2147483648…−1 for a negative 32-bit int", name, shown)
}
