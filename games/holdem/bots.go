package holdem

import (
	"fmt"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/rng"
)

// Style is a computer player's way of playing. Each decides from the same
// two numbers — its equity against the hands still in, and the pot odds —
// with its own thresholds (see Decide).
type Style int

const (
	Tight   Style = iota // plays strong hands, folds the rest
	Loose                // plays more hands, raises lighter, sometimes bets on nothing
	Station              // a calling station: calls almost anything, seldom raises
)

// Styles are the styles, in the order seats take them.
func Styles() []Style { return []Style{Tight, Loose, Station} }

func (s Style) String() string {
	switch s {
	case Tight:
		return "tight"
	case Loose:
		return "loose"
	case Station:
		return "calling station"
	}
	return fmt.Sprintf("Style(%d)", int(s))
}

// ParseStyle reads a style by its String (or "station").
func ParseStyle(s string) (Style, error) {
	for _, st := range Styles() {
		if s == st.String() {
			return st, nil
		}
	}
	if s == "station" {
		return Station, nil
	}
	return 0, fmt.Errorf("style %q: allowed tight, loose, station", s)
}

// Word is the style in one word ("tight", "loose", "station").
func (s Style) Word() string {
	if s == Station {
		return "station"
	}
	return s.String()
}

// View is what a seat knows when it acts: its own cards, the board dealt,
// the chips, and how many others are still in — never another seat's
// cards or the cards to come. The computer players decide from a View
// alone.
type View struct {
	Seat      int
	Hole      [2]cards.Card
	Board     []cards.Card
	Street    Street
	Pot       int
	ToCall    int
	BetSize   int
	CanRaise  bool
	Opponents int // other seats still in the hand
}

// View is seat i's view of the hand now.
func (h *Hand) View(i int) View {
	opp := 0
	for j, s := range h.Seats {
		if j != i && !s.Folded {
			opp++
		}
	}
	return View{Seat: i, Hole: h.Seats[i].Hole, Board: append([]cards.Card(nil), h.Board()...), Street: h.street,
		Pot: h.Pot(), ToCall: h.ToCall(i), BetSize: h.BetSize(), CanRaise: h.ToAct() == i && h.CanRaise(), Opponents: opp}
}

// BotSamples is the deals a computer player samples to estimate its
// equity: its standard error is at most 0.5/√400 = 2.5 points.
const BotSamples = 400

// Decision is what a computer player did and why.
type Decision struct {
	Kind     Kind
	Equity   float64 // its estimate of its share of the pot
	PotOdds  float64 // the share of the pot after a call that the call is
	Strength float64 // equity over a fair share, 1/(opponents+1)
	Bluff    bool
}

// Why is the decision in a few words: "equity 42% vs pot odds 17%".
func (d Decision) Why() string {
	s := fmt.Sprintf("equity %.0f%%", 100*d.Equity)
	if d.PotOdds > 0 {
		s += fmt.Sprintf(" vs pot odds %.0f%%", 100*d.PotOdds)
	}
	if d.Bluff {
		s += ", a bluff"
	}
	return s
}

// Decide is a computer player's move from its view alone:
//
//	e  = its equity against v.Opponents hands it cannot see: odds.HoldemVsRandomMC
//	     over BotSamples deals drawn with g (the others' cards are any it does not see)
//	p  = pot odds = ToCall / (Pot + ToCall), 0 when there is nothing to call
//	s  = strength = e · (Opponents + 1), its equity over a fair share
//
// then, by style, the first rule that holds:
//
//	tight    raise if s ≥ 1.5;   call if e ≥ p + 0.05;   else check, or fold
//	loose    raise if s ≥ 1.2, or (nothing to call) on a bluff, 1 in 10;
//	         call if e ≥ p − 0.05;   else check, or fold
//	station  raise if s ≥ 2.0;   call if e ≥ p / 2;   else check, or fold
//
// A raise it may not make (the round's bets are used up) is a call or a
// check. The bluff draws g.IntN(10) after the equity's deals. g is the
// table's generator for its computer players, so that every decision
// replays from the seed.
func Decide(v View, s Style, g rng.Generator) Decision {
	e, err := odds.HoldemVsRandomMC(v.Hole, v.Board, max(1, v.Opponents), g, BotSamples)
	if err != nil { // a view from a real hand is always valid
		panic(fmt.Sprintf("holdem: Decide: %v", err))
	}
	d := Decision{Equity: e.Equity, Strength: e.Equity * float64(v.Opponents+1)}
	if v.ToCall > 0 {
		d.PotOdds = float64(v.ToCall) / float64(v.Pot+v.ToCall)
	}
	raiseAt, callMargin := 1.5, 0.05
	switch s {
	case Loose:
		raiseAt, callMargin = 1.2, -0.05
	case Station:
		raiseAt = 2.0
	}
	raise := d.Strength >= raiseAt
	if s == Loose && v.ToCall == 0 && !raise {
		d.Bluff = g.IntN(10) == 0
		raise = d.Bluff
	}
	call := d.Equity >= d.PotOdds+callMargin
	if s == Station {
		call = d.Equity >= d.PotOdds/2
	}
	switch {
	case raise && v.CanRaise:
		d.Kind = Raise
	case v.ToCall == 0:
		d.Kind, d.Bluff = Check, false
	case raise || call:
		d.Kind, d.Bluff = Call, false
	default:
		d.Kind = Fold
	}
	return d
}
