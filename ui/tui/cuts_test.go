package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// cutScene is a state of a screen the sweep draws: the keys that reach it
// from the screen freshly opened.
type cutScene struct {
	screen common.ID
	name   string
	keys   []string
	played bool // rounds played at other tables first
}

// cutScenes are the states the screens' golden tests reach, reached here
// through the root as a player would.
func cutScenes() []cutScene {
	rep := func(k string, n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = k
		}
		return out
	}
	cat := func(parts ...[]string) []string {
		var out []string
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	return []cutScene{
		{"lobby", "open", nil, false},
		{"lobby", "help", []string{"?"}, false},
		{"craps", "open", nil, false},
		{"craps", "rolled", []string{"+", "space", "space", "space", "space", "space", "space"}, false},
		{"craps", "odds", []string{"+", "space", "o", "space", "space", "space"}, false},
		{"craps", "puzzles", []string{"p"}, false},
		{"craps", "puzzles-run", []string{"p", "space", "tab"}, false},
		{"yahtzee", "open", nil, false},
		{"yahtzee", "rolled", []string{"space", "space"}, false},
		{"yahtzee", "100", cat(rep("]", 20), []string{"space", "space", "space"}), false},
		{"yahtzee", "d20", cat(rep(".", 16), rep("]", 5), []string{"space", "space"}), false},
		{"yahtzee", "help", []string{"space", "?"}, false},
		{"lottery", "open", nil, false},
		{"lottery", "drawn", []string{"a", "space"}, false},
		{"lottery", "run", []string{"a", "m"}, false},
		{"lottery", "pick3", []string{"3"}, false},
		{"lottery", "keno", []string{"p", "p", "a", "space"}, false},
		{"lottery", "powerball", []string{"P", "P", "a", "space", "m"}, false},
		{"lottery", "typing-powerball", []string{"P", "P", "t", "1", "2"}, false},
		{"lottery", "typing", []string{"t", "1", "2"}, false},
		{"solitaire", "open", nil, false},
		{"solitaire", "played", []string{"enter", "space", "space", "space", "space"}, false},
		{"solitaire", "sim", []string{"s"}, false},
		{"poker", "open", nil, false},
		{"poker", "dealt", []string{"d", "d", "x"}, false},
		{"poker", "holdem", []string{"tab", "d"}, false},
		{"poker", "holdem-x", []string{"tab", "d", "x"}, false},
		{"poker", "holdem10", cat([]string{"tab"}, rep("+", 8), []string{"d", "x"}), false},
		{"poker", "fast", []string{"tab", "tab", "space"}, false},
		{"videopoker", "open", nil, false},
		{"videopoker", "dealt", []string{"space"}, false},
		{"videopoker", "drawn", []string{"space", "h", "space"}, false},
		{"cheat", "open", nil, false},
		{"cheat", "dealt", []string{"space"}, false},
		{"cheat", "cracked", cat([]string{"space"}, rep("c", 3), []string{"a", "l"}), false},
		{"cheat", "showdown", cat([]string{"space"}, rep("c", 3), []string{"a"}, rep("c", 12)), false},
		{"cheat", "nine", cat(rep("+", 3), []string{"space"}, rep("c", 3), []string{"a", "l"}), false},
		{"cheat", "fair", cat([]string{"s", "space"}, rep("c", 3), []string{"a"}), false},
		{"cheat", "time", []string{"space", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "t"}, false},
		{"history", "open", nil, false},
		{"history", "rounds", nil, true},
		{"history", "replayed", []string{"a", "down", "enter"}, true},
		{"fair", "open", nil, false},
		{"fair", "on", []string{"space"}, false},
		{"dobble", "open", nil, false},
		{"dobble", "dealt", []string{"space"}, false},
		{"dobble", "picked", []string{"space", "1", "2", "3"}, false},
		{"dobble", "left", []string{"space", "1", "n"}, false},
		{"dobble", "double", []string{"d", "space", "1", "2"}, false},
		{"dobble", "double6", []string{"d", "k", "space", "1", "2", "3"}, false},
		{"dobble", "help", []string{"space", "?"}, false},
		{"dice", "open", nil, false},
		{"dice", "thrown", []string{"space"}, false},
		{"dice", "cheat", []string{"t", "r"}, false},
		{"dice", "less-fair", []string{"left", "t", "t", "r"}, false},
		{"dice", "skewed", []string{"right", "right", "right", "right", "right", "+", "t", "t", "space"}, false},
		{"dice", "list", []string{"tab"}, false},
		{"dice", "list-end", cat([]string{"tab"}, rep("down", 29)), false},
		{"dice", "why", []string{"a"}, false},
		{"dice", "why-less-fair", []string{"left", "a"}, false},
		{"dice", "refused", []string{"left", "y"}, false},
		{"dice", "help", []string{"?"}, false},
		{"demo", "list", nil, false},
		{"demo", "step", []string{"enter"}, false},
		{"demo", "revealed", []string{"down", "down", "enter", "r"}, false},
		{"demo", "ended", []string{"enter", "pgdown", "pgdown", "pgdown", "pgdown", "pgdown", "pgdown", "pgdown"}, false},
		{"holdem", "open", nil, false},
		{"holdem", "dealt", []string{"space"}, false},
		{"holdem", "why", []string{"space", "c", "l"}, false},
		{"holdem", "played", cat([]string{"space"}, rep("c", 12)), false},
		{"holdem", "raised", cat([]string{"space"}, rep("r", 12), rep("c", 12), []string{"l"}), false},
		{"holdem", "eight", cat(rep("+", 3), []string{"space"}, rep("c", 14), []string{"l"}), false},
		{"holdem", "heads-up", cat(rep("-", 4), []string{"space", "r", "r"}), false},
		{"holdem", "help", []string{"space", "?"}, false},
		{"lab", "matrix", nil, false},
		{"lab", "matrix-3", rep("-", 49), false},
		{"lab", "lattice", []string{"2"}, false},
		{"lab", "seeds", []string{"3"}, false},
		{"lab", "dice", []string{"4"}, false},
		{"lab", "classroom", []string{"5"}, false},
		{"lab", "broken", cat(rep("A", 12)), false},
	}
}

