package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"slices"
	"strings"
)

const oddsHelp = `Prints exact probabilities for the tables — fractions where a fraction is
the truth, with their decimals — as a readable table, or one JSON object with
--json. Each topic has its own flags: riffle odds TOPIC --help.

Topics:
`

// oddsTopic is one subject of riffle odds, each in its own file.
type oddsTopic struct {
	name    string
	summary string
	help    string // the topic's --help text, after its usage line
	usage   string // after "riffle odds "
	run     func(args []string, out io.Writer) error
	// runWarn, when set, is run instead of run, for a topic that may say
	// something on stderr and still succeed (a cache worked out again).
	runWarn func(args []string, out, warn io.Writer) error
}

// oddsTopics are the topics of riffle odds, in the order its help lists
// them. Each is a table's (games/tables names it; a test checks) or the
// engine's (riffle).
var oddsTopics = []oddsTopic{crapsOdds, yahtzeeOdds, riffleOdds, solitaireOdds, pokerOdds, holdemOdds, videoPokerOdds, lotteryOdds}

// findOddsTopic is the topic named name, if there is one.
func findOddsTopic(name string) (oddsTopic, bool) {
	for _, t := range oddsTopics {
		if t.name == name {
			return t, true
		}
	}
	return oddsTopic{}, false
}

func oddsTopicNames() string {
	var ns []string
	for _, t := range oddsTopics {
		ns = append(ns, t.name)
	}
	return strings.Join(ns, ", ")
}

func oddsFullHelp() string {
	var b strings.Builder
	b.WriteString(oddsHelp)
	for _, t := range oddsTopics {
		fmt.Fprintf(&b, "  %-10s %s\n", t.name, t.summary)
	}
	return b.String()
}

// helpRequest is returned by a topic asked for --help: Run prints text.
type helpRequest struct{ text string }

func (h helpRequest) Error() string { return "help requested" }

func runOdds(args []string, out, warn io.Writer) error {
	if len(args) == 0 {
		return Usagef("odds needs a topic: allowed %s (riffle odds --help)", oddsTopicNames())
	}
	if strings.HasPrefix(args[0], "-") && !isHelpFlag(args[0]) { // the topic after flags: riffle odds --json craps
		i := slices.IndexFunc(args, func(a string) bool { _, ok := findOddsTopic(a); return ok })
		switch word, _ := Positional(args); {
		case i > 0:
			args = append(append([]string{args[i]}, args[:i]...), args[i+1:]...)
		case word != "":
			return Usagef("unknown odds topic %s: allowed %s", Quote(word), oddsTopicNames())
		default:
			return Usagef("odds needs a topic: allowed %s (riffle odds --help)", oddsTopicNames())
		}
	}
	switch args[0] {
	case "-h", "--help", "-help":
		return flag.ErrHelp
	}
	t, ok := findOddsTopic(args[0])
	if !ok {
		return Usagef("unknown odds topic %s: allowed %s", Quote(args[0]), oddsTopicNames())
	}
	var err error
	if t.runWarn != nil {
		err = t.runWarn(args[1:], out, warn)
	} else {
		err = t.run(args[1:], out)
	}
	if errors.Is(err, flag.ErrHelp) {
		return helpRequest{fmt.Sprintf("usage: riffle odds %s\n\n%s", t.usage, t.help)}
	}
	var ue usageError
	if errors.As(err, &ue) {
		return Usagef("%s: %s", t.name, ue.msg)
	}
	return err
}

// ratFloat is r as the nearest float64.
func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// ratText writes an exact probability as "p/q ≈ decimal" for the readable
// tables (JSON carries the fraction and the number separately).
func ratText(r *big.Rat) string {
	return fmt.Sprintf("%s ≈ %.6g", r.RatString(), ratFloat(r))
}
