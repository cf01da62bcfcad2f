package panel

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// numberWords are the counting words of hand names, written as digits
// when a label is shortened ("Three of a kind" → "3 kind").
var numberWords = map[string]string{"one": "1", "two": "2", "three": "3", "four": "4", "five": "5"}

// fillerWords are left out of a shortened label.
var fillerWords = map[string]bool{"of": true, "a": true, "or": true}

// shortLabels fits a tally's labels in w cells each for its columns. A
// label that fits stays whole; one that does not loses its small words and
// counts in digits ("Three of a kind" → "3 kind"); one still too long is
// written by its initials ("Full house" → "FH", "Four of a kind" → "4K"),
// a single word by its first letters. If two shortened labels clash, the
// columns are numbered 1…n instead, so no two read the same.
func shortLabels(labels []string, w int) []string {
	out := make([]string, len(labels))
	short := false
	for i, l := range labels {
		out[i] = shortLabel(l, w)
		short = short || out[i] != l
	}
	if !short {
		return out
	}
	seen := map[string]bool{}
	for _, l := range out {
		if seen[l] || utf8.RuneCountInString(l) > w {
			return numbered(len(labels))
		}
		seen[l] = true
	}
	return out
}

// shortLabel is one label in at most w cells, as shortLabels describes
// (longer only when w is too small even for its initials).
func shortLabel(l string, w int) string {
	if utf8.RuneCountInString(l) <= w {
		return l
	}
	var words []string
	for _, f := range strings.Fields(l) {
		lf := strings.ToLower(f)
		if fillerWords[lf] {
			continue
		}
		if d, ok := numberWords[lf]; ok {
			f = d
		}
		words = append(words, f)
	}
	if s := strings.Join(words, " "); utf8.RuneCountInString(s) <= w {
		return s
	}
	if len(words) == 1 {
		r := []rune(words[0])
		return string(r[:min(len(r), max(1, w))])
	}
	var b strings.Builder
	for _, f := range words {
		r, _ := utf8.DecodeRuneInString(f)
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}

// numbered labels n columns 1…n.
func numbered(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = strconv.Itoa(i + 1)
	}
	return out
}
