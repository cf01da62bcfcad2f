package cli

import (
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

	"riffle/games/round"
	"riffle/ui/session"
	"riffle/ui/store"
	"riffle/ui/text"
)

const historyHelp = `Lists the saved session, one row per round: its number, when it was
settled (local time), the table, where its randomness came from, what it won
or lost and the bankroll after it, and what happened. The source is the
generator, its seed and its position in the stream when the round began
("pcg 42 @1,234"), or the nonce of a provably fair round ("fair nonce 7").
A round still in play — a craps point on when the casino stopped, which
the casino takes up again when it opens — is listed last as "open", with
its chips on the table and its throws so far. The footer gives the rounds,
the bankroll now, and whether the bankroll adds up: every round's bankroll
is the one before it plus the round's net.

The file is read without taking the lock, so it can be listed while a game
is being played. A damaged line or an entry that cannot be read is reported
in one line on stderr, the rest is listed, and the exit status is still 0.
With no session file the command says so and exits 0.

  --state DIR   the state directory (default $XDG_STATE_HOME/riffle, else
                ~/.local/state/riffle); the session is DIR/session.jsonl
  --table T     only the rounds of one table: craps, yahtzee, lottery,
                solitaire, poker or cheat
  --last N      only the last N rounds (after --table)
  --json        one JSON object: {"state","saved","rounds":[…],"open":[…],
                "total","bankroll","adds_up","check","problems":[…]}; each
                round as the file keeps it, "total" the rounds before
                --table/--last; each open round as {"table","stake",
                "so_far","round"}

Examples:
  riffle history
  riffle history --table craps --last 5
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
                "moves","saved":{…},"replayed":{…},"match"}],"replayed","match"}

The exit status is 0 when every round replayed matches; 1 when one differs
(each difference in one line on stderr) or cannot be replayed (a round
drawn from the os generator, which has no seed); 2 for a ROUND that is not
a number, "last" or "all", or names no saved round.

Examples:
  riffle replay last
  riffle replay 7
  riffle replay all --state ./class-a
`

var (
	historyCommand = command{name: "history", summary: "the saved session: every round, its source and the bankroll",
		usage: "history [--state DIR] [--table T] [--last N] [--json]", help: historyHelp,
		runErr: runHistory}
	replayCommand = command{name: "replay", summary: "deal saved rounds again and check they come out the same",
		usage: "replay ROUND|last|all [--state DIR] [--json]", help: replayHelp,
		runErr: runReplay}
)

