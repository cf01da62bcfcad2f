package cli

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"riffle/games/casino"
	"riffle/games/holdem"
	"riffle/games/round"
	"riffle/games/tables"
	"riffle/ui/store"
	"riffle/ui/text"
)

const historyHelp = `Lists the saved session, one row per round: its number, when it was
settled (local time), the table, where its randomness came from, what it won
or lost and the bankroll after it, and what happened. The source is the
generator, its seed and its position in the stream when the round began
("pcg 42 @1,234"), or the nonce of a provably fair round ("fair nonce 7").
A round still in play (a craps point on when the casino stopped, which the
casino takes up again when it opens) is listed last as "open", with its
chips on the table and its throws so far. The footer gives the rounds, the
bankroll now, and whether the bankroll adds
up: every bankroll is 0…1,000,000,000, every round's is the one before it
plus the round's net, and a session starts with the chips the last one
ended with; if not, it names the first line that breaks the chain.

The file is read without taking the lock, so it can be listed while a game
is being played, one line at a time (twice: to count, then to list), so a
file of any size is listed in little memory. A damaged line or an entry that cannot be read is reported
in one line on stderr, the rest is listed, and the exit status is still 0.
With no session file the command says so and exits 0; a --state that cannot
be read (a file, no permission) is bad input: one line, exit 2.

  --state DIR   the state directory (default $XDG_STATE_HOME/riffle, else
                ~/.local/state/riffle); the session is DIR/session.jsonl
  --table T     only the rounds of one table: craps, yahtzee, lottery,
                solitaire, poker or cheat
  --last N      only the last N rounds (after --table)
  --json        one JSON object: {"state","saved","rounds":[…],"total",
                "bankroll","adds_up","check","problems":[…]}; each round as
                the file keeps it, "total" the rounds before --table/--last
  --format F    list (the default) or pokerstars: every Hold'em hand (of
                holdem and cheat, or the one --table names) replayed from
                its record and written as PokerStars' hand history, street
                by street, for trackers and replayers

Examples:
  riffle history
  riffle history --table craps --last 5
  riffle history --table holdem --format pokerstars > hands.txt
  riffle history --state ./class-a --json
`

const replayHelp = `Replays saved rounds: each is dealt again, bit for bit, from what the file
saved — the generator, seed and position (or the provably fair seeds) and
the player's moves — on the table's own rules, and every die, ball and card
is compared with the saved outcome, digest and net.

  ROUND         a round number (riffle history lists them), "last" or "all"
  --state DIR   the state directory (default $XDG_STATE_HOME/riffle, else
                ~/.local/state/riffle)
  --json        one JSON object: {"state","rounds":[{"seq","table","source",
                "moves","saved":{…},"replayed":{…},"match"}],"replayed","match",
                "adds_up","check"}

The bankroll is checked too, over the whole file, as riffle history checks
it; a break is reported after the rounds, on stdout and in one line on
stderr, and in --json as "adds_up" and "check".

The exit status is 0 when every round replayed matches and the bankroll
adds up; 1 when a round differs (each difference in one line on stderr),
cannot be replayed (a round drawn from the os generator, which has no
seed), or the bankroll does not add up; 2 for a ROUND that is not a number,
"last" or "all", or names no saved round, or a --state that cannot be read.

Examples:
  riffle replay last
  riffle replay 7
  riffle replay all --state ./class-a
`

var (
	historyCommand = command{name: "history", summary: "the saved session: every round, its source and the bankroll",
		usage: "history [--state DIR] [--table T] [--last N] [--json | --format pokerstars]", help: historyHelp,
		runErr: runHistory, stream: true}
	replayCommand = command{name: "replay", summary: "deal saved rounds again and check they come out the same",
		usage: "replay ROUND|last|all [--state DIR] [--json]", help: replayHelp,
		runErr: runReplay, stream: true}
)

