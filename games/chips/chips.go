// Package chips is checked arithmetic on chip counts. Chips are whole
// numbers held in an int; a sum outside int's range would wrap around to a
// number of the other sign (9223372036854775807 + 18 is
// −9223372036854775791), so every table adds its chips here and refuses a
// move whose sum does not fit instead of making it.
package chips

import (
	"errors"
	"math"
)

// ErrOverflow is the error of a sum outside int's range.
var ErrOverflow = errors.New("more chips than the table can count")

// Add is a + b, or ErrOverflow when the sum is outside
// math.MinInt…math.MaxInt.
func Add(a, b int) (int, error) {
	s := a + b
	if (b > 0 && s < a) || (b < 0 && s > a) {
		return 0, ErrOverflow
	}
	return s, nil
}

// Sum is the sum of xs, added in order, or ErrOverflow when a partial sum
// is outside int's range. Sum() is 0.
func Sum(xs ...int) (int, error) {
	s := 0
	for _, x := range xs {
		var err error
		if s, err = Add(s, x); err != nil {
			return 0, err
		}
	}
	return s, nil
}

// Mul is a·b, or ErrOverflow when the product is outside int's range.
func Mul(a, b int) (int, error) {
	if a == 0 || b == 0 {
		return 0, nil
	}
	p := a * b
	if p/b != a || (a == -1 && b == math.MinInt) || (b == -1 && a == math.MinInt) {
		return 0, ErrOverflow
	}
	return p, nil
}
