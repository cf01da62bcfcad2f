package lottery

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"riffle/engine/rng"
)

func mustGame(t testing.TB, name string) Game {
	t.Helper()
	g, err := Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestParseTicket: typed tickets, accepted (sorted, with their bonus
// number) or refused with the one-line message naming the first problem;
// Incomplete only when nothing typed is wrong, only short.
func TestParseTicket(t *testing.T) {
	tests := []struct {
		game, in   string
		nums       []int
		bonus      int
		msg        string // "" for accepted
		incomplete bool
	}{
		{"roadrunner", "3 9 17 25 31", []int{3, 9, 17, 25, 31}, 0, "", false},
		{"roadrunner", "  31,25 17;9\t3 ", []int{3, 9, 17, 25, 31}, 0, "", false},
		{"roadrunner", "37 1 2 3 4", []int{1, 2, 3, 4, 37}, 0, "", false},
		{"roadrunner", "", nil, 0, "type 5 numbers from 1 to 37", true},
		{"roadrunner", "   ", nil, 0, "type 5 numbers from 1 to 37", true},
		{"roadrunner", "3 9", nil, 0, "2 of 5 numbers: 3 more", true},
		{"roadrunner", "3 9 17 25 31 36", nil, 0, "6 numbers: a ticket marks 5", false},
		{"roadrunner", "0 1 2 3 4", nil, 0, "0 is out of range: 1…37", false},
		{"roadrunner", "38", nil, 0, "38 is out of range: 1…37", false},
		{"roadrunner", "-1 2", nil, 0, "-1 is out of range: 1…37", false},
		{"roadrunner", "99999999999999999999", nil, 0, "99999999… is out of range: 1…37", false},
		{"roadrunner", "3 3 4 5 6", nil, 0, "3 is marked twice: each number once", false},
		{"roadrunner", "3 4 3", nil, 0, "3 is marked twice: each number once", false},
		{"roadrunner", "3 x 4", nil, 0, `"x" is not a number`, false},
		{"roadrunner", "3 4.5", nil, 0, `"4.5" is not a number`, false},
		{"roadrunner", "1 2 3 4 5 + 6", nil, 0, "Roadrunner Cash has no bonus ball: leave out the +", false},
		{"pick3", "10 1 5", []int{1, 5, 10}, 0, "", false},
		{"pick3", "1 2 3 4", nil, 0, "4 numbers: a ticket marks 3", false},
		{"keno", "7", []int{7}, 0, "", false},
		{"keno", "80 1 2 3 4 5 6 7 8 9", []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 80}, 0, "", false},
		{"keno", "", nil, 0, "type 1 to 10 numbers from 1 to 80", true},
		{"keno", "1 2 3 4 5 6 7 8 9 10 11", nil, 0, "11 numbers: a keno ticket marks 1…10", false},
		{"keno", "81", nil, 0, "81 is out of range: 1…80", false},
		{"powerball", "3 9 17 25 31 + 7", []int{3, 9, 17, 25, 31}, 7, "", false},
		{"powerball", "31 25 17 9 3+26", []int{3, 9, 17, 25, 31}, 26, "", false},
		{"powerball", "3 9 17 25 31 7", []int{3, 9, 17, 25, 31}, 7, "", false},
		{"powerball", "3 9 17 25 31 + 9", []int{3, 9, 17, 25, 31}, 9, "", false},
		{"powerball", "1 2 3 4 5 5", []int{1, 2, 3, 4, 5}, 5, "", false},
		{"powerball", "3 9 17 25 31", nil, 0, "now the Powerball: + and a number from 1 to 26", true},
		{"powerball", "3 9 17 25 31 +", nil, 0, "now the Powerball: + and a number from 1 to 26", true},
		{"powerball", "3 9 + 4", nil, 0, "2 of 5 numbers: 3 more", true},
		{"powerball", "3 9 17 25 31 + 27", nil, 0, "Powerball 27 is out of range: 1…26", false},
		{"powerball", "3 9 17 25 31 30", nil, 0, "Powerball 30 is out of range: 1…26", false},
		{"powerball", "3 9 17 25 31 + pb", nil, 0, `Powerball "pb" is not a number`, false},
		{"powerball", "1 2 3 4 5 + 6 + 7", nil, 0, "one + only: it comes before the Powerball", false},
		{"powerball", "1 2 3 4 5 + 6 7", nil, 0, "one Powerball after the +, not 2", false},
		{"powerball", "1 2 3 4 5 6 + 7", nil, 0, "6 numbers before the +: a ticket marks 5", false},
		{"powerball", "1 2 3 4 5 6 7", nil, 0, "7 numbers: a ticket marks 5 and the Powerball", false},
		{"powerball", "1 1 2 3 4 + 5", nil, 0, "1 is marked twice: each number once", false},
		{"powerball", "70 1 2 3 4 + 5", nil, 0, "70 is out of range: 1…69", false},
		{"powerball-2012", "59 1 2 3 4 + 39", []int{1, 2, 3, 4, 59}, 39, "", false},
		// Too many: the count is the count typed, however many.
		{"roadrunner", "1 2 3 4 5 6 7", nil, 0, "7 numbers: a ticket marks 5", false},
		{"roadrunner", "1 2 3 4 5 6 7 8 9 10", nil, 0, "10 numbers: a ticket marks 5", false},
		{"roadrunner", "1 2 3 4 5 6 7 8 9 10 11 12", nil, 0, "12 numbers: a ticket marks 5", false},
		{"roadrunner", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20", nil, 0, "20 numbers: a ticket marks 5", false},
		{"lotto", "1,2,3,4,5,6,7,8,9", nil, 0, "9 numbers: a ticket marks 6", false},
		{"keno", "1 2 3 4 5 6 7 8 9 10 11 12 13 14", nil, 0, "14 numbers: a keno ticket marks 1…10", false},
		{"keno", "1 2 3 4 5 6 7 8 9 10 11 12", nil, 0, "12 numbers: a keno ticket marks 1…10", false},
		{"powerball", "1 2 3 4 5 6 7 8", nil, 0, "8 numbers: a ticket marks 5 and the Powerball", false},
		{"powerball", "1 2 3 4 5 6 7 8 + 9", nil, 0, "8 numbers before the +: a ticket marks 5", false},
		{"powerball", "1 2 3 4 5 + 6 7 8", nil, 0, "one Powerball after the +, not 3", false},
		// A repeat is a repeat, however many numbers come with it.
		{"roadrunner", "1 1 1 1 1 1 1 1", nil, 0, "1 is marked twice: each number once", false},
		{"roadrunner", "1 2 3 4 5 5", nil, 0, "5 is marked twice: each number once", false},
		{"roadrunner", "1 2 3 4 5 6 7 8 9 10 3", nil, 0, "3 is marked twice: each number once", false},
		{"keno", "7 7 7 7 7 7 7 7 7 7 7 7 7 7", nil, 0, "7 is marked twice: each number once", false},
		{"powerball", "1 1 1 1 1 1 1 1", nil, 0, "1 is marked twice: each number once", false},
		{"powerball", "1 2 3 4 5 6 7 2", nil, 0, "2 is marked twice: each number once", false},
		// A long or unprintable token is quoted short.
		{"roadrunner", "abcdefghijk", nil, 0, `"abcdefgh"… is not a number`, false},
		{"roadrunner", "\U000e8a28\xab\U000cd34a\U000cdae9", nil, 0, "\"\\U000e8a28\uFFFD\"… is not a number", false},
		// A bad token still comes first.
		{"roadrunner", "1 1 x", nil, 0, `"x" is not a number`, false},
		{"roadrunner", "1 2 3 4 5 6 7 99", nil, 0, "99 is out of range: 1…37", false},
		{"powerball-2012", "59 1 2 3 4 + 40", nil, 0, "Powerball 40 is out of range: 1…39", false},
	}
	for _, tc := range tests {
		g := mustGame(t, tc.game)
		tk, err := g.ParseTicket(tc.in)
		if tc.msg == "" {
			if err != nil {
				t.Errorf("%s %q: %v", tc.game, tc.in, err)
				continue
			}
			if !slices.Equal(tk.Numbers, tc.nums) || tk.Bonus != tc.bonus || tk.Quick {
				t.Errorf("%s %q = %v + %d, want %v + %d", tc.game, tc.in, tk.Numbers, tk.Bonus, tc.nums, tc.bonus)
			}
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s %q: err %v, want a *ParseError %q", tc.game, tc.in, err, tc.msg)
			continue
		}
		if pe.Msg != tc.msg || pe.Incomplete != tc.incomplete {
			t.Errorf("%s %q: %q (incomplete %v), want %q (incomplete %v)", tc.game, tc.in, pe.Msg, pe.Incomplete, tc.msg, tc.incomplete)
		}
	}
}

// checkParsed holds for whatever ParseTicket returns: an accepted ticket
// is valid and types back to itself; a refusal is a one-line *ParseError
// of reasonable length.
func checkParsed(t *testing.T, g Game, in string, tk Ticket, err error) {
	t.Helper()
	if err != nil {
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("%s %q: %T %v, want a *ParseError", g.Name, in, err, err)
		}
		if pe.Msg == "" || strings.ContainsAny(pe.Msg, "\n\r") || utf8.RuneCountInString(pe.Msg) > 80 || !utf8.ValidString(pe.Msg) {
			t.Fatalf("%s %q: message %q is not one short line", g.Name, in, pe.Msg)
		}
		return
	}
	if verr := g.Validate(tk); verr != nil {
		t.Fatalf("%s %q: accepted %v, invalid: %v", g.Name, in, tk, verr)
	}
	back, err := g.ParseTicket(tk.String())
	if err != nil || !slices.Equal(back.Numbers, tk.Numbers) || back.Bonus != tk.Bonus {
		t.Fatalf("%s %q: %v types back as %v (%v)", g.Name, in, tk, back, err)
	}
}

// fuzzFields splits typed text as ParseTicket does.
func fuzzFields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == '\t' || r == '\n' || r == '\r'
	})
}

