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
	for i, w := range words {
		// "1 in 6" is the chance 1/6, not the answer "1".
		if i+2 < len(words) && words[i+1] == "in" {
			a, aok := number(w)
			b, bok := number(words[i+2])
			if aok && bok && b != 0 {
				return format(a / b)
			}
		}
		pct := strings.HasSuffix(w, "%")
		w = strings.TrimSuffix(w, "%")
		v, ok := numberWords[w]
		if !ok {
			v, ok = parseNumber(w)
		}
		if ok {
			s := format(v)
			if pct {
				s += "%"
			}
			return s
		}
	}
	return strings.Join(strings.Fields(strings.Join(words, " ")), " ")
}

// number is a word's value as a number or a number's word.
func number(w string) (float64, bool) {
	if v, ok := numberWords[w]; ok {
		return v, true
	}
	return parseNumber(w)
}

// format writes a value in the fewest digits (−0 as 0).
func format(v float64) string {
	if v == 0 {
		v = 0 // −0 too
	}
	return strconv.FormatFloat(v, 'g', 12, 64)
}

// parseNumber reads a decimal ("4", "-2.5", "11,7" with a decimal comma)
// or a fraction ("1/2").
func parseNumber(w string) (float64, bool) {
	if strings.ContainsAny(w, "eEnNiIxXpP_") || w == "" { // no 1e9, NaN, Inf, hex from a student's words
		return 0, false
	}
	if a, b, ok := strings.Cut(w, "/"); ok {
		x, err1 := strconv.ParseFloat(a, 64)
		y, err2 := strconv.ParseFloat(b, 64)
		if err1 == nil && err2 == nil && y != 0 {
			return x / y, true
		}
		return 0, false
	}
	if i := strings.IndexByte(w, ','); i >= 0 && strings.Count(w, ",") == 1 && !strings.Contains(w, ".") {
		if len(w)-i-1 == 3 { // "1,000": thousands
			w = w[:i] + w[i+1:]
		} else { // "11,72": a decimal comma
			w = w[:i] + "." + w[i+1:]
		}
	}
	v, err := strconv.ParseFloat(w, 64)
	if err != nil {
		return 0, false
	}
	return v, true
}
