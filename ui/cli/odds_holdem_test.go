package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestOddsHoldemJSON: the JSON has the keys the issue names, and carries
// the engine's counts (checked in engine/odds against brute force and
// poker-eval's published counts).
func TestOddsHoldemJSON(t *testing.T) {
	var raw map[string]json.RawMessage
	runJSON(t, &raw, "odds", "holdem", "--hands", "Ah Kh", "Qs Qd", "7c 8c", "--board", "Jh Th 2c", "--json")
	for _, k := range []string{"equity", "win", "tie", "boards", "hands", "board", "equity_exact", "win_boards", "tie_boards"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	var r holdemJSON
	b, _ := json.Marshal(raw)
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	// C(52 − 6 − 3, 2) = C(43, 2) = 903 boards.
	if r.Boards != 903 || len(r.Equity) != 3 || r.Hands[1] != "Qs Qd" || r.Board != "Jh Th 2c" {
		t.Fatalf("got %+v", r)
	}
	sum := 0.0
	for i, e := range r.Equity {
		sum += e
		if w := float64(r.WinBoards[i]) / 903; w != r.Win[i] {
			t.Errorf("hand %d: win %v, win_boards/boards %v", i, r.Win[i], w)
		}
	}
	if sum < 0.999999 || sum > 1.000001 {
		t.Errorf("equities sum to %v", sum)
	}
}

// TestOddsHoldemForms: --hands takes several arguments, or repeats, or
// takes =VALUE; the table names every hand.
func TestOddsHoldemForms(t *testing.T) {
	for _, args := range [][]string{
		{"odds", "holdem", "--hands", "As Ad", "Kh Kc", "--board", "2c 7d 9s Jh"},
		{"odds", "holdem", "--board", "2c 7d 9s Jh", "--hands", "As Ad", "--hands", "Kh Kc"},
		{"odds", "holdem", "--hands", "AsAd", "khkc", "--board", "2c7d9sJh"}, // as players write them
		{"odds", "holdem", "--hands=As Ad", "--hands=Kh,Kc", "--board=2c 7d 9s Jh"},
	} {
		code, out, errOut := run(args...)
		if code != 0 || !strings.Contains(out, "all 44 boards") || !strings.Contains(out, "As Ad") || !strings.Contains(out, "Kh Kc") {
			t.Errorf("riffle %q: exit %d\n%s%s", args, code, out, errOut)
		}
	}
}

// TestOddsHoldemBadInput: one line each, exit 2.
func TestOddsHoldemBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--hands", "As Ad"}, "hands: got 1, allowed 2 to 9"},
		{[]string{}, "--hands is needed"},
		{[]string{"--hands", "As Ad", "As Kc"}, "As is dealt twice"},
		{[]string{"--hands", "As", "Kh Kc"}, "has 1 card: give exactly 2"},
		{[]string{"--hands", "As Ad Ac", "Kh Kc"}, "has 3 cards: give exactly 2"},
		{[]string{"--hands", "Ax Ad", "Kh Kc"}, `"Ax" is not a card`},
		{[]string{"--hands", "As Ad", "Kh Kc", "--board", "Kh"}, "Kh is dealt twice"},
		{[]string{"--hands", "As Ad", "Kh Kc", "--board", "2c 3c 4c 5c 6c 7c"}, "a board of 6 cards"},
		{[]string{"--hands", "2c 2d", "3c 3d", "4c 4d", "5c 5d", "6c 6d", "7c 7d", "8c 8d", "9c 9d", "Tc Td", "Jc Jd"}, "10 hands given: allowed 2 to 9"},
		{[]string{"--hands", "As Ad", "Kh Kc", "--deck", "3"}, "unknown flag"},
		{[]string{"--hands", "--board", "2c"}, "--hands needs hands after it"},
		{[]string{"--hands", "As Ad", "--hands"}, "--hands needs hands after it"},
		{[]string{"--hands", "\x1b]0;pwn\a Ad", "Kh Kc"}, "is not a card"},
	}
	for _, c := range cases {
		args := append([]string{"odds", "holdem"}, c.args...)
		code, out, errOut := run(args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("riffle %q: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", args, code, out, errOut, c.want)
		}
		if strings.ContainsAny(errOut, "\x1b\a") {
			t.Errorf("riffle %q: stderr carries control characters: %q", args, errOut)
		}
	}
}