// cutWord is a word the layout cut: a letter or digit right before an
// "…" that does not go on to a number (as "1…37" does), or an "…" alone
// at the end of a line or of a panel's line, where a cut fell on a
// space. (An "…" alone inside a line stands for what a sequence goes on
// with, or a number still being worked out.)
var cutWord = regexp.MustCompile(`[\p{L}\p{N}]…($|[^\p{N}])|\s…\s*($|│)`)

// deliberate are the ellipses the screens write themselves: work under
// way, not text cut short.
var deliberate = regexp.MustCompile(`(starting Riffle|Searching .* |commit [0-9a-f]{8,}|working out the odds|working it out|the balls are coming out|computing|Counting the 32 holds|from their coordinates|running|drawing|[\d,]+ of [\d,]+)…`)

// frameCuts lists what the frame of m cuts or hides: a screen or panel
// drawn larger than its region (the root cuts it), and a word ending in the
// layout's "…".
func frameCuts(m *Model) []string {
	var out []string
	help := m.helpView()
	sw, sh, pw, ph, _ := m.regionsWithHelp(lipgloss.Height(help))
	lines := strings.Split(strings.TrimRight(tuitest.Plain(m.screenView()), "\n "), "\n")
	if len(lines) > sh {
		out = append(out, fmt.Sprintf("screen is %d lines in %d: hidden %q", len(lines), sh, lines[sh:]))
	}
	for i, l := range lines {
		if w := lipgloss.Width(l) + 1; w > sw {
			out = append(out, fmt.Sprintf("screen line %d is %d wide in %d: %q", i+1, w, sw, l))
		}
	}
	if p := m.activePanel(); p != nil && pw > 0 && ph > 0 {
		v := tuitest.Plain(p.View())
		if lipgloss.Width(v) > pw || lipgloss.Height(v) > ph {
			out = append(out, fmt.Sprintf("panel is %d×%d in %d×%d", lipgloss.Width(v), lipgloss.Height(v), pw, ph))
		}
	}
	frame := tuitest.Plain(m.View())
	if n := strings.Count(frame, "\n") + 1; n != m.h {
		out = append(out, fmt.Sprintf("frame is %d lines on a terminal %d high", n, m.h))
	}
	for i, l := range strings.Split(frame, "\n") {
		if lipgloss.Width(l) > m.w {
			out = append(out, fmt.Sprintf("frame line %d is %d wide on a terminal %d wide", i+1, lipgloss.Width(l), m.w))
		}
	}
	frame = deliberate.ReplaceAllString(frame, "")
	for i, l := range strings.Split(frame, "\n") {
		if cutWord.MatchString(l) {
			out = append(out, fmt.Sprintf("frame line %d cut: %q", i+1, l))
		}
	}
	return out
}

// Every screen and tab, in the states its golden tests reach, at 80×24
// and 140×45 with the panel shown and hidden: no word is cut by the
// layout, no line hidden below the screen's region, no region drawn
// larger than the space it was given.
func TestNothingCut(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {100, 30}, {110, 32}, {120, 36}, {130, 40}, {140, 45}} {
		for _, panelOn := range []bool{true, false} {
			for _, sc := range cutScenes() {
				name := fmt.Sprintf("%s/%s/%dx%d/panel=%v", sc.screen, sc.name, size[0], size[1], panelOn)
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					m := newTestModel(t, Options{Screen: string(sc.screen)}, size[0], size[1])
					runQuick(m, m.Init())
					settle(m) // the Dice shop's dice, the video poker advice
					if sc.played {
						playSomeRounds(m)
					}
					if m.c.PanelShown() != panelOn {
						press(m, "f")
					}
					press(m, sc.keys...)
					settle(m)
					for _, p := range frameCuts(m) {
						t.Error(p)
					}
				})
			}
		}
	}
}

// playSomeRounds plays a few rounds at other tables and comes back, so
// that a history has rows.
func playSomeRounds(m *Model) {
	back := m.screen
	runQuick(m, m.open("craps"))
	press(m, "+", "space", "space", "space", "space")
	runQuick(m, m.open("yahtzee"))
	press(m, "space", "space", "space")
	runQuick(m, m.open("videopoker"))
	press(m, "space", "space")
	runQuick(m, m.open(back))
}