// savedSession is a session file read without its lock, one entry at a
// time: what the footer needs, and the last round.
type savedSession struct {
	dir, path string
	exists    bool // the file is there (it may still hold nothing)
	casino.Session
	// problems are one line each: damaged lines of the file, entries that
	// could not be read.
	problems []string
}

// StateDir is the --state flag's directory, or the default one.
func StateDir(flagValue string) (string, error) {
	if flagValue != "" {
		return flagValue, nil
	}
	return store.Dir()
}

// StateError is the error for a --state directory whose session cannot be
// read or written: bad input, a long path cut short as [Quote] cuts it.
func StateError(dir string, err error) error {
	msg := err.Error()
	if len(dir) > maxPathEcho {
		msg = strings.ReplaceAll(msg, dir, quoteN(dir, maxPathEcho))
	}
	return Usagef("--state: %s", msg)
}

// loadSession reads the session in dir, handing each round to each (when
// not nil) as it goes; it keeps only the last round. A missing file is an
// empty session; damage is reported in problems; err is only for a file
// that cannot be read at all.
func loadSession(dir string, each func(round.Record)) (savedSession, error) {
	sv := savedSession{dir: dir, path: filepath.Join(dir, store.FileName)}
	l := casino.Loader{Keep: 0}
	if each != nil {
		l.Round = func(_ int, r round.Record) { each(r) }
	}
	problem, err := store.Each(sv.path, l.Add)
	if err != nil {
		return sv, err
	}
	_, statErr := os.Stat(sv.path)
	sv.exists = !errors.Is(statErr, fs.ErrNotExist)
	sv.Session = l.Session()
	for _, p := range []string{problem, sv.Problem} {
		if p != "" {
			sv.problems = append(sv.problems, oneLine(p))
		}
	}
	return sv, nil
}

// again reads the file a second time, handing the first n rounds to fn:
// the rounds loadSession counted, not any appended since.
func (sv savedSession) again(n int, fn func(round.Record)) error {
	i := 0
	_, err := store.Each(sv.path, (&casino.Loader{Round: func(_ int, r round.Record) {
		if i < n {
			fn(r)
		}
		i++
	}}).Add)
	return err
}

// openSaved reads the session in the state directory (the --state value,
// or the default) and warns of each problem in one line.
func openSaved(stateFlag string, warn io.Writer, cmd string, each func(round.Record)) (savedSession, error) {
	dir, err := StateDir(stateFlag)
	if err != nil {
		return savedSession{}, err
	}
	sv, err := loadSession(dir, each)
	if err != nil && stateFlag != "" {
		return sv, StateError(dir, err)
	}
	if err != nil {
		return sv, err
	}
	warnProblems(warn, cmd, sv.problems)
	return sv, nil
}

// warnProblems writes each problem as one line.
func warnProblems(warn io.Writer, cmd string, problems []string) {
	for _, p := range problems {
		fmt.Fprintf(warn, "riffle %s: %s\n", cmd, p)
	}
}

// roundSource says where a round's randomness came from: "pcg 42 @1,234"
// (generator, seed, position in its stream) or "fair nonce 7".
func roundSource(r round.Record) string {
	if r.Fair != nil {
		return "fair nonce " + strconv.FormatUint(r.Fair.Nonce, 10)
	}
	if r.Gen == "os" {
		return "os (no seed)"
	}
	return fmt.Sprintf("%s %d @%s", r.Gen, r.Seed, text.GroupDigits(strconv.FormatUint(r.Pos, 10)))
}

// shortTime is a round's time in the local zone, to the minute.
const shortTime = "2006-01-02 15:04"

type historyJSON struct {
	State    string         `json:"state"`
	Saved    bool           `json:"saved"`
	Rounds   []round.Record `json:"rounds"`
	Total    int            `json:"total"`
	Bankroll int            `json:"bankroll"`
	AddsUp   bool           `json:"adds_up"`
	Check    string         `json:"check"`
	Problems []string       `json:"problems"`
	Open     []openJSON     `json:"open"`
	Void     []voidJSON     `json:"void"`
}