// countRE finds the count a refusal gives: "12 numbers: …", "8 numbers
// before the +: …", "one Powerball after the +, not 3".
var countRE = regexp.MustCompile(`^(\d+) numbers[: ]|, not (\d+)$`)

// checkCounts holds for every refusal: a count it gives is the count of
// numbers typed (before the + for the numbers, after it for the
// Powerball), never a count cut short.
func checkCounts(t *testing.T, g Game, in string, err error) {
	t.Helper()
	var pe *ParseError
	if !errors.As(err, &pe) {
		return
	}
	m := countRE.FindStringSubmatch(pe.Msg)
	if m == nil {
		return
	}
	main, bonus, _ := strings.Cut(in, "+")
	part, said := main, m[1]
	if m[1] == "" {
		part, said = bonus, m[2]
	}
	if n, _ := strconv.Atoi(said); n != len(fuzzFields(part)) {
		t.Fatalf("%s %q: %q, but %d numbers were typed", g.Name, in, pe.Msg, len(fuzzFields(part)))
	}
}

// checkPlain holds for text with no + whose every token is a number in
// 1…Balls: the outcome this test works out on its own — the first number
// typed twice among the ticket's numbers (the bonus number typed as one
// more is not one of them), else too many numbers with their count, else
// a bonus number typed as one more out of its range, else too few
// (Incomplete), else the ticket.
func checkPlain(t *testing.T, g Game, in string, tk Ticket, err error) {
	t.Helper()
	if strings.Contains(in, "+") {
		return
	}
	var nums []int
	for _, f := range fuzzFields(in) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > g.Lottery.Balls {
			return
		}
		nums = append(nums, n)
	}
	most, marked := g.MaxSpots, nums
	if g.HasBonus() {
		most++
		if len(nums) == most {
			marked = nums[:g.MaxSpots]
		}
	}
	var want string
	incomplete := false
	seen := map[int]bool{}
	for _, n := range marked {
		if seen[n] && want == "" {
			want = fmt.Sprintf("%d is marked twice: each number once", n)
		}
		seen[n] = true
	}
	switch {
	case want != "":
	case len(nums) > most && g.HasBonus():
		want = fmt.Sprintf("%d numbers: %s and the %s", len(nums), g.spotsRule(), g.BonusName)
	case len(nums) > most:
		want = fmt.Sprintf("%d numbers: %s", len(nums), g.spotsRule())
	case g.HasBonus() && len(nums) == most && nums[most-1] > g.Lottery.Bonus:
		want = fmt.Sprintf("%s %d is out of range: 1…%d", g.BonusName, nums[most-1], g.Lottery.Bonus)
	case len(nums) < max(1, g.MinSpots) || g.HasBonus() && len(nums) < most:
		incomplete = true
	}
	var pe *ParseError
	switch {
	case want == "" && !incomplete:
		if err != nil || len(tk.Numbers) != len(marked) {
			t.Fatalf("%s %q: %v, %v; want a ticket of %d numbers", g.Name, in, tk, err, len(marked))
		}
	case !errors.As(err, &pe):
		t.Fatalf("%s %q: %v, %v; want a refusal", g.Name, in, tk, err)
	case incomplete && !pe.Incomplete, want != "" && pe.Msg != want:
		t.Fatalf("%s %q: %q (incomplete %v), want %q (incomplete %v)", g.Name, in, pe.Msg, pe.Incomplete, want, incomplete)
	}
}

