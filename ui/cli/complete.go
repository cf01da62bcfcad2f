package cli

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
)

// extras runs riffle version, riffle completion SHELL and riffle man: the shell
// completions and the man page, made from the commands' own synopses and
// help, so that they never name a command or flag the program does not
// take.
func extras(args []string, cmds []command, stdout, stderr io.Writer) int {
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "riffle %s: %s\n", args[0], fmt.Sprintf(format, a...))
		return ExitUsage
	}
	if args[0] != "completion" && args[0] != "man" { // version
		if len(args) > 1 {
			fmt.Fprintf(stderr, "riffle version: unexpected argument %s: it takes none\n", Quote(args[1]))
			return ExitUsage
		}
		fmt.Fprintln(stdout, Version())
		return ExitOK
	}
	if args[0] == "man" {
		if len(args) > 1 {
			return fail("unexpected argument %s: riffle man takes none (riffle man > riffle.1)", Quote(args[1]))
		}
		fmt.Fprint(stdout, manPage(cmds))
		return ExitOK
	}
	if len(args) != 2 {
		return fail("want one shell: bash, zsh or fish (riffle completion bash > /etc/bash_completion.d/riffle)")
	}
	switch args[1] {
	case "bash":
		fmt.Fprint(stdout, bashCompletion(cmds))
	case "zsh":
		fmt.Fprint(stdout, zshCompletion(cmds))
	case "fish":
		fmt.Fprint(stdout, fishCompletion(cmds))
	case "-h", "--help":
		fmt.Fprint(stdout, completionHelp)
	default:
		return fail("unknown shell %s: allowed bash, zsh, fish", Quote(args[1]))
	}
	return ExitOK
}

const completionHelp = `usage: riffle completion bash|zsh|fish

Prints the shell's completion for riffle: its commands, each command's
flags, and the words some take first (play's screens, odds' topics, the
demos). Load it once in the shell, or install it:

  source <(riffle completion bash)                 # this shell
  riffle completion bash > /etc/bash_completion.d/riffle
  riffle completion zsh > "${fpath[1]}/_riffle"    # then: compinit
  riffle completion fish > ~/.config/fish/completions/riffle.fish
`

var flagWord = regexp.MustCompile(`--[a-z][a-z0-9-]*`)

// flagsOf are the flags command c names in its synopsis and help, sorted.
func flagsOf(c command) []string {
	seen := map[string]bool{"--help": true}
	text := c.usage + "\n" + c.help
	if c.name == "odds" { // each topic's flags are in its own help
		for _, t := range oddsTopics {
			text += "\n" + t.usage + "\n" + t.help
		}
	}
	for _, f := range flagWord.FindAllString(text, -1) {
		seen[f] = true
	}
	out := make([]string, 0, len(seen))
	for f := range seen {
		out = append(out, f)
	}
	slices.Sort(out)
	return out
}

// wordsOf are the words command c takes first: its topics, screens or
// names.
func wordsOf(c command) []string {
	switch c.name {
	case "odds":
		var ns []string
		for _, t := range oddsTopics {
			ns = append(ns, t.name)
		}
		return ns
	case "class":
		return []string{"report"}
	}
	return c.words
}

// shellWords quotes nothing: every word here is a command's, a flag's or
// a screen's name, letters, digits and dashes (TestCompletionWords holds
// it so).
func shellWords(ws []string) string { return strings.Join(ws, " ") }

func bashCompletion(cmds []command) string {
	var b strings.Builder
	b.WriteString("# bash completion for riffle (riffle completion bash)\n_riffle() {\n")
	b.WriteString("  local cur=${COMP_WORDS[COMP_CWORD]} cmd=${COMP_WORDS[1]}\n")
	names := []string{"help", "completion", "man", "--version", "--help"}
	for _, c := range cmds {
		names = append(names, c.name)
	}
	fmt.Fprintf(&b, "  if [ \"$COMP_CWORD\" -eq 1 ]; then COMPREPLY=($(compgen -W %q -- \"$cur\")); return; fi\n", shellWords(names))
	b.WriteString("  case $cmd in\n")
	for _, c := range cmds {
		words := append(wordsOf(c), flagsOf(c)...)
		fmt.Fprintf(&b, "    %s) COMPREPLY=($(compgen -W %q -- \"$cur\"));;\n", c.name, shellWords(words))
	}
	b.WriteString("    completion) COMPREPLY=($(compgen -W \"bash zsh fish\" -- \"$cur\"));;\n")
	fmt.Fprintf(&b, "    help) COMPREPLY=($(compgen -W %q -- \"$cur\"));;\n", shellWords(names[5:]))
	b.WriteString("  esac\n}\ncomplete -o default -F _riffle riffle\n")
	return b.String()
}

