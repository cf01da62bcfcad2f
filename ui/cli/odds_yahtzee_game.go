package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"riffle/engine/odds"
	"riffle/ui/cache"
	"riffle/ui/text"
)

// yahtzeeGameFlags are the flags of riffle odds yahtzee --game.
var yahtzeeGameFlags = []string{"rules", "used", "upper", "yahtzee", "roll", "rolls-left"}

type yzKeepJSON struct {
	Keep  []int   `json:"keep"`
	Value float64 `json:"value"`
}

type yzBoxJSON struct {
	Category string  `json:"category"`
	Points   int     `json:"points"`
	Value    float64 `json:"value"`
}

type yzGameJSON struct {
	Rules      string       `json:"rules"`
	Used       []string     `json:"used"`
	Upper      int          `json:"upper"`
	Yahtzee    string       `json:"yahtzee"`
	Expected   float64      `json:"expected_score"`
	SD         float64      `json:"sd"`
	Roll       []int        `json:"roll,omitempty"`
	RollsLeft  *int         `json:"rolls_left,omitempty"`
	Keeps      []yzKeepJSON `json:"keeps,omitempty"`
	Categories []yzBoxJSON  `json:"categories,omitempty"`
}

// runOddsYahtzeeGame is riffle odds yahtzee --game: the solved game's value
// from a position, and the value of every keep or box of a roll there.
func runOddsYahtzeeGame(fs *flag.FlagSet, out, warn io.Writer, asJSON bool, v map[string]*string) error {
	rules, err := odds.LookupYahtzeeRules(strings.TrimSpace(*v["rules"]))
	if err != nil {
		return Usagef("--rules %s: allowed %s", Quote(*v["rules"]), strings.Join(odds.YahtzeeRuleNames, ", "))
	}
	p, used, err := yahtzeePositionFlags(v)
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { seen[f.Name] = true })
	roll, left, err := yahtzeeRollFlags(v, seen)
	if err != nil {
		return err
	}
	if p.Used == 1<<odds.NumBoxes-1 && seen["roll"] {
		return Usagef("--used names every category: the game is over, nothing to roll")
	}

	s, built, note := cache.Yahtzee(rules)
	if built && note != "" {
		fmt.Fprintf(warn, "riffle odds: the yahtzee table was worked out (%s)\n", note)
	}
	slices.Sort(used)
	j := yzGameJSON{Rules: rules.String(), Used: used, Upper: p.Upper,
		Yahtzee:  map[odds.YahtzeeBoxState]string{odds.YahtzeeOpen: "open", odds.YahtzeeFifty: "50", odds.YahtzeeZero: "0"}[p.Yahtzee],
		Expected: s.Value(p), SD: s.SDFrom(p)}
	if j.Used == nil {
		j.Used = []string{}
	}
	if seen["roll"] {
		if err := yahtzeeRollAdvice(&j, s, p, roll, left); err != nil {
			return err
		}
	}
	if asJSON {
		return writeJSON(out, j)
	}
	return writeYahtzeeGame(out, j)
}

// yahtzeePositionFlags reads --used, --upper and --yahtzee: the position
// and the categories used by name.
func yahtzeePositionFlags(v map[string]*string) (odds.YahtzeePosition, []string, error) {
	var p odds.YahtzeePosition
	var used []string
	if s := strings.TrimSpace(*v["used"]); s != "" {
		for _, name := range strings.Split(s, ",") {
			name = strings.TrimSpace(name)
			b := slices.Index(odds.YahtzeeBoxNames[:], name)
			if b < 0 {
				return p, nil, Usagef("--used %s: %s is no category; allowed %s", Quote(*v["used"]), Quote(name), strings.Join(odds.YahtzeeBoxNames[:], ", "))
			}
			if p.Used>>b&1 != 0 {
				return p, nil, Usagef("--used %s: %s twice", Quote(*v["used"]), name)
			}
			p.Used |= 1 << b
			used = append(used, name)
		}
	}
	up, err := IntFlag("upper", *v["upper"], 0, 105)
	if err != nil {
		return p, nil, err
	}
	p.Upper = int(up)
	switch y := strings.TrimSpace(*v["yahtzee"]); y {
	case "open", "":
		p.Yahtzee = odds.YahtzeeOpen
		if p.Used>>odds.YahtzeeBox&1 != 0 {
			return p, nil, Usagef("--used names yahtzee: say what the box holds with --yahtzee 50 or --yahtzee 0")
		}
	case "50", "0":
		p.Yahtzee = map[string]odds.YahtzeeBoxState{"50": odds.YahtzeeFifty, "0": odds.YahtzeeZero}[y]
		if p.Used>>odds.YahtzeeBox&1 == 0 {
			p.Used |= 1 << odds.YahtzeeBox // the box holds a score: it is used
			used = append(used, "yahtzee")
		}
	default:
		return p, nil, Usagef("--yahtzee %s: allowed open, 50, 0", Quote(*v["yahtzee"]))
	}
	if err := p.Validate(); err != nil {
		return p, nil, Usagef("the position: %v", err)
	}
	return p, used, nil
}

