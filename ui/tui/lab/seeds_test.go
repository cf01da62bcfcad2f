package lab

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"riffle/ui/text"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// seedsRow returns the table line of view whose generator and seeding
// columns start with gen and how.
func seedsRow(t *testing.T, view, gen, how string) []string {
	t.Helper()
	for _, l := range strings.Split(ansi.Strip(view), "\n") {
		f := strings.Fields(strings.TrimLeft(l, "›* "))
		if len(f) > 2 && f[0] == gen && strings.HasPrefix(strings.Join(f[1:], " "), how) {
			return f
		}
	}
	t.Fatalf("no row %s %s in\n%s", gen, how, ansi.Strip(view))
	return nil
}

// seedsPublished are exact counts written out, each checked against
// math/big below: 24·60·60·1000, 2^32, 2^48, 2^64, and 3653 days of ms.
var seedsPublished = map[string]*big.Int{
	"86,400,000":                 big.NewInt(24 * 60 * 60 * 1000),
	"4,294,967,296":              new(big.Int).Lsh(big.NewInt(1), 32),
	"281,474,976,710,656":        new(big.Int).Lsh(big.NewInt(1), 48),
	"18,446,744,073,709,551,616": new(big.Int).Lsh(big.NewInt(1), 64),
	"315,619,200,000":            new(big.Int).Mul(big.NewInt(3653), big.NewInt(86_400_000)),
}

func TestSeedsPublished(t *testing.T) {
	for s, x := range seedsPublished {
		if strings.ReplaceAll(s, ",", "") != x.String() {
			t.Errorf("%s is not %s", s, x)
		}
		if text.BigInt(x) != s {
			t.Errorf("text.BigInt(%s) = %s", x, text.BigInt(x))
		}
	}
}

func TestSeedsTable52(t *testing.T) {
	// 52! = 80658…000 ≈ 8.07e67 ≈ 2^225.58 (log2 by lgamma, independent of
	// the engine's big-integer route).
	lg, _ := math.Lgamma(53)
	log52 := fmt.Sprintf("2^%.2f", lg/math.Ln2)
	if log52 != "2^225.58" {
		t.Fatalf("log2(52!) = %s", log52)
	}
	for _, tc := range []struct {
		w     int
		exact map[string]string // generator + seeding → the decks column
	}{
		{78, map[string]string{"java new": "2^48", "pcg 64-bit": "2^64", "mt19937 clock": "315,619,200,000"}},
		{118, map[string]string{"java new": "281,474,976,710,656", "pcg 64-bit": "18,446,744,073,709,551,616", "chacha8 64-bit": "18,446,744,073,709,551,616"}},
	} {
		tab := testSeedSpaceTab(tuitest.Common(t))
		tab.SetSize(tc.w, 18)
		v := tab.View()
		tuitest.CheckWidth(t, "seeds", v, tc.w)
		if lipgloss.Height(v) > 18 {
			t.Errorf("%d wide: %d lines", tc.w, lipgloss.Height(v))
		}
		if !strings.Contains(ansi.Strip(v), "52! ≈ 8.07e67 ≈ "+log52) {
			t.Errorf("no 52! line:\n%s", ansi.Strip(v))
		}
		for _, r := range []struct{ gen, how, decks, exp string }{
			{"lcg16", "seed 0…15", "16", "2^4"},
			{"lcg32", "seed 0…31", "32", "2^5"},
			{"delphi", "Randomize", "86,400,000", fmt.Sprintf("2^%.2f", math.Log2(86_400_000))},
			{"delphi", "any 32-bit", "4,294,967,296", "2^32"},
			{"mt19937", "init_genrand", "4,294,967,296", "2^32"},
			{"os", "no seed", log52, log52},
		} {
			f := seedsRow(t, v, r.gen, r.how)
			if got := f[len(f)-4]; got != r.decks {
				t.Errorf("%d wide, %s %s: decks %s, want %s", tc.w, r.gen, r.how, got, r.decks)
			}
			if got := f[len(f)-2]; got != r.exp {
				t.Errorf("%d wide, %s %s: %s, want %s", tc.w, r.gen, r.how, got, r.exp)
			}
		}
		for k, want := range tc.exact {
			g, how, _ := strings.Cut(k, " ")
			f := seedsRow(t, v, g, how)
			if got := f[len(f)-4]; got != want {
				t.Errorf("%d wide, %s: decks %s, want %s", tc.w, k, got, want)
			}
		}
		// Shares: 16/52! ≈ 1.98e-67, 2^32/52! ≈ 5.3e-59 — by float64
		// division, not the engine's big.Rat.
		f52 := 8.0658175170943878571660636856403766975289505440883277824e67
		for _, r := range []struct {
			gen, how string
			seeds    float64
		}{{"lcg16", "seed", 16}, {"delphi", "Randomize", 86_400_000}, {"java", "new", math.Exp2(48)}, {"pcg", "64-bit", math.Exp2(64)}} {
			f := seedsRow(t, v, r.gen, r.how)
			if got, want := f[len(f)-1], fmt.Sprintf("%.1e", r.seeds/f52); got != want {
				t.Errorf("%s share %s, want %s", r.gen, got, want)
			}
		}
		if f := seedsRow(t, v, "os", "no seed"); f[len(f)-1] != "all" {
			t.Errorf("os share %s", f[len(f)-1])
		}
		// The session's generator (pcg) is marked and holds the cursor.
		for _, l := range strings.Split(ansi.Strip(v), "\n") {
			if strings.Contains(l, "pcg ") && !strings.HasPrefix(l, "›* pcg") {
				t.Errorf("pcg row not marked: %q", l)
			}
			if strings.HasPrefix(l, "›") && !strings.Contains(l, "pcg") || strings.HasPrefix(l, " *") {
				t.Errorf("another row marked: %q", l)
			}
		}
	}
}

