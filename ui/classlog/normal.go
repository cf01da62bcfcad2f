package classlog

import (
	"strconv"
	"strings"
	"unicode"
)

// numberWords are the numbers written as words that an answer may give.
var numberWords = map[string]float64{"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "hundred": 100}

// NormalForm is how a free-text answer is tallied: an answer that gives a
// number is that number by its value — the first number in it, as
// digits ("4", "4 rolls", "4.0", "four", "about 4" are all "4"; "80.7%"
// is "80.7%", a fraction "1/2" is "0.5") — and any other answer its words
// in lower case, spaces squeezed, punctuation at their ends dropped.
func NormalForm(answer string) string {
	words := strings.Fields(strings.ToLower(answer))
	for i, w := range words {
		words[i] = strings.TrimFunc(w, func(r rune) bool { return unicode.IsPunct(r) && r != '%' && r != '/' && r != '-' && r != '.' })
		words[i] = strings.TrimRight(words[i], ".")
	}
	for _, w := range words {
		pct := strings.HasSuffix(w, "%")
		w = strings.TrimSuffix(w, "%")
		v, ok := numberWords[w]
		if !ok {
			v, ok = parseNumber(w)
		}
		if ok {
			s := strconv.FormatFloat(v, 'g', 12, 64)
			if pct {
				s += "%"
			}
			return s
		}
	}
	return strings.Join(strings.Fields(strings.Join(words, " ")), " ")
}

// parseNumber reads a decimal ("4", "-2.5", "11,7" with a decimal comma)
// or a fraction ("1/2").
func parseNumber(w string) (float64, bool) {
	if a, b, ok := strings.Cut(w, "/"); ok {
		x, err1 := strconv.ParseFloat(a, 64)
		y, err2 := strconv.ParseFloat(b, 64)
		if err1 == nil && err2 == nil && y != 0 {
			return x / y, true
		}
		return 0, false
	}
	if strings.Count(w, ",") == 1 && !strings.Contains(w, ".") {
		w = strings.Replace(w, ",", ".", 1)
	}
	v, err := strconv.ParseFloat(w, 64)
	if err != nil || w == "" || strings.ContainsAny(w, "eEnNiI") { // no 1e9, NaN, Inf from a student's words
		return 0, false
	}
	return v, true
}
