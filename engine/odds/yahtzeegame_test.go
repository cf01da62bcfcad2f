package odds

import (
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
)

func yzPos(used []int, upper int, y YahtzeeBoxState) YahtzeePosition {
	p := YahtzeePosition{Upper: upper, Yahtzee: y}
	for _, b := range used {
		p.Used |= 1 << b
	}
	return p
}

// The scoring of the card, by hand from the rules (Hasbro's printed rules;
// Verhoeff's joker as his optimal player's page states it).
func TestYahtzeeScoring(t *testing.T) {
	all := []int{Ones, Twos, Threes, Fours, Fives, Sixes}
	cases := []struct {
		rules   YahtzeeRules
		p       YahtzeePosition
		dice    [5]int
		box     int
		points  int
		allowed bool
	}{
		{Verhoeff, yzPos(nil, 0, YahtzeeOpen), [5]int{3, 3, 3, 5, 5}, FullHouse, 25, true},
		{Verhoeff, yzPos(nil, 0, YahtzeeOpen), [5]int{3, 3, 3, 5, 5}, ThreeKind, 19, true},
		{Verhoeff, yzPos(nil, 0, YahtzeeOpen), [5]int{3, 3, 3, 5, 5}, FourKind, 0, true},
		{Verhoeff, yzPos(nil, 0, YahtzeeOpen), [5]int{1, 2, 3, 4, 6}, SmallStraight, 30, true},
		{Verhoeff, yzPos(nil, 0, YahtzeeOpen), [5]int{1, 2, 3, 4, 6}, LargeStraight, 0, true},
		{Verhoeff, yzPos(nil, 0, YahtzeeOpen), [5]int{2, 3, 4, 5, 6}, LargeStraight, 40, true},
		{Verhoeff, yzPos(nil, 0, YahtzeeOpen), [5]int{4, 4, 4, 4, 4}, YahtzeeBox, 50, true},
		{Verhoeff, yzPos(nil, 0, YahtzeeOpen), [5]int{4, 4, 4, 4, 4}, FullHouse, 0, true}, // not a full house without the joker
		{Verhoeff, yzPos(nil, 0, YahtzeeOpen), [5]int{6, 6, 6, 5, 4}, Chance, 27, true},
		// The upper bonus when the upper boxes reach 63.
		{Verhoeff, yzPos([]int{Ones, Twos, Threes, Fours, Fives}, 45, YahtzeeOpen), [5]int{6, 6, 6, 1, 2}, Sixes, 18 + 35, true},
		{Verhoeff, yzPos([]int{Ones, Twos, Threes, Fours, Fives}, 44, YahtzeeOpen), [5]int{6, 6, 6, 1, 2}, Sixes, 18, true},
		// Jokers: a five of a kind with the Yahtzee box at 50 earns 100 more.
		{Verhoeff, yzPos([]int{YahtzeeBox}, 0, YahtzeeFifty), [5]int{4, 4, 4, 4, 4}, Fours, 20 + 100, true},
		{Verhoeff, yzPos([]int{YahtzeeBox}, 0, YahtzeeFifty), [5]int{4, 4, 4, 4, 4}, FullHouse, 0 + 100, true}, // fours open: 0
		{Verhoeff, yzPos([]int{YahtzeeBox}, 0, YahtzeeZero), [5]int{4, 4, 4, 4, 4}, LargeStraight, 0, true},    // no bonus at 0
		{Verhoeff, yzPos([]int{YahtzeeBox, Fours}, 12, YahtzeeZero), [5]int{4, 4, 4, 4, 4}, LargeStraight, 40, true},
		{Verhoeff, yzPos([]int{YahtzeeBox, Fours}, 12, YahtzeeFifty), [5]int{4, 4, 4, 4, 4}, FullHouse, 125, true},
		{Verhoeff, yzPos([]int{YahtzeeBox, Fours}, 12, YahtzeeFifty), [5]int{4, 4, 4, 4, 4}, Twos, 100, true}, // any open box
		{Hasbro, yzPos([]int{YahtzeeBox}, 0, YahtzeeFifty), [5]int{4, 4, 4, 4, 4}, Fours, 120, true},
		{Hasbro, yzPos([]int{YahtzeeBox}, 0, YahtzeeFifty), [5]int{4, 4, 4, 4, 4}, Chance, 0, false}, // forced to fours
		{Hasbro, yzPos([]int{YahtzeeBox, Fours}, 12, YahtzeeFifty), [5]int{4, 4, 4, 4, 4}, SmallStraight, 130, true},
		{Hasbro, yzPos([]int{YahtzeeBox, Fours}, 12, YahtzeeZero), [5]int{4, 4, 4, 4, 4}, Chance, 20, true},
		{Hasbro, yzPos([]int{YahtzeeBox, Fours}, 12, YahtzeeZero), [5]int{4, 4, 4, 4, 4}, Twos, 0, false}, // a lower box is open
		{Hasbro, yzPos(append([]int{YahtzeeBox, ThreeKind, FourKind, FullHouse, SmallStraight, LargeStraight, Chance}, Fours), 12, YahtzeeZero),
			[5]int{4, 4, 4, 4, 4}, Twos, 0, true}, // lower full: an upper box for 0
		{Hasbro, yzPos(append([]int{YahtzeeBox, ThreeKind, FourKind, FullHouse, SmallStraight, LargeStraight, Chance}, all[:5]...), 60, YahtzeeFifty),
			[5]int{5, 5, 5, 5, 5}, Sixes, 100, true}, // the bonus, and sixes for 0 (upper stays 60)
		{Verhoeff, yzPos([]int{Ones}, 3, YahtzeeOpen), [5]int{1, 1, 1, 2, 2}, Ones, 0, false}, // filled
	}
	for _, c := range cases {
		pts, ok := YahtzeeScore(c.rules, c.p, c.dice, c.box)
		if ok != c.allowed || ok && pts != c.points {
			t.Errorf("%v %+v %v in %s: %d allowed %v, want %d %v", c.rules, c.p, c.dice, YahtzeeBoxNames[c.box], pts, ok, c.points, c.allowed)
		}
	}
}

