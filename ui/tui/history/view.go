package history

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/games/casino"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// The regions: the summary (a line, and the last replay's summary when
// it is current), the list, a blank line and the detail.
const detailLines = 7

// listHeight is the list's share of the screen: what the summary and the
// selected round's detail (at least detailLines) leave.
func (s *Model) listHeight() int {
	return max(1, s.H-2-len(s.head())-max(detailLines, len(s.detailView())))
}

// detailView is the selected round's detail, settled or in play.
func (s *Model) detailView() []string {
	if s.items() == 0 {
		return nil
	}
	r, open := s.item(s.cursor)
	if open != nil {
		return s.openDetail(open)
	}
	return s.detail(r)
}

func (s *Model) View() string {
	st := s.c.Styles()
	n := s.items()
	if n == 0 {
		return strings.Join([]string{
			st.Title.Render("History & replay"), "",
			draw.WrapText("No rounds yet. Every round you settle at a table — a craps decision, a Yahtzee game, a draw, a solitaire deal, a poker hand — appears here, and enter re-deals it from what was saved to check that it comes out the same.", s.W),
		}, "\n")
	}
	lines := s.head()
	lh := s.listHeight()
	top := s.top()
	for i := top; i < min(n, top+lh); i++ {
		lines = append(lines, s.c.Mark(ZoneRow(i-top), s.row(i)))
	}
	for len(lines) < len(s.head())+lh {
		lines = append(lines, "")
	}
	lines = append(lines, "")
	lines = append(lines, s.detailView()...)
	return draw.Fit(strings.Join(lines, "\n"), s.W, s.H)
}

// head is the summary line, then the last "replay every round" summary
// while it covers the rounds on show.
func (s *Model) head() []string {
	out := []string{s.summary()}
	if err := s.ledger.Check(); err != nil {
		out = append(out, draw.WrapStyled(s.c.Styles().Bad, "The bankroll does not add up: "+err.Error(), s.W)...)
	}
	if s.allMsg != "" && s.allOf == len(s.rounds()) {
		out = append(out, draw.WrapStyled(s.c.Styles().Em, s.allMsg, s.W)...)
	}
	return out
}

// summary is the count (the latest kept of a long session), the rounds
// in play, the bankroll check over the whole session file and whether
// the rounds are saved.
func (s *Model) summary() string {
	st := s.c.Styles()
	b := s.ledger
	count := text.Plural(len(s.rounds()), "round") + " saved"
	if s.trimmed() {
		count = fmt.Sprintf("latest %s of %s rounds", text.Int(int64(len(s.rounds()))), text.Int(int64(b.Count())))
	}
	if n := len(s.open()); n > 0 {
		count += fmt.Sprintf(" and %d in play", n)
	}
	line := st.Text.Render(count + " · ")
	if b.Check() != nil { // the next line says where
		line += st.Bad.Render(st.Glyphs.Text("bankroll ✗"))
	} else {
		line += st.Good.Render(st.Glyphs.Text("bankroll adds up ✓"))
	}
	if !b.Saved() {
		line += st.Subtle.Render(" · not saved (--no-save)")
	}
	return draw.Truncate(line, s.W)
}

// row is the i-th entry of the list.
func (s *Model) row(i int) string {
	st := s.c.Styles()
	r, open := s.item(i)
	var line string
	if open != nil {
		line = "  " + st.Warn.Render(fmt.Sprintf("%-5s", "open")) + fmt.Sprintf(" %-9s %6s %7s  %s on the table, in play",
			r.Table, "", text.Int(int64(r.Bankroll)), text.Int(int64(open.Stake)))
	} else if s.sealed(r) {
		line = "  " + fmt.Sprintf("#%-4d %-9s %6s %7s  ", r.Seq, r.Table, "", text.Int(int64(s.shownBankroll(r)))) + st.Warn.Render("being dealt")
	} else {
		line = s.mark(r.Seq) + fmt.Sprintf("#%-4d %-9s %6s %7s  ", r.Seq, r.Table, text.Signed(r.Net), text.Int(int64(s.shownBankroll(r))))
		line += draw.FitClauses(r.Outcome, s.W-2-lipgloss.Width(line)) // the detail below has all of it
	}
	if i == s.cursor {
		return st.Selected.Render(draw.Truncate("› "+line, s.W))
	}
	return draw.Truncate("  "+line, s.W)
}

// mark is a round's replay mark: ✓ the same, ✗ not, – cannot replay,
// blank before its replay.
func (s *Model) mark(seq int) string {
	st := s.c.Styles()
	v, ok := s.checks[seq]
	switch {
	case !ok:
		return "  "
	case v == "":
		return st.Good.Render("✓ ")
	case strings.HasPrefix(v, "cannot"):
		return st.Subtle.Render("– ")
	}
	return st.Bad.Render("✗ ")
}

