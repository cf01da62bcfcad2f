package craps

import (
	"fmt"
	"math/big"

	game "riffle/games/craps"
	"riffle/ui/text"
)

// rollText says what a roll did, in one sentence; oddsOpen says
// whether odds can now back the pass-line bet.
func rollText(r game.Result, oddsOpen bool) string {
	s := r.Roll.Sum()
	switch r.Event {
	case game.PointSet:
		if oddsOpen {
			return fmt.Sprintf("%d: the point is %d. Roll %s again before a 7; o backs the bet with odds.", s, s, article(s))
		}
		return fmt.Sprintf("%d: the point is %d. Roll %s again before a 7.", s, s, article(s))
	case game.NoDecision:
		return fmt.Sprintf("%d: no decision; still rolling for %s before a 7.", s, article(r.Point))
	}
	return decisionText(r, true)
}

// decisionText says how a decision ended and what it paid; with
// breakdown, what the pass line and the odds each paid.
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
	verb := "you lose"
	if r.Event.Won() {
		verb = "you win"
	}
	switch {
	case r.Pass == 0:
		return what + " (no bet)"
	case r.Odds == 0 || !breakdown:
		return fmt.Sprintf("%s: %s %s", what, verb, text.Signed(r.Net()))
	}
	return fmt.Sprintf("%s: %s %s (pass %s, odds %s)", what, verb, text.Signed(r.Net()), text.Signed(r.PassNet), text.Signed(r.OddsNet))
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
