package craps

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	zone "github.com/lrstanley/bubblezone"

	"riffle/engine/odds"
	"riffle/games/casino"
	game "riffle/games/craps"
	"riffle/ui/tui/tuitest"
)

// booksMatch fails unless the ledger stakes for craps exactly the chips
// on the layout and the payouts held while the dice tumble.
func booksMatch(t *testing.T, s *Model, when string) {
	t.Helper()
	if got, want := s.ledger.StakedAt(game.Name), s.table.OnTable()+s.Owed(); got != want {
		t.Fatalf("%s: the ledger stakes %d, the layout holds %d and %d is owed (%s)", when, got, s.table.OnTable(), s.Owed(), s.table.Move())
	}
	if err := s.ledger.Err(); err != nil {
		t.Fatalf("%s: the books refused a move: %v", when, err)
	}
}

// placeBets puts place 6 and 8 and the field on (the cursor from the pass
// line: down to the numbers, across to the 6).
func placeBets(t *testing.T, s *Model) {
	t.Helper()
	s.cursor = "place-6"
	tuitest.Press(s, "+", "l", "+")
	s.cursor = "field"
	tuitest.Press(s, "+")
	if s.table.Bet("place-6") != 12 || s.table.Bet("place-8") != 12 || s.table.Bet("field") != 10 {
		t.Fatalf("bets %s", s.table.Move())
	}
}

// With motion on, a throw's payouts and the bets a decision leaves
// standing are held while the dice tumble and the books match at every
// frame; a press of any mouse button during the tumble only shows the
// dice (a right-click took a bet down while its chips were held, and the
// books broke at the next decision).
func TestMotionKeepsTheBooks(t *testing.T) {
	s := motionTest(t)
	placeBets(t, s)
	s.table.SetWorking(true)
	decisions := 0
	for throw := 0; throw < 300 && decisions < 8; throw++ {
		s.Update(tuitest.Key("space"))
		booksMatch(t, s, "tumbling")
		for _, b := range []tea.MouseButton{tea.MouseButtonRight, tea.MouseButtonLeft} {
			for _, p := range []string{"place-6", "field", "pass"} {
				z := s.c.Zones().Get(ZoneBet(p))
				if z == nil || z.IsZero() {
					continue
				}
				before := s.table.Move()
				s.Update(tea.MouseMsg{X: z.StartX, Y: z.StartY, Button: b, Action: tea.MouseActionPress})
				if s.Tumbling() || s.table.Move() != before && b == tea.MouseButtonRight && throw%2 == 0 {
					break
				}
			}
		}
		for s.Tumbling() {
			s.Update(s.anim.NextTick())
		}
		booksMatch(t, s, "shown")
		if r, _ := s.table.Last(); r.Event.Decided() {
			decisions++
		}
		if s.table.Bet("place-6") == 0 && s.table.ComeOut() {
			placeBets(t, s)
		}
	}
	if decisions < 8 {
		t.Fatalf("%d decisions in 300 throws", decisions)
	}
}

// Quitting with come bets on their numbers plays them out — no new pass
// line bet after a decision, the bets that can come down taken down
// between rounds — and says the net of every round it played.
func TestSettleOnQuitComeBets(t *testing.T) {
	s := newTest(t, 78, 22)
	for throw := 0; throw < 200 && !(s.table.ComeOut() && s.table.Stays()); throw++ {
		if !s.table.ComeOut() && s.table.Bet("come") == 0 {
			s.cursor = "come"
			tuitest.Press(s, "+")
		}
		s.cursor = "place-8"
		tuitest.Press(s, "+")
		tuitest.Press(s, "space")
	}
	if !s.table.ComeOut() || !s.table.Stays() || !s.InRound() {
		t.Fatalf("no come bet carried to a come-out in 200 throws: %s, in round %v", s.table.Move(), s.InRound())
	}
	if s.InPlay() == "" {
		t.Fatal("come bets carried on their numbers are not in play for the quit question")
	}
	start := s.ledger.Wealth()
	note := s.SettleOnQuit()
	if s.InPlay() != "" || s.table.OnTable() != 0 || s.ledger.StakedAt(game.Name) != 0 || note == "" {
		t.Fatalf("after the play-out: in play %q, %s on the table, note %q", s.InPlay(), s.table.Move(), note)
	}
	if !strings.Contains(note, "played out") || s.ledger.Wealth() == start && !strings.Contains(note, "(0)") {
		t.Errorf("note %q, wealth %d → %d", note, start, s.ledger.Wealth())
	}
	if err := s.ledger.Check(); err != nil {
		t.Error(err)
	}
}

