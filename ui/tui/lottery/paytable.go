package lottery

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	game "riffle/games/lottery"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// payTicketSize is the size of ticket the pay table shows (Keno pays by
// the spots marked): the ticket being typed once it marks a size the game
// takes, else the slip's last ticket, else the quick picks'.
func (s *Model) payTicketSize() int {
	g := s.table.Game()
	if s.typing {
		if main, _ := s.fieldNumbers(); len(main) >= g.MinSpots && len(main) <= g.MaxSpots {
			return len(main)
		}
	}
	if tk := s.table.Tickets(); len(tk) > 0 {
		if n := len(tk[len(tk)-1].Numbers); n >= g.MinSpots && n <= g.MaxSpots {
			return n
		}
	}
	return s.table.Spots()
}

// payCompact: the pay table in few lines (the first labels it
// illustrative), wrapped to w.
func (s *Model) payCompact(w int) []string {
	st := s.c.Styles()
	g := s.table.Game()
	n := s.payTicketSize()
	parts := []string{"Illustrative pay table:"}
	for _, t := range g.Tiers(n) {
		parts = append(parts, fmt.Sprintf("%s\u00a0%s ·", shortTier(g, n, t), text.Int(int64(t.Chips)))) // a no-break space: a wrap keeps the entry whole
	}
	ret, _ := g.Return(n).Float64()
	parts = append(parts, fmt.Sprintf("%.1f%% back", 100*ret))
	lines := text.SplitLines(draw.WrapText(strings.Join(parts, " "), max(1, w)))
	for i, l := range lines {
		if i == 0 && strings.HasPrefix(l, "Illustrative") {
			lines[i] = st.Warn.Render("Illustrative") + st.Subtle.Render(strings.TrimPrefix(l, "Illustrative"))
			continue
		}
		lines[i] = st.Subtle.Render(l)
	}
	return lines
}

// shortTier writes a tier in few characters: "5", "4+PB", "PB".
func shortTier(g game.Game, spots int, t game.Tier) string {
	switch {
	case t.Bonus && t.Matches == 0:
		return "PB"
	case t.Bonus:
		return fmt.Sprintf("%d+PB", t.Matches)
	}
	return fmt.Sprintf("%d/%d", t.Matches, spots)
}

// payFull: the pay table, one tier a line with its exact odds, and its
// exact return — labelled as the illustration it is.
func (s *Model) payFull(w int) []string {
	st := s.c.Styles()
	g := s.table.Game()
	n := s.payTicketSize()
	head := st.Warn.Render("Pay table: ILLUSTRATIVE") + st.Subtle.Render(fmt.Sprintf(", not %s's real prizes", g.Title))
	if g.MinSpots != g.MaxSpots {
		head += st.Subtle.Render(fmt.Sprintf(" · %d spots", n))
	}
	lines := []string{draw.Truncate(head, w)}
	tiers := g.Tiers(n)
	nameW, chipsW := 0, 0
	for _, t := range tiers {
		nameW = max(nameW, len([]rune(g.TierName(n, t))))
		chipsW = max(chipsW, len(chipsText(t.Chips)))
	}
	for _, t := range tiers {
		lines = append(lines, draw.Truncate(fmt.Sprintf("  %-*s  %*s   %s", nameW, g.TierName(n, t),
			chipsW, chipsText(t.Chips), st.Subtle.Render("1 in "+st.Glyphs.Text(oneIn(t.Prob)))), w))
	}
	ret := g.Return(n)
	f, _ := ret.Float64()
	lines = append(lines, draw.Truncate(st.Subtle.Render(draw.FirstFit(w,
		fmt.Sprintf("  pays back %.1f%% of stakes on average (exact %s)", 100*f, ret.RatString()),
		fmt.Sprintf("  pays back %.1f%% of stakes on average", 100*f))), w))
	return lines
}

// oneIn writes 1/p as prize charts do: "435,897", "11,688,053.52",
// "8.84".
func oneIn(p *big.Rat) string {
	if p.Sign() <= 0 {
		return "∞"
	}
	inv := new(big.Rat).Inv(p)
	if inv.IsInt() {
		return text.Int(inv.Num().Int64())
	}
	f, _ := inv.Float64()
	whole := math.Floor(f)
	cents := int(math.Round((f - whole) * 100))
	if cents == 100 {
		whole, cents = whole+1, 0
	}
	return fmt.Sprintf("%s.%02d", text.Int(int64(whole)), cents)
}
