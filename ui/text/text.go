// Package text holds the number formatting that the headless commands and
// the terminal UI share, so that both write a number the same way.
package text

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// GroupDigits puts thousands separators into a string of decimal digits of
// any length, keeping a leading minus sign: "-1234567" → "-1,234,567".
func GroupDigits(digits string) string {
	neg := strings.HasPrefix(digits, "-")
	digits = strings.TrimPrefix(digits, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Int writes n with thousands separators: 1,000,000.
func Int(n int64) string { return GroupDigits(strconv.FormatInt(n, 10)) }

// BigInt writes n with thousands separators.
func BigInt(n *big.Int) string { return GroupDigits(n.String()) }

// Elapsed writes a duration as people read a search's time: milliseconds
// to one decimal below a second ("0.4 ms", "215.9 ms"), else seconds to
// two ("2.22 s", "12.30 s").
func Elapsed(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}