// savedSession is a session file read without its lock.
type savedSession struct {
	dir, path string
	exists    bool // the file is there (it may still hold nothing)
	session.Session
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

// loadSession reads the session in dir. A missing file is an empty
// session; damage is reported in problems; err is only for a file that
// cannot be read at all.
func loadSession(dir string) (savedSession, error) {
	sv := savedSession{dir: dir, path: filepath.Join(dir, store.FileName)}
	recs, problem, err := store.Read(sv.path)
	if err != nil {
		return sv, err
	}
	_, statErr := os.Stat(sv.path)
	sv.exists = !errors.Is(statErr, fs.ErrNotExist)
	sv.Session = session.Read(recs)
	for _, p := range []string{problem, sv.Problem} {
		if p != "" {
			sv.problems = append(sv.problems, oneLine(p))
		}
	}
	return sv, nil
}

// openSaved reads the session in the state directory (the --state value,
// or the default) and warns of each problem in one line.
func openSaved(stateFlag string, warn io.Writer, cmd string) (savedSession, error) {
	dir, err := StateDir(stateFlag)
	if err != nil {
		return savedSession{}, err
	}
	sv, err := loadSession(dir)
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
		if res, err := round.PlayOpen(*e.Round); err != nil {
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

func runHistory(args []string, out, warn io.Writer) error {
	fs := flag.NewFlagSet("history", flag.ContinueOnError)
	stateFlag := fs.String("state", "", "")
	table := fs.String("table", "", "")
	lastStr := fs.String("last", "", "")
	asJSON := fs.Bool("json", false, "")
	if err := ParseFlags(fs, args); err != nil {
		return err
	}
	if *table != "" && !slices.Contains(round.Tables(), *table) {
		return Usagef("--table %q: allowed %s", *table, strings.Join(round.Tables(), ", "))
	}
	last := int64(0)
	if *lastStr != "" {
		var err error
		if last, err = IntFlag("last", *lastStr, 1, math.MaxInt32); err != nil {
			return err
		}
	}
	sv, err := openSaved(*stateFlag, warn, "history")
	if err != nil {
		return err
	}

	shown := make([]round.Record, 0, len(sv.Rounds))
	for _, r := range sv.Rounds {
		if *table == "" || r.Table == *table {
			shown = append(shown, r)
		}
	}
	if last > 0 && int64(len(shown)) > last {
		shown = shown[len(shown)-int(last):]
	}
	check := addsUp
	if err := sv.Check(); err != nil {
		check = oneLine(err.Error())
	}
	open := openRounds(sv, *table)
	if *asJSON {
		return writeJSON(out, historyJSON{State: sv.path, Saved: sv.exists, Rounds: shown, Total: len(sv.Rounds),
			Bankroll: sv.Bankroll, AddsUp: check == addsUp, Check: check, Problems: append([]string{}, sv.problems...), Open: open})
	}
	if !sv.exists {
		fmt.Fprintf(out, "no saved session in %s\n", sv.dir)
		return nil
	}
	fmt.Fprintf(out, "Saved session %s\n\n", sv.path)
	if len(shown) > 0 || len(open) > 0 {
		writeRoundTable(out, shown, open)
		fmt.Fprintln(out)
	}
	what := fmt.Sprintf("%d %s", len(sv.Rounds), text.OneMany(len(sv.Rounds), "round", "rounds"))
	if len(shown) != len(sv.Rounds) {
		what = fmt.Sprintf("%d of %d rounds shown", len(shown), len(sv.Rounds))
	}
	verdict := "the bankroll adds up"
	if check != addsUp {
		verdict = "the bankroll does not add up: " + check
	}
	if len(open) > 0 {
		what += fmt.Sprintf(" and %d open", len(open))
	}
	fmt.Fprintf(out, "%s; bankroll now %s; %s\n", what, groupDigits(int64(sv.Bankroll)), verdict)
	return nil
}

// writeRoundTable writes one row per round, then one per open round (its
// number "open", its chips on the table before its throws so far), columns
// aligned, the outcome last so that a long one does not push the others
// apart.
func writeRoundTable(out io.Writer, rs []round.Record, open []openJSON) {
	header := []string{"#", "time", "table", "source", "net", "bankroll", "outcome"}
	right := []bool{true, false, false, false, true, true, false}
	rows := [][]string{header}
	for _, r := range rs {
		rows = append(rows, []string{strconv.Itoa(r.Seq), r.Time.Local().Format(shortTime), r.Table, roundSource(r),
			text.SignedASCII(r.Net), groupDigits(int64(r.Bankroll)), r.Outcome})
	}
	for _, o := range open {
		r := o.Round
		rows = append(rows, []string{"open", r.Time.Local().Format(shortTime), r.Table, roundSource(r),
			"", groupDigits(int64(r.Bankroll)), fmt.Sprintf("%s on the table; so far %s", groupDigits(int64(o.Stake)), o.SoFar)})
	}
	width := make([]int, len(header))
	for _, row := range rows {
		for i, c := range row {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		b.WriteString(" ")
		for i, c := range row {
			gap := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			b.WriteString(" ")
			switch {
			case i == len(row)-1:
				b.WriteString(c)
			case right[i]:
				b.WriteString(gap + c + " ")
			default:
				b.WriteString(c + gap + " ")
			}
		}
		fmt.Fprintln(out, strings.TrimRight(b.String(), " "))
	}
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

// seqRanges writes round numbers as ranges: "1…6, 8, 10…42".
func seqRanges(rs []round.Record) string {
	seqs := make([]int, len(rs))
	for i, r := range rs {
		seqs[i] = r.Seq
	}
	slices.Sort(seqs)
	seqs = slices.Compact(seqs)
	var parts []string
	for i := 0; i < len(seqs); {
		j := i
		for j+1 < len(seqs) && seqs[j+1] == seqs[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(seqs[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d…%d", seqs[i], seqs[j]))
		}
		i = j + 1
	}
	if len(parts) > 6 {
		parts = append(parts[:3], "…", parts[len(parts)-2], parts[len(parts)-1])
	}
	return strings.Join(parts, ", ")
}

type resultJSON struct {
	Outcome string `json:"outcome"`
	Digest  string `json:"digest"`
	Net     int    `json:"net"`
}

type replayedJSON struct {
	Seq      int        `json:"seq"`
	Table    string     `json:"table"`
	Source   string     `json:"source"`
	Moves    []string   `json:"moves"`
	Saved    resultJSON `json:"saved"`
	Replayed resultJSON `json:"replayed"`
	Match    bool       `json:"match"`
	// Problem is why the round did not match: the difference, or why it
	// cannot be replayed.
	Problem string `json:"problem,omitempty"`
	Cannot  bool   `json:"cannot_replay,omitempty"`
}

type replayJSON struct {
	State    string         `json:"state"`
	Rounds   []replayedJSON `json:"rounds"`
	Replayed int            `json:"replayed"`
	Match    int            `json:"match"`
}

const sameResult = "✓ same outcome, digest and net"

func runReplay(args []string, out, warn io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	stateFlag := fs.String("state", "", "")
	asJSON := fs.Bool("json", false, "")
	which, err := parseFlagsAndArg(fs, args)
	if err != nil {
		return err
	}
	if which == "" {
		return Usagef(`replay needs ROUND: a round number, "last" or "all" (riffle history lists the rounds)`)
	}
	var seq int
	if which != "last" && which != "all" {
		if seq, err = strconv.Atoi(which); err != nil {
			return Usagef(`ROUND %q is not a round number, "last" or "all"`, which)
		}
	}
	sv, err := openSaved(*stateFlag, warn, "replay")
	if err != nil {
		return err
	}
	todo, err := roundsToReplay(sv, which, seq)
	if err != nil {
		return err
	}
	j, differ, failed, firstErr := replayRounds(sv, todo, warn)
	// The report is written whatever came out: a mismatch is what a player
	// needs to see. The status says whether every round matched.
	switch {
	case *asJSON:
		if err := writeJSON(out, j); err != nil {
			return err
		}
	case len(todo) == 0:
		fmt.Fprintf(out, "no rounds saved in %s: nothing to replay\n", sv.dir)
	case len(todo) == 1:
		writeReplayed(out, todo[0], j.Rounds[0])
	default:
		writeReplayedAll(out, j)
	}
	switch {
	case firstErr != nil && len(todo) == 1:
		fmt.Fprintf(warn, "riffle replay: %s\n", oneLine(firstErr.Error()))
		return ExitStatus(ExitError)
	case firstErr != nil:
		fmt.Fprintf(warn, "riffle replay: %s\n", replaySummary(j, differ, failed))
		return ExitStatus(ExitError)
	}
	return nil
}

// roundsToReplay picks the saved rounds ROUND names: "all", "last" or
// round seq.
func roundsToReplay(sv savedSession, which string, seq int) ([]round.Record, error) {
	switch {
	case which == "all":
		return sv.Rounds, nil
	case len(sv.Rounds) == 0:
		return nil, Usagef("no round %s: no rounds are saved in %s", which, sv.dir)
	case which == "last":
		return sv.Rounds[len(sv.Rounds)-1:], nil
	}
	r, ok := sv.Find(seq)
	if !ok {
		return nil, Usagef("no round %d in %s: the saved rounds are %s", seq, sv.dir, seqRanges(sv.Rounds))
	}
	return []round.Record{r}, nil
}

// replayRounds replays every round of todo and compares it with what was
// saved. differ and failed list the rounds that came out otherwise and
// that cannot be replayed; firstErr is the first round's error. With more
// than one round each error is warned about as it comes.
func replayRounds(sv savedSession, todo []round.Record, warn io.Writer) (j replayJSON, differ, failed []int, firstErr error) {
	j = replayJSON{State: sv.path, Rounds: []replayedJSON{}}
	for _, r := range todo {
		res, err := round.Replay(r)
		rj := replayedJSON{Seq: r.Seq, Table: r.Table, Source: roundSource(r), Moves: r.Moves,
			Saved:    resultJSON{r.Outcome, r.Digest, r.Net},
			Replayed: resultJSON{res.Outcome, res.Digest, res.Net}, Match: err == nil}
		if err != nil {
			rj.Problem, rj.Cannot = oneLine(err.Error()), !errors.Is(err, round.ErrMismatch)
		}
		j.Rounds = append(j.Rounds, rj)
		j.Replayed++
		switch {
		case err == nil:
			j.Match++
		case errors.Is(err, round.ErrMismatch):
			differ = append(differ, r.Seq)
		default:
			failed = append(failed, r.Seq)
		}
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			if len(todo) > 1 {
				fmt.Fprintf(warn, "riffle replay: %s\n", oneLine(err.Error()))
			}
		}
	}
	return j, differ, failed, firstErr
}

// replaySummary is the last line of a replay of many rounds.
func replaySummary(j replayJSON, differ, failed []int) string {
	s := fmt.Sprintf("replayed %d %s: %d match", j.Replayed, text.OneMany(j.Replayed, "round", "rounds"), j.Match)
	if len(differ) > 0 {
		s += fmt.Sprintf(", %d %s (%s)", len(differ), text.OneMany(len(differ), "differs", "differ"), intList(differ))
	}
	if len(failed) > 0 {
		s += fmt.Sprintf(", %d cannot be replayed (%s)", len(failed), intList(failed))
	}
	return s
}

func intList(xs []int) string {
	s := make([]string, 0, min(len(xs), 10))
	for i, x := range xs {
		if i == 9 && len(xs) > 10 {
			s = append(s, fmt.Sprintf("and %d more", len(xs)-9))
			break
		}
		s = append(s, strconv.Itoa(x))
	}
	return strings.Join(s, ", ")
}

// writeReplayed shows one round in full: what it drew from, the moves, and
// the saved and replayed results side by side.
func writeReplayed(out io.Writer, r round.Record, j replayedJSON) {
	fmt.Fprintf(out, "Round %d, %s, settled %s, drawn from %s\n", r.Seq, r.Table, r.Time.Local().Format(shortTime), j.Source)
	if r.Algo != "" {
		fmt.Fprintf(out, "  shuffle   %s\n", r.Algo)
	}
	fmt.Fprint(out, wrap(strings.Join(r.Moves, ", "), 78, "  moves     ", "            "))
	for _, row := range []struct {
		name string
		res  resultJSON
	}{{"saved", j.Saved}, {"replayed", j.Replayed}} {
		fmt.Fprintf(out, "  %-9s %s\n            digest %s, net %s\n", row.name, row.res.Outcome, row.res.Digest, text.SignedASCII(row.res.Net))
	}
	fmt.Fprintln(out, verdict(j))
}

// verdict is a replayed round's last word: the same, or not.
func verdict(j replayedJSON) string {
	if j.Match {
		return sameResult
	}
	if j.Cannot {
		return "✗ cannot be replayed"
	}
	return "✗ differs"
}

// writeReplayedAll shows one line per round and the summary.
func writeReplayedAll(out io.Writer, j replayJSON) {
	w := []int{0, 0, 0}
	for _, r := range j.Rounds {
		w[0] = max(w[0], len(strconv.Itoa(r.Seq)))
		w[1] = max(w[1], utf8.RuneCountInString(r.Table))
		w[2] = max(w[2], utf8.RuneCountInString(r.Source))
	}
	for _, r := range j.Rounds {
		fmt.Fprintf(out, "  %*d  %-*s  %-*s  %s\n", w[0], r.Seq, w[1], r.Table, w[2], r.Source, verdict(r))
	}
	fmt.Fprintf(out, "\n%s\n", replaySummary(j, nil, nil))
}
