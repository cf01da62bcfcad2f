package cli

import (
	"slices"
	"strings"
)

// BoolFlags are the flags, across the commands, that take no value: every
// other flag takes one (--state DIR, or --state=DIR). Reading arguments in
// any order (a command after flags, a screen after its flags) needs to
// know which flag swallows the word after it. TestBoolFlagsAreEveryBool
// holds this list to the flag sets the commands declare.
var BoolFlags = map[string]bool{"json": true, "csv": true, "no-save": true, "report": true, "double": true, "ascii": true,
	"present": true, "new-class": true, "game": true, "fair": true, "bets": true}

// skipsValue reports whether arg is a flag whose value is the next
// argument: not --name=value, not a flag that takes none.
func skipsValue(arg string) bool {
	name := strings.TrimLeft(arg, "-")
	return !strings.Contains(name, "=") && !BoolFlags[name] && !isHelpFlag(arg) && arg != "--version" && arg != "-version"
}

// Positional finds the first argument that is neither a flag nor a flag's
// value — a command's screen, topic or name, wherever it stands among its
// flags — and returns it and the arguments without it ("" and args when
// there is none). A "--" ends the flags.
func Positional(args []string) (string, []string) { return positional(args, skipsValue) }

// positional is Positional with takes saying which flags take the next
// argument as their value.
func positional(args []string, takes func(string) bool) (string, []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			if i+1 < len(args) {
				return args[i+1], append(append([]string(nil), args[:i]...), args[i+2:]...)
			}
			return "", args
		case !strings.HasPrefix(a, "-") || a == "-":
			return a, append(append([]string(nil), args[:i]...), args[i+1:]...)
		case takes(a):
			i++ // its value
		}
	}
	return "", args
}

// hoist puts a command named after flags first: riffle --state DIR
// history is riffle history --state DIR. Arguments that begin with a
// command (or name none) are left as they are. A word that names a
// command is that command, even where play has a screen of the name
// (dice, dobble, history, demo): riffle play dice opens the screen.
func hoist(args []string, cmds []command) []string {
	if len(args) == 0 || !strings.HasPrefix(args[0], "-") {
		return args
	}
	known := map[string]bool{}
	for _, c := range cmds {
		for _, f := range flagsOf(c) {
			known[f] = true
		}
	}
	word, rest := positional(args, func(a string) bool { // a flag no command has takes no value: what follows may be the command
		name, _, _ := strings.Cut(a, "=")
		return skipsValue(a) && known["--"+strings.TrimLeft(name, "-")]
	})
	if _, ok := findCommand(cmds, word); !ok && !slices.Contains([]string{"help", "completion", "man", "version"}, word) {
		return args
	}
	return append([]string{word}, rest...)
}
