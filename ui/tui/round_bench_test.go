package tui

import (
	"testing"

	"riffle/ui/tui/common"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// roundKeys are keys that, pressed in turn, play rounds at a table: the
// benchmark presses them until the table records one more round.
var roundKeys = []struct {
	table string
	keys  []string
}{
	{"craps", []string{"space"}},
	{"yahtzee", []string{"k", "space"}},
	{"lottery", []string{"a", "space"}},
	{"solitaire", []string{"enter"}},
	{"poker", []string{"d"}},
	{"videopoker", []string{"space"}},
	{"holdem", []string{"space", "c"}},
	{"cheat", []string{"space", "c"}},
}

// BenchmarkRound plays one round a time at each table that records
// rounds, as a player does with the keys (Update alone: no frame is drawn
// and no Cmd run), on a bankroll that does not run out. It times what a
// round costs from the key to the books: the rules, the chips and the
// record. The same benchmark runs on the code before a change and after
// it (see docs/speed.md).
func BenchmarkRound(b *testing.B) {
	for _, tc := range roundKeys {
		b.Run(tc.table, func(b *testing.B) {
			m := newTestModel(b, settings.Options{Seed: "42"}, 120, 40)
			benchContinue(m)
			runQuick(m, m.open(common.ID(tc.table)))
			if m.screen != common.ID(tc.table) {
				b.Fatalf("could not open %s", tc.table)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				n := benchRounds(m)
				for i := 0; benchRounds(m) == n; i++ {
					if i > 2000 {
						b.Fatalf("%s: no round after 2000 keys", tc.table)
					}
					m.Update(tuitest.Key(tc.keys[i%len(tc.keys)]))
				}
			}
		})
	}
}
