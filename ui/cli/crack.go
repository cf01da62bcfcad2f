package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/poker"
	"riffle/ui/text"
)

const dealHelp = `Deals one hand of Texas Hold'em from a shuffled deck and prints every card:
each player's two hole cards (player 1 first), the flop, the turn and the
river, and the whole deck top card first. Cards are written "Ah", "Td", "2c".
Dealing: one card to each player in turn, twice; burn one, flop three; burn
one, the turn; burn one, the river.

With --algo asf --gen delphi it is the 1999 ASF Software server: the seed is
Delphi's RandSeed, which Randomize set to the milliseconds since midnight.
Give it with --seed, or as a time with --at; without either the deal is seeded
from this computer's clock, as the server did. "riffle crack" then finds the
seed from what player 1 sees.

  --algo NAME    a shuffle that orders the whole deck      (default fisher-yates)
  --gen NAME     generator; lcg:A,C,M for a custom LCG            (default pcg)
  --seed S       decimal, negative or 0x-hex (default: from the OS; delphi: the
                 clock's milliseconds since midnight)
  --at TIME      delphi only: the seed Randomize gives at HH:MM:SS.mmm
  --players P    players at the table, 2…10                          (default 6)
  --json         one JSON object: {"algo","gen","seed","deck":[…],
                 "players":[{"hole":[…]}],"burn":[…],"flop":[…],"turn","river"}

Examples:
  riffle deal --algo asf --gen delphi --at 21:14:03.250 --players 4
  riffle deal --algo asf --gen delphi --seed 76443250 --json
`

const crackHelp = `Cheat like it's 1999: finds the seed of a deal by the ASF Software shuffle
(its 52 swaps with Delphi's Random(51)) seeded by Randomize, from what player 1
sees at the flop: two hole cards and three board cards. It tries every seed of
a window around the clock first, then the whole day (86,400,000 seeds), and
prints every seed that deals those five cards (usually one), with the deck it
deals: every opponent's hole cards and the turn and river before they come.

  --hole "C C"      player 1's two cards, in the order dealt   (required)
  --flop "C C C"    the flop, in the order dealt               (required)
  --players P       players at the table, 2…10                 (default 6)
  --around TIME     the clock to search around, HH:MM:SS.mmm
                                              (default: this computer's clock)
  --window-ms W     search ±W ms around it first, 0…43,199,999; -1 searches the
                    whole day at once                          (default 2,000)
  --workers W       goroutines, 1…256             (default: one per core)
  --json            one JSON object: {"seed","seeds":[…],"tried","elapsed_ms",
                    "searched","deck":[…],"decks":[[…]]}; "deck" is the first
                    seed's deck, "decks" one per seed

It exits 1 if no seed of the day deals the five cards: the deal did not come
from this shuffle and generator (or the table size or card order is wrong).

Example:
  riffle deal --algo asf --gen delphi --at 21:14:03.250 --players 4
  riffle crack --hole "Ah Kd" --flop "7c 7d 2s" --players 4 --around 21:14:03
`

var (
	dealCommand = command{name: "deal", summary: "deal a Hold'em hand from any shuffle and generator",
		usage: "deal [--algo NAME] [--gen NAME] [--seed S | --at TIME] [--players P] [--json]", help: dealHelp, run: runDeal}
	crackCommand = command{name: "crack", summary: "find a 1999 ASF deal's seed from two hole cards and the flop",
		usage: "crack --hole \"C C\" --flop \"C C C\" [--players P] [--around TIME]\n                      [--window-ms W] [--workers W] [--json]", help: crackHelp, run: runCrack}
)

type holeJSON struct {
	Hole []string `json:"hole"`
}

type dealJSON struct {
	Algo    string     `json:"algo"`
	Gen     string     `json:"gen"`
	Seed    any        `json:"seed"`
	Clock   string     `json:"clock,omitempty"`
	Deck    []string   `json:"deck"`
	Players []holeJSON `json:"players"`
	Burn    []string   `json:"burn"`
	Flop    []string   `json:"flop"`
	Turn    string     `json:"turn"`
	River   string     `json:"river"`
}