// voidJSON is a round left open that could not be taken up and was
// called off: its chips went back in hand (it moved none), and why.
type voidJSON struct {
	Table  string       `json:"table"`
	Stake  int          `json:"stake"`
	Reason string       `json:"reason"`
	Round  round.Record `json:"round"`
}

// voidRounds are the session's rounds called off, of table ("" for every
// table).
func voidRounds(sv savedSession, table string) []voidJSON {
	out := []voidJSON{}
	for _, e := range sv.Void {
		if table == "" || e.Round.Table == table {
			out = append(out, voidJSON{Table: e.Round.Table, Stake: e.Stake, Reason: e.Reason, Round: *e.Round})
		}
	}
	return out
}

// openJSON is a round still in play: its table, its chips on the table,
// what its moves came to so far (or why they cannot be played) and its
// record so far.
type openJSON struct {
	Table string       `json:"table"`
	Stake int          `json:"stake"`
	SoFar string       `json:"so_far"`
	Round round.Record `json:"round"`
}

// openRounds are the session's rounds still in play, of table ("" for
// every table).
func openRounds(sv savedSession, table string) []openJSON {
	out := []openJSON{}
	for _, e := range sv.Open {
		if table != "" && e.Round.Table != table {
			continue
		}
		soFar := "cannot be played: "
		if res, err := tables.PlayOpen(*e.Round); err != nil {
			soFar += oneLine(err.Error())
		} else {
			soFar = res.Outcome
		}
		out = append(out, openJSON{Table: e.Round.Table, Stake: e.Stake, SoFar: soFar, Round: *e.Round})
	}
	return out
}

// addsUp is what the footer and --json say about the bankroll check.
const addsUp = "adds up"

// checkOf is the bankroll check in one line: addsUp or the first break.
func checkOf(s casino.Session) string {
	if err := s.Check(); err != nil {
		return oneLine(err.Error())
	}
	return addsUp
}

func runHistory(args []string, out, warn io.Writer) error {
	fs := flag.NewFlagSet("history", flag.ContinueOnError)
	stateFlag := fs.String("state", "", "")
	table := fs.String("table", "", "")
	lastStr := fs.String("last", "", "")
	asJSON := fs.Bool("json", false, "")
	format := fs.String("format", "list", "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	if *table != "" && !slices.Contains(tables.Names(), *table) {
		return Usagef("--table %s: allowed %s", Quote(*table), strings.Join(tables.Names(), ", "))
	}
	stars := *format == "pokerstars"
	switch {
	case *format != "list" && !stars:
		return Usagef("--format %s: allowed list, pokerstars", Quote(*format))
	case stars && *asJSON:
		return Usagef("--format pokerstars is text: leave out --json")
	case stars && *table != "" && *table != holdem.Name && *table != holdem.CheatName:
		return Usagef("--format pokerstars: hand histories are Hold'em's; --table holdem or cheat")
	}
	last := int64(0)
	if *lastStr != "" {
		var err error
		if last, err = IntFlag("last", *lastStr, 1, math.MaxInt32); err != nil {
			return err
		}
	}
	match := func(r round.Record) bool { return *table == "" || r.Table == *table }
	if stars && *table == "" {
		match = func(r round.Record) bool { return r.Table == holdem.Name || r.Table == holdem.CheatName }
	}
	count := 0 // the rounds of the table
	sv, err := openSaved(*stateFlag, warn, "history", func(r round.Record) {
		if match(r) {
			count++
		}
	})
	if err != nil {
		return err
	}
	from := 0
	if last > 0 && int64(count) > last {
		from = count - int(last)
	}
	shown := func(fn func(round.Record)) error { // the rounds listed, read again
		i := 0
		return sv.again(sv.Count, func(r round.Record) {
			if match(r) && i >= from && i < count {
				fn(r)
			}
			if match(r) {
				i++
			}
		})
	}
	bw := bufio.NewWriter(out)
	if stars {
		err = writeHandHistories(bw, shown, warn)
	} else if *asJSON {
		err = writeHistoryJSON(bw, sv, shown, openRounds(sv, *table), voidRounds(sv, *table))
	} else {
		err = writeHistory(bw, sv, shown, count-from, openRounds(sv, *table), voidRounds(sv, *table))
	}
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	return err
}

