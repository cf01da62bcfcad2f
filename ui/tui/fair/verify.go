package fair

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/games/round"
	"riffle/games/tables"
)

// VerifyArgs is the riffle verify command line (after "riffle") that
// recomputes a fair round: its seeds, its table and the table's own flags
// for it (games/tables.VerifyArgs). It is nil for a round that is not
// provably fair.
func VerifyArgs(r round.Record) []string {
	f := r.Fair
	if f == nil {
		return nil
	}
	args := []string{"verify", "--server-seed", f.Server, "--client-seed", f.Client, "--nonce", strconv.FormatUint(f.Nonce, 10), "--table", r.Table}
	args = append(args, tables.VerifyArgs(r)...)
	return append(args, "--commit", f.Commit)
}

// QuoteArgs quotes the arguments a shell would split or expand, as the
// screen shows them; the root's tests read it.
func QuoteArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = a
		if a == "" || strings.ContainsAny(a, " \t\n'\"$`\\*?[]#~;&|<>(){}!") {
			out[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
	}
	return out
}

// shellLines writes "riffle" and args as shell lines of at most w cells,
// each but the last ending in " \\", broken only between arguments (a flag
// stays with its value when both fit), so that the lines paste into a
// shell as one command.
func shellLines(args []string, w int) []string {
	q := QuoteArgs(args)
	var tokens []string // a flag with its value, or a lone word
	for i := 0; i < len(q); i++ {
		if strings.HasPrefix(q[i], "--") && i+1 < len(q) && !strings.HasPrefix(q[i+1], "--") {
			tokens = append(tokens, q[i]+" "+q[i+1])
			i++
			continue
		}
		tokens = append(tokens, q[i])
	}
	lines := []string{"riffle"}
	for _, t := range tokens {
		last := &lines[len(lines)-1]
		if lipgloss.Width(*last)+1+lipgloss.Width(t)+2 <= w {
			*last += " " + t
			continue
		}
		if flag, value, ok := strings.Cut(t, " "); ok && lipgloss.Width(t)+2 > w {
			lines = append(lines, flag, value)
			continue
		}
		lines = append(lines, t)
	}
	for i := range lines[:len(lines)-1] {
		lines[i] += " \\"
	}
	return lines
}
