package craps

import (
	"fmt"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
)

// verified are a recomputed round's fields in riffle verify's JSON.
type verified struct {
	Throws [][2]int `json:"throws,omitempty"`
	Events []string `json:"events,omitempty"`
}

// VerifySpec: craps takes no flags of its own; the bets do not change the
// dice.
func (Rounds) VerifySpec() round.VerifySpec {
	return round.VerifySpec{Help: "the throws from the come-out to the decision (bets do not\nchange the dice)"}
}

// VerifyArgs: none.
func (Rounds) VerifyArgs(round.Record) []string { return nil }

// Verify throws the dice from g from the come-out to the decision.
func (Rounds) Verify(g rng.Generator, _ round.Flags) (round.Verified, error) {
	t, err := New(DefaultRules(), g)
	if err != nil {
		return round.Verified{}, err
	}
	var j verified
	var rolls []Result
	for {
		res := t.Roll()
		rolls = append(rolls, res)
		j.Throws = append(j.Throws, [2]int{res.Roll.D1, res.Roll.D2})
		ev := res.Event.String()
		if res.Event == PointSet {
			ev += fmt.Sprintf(": %d", res.Point)
		}
		j.Events = append(j.Events, ev)
		if res.Event.Decided() {
			break
		}
	}
	var b strings.Builder
	b.WriteString("The throws, from the come-out to the decision:\n")
	for i, t := range j.Throws {
		fmt.Fprintf(&b, "  %2d  %d+%d  %s\n", i+1, t[0], t[1], j.Events[i])
	}
	r := RoundResult(rolls, "")
	return round.Verified{Outcome: r.Outcome, Digest: r.Digest, Fields: j, Text: b.String()}, nil
}