// naiveYahtzee solves small games (few boxes open) independently of the
// solver: every re-roll is enumerated as ordered dice, every keep is a set
// of dice positions, and the scoring is worked out here from the rules.
type naiveYahtzee struct {
	r    YahtzeeRules
	memo map[[3]int]float64
}

func (n *naiveYahtzee) value(used uint16, up int, fifty bool) float64 {
	if used == 1<<NumBoxes-1 {
		return 0
	}
	key := [3]int{int(used), min(up, 63), map[bool]int{true: 1}[fifty]}
	if v, ok := n.memo[key]; ok {
		return v
	}
	p := YahtzeePosition{Used: used, Upper: up}
	if used>>YahtzeeBox&1 != 0 {
		p.Yahtzee = YahtzeeZero
		if fifty {
			p.Yahtzee = YahtzeeFifty
		}
	}
	last := func(d [5]int) float64 {
		best := math.Inf(-1)
		for b := range NumBoxes {
			pts, ok := naiveScore(n.r, p, d, b)
			if !ok {
				continue
			}
			q := p
			q.Used |= 1 << b
			if b <= Sixes {
				q.Upper += (b + 1) * countOf(d, b+1)
			}
			nf := fifty
			if b == YahtzeeBox {
				nf = pts == 50
			}
			best = max(best, float64(pts)+n.value(q.Used, q.Upper, nf))
		}
		return best
	}
	// stage(d, k): the best over keeps of the mean over re-rolls of stage k−1.
	var stage func(d [5]int, left int) float64
	memoStage := make([]float64, 3*7776) // by the sorted dice, base 6, and the rolls left
	for i := range memoStage {
		memoStage[i] = math.NaN()
	}
	stage = func(d [5]int, left int) float64 {
		sorted := d
		sortInts(sorted[:])
		key := left * 7776
		for i, x := range sorted {
			key += (x - 1) * [5]int{1, 6, 36, 216, 1296}[i]
		}
		if v := memoStage[key]; !math.IsNaN(v) {
			return v
		}
		if left == 0 {
			v := last(sorted)
			memoStage[key] = v
			return v
		}
		best := math.Inf(-1)
		for keep := range 32 {
			var free []int
			for i := range 5 {
				if keep>>i&1 == 0 {
					free = append(free, i)
				}
			}
			sum, count := 0.0, 0
			outcomes := 1
			for range free {
				outcomes *= 6
			}
			for o := range outcomes {
				e := d
				x := o
				for _, i := range free {
					e[i] = x%6 + 1
					x /= 6
				}
				sum += stage(e, left-1)
				count++
			}
			best = max(best, sum/float64(count))
		}
		memoStage[key] = best
		return best
	}
	sum := 0.0
	for o := range 7776 {
		var d [5]int
		x := o
		for i := range 5 {
			d[i] = x%6 + 1
			x /= 6
		}
		sum += stage(d, 2)
	}
	v := sum / 7776
	n.memo[key] = v
	return v
}

