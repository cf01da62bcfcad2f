package shuffle

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestParamErrors: every parameter Prepare and ExactDistribution refuse is
// a *ParamError that names its field in plain words, first, with the value
// and what is allowed, and never a command-line flag; Named spells the
// field as a caller's surface does (the command line's "--keep"), the
// suggestion included.
func TestParamErrors(t *testing.T) {
	cases := []struct {
		algo  string
		n     int
		o     Options
		exact bool // from ExactDistribution rather than Prepare
		field Field
		want  string
		named string // Named("--" + flag), where the field has a flag
	}{
		{"partial", 200, Options{Keep: 150}, false, FieldKeep,
			"keep 150 is out of range for 200 cards: allowed 1…100",
			"--keep 150 is out of range for 200 cards: allowed 1…100"},
		{"partial", 52, Options{Keep: 60}, false, FieldKeep,
			"keep 60 is out of range for 52 cards: allowed 1…52", ""},
		{"partial", 52, Options{Keep: -1}, false, FieldKeep,
			"keep -1 is out of range for 52 cards: allowed 1…52", ""},
		{"sort-key", 52, Options{KeyBits: 70}, false, FieldKeyBits,
			"key bits 70 is out of range: allowed 1…64",
			"--key-bits 70 is out of range: allowed 1…64"},
		{"sort-key", 52, Options{KeyBits: -3}, false, FieldKeyBits,
			"key bits -3 is out of range: allowed 1…64", ""},
		{"sort-key", 6, Options{}, true, FieldKeyBits,
			"key bits 32 is too wide to enumerate: sort-key draws keys over 30 bits from whole 64-bit words (try key bits 3)",
			"--key-bits 32 is too wide to enumerate: sort-key draws keys over 30 bits from whole 64-bit words (try --key-bits 3)"},
		{"constrained-fix", 50, Options{}, false, FieldCards,
			"cards 50 is not a multiple of 6: constrained-fix deals each of 6 faces equally often",
			"--cards 50 is not a multiple of 6: constrained-fix deals each of 6 faces equally often"},
		{"constrained-original", 50, Options{Faces: 4, Distance: 1}, false, FieldCards,
			"cards 50 is not a multiple of 4: constrained-original deals each of 4 faces equally often", ""},
		{"constrained-uniform", 102, Options{}, false, FieldCards,
			"cards 102 is too many for constrained-uniform: allowed up to 96 dice (its counting table grows steeply)",
			"--cards 102 is too many for constrained-uniform: allowed up to 96 dice (its counting table grows steeply)"},
		{"constrained-original", 1536, Options{}, false, FieldCards,
			"cards 1536 is too many for constrained-original: allowed up to 1530 dice (255 of each of 6 faces)",
			"--cards 1536 is too many for constrained-original: allowed up to 1530 dice (255 of each of 6 faces)"},
		{"asf", 1, Options{}, false, FieldCards,
			"cards 1 is too few for asf: allowed 2 or more (it draws Random(n-1)+1)",
			"--cards 1 is too few for asf: allowed 2 or more (it draws Random(n-1)+1)"},
		{"riffle", 52, Options{Riffles: MaxRiffles + 1}, false, FieldRiffles,
			"riffles 65 is out of range: allowed 1…64", ""},
		{"fisher-yates", 0, Options{}, false, FieldCards,
			"cards 0 is out of range: allowed 1…10000", ""},
		{"naive", MaxCards + 1, Options{}, false, FieldCards,
			"cards 10001 is out of range: allowed 1…10000", ""},
	}
	for _, c := range cases {
		name := fmt.Sprintf("%s on %d with %+v", c.algo, c.n, c.o)
		a, err := Lookup(c.algo)
		if err != nil {
			t.Fatal(err)
		}
		if c.exact {
			_, err = ExactDistribution(a, c.o, c.n)
		} else {
			_, err = a.Prepare(c.n, c.o)
		}
		if err == nil {
			t.Errorf("%s: accepted", name)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, "--") {
			t.Errorf("%s: %q names a command-line flag", name, msg)
		}
		if msg != c.want {
			t.Errorf("%s: error %q, want %q", name, msg, c.want)
		}
		var pe *ParamError
		if !errors.As(err, &pe) {
			t.Errorf("%s: error %q is a %T, not a *ParamError", name, msg, err)
			continue
		}
		if pe.Field != c.field || !strings.HasPrefix(msg, string(c.field)+" ") {
			t.Errorf("%s: field %q, want %q first in %q", name, pe.Field, c.field, msg)
		}
		if c.named != "" {
			flag := "--" + strings.ReplaceAll(string(c.field), " ", "-")
			if got := pe.Named(flag); got != c.named {
				t.Errorf("%s: Named(%q) = %q, want %q", name, flag, got, c.named)
			}
		}
	}
}

// TestNoFlagsInText: what the algorithms say of themselves is shown by the
// TUI as well as the command line, so it names no command-line flag.
func TestNoFlagsInText(t *testing.T) {
	for _, a := range Algorithms() {
		for what, s := range map[string]string{"description": a.Description, "why": a.Why} {
			if strings.Contains(s, "--") {
				t.Errorf("%s: %s %q names a command-line flag", a.Name, what, s)
			}
		}
	}
	if _, err := Lookup("bogus"); err == nil || strings.Contains(err.Error(), "--") {
		t.Errorf("Lookup(bogus): %v", err)
	}
}
