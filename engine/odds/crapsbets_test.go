package odds

import (
	"fmt"
	"math/big"
	"testing"
)

// crapsMachine is a bet written from the rules as the issue gives them, to
// be enumerated roll by roll: at a state, for a throw d1 d2, the bet is
// resolved with a net (per unit bet; a push is resolved with 0) or moves
// to a state (itself: it stays up).
type crapsMachine func(state, d1, d2 int) (resolved bool, net *big.Rat, next int)

// enumerateBet works a machine out exactly over the 36 throws a roll,
// from state 0: the expected net and the expected rolls until resolved.
// States only stay or move on (no cycle but a state's own loop), so each
// is its outcomes other than staying, over the chance of leaving.
func enumerateBet(m crapsMachine) (net, rolls *big.Rat) {
	type val struct{ net, rolls *big.Rat }
	memo := map[int]val{}
	var at func(s int) val
	at = func(s int) val {
		if v, ok := memo[s]; ok {
			return v
		}
		stay := new(big.Rat)
		n, r := new(big.Rat), big.NewRat(1, 1)
		p := big.NewRat(1, 36)
		for d1 := 1; d1 <= 6; d1++ {
			for d2 := 1; d2 <= 6; d2++ {
				done, x, next := m(s, d1, d2)
				switch {
				case done:
					n.Add(n, new(big.Rat).Mul(p, x))
				case next == s:
					stay.Add(stay, p)
				default:
					v := at(next)
					n.Add(n, new(big.Rat).Mul(p, v.net))
					r.Add(r, new(big.Rat).Mul(p, v.rolls))
				}
			}
		}
		leave := new(big.Rat).Sub(big.NewRat(1, 1), stay)
		v := val{n.Quo(n, leave), r.Quo(r, leave)}
		memo[s] = v
		return v
	}
	v := at(0)
	return v.net, v.rolls
}

func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

// lineBet is pass (dont false) or don't pass: state 0 the come-out, a
// point's state its number.
func lineBet(dont bool) crapsMachine {
	win, lose := rat(1, 1), rat(-1, 1)
	if dont {
		win, lose = lose, win
	}
	return func(s, d1, d2 int) (bool, *big.Rat, int) {
		sum := d1 + d2
		if s == 0 {
			switch sum {
			case 7, 11:
				return true, win, 0
			case 2, 3:
				return true, lose, 0
			case 12:
				if dont {
					return true, rat(0, 1), 0
				}
				return true, lose, 0
			}
			return false, nil, sum
		}
		switch sum {
		case s:
			return true, win, 0
		case 7:
			return true, lose, 0
		}
		return false, nil, s
	}
}

// numberBet wins pays on n (its own state: the bet is up), loses on 7;
// against reverses them (a lay).
func numberBet(n int, pays *big.Rat, against bool) crapsMachine {
	return func(_, d1, d2 int) (bool, *big.Rat, int) {
		sum := d1 + d2
		if sum != n && sum != 7 {
			return false, nil, 0
		}
		if (sum == n) != against {
			return true, pays, 0
		}
		return true, rat(-1, 1), 0
	}
}

// oneRoll pays pays[sum] (absent: the bet is lost) after one throw.
func oneRoll(pays map[int]*big.Rat) crapsMachine {
	return func(_, d1, d2 int) (bool, *big.Rat, int) {
		if p, ok := pays[d1+d2]; ok {
			return true, p, 0
		}
		return true, rat(-1, 1), 0
	}
}