func countOf(d [5]int, f int) int {
	n := 0
	for _, x := range d {
		if x == f {
			n++
		}
	}
	return n
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// naiveScore scores dice in box b from the rules as written, apart from
// the solver's tables.
func naiveScore(r YahtzeeRules, p YahtzeePosition, d [5]int, b int) (int, bool) {
	if p.Used>>b&1 != 0 {
		return 0, false
	}
	var cnt [7]int
	sum := 0
	for _, x := range d {
		cnt[x]++
		sum += x
	}
	five, most, two, three := 0, 0, false, false
	for f := 1; f <= 6; f++ {
		most = max(most, cnt[f])
		two, three = two || cnt[f] == 2, three || cnt[f] == 3
		if cnt[f] == 5 {
			five = f
		}
	}
	has := func(fs ...int) bool {
		for _, f := range fs {
			if cnt[f] == 0 {
				return false
			}
		}
		return true
	}
	pts := 0
	switch b {
	case Ones, Twos, Threes, Fours, Fives, Sixes:
		pts = (b + 1) * cnt[b+1]
	case ThreeKind:
		if most >= 3 {
			pts = sum
		}
	case FourKind:
		if most >= 4 {
			pts = sum
		}
	case FullHouse:
		if two && three {
			pts = 25
		}
	case SmallStraight:
		if has(1, 2, 3, 4) || has(2, 3, 4, 5) || has(3, 4, 5, 6) {
			pts = 30
		}
	case LargeStraight:
		if has(1, 2, 3, 4, 5) || has(2, 3, 4, 5, 6) {
			pts = 40
		}
	case YahtzeeBox:
		if five > 0 {
			pts = 50
		}
	case Chance:
		pts = sum
	}
	if five > 0 && p.Used>>YahtzeeBox&1 != 0 {
		fixed := map[int]int{FullHouse: 25, SmallStraight: 30, LargeStraight: 40}
		upperOpen := p.Used>>(five-1)&1 == 0
		if r == Verhoeff && !upperOpen {
			pts += fixed[b]
		}
		if r == Hasbro {
			lowerOpen := false
			for lb := ThreeKind; lb <= Chance; lb++ {
				lowerOpen = lowerOpen || p.Used>>lb&1 == 0
			}
			switch {
			case upperOpen && b != five-1:
				return 0, false
			case !upperOpen && lowerOpen && b <= Sixes:
				return 0, false
			case !upperOpen && lowerOpen:
				pts += fixed[b]
			}
		}
		if p.Yahtzee == YahtzeeFifty {
			pts += 100
		}
	}
	if b <= Sixes && p.Upper < 63 && p.Upper+pts%100 >= 63 {
		pts += 35
	}
	return pts, true
}

// Positions with one box open (and with RIFFLE_SLOW=1 two), jokers among
// them, solved by the solver and by naiveYahtzee, agree to 1e-9 under both
// rules. (The enumeration takes about half a second a position.)
func TestYahtzeeEndgamesNaive(t *testing.T) {
	slow := os.Getenv("RIFFLE_SLOW") != ""
	for _, r := range []YahtzeeRules{Verhoeff, Hasbro} {
		s := solveYahtzee(r, NumBoxes-2)
		n := &naiveYahtzee{r: r, memo: map[[3]int]float64{}}
		positions := []YahtzeePosition{
			yzPos([]int{Ones, Twos, Threes, Fours, Fives, ThreeKind, FourKind, FullHouse, SmallStraight, LargeStraight, YahtzeeBox, Chance}, 33, YahtzeeFifty),
			yzPos([]int{Ones, Twos, Threes, Fours, Fives, Sixes, ThreeKind, FourKind, SmallStraight, LargeStraight, YahtzeeBox, Chance}, 70, YahtzeeFifty),
		}
		if slow {
			positions = append(positions, []YahtzeePosition{
				yzPos([]int{Ones, Twos, Threes, Fours, Fives, Sixes, ThreeKind, FourKind, FullHouse, SmallStraight, LargeStraight}, 40, YahtzeeOpen),
				yzPos([]int{Ones, Twos, Threes, Fives, Sixes, ThreeKind, FourKind, SmallStraight, LargeStraight, YahtzeeBox, Chance}, 50, YahtzeeFifty),
				yzPos([]int{Ones, Twos, Threes, Fives, Sixes, ThreeKind, FourKind, FullHouse, LargeStraight, YahtzeeBox, Chance}, 55, YahtzeeZero),
				yzPos([]int{Twos, Threes, Fours, Fives, Sixes, ThreeKind, FourKind, FullHouse, SmallStraight, LargeStraight, YahtzeeBox}, 62, YahtzeeFifty),
			}...)
		}
		for _, p := range positions {
			if err := p.Validate(); err != nil {
				t.Fatalf("%+v: %v", p, err)
			}
			got, want := s.Value(p), n.value(p.Used, p.Upper, p.Yahtzee == YahtzeeFifty)
			if math.Abs(got-want) > 1e-9 {
				t.Errorf("%v %013b upper %d yahtzee %d: solver %.10f, enumeration %.10f", r, p.Used, p.Upper, p.Yahtzee, got, want)
			}
		}
	}
}

// Every keep's value from sampled positions and rolls equals the mean,
// over every ordered re-roll of the dice not kept, of the best of the next
// stage — the boxes' values from the solved positions after them — worked
// out here by enumeration (up to 6⁵ re-rolls a keep).
func TestYahtzeeKeepsBrute(t *testing.T) {
	s := solveYahtzee(Verhoeff, NumBoxes-3)
	rnd := rand.New(rand.NewPCG(33, 1))
	for range 4 {
		var p YahtzeePosition
		for bits := 0; bits < NumBoxes-3; {
			b := rnd.IntN(NumBoxes)
			if p.Used>>b&1 == 0 {
				p.Used |= 1 << b
				bits++
				if b <= Sixes {
					p.Upper += (b + 1) * rnd.IntN(6)
				}
			}
		}
		if p.Used>>YahtzeeBox&1 != 0 {
			p.Yahtzee = YahtzeeZero + YahtzeeBoxState(rnd.IntN(2)) - 1 + 1
			if rnd.IntN(2) == 0 {
				p.Yahtzee = YahtzeeFifty
			}
		}
		var d [5]int
		for i := range d {
			d[i] = rnd.IntN(6) + 1
		}
		bestAfter := func(e [5]int) float64 { // the last roll: the best box
			cs, err := s.Boxes(p, e)
			if err != nil {
				t.Fatal(err)
			}
			return cs[0].Value
		}
		keeps, err := s.Keeps(p, d, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keeps {
			sum, outcomes := 0.0, 0
			forRerolls(k.Dice, func(e [5]int) {
				sum += bestAfter(e)
				outcomes++
			})
			if want := sum / float64(outcomes); math.Abs(k.Value-want) > 1e-9 {
				t.Errorf("%013b %v keep %v: %.10f, enumeration %.10f", p.Used, d, k.Dice, k.Value, want)
			}
		}
	}
}

// The whole game: 254.5896 under Verhoeff's rules, standard deviation
// 59.6117 (Verhoeff 1999, "Optimal Solitaire Yahtzee Player", the expected
// score and deviation his tables give); Hasbro's forced joker a little
// less, 254.5877, checked against the mean of 40,000 games played by the
// strategy on fixed seeds (within 4.5 standard errors: false positive
// rate 7e-6). Solving takes about 5 s on two cores: RIFFLE_SLOW=1 (CI runs
// it on its own).
func TestYahtzeeWholeGame(t *testing.T) {
	if os.Getenv("RIFFLE_SLOW") == "" {
		t.Skip("the whole game: set RIFFLE_SLOW=1")
	}
	v := SolveYahtzee(Verhoeff)
	if got := math.Round(v.Expected()*1e4) / 1e4; got != 254.5896 {
		t.Errorf("verhoeff: expected score %.6f, published 254.5896", v.Expected())
	}
	if got := math.Round(v.SD()*1e4) / 1e4; got != 59.6117 {
		t.Errorf("verhoeff: SD %.6f, published 59.6117", v.SD())
	}
	h := SolveYahtzee(Hasbro)
	if d := v.Expected() - h.Expected(); d <= 0 || d > 0.01 {
		t.Errorf("hasbro %.6f against verhoeff %.6f: the forced joker should cost a little", h.Expected(), v.Expected())
	}
	mean, se := playYahtzee(t, h, 40_000)
	t.Logf("hasbro: %.6f (sd %.6f); played %.3f ± %.3f", h.Expected(), h.SD(), mean, se)
	if math.Abs(mean-h.Expected()) > 4.5*se {
		t.Errorf("hasbro: games played score %.3f ± %.3f, the table says %.4f", mean, se, h.Expected())
	}
}

// playYahtzee plays n games by the strategy on all cores and returns the
// mean score and its standard error.
func playYahtzee(t *testing.T, s *YahtzeeStrategy, n int) (mean, se float64) {
	var mu sync.Mutex
	var sum, sum2 float64
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rnd := rand.New(rand.NewPCG(2006, uint64(w)))
			var a, a2 float64
			for range n / workers {
				score := float64(playOne(t, s, rnd))
				a += score
				a2 += score * score
			}
			mu.Lock()
			sum, sum2 = sum+a, sum2+a2
			mu.Unlock()
		}()
	}
	wg.Wait()
	games := float64(n / workers * workers)
	mean = sum / games
	return mean, math.Sqrt((sum2/games - mean*mean) / games)
}