// detail is the selected round's record: where its randomness came from,
// its moves and outcome, and its replay's verdict.
func (s *Model) detail(r round.Record) []string {
	st := s.c.Styles()
	when := r.Time.Local().Format("2006-01-02 15:04:05")
	if s.sealed(r) { // settled as its riffles were drawn: the deal tells it
		out := []string{st.Em.Render(fmt.Sprintf("Round %d", r.Seq)) + st.Subtle.Render(fmt.Sprintf(" · %s · %s", r.Table, when))}
		out = append(out, draw.WrapStyled(st.Text, "Being dealt: its outcome shows here when the "+r.Table+" table's deal ends.", s.W)...)
		return append(out, draw.WrapStyled(st.Subtle, "It is saved already, so a program stopped now keeps it; enter replays it then.", s.W)...)
	}
	out := []string{st.Em.Render(fmt.Sprintf("Round %d", r.Seq)) + st.Subtle.Render(fmt.Sprintf(" · %s · %s", r.Table, when))}
	out = append(out, draw.WrapStyled(st.Text, "Drawn "+st.Glyphs.Text(source(r)), s.W)...)
	out = append(out, s.movesLines("Moves: ", r.Moves)...)
	out = append(out, draw.WrapStyled(st.Text, "Outcome: "+r.Outcome+" · digest "+r.Digest, s.W)...)
	switch v, ok := s.checks[r.Seq]; {
	case !ok:
		out = append(out, draw.WrapStyled(st.Subtle, "enter re-deals this round from the record alone and compares every die, ball and card.", s.W)...)
	case v == "":
		out = append(out, st.Good.Render(st.Glyphs.Text("✓ Replayed: the same outcome, digest and net, bit for bit.")))
		for _, l := range s.streets[r.Seq] {
			out = append(out, draw.WrapStyled(st.Text, st.Glyphs.Text(l), s.W)...)
		}
	default:
		out = append(out, draw.WrapStyled(st.Bad, v, s.W)...)
	}
	return out
}

// openDetail is a round in play's record so far: its stake on the
// table, its source and moves; enter on it was answered in one line.
func (s *Model) openDetail(e *casino.Entry) []string {
	st := s.c.Styles()
	r, stake := *e.Round, e.Stake
	when := r.Time.Local().Format("2006-01-02 15:04:05")
	out := []string{st.Em.Render("Round in play") + st.Subtle.Render(fmt.Sprintf(" · %s · saved %s", r.Table, when))}
	out = append(out, draw.WrapStyled(st.Text, fmt.Sprintf("%s on the %s table; the bankroll was %s with them.",
		text.Plural(stake, "chip"), r.Table, text.Int(int64(r.Bankroll))), s.W)...)
	out = append(out, draw.WrapStyled(st.Text, "Drawn "+st.Glyphs.Text(source(r)), s.W)...)
	out = append(out, s.movesLines("Moves so far: ", r.Moves)...)
	msg, style := "Once the "+r.Table+" table settles it, enter re-deals it.", st.Subtle
	if s.asked == e.Round {
		msg, style = "Not replayable yet: it is in play until the "+r.Table+" table settles it.", st.Warn
	}
	return append(out, draw.WrapStyled(style, msg, s.W)...)
}

// maxMoveLines is how many lines a round's moves take in the detail; a
// longer game says how many more moves there are.
const maxMoveLines = 2

// movesLines are a round's moves after lead, wrapped, at most
// maxMoveLines: whole moves, then how many more the record holds.
func (s *Model) movesLines(lead string, moves []string) []string {
	st := s.c.Styles()
	for n := len(moves); n >= 0; n-- {
		txt := lead + strings.Join(moves[:n], " · ")
		if n < len(moves) {
			txt += fmt.Sprintf(" and %s more", text.Plural(len(moves)-n, "move"))
		}
		if lines := draw.WrapStyled(st.Subtle, txt, s.W); len(lines) <= maxMoveLines || n == 0 {
			return lines
		}
	}
	return nil
}

// source says where a round's randomness came from: a generator's seed
// and position, or a provably fair round's seeds.
func source(r round.Record) string {
	src := fmt.Sprintf("from %s seed %d, %s outputs into its stream", r.Gen, r.Seed, text.Int(int64(r.Pos)))
	if r.Gen == "os" {
		src = "from os, which has no seed: this round cannot be replayed"
	}
	if r.Fair != nil {
		src = fmt.Sprintf("provably fair: client seed %q, nonce %d, commitment %s…, server seed %s…", r.Fair.Client, r.Fair.Nonce, r.Fair.Commit[:min(16, len(r.Fair.Commit))], r.Fair.Server[:min(16, len(r.Fair.Server))])
	}
	if r.Algo != "" {
		src += ", shuffled by " + r.Algo
	}
	return src
}
