package draw

import "testing"

func TestMemoDrawsOnlyOnChange(t *testing.T) {
	var m Memo
	calls := 0
	draw := func(s string) func() string { return func() string { calls++; return s } }
	for i, c := range []struct {
		key, out string
		calls    int
	}{
		{MemoKey("80", "a"), "A", 1},
		{MemoKey("80", "a"), "A", 1},
		{MemoKey("80", "b"), "B", 2},
		{MemoKey("8", "0b"), "C", 3}, // the separator keeps parts apart
		{MemoKey("8", "0b"), "C", 3},
	} {
		if got := m.Draw(c.key, draw(c.out)); got != c.out || calls != c.calls {
			t.Errorf("step %d: %q after %d draws, want %q after %d", i, got, calls, c.out, c.calls)
		}
	}
	var empty Memo
	if got := empty.Draw("", func() string { return "x" }); got != "x" {
		t.Errorf("a new memo with an empty key drew %q", got)
	}
}
