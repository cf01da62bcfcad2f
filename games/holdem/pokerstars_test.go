package holdem

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"riffle/engine/cards"
	"riffle/engine/rng"
)

// A reader of PokerStars hand histories written apart from the writer, as
// a tracker reads them: the sections in their order, every chip a player
// puts in from the action lines (a raise "to" a street total), the chips
// collected, the total pot and the board. Over 300 self-played hands of 2
// to 9 seats, fixed, pot and no limit in turn, what it reads is the hand: each seat's chips in, the pots,
// the board, your cards.
func TestPokerStarsReadsBack(t *testing.T) {
	g := rng.NewPCG(17)
	deck := cards.NewDeck()
	act := regexp.MustCompile(`^(\S+): (posts small blind|posts big blind|calls|bets|raises \d+ to) (\d+)`)
	collect := regexp.MustCompile(`^(\S+) collected (\d+) from`)
	uncalled := regexp.MustCompile(`^Uncalled bet \((\d+)\) returned to (\S+)$`)
	names := []string{"You", "Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"}
	for k := range 300 {
		h := randomHand(g, deck)
		h.Blinds.Limit = Limits()[k%3] // before the first action: each game in turn
		for !h.Over() {
			i := h.ToAct()
			if err := h.Play(Decide(h.View(i), Styles()[i%len(Styles())], g).Move()); err != nil {
				t.Fatal(err)
			}
		}
		text := PokerStars(h, names, int64(k+1), time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC))
		lines := strings.Split(strings.TrimSpace(text), "\n")
		game := [...]string{"Limit (10/20)", "Pot Limit (5/10)", "No Limit (5/10)"}[h.Blinds.Limit]
		if !strings.HasPrefix(lines[0], "PokerStars Hand #"+strconv.Itoa(k+1)+": Hold'em "+game+" - 2026/11/28 10:00:00") {
			t.Fatalf("header %q", lines[0])
		}
		put := map[string]int{}
		street := map[string]int{} // chips in on the street so far
		var order []string
		got, collected, total := 0, 0, -1
		var board string
		for _, l := range lines {
			if strings.HasPrefix(l, "*** ") {
				order = append(order, l[:strings.Index(l[4:], " ***")+8])
				if !strings.HasPrefix(l, "*** HOLE CARDS") { // the blinds are the first round's chips
					clear(street)
				}
			}
			if m := act.FindStringSubmatch(l); m != nil {
				n, _ := strconv.Atoi(m[3])
				if strings.HasPrefix(m[2], "raises") {
					n -= street[m[1]] // a raise "to" the street's total
				}
				put[m[1]] += n
				street[m[1]] += n
			}
			if m := uncalled.FindStringSubmatch(l); m != nil {
				n, _ := strconv.Atoi(m[1])
				put[m[2]] -= n
			}
			if m := collect.FindStringSubmatch(l); m != nil {
				n, _ := strconv.Atoi(m[2])
				collected += n
				got++
			}
			if v, ok := strings.CutPrefix(l, "Total pot "); ok {
				total, _ = strconv.Atoi(strings.Fields(v)[0])
			}
			if v, ok := strings.CutPrefix(l, "Board ["); ok {
				board = strings.TrimSuffix(v, "]")
			}
			if v, ok := strings.CutPrefix(l, "Dealt to You ["); ok && v != cardList(h.Seats[0].Hole[:])+"]" {
				t.Fatalf("hand %d: your cards %q", k+1, v)
			}
		}
		want := []string{"*** HOLE CARDS ***", "*** FLOP ***", "*** TURN ***", "*** RIVER ***", "*** SHOW DOWN ***", "*** SUMMARY ***"}
		if !isSubsequence(order, want) || order[0] != want[0] || order[len(order)-1] != "*** SUMMARY ***" {
			t.Fatalf("hand %d: sections %v\n%s", k+1, order, text)
		}
		// The bet nobody matched goes back: the most a seat put in less
		// the most another did.
		most, next := 0, 0
		for i, s := range h.Seats {
			if s.Put > h.Seats[most].Put || i == 0 {
				if i != 0 {
					next = max(next, h.Seats[most].Put)
				}
				most = i
			} else {
				next = max(next, s.Put)
			}
		}
		sum := 0
		for i, s := range h.Seats {
			uncalledBack := 0
			if i == most {
				uncalledBack = s.Put - next
			}
			if put[names[i]] != s.Put-uncalledBack {
				t.Fatalf("hand %d: %s put in %d by the history, %d by the hand\n%s", k+1, names[i], put[names[i]], s.Put-uncalledBack, text)
			}
			sum += s.Put - uncalledBack
		}
		if collected != total || total != sum || got == 0 {
			t.Fatalf("hand %d: collected %d, total pot %d, chips in %d\n%s", k+1, collected, total, sum, text)
		}
		if b := cardList(h.Board()); board != b && !(b == "" && board == "") {
			t.Fatalf("hand %d: board %q, the hand's %q", k+1, board, b)
		}
		if h.Showdown() != slices.Contains(order, "*** SHOW DOWN ***") {
			t.Fatalf("hand %d: showdown %v, sections %v", k+1, h.Showdown(), order)
		}
	}
}

// isSubsequence reports whether got lists some of want, in want's order.
func isSubsequence(got, want []string) bool {
	j := 0
	for _, g := range got {
		for j < len(want) && want[j] != g {
			j++
		}
		if j == len(want) {
			return false
		}
		j++
	}
	return true
}
