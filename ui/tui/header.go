package tui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
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

// headerView is the header line: "♠ Riffle" and the screen's title on the
// left; the chips and the source of randomness on the right (see
// headerParts), or a notice in their place.
func (m *Model) headerView() string {
	st := m.c.Styles()
	fw := st.Header.GetHorizontalFrameSize()
	if note := m.headerNotice(); note != "" {
		if m.noticeLines() != nil { // whole under the header
			note = "Notice below (any key)"
		}
		return st.Header.Render(draw.FitLine(st.Bad.Render(draw.Truncate(note, m.w-fw)), m.w-fw))
	}
	title, right := headerParts(m.w-fw, m.screenTitle(), m.chipsWords(), m.sourceWords())
	key := draw.MemoKey(strconv.Itoa(m.w), strconv.FormatBool(st.Color), title, right)
	return m.header.Draw(key, func() string { return m.drawHeader(title, right) })
}

// chipsWords is the chips, longest wording first: with nothing on any table
// "1,000 chips"; otherwise those in hand and those on the tables, which
// the tables' rounds in play hold until they are decided.
func (m *Model) chipsWords() []string {
	b := m.ledger
	hand, staked := text.Int(int64(b.InHand())), text.Int(int64(b.ShownStaked()))
	if b.ShownStaked() == 0 {
		return []string{hand + " chips", hand}
	}
	return []string{hand + " in hand · " + staked + " on table", hand + " + " + staked + " on table", hand + "+" + staked}
}

// sourceWords is where the next round's randomness comes from, longest
// wording first, each whole: the generator, the shuffle and the whole
// seed; in provably fair mode, the next round's commitment (the whole of
// it, then its first 32 hex digits).
func (m *Model) sourceWords() []string {
	if b := m.ledger; b.Fair() && len(b.Pending()) >= 2*fairHeaderBytes {
		commit := b.Pending()
		short := commit[:2*fairHeaderBytes] + "…"
		return []string{"provably fair · next commit " + commit, "provably fair · commit " + short, "fair · commit " + short}
	}
	s := m.c.Settings()
	return []string{
		s.Gen.Name + " · shuffle " + s.Algo.Name + " · seed " + s.SeedText(),
		s.Gen.Name + " · " + s.Algo.Name + " · seed " + s.SeedText(),
	}
}

// headerParts chooses the header's title and right side for w cells,
// giving way step by step until they fit: first the source's wordings in
// turn (never the source itself), then the title's second part ("Video
// poker" of "Video poker · Jacks or Better 9/6"), the chips' long words,
// the title, and last the chips' words (their figures stay). The source
// fits beside "♠ Riffle" at 80 columns with the longest generator and
// shuffle names and a 20-digit seed: only a chips figure too long for
// what is left is cut.
func headerParts(w int, title string, chips, source []string) (string, string) {
	fits := func(title, right string) bool {
		return lipgloss.Width(headerLeft(title))+2+lipgloss.Width(right) <= w // two spaces between
	}
	src := source[len(source)-1]
	type step struct{ title, chips, source string }
	var steps []step
	for _, s := range source {
		steps = append(steps, step{title, chips[0], s})
	}
	first, _, _ := strings.Cut(title, " · ")
	short := chips[max(0, len(chips)-2)] // the shortest words before the bare figures
	steps = append(steps, step{first, chips[0], src}, step{first, short, src}, step{"", short, src}, step{"", chips[len(chips)-1], src})
	for _, s := range steps {
		if r := s.chips + " · " + s.source; fits(s.title, r) {
			return s.title, r
		}
	}
	tail := " · " + src
	room := w - lipgloss.Width(headerLeft("")) - 1 - lipgloss.Width(tail)
	if room < 2 {
		return "", draw.Truncate(src, max(0, w-lipgloss.Width(headerLeft(""))-1))
	}
	return "", draw.Truncate(chips[len(chips)-1], room) + tail
}

// headerLeft is the header's left side, unstyled: the name and the
// screen's title, if any.
func headerLeft(title string) string {
	if title == "" {
		return "♠ Riffle"
	}
	return "♠ Riffle  " + title
}

// drawHeader draws the header line: the title and screen on the left, the
// chips and the source of randomness on the right.
func (m *Model) drawHeader(title, rightText string) string {
	st := m.c.Styles()
	fw := st.Header.GetHorizontalFrameSize()
	left := st.HeaderTitle.Render(headerLeft(""))
	if title != "" {
		left += st.HeaderInfo.Render("  " + title)
	}
	right := st.HeaderInfo.Render(rightText)
	gap := m.w - fw - lipgloss.Width(left) - lipgloss.Width(right)
	if gap < 1 {
		right = draw.Truncate(right, max(0, m.w-fw-lipgloss.Width(left)-1))
		gap = max(1, m.w-fw-lipgloss.Width(left)-lipgloss.Width(right))
	}
	line := left + st.HeaderInfo.Render(strings.Repeat(" ", max(0, gap))) + right
	return st.Header.Render(draw.Truncate(line, m.w-fw))
}

// noticeLines are the notice from the start, whole, wrapped to the width,
// when the header's line cannot hold it (a damaged file's notice names the
// copy it kept, whose path is long): the frame shows them under the header
// until the next key. nil when the header holds it, or there is none.
func (m *Model) noticeLines() []string {
	st := m.c.Styles()
	if m.notice == "" || lipgloss.Width(m.notice+" (any key)") <= m.w-st.Header.GetHorizontalFrameSize() {
		return nil
	}
	return draw.WrapStyled(st.Bad, st.Glyphs.Text(m.notice+" (any key)"), max(1, m.w-2))
}

// headerNotice is what the header says instead of the settings: a
// notice from the start (a damaged session file) until the next key, or
// that saving has failed.
func (m *Model) headerNotice() string {
	if m.notice != "" {
		return m.notice + " (any key)"
	}
	if note := m.classNotice(); note != "" {
		return note
	}
	b := m.ledger
	if err := b.SaveErr(); err != nil {
		return "Not saving: " + err.Error()
	}
	if err := m.c.FairShuffleErr(m.ledger); err != nil && (m.screen == pokerID || m.screen == videoPokerID) {
		return fmt.Sprintf("Not provably fair: shuffle %q is biased (the lobby's a picks a fair one)", m.c.Settings().Algo.Name)
	}
	if err := b.FairErr(); err != nil && b.Fair() {
		return "Provably fair mode has no server seed: " + err.Error()
	}
	if err := m.ledger.Err(); err != nil {
		return "The books do not add up: " + err.Error()
	}
	return ""
}
