package yahtzee

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// sentence capitalises s and ends it with a full stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

var numberWords = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// groupName names count dice showing face: "the three 5s" for a few,
// "the 23 dice showing 5" for many.
func groupName(count, face int, many bool) string {
	switch {
	case count == 1:
		return fmt.Sprintf("a single %d", face)
	case !many && count < len(numberWords):
		return fmt.Sprintf("the %s %ds", numberWords[count], face)
	}
	return fmt.Sprintf("the %d dice showing %d", count, face)
}

// join writes numbers separated by spaces.
func join(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, " ")
}

// rollsText writes an expected number of rolls.
func rollsText(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }

// deltaText writes a difference of expected rolls with its sign; within
// rounding of zero it is "±0.00".
func deltaText(x float64) string {
	if math.Abs(x) < 0.005 {
		return "±0.00"
	}
	return fmt.Sprintf("%+.2f", x)
}