const defaultPlayers = 6

func cardStrings(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// dealOptions are deal's flags, checked: the shuffle, the generator seeded
// as asked, and the table.
type dealOptions struct {
	algo    shuffle.Algorithm
	info    rng.Info
	seed    uint64
	g       rng.Generator
	clock   int // Delphi's Randomize clock in ms since midnight, or -1
	players int64
	asJSON  bool
}

// parseDealFlags reads and checks deal's flags, in the order they are
// reported: --algo, --gen, --players, then --seed and --at.
func parseDealFlags(args []string) (dealOptions, error) {
	var o dealOptions
	fs := flag.NewFlagSet("deal", flag.ContinueOnError)
	algoName := fs.String("algo", "fisher-yates", "")
	genName := fs.String("gen", "pcg", "")
	seedStr := fs.String("seed", "", "")
	at := fs.String("at", "", "")
	playersStr := fs.String("players", fmt.Sprint(defaultPlayers), "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return o, err
	}
	o.asJSON = *asJSON
	var err error
	if o.algo, err = shuffle.Lookup(*algoName); err != nil {
		return o, Usagef("--algo: %v", err)
	}
	if o.info, err = lookupGen(*genName); err != nil {
		return o, err
	}
	if o.players, err = IntFlag("players", *playersStr, poker.MinPlayers, poker.MaxPlayers); err != nil {
		return o, err
	}
	delphi := o.info.Name == "delphi"
	o.clock = -1
	switch {
	case *at != "" && *seedStr != "":
		return o, Usagef("give --seed or --at, not both")
	case *at != "":
		if !delphi {
			return o, Usagef("--at sets Delphi's Randomize seed: it needs --gen delphi")
		}
		if o.clock, err = poker.ParseClock(*at); err != nil {
			return o, Usagef("--at: %v", err)
		}
		*seedStr = fmt.Sprint(o.clock)
	case *seedStr == "" && delphi:
		o.clock = int(rng.Randomize(time.Now()))
		*seedStr = fmt.Sprint(o.clock)
	}
	if o.seed, o.g, err = seededGen(o.info, *seedStr); err != nil {
		return o, err
	}
	if delphi && o.clock < 0 && uint32(o.seed) < poker.DaySeeds {
		o.clock = int(uint32(o.seed))
	}
	return o, nil
}

func runDeal(args []string, out io.Writer) error {
	o, err := parseDealFlags(args)
	if err != nil {
		return err
	}
	algo, info := o.algo, o.info
	dealer, err := poker.NewDealer(algo, o.g)
	if err != nil {
		return Usagef("--algo: %v", err)
	}
	deck, err := dealer.Shuffle()
	if errors.Is(err, poker.ErrNoDeck) {
		return Usagef("--gen %s never lets --algo %s finish a deck: choose another generator or shuffle", info.Name, algo.Name)
	}
	if err != nil {
		return err
	}
	h := poker.DealHoldem(deck, int(o.players))
	j := dealJSON{Algo: algo.Name, Gen: info.Name, Seed: seedNumber(info, o.seed), Deck: cardStrings(deck),
		Burn: cardStrings(h.Burn[:]), Flop: cardStrings(h.Flop[:]), Turn: h.Turn.String(), River: h.River.String()}
	if o.clock >= 0 {
		j.Clock = poker.ClockText(o.clock)
	}
	for _, hole := range h.Hole {
		j.Players = append(j.Players, holeJSON{cardStrings(hole[:])})
	}
	if o.asJSON {
		return writeJSON(out, j)
	}
	writeDeal(out, j, o)
	return nil
}

// writeDeal shows a dealt hand: every seat, the board, the deck, and for
// the ASF shuffle on Delphi's clock the crack command that finds its seed.
func writeDeal(out io.Writer, j dealJSON, o dealOptions) {
	seedText := fmt.Sprint(j.Seed) + seedNote(o.info)
	if j.Clock != "" {
		seedText += " (Randomize at " + j.Clock + ")"
	}
	fmt.Fprintf(out, "Texas Hold'em, %d players: %s shuffle on %s, seed %s\n\n", o.players, o.algo.Name, o.info.Name, seedText)
	for p, hole := range j.Players {
		you := ""
		if p == 0 {
			you = "   (player 1 sees these)"
		}
		fmt.Fprintf(out, "  Player %-2d  %s%s\n", p+1, strings.Join(hole.Hole, " "), you)
	}
	fmt.Fprintf(out, "\n  Flop   %s\n  Turn   %s\n  River  %s\n  Burned %s\n\n", strings.Join(j.Flop, " "), j.Turn, j.River, strings.Join(j.Burn, " "))
	fmt.Fprintf(out, "Deck, top card first:\n%s\n", wrap(strings.Join(j.Deck, " "), 78, "  ", "  "))
	if o.algo.Name == "asf" && o.info.Name == "delphi" && j.Clock != "" {
		fmt.Fprintf(out, "\nPlayer 1 can find the seed from the five cards they see:\n  riffle crack --hole %q --flop %q --players %d --around %s\n",
			strings.Join(j.Players[0].Hole, " "), strings.Join(j.Flop, " "), o.players, j.Clock)
	}
}

type crackJSON struct {
	Seed      *uint32    `json:"seed"`
	Seeds     []uint32   `json:"seeds"`
	Tried     int64      `json:"tried"`
	ElapsedMs float64    `json:"elapsed_ms"`
	Searched  string     `json:"searched"`
	Players   int        `json:"players"`
	Deck      []string   `json:"deck"`
	Decks     [][]string `json:"decks"`
}

// parseCardsFlag reads exactly n distinct cards; example shows n of them.
func parseCardsFlag(name, v string, n int, example string) ([]cards.Card, error) {
	cs, err := cards.ParseCards(v)
	if err != nil {
		return nil, Usagef("--%s %s: %s", name, Quote(v), strings.TrimPrefix(err.Error(), "cards: "))
	}
	if len(cs) != n {
		return nil, Usagef("--%s %s has %s: give exactly %d, as %q", name, Quote(v), text.Plural(len(cs), "card"), n, example)
	}
	return cs, nil
}

// crackOptions are crack's flags, checked: the five cards player 1 sees,
// the table, and where and how to search.
type crackOptions struct {
	hole, flop []cards.Card
	players    int64
	window     int64
	workers    int64 // 0: one per core
	clock      int   // the clock to search around, ms since midnight
	asJSON     bool
}

// parseCrackFlags reads and checks crack's flags, in the order they are
// reported: --hole and --flop, --players, --window-ms, --workers, --around.
func parseCrackFlags(args []string) (crackOptions, error) {
	var o crackOptions
	fs := flag.NewFlagSet("crack", flag.ContinueOnError)
	holeStr := fs.String("hole", "", "")
	flopStr := fs.String("flop", "", "")
	playersStr := fs.String("players", fmt.Sprint(defaultPlayers), "")
	around := fs.String("around", "", "")
	windowStr := fs.String("window-ms", "2000", "")
	workersStr := fs.String("workers", "", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return o, err
	}
	o.asJSON = *asJSON
	if *holeStr == "" || *flopStr == "" {
		return o, Usagef("--hole and --flop are required: the five cards player 1 sees, as --hole \"Ah Kd\" --flop \"7c 7d 2s\"")
	}
	var err error
	if o.hole, err = parseCardsFlag("hole", *holeStr, 2, "Ah Kd"); err != nil {
		return o, err
	}
	if o.flop, err = parseCardsFlag("flop", *flopStr, 3, "7c 7d 2s"); err != nil {
		return o, err
	}
	if o.players, err = IntFlag("players", *playersStr, poker.MinPlayers, poker.MaxPlayers); err != nil {
		return o, err
	}
	if o.window, err = IntFlag("window-ms", *windowStr, -1, poker.DaySeeds/2-1); err != nil {
		return o, err
	}
	if *workersStr != "" {
		if o.workers, err = IntFlag("workers", *workersStr, 1, 256); err != nil {
			return o, err
		}
	}
	o.clock = int(rng.Randomize(time.Now()))
	if *around != "" {
		if o.clock, err = poker.ParseClock(*around); err != nil {
			return o, Usagef("--around: %v", err)
		}
	}
	return o, nil
}

func runCrack(args []string, out io.Writer) error {
	o, err := parseCrackFlags(args)
	if err != nil {
		return err
	}
	spec := poker.CrackSpec{Players: int(o.players), Hole: [2]cards.Card(o.hole), Flop: [3]cards.Card(o.flop),
		Around: o.clock, WindowMs: int(o.window), Workers: int(o.workers)}
	c, err := poker.NewCracker(spec)
	if err != nil {
		return Usagef("%v", err)
	}
	res, err := c.Run(context.Background())
	if err != nil {
		return err
	}
	if len(res.Seeds) == 0 {
		return errors.New("no seed of the day deals these five cards: the deal did not come from the ASF shuffle on Delphi's Randomize (or --players or the card order is wrong)")
	}
	j := crackJSON{Seeds: res.Seeds, Tried: res.Tried, ElapsedMs: float64(res.Elapsed.Microseconds()) / 1000,
		Searched: "window", Players: int(o.players)}
	if res.WholeDay {
		j.Searched = "day"
	}
	j.Seed = &res.Seeds[0]
	for _, s := range res.Seeds {
		j.Decks = append(j.Decks, cardStrings(poker.ASFDeck(s)))
	}
	j.Deck = j.Decks[0]
	if o.asJSON {
		return writeJSON(out, j)
	}
	writeCrack(out, res, j, o)
	return nil
}

// writeCrack shows what the search found: where it looked, and for every
// seed that fits, the deal it gives; the first seed's whole deck; the moral.
func writeCrack(out io.Writer, res poker.CrackResult, j crackJSON, o crackOptions) {
	where := fmt.Sprintf("±%s ms around %s", groupDigits(o.window), poker.ClockText(o.clock))
	if res.WholeDay {
		where = "the whole day"
		if o.window >= 0 {
			where = fmt.Sprintf("±%s ms around %s, then the whole day", groupDigits(o.window), poker.ClockText(o.clock))
		}
	}
	fmt.Fprintf(out, "Searched %s: %s seeds in %s.\n", where, groupDigits(res.Tried), text.Elapsed(res.Elapsed))
	if len(res.Seeds) > 1 {
		fmt.Fprintf(out, "%d seeds deal these five cards; each deals a different rest of the deck.\n", len(res.Seeds))
	}
	if res.WholeDay {
		fmt.Fprintf(out, "Far from the clock, a seed may fit by chance: five given cards fit some wrong\nseed about one day in four (%s seeds / %s ways to show them).\n",
			groupDigits(poker.DaySeeds), groupDigits(poker.VisibleWays()))
	}
	for i, s := range res.Seeds {
		h := poker.DealHoldem(poker.ASFDeck(s), int(o.players))
		fmt.Fprintf(out, "\nSeed %s (Randomize at %s):\n", groupDigits(int64(s)), poker.ClockText(int(s)))
		fmt.Fprintf(out, "  Player 1   %s   (seen)\n", cards.FormatCards(o.hole))
		for p := 1; p < int(o.players); p++ {
			fmt.Fprintf(out, "  Player %-2d  %s\n", p+1, cards.FormatCards(h.Hole[p][:]))
		}
		fmt.Fprintf(out, "  Flop       %s   (seen)\n  Turn       %s\n  River      %s\n", cards.FormatCards(o.flop), h.Turn, h.River)
		if i == 0 {
			fmt.Fprintln(out, wrap(strings.Join(j.Decks[i], " "), 78, "  Deck       ", "             "))
		}
	}
	fmt.Fprintf(out, "\n%s\n", strings.Join(poker.FairMoral(res.Rate()), "\n"))
}
