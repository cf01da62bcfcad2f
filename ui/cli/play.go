package cli

import (
	"flag"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/charmbracelet/x/term"

	"riffle/ui/tui"
)

const playHelp = `Opens the terminal casino on a screen: the lobby (the default) or the
Shuffle Lab. "riffle" with no command, or with only these flags, opens the
lobby. The settings are shown on every screen and can be changed in the
lobby; a fixed --seed makes a session reproducible.

  SCREEN         lobby, lab, or a table that is open           (default lobby)
  --gen NAME     generator; lcg:A,C,M for a custom LCG          (default pcg)
  --algo NAME    shuffle algorithm, see riffle list    (default fisher-yates)
  --seed S       decimal, negative or 0x-hex      (default: from the OS, < 2^53)
  --dice N       Yahtzee: dice to start with, 2…100                (default 5)
  --shuffles K   New Age Solitaire: riffles, 0…20 or random          (default 7)
  --ascii        cards as "Ah" instead of "A♥" (the default where the locale
                 is not UTF-8)

It needs a terminal on stdin and stdout; elsewhere use the headless commands
(riffle list, rng, shuffle, odds, bench). NO_COLOR=1 draws without colours.

Examples:
  riffle play lab --algo naive --gen java --seed 42
  riffle --gen delphi --algo asf
`

var playCommand = command{name: "play", summary: "open the terminal casino (the lobby, or the Shuffle Lab)",
	usage: "play [SCREEN] [--gen NAME] [--algo NAME] [--seed S] [--dice N] [--shuffles K] [--ascii]", help: playHelp, run: runPlay}

func runPlay(args []string, _ io.Writer) error {
	screen := ""
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		screen, args = args[0], args[1:]
		if !slices.Contains(tui.ScreenNames(), screen) {
			return usagef("unknown screen %q: allowed %s", screen, strings.Join(tui.ScreenNames(), ", "))
		}
	}
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	gen := fs.String("gen", "pcg", "")
	algo := fs.String("algo", "fisher-yates", "")
	seed := fs.String("seed", "", "")
	diceStr := fs.String("dice", "", "")
	shuffles := fs.String("shuffles", "", "")
	ascii := fs.Bool("ascii", false, "")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	o := tui.Options{Gen: *gen, Algo: *algo, Seed: *seed, Screen: screen, Shuffles: *shuffles,
		ASCII: *ascii || !utf8Locale(os.Getenv)}
	if *diceStr != "" {
		d, err := intFlag("dice", *diceStr, tui.MinDice, tui.MaxDice)
		if err != nil {
			return err
		}
		o.Dice = int(d)
	}
	if _, err := o.Resolve(); err != nil {
		return usagef("%v", err)
	}
	if !isTerminal(os.Stdin) || !isTerminal(os.Stdout) {
		return usagef("the casino needs a terminal on stdin and stdout; without one use the headless commands: riffle list, rng, shuffle, odds, bench (riffle --help)")
	}
	if err := tui.Run(o); err != nil {
		return err
	}
	return nil
}

// utf8Locale reports whether the locale (LC_ALL, else LC_CTYPE, else LANG,
// the first that is set, as POSIX orders them) names the UTF-8 encoding. An
// unset locale is POSIX's "C", which is ASCII.
func utf8Locale(getenv func(string) string) bool {
	for _, v := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if l := getenv(v); l != "" {
			l = strings.ToLower(l)
			return strings.Contains(l, "utf-8") || strings.Contains(l, "utf8")
		}
	}
	return false
}

func isTerminal(f *os.File) bool { return term.IsTerminal(f.Fd()) }