func zshCompletion(cmds []command) string {
	var b strings.Builder
	b.WriteString("#compdef riffle\n# zsh completion for riffle (riffle completion zsh)\n_riffle() {\n")
	b.WriteString("  local -a cmds\n  cmds=(\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, "    %s\n", zshQuote(c.name+":"+c.summary))
	}
	b.WriteString("    'help:a command'\"'\"'s help' 'completion:the shell completion' 'man:the man page'\n  )\n")
	b.WriteString("  if (( CURRENT == 2 )); then _describe 'command' cmds; return; fi\n  case $words[2] in\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, "    %s) compadd -- %s;;\n", c.name, shellWords(append(wordsOf(c), flagsOf(c)...)))
	}
	b.WriteString("    completion) compadd -- bash zsh fish;;\n  esac\n}\n_riffle \"$@\"\n")
	return b.String()
}

// zshQuote quotes s for zsh in single quotes.
func zshQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'"'"'`) + "'" }

func fishCompletion(cmds []command) string {
	var b strings.Builder
	b.WriteString("# fish completion for riffle (riffle completion fish)\ncomplete -c riffle -f\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, "complete -c riffle -n __fish_use_subcommand -a %s -d %s\n", c.name, zshQuote(c.summary))
		for _, w := range wordsOf(c) {
			fmt.Fprintf(&b, "complete -c riffle -n '__fish_seen_subcommand_from %s' -a %s\n", c.name, w)
		}
		for _, f := range flagsOf(c) {
			fmt.Fprintf(&b, "complete -c riffle -n '__fish_seen_subcommand_from %s' -l %s\n", c.name, strings.TrimPrefix(f, "--"))
		}
	}
	b.WriteString("complete -c riffle -n __fish_use_subcommand -a 'help completion man'\n")
	b.WriteString("complete -c riffle -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'\n")
	b.WriteString("complete -c riffle -l version -d 'the version and commit'\n")
	return b.String()
}

// manPage is riffle(1) in roff: the overview, then each command's synopsis
// and help as --help prints them.
func manPage(cmds []command) string {
	var b strings.Builder
	b.WriteString(".TH RIFFLE 1 \"\" \"" + roff(Version()) + "\" \"Riffle\"\n")
	b.WriteString(".SH NAME\nriffle \\- a terminal casino that shows its math\n")
	b.WriteString(".SH SYNOPSIS\n.B riffle\n[\\fICOMMAND\\fR] [\\fIflags\\fR]\n.br\n.B riffle \\-\\-version\n.br\n.B riffle completion\nbash|zsh|fish\n.br\n.B riffle man\n")
	b.WriteString(".SH DESCRIPTION\n.nf\n" + roff(overview(cmds)) + ".fi\n")
	b.WriteString(".PP\nFlags go before or after the command and its first word:\n.B riffle \\-\\-state DIR history\nis\n.BR \"riffle history \\-\\-state DIR\" .\n")
	b.WriteString(".SH COMMANDS\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, ".SS %s\n.nf\n%s.fi\n", roff(c.name), roff(commandHelp(c)))
	}
	b.WriteString(".SH EXIT STATUS\n0 on success, 1 when a command fails for a reason other than its input, 2 for bad input (one line on stderr naming the problem and what is allowed; nothing on stdout).\n")
	b.WriteString(".SH SEE ALSO\nREADME.md and docs/ in the source, or riffle help PAGE.\n")
	return b.String()
}

// roff escapes text for a man page: backslashes and dashes escaped, a
// line that begins with a dot or a quote guarded (no line of help is read
// as a request), a character beyond ASCII as its Unicode glyph.
func roff(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, ".") || strings.HasPrefix(l, "'") {
			lines[i] = `\&` + l
		}
		var b strings.Builder
		for _, r := range lines[i] {
			switch {
			case r == '-':
				b.WriteString(`\-`)
			case r > 0x7e: // not ASCII: a named glyph, as groff reads any input
				fmt.Fprintf(&b, `\[u%04X]`, r)
			default:
				b.WriteRune(r)
			}
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}
