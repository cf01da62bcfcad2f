package odds

import (
	"fmt"
	"math/big"
)

// Every bet of a craps table, with its exact house edge: the player's
// expected loss per unit bet, per bet resolved (a push counts as a
// decision, as a bet that stays up until it wins or loses), and per roll
// (the same loss over the rolls the bet stays up for, on average). The
// payouts are the usual ones (Wizard of Odds, "Craps", whose table of
// house edges the tests hold every figure to).

// CrapsBet is one bet of the table and its exact edges.
type CrapsBet struct {
	ID    string   // pass, dont-pass, odds-4, place-6, hard-8, horn, …
	Pays  string   // as the layout says: "1:1", "9:5", "2:1, 5% of bet on a win"
	Edge  *big.Rat // the expected loss per unit bet, per bet resolved
	Rolls *big.Rat // the rolls a bet stays up for, on average (1 for one-roll bets)
}

// EdgePerRoll is the expected loss per unit bet and per roll it is up:
// Edge / Rolls.
func (b CrapsBet) EdgePerRoll() *big.Rat { return new(big.Rat).Quo(b.Edge, b.Rolls) }

// crapsBefore is the chance that n is thrown before a 7 (its ways against
// the 7's six), and the rolls it takes on average until one of them is:
// 36 / (ways(n) + 6).
func crapsBefore(ways int64) (win, rolls *big.Rat) {
	return big.NewRat(ways, ways+6), big.NewRat(36, ways+6)
}

// crapsTwoWay values a bet won at pays:1 (a fraction) with chance win, lost
// otherwise, and up for rolls rolls: edge = lose − win·pays.
func crapsTwoWay(id, paysText string, pays, win, rolls *big.Rat) CrapsBet {
	e := new(big.Rat).Sub(new(big.Rat).Sub(big.NewRat(1, 1), win), new(big.Rat).Mul(win, pays))
	return CrapsBet{ID: id, Pays: paysText, Edge: e, Rolls: rolls}
}

