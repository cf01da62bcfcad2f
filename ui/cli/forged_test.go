package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"riffle/games/casino"
	"riffle/games/round"
	"riffle/ui/store"
)

// appendEntry appends e to the session file in dir as a hand edit would,
// its checksum computed as the store computes it.
func appendEntry(t *testing.T, dir string, e casino.Entry) {
	t.Helper()
	line, err := store.EncodeLine(e)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(filepath.Join(dir, store.FileName), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(line); err != nil {
		t.Fatal(err)
	}
}

// Every round of a hand-edited file still replays the same — outcome,
// digest and net are untouched — but replay checks the bankroll too: a
// forged bankroll is reported instead of "match", in one line on stderr,
// in the summary and in --json, with exit status 1. history shows the
// same break in its footer.
func TestReplayChecksTheBankroll(t *testing.T) {
	at := time.Date(2026, 11, 21, 20, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name   string
		forge  func(t *testing.T, dir string, recs []round.Record)
		broken string
	}{
		{"last round's bankroll set to 1e9", func(t *testing.T, dir string, recs []round.Record) {
			recs[6].Bankroll = 1_000_000_000
			writeState(t, dir, 1000, recs)
		}, "line 8: round 7: 904 chips -60 is not the bankroll of 1,000,000,000 it saved"},
		{"a start with 1e12 appended", func(t *testing.T, dir string, recs []round.Record) {
			writeState(t, dir, 1000, recs)
			appendEntry(t, dir, casino.Entry{Kind: casino.KindStart, Time: at, Bankroll: 1_000_000_000_000})
		}, "line 9: a session starts with 1,000,000,000,000 chips; a bankroll is 0…1,000,000,000"},
		{"a start with -5000 appended", func(t *testing.T, dir string, recs []round.Record) {
			writeState(t, dir, 1000, recs)
			appendEntry(t, dir, casino.Entry{Kind: casino.KindStart, Time: at, Bankroll: -5000})
		}, "line 9: a session starts with -5,000 chips; a bankroll is 0…1,000,000,000"},
		{"a round that does not follow", func(t *testing.T, dir string, recs []round.Record) {
			recs[2].Bankroll += 100
			writeState(t, dir, 1000, recs)
		}, "line 4: round 3: 950 chips -1 is not the bankroll of 1,049 it saved"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			c.forge(t, dir, playedRounds(t, 1000))
			code, out, errOut := run("replay", "all", "--state", dir)
			summary := "replayed 7 rounds: 7 match; ✗ the bankroll does not add up: " + c.broken
			if code != ExitError || strings.Count(out, sameResult) != 7 || !strings.HasSuffix(out, "\n"+summary+"\n") ||
				errOut != "riffle replay: the bankroll does not add up: "+c.broken+"\n" {
				t.Errorf("replay all: exit %d, stderr %q\n%s", code, errOut, out)
			}
			code, out, errOut = run("replay", "1", "--state", dir)
			if code != ExitError || !strings.HasSuffix(out, sameResult+"\n✗ the bankroll does not add up: "+c.broken+"\n") ||
				errOut != "riffle replay: the bankroll does not add up: "+c.broken+"\n" {
				t.Errorf("replay 1: exit %d, stderr %q\n%s", code, errOut, out)
			}
			var j replayJSON
			_, out, _ = run("replay", "all", "--state", dir, "--json")
			if err := jsonOne(out, &j); err != nil || j.AddsUp || j.Check != c.broken || j.Match != 7 {
				t.Errorf("replay all --json: %v %+v", err, j)
			}
			if _, out, _ := run("history", "--state", dir); !strings.Contains(out, "the bankroll does not add up: "+c.broken+"\n") {
				t.Errorf("history:\n%s", out)
			}
		})
	}
}

// jsonOne decodes the one JSON object of a command's output.
func jsonOne(out string, v any) error {
	if strings.Count(out, "\n") != 1 {
		return fmt.Errorf("%d lines", strings.Count(out, "\n"))
	}
	return json.Unmarshal([]byte(out), v)
}