// writeHistoryJSON writes history's --json object, its rounds streamed.
func writeHistoryJSON(out io.Writer, sv savedSession, shown func(func(round.Record)) error, open []openJSON, void []voidJSON) error {
	check := checkOf(sv.Session)
	j := historyJSON{State: sv.path, Saved: sv.exists, Rounds: []round.Record{}, Total: sv.Count,
		Bankroll: sv.Bankroll, AddsUp: check == addsUp, Check: check, Problems: append([]string{}, sv.problems...), Open: open, Void: void}
	return writeJSONList(out, func() any { return j }, "rounds", func(put func(any)) error {
		return shown(func(r round.Record) { put(r) })
	})
}

// writeHistory lists n rounds, one row each, then the rounds called off
// ("void": their chips back in hand, and why), the rounds still in play
// ("open": their chips on the table, their throws so far), and the footer.
func writeHistory(out io.Writer, sv savedSession, shown func(func(round.Record)) error, n int, open []openJSON, void []voidJSON) error {
	if !sv.exists {
		fmt.Fprintf(out, "no saved session in %s\n", sv.dir)
		return nil
	}
	fmt.Fprintf(out, "Saved session %s\n\n", sv.path)
	if n > 0 || len(open) > 0 || len(void) > 0 {
		t := newRoundTable()
		if err := shown(t.measure); err != nil {
			return err
		}
		for _, v := range void {
			t.measureRow(voidRow(v))
		}
		for _, o := range open {
			t.measureRow(openRow(o))
		}
		t.write(out, t.header)
		if err := shown(func(r round.Record) { t.write(out, roundRow(r)) }); err != nil {
			return err
		}
		for _, v := range void {
			t.write(out, voidRow(v))
		}
		for _, o := range open {
			t.write(out, openRow(o))
		}
		fmt.Fprintln(out)
	}
	what := fmt.Sprintf("%d %s", sv.Count, text.OneMany(sv.Count, "round", "rounds"))
	if n != sv.Count {
		what = fmt.Sprintf("%d of %d rounds shown", n, sv.Count)
	}
	if len(void) > 0 {
		what += fmt.Sprintf(", %d void", len(void))
	}
	if len(open) > 0 {
		what += fmt.Sprintf(" and %d open", len(open))
	}
	verdict := "the bankroll adds up"
	if check := checkOf(sv.Session); check != addsUp {
		verdict = "the bankroll does not add up: " + check
	}
	fmt.Fprintf(out, "%s; bankroll now %s; %s\n", what, groupDigits(int64(sv.Bankroll)), verdict)
	return nil
}

// writeJSONList writes the object v() as writeJSON does, with its list
// field key (empty in v) filled by the items list puts, each encoded as it
// comes: the object before the list is v() before list runs, the rest v()
// after, so that counts made while listing are written after it.
func writeJSONList(out io.Writer, v func() any, key string, list func(put func(any)) error) error {
	open := []byte(`"` + key + `":[`)
	split := func() ([]byte, int, error) {
		var b bytes.Buffer
		if err := writeJSON(&b, v()); err != nil {
			return nil, 0, err
		}
		i := bytes.Index(b.Bytes(), append(open, ']')) // a quote inside a string is escaped: this is the key
		if i < 0 {
			return nil, 0, fmt.Errorf("writeJSONList: no empty %q list", key)
		}
		return b.Bytes(), i + len(open), nil
	}
	head, at, err := split()
	if err != nil {
		return err
	}
	if _, err := out.Write(head[:at]); err != nil {
		return err
	}
	var item bytes.Buffer
	var werr error
	first := true
	err = list(func(x any) {
		item.Reset()
		if !first {
			item.WriteByte(',')
		}
		first = false
		if werr == nil {
			if werr = writeJSON(&item, x); werr == nil {
				_, werr = out.Write(bytes.TrimSuffix(item.Bytes(), []byte("\n")))
			}
		}
	})
	if err == nil {
		err = werr
	}
	if err != nil {
		return err
	}
	tail, at, err := split()
	if err != nil {
		return err
	}
	_, err = out.Write(tail[at:])
	return err
}