func playOne(t *testing.T, s *YahtzeeStrategy, rnd *rand.Rand) int {
	var p YahtzeePosition
	total := 0
	for range NumBoxes {
		var d [5]int
		for i := range d {
			d[i] = rnd.IntN(6) + 1
		}
		for left := 2; left >= 1; left-- {
			ks, err := s.Keeps(p, d, left)
			if err != nil {
				t.Error(err)
				return 0
			}
			copy(d[:], ks[0].Dice)
			for i := len(ks[0].Dice); i < 5; i++ {
				d[i] = rnd.IntN(6) + 1
			}
		}
		cs, err := s.Boxes(p, d)
		if err != nil {
			t.Error(err)
			return 0
		}
		q, pts, err := p.After(s.Rules, d, cs[0].Box)
		if err != nil {
			t.Error(err)
			return 0
		}
		p, total = q, total+pts
	}
	return total
}

// A saved strategy reads back equal; one for other rules, cut short, or
// with one byte changed is refused.
func TestYahtzeeStrategySaved(t *testing.T) {
	s := solveYahtzee(Verhoeff, NumBoxes-1)
	b, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalYahtzee(Verhoeff, b)
	if err != nil || !slices.Equal(back.v, s.v) || !slices.Equal(back.w, s.w) {
		t.Fatalf("read back: %v", err)
	}
	if _, err := UnmarshalYahtzee(Hasbro, b); err == nil {
		t.Error("a verhoeff table read as hasbro's")
	}
	if _, err := UnmarshalYahtzee(Verhoeff, b[:len(b)-1]); err == nil {
		t.Error("a table cut short read")
	}
	bad := append([]byte(nil), b...)
	bad[len(bad)-100] ^= 1
	if _, err := UnmarshalYahtzee(Verhoeff, bad); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("a changed byte: %v", err)
	}
}

