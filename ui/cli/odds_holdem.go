package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"riffle/engine/cards"
	"riffle/engine/odds"
)

// holdemOdds is the holdem topic of riffle odds.
var holdemOdds = oddsTopic{
	name:    "holdem",
	summary: "Texas Hold'em showdown equity of 2 to 9 hands, every board counted",
	usage:   `holdem --hands "As Ad" "Kh Kc" [...] [--board "..."] [--json]`,
	help:    holdemOddsHelp,
	run:     runOddsHoldem,
}

const holdemOddsHelp = `Deals every board that completes the given one from the cards nobody holds,
values each hand's best five of seven, and counts for each hand the boards it
wins alone, the boards it splits, and its equity — its expected share of the
pot, a split pot shared equally:

  equity = (boards won + Σ over split boards of 1/(hands splitting)) / boards

exact, as a fraction and a decimal. Before the flop heads-up that is
C(48, 5) = 1,712,304 boards, counted on every core in a blink.

  --hands H H…  2 to 9 hands of two cards each, one argument per hand
                ("As Ad" "Kh Kc", or AsAd KhKc), or --hands repeated
  --board B     the board cards dealt so far, 0 to 5   (default: none)
  --json        one JSON object: {"hands":[..],"board":[..],"boards",
                "equity":[..],"equity_exact":["p/q",..],"win":[..],
                "tie":[..],"win_boards":[..],"tie_boards":[..]}; win and tie
                are the chances of winning alone and of splitting

Cards are a rank 2-9, T or 10, J, Q, K, A and a suit c, d, h, s.

Examples:
  riffle odds holdem --hands "As Ad" "Kh Kc"
  riffle odds holdem --hands AsAd KhKc --board 2c3d4h   # as players write them
  riffle odds holdem --hands "Ah Kh" "Qs Qd" "7c 8c" --board "Jh Th 2c"
  riffle odds holdem --hands "As Ad" "Kh Kc" --json
`

type holdemJSON struct {
	Hands       []string  `json:"hands"`
	Board       string    `json:"board"`
	Boards      int64     `json:"boards"`
	Equity      []float64 `json:"equity"`
	EquityExact []string  `json:"equity_exact"`
	Win         []float64 `json:"win"`
	Tie         []float64 `json:"tie"`
	WinBoards   []int64   `json:"win_boards"`
	TieBoards   []int64   `json:"tie_boards"`
}

// listFlag collects every value of a repeated flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, " | ") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// Repeats says that the flag is given once for each value (ParseFlags
// refuses any other flag given twice).
func (l *listFlag) Repeats() bool { return true }

// spreadHands lets --hands take several arguments: every argument after
// --hands up to the next flag (cards never start with "-") becomes its own
// --hands value. A --hands followed by no hand is refused.
func spreadHands(args []string) ([]string, error) {
	var out []string
	in, took := false, false
	for _, a := range args {
		isFlag := strings.HasPrefix(a, "-")
		if in && !took && isFlag {
			break
		}
		switch {
		case a == "--hands" || a == "-hands":
			in, took = true, false
			continue
		case isFlag:
			in = false
		case in:
			out = append(out, "--hands", a)
			took = true
			continue
		}
		out = append(out, a)
	}
	if in && !took {
		return nil, Usagef(`--hands needs hands after it: 2 to 9 of two cards, like --hands "As Ad" "Kh Kc"`)
	}
	return out, nil
}

func runOddsHoldem(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("holdem", flag.ContinueOnError)
	var handArgs listFlag
	fs.Var(&handArgs, "hands", "")
	boardStr := fs.String("board", "", "")
	asJSON := fs.Bool("json", false, "")
	args, err := spreadHands(args)
	if err != nil {
		return err
	}
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	hands, board, err := parseHoldem(handArgs, *boardStr)
	if err != nil {
		return err
	}
	res, err := odds.Holdem(hands, board)
	if err != nil {
		return err
	}
	j := holdemReport(res)
	if *asJSON {
		return writeJSON(out, j)
	}
	return writeHoldem(out, j, res)
}

// parseHoldem reads the hands and the board, each error one line naming the
// argument.
func parseHoldem(handArgs []string, boardStr string) ([][2]cards.Card, []cards.Card, error) {
	if len(handArgs) == 0 {
		return nil, nil, Usagef(`--hands is needed: 2 to 9 hands of two cards, like --hands "As Ad" "Kh Kc"`)
	}
	if len(handArgs) > odds.MaxHoldemHands {
		return nil, nil, Usagef("--hands: %d hands given: allowed %d to %d", len(handArgs), odds.MinHoldemHands, odds.MaxHoldemHands)
	}
	var hands [][2]cards.Card
	for _, h := range handArgs {
		cs, err := parseCardsFlag("hands", h, 2, "As Ad")
		if err != nil {
			return nil, nil, err
		}
		hands = append(hands, [2]cards.Card{cs[0], cs[1]})
	}
	board, err := cards.ParseCards(boardStr)
	if err != nil {
		return nil, nil, Usagef("--board %s: %s", Quote(boardStr), strings.TrimPrefix(err.Error(), "cards: "))
	}
	if err := odds.CheckHoldem(hands, board); err != nil {
		return nil, nil, Usagef("%s", err)
	}
	return hands, board, nil
}

func holdemReport(r odds.HoldemOdds) holdemJSON {
	j := holdemJSON{Board: cards.FormatCards(r.Board), Boards: r.Boards}
	for i, h := range r.Hands {
		e := r.Equity(i)
		j.Hands = append(j.Hands, cards.FormatCards(h[:]))
		j.Equity = append(j.Equity, ratFloat(e))
		j.EquityExact = append(j.EquityExact, e.RatString())
		j.Win = append(j.Win, ratFloat(r.WinProb(i)))
		j.Tie = append(j.Tie, ratFloat(r.TieProb(i)))
		j.WinBoards = append(j.WinBoards, r.Win[i])
		j.TieBoards = append(j.TieBoards, r.Tie[i])
	}
	return j
}

func writeHoldem(out io.Writer, j holdemJSON, r odds.HoldemOdds) error {
	board := "no board yet"
	if j.Board != "" {
		board = "board " + j.Board
	}
	fmt.Fprintf(out, "Texas Hold'em showdown, %s: all %s boards\n\n", board, groupDigits(j.Boards))
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%-6s\tequity\twins alone\tsplits\texact equity\t\n", "hand")
	for i := range j.Hands {
		fmt.Fprintf(tw, "%-6s\t%.4f%%\t%s\t%s\t%s\t\n", j.Hands[i], 100*j.Equity[i],
			groupDigits(j.WinBoards[i]), groupDigits(j.TieBoards[i]), r.Equity(i).RatString())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(out, "\nEquity: the hand's share of the pot over every board, a split pot shared equally.")
	return err
}
