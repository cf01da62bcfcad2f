package fair

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"riffle/games/round"
	"riffle/ui/tui/tuitest"
)

// The command's lines fit the width, end in a backslash but the last, and
// join into the quoted command.
func TestShellLines(t *testing.T) {
	r := round.Record{Table: round.Poker, Algo: "fisher-yates", Moves: []string{"deal 4 5"},
		Fair: &round.FairSeeds{Server: strings.Repeat("ab", 32), Client: "it's 7", Nonce: 12, Commit: strings.Repeat("cd", 32)}}
	args := VerifyArgs(r)
	want := "riffle " + strings.Join(QuoteArgs(args), " ")
	if !strings.Contains(want, `--client-seed 'it'\''s 7'`) || !strings.Contains(want, "--hands 4 --size 5") {
		t.Errorf("command %s", want)
	}
	for _, w := range []int{70, 78, 200} { // a 64-digit seed fits from 68
		lines := shellLines(args, w)
		for i, l := range lines {
			if lipgloss.Width(l) > w {
				t.Errorf("width %d: line %d is %d wide: %s", w, i, lipgloss.Width(l), l)
			}
			if last := i == len(lines)-1; last == strings.HasSuffix(l, " \\") {
				t.Errorf("width %d: line %d %q (last %v)", w, i, l, last)
			}
		}
		joined := strings.Join(strings.Fields(strings.ReplaceAll(strings.Join(lines, "\n"), "\\\n", " ")), " ")
		if joined != want {
			t.Errorf("width %d: joined\n%s\nwant\n%s", w, joined, want)
		}
	}
	if VerifyArgs(round.Record{}) != nil {
		t.Error("a round that is not fair has a verify command")
	}
}

// c opens the client seed field, whose keys the help then shows instead;
// esc keeps the old seed.
func TestClientSeedField(t *testing.T) {
	s := New(tuitest.Common(t))
	s.SetSize(78, 22)
	help := func() string {
		var out []string
		for _, b := range s.ShortHelp() {
			out = append(out, b.Help().Key)
		}
		return strings.Join(out, " ")
	}
	if help() != "space c" {
		t.Errorf("help %q", help())
	}
	s.Update(tuitest.Key("c"))
	if !s.Capturing() || help() != "enter esc" {
		t.Errorf("c: capturing %v, help %q", s.Capturing(), help())
	}
	s.Update(tuitest.Key("p")) // typed, not the mode
	s.Update(tuitest.Key("esc"))
	if s.Capturing() || s.c.Book().Fair || s.c.Book().Client() != "riffle" {
		t.Errorf("esc: capturing %v, fair %v, client %q", s.Capturing(), s.c.Book().Fair, s.c.Book().Client())
	}
	if v := tuitest.Plain(s.View()); !strings.Contains(v, `Your client seed stays "riffle".`) {
		t.Errorf("view:\n%s", v)
	}
}