// forRerolls calls f with every ordered re-roll of the dice not kept: the
// kept faces, then each of the 6^(5−len(kept)) faces of the rest.
func forRerolls(kept []int, f func(e [5]int)) {
	outcomes := 1
	for range 5 - len(kept) {
		outcomes *= 6
	}
	for o := range outcomes {
		var e [5]int
		copy(e[:], kept)
		x := o
		for i := len(kept); i < 5; i++ {
			e[i] = x%6 + 1
			x /= 6
		}
		f(e)
	}
}

// BenchmarkYahtzeeSolve: the whole game's table worked out (whole; about
// 5 s on two cores: run with -benchtime 1x), beside reading it back from
// its saved bytes (read: what the cache costs).
func BenchmarkYahtzeeSolve(b *testing.B) {
	b.Run("whole", func(b *testing.B) {
		for b.Loop() {
			SolveYahtzee(Verhoeff)
		}
	})
	b.Run("read", func(b *testing.B) {
		buf, _ := solveYahtzee(Verhoeff, NumBoxes-1).MarshalBinary()
		for b.Loop() {
			if _, err := UnmarshalYahtzee(Verhoeff, buf); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkYahtzeeAdvice: a turn's advice from the solved positions (the
// keeps of a first roll, what the screen shows after it), beside the same
// keeps valued by enumerating every re-roll (the test's brute force,
// re-rolls with one roll left).
func BenchmarkYahtzeeAdvice(b *testing.B) {
	s := solveYahtzee(Verhoeff, NumBoxes-2)
	p := yzPos([]int{Ones, Twos, Threes, Fours, Fives, ThreeKind, FourKind, FullHouse, SmallStraight, LargeStraight, Chance}, 40, YahtzeeOpen)
	d := [5]int{6, 6, 2, 6, 5}
	b.Run("strategy", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.Keeps(p, d, 1); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("brute", func(b *testing.B) {
		for b.Loop() {
			ks, _ := s.Keeps(p, d, 1)
			for _, k := range ks {
				forRerolls(k.Dice, func(e [5]int) {
					if _, err := s.Boxes(p, e); err != nil {
						b.Fatal(err)
					}
				})
			}
		}
	})
}
