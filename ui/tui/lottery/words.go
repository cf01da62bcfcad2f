package lottery

import (
	"fmt"
	"slices"

	game "riffle/games/lottery"
	"riffle/ui/text"
)

// ticketText writes a ticket: "3 9 17 25 31", "… + Powerball 7".
func ticketText(g game.Game, t game.Ticket) string {
	out := ""
	for i, n := range t.Numbers {
		if i > 0 {
			out += " "
		}
		out += fmt.Sprint(n)
	}
	if g.HasBonus() {
		out += fmt.Sprintf(" + %s %d", g.BonusName, t.Bonus)
	}
	return out
}

// chipsText writes "1 chip", "2,000 chips".
func chipsText(n int) string { return text.Plural(n, "chip") }

// sameTicket reports whether two tickets mark the same numbers.
func sameTicket(a, b game.Ticket) bool {
	return slices.Equal(a.Numbers, b.Numbers) && a.Bonus == b.Bonus
}
