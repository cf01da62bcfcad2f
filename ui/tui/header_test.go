package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"riffle/games/casino"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// headerAt is the header, plain, at width w.
func headerAt(m *Model, w int) string {
	m.w = w
	return tuitest.Plain(m.headerView())
}

// The header names the generator, the shuffle and the whole seed at every
// width from 80, on every screen, with chips on a table or not; the
// screen's title gives way first, and with a 16-digit seed it is there
// at 100 columns and more.
func TestHeaderShowsTheWholeSource(t *testing.T) {
	t.Parallel()
	const seed = "1234567890123456"
	for _, o := range []Options{{Seed: seed}, {Seed: "4294967295", Gen: "mt19937", Algo: "inverse-riffle"}, {Seed: "-9223372036854775808", Gen: "java", Algo: "asf"}, {Seed: "18446744073709551615", Gen: "chacha8", Algo: "uniform-riffles"}} {
		m := newTestModel(t, Options{Seed: o.Seed, Gen: o.Gen, Algo: o.Algo, Screen: "craps"}, 80, 24)
		runQuick(m, m.Init())
		for _, point := range []bool{false, true} {
			if point {
				m.open("craps")
				pointOn(t, m)
			}
			for _, name := range ScreenNames() {
				m.open(common.ID(name))
				s := m.c.Settings()
				for w := 80; w <= 160; w++ {
					h := headerAt(m, w)
					for _, want := range []string{" " + s.Gen.Name + " · ", " " + s.Algo.Name + " · ", "seed " + s.SeedText()} {
						if !strings.Contains(h, want) || lipgloss.Width(h) > w {
							t.Fatalf("%s, %s, point %v, width %d: header %q (%d wide) lacks %q", o.Gen, name, point, w, h, lipgloss.Width(h), want)
						}
					}
					if title, _, _ := strings.Cut(m.screenTitle(), " · "); o.Gen == "" && (w == 100 || w == 140) && !strings.Contains(h, "Riffle  "+title) {
						t.Errorf("%s, point %v, width %d: header %q has room for the title %q", name, point, w, h, title)
					}
				}
			}
		}
	}
}

// The header's chips are those in hand and those on the tables: with a
// craps point on, the pass line's chips are on the table, not gone.
func TestHeaderChipsOnTheTable(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "1234567890123456", Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	press(m, "]", "]", "]")
	pointOn(t, m)
	b := m.ledger
	if b.Staked() == 0 {
		t.Fatal("a point on and nothing on the table")
	}
	hand, staked := text.Int(int64(b.InHand())), text.Int(int64(b.Staked()))
	for _, w := range []int{80, 100, 140} {
		h := headerAt(m, w)
		if !strings.Contains(h, hand+" in hand · "+staked+" on table") && !strings.Contains(h, hand+" + "+staked+" on table") {
			t.Errorf("width %d: header %q does not say %s in hand and %s on the table", w, h, hand, staked)
		}
	}
	if h := headerAt(m, 140); !strings.Contains(h, hand+" in hand · "+staked+" on table") {
		t.Errorf("width 140: header %q", h)
	}
	m.open(lobbyID)
	if h := headerAt(m, 80); !strings.Contains(h, staked+" on table") {
		t.Errorf("in the lobby, the point still on: header %q", h)
	}
}

// In provably fair mode the header keeps the screen's title where there
// is room, as the header does out of fair mode, beside the commitment.
func TestFairHeaderKeepsTheTitle(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "fair"}, 80, 24)
	m.Continue(casino.Session{}, nil, tuitest.Entropy(3))
	press(m, "space")
	commit := m.ledger.Pending()
	for _, name := range ScreenNames() {
		m.open(common.ID(name))
		title, _, _ := strings.Cut(m.screenTitle(), " · ")
		for _, w := range []int{100, 140} {
			h := headerAt(m, w)
			if !strings.Contains(h, "Riffle  "+title) || !strings.Contains(h, commit[:32]) {
				t.Errorf("%s at %d in fair mode: header %q", name, w, h)
			}
		}
	}
	m.open("craps")
	press(m, "[") // the pass line's bet taken down: nothing on the table
	if h := headerAt(m, 80); !strings.Contains(h, "Riffle  Craps ") || !strings.Contains(h, commit[:32]) {
		t.Errorf("craps at 80 in fair mode: header %q", h)
	}
}

// A notice from the start too long for the header (a damaged session
// file's, naming the copy kept) is shown whole under it, at every size,
// until the next key.
func TestLongNoticeShownWhole(t *testing.T) {
	t.Parallel()
	note := "state file /home/someone/a/long/state/directory/session.jsonl: 1 damaged line (line 7: checksum mismatch) skipped, 40 good lines kept; the damaged file is saved as /home/someone/a/long/state/directory/session.jsonl.damaged-20261128T041500"
	for _, sz := range [][2]int{{80, 24}, {140, 45}, {200, 60}} {
		m := newTestModel(t, Options{}, sz[0], sz[1])
		m.notice = note
		v := strings.Join(strings.Fields(tuitest.Plain(m.View())), " ")
		if !strings.Contains(v, note) {
			t.Errorf("%v: the notice not whole:\n%s", sz, tuitest.Plain(m.View()))
		}
		press(m, "down")
		if strings.Contains(tuitest.Plain(m.View()), "damaged") {
			t.Errorf("%v: the notice stays after a key", sz)
		}
	}
}
