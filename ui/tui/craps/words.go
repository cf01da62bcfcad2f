package craps

import (
	"fmt"
	"math/big"
	"strings"

	game "riffle/games/craps"
	"riffle/ui/text"
)

// rollText says what a roll did, in one sentence and what it paid;
// oddsOpen says whether odds can now back the pass-line bet.
func rollText(r game.Result, oddsOpen bool) string {
	s := r.Roll.Sum()
	var line string
	switch r.Event {
	case game.PointSet:
		line = fmt.Sprintf("%d: the point is %d. Roll %s again before a 7", s, s, article(s))
		if oddsOpen {
			line += "; o backs the bet with odds"
		}
	case game.NoDecision:
		line = fmt.Sprintf("%d: no decision; still rolling for %s before a 7", s, article(r.Point))
	default:
		return decisionText(r, true) + "."
	}
	if paid := settledText(r); paid != "" {
		return line + ". " + text.Capitalize(paid) + "."
	}
	return line + "."
}

// decisionText says how a decision ended and what it paid; with
// breakdown, what each bet paid.
func decisionText(r game.Result, breakdown bool) string {
	s := r.Roll.Sum()
	var what string
	switch r.Event {
	case game.Natural:
		what = fmt.Sprintf("%d, natural", s)
	case game.Craps:
		what = fmt.Sprintf("%d, craps", s)
	case game.PointMade:
		what = fmt.Sprintf("%d, point made", s)
	case game.SevenOut:
		what = fmt.Sprintf("7, seven out on %d", r.Point)
	}
	var verb string
	switch n := r.Net(); {
	case len(r.Settled) == 0:
		return what + " (no bet)"
	case n > 0:
		verb = "you win " + text.Signed(n)
	case n < 0:
		verb = "you lose " + text.Signed(n)
	default:
		verb = "you break even"
	}
	if len(r.Settled) == 1 && (r.Settled[0].Place == "pass") || !breakdown {
		return fmt.Sprintf("%s: %s", what, verb)
	}
	return fmt.Sprintf("%s: %s (%s)", what, verb, settledShort(r))
}

// shortName is a place as a decision's breakdown names it: "pass" for the
// pass line, else its name.
func shortName(p string) string {
	if p == "pass" {
		return "pass"
	}
	return game.PlaceName(p)
}

// settledShort lists what each bet a roll settled paid: "pass +10, odds
// +60, place 8 −12".
func settledShort(r game.Result) string {
	parts := make([]string, 0, len(r.Settled))
	for _, b := range r.Settled {
		parts = append(parts, shortName(b.Place)+" "+text.Signed(b.Net()))
	}
	return strings.Join(parts, ", ")
}

// settledText says, in few words, what a roll that decided no pass line
// did to the bets it settled: "field +10 (stays up), place 8 −12"; "" when
// it settled none.
func settledText(r game.Result) string {
	parts := make([]string, 0, len(r.Settled))
	for _, b := range r.Settled {
		name := game.PlaceName(b.Place)
		switch {
		case b.Up:
			parts = append(parts, fmt.Sprintf("%s %s (stays up)", name, text.Signed(b.Net())))
		case b.Net() != 0:
			parts = append(parts, name+" "+text.Signed(b.Net()))
		case strings.HasSuffix(b.Place, "-odds"):
			parts = append(parts, name+" back (off)")
		default:
			parts = append(parts, name+" pushes")
		}
	}
	return strings.Join(parts, ", ")
}

// ratPercent writes r as a percentage with the given decimals.
func ratPercent(r *big.Rat, decimals int) string {
	f, _ := r.Float64()
	return fmt.Sprintf("%.*f%%", decimals, 100*f)
}

// signedFloat writes x with two decimals and its sign.
func signedFloat(x float64) string {
	switch {
	case x > 0.005:
		return fmt.Sprintf("+%.2f", x)
	case x < -0.005:
		return fmt.Sprintf("−%.2f", -x)
	}
	return "0.00"
}

// makeText is the chance of making point p, exact, from engine/odds.
func makeText(p int) string {
	for _, pt := range passPoints() { // worked out once (view.go)
		if pt.Point == p {
			return fmt.Sprintf("chance %s", pt.Make.RatString())
		}
	}
	return ""
}

// article writes a dice total with its article: "a 6", "an 8", "an 11".
func article(n int) string {
	if n == 8 || n == 11 || n == 18 {
		return fmt.Sprintf("an %d", n)
	}
	return fmt.Sprintf("a %d", n)
}