// roundTable lays rounds out in aligned columns, the outcome last so that
// a long one does not push the others apart: measure every row, then
// write them.
type roundTable struct {
	header []string
	right  []bool
	width  []int
}

func newRoundTable() *roundTable {
	t := &roundTable{header: []string{"#", "time", "table", "source", "net", "bankroll", "outcome"},
		right: []bool{true, false, false, false, true, true, false}}
	t.width = make([]int, len(t.header))
	t.measureRow(t.header)
	return t
}

func roundRow(r round.Record) []string {
	return []string{strconv.Itoa(r.Seq), r.Time.Local().Format(shortTime), r.Table, roundSource(r),
		text.SignedASCII(r.Net), groupDigits(int64(r.Bankroll)), r.Outcome}
}

func (t *roundTable) measure(r round.Record) { t.measureRow(roundRow(r)) }

func (t *roundTable) measureRow(row []string) {
	for i, c := range row {
		t.width[i] = max(t.width[i], utf8.RuneCountInString(c))
	}
}

func (t *roundTable) write(out io.Writer, row []string) {
	var b strings.Builder
	b.WriteString(" ")
	for i, c := range row {
		gap := strings.Repeat(" ", max(0, t.width[i]-utf8.RuneCountInString(c)))
		b.WriteString(" ")
		switch {
		case i == len(row)-1:
			b.WriteString(c)
		case t.right[i]:
			b.WriteString(gap + c + " ")
		default:
			b.WriteString(c + gap + " ")
		}
	}
	fmt.Fprintln(out, strings.TrimRight(b.String(), " "))
}

// parseFlagsAndArg parses flags given before and after one positional
// argument ("replay 7 --json", "replay --json 7") and returns the argument,
// "" when there is none.
func parseFlagsAndArg(fs *flag.FlagSet, args []string) (string, error) {
	fs.SetOutput(io.Discard)
	if fs.Parse(args) != nil || fs.NArg() == 0 {
		return "", ParseFlags(fs, args) // the same parse, with its error in one line
	}
	arg, rest := fs.Arg(0), fs.Args()[1:]
	return arg, ParseFlags(fs, rest)
}

// openRow is an open round's row: "open" for its number, no net, its
// chips on the table and its throws so far.
func openRow(o openJSON) []string {
	r := o.Round
	return []string{"open", r.Time.Local().Format(shortTime), r.Table, roundSource(r),
		"", groupDigits(int64(r.Bankroll)), fmt.Sprintf("%s on the table; so far %s", groupDigits(int64(o.Stake)), o.SoFar)}
}

// voidRow is a round called off, listed as "void".
func voidRow(v voidJSON) []string {
	r := v.Round
	return []string{"void", r.Time.Local().Format(shortTime), r.Table, roundSource(r),
		"0", groupDigits(int64(r.Bankroll)), fmt.Sprintf("%s back in hand: %s", groupDigits(int64(v.Stake)), oneLine(v.Reason))}
}

// writeHandHistories writes each Hold'em hand listed as PokerStars' hand
// history, a blank line between hands; a round that cannot be replayed
// (an old 1999 deal, a record that does not play) is told on warn in one
// line and left out.
func writeHandHistories(out io.Writer, shown func(func(round.Record)) error, warn io.Writer) error {
	first := true
	return shown(func(r round.Record) {
		text, err := holdem.HandHistory(r)
		if err != nil {
			fmt.Fprintf(warn, "riffle history: round %d left out: %s\n", r.Seq, oneLine(err.Error()))
			return
		}
		if !first {
			fmt.Fprintln(out)
		}
		first = false
		fmt.Fprint(out, text)
	})
}