func TestSeedsDeckSize(t *testing.T) {
	tab := testSeedSpaceTab(tuitest.Common(t)).(*seedSpaceTab)
	tab.SetSize(78, 18)
	// 11! = 39,916,800 < 86,400,000 ≤ 12! = 479,001,600.
	latticePress(tab, strings.Repeat("-", 52-12))
	if tab.cards != 12 {
		t.Fatalf("%d cards", tab.cards)
	}
	v := tab.View()
	f := seedsRow(t, v, "delphi", "Randomize")
	if f[len(f)-4] != "86,400,000" || f[len(f)-1] != fmt.Sprintf("%.3g", 86_400_000.0/479_001_600) {
		t.Errorf("12 cards, Randomize: %v", f)
	}
	if !strings.Contains(ansi.Strip(v), "12! = 479,001,600") {
		t.Errorf("12! line:\n%s", ansi.Strip(v))
	}
	latticePress(tab, "-")
	f = seedsRow(t, tab.View(), "delphi", "Randomize")
	if f[len(f)-4] != "39,916,800" || f[len(f)-1] != "all" {
		t.Errorf("11 cards, Randomize: %v", f)
	}
	// Clamped to 3…52.
	latticePress(tab, strings.Repeat("-", 20))
	if tab.cards != 3 {
		t.Errorf("%d cards after many -", tab.cards)
	}
	latticePress(tab, strings.Repeat("+", 60), "=", "right")
	if tab.cards != 52 {
		t.Errorf("%d cards after many +", tab.cards)
	}
	latticePress(tab, "left", "_")
	if tab.cards != 50 {
		t.Errorf("%d cards after left, _", tab.cards)
	}
}

func TestSeedsCursor(t *testing.T) {
	tab := testSeedSpaceTab(tuitest.Common(t)).(*seedSpaceTab)
	tab.SetSize(78, 18)
	n := len(tab.rows())
	pcg := tab.cursor
	if tab.rows()[pcg].Generator != "pcg" {
		t.Fatalf("cursor on %s", tab.rows()[pcg].Generator)
	}
	latticePress(tab, "up", "k")
	if tab.cursor != pcg-2 {
		t.Errorf("cursor %d after up, k", tab.cursor)
	}
	latticePress(tab, strings.Repeat("k", 20))
	if tab.cursor != 0 {
		t.Errorf("cursor %d at the top", tab.cursor)
	}
	latticePress(tab, strings.Repeat("j", 20), "down")
	if tab.cursor != n-1 {
		t.Errorf("cursor %d at the bottom", tab.cursor)
	}
	// The selected row's arithmetic is written under the table.
	latticePress(tab, "k", "k", "k")
	v := strings.Join(strings.Fields(ansi.Strip(tab.View())), " ")
	if r := tab.rows()[tab.cursor]; r.How != "clock ms, 10 years" || !strings.Contains(v, "3653 days · 86,400,000 ms = 315,619,200,000 ≈ 2^38.2") {
		t.Errorf("row %+v, view:\n%s", r, v)
	}
}

