package tables

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/games/gamestest"
	"riffle/games/round"
)

// sampler is t's sample round, or a failed test: every table in the list
// plays one, so that every table is held to its records below.
func sampler(t *testing.T, tb round.Table) round.Sampler {
	t.Helper()
	s, ok := tb.(round.Sampler)
	if !ok {
		t.Fatalf("%s has no sample round (round.Sampler)", tb.Name())
	}
	return s
}

// The list names each table once, and Lookup finds each by its name.
func TestList(t *testing.T) {
	names := Names()
	if len(names) != len(All) || len(slices.Compact(slices.Sorted(slices.Values(names)))) != len(names) {
		t.Fatalf("names %v: each table once", names)
	}
	for _, tb := range All {
		if got, ok := Lookup(tb.Name()); !ok || got != tb {
			t.Errorf("Lookup(%q) = %v, %v", tb.Name(), got, ok)
		}
	}
	if _, ok := Lookup("roulette"); ok {
		t.Error("Lookup found roulette")
	}
}

// fairSeeds is a provably fair stream and the seeds a record keeps of it.
func fairSeeds(nonce uint64) (rng.Generator, *round.FairSeeds) {
	server := []byte("a server seed of 32 bytes, ok!!!")
	return rng.NewFair(server, "lucky", nonce),
		&round.FairSeeds{Server: hex.EncodeToString(server), Commit: rng.Commit(server), Client: "lucky", Nonce: nonce}
}

// throughJSON writes r as the session file does and reads it back.
func throughJSON(t *testing.T, r round.Record) round.Record {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back round.Record
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	return back
}

// A seeded round of every table, recorded, written and read back as the
// session file keeps it, replays to the same result — outcome, digest and
// net — on every kind of generator and from provably fair seeds.
func TestRoundTrip(t *testing.T) {
	type source struct {
		name string
		rec  func(s round.Sampler) round.Record
	}
	var sources []source
	for _, gen := range []string{"pcg", "chacha8", "java", "delphi", "mt19937", "lcg32"} {
		sources = append(sources, source{gen, func(s round.Sampler) round.Record { return gamestest.Sample(t, s, gen, 21, 17) }})
	}
	sources = append(sources, source{"fair", func(s round.Sampler) round.Record {
		g, seeds := fairSeeds(3)
		r, err := s.Sample(g)
		if err != nil {
			t.Fatal(err)
		}
		r.Seq, r.Fair = 1, seeds
		return r
	}})
	for _, tb := range All {
		s := sampler(t, tb)
		for _, src := range sources {
			rec := src.rec(s)
			if rec.Table != tb.Name() || rec.Outcome == "" || len(rec.Digest) != 16 {
				t.Errorf("%s %s: the sample recorded %+v", tb.Name(), src.name, rec)
				continue
			}
			back := throughJSON(t, rec)
			res, err := Replay(back)
			if err != nil {
				t.Errorf("%s %s: %v", tb.Name(), src.name, err)
				continue
			}
			if want := (round.Result{Outcome: rec.Outcome, Digest: rec.Digest, Net: rec.Net}); res != want {
				t.Errorf("%s %s: replayed %+v, recorded %+v", tb.Name(), src.name, res, want)
			}
		}
	}
}

// A changed seed, position, saved outcome or digest is caught as a
// mismatch at every table, or refused in one line (a changed stream may
// play moves the table refuses); never taken as the same round.
func TestReplayCatchesChanges(t *testing.T) {
	changes := map[string]func(round.Record) round.Record{
		"seed":    func(r round.Record) round.Record { r.Seed++; return r },
		"pos":     func(r round.Record) round.Record { r.Pos++; return r },
		"digest":  func(r round.Record) round.Record { r.Digest = "0000000000000000"; return r },
		"outcome": func(r round.Record) round.Record { r.Outcome += "!"; return r },
	}
	for _, tb := range All {
		rec := gamestest.Sample(t, sampler(t, tb), "pcg", 7, 5)
		for what, change := range changes {
			_, err := Replay(change(rec))
			if err == nil {
				t.Errorf("%s: a changed %s replayed as a match", rec.Table, what)
				continue
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("%s: error is not one line: %q", rec.Table, err)
			}
		}
		if rec.Net != 0 { // a net that does not match the bets (a prize claimed)
			r := rec
			r.Net += 100
			if _, err := Replay(r); !errors.Is(err, round.ErrMismatch) {
				t.Errorf("%s: a changed net: %v, want a mismatch", rec.Table, err)
			}
		}
	}
}

