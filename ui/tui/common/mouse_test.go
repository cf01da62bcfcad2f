package common

import (
	"fmt"
	"strings"
	"testing"
	"time"

	zone "github.com/lrstanley/bubblezone"
)

// Scan records every zone where bubblezone's own scan of the whole frame
// does, and returns the frame it returns: marks on coloured lines, a zone
// over three lines, two zones on a line, lines with no mark between, wide,
// combining and ambiguous characters before a mark, escapes bubblezone
// reads its own way (a link, a CSI with a final byte not a letter, an
// escape left open), and an escape cut short at the end.
func TestScanMatchesBubblezone(t *testing.T) {
	mine, theirs := &Common{zones: NewZones()}, zone.New()
	t.Cleanup(mine.zones.Close)
	t.Cleanup(theirs.Close)
	red, reset := "\x1b[38;2;255;0;0m", "\x1b[0m"
	var ids []string
	frame := func(mark func(id, v string) string) string {
		return strings.Join([]string{
			red + "header" + reset + "  " + mark("a", red+"‹ one ›"+reset) + " tail",
			strings.Repeat(red+"█"+reset, 40),
			"plain " + mark("b", "two") + " " + mark("c", "three") + " end",
			mark("d", "start of a box\n"+red+"middle"+reset+"\nend of it"),
			"漢字 e\u0301 👍 ⣿⠁ ≡ " + red + mark("e", "wide") + reset + " ½ " + mark("f", "→"),
			"\x1b]8;;https://example.org\x1b\\link\x1b]8;;\x1b\\ " + mark("g", "after a link") + " \x1b[?25l " + mark("h", "h"),
			"\x1b[5~ odd final " + mark("i", "i") + " then " + mark("j", "j"),
			"cut \x1b" + mark("k", "k") + "abc" + mark("l", "l"),
			strings.Repeat("·", 30) + "\x1b[",
		}, "\n")
	}
	ids = []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"}
	got := mine.Scan(frame(mine.Mark))
	want := theirs.Scan(frame(theirs.Mark))
	if got != want {
		t.Errorf("frame:\n%q\nwant\n%q", got, want)
	}
	for _, id := range ids {
		var a, b *zone.ZoneInfo
		for end := time.Now().Add(2 * time.Second); time.Now().Before(end) && (a == nil || b == nil); time.Sleep(time.Millisecond) {
			a, b = mine.zones.Get(id), theirs.Get(id)
		}
		if a == nil || b == nil {
			t.Fatalf("zone %s: recorded %v, bubblezone %v", id, a != nil, b != nil)
		}
		if fmt.Sprint(a.StartX, a.StartY, a.EndX, a.EndY) != fmt.Sprint(b.StartX, b.StartY, b.EndX, b.EndY) {
			t.Errorf("zone %s at %d,%d–%d,%d; bubblezone %d,%d–%d,%d", id, a.StartX, a.StartY, a.EndX, a.EndY, b.StartX, b.StartY, b.EndX, b.EndY)
		}
	}
}

// A frame is scanned again only when it changed, and its zones are always
// those of the frame shown: the same frame again, a frame with a zone
// moved and the first frame back, a change on a line without marks (the
// heatmap under a tick), and a Clear before the same frame.
func TestScanRemembers(t *testing.T) {
	c := &Common{zones: NewZones()}
	t.Cleanup(c.zones.Close)
	red, reset := "\x1b[38;2;255;0;0m", "\x1b[0m"
	frame := func(x int, body string) string {
		return strings.Repeat(" ", x) + c.Mark("a", red+"[a]"+reset) + "\n" + body + "\n" + c.Mark("b", "[b]")
	}
	at := func(id string, x, y int) {
		t.Helper()
		for end := time.Now().Add(2 * time.Second); time.Now().Before(end); time.Sleep(time.Millisecond) {
			if z := c.zones.Get(id); z != nil && z.StartX == x && z.StartY == y {
				return
			}
		}
		z := c.zones.Get(id)
		t.Fatalf("zone %s at %+v, want %d,%d", id, z, x, y)
	}
	shows := func(got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("frame %q, want %q", got, want)
		}
	}
	shows(c.Scan(frame(0, red+"one"+reset)), red+"[a]"+reset+"\n"+red+"one"+reset+"\n[b]")
	at("a", 0, 0)
	at("b", 0, 2)
	shows(c.Scan(frame(0, red+"one"+reset)), red+"[a]"+reset+"\n"+red+"one"+reset+"\n[b]")
	shows(c.Scan(frame(5, "two")), "     "+red+"[a]"+reset+"\ntwo\n[b]")
	at("a", 5, 0)
	shows(c.Scan(frame(0, red+"one"+reset)), red+"[a]"+reset+"\n"+red+"one"+reset+"\n[b]")
	at("a", 0, 0)
	shows(c.Scan(frame(0, "three")), red+"[a]"+reset+"\nthree\n[b]")
	at("a", 0, 0)
	at("b", 0, 2)
	c.zones.Clear("b")
	shows(c.Scan(frame(0, "three")), red+"[a]"+reset+"\nthree\n[b]")
	at("b", 0, 2)
	shows(c.Scan("no marks"), "no marks")
	for end := time.Now().Add(2 * time.Second); c.zones.Get("a") != nil; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("a frame without marks left the last frame's zones")
		}
	}
}
