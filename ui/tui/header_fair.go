package tui

import (
	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/common"
)

// pokerID and videoPokerID are the tables that shuffle with the session's
// shuffle: in fair mode their header says when that shuffle is biased (see
// headerNotice).
const (
	pokerID      common.ID = "poker"
	videoPokerID common.ID = "videopoker"
)

// fairHeaderBytes is the least of the next commitment the header shows in
// fair mode, at every width from 80: 16 bytes (128 bits, 32 hex digits), so
// that a seed swapped for another with the same prefix is out of reach.
const fairHeaderBytes = 16

// fairHeader is the header's title and right side in provably fair mode,
// in w cells: the first that fits of the whole commitment, then its first
// 32 hex digits with fewer words around them — the screen's title goes
// before the commitment is cut, and the bankroll's words before its figure.
func fairHeader(w int, title, bankroll, commit string) (string, string) {
	short := commit[:2*fairHeaderBytes] + "…"
	for _, c := range []struct{ title, right string }{
		{title, bankroll + " · provably fair · next commit " + commit},
		{title, bankroll + " · provably fair · commit " + short},
		{"", bankroll + " · provably fair · commit " + short},
		{"", bankroll + " · fair · commit " + short},
	} {
		if lipgloss.Width(headerLeft(c.title))+1+lipgloss.Width(c.right) <= w {
			return c.title, c.right
		}
	}
	tail := " · fair · commit " + short
	return "", common.Truncate(bankroll, max(0, w-lipgloss.Width(headerLeft(""))-1-lipgloss.Width(tail))) + tail
}

// headerLeft is the header's left side, unstyled: the name and the
// screen's title, if any.
func headerLeft(title string) string {
	if title == "" {
		return "♠ Riffle"
	}
	return "♠ Riffle  " + title
}