// CrapsBets lists every bet of the table with its edges, in the order of
// the layout's groups: the line bets and their odds, the place, buy and
// lay bets, the field, big 6 and 8, the hardways and the one-roll
// propositions.
func CrapsBets() []CrapsBet {
	var out []CrapsBet
	// The line: pass (and come, the same bet from any roll) wins 7 and 11
	// at once, loses 2, 3, 12, and else wins if its point comes before a
	// 7; don't pass (and don't come) the reverse, with 12 a push.
	passLose := big.NewRat(4, 36)
	passWin := big.NewRat(8, 36)
	dontWin, dontPush := big.NewRat(3, 36), big.NewRat(1, 36)
	rolls := big.NewRat(1, 1) // the come-out roll, and the point's rolls after it
	for _, p := range CrapsPoints {
		w := int64(DiceSumWays(p))
		win, r := crapsBefore(w)
		pp := big.NewRat(w, 36)
		passWin.Add(passWin, new(big.Rat).Mul(pp, win))
		passLose.Add(passLose, new(big.Rat).Mul(pp, new(big.Rat).Sub(big.NewRat(1, 1), win)))
		dontWin.Add(dontWin, new(big.Rat).Mul(pp, new(big.Rat).Sub(big.NewRat(1, 1), win)))
		rolls.Add(rolls, new(big.Rat).Mul(pp, r))
	}
	pass := new(big.Rat).Sub(passLose, passWin)
	dontLose := new(big.Rat).Sub(new(big.Rat).Sub(big.NewRat(1, 1), dontWin), dontPush)
	dont := new(big.Rat).Sub(dontLose, dontWin)
	out = append(out,
		CrapsBet{ID: "pass", Pays: "1:1", Edge: pass, Rolls: rolls},
		CrapsBet{ID: "dont-pass", Pays: "1:1, 12 pushes", Edge: dont, Rolls: rolls},
		CrapsBet{ID: "come", Pays: "1:1", Edge: pass, Rolls: rolls},
		CrapsBet{ID: "dont-come", Pays: "1:1, 12 pushes", Edge: dont, Rolls: rolls},
	)
	// Odds behind the line at true odds: 7's six ways against the point's.
	for _, p := range CrapsPoints {
		w := int64(DiceSumWays(p))
		win, r := crapsBefore(w)
		out = append(out, crapsTwoWay(fmt.Sprintf("odds-%d", p), ratio(6, w), big.NewRat(6, w), win, r))
	}
	for _, p := range CrapsPoints {
		w := int64(DiceSumWays(p))
		win, r := crapsBefore(w)
		lose := new(big.Rat).Sub(big.NewRat(1, 1), win) // lay odds win on the 7
		out = append(out, crapsTwoWay(fmt.Sprintf("lay-odds-%d", p), ratio(w, 6), big.NewRat(w, 6), lose, r))
	}
	// Place bets: 9:5 on 4 and 10, 7:5 on 5 and 9, 7:6 on 6 and 8.
	place := map[int][2]int64{4: {9, 5}, 5: {7, 5}, 6: {7, 6}, 8: {7, 6}, 9: {7, 5}, 10: {9, 5}}
	for _, p := range CrapsPoints {
		w := int64(DiceSumWays(p))
		win, r := crapsBefore(w)
		pays := place[p]
		out = append(out, crapsTwoWay(fmt.Sprintf("place-%d", p), ratio(pays[0], pays[1]), big.NewRat(pays[0], pays[1]), win, r))
	}
	// Buy 4 and 10: 2:1 less 5% of the bet, taken on a win (1.95 a unit);
	// lay 4 and 10: 1:2 less 5% of the win, taken on a win (0.475).
	for _, p := range []int{4, 10} {
		win, r := crapsBefore(int64(DiceSumWays(p)))
		out = append(out, crapsTwoWay(fmt.Sprintf("buy-%d", p), "2:1, 5% of bet on a win", big.NewRat(195, 100), win, r))
	}
	for _, p := range []int{4, 10} {
		win, r := crapsBefore(int64(DiceSumWays(p)))
		lose := new(big.Rat).Sub(big.NewRat(1, 1), win)
		out = append(out, crapsTwoWay(fmt.Sprintf("lay-%d", p), "1:2, 5% of win on a win", big.NewRat(475, 1000), lose, r))
	}
	// The field, one roll: 3, 4, 9, 10, 11 at 1:1, 2 at 2:1, 12 at 3:1.
	field := new(big.Rat)
	for s := 2; s <= 12; s++ {
		pay := map[int]int64{2: 2, 3: 1, 4: 1, 9: 1, 10: 1, 11: 1, 12: 3}[s]
		x := big.NewRat(-1, 1)
		if pay > 0 {
			x = big.NewRat(pay, 1)
		}
		field.Add(field, new(big.Rat).Mul(DiceSumProb(s), x))
	}
	out = append(out, CrapsBet{ID: "field", Pays: "1:1; 2 at 2:1, 12 at 3:1", Edge: field.Neg(field), Rolls: big.NewRat(1, 1)})
	// Big 6 and big 8 at 1:1.
	for _, p := range []int{6, 8} {
		win, r := crapsBefore(int64(DiceSumWays(p)))
		out = append(out, crapsTwoWay(fmt.Sprintf("big-%d", p), "1:1", big.NewRat(1, 1), win, r))
	}
	// Hardways: the double before a 7 or the number thrown another way.
	for _, p := range []int{4, 6, 8, 10} {
		easy := int64(DiceSumWays(p) - 1)
		win, r := big.NewRat(1, 1+easy+6), big.NewRat(36, 1+easy+6)
		pays := map[int]int64{4: 7, 10: 7, 6: 9, 8: 9}[p]
		out = append(out, crapsTwoWay(fmt.Sprintf("hard-%d", p), fmt.Sprintf("%d:1", pays), big.NewRat(pays, 1), win, r))
	}
	// One-roll propositions.
	one := func(id string, pays int64, ways int64) CrapsBet {
		return crapsTwoWay(id, fmt.Sprintf("%d:1", pays), big.NewRat(pays, 1), big.NewRat(ways, 36), big.NewRat(1, 1))
	}
	out = append(out,
		one("any-7", 4, 6), one("any-craps", 7, 4),
		one("aces-2", 30, 1), one("ace-deuce-3", 15, 2), one("yo-11", 15, 2), one("boxcars-12", 30, 1))
	// The horn: a unit on each of 2, 3, 11 and 12; the winning unit paid,
	// the other three lost. Its edge is per unit of the four.
	horn := new(big.Rat)
	for s, pay := range map[int]int64{2: 30, 3: 15, 11: 15, 12: 30} {
		horn.Add(horn, new(big.Rat).Mul(DiceSumProb(s), big.NewRat(pay-3, 1)))
	}
	horn.Sub(horn, new(big.Rat).Mul(big.NewRat(30, 36), big.NewRat(4, 1)))
	horn.Quo(horn, big.NewRat(-4, 1))
	out = append(out, CrapsBet{ID: "horn", Pays: "2,12 30:1; 3,11 15:1", Edge: horn, Rolls: big.NewRat(1, 1)})
	return out
}

// ratio writes a:b in lowest terms.
func ratio(a, b int64) string {
	r := big.NewRat(a, b)
	return r.Num().String() + ":" + r.Denom().String()
}
