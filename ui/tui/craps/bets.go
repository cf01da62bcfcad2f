package craps

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	game "riffle/games/craps"
	"riffle/ui/text"
)

// spotGroups are the layout's places in the bet cursor's order, by group:
// the line bets and their odds, the numbers (place, buy, lay), the come
// bets on their numbers (as the dice put them: filled from the table), the
// field with big 6 and 8, the hardways, the one-roll propositions.
var spotGroups = [][]string{
	{"pass", "pass-odds", "dont-pass", "dont-pass-odds", "come", "dont-come"},
	{"place-4", "place-5", "place-6", "place-8", "place-9", "place-10", "buy-4", "buy-10", "lay-4", "lay-10"},
	nil,
	{"field", "big-6", "big-8"},
	{"hard-4", "hard-6", "hard-8", "hard-10"},
	{"any-7", "any-craps", "aces-2", "ace-deuce-3", "yo-11", "boxcars-12", "horn"},
}

// comeGroup is the group of the come bets on their numbers.
const comeGroup = 2

// groups are spotGroups with the table's come and don't come bets on
// their numbers, each with its odds.
func (s *Model) groups() [][]string {
	out := slices.Clone(spotGroups)
	var come []string
	for _, p := range s.table.Places() {
		if game.Travelled(p) {
			come = append(come, p, p+"-odds")
		}
	}
	out[comeGroup] = come
	return out
}

// inSpots reports whether p is a place of the layout's fixed groups.
func inSpots(p string) bool {
	for _, g := range spotGroups {
		if slices.Contains(g, p) {
			return true
		}
	}
	return false
}

// spots are every place the cursor visits, in order.
func (s *Model) spots() []string { return slices.Concat(s.groups()...) }

// selected is the place under the bet cursor: the pass line until moved;
// the come box (or the don't come box) when the come bet it was on has
// been decided.
func (s *Model) selected() string {
	flat := strings.TrimSuffix(s.cursor, "-odds")
	switch {
	case s.table == nil:
		return "pass"
	case game.Travelled(flat) && s.table.Bet(flat) > 0, !game.Travelled(flat) && inSpots(s.cursor):
		return s.cursor
	case strings.HasPrefix(s.cursor, "dont-come-"):
		return "dont-come"
	case strings.HasPrefix(s.cursor, "come-"):
		return "come"
	}
	return "pass"
}

// moveCursor moves the bet cursor d places along the layout, round the end.
func (s *Model) moveCursor(d int) {
	sp := s.spots()
	i := slices.Index(sp, s.selected())
	s.cursor = sp[((i+d)%len(sp)+len(sp))%len(sp)]
	s.sayBet()
}

// moveGroup moves the bet cursor to the first place of the d-th group on
// (skipping empty ones), round the end.
func (s *Model) moveGroup(d int) {
	gs := s.groups()
	g := 0
	for i, grp := range gs {
		if slices.Contains(grp, s.selected()) {
			g = i
		}
	}
	for range gs {
		g = ((g+d)%len(gs) + len(gs)) % len(gs)
		if len(gs[g]) > 0 {
			break
		}
	}
	s.cursor = gs[g][0]
	s.sayBet()
}

// follow moves the cursor with the game: from the pass line to its odds
// once a point is set, back from the odds at the come-out.
func (s *Model) follow() {
	switch sel := s.selected(); {
	case sel == "pass" && !s.table.ComeOut() && s.table.Pass() > 0:
		s.cursor = "pass-odds"
	case sel == "pass-odds" && s.table.ComeOut():
		s.cursor = "pass"
	}
}

// sayBet says what the bet under the cursor is: its chips, what it pays
// and its exact edge.
func (s *Model) sayBet() {
	p := s.selected()
	t := s.table
	line := fmt.Sprintf("%s: %s", text.Capitalize(game.PlaceName(p)), betChips(t.Bet(p)))
	if b, ok := t.BetOf(p); ok {
		line += fmt.Sprintf(", pays %s, house edge %s", b.Pays, edgeText(b.Edge))
	}
	if why := s.cannotBet(p); why != "" {
		line += " · " + why
	}
	s.say(false, "%s.", line)
}

// betChips writes a bet's chips: "12 chips", "no chips".
func betChips(n int) string {
	if n == 0 {
		return "no chips"
	}
	return text.Plural(n, "chip")
}

// edgeText writes an exact edge as a percentage, "0" for none.
func edgeText(e *big.Rat) string {
	if e.Sign() == 0 {
		return "0"
	}
	return ratPercent(e, 3)
}

// cannotBet says why no chips can go on place p now ("" when they can).
func (s *Model) cannotBet(p string) string {
	t := s.table
	if t.MaxBet(p, s.hand()) > t.Bet(p) {
		return ""
	}
	lo, _, unit := t.Limits(p)
	if err := t.Try(p, max(lo, t.Bet(p)+max(unit, 1)), s.hand()); err != nil {
		return err.Error()
	}
	return ""
}

// stepOf is the chips one press moves the bet on place p by: base (10 or
// 100) rounded up to the bet's unit, so that it pays whole chips.
func (s *Model) stepOf(p string, base int) int {
	_, _, unit := s.table.Limits(p)
	if unit <= 0 {
		return base
	}
	return (base + unit - 1) / unit * unit
}

