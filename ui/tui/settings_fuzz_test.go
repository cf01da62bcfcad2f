package tui

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/games/solitaire"
	"riffle/ui/tui/settings"
)

// The seed corpora of these targets are in testdata/fuzz and run in every
// go test:
//
//	go test -run '^$' -fuzz '^FuzzResolve$' -fuzztime 30s ./ui/tui

// settingsLineBreaks are the characters that end a line on a terminal or
// in a text viewer: a one-line message holds none of them.
const settingsLineBreaks = "\n\r\v\f\u0085\u2028\u2029"

// FuzzParseShuffles: ParseShuffles never panics; it accepts "random" and
// the whole numbers 0…solitaire.MaxShuffles as strconv.Atoi writes and
// reads them (a sign and leading zeros included), and refuses anything else
// in one line naming the setting (a *settings.FieldError of "shuffles",
// which the command line words as --shuffles).
func FuzzParseShuffles(f *testing.F) {
	for _, s := range []string{"7", "0", "20", "21", "-1", "random", "Random", "+3", "007", " 7", "", "1e1", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		k, err := settings.ParseShuffles(v)
		n, aerr := strconv.Atoi(v)
		accept := v == "random" || aerr == nil && n >= 0 && n <= solitaire.MaxShuffles
		if (err == nil) != accept {
			t.Fatalf("ParseShuffles(%q) = %d, %v; want accepted = %v", v, k, err, accept)
		}
		if err != nil {
			var fe *settings.FieldError
			if msg := err.Error(); strings.ContainsAny(msg, settingsLineBreaks) || !errors.As(err, &fe) || fe.Field != "shuffles" ||
				!strings.HasPrefix(fe.Named("--shuffles"), "--shuffles ") {
				t.Fatalf("ParseShuffles(%q): error %q is not one line naming the shuffles", v, msg)
			}
			return
		}
		if v == "random" {
			if k != solitaire.UntilRandom {
				t.Fatalf("ParseShuffles(random) = %d", k)
			}
			return
		}
		if k != n || !solitaire.ValidShuffles(k) {
			t.Fatalf("ParseShuffles(%q) = %d, want %d", v, k, n)
		}
		if back, err := settings.ParseShuffles(strconv.Itoa(k)); err != nil || back != k {
			t.Fatalf("ParseShuffles(%q) = %d; read back %d, %v", v, k, back, err)
		}
	})
}

// FuzzResolve resolves any options: Resolve never panics and refuses in one
// line, a *settings.FieldError naming the setting at fault (which the
// command line words with its flag), or naming the unknown screen.
// Settings it accepts hold values in range — a generator that builds from
// the effective seed, the seed given (or one below 2^53 drawn from the OS),
// the dice given (0 or MinDice…MaxDice), a riffle count the table takes —
// and reproduce: the generator's name, the algorithm's name and SeedText
// resolve again to the same generator stream.
func FuzzResolve(f *testing.F) {
	f.Add("", "", "", "", "", 0)
	f.Add("java", "asf", "42", "lab", "random", 5)
	f.Add("lcg:13,5,16", "naive", "15", "solitaire", "20", 100)
	f.Add("lcg16", "fisher-yates", "16", "", "", 0)
	f.Add("delphi", "sort-key", "-1", "poker", "21", 1)
	f.Add("DELPHI ", "riffle", "0xffffffff", "lobby", "0", 2)
	f.Add("os", "partial", "", "yahtzee", "7", 101)
	f.Add("mt19937", "bogus", "4294967296", "roulette", "x", -3)
	f.Add("lcg:1,2", "constrained-uniform", "seed", "Lab", "-0", 50)
	f.Fuzz(func(t *testing.T, gen, algo, seed, screen, shuffles string, dice int) {
		o := Options{Gen: gen, Algo: algo, Seed: seed, Screen: screen, Shuffles: shuffles, Dice: dice}
		s, err := Resolve(o)
		if err != nil {
			msg := err.Error()
			var fe *settings.FieldError
			named := errors.As(err, &fe) && slices.Contains([]string{"gen", "algo", "seed", "dice", "shuffles", "client-seed"}, fe.Field) &&
				strings.HasPrefix(msg, fe.Field)
			if strings.ContainsAny(msg, settingsLineBreaks) || !named && !strings.HasPrefix(msg, "unknown screen") {
				t.Fatalf("%+v: error %q is not one line naming the setting", o, msg)
			}
			return
		}
		if s.Dice != dice || dice != 0 && (dice < MinDice || dice > MaxDice) {
			t.Fatalf("%+v: dice %d", o, s.Dice)
		}
		if s.Shuffles != solitaire.UntilRandom && !solitaire.ValidShuffles(s.Shuffles) {
			t.Fatalf("%+v: shuffles %d", o, s.Shuffles)
		}
		if screen != "" && !slices.Contains(ScreenNames(), screen) {
			t.Fatalf("%+v: screen %q accepted", o, screen)
		}
		if seed == "" {
			if s.SeedFixed || s.Seed >= 1<<53 {
				t.Fatalf("%+v: drawn seed %d (fixed %v)", o, s.Seed, s.SeedFixed)
			}
		} else if want, err := rng.ParseSeed(seed); err != nil || !s.SeedFixed || s.Seed != want {
			t.Fatalf("%+v: seed %d (fixed %v), ParseSeed gives %d, %v", o, s.Seed, s.SeedFixed, want, err)
		}
		g, err := s.NewGen(s.Seed)
		if err != nil {
			t.Fatalf("%+v: NewGen: %v", o, err)
		}
		if !s.Gen.Reproducible {
			return
		}
		again, err := Options{Gen: s.Gen.Name, Algo: s.Algo.Name, Seed: s.SeedText()}.Resolve()
		if err != nil || again.Gen.Name != s.Gen.Name || again.Algo.Name != s.Algo.Name || again.EffectiveSeed() != s.EffectiveSeed() {
			t.Fatalf("%+v: resolved again from %q, %q, %q: %+v, %v", o, s.Gen.Name, s.Algo.Name, s.SeedText(), again, err)
		}
		g2, err := again.NewGen(again.Seed)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			if x, y := g.Uint64(), g2.Uint64(); x != y {
				t.Fatalf("%+v: the seed %s does not replay the stream: %d, %d", o, s.SeedText(), x, y)
			}
		}
	})
}
