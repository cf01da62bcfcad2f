package cli

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
)

type vpAdviceOut struct {
	PayTable string   `json:"paytable"`
	Hand     []string `json:"hand"`
	Holds    []struct {
		Hold       []string    `json:"hold"`
		EV         json.Number `json:"ev"`
		EVFraction string      `json:"ev_fraction"`
		Total      int64       `json:"total"`
		Draws      int64       `json:"draws"`
	} `json:"holds"`
}

func vpAdvice(t *testing.T, table, hand string) vpAdviceOut {
	t.Helper()
	var r vpAdviceOut
	runJSON(t, &r, "odds", "videopoker", "--paytable", table, "--hand", hand, "--json")
	if len(r.Holds) != 32 || r.PayTable != table {
		t.Fatalf("%s %s: %d holds, paytable %q", table, hand, len(r.Holds), r.PayTable)
	}
	for _, h := range r.Holds {
		ev, err := h.EV.Float64()
		frac, ok := new(big.Rat).SetString(h.EVFraction)
		if err != nil || !ok {
			t.Fatalf("hold %v: ev %s, fraction %q", h.Hold, h.EV, h.EVFraction)
		}
		if f, _ := frac.Float64(); f != ev {
			t.Errorf("hold %v: ev %v is not its fraction %s", h.Hold, ev, h.EVFraction)
		}
		if want := big.NewRat(h.Total, 5*h.Draws); want.Cmp(frac) != 0 {
			t.Errorf("hold %v: ev %s, total/5·draws %s", h.Hold, frac, want)
		}
	}
	return r
}

// TestVideoPokerTextbook: textbook plays of 9/6 Jacks or Better (Wizard of
// Odds' strategy): four to a royal over a made flush, and a low pair over
// four to an outside straight; and a dealt royal held whole.
func TestVideoPokerTextbook(t *testing.T) {
	for _, tt := range []struct{ hand, best string }{
		{"Ah Kh Qh Jh 2h", "Ah Kh Qh Jh"},
		{"Ah Kh Qh Jh 2c", "Ah Kh Qh Jh"},
		{"5h 5c 6d 7s 8c", "5h 5c"},
		{"Th Jh Qh Kh Ah", "Th Jh Qh Kh Ah"},
	} {
		r := vpAdvice(t, "jacks-9-6", tt.hand)
		if got := strings.Join(r.Holds[0].Hold, " "); got != tt.best {
			t.Errorf("%s: best hold %s, want %s", tt.hand, got, tt.best)
		}
	}
	r := vpAdvice(t, "jacks-9-6", "Ah Kh Qh Jh 2c")
	if r.Holds[0].EVFraction != "872/47" {
		t.Errorf("four to a royal: EV %s, want 872/47 (one royal 800, 8 straight flush or flush draws…)", r.Holds[0].EVFraction)
	}
}

func TestVideoPokerTable(t *testing.T) {
	var all json.RawMessage
	runJSON(t, &all, "odds", "videopoker", "--json")
	var r struct {
		PayTable       string      `json:"paytable"`
		Return         json.Number `json:"return"`
		ReturnFraction string      `json:"return_fraction"`
		Variance       json.Number `json:"variance"`
		Hands          map[string]struct {
			Pays         int64  `json:"pays"`
			Combinations int64  `json:"combinations"`
			ProbExact    string `json:"probability_exact"`
		} `json:"hands"`
	}
	if err := json.Unmarshal(all, &r); err != nil {
		t.Fatal(err)
	}
	ret, ok := new(big.Rat).SetString(r.ReturnFraction)
	if r.PayTable != "jacks-9-6" || !ok || ret.FloatString(6) != "0.995439" || len(r.Hands) != 10 {
		t.Errorf("jacks-9-6: %s return %s (%s), %d hands", r.PayTable, r.Return, r.ReturnFraction, len(r.Hands))
	}
	if v, _ := r.Variance.Float64(); v < 19.514 || v > 19.515 {
		t.Errorf("variance %v, Wizard of Odds 19.5147", v)
	}
	var sum int64
	for _, h := range r.Hands {
		sum += h.Combinations
	}
	if sum != 19933230517200 || r.Hands["Royal flush"].Pays != 800 {
		t.Errorf("combinations sum to %d, royal pays %d", sum, r.Hands["Royal flush"].Pays)
	}
	code, out, _ := run("odds", "videopoker")
	if code != 0 || !strings.Contains(out, "99.5439%") || !strings.Contains(out, "1653526326983/1661102543100") {
		t.Errorf("text: exit %d\n%s", code, out)
	}
}

func TestVideoPokerBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"--paytable", "jacks-7-5"},
		{"--hand", "Ah Kh Qh Jh"},
		{"--hand", "Ah Kh Qh Jh 2c 3c"},
		{"--hand", "Ah Kh Qh Jh Ah"},
		{"--hand", "Ah Kh Qh Jh 1x"},
		{"--hand", ""},
		{"--paytable", "deuces-full-pay", "--hand", "\x1b[31m"},
	} {
		code, out, errOut := run(append([]string{"odds", "videopoker"}, args...)...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || strings.ContainsRune(errOut, 0x1b) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	_, _, errOut := run("odds", "videopoker", "--paytable", "nope")
	if !strings.Contains(errOut, "jacks-9-6, jacks-8-5, bonus-8-5, ddb-9-6, deuces-full-pay") {
		t.Errorf("unknown pay table: %q does not list the known ones", errOut)
	}
}
