package chips

import (
	"errors"
	"math"
	"math/big"
	"testing"
)

// Every sum and product of values near the edges of int agrees with
// math/big: the exact result when it fits, ErrOverflow when it does not.
func TestAgainstBig(t *testing.T) {
	edges := []int{math.MinInt, math.MinInt + 1, math.MinInt / 2, -3, -2, -1, 0, 1, 2, 3,
		math.MaxInt / 2, math.MaxInt/2 + 1, math.MaxInt - 1, math.MaxInt, 3037000499, 3037000500}
	lo, hi := big.NewInt(math.MinInt), big.NewInt(math.MaxInt)
	check := func(op string, a, b int, got int, err error, want *big.Int) {
		t.Helper()
		fits := want.Cmp(lo) >= 0 && want.Cmp(hi) <= 0
		switch {
		case fits && (err != nil || int64(got) != want.Int64()):
			t.Errorf("%d %s %d = %d, %v; want %v", a, op, b, got, err, want)
		case !fits && !errors.Is(err, ErrOverflow):
			t.Errorf("%d %s %d = %d, %v; want ErrOverflow (%v)", a, op, b, got, err, want)
		}
	}
	for _, a := range edges {
		for _, b := range edges {
			x, y := big.NewInt(int64(a)), big.NewInt(int64(b))
			s, err := Add(a, b)
			check("+", a, b, s, err, new(big.Int).Add(x, y))
			p, err := Mul(a, b)
			check("·", a, b, p, err, new(big.Int).Mul(x, y))
		}
	}
}

func TestSum(t *testing.T) {
	if s, err := Sum(); s != 0 || err != nil {
		t.Errorf("Sum() = %d, %v", s, err)
	}
	if s, err := Sum(math.MaxInt, 1, -1); !errors.Is(err, ErrOverflow) {
		t.Errorf("Sum(MaxInt, 1, -1) = %d, %v: a partial sum overflows", s, err)
	}
	if s, err := Sum(math.MaxInt, -1, 1); s != math.MaxInt || err != nil {
		t.Errorf("Sum(MaxInt, -1, 1) = %d, %v", s, err)
	}
}
