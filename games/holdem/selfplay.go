package holdem

import (
	"fmt"
	"math"
	"sync"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/poker"
)

// folder is a seat that folds every hand it can (it checks in the big
// blind): self-play's control, which loses exactly its blinds.
const folder Style = 100

// Folder is the control style of self-play: it folds every hand it can
// (it checks when it may not fold), so that it loses its blinds, less the
// pots it wins checking in the big blind.
func Folder() Style { return folder }

// SelfPlayStack is the chips every seat starts each self-played hand with:
// 100 big blinds.
const SelfPlayStack = 100 * 10

// StyleStats are one style's numbers over a self-played session.
type StyleStats struct {
	Style Style
	Hands int // hands dealt to seats of the style
	// VPIP: hands it put chips in before the flop of its own will (a call
	// or a raise; the blinds are not); PFR: hands it raised before the
	// flop; Flops: hands it saw the flop in; Showdowns: of those, hands
	// it went to the showdown in.
	VPIP, PFR, Flops, Showdowns int
	// Aggressive (bets and raises) and Calls after the flop: the
	// aggression factor is their ratio.
	Aggressive, Calls int
	Net               int     // chips won less chips lost
	sumSq             float64 // Σ net² per hand, for the standard error
}

// Rate is part/Hands, 0 for no hands.
func (s StyleStats) Rate(part int) float64 {
	if s.Hands == 0 {
		return 0
	}
	return float64(part) / float64(s.Hands)
}

// AF is the aggression factor after the flop: bets and raises per call
// (the bets and raises themselves when it never called).
func (s StyleStats) AF() float64 {
	if s.Calls == 0 {
		return float64(s.Aggressive)
	}
	return float64(s.Aggressive) / float64(s.Calls)
}

// WTSD is the share of the flops it saw that it went to the showdown in.
func (s StyleStats) WTSD() float64 {
	if s.Flops == 0 {
		return 0
	}
	return float64(s.Showdowns) / float64(s.Flops)
}

// BBPer100 is its net in big blinds per 100 hands, and the standard error
// of that mean (the sample deviation of its net per hand over √hands).
func (s StyleStats) BBPer100(big int) (mean, se float64) {
	if s.Hands < 2 {
		return 0, 0
	}
	n := float64(s.Hands)
	m := float64(s.Net) / n
	v := max(0, (s.sumSq-n*m*m)/(n-1))
	return 100 * m / float64(big), 100 * math.Sqrt(v/n) / float64(big)
}

// selfPlayBlocks is how many independent streams a self-played session is
// dealt in, whatever the cores: its numbers depend on the seed alone.
const selfPlayBlocks = 8

// SelfPlay deals hands hands at a table of seats computer players, their
// styles styles in seat order (repeated round the table), every seat
// starting each hand with SelfPlayStack at the default blinds in game l, the button
// moving a seat a hand; the deck and the players' choices come from pcg
// streams seeded from seed. It returns each style's numbers, in the order
// of styles. It works on workers goroutines at once.
func SelfPlay(hands, seats int, styles []Style, l Limit, seed uint64, workers int) ([]StyleStats, error) {
	if seats < MinPlayers || seats > MaxPlayers {
		return nil, fmt.Errorf("seats %d: allowed %d…%d", seats, MinPlayers, MaxPlayers)
	}
	if hands < 1 || len(styles) == 0 {
		return nil, fmt.Errorf("hands %d: at least 1", hands)
	}
	blinds := DefaultBlinds
	blinds.Limit = l
	blocks := make([][]StyleStats, selfPlayBlocks)
	var wg sync.WaitGroup
	next := make(chan int, selfPlayBlocks)
	for b := range selfPlayBlocks {
		next <- b
	}
	close(next)
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range next {
				n := hands / selfPlayBlocks
				if b < hands%selfPlayBlocks {
					n++
				}
				blocks[b] = selfPlayBlock(n, seats, styles, blinds, rng.NewPCG(seed*selfPlayBlocks+uint64(b)), b*hands, b)
			}
		}()
	}
	wg.Wait()
	out := make([]StyleStats, len(styles))
	for i := range out {
		out[i].Style = styles[i]
		for _, bl := range blocks {
			s := bl[i]
			out[i].Hands += s.Hands
			out[i].VPIP += s.VPIP
			out[i].PFR += s.PFR
			out[i].Flops += s.Flops
			out[i].Showdowns += s.Showdowns
			out[i].Aggressive += s.Aggressive
			out[i].Calls += s.Calls
			out[i].Net += s.Net
			out[i].sumSq += s.sumSq
		}
	}
	return out, nil
}

// selfPlayBlock deals n hands with g, the first button at first, the
// styles seated from the turn-th on (each block seats them in another
// order, so that no style always sits on another's left).
func selfPlayBlock(n, seats int, styles []Style, blinds Blinds, g rng.Generator, first, turn int) []StyleStats {
	out := make([]StyleStats, len(styles))
	style := make([]Style, seats)
	which := make([]int, seats)
	for i := range style {
		which[i] = (i + turn) % len(styles)
		style[i] = styles[which[i]]
	}
	deck := cards.NewDeck()
	stacks := make([]int, seats)
	reads := make([]Read, seats)
	for k := range n {
		for i := range stacks {
			stacks[i] = SelfPlayStack
		}
		shuffle.FisherYates(deck, g)
		h := NewHand(poker.DealHoldem(deck, seats), stacks, (first+k)%seats, blinds)
		h.Reads = reads
		for !h.Over() {
			i := h.ToAct()
			if err := h.Play(Decide(h.View(i), style[i], g).Move()); err != nil {
				panic(fmt.Sprintf("holdem: self-play: %v", err)) // Decide keeps to the legal moves
			}
		}
		tally(h, which, out)
		h.Add(reads)
	}
	return out
}

// tally adds hand h's numbers to each seat's style (which[i] is seat i's).
func tally(h *Hand, which []int, out []StyleStats) {
	type seen struct{ vpip, pfr, flop bool }
	per := make([]seen, len(h.Seats))
	for _, a := range h.log {
		s := &out[which[a.Seat]]
		switch {
		case a.Street == Preflop && (a.Kind == Call || a.Kind == Raise):
			per[a.Seat].vpip = true
			per[a.Seat].pfr = per[a.Seat].pfr || a.Kind == Raise
		case a.Street > Preflop && a.Kind == Raise:
			s.Aggressive++
		case a.Street > Preflop && a.Kind == Call:
			s.Calls++
		}
		if a.Street > Preflop {
			per[a.Seat].flop = true
		}
	}
	for i, seat := range h.Seats {
		s := &out[which[i]]
		s.Hands++
		net := seat.Stack - SelfPlayStack
		s.Net += net
		s.sumSq += float64(net) * float64(net)
		p := per[i]
		if p.vpip {
			s.VPIP++
		}
		if p.pfr {
			s.PFR++
		}
		// Saw the flop: in the hand when it came (acted after it, or all in
		// before it with the board dealt).
		if !seat.Folded && h.showed || p.flop {
			s.Flops++
			if h.showed && !seat.Folded {
				s.Showdowns++
			}
		}
	}
}
