package tables

import (
	"strings"
	"testing"

	"riffle/games/round"
)

// Any record — any table name, generator spec, seed and moves — is either
// replayed or refused in one line, and described as an open round or
// refused in one line; nothing panics. (The position is not
// fuzzed: Skip takes time linear in it.)
func FuzzReplay(f *testing.F) {
	f.Add("craps", "pcg", uint64(1), "", "limit 3-4-5×\nroll 10 0\nroll 10 30")
	f.Add("yahtzee", "java", uint64(9), "", "dice 5 6\nroll\nroll 11000")
	f.Add("lottery", "lcg:13,5,16", uint64(3), "", "game powerball\nticket 1 2 3 4 5 + 6")
	f.Add("solitaire", "mt19937", uint64(2), "", "shuffles random\nside bob\nbet 10")
	f.Add("poker", "chacha8", uint64(5), "asf", "holdem 6 10")
	f.Add("poker", "delphi", uint64(5), "top-to-random", "hands 4 13")
	f.Add("cheat", "delphi", uint64(5), "asf", "holdem 10")
	f.Add("holdem", "pcg", uint64(3), "fisher-yates", "table 3 5 10 2\nstacks 100 200 300\nstyles tight station\ncall\ncheck\nraise")
	f.Add("videopoker", "pcg", uint64(4), "fisher-yates", "paytable jacks-9-6\nbet 5\nhold 10010")
	f.Add("dobble", "pcg", uint64(6), "", "game double 5\nmiss 3 800")
	f.Fuzz(func(t *testing.T, table, gen string, seed uint64, algo, moves string) {
		r := round.Record{Table: table, Gen: gen, Seed: seed, Algo: algo, Moves: strings.Split(moves, "\n")}
		_, err := Replay(r)
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("error is not one line: %q", err)
		}
		_, err = PlayOpen(r)
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("PlayOpen: error is not one line: %q", err)
		}
	})
}
