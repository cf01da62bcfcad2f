package tui

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"riffle/assets"
	"riffle/games/round"
	"riffle/ui/demos"
	"riffle/ui/tui/common"
	"riffle/ui/tui/fair"
	"riffle/ui/tui/settings"
)

// Options pre-select the settings and the first screen; the command line
// fills them (see [settings.Options]).
type Options = settings.Options

// The Yahtzee table's dice counts (--dice).
const (
	MinDice = settings.MinDice
	MaxDice = settings.MaxDice
)

// Resolve checks o, the first screen included, and returns the settings it
// names. Errors are one line naming the flag and what is allowed.
func Resolve(o Options) (settings.Settings, error) {
	if o.Screen != "" && !slices.Contains(ScreenNames(), o.Screen) {
		return settings.Settings{}, fmt.Errorf("unknown screen %q: allowed %s", o.Screen, strings.Join(ScreenNames(), ", "))
	}
	return o.Resolve()
}

// VerifyArgs is the riffle verify command line (after "riffle") that
// recomputes a fair round, as the provably fair screen shows it (see
// [fair.VerifyArgs]). It is nil for a round that is not provably fair.
func VerifyArgs(r round.Record) []string { return fair.VerifyArgs(r) }

// LoadDemos reads the guided demos: the shipped ones and, when dir is not
// "", a teacher's from dir, each checked against the casino's screens,
// settings and keys. The error is one line naming the file, the line and
// the problem.
func LoadDemos(dir string) ([]demos.Demo, error) {
	if dir == "" {
		ds, err := shippedDemos()
		return slices.Clone(ds), err
	}
	return demos.Load(assets.Demos(), dir, demoChecker{})
}

// shippedDemos are the embedded demos, read once a process: every casino
// starts with them, and under serve every student's does.
var shippedDemos = sync.OnceValues(func() ([]demos.Demo, error) {
	return demos.Load(assets.Demos(), "", demoChecker{})
})

// demoChecker checks what a demo names: a screen the registry has (not the
// demo screen itself), a setting settings.Settings.Set takes, a key a screen
// could be given (not ctrl+c, which quits).
type demoChecker struct{}

func (demoChecker) Screen(id string) error {
	if id == string(demoID) || !slices.Contains(ScreenNames(), id) {
		return fmt.Errorf("no such screen: allowed %s", strings.Join(slices.DeleteFunc(ScreenNames(), func(s string) bool { return s == string(demoID) }), ", "))
	}
	return nil
}

func (demoChecker) Setting(name, value string) error {
	s, _ := settings.Options{Seed: "1"}.Resolve()
	return s.Set(name, value)
}

func (demoChecker) Key(name string) error {
	if _, ok := common.KeyNamed(name); !ok || name == "ctrl+c" {
		return fmt.Errorf("not a key: a letter, digit or sign, or a name such as space, enter, tab, up, pgdown")
	}
	return nil
}
