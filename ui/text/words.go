package text

import (
	"fmt"
	"strings"
)

// Signed writes n with its sign and thousands separators, the minus
// typographic: +10, −1,100, 0.
func Signed(n int) string { return signed(n, "−") }

// SignedASCII is Signed with a hyphen-minus, for text that scripts read:
// +10, -1,100, 0.
func SignedASCII(n int) string { return signed(n, "-") }

func signed(n int, minus string) string {
	switch {
	case n > 0:
		return "+" + Int(int64(n))
	case n < 0:
		return minus + Int(-int64(n))
	}
	return "0"
}

// Plural writes n and the noun, with an s unless n is 1.
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%s %ss", Int(int64(n)), noun)
}

// OneMany is one when n is 1 and many otherwise, for nouns whose plural
// is not a plain s ("die", "dice").
func OneMany(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// SplitLines splits s at newlines; the empty string has no lines.
func SplitLines(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// Capitalize upper-cases the first letter of an ASCII phrase.
func Capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// LowerFirst lower-cases the first letter, to put a hand's name into a sentence: "one pair, kings".
func LowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