// FuzzParseTicket feeds any text to every game's parser: never a panic,
// accepted tickets valid, refusals one short line giving the true count
// of numbers typed; text of numbers alone gets the outcome checkPlain
// works out (a repeat before a count, the count however many).
//
//	go test -fuzz FuzzParseTicket ./games/lottery
func FuzzParseTicket(f *testing.F) {
	for _, s := range []string{"", "3 9 17 25 31", "1 2 3 4 5 + 6", "1 2 3 4 5 6", "1,1", "+", "++", "x",
		"99999999999999999999", "-0", "0x10", "1 2 3 4 5 6 7 8 9 10 11", "１ ２", "\x00\xff", "3+", "+3",
		"80 79 78 77 76 75 74 73 72 71", "  5  ;  6 , 7 ", "1 2 3 4 5 + 26", "1 2 3 4 5 + 0",
		"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20", "1 1 1 1 1 1 1 1", "1 2 3 4 5 5",
		"1 2 3 4 5 6 7 8 + 9", "1 2 3 4 5 + 6 7 8", "1 2 3 4 5 6 7 2", "1 2 3 4 5 30"} {
		f.Add(s)
	}
	games := Games()
	f.Fuzz(func(t *testing.T, in string) {
		for _, g := range games {
			tk, err := g.ParseTicket(in)
			checkParsed(t, g, in, tk, err)
			checkCounts(t, g, in, err)
			checkPlain(t, g, in, tk, err)
		}
	})
}

