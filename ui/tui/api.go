package tui

import (
	"fmt"
	"riffle/games/round"
	"riffle/ui/tui/common"
	"riffle/ui/tui/fair"
	"slices"
	"strings"
)

// Options pre-select the settings and the first screen; the command line
// fills them (see [common.Options]).
type Options = common.Options

// The Yahtzee table's dice counts (--dice).
const (
	MinDice = common.MinDice
	MaxDice = common.MaxDice
)

// Resolve checks o, the first screen included, and returns the settings it
// names. Errors are one line naming the flag and what is allowed.
func Resolve(o Options) (common.Settings, error) {
	if o.Screen != "" && !slices.Contains(ScreenNames(), o.Screen) {
		return common.Settings{}, fmt.Errorf("unknown screen %q: allowed %s", o.Screen, strings.Join(ScreenNames(), ", "))
	}
	return o.Resolve()
}

// VerifyArgs is the riffle verify command line (after "riffle") that
// recomputes a fair round, as the provably fair screen shows it (see
// [fair.VerifyArgs]). It is nil for a round that is not provably fair.
func VerifyArgs(r round.Record) []string { return fair.VerifyArgs(r) }
