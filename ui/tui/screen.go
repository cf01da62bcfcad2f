package tui

import (
	"riffle/games/casino"
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
// builds it: the one list both read. build says what the screen does, by
// the parts of [built] it fills.
type entry struct {
	id    common.ID // what `riffle play` takes
	title string    // the lobby's name for it
	blurb string    // the lobby's line about it
	build func(*kit) built
}

// built is a screen as the root holds it: the contract every screen
// keeps, and what its registry entry says it does besides, each nil when
// it does not. The root asks a screen only what its entry gave.
type built struct {
	common.Screen
	rounds  common.Rounds    // plays rounds: asked about before quitting, played out as the casino closes
	resumes common.Resumer   // takes up a round saved open when the program was killed
	panel   paneled          // has a fairness panel of its own
	text    common.Typist    // takes text input
	fresh   common.Freshener // put back as a demo step starts
	hides   common.Hider     // minds being out of sight
	still   common.Stiller   // animates outcomes: shown at once between a demo's keys
}

// paneled is a screen with a fairness panel of its own (a table's event
// tallies, the lab's sampler).
type paneled interface {
	Panel() *panel.Model
	// UsesPanel reports whether the screen shows its panel now (craps'
	// puzzles and the lab's tabs but the Matrix do not).
	UsesPanel() bool
	// PanelHeight is the lines the panel needs below the screen when more
	// than the usual share (the Lab's Matrix: a small deck's table of
	// orders beside its heatmap), else 0 (common.Base).
	PanelHeight() int
	// ScreenMinWidth is the fewest cells the screen takes beside a panel
	// docked right of it, 0 for a table's 77 (common.Base): the Lab, whose
	// panel is the point, takes less.
	ScreenMinWidth() int
	// PanelBrief reports whether the panel below the screen on a small
	// terminal stays one summary line until the player opens it, counted
	// or not (craps: its felt needs the room), else false (common.Base).
	PanelBrief() bool
}

// lobbyID is the lobby's screen, which lists the others.
const lobbyID common.ID = "lobby"

// labID is the Shuffle Lab's screen.
const labID common.ID = "lab"

// demoID is the guided demos' screen.
const demoID common.ID = "demo"

// registry is every screen the lobby lists, in its order.
func registry() []entry {
	return []entry{
		{"craps", "Craps", "every bet of the table, its exact edge; puzzles for class", func(k *kit) built {
			s := craps.New(k.c, k.ledger)
			return built{Screen: s, rounds: s, resumes: s, panel: s, fresh: s, still: s}
		}},
		{"yahtzee", "Yahtzee", "the whole game, the best play on every roll; Giant Yahtzee", func(k *kit) built {
			s := yahtzee.New(k.c, k.ledger)
			return built{Screen: s, resumes: s, panel: s, fresh: s, still: s}
		}},
		{"lottery", "Lottery draws", "pick k of n, Keno and Powerball", func(k *kit) built {
			s := lottery.New(k.c, k.ledger)
			return built{Screen: s, panel: s, text: s}
		}},
		{"solitaire", "New Age Solitaire", "bet on riffles: seven do not randomize a deck", func(k *kit) built {
			s := solitaire.New(k.c, k.ledger)
			return built{Screen: s, rounds: s, panel: s, fresh: s}
		}},
		{"poker", "Poker hands", "dealt hands, and the 1999 shuffle that gave them away", func(k *kit) built {
			s := poker.New(k.c, k.ledger)
			return built{Screen: s, panel: s}
		}},
		{"videopoker", "Video poker", "bet 1-5 credits, hold, draw; the exact return of all 32 holds", func(k *kit) built {
			s := videopoker.New(k.c, k.ledger)
			return built{Screen: s, rounds: s, resumes: s, panel: s, still: s}
		}},
		{"holdem", "Texas Hold'em", "fixed, pot or no limit against 1-8 players; your equity live", func(k *kit) built {
			s := holdem.New(k.c, k.ledger)
			return built{Screen: s, rounds: s, resumes: s, still: s}
		}},
		{"cheat", "Cheat like it's 1999", "the 1999 deal cracked from two cards and the flop", func(k *kit) built {
			s := cheat.New(k.c, k.ledger)
			return built{Screen: s, rounds: s, resumes: s, text: s, still: s}
		}},
		{"dobble", "Dobble", "find the symbol two cards share, against the clock", func(k *kit) built {
			s := dobble.New(k.c, k.ledger)
			return built{Screen: s, rounds: s, hides: s, still: s}
		}},
		{"lab", "Shuffle Lab", "pit any shuffle and generator against the statistics", func(k *kit) built {
			s := lab.New(k.c)
			return built{Screen: s, panel: s, text: s}
		}},
		{"dice", "Dice shop", "30 dice fair by symmetry, and six a cheat can beat", func(k *kit) built {
			s := dice.New(k.c)
			return built{Screen: s, panel: s}
		}},
		{"history", "History & replay", "every round saved; re-deal one and check it matches", func(k *kit) built {
			return built{Screen: history.New(k.c, k.ledger)}
		}},
		{"fair", "Provably fair", "rounds you can check from seeds committed in advance", func(k *kit) built {
			s := fair.New(k.c, k.ledger)
			return built{Screen: s, text: s}
		}},
		{"demo", "Guided demos", "lessons for class, a step at a time: shuffles, riffles, 1999, dice", func(k *kit) built {
			k.demo = demo.New(k.c)
			return built{Screen: k.demo}
		}},
	}
}

// kit is what the registry builds screens with, and where it leaves the
// screens the root holds by their own type.
type kit struct {
	c      *common.Common
	ledger *casino.Ledger // handed to the screens that play or show rounds
	demo   *demo.Model    // the guided demos: its state is the root's page keys
	lobby  *lobby.Model   // the lobby: back in it, on the table just left
}

// newScreens builds every screen, sharing c, and the lobby that lists them.
func newScreens(k *kit) map[common.ID]built {
	var entries []lobby.Entry
	screens := map[common.ID]built{}
	for _, e := range registry() {
		entries = append(entries, lobby.Entry{ID: e.id, Title: e.title, Blurb: e.blurb})
		screens[e.id] = e.build(k)
	}
	k.lobby = lobby.New(k.c, k.ledger, entries)
	screens[lobbyID] = built{Screen: k.lobby, text: k.lobby}
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
