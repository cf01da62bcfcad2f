package fair

import (
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/rng"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// explanation is the scheme in plain words.
const explanation = "How can you trust a casino's shuffle? Before a round the casino picks a secret server seed and shows you its SHA-256 fingerprint, the commitment: it cannot change the seed afterwards without the fingerprint changing. " +
	"You add a client seed of your own, so the casino cannot have chosen a seed to suit the round. " +
	"Every die, ball and card of the round then comes from HMAC-SHA256(server seed, \"client seed:nonce:0\"), then \":1\", and so on, read as 64-bit numbers; a number from 1 to n is taken from the low bits and redrawn when too large — never by remainder, which would favour small values. " +
	"After the round the server seed is revealed: hash it to see it is the one committed to, and run riffle verify (or any HMAC tool) to redraw the round yourself."

func (s *Model) View() string {
	st := s.c.Styles()
	lines := s.modeLines()
	lines = append(lines, "")
	lines = append(lines, s.revealedLines(s.ledger.Revealed())...)
	// The explanation comes last: on a short terminal it is what gets cut,
	// never the seeds.
	lines = append(lines, "")
	lines = append(lines, draw.WrapStyled(st.Subtle, explanation, s.W)...)
	return draw.Fit(strings.Join(lines, "\n"), s.W, s.H)
}

// modeLines are the mode, the client seed (or its field), the note and
// the next round's commitment.
func (s *Model) modeLines() []string {
	st := s.c.Styles()
	b := s.ledger
	title := st.Title.Render("Provably fair rounds") + st.Text.Render(" · mode ")
	lines := []string{title + st.Good.Render("on")}
	if !b.Fair() {
		const why = "the tables deal from the session's generator and seed"
		lines = []string{title + st.Warn.Render("off") + st.Subtle.Render(" — "+why)}
		if lipgloss.Width(lines[0]) > s.W { // too narrow for one line: why goes below
			lines = append([]string{title + st.Warn.Render("off")}, draw.WrapStyled(st.Subtle, text.Capitalize(why)+".", s.W)...)
		}
	}
	lines[0] = s.c.Mark(ZoneMode, lines[0])
	if s.editing {
		lines = append(lines, s.input.View())
	} else {
		lines = append(lines, s.c.Mark(ZoneClient, draw.Truncate(st.Text.Render(fmt.Sprintf("Your client seed: %q · next nonce %d", b.Client(), b.Nonce())), s.W)))
	}
	if s.note != "" {
		style := st.Text
		if s.noteBad {
			style = st.Bad
		}
		lines = append(lines, draw.WrapStyled(style, s.note, s.W)...)
	}
	if err := s.c.FairShuffleErr(s.ledger); err != nil { // chosen in the Shuffle Lab
		lines = append(lines, draw.WrapStyled(st.Bad, "Poker is not dealt provably fair: the session's "+err.Error()+".", s.W)...)
	}
	if commit := b.Pending(); b.Fair() && commit != "" {
		lines = append(lines, draw.WrapStyled(st.Text, "Next round's commitment: "+commit, s.W)...)
	}
	return lines
}

// revealedLines show the last fair round's seeds, the commitment check
// and the command that recomputes it, broken only between arguments.
func (s *Model) revealedLines(r *round.Record) []string {
	st := s.c.Styles()
	if r == nil || r.Fair == nil {
		return []string{st.Subtle.Render("No fair round settled yet: its server seed will be revealed here.")}
	}
	rec, f := *r, r.Fair
	check := st.Bad.Render(st.Glyphs.Text("✗ its SHA-256 does not match the commitment"))
	if seed, err := hex.DecodeString(f.Server); err == nil && rng.Commit(seed) == f.Commit {
		check = st.Good.Render(st.Glyphs.Text("✓ its SHA-256 is the commitment shown before the round"))
	}
	out := draw.WrapStyled(st.Text, fmt.Sprintf("Round %d (%s, nonce %d) revealed its server seed %s", rec.Seq, rec.Table, f.Nonce, f.Server), s.W)
	out = append(out, check, st.Text.Render("Recompute it:"))
	for _, l := range shellLines(VerifyArgs(rec), s.W) {
		out = append(out, st.Em.Render(l))
	}
	return out
}
