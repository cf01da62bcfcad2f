package assets

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Every face has five lines of nine cells and as many pips as its number.
func TestDieFaces(t *testing.T) {
	for f := 1; f <= 6; f++ {
		lines := DieFace(f)
		if len(lines) != DieFaceLines {
			t.Fatalf("face %d: %d lines", f, len(lines))
		}
		pips := 0
		for _, l := range lines {
			if n := utf8.RuneCountInString(l); n != DieFaceWidth {
				t.Errorf("face %d: line %q is %d wide", f, l, n)
			}
			pips += strings.Count(l, "●")
		}
		if pips != f {
			t.Errorf("face %d has %d pips", f, pips)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("face 7 did not panic")
		}
	}()
	DieFace(7)
}
