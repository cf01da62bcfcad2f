package history

import (
	"fmt"
	"strings"

	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// The regions: a summary line, the list, a blank line and the detail.
const detailLines = 7

func (s *Model) listHeight() int { return max(1, s.h-3-detailLines) }

func (s *Model) View() string {
	st := s.c.Styles
	rs := s.rounds()
	if len(rs) == 0 {
		return strings.Join([]string{
			st.Title.Render("History & replay"), "",
			common.WrapText("No rounds yet. Every round you settle at a table — a craps decision, a Yahtzee game, a draw, a solitaire deal, a poker hand — appears here, and enter re-deals it from what was saved to check that it comes out the same.", s.w),
		}, "\n")
	}
	lines := []string{s.summary()}
	lh := s.listHeight()
	top := max(0, min(s.cursor-lh/2, len(rs)-lh))
	for i := top; i < min(len(rs), top+lh); i++ {
		lines = append(lines, s.row(i))
	}
	for len(lines) < 1+lh {
		lines = append(lines, "")
	}
	lines = append(lines, "")
	lines = append(lines, s.detail(s.newest(s.cursor))...)
	return common.Fit(strings.Join(lines, "\n"), s.w, s.h)
}

// summary is the count, the bankroll check and where the rounds are saved.
func (s *Model) summary() string {
	st := s.c.Styles
	rs := s.rounds()
	line := st.Text.Render(fmt.Sprintf("%s saved · ", text.Plural(len(rs), "round")))
	if err := s.chain(); err != nil {
		line += st.Bad.Render("bankroll does not add up: " + err.Error())
	} else {
		line += st.Good.Render("bankroll adds up ✓")
	}
	if s.c.Book().Save == nil {
		line += st.Subtle.Render(" · not saved to disk (--no-save)")
	}
	if s.allMsg != "" && s.allOf == len(rs) {
		line += " " + st.Em.Render(s.allMsg)
	}
	return common.Truncate(line, s.w)
}

// row is one round in the list.
func (s *Model) row(i int) string {
	st := s.c.Styles
	r := s.newest(i)
	mark := "  "
	if v, ok := s.checks[r.Seq]; ok {
		switch {
		case v == "":
			mark = st.Good.Render("✓ ")
		case strings.HasPrefix(v, "cannot"):
			mark = st.Subtle.Render("– ")
		default:
			mark = st.Bad.Render("✗ ")
		}
	}
	net := fmt.Sprintf("%6s", text.Signed(r.Net))
	txt := fmt.Sprintf("#%-4d %-9s %s %7s  ", r.Seq, r.Table, net, text.Int(int64(r.Bankroll)))
	line := mark + txt + r.Outcome
	if i == s.cursor {
		return st.Selected.Render(common.Truncate("› "+line, s.w))
	}
	return common.Truncate("  "+line, s.w)
}

// detail is the selected round's record: where its randomness came from,
// its moves and outcome, and its replay's verdict.
func (s *Model) detail(r round.Record) []string {
	st := s.c.Styles
	when := r.Time.Local().Format("2006-01-02 15:04:05")
	out := []string{st.Em.Render(fmt.Sprintf("Round %d", r.Seq)) + st.Subtle.Render(fmt.Sprintf(" · %s · %s", r.Table, when))}
	out = append(out, common.Truncate(st.Text.Render("Drawn "+source(r)), s.w))
	out = append(out, common.Truncate(st.Subtle.Render("Moves: "+strings.Join(r.Moves, " · ")), s.w))
	out = append(out, common.Truncate(st.Text.Render("Outcome: "+r.Outcome+" · digest "+r.Digest), s.w))
	switch v, ok := s.checks[r.Seq]; {
	case !ok:
		out = append(out, st.Subtle.Render("enter re-deals this round from the record alone and compares every die, ball and card."))
	case v == "":
		out = append(out, st.Good.Render("✓ Replayed: the same outcome, digest and net, bit for bit."))
	default:
		out = append(out, common.WrapStyled(st.Bad, v, s.w)...)
	}
	return out
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
