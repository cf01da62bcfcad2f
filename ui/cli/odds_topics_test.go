package cli

import (
	"slices"
	"strings"
	"testing"

	"riffle/games/tables"
)

// Every odds topic is named once and is a table of the list
// (games/tables) or the engine's riffle topic; odds --help lists them in
// the order riffle has always listed them.
func TestOddsTopics(t *testing.T) {
	var names []string
	for _, tp := range oddsTopics {
		if slices.Contains(names, tp.name) {
			t.Errorf("topic %s twice", tp.name)
		}
		names = append(names, tp.name)
		if !slices.Contains(tables.Names(), tp.name) && tp.name != "riffle" {
			t.Errorf("topic %s is no table of games/tables (allowed %s) and not the engine's riffle", tp.name, strings.Join(tables.Names(), ", "))
		}
		if tp.run == nil && tp.runWarn == nil || tp.summary == "" || tp.usage == "" || tp.help == "" {
			t.Errorf("topic %s: run, summary, usage or help missing", tp.name)
		}
	}
	if got := strings.Join(names, ", "); got != "craps, yahtzee, riffle, solitaire, poker, holdem, videopoker, lottery" {
		t.Errorf("topics in the order %s", got)
	}
	code, out, _ := run("odds", "--help")
	at := 0
	for _, tp := range oddsTopics {
		i := strings.Index(out[at:], "  "+tp.name+" ")
		if code != 0 || i < 0 {
			t.Fatalf("odds --help (exit %d) does not list %s after the topics before it:\n%s", code, tp.name, out)
		}
		at += i
	}
}