// Every bet's edge per bet resolved and its rolls, as CrapsBets works them
// out in closed form, equal the enumeration of every throw of the bet as
// the rules describe it, exactly.
func TestCrapsBetsEnumerated(t *testing.T) {
	machines := map[string]crapsMachine{
		"pass": lineBet(false), "come": lineBet(false), "dont-pass": lineBet(true), "dont-come": lineBet(true),
		"field": oneRoll(map[int]*big.Rat{2: rat(2, 1), 3: rat(1, 1), 4: rat(1, 1), 9: rat(1, 1), 10: rat(1, 1), 11: rat(1, 1), 12: rat(3, 1)}),
		"any-7": oneRoll(map[int]*big.Rat{7: rat(4, 1)}), "any-craps": oneRoll(map[int]*big.Rat{2: rat(7, 1), 3: rat(7, 1), 12: rat(7, 1)}),
		"aces-2": oneRoll(map[int]*big.Rat{2: rat(30, 1)}), "ace-deuce-3": oneRoll(map[int]*big.Rat{3: rat(15, 1)}),
		"yo-11": oneRoll(map[int]*big.Rat{11: rat(15, 1)}), "boxcars-12": oneRoll(map[int]*big.Rat{12: rat(30, 1)}),
		// The horn's four units, the net per unit of them.
		"horn": oneRoll(map[int]*big.Rat{2: rat(27, 4), 3: rat(12, 4), 11: rat(12, 4), 12: rat(27, 4), 4: rat(-1, 1), 5: rat(-1, 1), 6: rat(-1, 1),
			7: rat(-1, 1), 8: rat(-1, 1), 9: rat(-1, 1), 10: rat(-1, 1)}),
	}
	trueOdds := map[int]*big.Rat{4: rat(2, 1), 5: rat(3, 2), 6: rat(6, 5), 8: rat(6, 5), 9: rat(3, 2), 10: rat(2, 1)}
	placePays := map[int]*big.Rat{4: rat(9, 5), 5: rat(7, 5), 6: rat(7, 6), 8: rat(7, 6), 9: rat(7, 5), 10: rat(9, 5)}
	for _, n := range []int{4, 5, 6, 8, 9, 10} {
		machines[fmt.Sprintf("odds-%d", n)] = numberBet(n, trueOdds[n], false)
		machines[fmt.Sprintf("lay-odds-%d", n)] = numberBet(n, new(big.Rat).Inv(trueOdds[n]), true)
		machines[fmt.Sprintf("place-%d", n)] = numberBet(n, placePays[n], false)
	}
	for _, n := range []int{4, 10} {
		machines[fmt.Sprintf("buy-%d", n)] = numberBet(n, rat(2*100-5, 100), false) // 2:1 less 5% of the bet
		machines[fmt.Sprintf("lay-%d", n)] = numberBet(n, rat(500-25, 1000), true)  // 1:2 (0.5) less 5% of the win (0.025)
	}
	for _, n := range []int{6, 8} {
		machines[fmt.Sprintf("big-%d", n)] = numberBet(n, rat(1, 1), false)
	}
	for n, pays := range map[int]int64{4: 7, 6: 9, 8: 9, 10: 7} {
		machines[fmt.Sprintf("hard-%d", n)] = func(_, d1, d2 int) (bool, *big.Rat, int) {
			switch {
			case d1+d2 == n && d1 == d2:
				return true, rat(pays, 1), 0
			case d1+d2 == n || d1+d2 == 7:
				return true, rat(-1, 1), 0
			}
			return false, nil, 0
		}
	}
	bets := CrapsBets()
	if len(bets) != len(machines) {
		t.Errorf("%d bets, %d enumerated", len(bets), len(machines))
	}
	for _, b := range bets {
		m, ok := machines[b.ID]
		if !ok {
			t.Errorf("bet %s is not enumerated", b.ID)
			continue
		}
		net, rolls := enumerateBet(m)
		if edge := new(big.Rat).Neg(net); edge.Cmp(b.Edge) != 0 || rolls.Cmp(b.Rolls) != 0 {
			t.Errorf("%s: edge %s in %s rolls, enumerated %s in %s", b.ID, b.Edge.RatString(), b.Rolls.RatString(), edge.RatString(), rolls.RatString())
		}
	}
}

// The edges as the Wizard of Odds' craps house-edge table prints them (per
// bet resolved, ties counted, and per roll, in percent to two decimals;
// buy and lay with the commission on a win only); pass and don't pass
// also as casinodealerswebsite.com's summary of bets gives them (1.41%,
// 1.36%).
func TestCrapsBetsPublished(t *testing.T) {
	published := map[string][2]string{
		"pass": {"1.41", "0.42"}, "dont-pass": {"1.36", "0.40"}, "come": {"1.41", "0.42"}, "dont-come": {"1.36", "0.40"},
		"odds-4": {"0.00", "0.00"}, "odds-6": {"0.00", "0.00"}, "lay-odds-5": {"0.00", "0.00"},
		"place-4": {"6.67", "1.67"}, "place-10": {"6.67", "1.67"}, "place-5": {"4.00", "1.11"}, "place-9": {"4.00", "1.11"},
		"place-6": {"1.52", "0.46"}, "place-8": {"1.52", "0.46"},
		"buy-4": {"1.67", "0.42"}, "buy-10": {"1.67", "0.42"}, "lay-4": {"1.67", "0.42"}, "lay-10": {"1.67", "0.42"},
		"field": {"2.78", "2.78"}, "big-6": {"9.09", "2.78"}, "big-8": {"9.09", "2.78"},
		"hard-4": {"11.11", "2.78"}, "hard-10": {"11.11", "2.78"}, "hard-6": {"9.09", "2.78"}, "hard-8": {"9.09", "2.78"},
		"any-7": {"16.67", "16.67"}, "any-craps": {"11.11", "11.11"}, "aces-2": {"13.89", "13.89"}, "boxcars-12": {"13.89", "13.89"},
		"ace-deuce-3": {"11.11", "11.11"}, "yo-11": {"11.11", "11.11"}, "horn": {"12.50", "12.50"},
	}
	seen := 0
	for _, b := range CrapsBets() {
		want, ok := published[b.ID]
		if !ok {
			continue
		}
		seen++
		pct := func(r *big.Rat) string { return new(big.Rat).Mul(r, rat(100, 1)).FloatString(2) }
		if got := [2]string{pct(b.Edge), pct(b.EdgePerRoll())}; got != want {
			t.Errorf("%s: %s%% per bet, %s%% per roll; published %s%%, %s%%", b.ID, got[0], got[1], want[0], want[1])
		}
	}
	if seen != len(published) {
		t.Errorf("%d of %d published bets found", seen, len(published))
	}
	// The exact fractions known in closed form: pass 7/495, don't pass
	// 3/220, a pass bet up for 557/165 rolls.
	for _, b := range CrapsBets() {
		switch b.ID {
		case "pass":
			if b.Edge.Cmp(rat(7, 495)) != 0 || b.Rolls.Cmp(rat(557, 165)) != 0 {
				t.Errorf("pass: %s in %s rolls", b.Edge.RatString(), b.Rolls.RatString())
			}
		case "dont-pass":
			if b.Edge.Cmp(rat(3, 220)) != 0 {
				t.Errorf("don't pass: %s", b.Edge.RatString())
			}
		}
	}
}
