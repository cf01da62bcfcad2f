package tty

import (
	"os"
	"testing"
)

// hide makes TERM "dumb" (termenv then asks the terminal nothing) and put
// restores it byte for byte, set or unset.
func TestHideRestoresTERM(t *testing.T) {
	for _, c := range []struct {
		value string
		set   bool
	}{{"xterm-256color", true}, {" screen.xterm é\t", true}, {"", true}, {"", false}} {
		t.Setenv("TERM", c.value)
		if !c.set {
			os.Unsetenv("TERM")
		}
		s := hide()
		if got, ok := os.LookupEnv("TERM"); got != "dumb" || !ok {
			t.Errorf("TERM %q (set %v) hidden as %q (set %v), want dumb", c.value, c.set, got, ok)
		}
		s.put()
		if got, ok := os.LookupEnv("TERM"); got != c.value || ok != c.set {
			t.Errorf("TERM %q (set %v) restored as %q (set %v)", c.value, c.set, got, ok)
		}
	}
}

func TestParseBackground(t *testing.T) {
	for _, c := range []struct {
		in       string
		dark, ok bool
	}{
		{"\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[1;1R", false, true},
		{"\x1b]11;rgb:00/00/00\x07", true, true},
		{"\x1b]11;rgb:fdf6/f6e3/e3e3\x1b\\", false, true}, // solarized light
		{"\x1b]11;rgb:0/2/3\x1b\\", true, true},
		{"\x1b]11;rgb:8/8/8\x07", false, true},
		{"\x1b]11;rgb:7/7/7\x07", true, true},
		{"\x1b[24;1R", false, false},
		{"", false, false},
		{"\x1b]11;rgb:ffff/ffff\x1b\\", false, false},
		{"\x1b]11;rgb:fffff/0/0\x1b\\", false, false},
		{"\x1b]11;rgb:gg/00/00\x1b\\", false, false},
		{"\x1b]11;rgb://\x1b\\", false, false},
		{"\x1b]11;#ffffff\x1b\\", false, false},
		{"\x1b]11;rgb:ffff/ffff/ffff", false, false}, // cut before its end
	} {
		dark, ok := ParseBackground(c.in)
		if dark != c.dark || ok != c.ok {
			t.Errorf("ParseBackground(%q) = %v, %v; want %v, %v", c.in, dark, ok, c.dark, c.ok)
		}
	}
}

// The first frame waits for the terminal's answer at most Wait, and the
// program's start takes some 50 ms besides: 100 ms in all.
func TestWaitIsShort(t *testing.T) {
	if Wait > 50e6 {
		t.Errorf("Wait is %v: the first frame would come later than 100 ms after the start on a terminal that does not answer", Wait)
	}
}

func TestAskable(t *testing.T) {
	for term, want := range map[string]bool{"xterm-256color": true, "": true, "dumb": false, "screen.xterm-256color": false,
		"tmux-256color": false, "linux": true, "xterm-dumb": true} {
		if Askable(term) != want {
			t.Errorf("Askable(%q) = %v", term, !want)
		}
	}
}