func TestSeedsNoDeadKeys(t *testing.T) {
	mk := func() tabModel {
		tab := testSeedSpaceTab(tuitest.Common(t))
		tab.SetSize(78, 18)
		return tab
	}
	top, bottom := strings.Repeat("k", 12), strings.Repeat("j", 12)
	latticeNoDeadKeys(t, mk, [][]string{nil, {top}, {bottom}, {"-"}, {strings.Repeat("-", 49)}, {"k", "-"}})
	helps := func(keys ...string) string {
		var out []string
		for _, b := range latticePress(mk(), keys...).Keys() {
			out = append(out, b.Help().Key)
		}
		return strings.Join(out, " ")
	}
	for _, tc := range []struct {
		keys []string
		want string
	}{
		{nil, "↑/↓ -"}, // 52 cards: only fewer
		{[]string{"-"}, "↑/↓ +/-"},
		{[]string{top, strings.Repeat("-", 49)}, "↓ +"},
		{[]string{bottom, "-"}, "↑ +/-"},
	} {
		if got := helps(tc.keys...); got != tc.want {
			t.Errorf("help after %q: %q, want %q", tc.keys, got, tc.want)
		}
	}
}

func TestSeedsSessionLCG(t *testing.T) {
	tab := testSeedSpaceTab(latticeSession(t, "lcg:5,1,256", "9")).(*seedSpaceTab)
	tab.SetSize(78, 18)
	rows := tab.rows()
	if len(rows) != 11 || rows[2].Generator != "lcg:5,1,256" || !rows[2].session || tab.cursor != 2 {
		t.Fatalf("rows %d, third %+v, cursor %d", len(rows), rows[2], tab.cursor)
	}
	f := seedsRow(t, tab.View(), "lcg:5,1,256", "seed 0…255")
	if f[len(f)-4] != "256" || f[len(f)-2] != "2^8" {
		t.Errorf("custom row %v", f)
	}
	// The session's generator changed elsewhere: Enter moves the cursor.
	c := tuitest.Common(t)
	tab = testSeedSpaceTab(c).(*seedSpaceTab)
	s, _ := settings.Options{Gen: "delphi", Seed: "1"}.Resolve()
	*tab.set = s // the Lab takes the casino's settings on Enter
	tab.Enter()
	if r := tab.rows()[tab.cursor]; r.Generator != "delphi" || r.How != "any 32-bit RandSeed" || !r.session {
		t.Errorf("after Enter the cursor is on %+v", r)
	}
}

func TestSeedsSizes(t *testing.T) {
	for _, gen := range []string{"pcg", "lcg:13,5,4096"} {
		c := latticeSession(t, gen, "1")
		for w := 0; w <= 130; w += 9 {
			for h := 0; h <= 40; h += 4 {
				tab := testSeedSpaceTab(c)
				tab.SetSize(w, h)
				v := tab.View()
				name := fmt.Sprintf("%s %dx%d", gen, w, h)
				tuitest.CheckWidth(t, name, v, w)
				if w >= 4 && h >= 1 && lipgloss.Height(v) > max(h, 15) {
					t.Errorf("%s: %d lines", name, lipgloss.Height(v))
				}
			}
		}
	}
}

func TestSeedsGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys []string
		w, h int
	}{
		{"seeds_52_78x18", nil, 78, 18},
		{"seeds_52_118x34", []string{"kkkk"}, 118, 34},
		{"seeds_12_78x18", []string{strings.Repeat("-", 40), "kkkkkk"}, 78, 18},
	} {
		tab := testSeedSpaceTab(tuitest.Common(t))
		tab.SetSize(tc.w, tc.h)
		v := latticePress(tab, tc.keys...).View()
		tuitest.CheckWidth(t, tc.name, v, tc.w)
		tuitest.Golden(t, tc.name, v)
	}
}

// TestSeedsExact52 checks the exact 52! line of a large area against the
// published value (OEIS A000142).
func TestSeedsExact52(t *testing.T) {
	const published = "80658175170943878571660636856403766975289505440883277824000000000000"
	tab := testSeedSpaceTab(tuitest.Common(t))
	tab.SetSize(118, 34)
	for _, l := range strings.Split(ansi.Strip(tab.View()), "\n") {
		if rest, ok := strings.CutPrefix(l, "52! = "); ok {
			digits, _, _ := strings.Cut(rest, " ")
			if strings.ReplaceAll(digits, ",", "") != published {
				t.Errorf("52! = %s, published %s", digits, published)
			}
			return
		}
	}
	t.Error("no exact 52! line at 118×34")
}
