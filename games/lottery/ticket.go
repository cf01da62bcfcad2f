package lottery

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// Ticket is one play: the numbers it marks (sorted, distinct, 1…Balls)
// and, in a game with a bonus drum, its bonus number (1…Bonus; 0 in a game
// without one).
type Ticket struct {
	Numbers []int
	Bonus   int
	Quick   bool // marked by quick pick, not typed
}

// Spots is how many numbers the ticket marks.
func (t Ticket) Spots() int { return len(t.Numbers) }

// String writes the ticket as it may be typed back: "3 9 17 25 31", with
// " + 7" for a bonus number.
func (t Ticket) String() string {
	var b strings.Builder
	for i, n := range t.Numbers {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(n))
	}
	if t.Bonus > 0 {
		fmt.Fprintf(&b, " + %d", t.Bonus)
	}
	return b.String()
}

// Validate reports what is wrong with t as a ticket of g: the count, a
// number out of range, a repeat, the order (Numbers must be sorted), or
// the bonus number.
func (g Game) Validate(t Ticket) error {
	if !g.ValidSpots(len(t.Numbers)) {
		return fmt.Errorf("a ticket of %d numbers: %s", len(t.Numbers), g.spotsRule())
	}
	for i, n := range t.Numbers {
		switch {
		case n < 1 || n > g.Lottery.Balls:
			return fmt.Errorf("%d is out of range: numbers run 1…%d", n, g.Lottery.Balls)
		case i > 0 && n == t.Numbers[i-1]:
			return fmt.Errorf("%d is marked twice", n)
		case i > 0 && n < t.Numbers[i-1]:
			return fmt.Errorf("the numbers are not sorted")
		}
	}
	switch {
	case g.HasBonus() && (t.Bonus < 1 || t.Bonus > g.Lottery.Bonus):
		return fmt.Errorf("%s %d is out of range: 1…%d", g.BonusName, t.Bonus, g.Lottery.Bonus)
	case !g.HasBonus() && t.Bonus != 0:
		return fmt.Errorf("%s has no bonus ball", g.Title)
	}
	return nil
}

// spotsRule words the ticket sizes allowed: "a ticket marks 5", "a keno
// ticket marks 1…10".
func (g Game) spotsRule() string {
	if g.MinSpots == g.MaxSpots {
		return fmt.Sprintf("a ticket marks %d", g.MinSpots)
	}
	return fmt.Sprintf("a %s ticket marks %d…%d", strings.ToLower(g.Title), g.MinSpots, g.MaxSpots)
}

// QuickPick marks a ticket of s numbers at random: the first s steps of
// Fisher–Yates on 1…Balls (shuffle.Partial, the Java text's Lottery.pick),
// sorted, and a bonus number from 1…Bonus drawn the same way. It panics if
// s is not a valid ticket size.
func (g Game) QuickPick(s int, r rng.Generator) Ticket {
	g.mustSpots("QuickPick", s)
	t := Ticket{Numbers: pick(g.Lottery.Balls, s, r), Quick: true}
	slices.Sort(t.Numbers)
	if g.HasBonus() {
		t.Bonus = pick(g.Lottery.Bonus, 1, r)[0]
	}
	return t
}

// pick draws k of 1…n without replacement in the order drawn: the first k
// steps of Fisher–Yates (shuffle.Partial) on a fresh drum.
func pick(n, k int, r rng.Generator) []int {
	drum := make([]int, n)
	for i := range drum {
		drum[i] = i + 1
	}
	shuffle.Partial(drum, k, r)
	return drum[:k:k]
}

// ParseError is why a typed ticket was refused, in one line.
type ParseError struct {
	// Incomplete: nothing is wrong with what was typed, there is only too
	// little of it (fewer numbers than a ticket needs, or no bonus number
	// yet) — a field being typed is not in error.
	Incomplete bool
	Msg        string
}

func (e *ParseError) Error() string { return e.Msg }

// maxToken is the longest token a message quotes in full.
const maxToken = 8