// yahtzeeRollFlags reads --roll and --rolls-left.
func yahtzeeRollFlags(v map[string]*string, seen map[string]bool) ([5]int, int, error) {
	var roll [5]int
	if seen["roll"] {
		parts := strings.Split(*v["roll"], ",")
		if len(parts) != 5 {
			return roll, 0, Usagef("--roll %s: five dice, as 2,3,4,4,5", Quote(*v["roll"]))
		}
		for i, part := range parts {
			d, err := IntFlag("roll", part, 1, 6)
			if err != nil {
				return roll, 0, Usagef("--roll %s: five dice of 1…6, as 2,3,4,4,5", Quote(*v["roll"]))
			}
			roll[i] = int(d)
		}
	} else if seen["rolls-left"] {
		return roll, 0, Usagef("--rolls-left needs --roll: the dice rolled")
	}
	left, err := IntFlag("rolls-left", *v["rolls-left"], 0, 2)
	if err != nil {
		return roll, 0, err
	}
	return roll, int(left), nil
}

// yahtzeeRollAdvice adds a roll's keeps (re-rolls left) or boxes to j.
func yahtzeeRollAdvice(j *yzGameJSON, s *odds.YahtzeeStrategy, p odds.YahtzeePosition, roll [5]int, left int) error {
	j.Roll, j.RollsLeft = roll[:], new(int)
	*j.RollsLeft = left
	if left > 0 {
		ks, err := s.Keeps(p, roll, left)
		if err != nil {
			return Usagef("%v", err)
		}
		for _, k := range ks {
			j.Keeps = append(j.Keeps, yzKeepJSON{Keep: append([]int{}, k.Dice...), Value: k.Value})
		}
	} else {
		cs, err := s.Boxes(p, roll)
		if err != nil {
			return Usagef("%v", err)
		}
		for _, c := range cs {
			j.Categories = append(j.Categories, yzBoxJSON{Category: odds.YahtzeeBoxNames[c.Box], Points: c.Points, Value: c.Value})
		}
	}
	return nil
}

// writeYahtzeeGame prints the position's value and a roll's keeps or boxes as
// a table, each with its cost against the best.
func writeYahtzeeGame(out io.Writer, j yzGameJSON) error {
	where := "from the start"
	if len(j.Used) > 0 {
		where = fmt.Sprintf("with %s used, upper %d", strings.Join(j.Used, ", "), j.Upper)
		if j.Yahtzee != "open" {
			where += ", the yahtzee box at " + j.Yahtzee
		}
	}
	fmt.Fprintf(out, "Solitaire Yahtzee, %s rules, optimal play %s:\n", j.Rules, where)
	what := "expected final score"
	if len(j.Used) > 0 {
		what = "expected points still to come"
	}
	fmt.Fprintf(out, "  %s %.4f, standard deviation %.4f\n", what, j.Expected, j.SD)
	if j.Roll == nil {
		return nil
	}
	fmt.Fprintf(out, "\nRoll %s, %s left.", strings.Trim(fmt.Sprint(j.Roll), "[]"), text.Plural(*j.RollsLeft, "re-roll"))
	fmt.Fprint(out, " Value: the expected points from here to the end, those scored now included.\n\n")
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	if j.Keeps != nil {
		fmt.Fprintf(tw, "keep\tvalue\tcost\n")
		for _, k := range j.Keeps {
			keep := strings.Trim(fmt.Sprint(k.Keep), "[]")
			if keep == "" {
				keep = "(re-roll all)"
			}
			fmt.Fprintf(tw, "%s\t%.4f\t%.4f\n", keep, k.Value, j.Keeps[0].Value-k.Value)
		}
	} else {
		fmt.Fprintf(tw, "category\tpoints\tvalue\tcost\n")
		for _, c := range j.Categories {
			fmt.Fprintf(tw, "%s\t%d\t%.4f\t%.4f\n", c.Category, c.Points, c.Value, j.Categories[0].Value-c.Value)
		}
	}
	return tw.Flush()
}
