package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"riffle/games/round"
	"riffle/games/tables"
	"riffle/ui/text"
)

// seqSpans writes round numbers as ranges, "1…6, 8, 10…42", as they come,
// holding a few ranges whatever their count: the first six and the last
// two, enough for the first three, "…" and the last two.
type seqSpans struct {
	first, last [][2]int
	n           int // ranges in all
}

func (s *seqSpans) add(seq int) {
	if s.n > 0 {
		l := &s.last[len(s.last)-1]
		if seq == l[1]+1 {
			l[1] = seq
			if s.n <= len(s.first) {
				s.first[s.n-1][1] = seq
			}
			return
		}
		if seq >= l[0] && seq <= l[1] {
			return
		}
	}
	s.n++
	if len(s.first) < 6 {
		s.first = append(s.first, [2]int{seq, seq})
	}
	s.last = append(s.last, [2]int{seq, seq})
	if len(s.last) > 2 {
		s.last = s.last[1:]
	}
}

func (s *seqSpans) String() string {
	show := func(r [2]int) string {
		if r[0] == r[1] {
			return strconv.Itoa(r[0])
		}
		return fmt.Sprintf("%d…%d", r[0], r[1])
	}
	var parts []string
	if s.n <= len(s.first) {
		for _, r := range s.first {
			parts = append(parts, show(r))
		}
	} else {
		parts = []string{show(s.first[0]), show(s.first[1]), show(s.first[2]), "…", show(s.last[0]), show(s.last[1])}
	}
	return strings.Join(parts, ", ")
}

// seqRanges writes the rounds' numbers as ranges: "1…6, 8, 10…42".
func seqRanges(rs []round.Record) string {
	seqs := make([]int, len(rs))
	for i, r := range rs {
		seqs[i] = r.Seq
	}
	slices.Sort(seqs)
	var s seqSpans
	for _, q := range slices.Compact(seqs) {
		s.add(q)
	}
	return s.String()
}

// seqList is round numbers for a summary: the first nine, and how many.
type seqList struct {
	first []int
	n     int
}

func (l *seqList) add(seq int) {
	if len(l.first) < 10 {
		l.first = append(l.first, seq)
	}
	l.n++
}

func (l seqList) String() string {
	s := make([]string, 0, len(l.first))
	for i, x := range l.first {
		if i == 9 && l.n > 10 {
			s = append(s, fmt.Sprintf("and %d more", l.n-9))
			break
		}
		s = append(s, strconv.Itoa(x))
	}
	return strings.Join(s, ", ")
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
	AddsUp   bool           `json:"adds_up"`
	Check    string         `json:"check"`
}

const sameResult = "✓ same outcome, digest and net"

// replayPlan is what the first reading of the file found for ROUND: the
// round to replay (one), or how many and how wide their columns (all).
type replayPlan struct {
	which    string
	seq      int
	one      *round.Record // the round numbered seq
	spans    seqSpans      // every round's number, for "no round N"
	n        int           // rounds to replay (all)
	seqW     int
	tableW   int
	sourceW  int
	replayed replayJSON
	differ   seqList
	failed   seqList
	firstErr error
}

func (p *replayPlan) see(r round.Record) {
	p.spans.add(r.Seq)
	if p.which == "all" {
		p.n++
		p.seqW = max(p.seqW, len(strconv.Itoa(r.Seq)))
		p.tableW = max(p.tableW, utf8.RuneCountInString(r.Table))
		p.sourceW = max(p.sourceW, utf8.RuneCountInString(roundSource(r)))
	} else if p.one == nil && r.Seq == p.seq && p.which != "last" {
		p.one = &r
	}
}

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
	p := &replayPlan{which: which}
	if which != "last" && which != "all" {
		if p.seq, err = strconv.Atoi(which); err != nil {
			return Usagef(`ROUND %s is not a round number, "last" or "all"`, Quote(which))
		}
	}
	sv, err := openSaved(*stateFlag, warn, "replay", p.see)
	if err != nil {
		return err
	}
	switch {
	case which == "all":
	case len(sv.Rounds) == 0:
		return Usagef("no round %s: no rounds are saved in %s", which, sv.dir)
	case which == "last":
		p.one = &sv.Rounds[len(sv.Rounds)-1]
	case p.one == nil:
		return Usagef("no round %d in %s: the saved rounds are %s", p.seq, sv.dir, p.spans.String())
	}
	check := checkOf(sv.Session)
	p.replayed = replayJSON{State: sv.path, Rounds: []replayedJSON{}, AddsUp: check == addsUp, Check: check}
	bw := bufio.NewWriter(out)
	err = writeReplay(bw, sv, p, *asJSON, warn)
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return err
	}
	return replayStatus(p, warn)
}

