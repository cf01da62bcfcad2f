package fair

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/games/lottery"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/games/solitaire"
	"riffle/games/videopoker"
	"riffle/games/yahtzee"
)

// VerifyArgs is the riffle verify command line (after "riffle") that
// recomputes a fair round: its seeds, its table and the table's settings
// read from its moves. It is nil for a round that is not provably fair.
func VerifyArgs(r round.Record) []string {
	f := r.Fair
	if f == nil {
		return nil
	}
	args := []string{"verify", "--server-seed", f.Server, "--client-seed", f.Client, "--nonce", strconv.FormatUint(f.Nonce, 10), "--table", r.Table}
	var first []string
	if len(r.Moves) > 0 {
		first = strings.Fields(r.Moves[0])
	}
	switch {
	case r.Table == yahtzee.Name && len(first) == 3:
		args = append(args, "--dice", first[1], "--sides", first[2])
	case r.Table == lottery.Name && len(first) == 2:
		args = append(args, "--game", first[1])
	case r.Table == solitaire.Name && len(first) == 2:
		args = append(args, "--shuffles", first[1])
	case r.Table == poker.Name && len(first) == 3 && first[0] == "holdem":
		args = append(args, "--algo", r.Algo, "--players", first[1])
	case r.Table == poker.Name && len(first) == 3:
		args = append(args, "--algo", r.Algo, "--hands", first[1], "--size", first[2])
	case r.Table == videopoker.Name && len(r.Moves) == 3 && len(first) == 2:
		// The bet and the holds are not in the seeds: without them
		// verify would draw for the default bet and holds, another round.
		bet, hold := strings.Fields(r.Moves[1]), strings.Fields(r.Moves[2])
		if len(bet) == 2 && len(hold) == 2 {
			args = append(args, "--algo", r.Algo, "--paytable", first[1], "--bet", bet[1], "--hold", hold[1])
		}
	}
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
