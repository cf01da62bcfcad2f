package solitaire

import (
	"fmt"
	"math"
	"strconv"
)

// timesText: "once", "twice", "7 times".
func timesText(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// percent writes a probability as a percentage with d decimals, and more
// where d would round it onto 0%, 50% or 100% when it is not that value:
// after 5 riffles Alice wins 99.996%, not "100.00%"; after 20, 50.004%.
func percent(p float64, d int) string {
	for dd := max(0, d); ; dd++ {
		t := fmt.Sprintf("%.*f", dd, 100*p)
		v, _ := strconv.ParseFloat(t, 64)
		if dd >= 12 || !((v == 0 && p != 0) || (v == 50 && p != 0.5) || (v == 100 && p != 1)) {
			return t + "%"
		}
	}
}

// edgePercent writes an edge (−1…1 a chip) as a signed percentage with one
// decimal, or two significant digits where one decimal would show a
// nonzero edge as 0.0% (20 riffles: +0.0084%); "0%" for none.
func edgePercent(e float64) string {
	if e == 0 {
		return "0%"
	}
	sign := "+"
	if e < 0 {
		sign, e = "−", -e
	}
	d := 1
	if 100*e < 0.05 {
		d = int(math.Ceil(-math.Log10(100*e))) + 1
	}
	return sign + fmt.Sprintf("%.*f%%", d, 100*e)
}

// prob writes a probability: three decimals, or two significant
// digits below 0.001.
func prob(p float64) string {
	if p > 0 && p < 0.001 {
		return fmt.Sprintf("%.1e", p)
	}
	return fmt.Sprintf("%.3f", p)
}
