package text

import (
	"fmt"
	"math"
)

// Float writes x with one decimal and thousands separators.
func Float(x float64) string {
	whole := math.Trunc(x)
	frac := int(math.Round((x - whole) * 10))
	if frac == 10 {
		whole, frac = whole+1, 0
	}
	return fmt.Sprintf("%s.%d", Int(int64(whole)), frac)
}

// Rate writes samples per second compactly: 950/s, 12.3 k/s, 9.87 M/s.
func Rate(r float64) string {
	switch {
	case r >= 1e6:
		return fmt.Sprintf("%.3g M/s", r/1e6)
	case r >= 1e3:
		return fmt.Sprintf("%.3g k/s", r/1e3)
	}
	return fmt.Sprintf("%.0f/s", r)
}

// PValue writes a p-value: four significant digits, or "< 1e-300" when it
// underflows.
func PValue(p float64) string {
	switch {
	case p == 0:
		return "< 1e-300"
	case p < 1e-4:
		return fmt.Sprintf("%.2e", p)
	}
	return fmt.Sprintf("%.4f", p)
}
