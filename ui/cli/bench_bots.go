package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"text/tabwriter"
	"time"

	"riffle/engine/rng"
	"riffle/games/holdem"
	"riffle/ui/text"
)

const benchBotsHelp = `Plays Hold'em's computer players against each other and says how each
style plays and what it wins: seeded self-play at blinds 5/10 (fixed limit
unless --limit says otherwise),
every seat starting each hand with 100 big blinds, the button moving a seat
a hand, the seats taking the styles in turn (tight-aggressive,
loose-aggressive, calling-station, tight-passive, maniac, and the folder,
the control that folds every hand it can and so loses its blinds).

  VPIP   hands it put chips in before the flop of its own will
  PFR    hands it raised before the flop
  AF     bets and raises per call after the flop
  WTSD   flops seen that it went to the showdown with
  bb/100 big blinds won per 100 hands, ± its standard error

  --hands N   hands to play, 1…10,000,000                 (default 100,000)
  --seats K   players at the table, 2…9                          (default 6)
  --seed S    decimal, negative or 0x-hex: the same seed plays the same
              hands                                              (default 1)
  --limit L   fixed, pot or no                               (default fixed)
  --json      {"hands","seats","limit","seconds","styles":[{"style","vpip","pfr",
              "af","wtsd","bb_per_100","se"}]}, rates as fractions
`

type benchBotsJSON struct {
	Hands   int             `json:"hands"`
	Seats   int             `json:"seats"`
	Limit   string          `json:"limit"`
	Seconds float64         `json:"seconds"`
	Styles  []benchBotStyle `json:"styles"`
}

type benchBotStyle struct {
	Style    string  `json:"style"`
	VPIP     float64 `json:"vpip"`
	PFR      float64 `json:"pfr"`
	AF       float64 `json:"af"`
	WTSD     float64 `json:"wtsd"`
	BBPer100 float64 `json:"bb_per_100"`
	SE       float64 `json:"se"`
}

// benchStyles are the styles self-play seats in turn: the table's five
// and the folder.
func benchStyles() []holdem.Style { return append(holdem.Styles(), holdem.Folder()) }

func runBenchBots(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("bench bots", flag.ContinueOnError)
	handsStr := fs.String("hands", "100000", "")
	seatsStr := fs.String("seats", "6", "")
	seedStr := fs.String("seed", "1", "")
	asJSON := fs.Bool("json", false, "")
	limitStr := fs.String("limit", "fixed", "")
	if err := ParseFlags(fs, args); errors.Is(err, flag.ErrHelp) {
		return helpRequest{text: "usage: riffle bench bots [--hands N] [--seats K] [--seed S] [--limit fixed|pot|no] [--json]\n\n" + benchBotsHelp}
	} else if err != nil {
		return err
	}
	hands, err := IntFlag("hands", *handsStr, 1, 10_000_000)
	if err != nil {
		return err
	}
	seats, err := IntFlag("seats", *seatsStr, holdem.MinPlayers, holdem.MaxPlayers)
	if err != nil {
		return err
	}
	seed, err := rng.ParseSeed(*seedStr)
	if err != nil {
		return Usagef("--seed: %v", err)
	}
	limit, err := holdem.ParseLimit(*limitStr)
	if err != nil {
		return Usagef("--limit: %v", err)
	}
	start := time.Now()
	st, err := holdem.SelfPlay(int(hands), int(seats), benchStyles(), limit, seed, runtime.GOMAXPROCS(0))
	if err != nil {
		return err
	}
	j := benchBotsJSON{Hands: int(hands), Seats: int(seats), Limit: limit.Word(), Seconds: time.Since(start).Seconds()}
	for _, s := range st {
		m, se := s.BBPer100(holdem.DefaultBlinds.Big)
		j.Styles = append(j.Styles, benchBotStyle{Style: s.Style.String(), VPIP: s.Rate(s.VPIP), PFR: s.Rate(s.PFR), AF: s.AF(),
			WTSD: s.WTSD(), BBPer100: m, SE: se})
	}
	if *asJSON {
		return writeJSON(out, j)
	}
	fmt.Fprintf(out, "%s hands at %d seats, %s 5/10, seed %d (%.1f s)\n\n", text.Int(hands), seats, limit, seed, j.Seconds)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "style\tVPIP\tPFR\tAF\tWTSD\tbb/100\t±\t")
	for _, s := range j.Styles {
		fmt.Fprintf(tw, "%s\t%.1f%%\t%.1f%%\t%.2f\t%.1f%%\t%+.1f\t%.1f\t\n", s.Style, 100*s.VPIP, 100*s.PFR, s.AF, 100*s.WTSD, s.BBPer100, s.SE)
	}
	return tw.Flush()
}
