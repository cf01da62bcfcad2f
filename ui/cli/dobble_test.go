package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"riffle/engine/designs"
)

// dobbleDeck is the JSON a deck is written as.
type dobbleDeck struct {
	Cards   [][]int `json:"cards"`
	Symbols int     `json:"symbols"`
	PerCard int     `json:"per_card"`
	Shared  int     `json:"shared"`
}

// checkPairs checks a deck from the JSON pair by pair with the engine's
// Check (itself compared with a plain reading of the definition by
// engine/designs' FuzzCheck).
func checkPairs(t *testing.T, what string, d dobbleDeck) {
	t.Helper()
	deck := designs.Deck{Cards: d.Cards, Symbols: d.Symbols, PerCard: d.PerCard, Shared: d.Shared}
	if err := deck.Check(); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func TestDobbleJSON(t *testing.T) {
	for _, tc := range []struct {
		args                     []string
		symbols, perCard, shared int
	}{
		{[]string{"dobble", "--json"}, 57, 8, 1},
		{[]string{"dobble", "--order", "7", "--json"}, 57, 8, 1},
		{[]string{"dobble", "--order", "2", "--json"}, 7, 3, 1},
		{[]string{"dobble", "--order", "9", "--json"}, 91, 10, 1},
		{[]string{"dobble", "--order", "16", "--json"}, 273, 17, 1},
		{[]string{"dobble", "--double", "--json"}, 11, 5, 2},
		{[]string{"dobble", "--double", "--per-card", "4", "--json"}, 7, 4, 2},
		{[]string{"dobble", "--double", "--per-card", "6", "--json"}, 16, 6, 2},
		{[]string{"dobble", "--double", "--per-card", "9", "--json"}, 37, 9, 2},
		{[]string{"dobble", "--double", "--per-card", "11", "--json"}, 56, 11, 2},
	} {
		var d dobbleDeck
		runJSON(t, &d, tc.args...)
		if d.Symbols != tc.symbols || d.PerCard != tc.perCard || d.Shared != tc.shared {
			t.Fatalf("riffle %v: %d symbols, %d per card, %d shared", tc.args, d.Symbols, d.PerCard, d.Shared)
		}
		checkPairs(t, strings.Join(tc.args, " "), d)
	}
	// The fields come in the order the format gives, the cards first.
	_, out, _ := run("dobble", "--double", "--per-card", "4", "--json")
	if !strings.HasPrefix(out, `{"cards":[[0,1,2,4],[1,2,3,5],`) || !strings.Contains(out, `]],"symbols":7,"per_card":4,"shared":2`) {
		t.Errorf("riffle dobble --double --per-card 4 --json: %s", out)
	}
	// The source's k = 5 arrangement, turned round the circle.
	var d dobbleDeck
	runJSON(t, &d, "dobble", "--double", "--per-card", "5", "--json")
	if got := d.Cards[0]; len(got) != 5 || got[0] != 0 || got[1] != 1 || got[2] != 2 || got[3] != 4 || got[4] != 7 {
		t.Errorf("first card %v, want the post's 0 1 2 4 7", got)
	}
}

// TestDobbleReadable: one card a line, in the JSON's order, then what the
// deck is.
func TestDobbleReadable(t *testing.T) {
	code, out, errOut := run("dobble", "--order", "3")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var d dobbleDeck
	runJSON(t, &d, "dobble", "--order", "3", "--json")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) < 14 {
		t.Fatalf("%d lines:\n%s", len(lines), out)
	}
	for i, c := range d.Cards {
		f := strings.Fields(lines[i])
		if len(f) != len(c)+1 || f[0] != itoa(i)+":" {
			t.Fatalf("line %d %q for card %v", i, lines[i], c)
		}
		for j, s := range c {
			if f[j+1] != itoa(s) {
				t.Fatalf("line %d %q for card %v", i, lines[i], c)
			}
		}
	}
	if rest := strings.Join(lines[13:], " "); !strings.Contains(rest, "projective plane of order 3, 13 cards of 4 symbols") ||
		!strings.Contains(rest, "share exactly 1") {
		t.Errorf("last lines %q", rest)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestDobbleBadInput: one line on stderr naming the flag and what is
// allowed, exit 2, nothing on stdout.
func TestDobbleBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"--order", "6"}, []string{"--order 6 is not a prime power", "Bruck–Ryser", "orders 2, 3, 4, 5, 7, 8, 9, 11, 13, 16"}},
		{[]string{"--order", "10"}, []string{"--order 10", "Lam"}},
		{[]string{"--order", "12"}, []string{"--order 12", "open"}},
		{[]string{"--order", "64"}, []string{"--order 64", "32"}},
		{[]string{"--order", "1"}, []string{"--order 1"}},
		{[]string{"--order", "-7"}, []string{"--order -7"}},
		{[]string{"--order", "seven"}, []string{`--order "seven" is not a whole number`, "prime powers 2…32"}},
		{[]string{"--order", "99999999999999999999"}, []string{"out of range", "prime powers"}},
		{[]string{"--order="}, []string{"--order needs a value"}},
		{[]string{"--double", "--per-card", "7"}, []string{"--per-card 7:", "Bruck–Ryser–Chowla", "--per-card 3, 4, 5, 6, 9, 11 have decks"}},
		{[]string{"--double", "--per-card", "13"}, []string{"--per-card 13:", "Aschbacher", "not built here"}},
		{[]string{"--double", "--per-card", "16"}, []string{"--per-card 16:", "is known"}},
		{[]string{"--double", "--per-card", "2"}, []string{"--per-card 2:"}},
		{[]string{"--double", "--per-card", "x"}, []string{`--per-card "x" is not a whole number`, "3, 4, 5, 6, 9, 11"}},
		{[]string{"--per-card", "5"}, []string{"go with --double"}},
		{[]string{"--report"}, []string{"go with --double"}},
		{[]string{"--double", "--order", "7"}, []string{"--order is the Dobble deck's"}},
		{[]string{"--double", "--report", "--per-card", "5"}, []string{"leave out --per-card"}},
		{[]string{"--nope"}, []string{`unknown flag "--nope"`, "--order"}},
		{[]string{"--json=maybe"}, []string{"--json takes no value"}},
		{[]string{"extra"}, []string{"unexpected argument"}},
	} {
		args := append([]string{"dobble"}, tc.args...)
		code, out, errOut := run(args...)
		if code != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "riffle dobble: ") {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("riffle %v: %q lacks %q", args, errOut, w)
			}
		}
	}
}

