// Package cli is Riffle's headless face: commands that print a readable
// table by default and one JSON object with --json, for scripts and
// classrooms. Bad input gets one line on stderr naming the flag and what is
// allowed, exit status 2, and nothing on stdout. What the user typed is
// shown by [Quote], never raw (see echo.go).
package cli

import (
	"riffle/docs"
	"riffle/games/tables"
	"riffle/ui/text"
	"slices"

	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Exit statuses.
const (
	ExitOK    = 0
	ExitError = 1 // the command failed for a reason other than its input
	ExitUsage = 2 // bad input
)

// Command is a subcommand that lives outside this package and is handed
// to [Run]: one that links the terminal packages (play, in ui/cli/play),
// so that the headless commands here do not.
type Command struct {
	Name    string // as typed after "riffle"
	Summary string // its line in the overview
	Usage   string // the synopsis, after "usage: riffle "
	Help    string // what it does and its flags, printed after the synopsis by --help
	// Words are what it may take first, for the shell's completion (play's
	// screens, demo's names).
	Words []string
	// Run runs the command on the arguments after its name. Its stdout is
	// buffered and kept only on success; its error is reported as Run's
	// doc says.
	Run func(args []string, stdout, stderr io.Writer) error
}

// command is one subcommand.
type command struct {
	name    string
	summary string
	usage   string // the synopsis line, after "riffle "
	help    string // what it does and its flags, printed by --help
	run     func(args []string, stdout io.Writer) error
	// runErr, when set, is run instead of run, for a command that warns on
	// stderr (a damaged state file) and still succeeds.
	runErr func(args []string, stdout, stderr io.Writer) error
	// stream: the output grows with the session file, so it goes straight
	// to stdout instead of a buffer (the command fails before writing).
	stream bool
	words  []string // what it may take first, for completion
}

// commands lists the commands in the overview's order: the engine's, then
// the given ones (the terminal casino), then the saved session's.
func commands(more []Command) []command {
	cs := []command{
		{name: "list", summary: "the generators and shuffles, one line each",
			usage: "list [--json]", help: listHelp, run: runList},
		{name: "rng", summary: "a generator's raw outputs and its own bounded values",
			usage: "rng --gen NAME [--seed S] [--count K] [--bound N] [--json]", help: rngHelp, run: runRNG},
		{name: "shuffle", summary: "the fairness report of a shuffle driven by a generator",
			usage: "shuffle [--algo NAME] [--gen NAME] [--cards N] [--trials T]\n                      [--seed S] [--json]", help: shuffleHelp, run: runShuffle},
		{name: "odds", summary: "exact odds: craps, yahtzee, riffle, solitaire, poker, lottery",
			usage: "odds TOPIC [flags] [--json]", help: oddsFullHelp(), runErr: runOdds},
		diceCommand,
		dealCommand,
		crackCommand,
		benchCommand,
		dobbleCommand,
	}
	for _, c := range more {
		cs = append(cs, command{name: c.Name, summary: c.Summary, usage: c.Usage, help: c.Help, runErr: c.Run, words: c.Words})
	}
	return append(cs, historyCommand, replayCommand, verifyCommand, classCommand)
}

// ExitStatus is an error that ends a command with that exit status and no
// message, its output kept: for a command that has said what it had to
// (replay's differences) or was stopped by a signal (128 + its number).
type ExitStatus int

func (e ExitStatus) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// usageError is bad input: one line, exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// Usagef returns a usage error: bad input, reported by [Run] as
// "riffle CMD: " and the message on one line, with exit status 2. The
// message names the flag as typed and what is allowed.
func Usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

// defaultCommand is the command Run runs with no arguments, or only flags:
// the terminal casino, when it is given.
const defaultCommand = "play"

// Run runs the command named by args[0] and returns the exit status. The
// commands are this package's headless ones and more, the ones main hands
// in (ui/cli/play's). With no arguments, or only flags, it runs play when
// play is among more; without play it prints the overview for no
// arguments.
//
// Output is buffered, so a command that fails leaves nothing on stdout. A
// command's error is reported in one line on stderr, "riffle CMD: …": a
// [Usagef] error with exit status 2 (and flag.ErrHelp prints the command's
// help, exit 0), an [ExitStatus] with no line and that status, its output
// kept, any other error with exit status 1.
func Run(args []string, stdout, stderr io.Writer, more ...Command) int {
	cmds := commands(more)
	args = hoist(args, cmds)
	if len(args) > 0 && slices.Contains([]string{"completion", "man", "version", "--version", "-version"}, args[0]) {
		return extras(args, cmds, stdout, stderr)
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "--") && !isHelpFlag(args[0]) {
		if _, ok := findCommand(cmds, defaultCommand); ok {
			args = append([]string{defaultCommand}, args...) // no command, or only play's flags: the lobby
		} else if len(args) == 0 {
			fmt.Fprint(stdout, overview(cmds))
			return ExitOK
		}
	}
	name := args[0]
	switch name {
	case "-h", "--help", "-help", "help":
		if name == "help" && len(args) > 1 {
			if c, ok := findCommand(cmds, args[1]); ok {
				fmt.Fprint(stdout, commandHelp(c))
				return ExitOK
			}
			if page, ok := docs.Page(args[1]); ok {
				fmt.Fprint(stdout, page)
				return ExitOK
			}
			fmt.Fprintf(stderr, "riffle help: unknown command %s, and no page of that name: riffle help lists both\n", Quote(args[1]))
			return ExitUsage
		}
		fmt.Fprint(stdout, overview(cmds))
		return ExitOK
	}
	c, ok := findCommand(cmds, name)
	if !ok {
		fmt.Fprintf(stderr, "riffle: unknown command %s: allowed %s (riffle --help lists them)\n", Quote(name), commandNames(cmds))
		return ExitUsage
	}
	var out bytes.Buffer
	var help helpRequest
	var err error
	if c.runErr != nil {
		w := io.Writer(&out)
		if c.stream {
			w = safeWriter{stdout}
		}
		err = c.runErr(args[1:], w, safeWriter{stderr})
	} else {
		err = c.run(args[1:], &out)
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(stdout, commandHelp(c))
		return ExitOK
	case errors.As(err, &help):
		fmt.Fprint(stdout, help.text)
		return ExitOK
	case err != nil:
		var ue usageError
		var es ExitStatus
		if errors.As(err, &es) { // the command said what it had to; its output stands
			_, _ = stdout.Write(safeText(out.Bytes()))
			return int(es)
		}
		if errors.As(err, &ue) {
			fmt.Fprintf(stderr, "riffle %s: %s\n", c.name, errorLine(ue.msg))
			return ExitUsage
		}
		fmt.Fprintf(stderr, "riffle %s: %s\n", c.name, errorLine(err.Error()))
		return ExitError
	}
	if _, err := stdout.Write(safeText(out.Bytes())); err != nil {
		fmt.Fprintf(stderr, "riffle %s: writing output: %v\n", c.name, err)
		return ExitError
	}
	return ExitOK
}

func isHelpFlag(s string) bool { return s == "--help" || s == "-help" || s == "-h" }

// errorLine is an error's message as Run writes it: one line, control
// characters escaped, long quoted strings cut short.
func errorLine(msg string) string { return oneLine(shortenQuoted(msg)) }

// oneLine makes a message one line: line breaks become "; " and any other
// control character (a stray \r in what the user typed) is written escaped.
func oneLine(s string) string {
	s = strings.ReplaceAll(strings.TrimSpace(s), "\n", "; ")
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func findCommand(cmds []command, name string) (command, bool) {
	for _, c := range cmds {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

func commandNames(cmds []command) string {
	var ns []string
	for _, c := range cmds {
		ns = append(ns, c.name)
	}
	return strings.Join(ns, ", ")
}

func overview(cmds []command) string {
	var b strings.Builder
	b.WriteString("riffle — a terminal casino that shows its math\n\n")
	fmt.Fprintf(&b, "riffle (or riffle play) opens the casino in the terminal: %d tables, the Dice\nshop, the Shuffle Lab, the saved history and provably fair play. The headless\ncommands:\n\n", len(tables.Names()))
	for _, c := range cmds {
		fmt.Fprintf(&b, "  riffle %-8s %s\n", c.name, c.summary)
	}
	b.WriteString("\nriffle help PAGE prints a page of the docs:")
	col := len("riffle help PAGE prints a page of the docs:")
	for i, n := range docs.Names() {
		word := " " + n + map[bool]string{true: ".", false: ","}[i == len(docs.Names())-1]
		if col+len(word) > 78 {
			b.WriteString("\n ")
			col = 1
		}
		b.WriteString(word)
		col += len(word)
	}
	b.WriteString("\n")
	b.WriteString("riffle CMD --help explains a command and its flags; flags go before or after\nthe command (riffle --state DIR history). riffle --version says the version\nand commit; riffle completion bash|zsh|fish prints the shell's completion,\nriffle man the man page.\n")
	b.WriteString("Try: riffle shuffle --algo asf --gen delphi --cards 52 --trials 20000\n")
	return b.String()
}

func commandHelp(c command) string {
	return fmt.Sprintf("usage: riffle %s\n\n%s", c.usage, c.help)
}

// ParseFlags parses args into fs, turning the flag package's errors into
// one-line usage errors. Every flag is declared as a string (or bool) so that
// the command can say exactly what is allowed when a value is bad.
func ParseFlags(fs *flag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		msg := err.Error()
		if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
			var known []string
			fs.VisitAll(func(f *flag.Flag) { known = append(known, "--"+f.Name) })
			return Usagef("unknown flag %s: allowed %s", Quote("-"+name), strings.Join(known, ", "))
		}
		if name, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
			return Usagef("flag -%s needs a value", name)
		}
		if rest, ok := strings.CutPrefix(msg, "invalid boolean value "); ok {
			value, name, _ := strings.Cut(rest, " for -")
			name, _, _ = strings.Cut(name, ":")
			return Usagef("flag --%s takes no value (or true/false), not %s", name, value)
		}
		if arg, ok := strings.CutPrefix(msg, "bad flag syntax: "); ok {
			return Usagef("bad flag syntax %s: a flag is -name or --name, then =VALUE or VALUE", Quote(arg))
		}
		return Usagef("%s", msg)
	}
	if fs.NArg() > 0 {
		return Usagef("unexpected argument %s: this command takes only flags (see --help)", Quote(fs.Arg(0)))
	}
	if name := repeated(fs, args); name != "" {
		return Usagef("--%s is given twice: give each flag once", name)
	}
	var long *flag.Flag
	fs.Visit(func(f *flag.Flag) {
		if len(f.Value.String()) > MaxValue && long == nil {
			long = f
		}
	})
	if long != nil {
		v := long.Value.String()
		return Usagef("--%s %s is too long: allowed at most %s bytes", long.Name, Quote(v), groupDigits(MaxValue))
	}
	var empty string
	fs.Visit(func(f *flag.Flag) {
		if f.Value.String() == "" && empty == "" {
			empty = f.Name
		}
	})
	if empty != "" {
		return Usagef("flag --%s needs a value", empty)
	}
	return nil
}

// IntFlag parses a whole-number flag value within [lo, hi]; underscores may
// group digits (1_000_000).
func IntFlag(name, value string, lo, hi int64) (int64, error) {
	value = strings.TrimSpace(value)
	v, err := strconv.ParseInt(wholeNumber(value), 10, 64)
	var ne *strconv.NumError
	// ParseInt reports a range error for digits too many before it sees a
	// character that is none ("2000…0\v"): that is not a number at all.
	if errors.As(err, &ne) && errors.Is(ne.Err, strconv.ErrRange) && strings.Trim(value, "+-0123456789_") == "" {
		return 0, Usagef("--%s %s is out of range: allowed %s…%s", name, number(value), groupDigits(lo), groupDigits(hi))
	}
	if err != nil {
		return 0, Usagef("--%s %s is not a whole number: allowed %s…%s", name, Quote(value), groupDigits(lo), groupDigits(hi))
	}
	if v < lo || v > hi {
		return 0, Usagef("--%s %s is out of range: allowed %s…%s", name, number(value), groupDigits(lo), groupDigits(hi))
	}
	return v, nil
}

// repeated is the first flag args give more than once, as fs reads them
// ("" when none is): the flag package would keep the last value silently.
func repeated(fs *flag.FlagSet, args []string) string {
	seen := map[string]bool{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || len(a) < 2 || a[0] != '-' {
			return "" // the flags end here
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			continue
		}
		if r, ok := f.Value.(interface{ Repeats() bool }); seen[name] && !(ok && r.Repeats()) {
			return name
		}
		seen[name] = true
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !hasValue && !(ok && b.IsBoolFlag()) {
			i++ // its value
		}
	}
	return ""
}

// wholeNumber is a whole number as every flag reads it: spaces around it
// dropped, a leading + taken as the sign it is, _ between digits ignored
// ("5 ", "+1" and "1_000" read alike for --cards, --nonce and the rest).
func wholeNumber(value string) string {
	v := strings.ReplaceAll(strings.TrimSpace(value), "_", "")
	if rest, ok := strings.CutPrefix(v, "+"); ok && rest != "" && rest[0] != '+' && rest[0] != '-' {
		return rest
	}
	return v
}

// number is a whole number the user typed, as a message shows it: as
// typed, or as [Quote] shows it when that is long ("1_…_0" can be).
func number(value string) string {
	if len(value) > maxEcho {
		return Quote(value)
	}
	return value
}

// groupDigits writes n with thousands separators: 1,000,000.
func groupDigits(n int64) string { return text.Int(n) }

// groupDigitString puts thousands separators into a string of decimal
// digits of any length (big counts, or the whole part of a decimal).
func groupDigitString(digits string) string { return text.GroupDigits(digits) }

// wrap breaks text into lines of at most width characters (runes), words
// kept whole, every line after the first starting with indent; the first
// line starts with first. A word longer than the width stands alone.
func wrap(text string, width int, first, indent string) string {
	if len(strings.Fields(text)) == 0 {
		return ""
	}
	var b strings.Builder
	line := first
	lineLen := utf8.RuneCountInString(first)
	fresh := true
	for _, w := range strings.Fields(text) {
		wl := utf8.RuneCountInString(w)
		if !fresh && lineLen+1+wl > width {
			b.WriteString(line)
			b.WriteByte('\n')
			line, lineLen, fresh = indent, utf8.RuneCountInString(indent), true
		}
		if !fresh {
			line += " "
			lineLen++
		}
		line += w
		lineLen += wl
		fresh = false
	}
	b.WriteString(line)
	b.WriteByte('\n')
	return b.String()
}
