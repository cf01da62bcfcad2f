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
// over three lines, two zones on a line, lines with no mark between, and
// an escape cut short at the end.
func TestScanMatchesBubblezone(t *testing.T) {
	mine, theirs := &Common{zones: zone.New()}, zone.New()
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
			strings.Repeat("·", 30) + "\x1b[",
		}, "\n")
	}
	ids = []string{"a", "b", "c", "d"}
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