// ParseTicket reads a typed ticket: the numbers separated by spaces or
// commas, and in a game with a bonus drum its bonus number after a "+"
// ("3 9 17 25 31 + 7") or as one number more than the ticket marks ("3 9
// 17 25 31 7", the Java text's "a 6th number"). The numbers may come in
// any order; the ticket has them sorted. Keno tickets mark 1…10 numbers,
// the others exactly Drawn.
//
// Every refusal is a *ParseError with one line naming the first problem,
// looked for in this order: a token that is not a number or a number out
// of range (the first such token), a number typed twice, too many numbers
// (the message gives how many were typed, however many), a misplaced or
// out-of-range bonus number, too few numbers or no bonus number yet
// (Incomplete). A number typed twice counts among the ticket's numbers
// unless it is the bonus number typed as one more ("1 2 3 4 5 5": the
// Powerball is 5). It never panics, whatever s holds.
func (g Game) ParseTicket(s string) (Ticket, error) {
	bad := func(format string, args ...any) (Ticket, error) {
		return Ticket{}, &ParseError{Msg: fmt.Sprintf(format, args...)}
	}
	main, bonusPart, hasPlus := strings.Cut(s, "+")
	if hasPlus && !g.HasBonus() {
		return bad("%s has no bonus ball: leave out the +", g.Title)
	}
	if hasPlus && strings.Contains(bonusPart, "+") {
		return bad("one + only: it comes before the %s", g.BonusName)
	}
	nums, err := g.parseNumbers(main, g.Lottery.Balls, "")
	if err != nil {
		return Ticket{}, err
	}
	most := g.MaxSpots
	if g.HasBonus() && !hasPlus {
		most++ // the bonus number typed as one more
	}
	marked := nums
	if g.HasBonus() && !hasPlus && len(nums) == most {
		marked = nums[:g.MaxSpots] // the last is the bonus number
	}
	if err := g.checkRepeats(marked); err != nil {
		return Ticket{}, err
	}
	if len(nums) > most {
		if hasPlus {
			return bad("%d numbers before the +: %s", len(nums), g.spotsRule())
		}
		if g.HasBonus() {
			return bad("%d numbers: %s and the %s", len(nums), g.spotsRule(), g.BonusName)
		}
		return bad("%d numbers: %s", len(nums), g.spotsRule())
	}
	bonus := 0
	if g.HasBonus() {
		switch {
		case hasPlus:
			bs, err := g.parseNumbers(bonusPart, g.Lottery.Bonus, g.BonusName+" ")
			if err != nil {
				return Ticket{}, err
			}
			if len(bs) > 1 {
				return bad("one %s after the +, not %d", g.BonusName, len(bs))
			}
			if len(bs) == 1 {
				bonus = bs[0]
			}
		case len(nums) == g.MaxSpots+1:
			last := nums[len(nums)-1]
			if last > g.Lottery.Bonus {
				return bad("%s %d is out of range: 1…%d", g.BonusName, last, g.Lottery.Bonus)
			}
			bonus, nums = last, nums[:len(nums)-1]
		}
	}
	if len(nums) < max(1, g.MinSpots) {
		return Ticket{}, &ParseError{Incomplete: true, Msg: g.tooFew(len(nums))}
	}
	if g.HasBonus() && bonus == 0 {
		return Ticket{}, &ParseError{Incomplete: true,
			Msg: fmt.Sprintf("now the %s: + and a number from 1 to %d", g.BonusName, g.Lottery.Bonus)}
	}
	slices.Sort(nums)
	return Ticket{Numbers: nums, Bonus: bonus}, nil
}

// tooFew words a ticket short of numbers: "type 5 numbers from 1 to 37",
// "3 of 5 numbers: 2 more".
func (g Game) tooFew(n int) string {
	want := fmt.Sprint(g.MinSpots)
	if g.MinSpots != g.MaxSpots {
		want = fmt.Sprintf("%d to %d", max(1, g.MinSpots), g.MaxSpots)
	}
	if n == 0 {
		return fmt.Sprintf("type %s numbers from 1 to %d", want, g.Lottery.Balls)
	}
	return fmt.Sprintf("%d of %d numbers: %d more", n, g.MinSpots, g.MinSpots-n)
}

// parseNumbers reads every number of s, separated by spaces, tabs,
// commas or semicolons, each in 1…top; what names them in messages (""
// or "Powerball "). The first token that is not a number in range is the
// error.
func (g Game) parseNumbers(s string, top int, what string) ([]int, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == '\t' || r == '\n' || r == '\r'
	})
	var nums []int
	for _, f := range fields {
		n, err := strconv.Atoi(f)
		var ne *strconv.NumError
		if err != nil && !(errors.As(err, &ne) && ne.Err == strconv.ErrRange) {
			return nil, &ParseError{Msg: fmt.Sprintf("%s%s is not a number", what, quoteShort(f))}
		}
		if err != nil || n < 1 || n > top {
			return nil, &ParseError{Msg: fmt.Sprintf("%s%s is out of range: 1…%d", what, shorten(f), top)}
		}
		nums = append(nums, n)
	}
	return nums, nil
}

// checkRepeats reports the first number marked twice.
func (g Game) checkRepeats(nums []int) error {
	seen := make(map[int]bool, len(nums))
	for _, n := range nums {
		if seen[n] {
			return &ParseError{Msg: fmt.Sprintf("%d is marked twice: each number once", n)}
		}
		seen[n] = true
	}
	return nil
}

// quoteShort quotes a token as Go does (%q), cut so that the quoted form
// stays within 2·maxToken + 2 runes — a token of unprintable runes quotes
// to 10 runes apiece — with … after the closing quote when cut.
func quoteShort(s string) string {
	r := []rune(s)
	for k := min(len(r), maxToken); k > 0; k-- {
		q := strconv.Quote(string(r[:k]))
		if utf8.RuneCountInString(q) > 2*maxToken+2 {
			continue
		}
		if k < len(r) {
			q += "…"
		}
		return q
	}
	return `"…"`
}

// shorten cuts a token to maxToken runes, with … when cut.
func shorten(s string) string {
	r := []rune(s)
	if len(r) <= maxToken {
		return s
	}
	return string(r[:maxToken]) + "…"
}