// fuzzGenerators are the generators the fuzz target picks from.
func fuzzGenerators() []rng.Info { return rng.Replayable() }

// newGen builds a generator of info from seed, reduced into its seed space.
func newGen(t testing.TB, info rng.Info, seed uint64) rng.Generator {
	t.Helper()
	if info.MaxSeed != ^uint64(0) {
		seed %= info.MaxSeed + 1
	}
	g, err := info.New(seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestQuickPicksValid: quick picks of every size of every game, on every
// generator, are valid tickets: sorted, distinct, in range, the right
// count, the bonus number in its own range.
func TestQuickPicksValid(t *testing.T) {
	for _, info := range fuzzGenerators() {
		r := newGen(t, info, 42)
		for _, g := range Games() {
			for s := g.MinSpots; s <= g.MaxSpots; s++ {
				for range 50 {
					tk := g.QuickPick(s, r)
					if err := g.Validate(tk); err != nil {
						t.Fatalf("%s %s %d spots: %v: %v", info.Name, g.Name, s, tk, err)
					}
					if len(tk.Numbers) != s || !tk.Quick {
						t.Fatalf("%s %s: %v has %d numbers, want %d", info.Name, g.Name, tk, len(tk.Numbers), s)
					}
				}
			}
		}
	}
}

// TestValidate refuses what a ticket cannot be.
func TestValidate(t *testing.T) {
	rr, pb := mustGame(t, "roadrunner"), mustGame(t, "powerball")
	bad := []struct {
		g  Game
		tk Ticket
	}{
		{rr, Ticket{Numbers: []int{1, 2, 3, 4}}},
		{rr, Ticket{Numbers: []int{1, 2, 3, 4, 38}}},
		{rr, Ticket{Numbers: []int{0, 2, 3, 4, 5}}},
		{rr, Ticket{Numbers: []int{1, 2, 2, 4, 5}}},
		{rr, Ticket{Numbers: []int{2, 1, 3, 4, 5}}},
		{rr, Ticket{Numbers: []int{1, 2, 3, 4, 5}, Bonus: 1}},
		{pb, Ticket{Numbers: []int{1, 2, 3, 4, 5}}},
		{pb, Ticket{Numbers: []int{1, 2, 3, 4, 5}, Bonus: 27}},
	}
	for _, b := range bad {
		if err := b.g.Validate(b.tk); err == nil {
			t.Errorf("%s accepts %v", b.g.Name, b.tk)
		}
	}
	if err := pb.Validate(Ticket{Numbers: []int{1, 2, 3, 4, 69}, Bonus: 26}); err != nil {
		t.Error(err)
	}
}
