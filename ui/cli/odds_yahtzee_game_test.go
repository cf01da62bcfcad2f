package cli

import (
	"encoding/json"
	"math"
	"os"
	"strings"
	"testing"

	"riffle/ui/cache"
)

// Bad positions, rolls and flags for the whole game: one line naming the
// problem and what is allowed, exit 2, nothing on stdout — before anything
// is worked out.
func TestOddsYahtzeeGameBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "--dice", "6"}, "--dice is the Giant Yahtzee puzzle's"},
		{[]string{"--used", "ones"}, "--used needs --game"},
		{[]string{"--game", "--rules", "vegas"}, `--rules "vegas": allowed verhoeff, hasbro`},
		{[]string{"--game", "--used", "ones,sevens"}, `"sevens" is no category`},
		{[]string{"--game", "--used", "ones,ones"}, "ones twice"},
		{[]string{"--game", "--upper", "106"}, "--upper"},
		{[]string{"--game", "--used", "ones", "--upper", "7"}, "upper total 7 cannot be made"},
		{[]string{"--game", "--yahtzee", "25"}, "allowed open, 50, 0"},
		{[]string{"--game", "--used", "yahtzee"}, "--yahtzee 50 or --yahtzee 0"},
		{[]string{"--game", "--roll", "1,2,3"}, "five dice"},
		{[]string{"--game", "--roll", "1,2,3,4,7"}, "five dice of 1…6"},
		{[]string{"--game", "--roll", "1,2,3,4,5", "--rolls-left", "3"}, "--rolls-left"},
		{[]string{"--game", "--rolls-left", "1"}, "--rolls-left needs --roll"},
		{[]string{"--game", "--used", "ones,twos,threes,fours,fives,sixes,three-kind,four-kind,full-house,small-straight,large-straight,chance",
			"--yahtzee", "0", "--roll", "1,1,1,1,1"}, "the game is over"},
	} {
		code, out, errOut := run(append([]string{"odds", "yahtzee"}, c.args...)...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", c.args, code, out, errOut, c.want)
		}
	}
}

// The whole game through the command: 254.5896 and 59.6117 from the start
// (Verhoeff 1999), a roll's keeps best first with the values the engine
// checks against enumeration, and a joker's boxes. It works the table out
// into a temporary cache (about 5 s): RIFFLE_SLOW=1, which CI runs.
func TestOddsYahtzeeGame(t *testing.T) {
	if os.Getenv("RIFFLE_SLOW") == "" {
		t.Skip("works out the whole game: set RIFFLE_SLOW=1")
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	var j struct {
		Rules    string  `json:"rules"`
		Expected float64 `json:"expected_score"`
		SD       float64 `json:"sd"`
		Keeps    []struct {
			Keep  []int   `json:"keep"`
			Value float64 `json:"value"`
		} `json:"keeps"`
		Categories []struct {
			Category string  `json:"category"`
			Points   int     `json:"points"`
			Value    float64 `json:"value"`
		} `json:"categories"`
	}
	runJSON(t, &j, "odds", "yahtzee", "--game", "--json")
	if math.Round(j.Expected*1e4) != 2545896 || math.Round(j.SD*1e4) != 596117 || j.Rules != "verhoeff" {
		t.Errorf("from the start: %+v, want 254.5896 and 59.6117", j)
	}
	// Cached now: the second run reads the file.
	runJSON(t, &j, "odds", "yahtzee", "--game", "--json", "--roll", "2,3,4,4,5")
	if len(j.Keeps) != 24 || strings.Trim(strings.Join(strings.Fields(strings.Trim(jsonOf(j.Keeps[0].Keep), "[]")), ""), " ") != "2,3,4,5" {
		t.Errorf("keeps of 2 3 4 4 5: %d, best %v", len(j.Keeps), j.Keeps)
	}
	for i := 1; i < len(j.Keeps); i++ {
		if j.Keeps[i].Value > j.Keeps[i-1].Value {
			t.Errorf("keeps not best first at %d", i)
		}
	}
	// Hasbro's forced joker: sixes open, so sixes it is (30 + the 100 bonus).
	runJSON(t, &j, "odds", "yahtzee", "--game", "--json", "--rules", "hasbro", "--used", "yahtzee", "--yahtzee", "50",
		"--roll", "6,6,6,6,6", "--rolls-left", "0")
	if len(j.Categories) != 1 || j.Categories[0].Category != "sixes" || j.Categories[0].Points != 130 {
		t.Errorf("hasbro joker: %+v", j.Categories)
	}
	// A damaged cache is worked out again, and says so.
	dir := os.Getenv("XDG_CACHE_HOME") + "/riffle"
	if err := os.WriteFile(dir+"/yahtzee-verhoeff.bin", []byte("riffle yahtzee strategy v1 verhoeff\nbroken"), 0o600); err != nil {
		t.Fatal(err)
	}
	cache.Forget() // as a new process would
	code, out, errOut := run("odds", "yahtzee", "--game")
	if code != 0 || !strings.Contains(out, "254.5896") || !strings.Contains(errOut, "worked out again") {
		t.Errorf("damaged cache: exit %d, %q, %q", code, out, errOut)
	}
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
