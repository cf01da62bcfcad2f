package holdem

import (
	"fmt"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/rng"
)

// Style is a computer player's way of playing: the five of club play
// (strategy.go: ranges before the flop, equity against the range the
// others' actions imply after it), and the three the table first had,
// which decided from equity against random hands and pot odds alone
// (Decide) and still replay the hands they played.
type Style int

const (
	Tight   Style = iota // the first tables': plays strong hands, folds the rest
	Loose                // the first tables': plays more hands, raises lighter, sometimes bets on nothing
	Station              // the first tables': calls almost anything, seldom raises
	TightAggressive
	LooseAggressive
	TightPassive
	CallingStation
	Maniac
)

// Styles are the styles computer players sit down with, in the order
// seats take them.
func Styles() []Style {
	return []Style{TightAggressive, LooseAggressive, CallingStation, TightPassive, Maniac}
}

// allStyles are every style a saved hand may name.
var allStyles = []Style{Tight, Loose, Station, TightAggressive, LooseAggressive, TightPassive, CallingStation, Maniac}

func (s Style) String() string {
	switch s {
	case Tight:
		return "tight"
	case Loose:
		return "loose"
	case Station:
		return "calling station"
	case TightAggressive:
		return "tight-aggressive"
	case LooseAggressive:
		return "loose-aggressive"
	case TightPassive:
		return "tight-passive"
	case CallingStation:
		return "calling-station"
	case Maniac:
		return "maniac"
	case folder:
		return "folder"
	}
	return fmt.Sprintf("Style(%d)", int(s))
}

// ParseStyle reads a style by its String or its Word.
func ParseStyle(s string) (Style, error) {
	for _, st := range allStyles {
		if s == st.String() || s == st.Word() {
			return st, nil
		}
	}
	return 0, fmt.Errorf("style %q: allowed tight-aggressive, loose-aggressive, tight-passive, calling-station, maniac (and tight, loose, station of saved hands)", s)
}

// Short is the style as a seat's label names it, the way players say it:
// "TAG", "LAG", "station", "rock" (tight-passive), "maniac"; the first
// tables' "tight", "loose", "station".
func (s Style) Short() string {
	switch s {
	case TightAggressive:
		return "TAG"
	case LooseAggressive:
		return "LAG"
	case TightPassive:
		return "rock"
	case CallingStation:
		return "station"
	}
	return s.Word()
}

// Word is the style in one word ("tight-aggressive", "station").
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
	Seat     int
	Hole     [2]cards.Card
	Board    []cards.Card
	Street   Street
	Pot      int
	ToCall   int
	BetSize  int
	CanRaise bool
	// Limit is the game; RaiseMin and RaiseMax the bets it may raise to
	// now (Hand.RaiseTo), when CanRaise.
	Limit              Limit
	RaiseMin, RaiseMax int
	Current            int // the round's bet: what the highest seat has put in on it
	Stack              int // the seat's chips behind
	Opponents          int // other seats still in the hand
	// What everyone at the table sees: the seats, the button, every
	// action so far, and the bets made on this round (the big blind
	// counts one before the flop).
	Players, Button, Bets int
	Log                   []Action
	Reads                 []Read // by seat: what the table has seen of each (nil: nothing yet)
}

// View is seat i's view of the hand now.
func (h *Hand) View(i int) View {
	opp := 0
	for j, s := range h.Seats {
		if j != i && !s.Folded {
			opp++
		}
	}
	v := View{Seat: i, Hole: h.Seats[i].Hole, Board: append([]cards.Card(nil), h.Board()...), Street: h.street,
		Pot: h.Pot(), ToCall: h.ToCall(i), BetSize: h.BetSize(), CanRaise: h.ToAct() == i && h.CanRaise(), Opponents: opp,
		Players: len(h.Seats), Button: h.Button, Bets: h.bets, Log: append([]Action(nil), h.log...), Reads: h.Reads,
		Limit: h.Blinds.Limit, Current: h.bet, Stack: h.Seats[i].Stack}
	if v.CanRaise {
		v.RaiseMin, v.RaiseMax, _ = h.RaiseTo()
	}
	return v
}

// BotSamples is the deals a computer player samples to estimate its
// equity: its standard error is at most 0.5/√400 = 2.5 points.
const BotSamples = 400

// Decision is what a computer player did and why.
type Decision struct {
	Kind     Kind
	To       int     // a raise's bet raised to (0: the least raise)
	Equity   float64 // its estimate of its share of the pot
	PotOdds  float64 // the share of the pot after a call that the call is
	Strength float64 // equity over a fair share, 1/(opponents+1)
	Bluff    bool
	// Rule is the numbers it used and the threshold it compared, in words
	// ("call: equity 31% against their range ≥ pot odds 25%"); "" for the
	// first tables' styles, which Why words from the numbers.
	Rule string
}

// Move is the move the decision makes.
func (d Decision) Move() Move {
	if d.Kind != Raise {
		return Move{Kind: d.Kind}
	}
	return Move{Kind: Raise, To: d.To}
}

// Why is the decision in a few words: its Rule, or "equity 42% vs pot
// odds 17%".
func (d Decision) Why() string {
	if d.Rule != "" {
		return d.Rule
	}
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
	if _, ok := profiles[s]; ok {
		return decidePlan(v, s, g)
	}
	if s == folder {
		return legal(v, Decision{Kind: Fold, Rule: "fold: the control folds every hand"})
	}
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
