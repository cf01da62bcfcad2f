package shuffle

import (
	"fmt"
	"strings"
)

func identity(n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = i
	}
	return d
}

// deckKey writes a deck top first with cards numbered 1…n.
func deckKey(deck []int) string {
	var b strings.Builder
	for i, c := range deck {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, c+1)
	}
	return b.String()
}

func factorial(n int) int {
	f := 1
	for i := 2; i <= n; i++ {
		f *= i
	}
	return f
}