// TestDobbleReport: twelve rows, K = 2…13; every deck in the JSON checked
// pair by pair; the searches' results agree with the rows' statuses; the
// known facts: K = 6 has none in Z16 but one in Z4×Z4 and Z2×Z2×Z2×Z2, K = 7,
// 8, 10, 12 are ruled out by Bruck–Ryser–Chowla, K = 13 is known to exist
// but not built.
func TestDobbleReport(t *testing.T) {
	var r struct {
		Report []struct {
			PerCard  int     `json:"per_card"`
			Symbols  int     `json:"symbols"`
			Status   string  `json:"status"`
			Cards    [][]int `json:"cards"`
			Searches []struct {
				Group    string `json:"group"`
				Method   string `json:"method"`
				Examined int64  `json:"examined"`
				Found    []int  `json:"found"`
			} `json:"searches"`
			BRC        bool   `json:"brc"`
			Literature string `json:"literature"`
		} `json:"report"`
	}
	runJSON(t, &r, "dobble", "--double", "--report", "--json")
	if len(r.Report) != 12 {
		t.Fatalf("%d rows", len(r.Report))
	}
	built := map[int]bool{3: true, 4: true, 5: true, 6: true, 9: true, 11: true}
	brcOut := map[int]bool{7: true, 8: true, 10: true, 12: true}
	for i, row := range r.Report {
		k := i + 2
		if row.PerCard != k || row.Symbols != 1+k*(k-1)/2 {
			t.Fatalf("row %d: K = %d, N = %d", i, row.PerCard, row.Symbols)
		}
		if (row.Status == "built") != built[k] || row.BRC == brcOut[k] {
			t.Errorf("K = %d: status %q, brc %v", k, row.Status, row.BRC)
		}
		if built[k] {
			checkPairs(t, "report K = "+itoa(k), dobbleDeck{Cards: row.Cards, Symbols: row.Symbols, PerCard: k, Shared: 2})
		}
		found := map[string]bool{}
		for _, s := range row.Searches {
			if s.Found != nil {
				found[s.Group] = true
			}
		}
		if k == 6 && (found["Z16"] || !found["Z4×Z4"] || !found["Z2×Z2×Z2×Z2"]) {
			t.Errorf("K = 6: found in %v", found)
		}
		if row.Status == "none of the searched kinds" && len(found) > 0 {
			t.Errorf("K = %d: none, yet found in %v", k, found)
		}
		if k == 13 && (row.Status != "none of the searched kinds" || !strings.Contains(row.Literature, "Aschbacher")) {
			t.Errorf("K = 13: %q, %q", row.Status, row.Literature)
		}
	}
	code, out, _ := run("dobble", "--double", "--report")
	if code != 0 || !strings.Contains(out, "K = 13, N = 79: none of the searched kinds") ||
		!strings.Contains(out, "searched Z16, backtracking: ") || !strings.Contains(out, "Z67, multiplier 5: no union of orbits has 12") {
		t.Errorf("readable report:\n%s", out)
	}
}
