package cards

import "testing"

// Whole descriptions and the reason one hand beats another, worked by
// hand for hands that tie on Describe.
func TestDescribeWhole(t *testing.T) {
	v := func(s string) Value { return Eval(MustParseCards(s)) }
	for hand, want := range map[string]string{
		"Qs Qd Ah Th 6c":       "One pair, queens, ace kicker (ten, six)",
		"Ks 9d 7h 4c 2s":       "High card, king, with nine, seven, four, two",
		"As Ad 8h 8c Kd":       "Two pair, aces and eights, king kicker",
		"7s 7d 7h Ac Qd":       "Three of a kind, sevens, ace and queen kickers",
		"9s 9d 9h 9c Jd":       "Four of a kind, nines, jack kicker",
		"Ah Qh 9h 6h 2h":       "Flush, ace high, with queen, nine, six, two",
		"5s 6d 7h 8c 9d":       "Straight, nine high",
		"Ks Kd Kh 4c 4d":       "Full house, kings over fours",
		"Qs Qd Ah Th 6c 3d 2d": "One pair, queens, ace kicker (ten, six)",
	} {
		if got := DescribeWhole(v(hand)); got != want {
			t.Errorf("%s: %q, want %q", hand, got, want)
		}
	}
	for _, c := range []struct{ a, b, want string }{
		{"Qs Qd Ah Th 6c", "Qh Qc Th 9h 6d", "on the kicker"},
		{"Qs Qd Ah Th 6c", "Qh Qc Ad 9h 6d", "on the second kicker"},
		{"Ks Kd 2h 3h 4c", "Qh Qc Ah 9h 6d", "higher kings"},
		{"2s 2d 3h 3c 4d", "Ah Kc Qh 9h 6d", "a higher hand"},
		{"As Ad 8h 8c Kd", "Ah Ac 7h 7c Kc", "higher second pair: eights"},
		{"As Ad 8h 8c Kd", "Ah Ac 8d 8s Qc", "on the kicker"},
		{"Ks 9d 7h 4c 2s", "Kd 9c 6h 4d 2c", "on the third card"},
		{"Ks Kd Kh 4c 4d", "Ks Kd Kh 3c 3d", "higher pair: fours"},
		{"Ks 9d 7h 4c 2s", "Kd 9c 7s 4d 2c", "they split"},
		{"Kd 9c 6h 4d 2c", "Ks 9d 7h 4c 2s", ""},
	} {
		if got := WhyBeats(v(c.a), v(c.b)); got != c.want {
			t.Errorf("%s over %s: %q, want %q", c.a, c.b, got, c.want)
		}
	}
}
