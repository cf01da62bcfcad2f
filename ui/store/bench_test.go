package store

import (
	"os"
	"path/filepath"
	"testing"
)

// Sink keeps benchmark results alive.
var Sink int

// benchRound is about the size of one saved round.
var benchRound = map[string]any{
	"table": "blackjack", "round": 1234, "bet": 25, "bank": 975,
	"cards": []string{"As", "Kd", "7h", "9c", "Qs"}, "outcome": "dealer busts",
}

// BenchmarkAppend is the cost of saving one round: encode, one write, fsync.
func BenchmarkAppend(b *testing.B) {
	s, _, _, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	b.ReportAllocs()
	for b.Loop() {
		if err := s.Append(benchRound); err != nil {
			b.Fatal(err)
		}
		Sink++
	}
}

// BenchmarkAppendNoSync is the baseline: the same line written to an
// O_APPEND file without fsync. The difference is the price of durability.
func BenchmarkAppendNoSync(b *testing.B) {
	f, err := os.OpenFile(filepath.Join(b.TempDir(), "session.jsonl"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	b.ReportAllocs()
	for b.Loop() {
		line, err := EncodeLine(benchRound)
		if err != nil {
			b.Fatal(err)
		}
		n, err := f.Write(line)
		if err != nil {
			b.Fatal(err)
		}
		Sink += n
	}
}