// Leaving with bets beside the pass line keeps them on the table; a pass
// line alone comes back to the hand, as before.
func TestLeaveWithBets(t *testing.T) {
	s := newTest(t, 78, 22)
	placeBets(t, s)
	on := s.table.OnTable()
	s.Leave()
	if s.table.OnTable() != on || s.ledger.StakedAt(game.Name) != on {
		t.Errorf("leaving took bets down: %s, staked %d", s.table.Move(), s.ledger.StakedAt(game.Name))
	}
	s.Enter()
	booksMatch(t, s, "back")
}

// Random presses of every key and clicks on the felt never lose or make
// a chip, motion on or off; every refusal is one line.
func TestLayoutKeysKeepTheBooks(t *testing.T) {
	keys := []string{"space", "space", "space", "left", "right", "up", "down", "+", "+", "-", "]", "[", "x", "o", "w", "c", "m", "h", "l", "j", "k"}
	for _, motion := range []bool{false, true} {
		var s *Model
		if motion {
			s = motionTest(t)
		} else {
			s = newTest(t, 78, 22)
		}
		r := rand.New(rand.NewPCG(3, 4))
		for range 4000 {
			if r.IntN(8) == 0 {
				zones := BetZones()
				z := s.c.Zones().Get(zones[r.IntN(len(zones))])
				if z != nil && !z.IsZero() {
					b := []tea.MouseButton{tea.MouseButtonLeft, tea.MouseButtonRight}[r.IntN(2)]
					s.Update(tea.MouseMsg{X: z.StartX, Y: z.StartY, Button: b, Action: tea.MouseActionPress})
				}
			} else {
				s.Update(tuitest.Key(keys[r.IntN(len(keys))]))
			}
			if r.IntN(3) == 0 {
				for s.Tumbling() {
					s.Update(s.anim.NextTick())
				}
			}
			_ = s.View()
			booksMatch(t, s, "after a key")
			if strings.Contains(s.note, "\n") {
				t.Fatalf("note %q", s.note)
			}
			if got := s.ledger.InHand() + s.ledger.StakedAt(game.Name); got != casino.DefaultBankroll+s.table.Session().Net {
				t.Fatalf("chips not conserved: %d in hand and on the table, want %d", got, casino.DefaultBankroll+s.table.Session().Net)
			}
		}
		if len(s.ledger.Rounds()) < 20 {
			t.Errorf("motion %v: only %d rounds", motion, len(s.ledger.Rounds()))
		}
		if err := s.ledger.Check(); err != nil {
			t.Errorf("motion %v: %v", motion, err)
		}
	}
}

// A point's box takes a click anywhere in it — its name, the puck's row
// and its chips' row — selecting its place bet (the chips' row did
// nothing before).
func TestWholeBoxTakesClicks(t *testing.T) {
	s := newTest(t, 138, 43)
	for _, pt := range odds.CrapsPoints {
		for _, id := range []string{ZoneBox(pt), zoneBoxRow(pt, 1), zoneBoxRow(pt, 2)} {
			s.cursor = "pass"
			_ = s.c.Scan(s.View())
			var z *zone.ZoneInfo
			for end := time.Now().Add(2 * time.Second); ; time.Sleep(time.Millisecond) {
				if z = s.c.Zones().Get(id); z != nil && !z.IsZero() || time.Now().After(end) {
					break
				}
			}
			if z == nil || z.IsZero() {
				t.Fatalf("zone %s not drawn at 138×43", id)
			}
			s.Update(tea.MouseMsg{X: z.StartX, Y: z.StartY, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
			if s.selected() != placeOfBox(pt) {
				t.Errorf("a click on %s selected %s, want %s", id, s.selected(), placeOfBox(pt))
			}
		}
	}
}
