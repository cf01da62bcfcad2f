package tui

import (
	"riffle/ui/tui/cheat"
	"riffle/ui/tui/common"
	"riffle/ui/tui/craps"
	"riffle/ui/tui/demo"
	"riffle/ui/tui/dice"
	"riffle/ui/tui/dobble"
	"riffle/ui/tui/fair"
	"riffle/ui/tui/history"
	"riffle/ui/tui/holdem"
	"riffle/ui/tui/lab"
	"riffle/ui/tui/lobby"
	"riffle/ui/tui/lottery"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/poker"
	"riffle/ui/tui/solitaire"
	"riffle/ui/tui/videopoker"
	"riffle/ui/tui/yahtzee"
)

// entry is one screen of the casino as the lobby lists it and the router
// builds it: the one list both read.
type entry struct {
	id    common.ID // what `riffle play` takes
	title string    // the lobby's name for it
	blurb string    // the lobby's line about it
	new   func(*common.Common) common.Screen
}

// lobbyID is the lobby's screen, which lists the others.
const lobbyID common.ID = "lobby"

// demoID is the guided demos' screen.
const demoID common.ID = "demo"

// registry is every screen the lobby lists, in its order.
func registry() []entry {
	return []entry{
		{"craps", "Craps", "the pass-line bet, with odds; puzzles for class", func(c *common.Common) common.Screen { return craps.New(c) }},
		{"yahtzee", "Yahtzee re-rolls", "keep and re-roll until all dice match, 5 to 100 dice", func(c *common.Common) common.Screen { return yahtzee.New(c) }},
		{"lottery", "Lottery draws", "pick k of n, Keno and Powerball", func(c *common.Common) common.Screen { return lottery.New(c) }},
		{"solitaire", "New Age Solitaire", "bet on riffles: seven do not randomize a deck", func(c *common.Common) common.Screen { return solitaire.New(c) }},
		{"poker", "Poker hands", "dealt hands, and the 1999 shuffle that gave them away", func(c *common.Common) common.Screen { return poker.New(c) }},
		{"videopoker", "Video poker", "bet 1-5 credits, hold, draw; the exact return of all 32 holds", func(c *common.Common) common.Screen { return videopoker.New(c) }},
		{"cheat", "Cheat like it's 1999", "the 1999 deal cracked from two cards and the flop", func(c *common.Common) common.Screen { return cheat.New(c) }},
		{"history", "History & replay", "every round saved; re-deal one and check it matches", func(c *common.Common) common.Screen { return history.New(c) }},
		{"fair", "Provably fair", "rounds you can check from seeds committed in advance", func(c *common.Common) common.Screen { return fair.New(c) }},
		{"lab", "Shuffle Lab", "pit any shuffle and generator against the statistics", func(c *common.Common) common.Screen { return lab.New(c) }},
		{"dobble", "Dobble", "find the symbol two cards share, against the clock", func(c *common.Common) common.Screen { return dobble.New(c) }},
		{"dice", "Dice shop", "30 dice fair by symmetry, and six a cheat can beat", func(c *common.Common) common.Screen { return dice.New(c) }},
		{"demo", "Guided demos", "lessons for class, a step at a time: shuffles, riffles, 1999, dice", func(c *common.Common) common.Screen { return demo.New(c) }},
		{"holdem", "Texas Hold'em", "fixed limit against 1-8 computer players; your equity live", func(c *common.Common) common.Screen { return holdem.New(c) }},
	}
}

// panelOwner is a screen with a fairness panel of its own (a table's
// event tallies, the lab's sampler).
type panelOwner interface {
	Panel() *panel.Model
}

// newScreens builds every screen, the lobby first, sharing c.
func newScreens(c *common.Common) map[common.ID]common.Screen {
	var entries []lobby.Entry
	screens := map[common.ID]common.Screen{}
	for _, e := range registry() {
		entries = append(entries, lobby.Entry{ID: e.id, Title: e.title, Blurb: e.blurb})
		screens[e.id] = e.new(c)
	}
	screens[lobbyID] = lobby.New(c, entries)
	return screens
}

// ScreenNames are the screens `riffle play` opens, in the lobby's order.
func ScreenNames() []string {
	names := []string{string(lobbyID)}
	for _, e := range registry() {
		names = append(names, string(e.id))
	}
	return names
}
