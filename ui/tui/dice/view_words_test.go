package dice

import (
	"testing"

	game "riffle/games/dice"
)

// Every kind of throw has all its words.
func TestThrowText(t *testing.T) {
	for _, k := range game.Throws() {
		w, ok := throwText[k]
		if !ok || w.about == "" || w.short == "" || w.lower == "" || w.word == "" {
			t.Errorf("throw %d: %+v", k, w)
		}
	}
}