// adjust moves the bet under the cursor by one step of base chips, up
// or down: up to the most allowed, down to the minimum and then off; a
// refused bet says why in one line.
func (s *Model) adjust(up bool, base int) {
	t := s.table
	p := s.selected()
	lo, _, _ := t.Limits(p)
	cur, st := t.Bet(p), s.stepOf(p, base)
	name := text.Capitalize(game.PlaceName(p))
	if !up {
		target := cur - st
		if target < lo {
			target = 0
		}
		if cur == 0 {
			s.say(true, "No chips on the %s to take down.", game.PlaceName(p))
			return
		}
		if err := s.setBet(p, target); err != nil {
			s.say(true, "%s.", text.Capitalize(err.Error()))
			return
		}
		s.saySet(p, name, nil)
		return
	}
	target := max(cur+st, lo)
	most := t.MaxBet(p, s.hand())
	var capped error
	if target > most {
		capped = t.Try(p, target, s.hand()) // refused: says which limit
		switch {
		case cur < most:
		case errors.Is(capped, game.ErrPointOn), errors.Is(capped, game.ErrComeOut), strings.Contains(capped.Error(), game.PlaceName(p)):
			s.say(true, "%s.", text.Capitalize(capped.Error())) // it names the bet
			return
		default:
			s.say(true, "No more on the %s: %v.", game.PlaceName(p), capped)
			return
		}
		target = most
	}
	if err := s.setBet(p, target); err != nil {
		s.say(true, "%s.", text.Capitalize(err.Error()))
		return
	}
	s.saySet(p, name, capped)
}

// saySet says what is on place p now, after a change; capped is why a
// raise stopped at the most allowed (nil when it did not).
func (s *Model) saySet(p, name string, capped error) {
	t := s.table
	n := t.Bet(p)
	if p == "pass" {
		s.lastBet = n
	}
	if n == 0 {
		s.say(false, "%s: taken down.", name)
		return
	}
	line := fmt.Sprintf("%s: %s", name, betChips(n))
	if b, ok := t.BetOf(p); ok {
		line += fmt.Sprintf(", pays %s", b.Pays)
	}
	if !t.Works(p) {
		line += ", off on the come-out (w turns it on)"
	}
	if capped != nil {
		line += fmt.Sprintf(", the most allowed (%v)", capped)
	}
	s.say(false, "%s.", line)
}

// takeDown takes the bet under the cursor down.
func (s *Model) takeDown() {
	t := s.table
	p := s.selected()
	if t.Bet(p) == 0 {
		s.say(true, "No chips on the %s to take down.", game.PlaceName(p))
		return
	}
	if err := t.CanTakeDown(p); err != nil {
		s.say(true, "%s.", text.Capitalize(err.Error()))
		return
	}
	n := t.Bet(p) + t.Bet(p+"-odds")
	if err := s.setBet(p, 0); err != nil {
		s.say(true, "%s.", text.Capitalize(err.Error()))
		return
	}
	if p == "pass" {
		s.lastBet = 0
	}
	s.say(false, "%s taken down: %s back in hand.", text.Capitalize(game.PlaceName(p)), text.Plural(n, "chip"))
}

// oddsOf is the odds place behind the bet under the cursor (itself when
// it is odds), and "" for a bet that takes no odds: the pass line's
// behind the pass line.
func (s *Model) oddsOf() string {
	p := s.selected()
	switch {
	case strings.HasSuffix(p, "-odds"):
		return p
	case p == "pass", p == "dont-pass", game.Travelled(p):
		return p + "-odds"
	}
	return ""
}

// noOddsText says why the bet under the cursor takes no odds.
func (s *Model) noOddsText() string {
	p := s.selected()
	if p == "come" || p == "dont-come" {
		return fmt.Sprintf("No odds on the %s box: odds go behind a %s bet once the dice take it to its number.", game.PlaceName(p), game.PlaceName(p))
	}
	return fmt.Sprintf("The %s takes no odds: odds go behind the line and come bets.", game.PlaceName(p))
}

// maxOdds takes the most odds allowed behind the bet under the cursor (or
// the pass line), or takes them down when they are already at the most.
func (s *Model) maxOdds() {
	t := s.table
	p := s.oddsOf()
	if p == "" {
		s.say(true, "%s", s.noOddsText())
		return
	}
	name := game.PlaceName(p)
	most := t.MaxBet(p, s.hand())
	if most == 0 && t.Bet(p) == 0 {
		s.say(true, "No %s now: %s.", name, s.cannotBet(p))
		return
	}
	s.cursor = p
	if t.Bet(p) >= most {
		if err := s.setBet(p, 0); err != nil {
			s.say(true, "%s.", text.Capitalize(err.Error()))
			return
		}
		s.say(false, "%s taken down.", text.Capitalize(name))
		return
	}
	if err := s.setBet(p, most); err != nil {
		s.say(true, "%s.", text.Capitalize(err.Error()))
		return
	}
	_, hi, _ := t.Limits(p)
	if most < hi {
		s.say(false, "%s: %d, all you have (the limit is %d); no house edge.", text.Capitalize(name), most, hi)
		return
	}
	s.say(false, "%s: %d, the limit; no house edge.", text.Capitalize(name), most)
}

// toggleWorking turns place, buy and lay bets and the hardways on or off
// for the come-out.
func (s *Model) toggleWorking() {
	t := s.table
	t.SetWorking(!t.Working())
	if t.Working() {
		s.say(false, "Place, buy and lay bets and the hardways work on the come-out too (w turns them off).")
		return
	}
	s.say(false, "Place, buy and lay bets and the hardways are off on the come-out, as usual (w turns them on).")
}

// toggleComeOdds turns come and don't come odds on or off for the
// come-out.
func (s *Model) toggleComeOdds() {
	t := s.table
	t.SetComeOddsWork(!t.ComeOddsWork())
	if t.ComeOddsWork() {
		s.say(false, "Come odds work on the come-out (c turns them off).")
		return
	}
	s.say(false, "Come odds are off on the come-out, as usual: returned if the number or a 7 comes then (c turns them on).")
}