// Records that cannot be played are refused in one line, never as a
// mismatch: an unknown table (after the generator, as before the tables
// had their own records), moves a table refuses.
func TestReplayRefuses(t *testing.T) {
	bad := []struct {
		r    round.Record
		want string
	}{
		{round.Record{Table: "roulette", Gen: "pcg", Moves: []string{"x"}}, `unknown table "roulette": allowed craps, yahtzee, lottery, solitaire, poker, videopoker, holdem, cheat, dobble`},
		{round.Record{Table: "roulette", Gen: "os"}, "cannot be replayed"},
		{round.Record{Table: "craps", Gen: "os", Moves: []string{"limit 3-4-5×", "roll 10 0"}}, "cannot be replayed"},
		{round.Record{Table: "craps", Gen: "nope"}, "nope"},
		{round.Record{Table: "craps", Gen: "pcg", Moves: []string{"limit 9×", "roll 10 0"}}, "odds limit"},
		{round.Record{Table: "yahtzee", Gen: "pcg", Moves: []string{"dice 5 6", "roll 11111"}}, `"roll" first`},
		{round.Record{Table: "lottery", Gen: "pcg", Moves: []string{"game keno", "ticket 0 81"}}, "ticket 0 81"},
		{round.Record{Table: "solitaire", Gen: "pcg", Moves: []string{"shuffles 99", "side alice", "bet 10"}}, ""},
		{round.Record{Table: "poker", Gen: "pcg", Algo: "naive", Moves: []string{"holdem 11 10"}}, ""},
		{round.Record{Table: "cheat", Gen: "delphi", Algo: "asf", Moves: []string{"holdem x"}}, "players"},
		{round.Record{Table: "videopoker", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"paytable jacks-9-6", "bet 6", "hold 00000"}}, "bet 6"},
		{round.Record{Table: "videopoker", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"paytable blackjack", "bet 1", "hold 00000"}}, "blackjack"},
		{round.Record{Table: "videopoker", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"paytable jacks-9-6", "bet 1", "hold 0000"}}, "five 0s and 1s"},
		{round.Record{Table: "videopoker", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"paytable jacks-9-6", "bet 1"}}, "3 moves"},
		{round.Record{Table: "dobble", Gen: "pcg", Moves: []string{"game double 7"}}, ""},
		{round.Record{Table: "dobble", Gen: "pcg", Moves: []string{"game classic", "find 0"}}, ""},
		{round.Record{Table: "holdem", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 100", "styles tight loose"}}, "stacks"},
		{round.Record{Table: "holdem", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 100 100", "styles tight wild"}}, "wild"},
		{round.Record{Table: "holdem", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 0 100", "styles tight loose", "fold"}}, ""},
		{round.Record{Table: "holdem", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 100 100", "styles tight loose", "dance"}}, "dance"},
		{round.Record{Table: "holdem", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 3 5 10 0", "stacks 100 100 100", "styles tight loose"}}, "unfinished"},
		{round.Record{Table: "holdem", Gen: "pcg", Algo: "fisher-yates", Moves: []string{"table 12 5 10 0"}}, ""},
		{round.Record{Table: "craps", Fair: &round.FairSeeds{Server: "zz"}}, "not hex"},
		{round.Record{Table: "craps", Fair: &round.FairSeeds{Server: "00", Commit: "wrong"}}, "commitment"},
	}
	for _, c := range bad {
		_, err := Replay(c.r)
		if err == nil || errors.Is(err, round.ErrMismatch) || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want a one-line refusal with %q", c.r, err, c.want)
		}
	}
}

// readJSONL reads one JSON value a line of a testdata file into v's
// element type.
func readJSONL[T any](t *testing.T, name string) []T {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, v)
	}
	return out
}

// Rounds recorded by the code before each table kept its own records
// (commit 4edde1e: every table through the screens, plain and provably
// fair; each table's round on six generators; the 1999 table's deals kept
// before it was playable) replay to what they recorded: the record format
// and every table's replay are as they were.
func TestRecordsBefore(t *testing.T) {
	recs := readJSONL[round.Record](t, "testdata/rounds.jsonl")
	seen := map[string]bool{}
	for _, r := range recs {
		seen[r.Table] = true
		if _, err := Replay(r); err != nil {
			t.Errorf("%v", err)
		}
	}
	for _, name := range Names() {
		if !seen[name] {
			t.Errorf("no %s round recorded before", name)
		}
	}
}

// Rounds left open, as the code before recorded them, are described as it
// described them; a table that never leaves a round open refuses.
func TestPlayOpen(t *testing.T) {
	type open struct {
		Round  round.Record `json:"round"`
		SoFar  string       `json:"so_far"`
		Digest string       `json:"digest"`
	}
	opens := readJSONL[open](t, "testdata/open.jsonl")
	if len(opens) == 0 {
		t.Fatal("no open rounds")
	}
	for _, o := range opens {
		res, err := PlayOpen(o.Round)
		if err != nil || res.Outcome != o.SoFar || res.Digest != o.Digest {
			t.Errorf("%s %v: %+v, %v; want %q %s", o.Round.Table, o.Round.Moves, res, err, o.SoFar, o.Digest)
		}
	}
	for name, want := range map[string]string{
		"lottery":     "a lottery round is settled as it begins, so it is never left open",
		"roulette":    `unknown table "roulette": allowed craps`,
		"roulette\nx": `unknown table "roulette\nx"`,
	} {
		_, err := PlayOpen(round.Record{Table: name, Moves: []string{"game keno"}})
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("an open %q round: %v, want one line with %q", name, err, want)
		}
	}
}

// The verify flags two tables share have one default: riffle verify
// declares each flag once.
func TestVerifyFlagsAgree(t *testing.T) {
	def := map[string]string{}
	for _, v := range Verifiers() {
		for _, f := range v.VerifySpec().Flags {
			if d, ok := def[f.Name]; ok && d != f.Default {
				t.Errorf("--%s: default %q at %s, %q at another table", f.Name, f.Default, v.Name(), d)
			}
			def[f.Name] = f.Default
		}
	}
}

// given are verify flags read from an argument list, as riffle verify
// reads them; Int is a plain parse (riffle verify's own names the flag).
type given struct {
	vals map[string]string
}

func (g given) Get(name string) string { return g.vals[name] }

func (g given) Int(name, value string, lo, hi int64) (int64, error) {
	n, err := strconv.ParseInt(value, 10, 64)
	if err != nil || n < lo || n > hi {
		return 0, errors.New("--" + name + " " + value)
	}
	return n, nil
}

// A provably fair round of every table riffle verify recomputes is
// recomputed from its seeds and the flags its record gives (the command
// the provably fair screen shows): the same digest, and an outcome the
// round's begins with.
func TestVerifyArgsRecompute(t *testing.T) {
	for _, v := range Verifiers() {
		for nonce := uint64(1); nonce <= 4; nonce++ {
			g, seeds := fairSeeds(nonce)
			rec, err := sampler(t, v).Sample(g)
			if err != nil {
				t.Fatal(err)
			}
			rec.Fair = seeds
			spec := v.VerifySpec()
			f := given{map[string]string{}}
			for _, fl := range spec.Flags {
				f.vals[fl.Name] = fl.Default
			}
			args := VerifyArgs(rec)
			for i := 0; i+1 < len(args); i += 2 {
				name, ok := strings.CutPrefix(args[i], "--")
				if !ok || !slices.ContainsFunc(spec.Flags, func(fl round.Flag) bool { return fl.Name == name }) {
					t.Fatalf("%s: VerifyArgs %q: %q is not a flag of the table", v.Name(), args, args[i])
				}
				f.vals[name] = args[i+1]
			}
			fair, _ := fairSeeds(nonce)
			got, err := v.Verify(fair, f)
			if err != nil {
				t.Fatalf("%s %q: %v", v.Name(), args, err)
			}
			if spec.NoDigest != "" { // the seeds give the faces only (see the table's own tests)
				continue
			}
			if got.Digest != rec.Digest || !strings.HasPrefix(rec.Outcome, got.Outcome) {
				t.Errorf("%s %q: verify %q %s, the round %q %s", v.Name(), args, got.Outcome, got.Digest, rec.Outcome, rec.Digest)
			}
		}
	}
}