// writeReplay replays the rounds planned and writes the report: every
// round, whatever came out, for a mismatch is what a player needs to see.
func writeReplay(out io.Writer, sv savedSession, p *replayPlan, asJSON bool, warn io.Writer) error {
	j := &p.replayed
	switch {
	case asJSON && p.one != nil:
		j.Rounds = append(j.Rounds, p.replay(*p.one, warn))
		return writeJSON(out, *j)
	case asJSON:
		return writeJSONList(out, func() any { return *j }, "rounds", func(put func(any)) error {
			return sv.again(p.n, func(r round.Record) { put(p.replay(r, warn)) })
		})
	case p.one != nil:
		writeReplayed(out, *p.one, p.replay(*p.one, warn))
	case p.n == 0:
		fmt.Fprintf(out, "no rounds saved in %s: nothing to replay\n", sv.dir)
	default:
		err := sv.again(p.n, func(r round.Record) {
			rj := p.replay(r, warn)
			fmt.Fprintf(out, "  %*d  %-*s  %-*s  %s\n", p.seqW, rj.Seq, p.tableW, rj.Table, p.sourceW, rj.Source, verdict(rj))
		})
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "\n%s\n", replaySummary(p, false))
		return nil
	}
	if !j.AddsUp && p.n == 0 {
		fmt.Fprintf(out, "✗ the bankroll does not add up: %s\n", j.Check)
	}
	return nil
}

// replay replays one round and compares it with what was saved, counting
// it in the plan. With more than one round each error is warned about as
// it comes.
func (p *replayPlan) replay(r round.Record, warn io.Writer) replayedJSON {
	res, err := tables.Replay(r)
	rj := replayedJSON{Seq: r.Seq, Table: r.Table, Source: roundSource(r), Moves: r.Moves,
		Saved:    resultJSON{r.Outcome, r.Digest, r.Net},
		Replayed: resultJSON{res.Outcome, res.Digest, res.Net}, Match: err == nil}
	if rj.Moves == nil {
		rj.Moves = []string{}
	}
	p.replayed.Replayed++
	switch {
	case err == nil:
		p.replayed.Match++
		return rj
	case errors.Is(err, round.ErrMismatch):
		p.differ.add(r.Seq)
	default:
		p.failed.add(r.Seq)
	}
	rj.Problem, rj.Cannot = oneLine(err.Error()), !errors.Is(err, round.ErrMismatch)
	if p.firstErr == nil {
		p.firstErr = err
	}
	if p.one == nil {
		fmt.Fprintf(warn, "riffle replay: %s\n", oneLine(err.Error()))
	}
	return rj
}

// replayStatus is the exit status: 1, with the reason in one line on
// stderr, when a round did not match or the bankroll does not add up.
func replayStatus(p *replayPlan, warn io.Writer) error {
	var msg []string
	switch {
	case p.firstErr != nil && p.one != nil:
		msg = append(msg, oneLine(p.firstErr.Error()))
	case p.firstErr != nil:
		msg = append(msg, replaySummary(p, true)) // it says whether the bankroll adds up
	}
	if !p.replayed.AddsUp && (p.firstErr == nil || p.one != nil) {
		msg = append(msg, "the bankroll does not add up: "+p.replayed.Check)
	}
	if len(msg) == 0 {
		return nil
	}
	fmt.Fprintf(warn, "riffle replay: %s\n", strings.Join(msg, "; "))
	return ExitStatus(ExitError)
}

// replaySummary is the last line of a replay of many rounds; lists adds
// the rounds that differ or cannot be replayed.
func replaySummary(p *replayPlan, lists bool) string {
	j := p.replayed
	s := fmt.Sprintf("replayed %d %s: %d match", j.Replayed, text.OneMany(j.Replayed, "round", "rounds"), j.Match)
	if lists && p.differ.n > 0 {
		s += fmt.Sprintf(", %d %s (%s)", p.differ.n, text.OneMany(p.differ.n, "differs", "differ"), p.differ)
	}
	if lists && p.failed.n > 0 {
		s += fmt.Sprintf(", %d cannot be replayed (%s)", p.failed.n, p.failed)
	}
	if !j.AddsUp {
		s += "; ✗ the bankroll does not add up: " + j.Check
	}
	return s
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
