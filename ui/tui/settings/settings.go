// Package settings is the casino's settings — the generator, the shuffle,
// the seed and the tables' starting choices — and the one step that
// resolves them from what the command line or a demo gave: Options in,
// Settings out, each refusal a *FieldError naming the setting (ui/cli
// spells it as a flag). Every choice is shown, so that a session can be
// reproduced.
package settings

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/casino"
	"riffle/games/holdem"
	"riffle/games/round"
	"riffle/games/solitaire"
	"riffle/ui/demos"
)

// Settings are the session's choices, always shown so that a session can be
// reproduced: the generator, the shuffle algorithm (for tables that shuffle)
// and the seed.
type Settings struct {
	Gen       rng.Info
	Algo      shuffle.Algorithm
	Seed      uint64            // as chosen; see EffectiveSeed
	SeedFixed bool              // given by the user (on the command line or typed), not drawn from the OS
	Dice      int               // the Yahtzee table's dice to start with, 0 for its default
	Giant     bool              // the Yahtzee table opens on Giant Yahtzee (--dice given)
	Rules     odds.YahtzeeRules // the Yahtzee game's joker rule
	Limit     holdem.Limit      // the Hold'em table's game: fixed, pot or no limit
	Shuffles  int               // New Age Solitaire's riffles: 0…solitaire.MaxShuffles, or solitaire.UntilRandom
	ASCII     bool              // draw cards as "Ah" instead of "A♥" (asked for, or a locale that is not UTF-8)
	// Workers are the goroutines a fairness panel's sampler shuffles on:
	// 0 for one a core; riffle serve gives each student one, so that a
	// class's samplers share the server's cores.
	Workers int
	// RoundRate and RoundBurst limit the rounds begun (casino.Ledger.
	// SetRate): riffle serve's students, 0 for none.
	RoundRate  float64
	RoundBurst int
	// Motion says whether the tables animate (cards dealt one by one, dice
	// tumbling); off, every outcome is drawn at once. Frame is the time
	// between an animation's frames: FrameEvery, or riffle serve's slower
	// rate, which a class's server can carry.
	Motion bool
	Frame  time.Duration
}

// FrameEvery is the time between an animation's frames: about 30 a second.
const FrameEvery = time.Second / 30

// Options pre-select settings and the first screen; the command line fills
// them (ui/cli/play: its flags and `riffle play SCREEN`).
type Options struct {
	Gen    string // generator spec, "" for pcg
	Algo   string // algorithm name, "" for fisher-yates
	Seed   string // "" draws one from the OS
	Screen string // "" (the lobby) or one of ScreenNames
	Dice   int    // Yahtzee dice, MinDice…MaxDice; 0 for the default
	Giant  bool   // open the Yahtzee table on Giant Yahtzee (Dice given now)
	Rules  string // the Yahtzee game's joker rule: "" (verhoeff) or a name of odds.YahtzeeRuleNames
	Limit  string // the Hold'em table's game: "" (fixed), fixed, pot or no
	// Shuffles is New Age Solitaire's riffle count: "" for the default
	// (solitaire.DefaultShuffles), 0…solitaire.MaxShuffles, or "random" (until perfectly random).
	Shuffles string
	ASCII    bool // cards in ASCII
	// Fair turns provably fair mode on and ClientSeed sets the player's
	// client seed; FairGiven says fair mode was given (on the command
	// line), so that a saved session's mode does not override it.
	Fair       bool
	FairGiven  bool
	ClientSeed string
	// DemoDir is a teacher's directory of guided demos ("" for the
	// shipped ones alone), and Demo the demo to start ("" for none).
	DemoDir, Demo string
	// Demos are the demos read already (the shipped ones and DemoDir's,
	// as tui.LoadDemos gives them), so that the casino does not read the
	// directory again; nil: the casino reads them.
	Demos []demos.Demo
	// Present opens the casino in the presenter view.
	Present bool
	// Workers are the fairness panels' sampler goroutines, 0 for one a
	// core (Settings.Workers).
	Workers int
	// RoundRate and RoundBurst limit the rounds a casino begins
	// (Settings.RoundRate).
	RoundRate  float64
	RoundBurst int
	// Lab are the generator, shuffle and seed the Shuffle Lab opens on
	// (`riffle play lab --algo asf --gen delphi`): the Lab's own, not the
	// casino's, which the tables keep (and the session saves) until the
	// Lab's t gives them the Lab's. Each "" keeps the casino's.
	Lab struct{ Gen, Algo, Seed string }
	// Motion is "on" or "off" (the --motion flag, or RIFFLE_MOTION); ""
	// is on. Frame is the time between frames, 0 for FrameEvery.
	Motion string
	Frame  time.Duration
}

// The Yahtzee table's dice counts.
const (
	MinDice = 2
	MaxDice = 100
)

// ParseShuffles reads New Age Solitaire's riffles: a riffle count the
// table takes (0…solitaire.MaxShuffles), or "random" for
// solitaire.UntilRandom, the stopping-time procedure. The error is a
// *FieldError of the field "shuffles".
func ParseShuffles(v string) (int, error) {
	if v == "random" {
		return solitaire.UntilRandom, nil
	}
	k, err := strconv.Atoi(v)
	if err != nil || k < 0 || !solitaire.ValidShuffles(k) {
		return 0, &FieldError{Field: "shuffles", Value: strconv.Quote(v),
			Err: fmt.Errorf("is not allowed: give 0…%d riffles, or random (until perfectly random)", solitaire.MaxShuffles)}
	}
	return k, nil
}

// FieldError is a setting refused: which (Field: gen, algo, seed, dice,
// shuffles, client-seed), the value when the words start with it, and what
// is wrong and allowed. Its text names the field as the settings do; ui/cli
// names it as its flag (Named).
type FieldError struct {
	Field string
	Value string // the value refused, when Err's words follow it; "" when they follow the field
	Err   error
}

func (e *FieldError) Error() string { return e.Named(e.Field) }

// Named words the refusal with the field spelled name ("--seed"):
// "name: what is wrong", or "name VALUE what is wrong".
func (e *FieldError) Named(name string) string {
	if e.Value != "" {
		return name + " " + e.Value + " " + e.Err.Error()
	}
	return name + ": " + e.Err.Error()
}

func (e *FieldError) Unwrap() error { return e.Err }

// refuse is the *FieldError of field: err.
func refuse(field string, err error) error { return &FieldError{Field: field, Err: err} }

// MaxDrawnSeed bounds seeds drawn from the OS: below 2^53, like the
// headless commands, so that any JSON reader replays them.
const MaxDrawnSeed = 1 << 53

// Resolve checks o and returns the settings it names. An error is a
// *FieldError: one line naming the setting and what is allowed.
func (o Options) Resolve() (Settings, error) {
	var s Settings
	genSpec := o.Gen
	if genSpec == "" {
		genSpec = "pcg"
	}
	info, err := rng.Lookup(genSpec)
	if err != nil {
		return s, refuse("gen", err)
	}
	s.Gen = info
	algoName := o.Algo
	if algoName == "" {
		algoName = "fisher-yates"
	}
	if s.Algo, err = shuffle.Lookup(algoName); err != nil {
		return s, refuse("algo", err)
	}
	if o.Seed != "" {
		if s.Seed, err = rng.ParseSeed(o.Seed); err != nil {
			return s, refuse("seed", err)
		}
		if _, err := info.New(s.Seed); err != nil {
			return s, refuse("seed", err)
		}
		s.SeedFixed = true
	} else {
		s.Seed = DrawSeed()
	}
	if o.Dice != 0 && (o.Dice < MinDice || o.Dice > MaxDice) {
		return s, &FieldError{Field: "dice", Value: strconv.Itoa(o.Dice), Err: fmt.Errorf("is out of range: allowed %d…%d", MinDice, MaxDice)}
	}
	s.Dice, s.Giant = o.Dice, o.Giant
	if o.Rules != "" {
		if s.Rules, err = odds.LookupYahtzeeRules(strings.TrimSpace(o.Rules)); err != nil {
			return s, &FieldError{Field: "rules", Value: o.Rules, Err: fmt.Errorf("is not a rule set: allowed %s", strings.Join(odds.YahtzeeRuleNames, ", "))}
		}
	}
	if o.Limit != "" {
		if s.Limit, err = holdem.ParseLimit(strings.TrimSpace(o.Limit)); err != nil {
			return s, &FieldError{Field: "limit", Value: o.Limit, Err: errors.New("is not a game: allowed fixed, pot, no")}
		}
	}
	s.Shuffles = solitaire.DefaultShuffles
	if o.Shuffles != "" {
		if s.Shuffles, err = ParseShuffles(o.Shuffles); err != nil {
			return s, err
		}
	}
	s.ASCII = o.ASCII
	if o.Workers < 0 {
		return s, &FieldError{Field: "workers", Value: strconv.Itoa(o.Workers), Err: errors.New("is below zero: allowed 0 (one a core) or more")}
	}
	s.Workers = o.Workers
	s.RoundRate, s.RoundBurst = o.RoundRate, o.RoundBurst
	switch o.Motion {
	case "", "on":
		s.Motion = true
	case "off":
	default:
		return s, &FieldError{Field: "motion", Value: strconv.Quote(o.Motion), Err: errors.New("is not allowed: give on or off")}
	}
	s.Frame = FrameEvery
	if o.Frame != 0 {
		if o.Frame < FrameEvery || o.Frame > time.Second {
			return s, &FieldError{Field: "frame", Value: o.Frame.String(), Err: fmt.Errorf("is out of range: allowed %v…1s", FrameEvery)}
		}
		s.Frame = o.Frame
	}
	if o.ClientSeed != "" {
		if err := round.CheckClientSeed(o.ClientSeed); err != nil {
			return s, refuse("client-seed", err)
		}
	}
	return s, nil
}

// DrawSeed draws a seed below 2^53 from the operating system.
func DrawSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 1 // crypto/rand does not fail on supported systems
	}
	return binary.LittleEndian.Uint64(b[:]) % MaxDrawnSeed
}

// EffectiveSeed is the seed the generator is built from: the chosen seed
// reduced into the generator's seed space (a toy LCG has only M seeds).
func (s Settings) EffectiveSeed() uint64 { return ReduceSeed(s.Gen, s.Seed) }

func ReduceSeed(info rng.Info, seed uint64) uint64 {
	if info.MaxSeed == math.MaxUint64 || seed <= info.MaxSeed {
		return seed
	}
	return seed % (info.MaxSeed + 1)
}

// SeedText writes the effective seed as the headless commands take it back
// with --seed, or says the generator cannot be replayed.
func (s Settings) SeedText() string {
	if !s.Gen.Reproducible {
		return "none (" + s.Gen.Name + " cannot be replayed)"
	}
	seed := s.EffectiveSeed()
	switch {
	case s.Gen.Name == "java":
		return fmt.Sprint(int64(seed))
	}
	return fmt.Sprint(seed)
}

// NewGen builds a generator of the session's kind from seed (reduced into
// the generator's seed space).
func (s Settings) NewGen(seed uint64) (rng.Generator, error) {
	return s.Gen.New(ReduceSeed(s.Gen, seed))
}

// GeneratorChoices is the generators the settings cycle through: every
// registered one that can be built by name, with a custom LCG given on the
// command line kept in its place after lcg32.
func GeneratorChoices(current rng.Info) []rng.Info {
	var out []rng.Info
	for _, g := range rng.Generators() {
		if _, err := g.New(0); err != nil {
			if current.Name != "" && !slices.ContainsFunc(rng.Generators(), func(h rng.Info) bool { return h.Name == current.Name }) {
				out = append(out, current) // the custom lcg:A,C,M in use
			}
			continue
		}
		out = append(out, g)
	}
	return out
}

// CycleGen returns the generator step places after current in the choices.
func CycleGen(current rng.Info, step int) rng.Info {
	cs := GeneratorChoices(current)
	i := slices.IndexFunc(cs, func(g rng.Info) bool { return g.Name == current.Name })
	return cs[Mod(i+step, len(cs))]
}

// CycleAlgo returns the algorithm step places after current, among those
// whose kind is in kinds (all kinds when kinds is empty).
func CycleAlgo(current shuffle.Algorithm, step int, kinds ...shuffle.Kind) shuffle.Algorithm {
	var cs []shuffle.Algorithm
	for _, a := range shuffle.Algorithms() {
		if len(kinds) == 0 || slices.Contains(kinds, a.Kind) {
			cs = append(cs, a)
		}
	}
	i := slices.IndexFunc(cs, func(a shuffle.Algorithm) bool { return a.Name == current.Name })
	if i < 0 {
		i = 0
		if step > 0 {
			step--
		}
	}
	return cs[Mod(i+step, len(cs))]
}

func Mod(a, m int) int { return ((a % m) + m) % m }

// DiceKey names what a dice table rolls with, the generator and the seed:
// a table is built anew when it changes.
func (s Settings) DiceKey() string { return fmt.Sprintf("%s/%d", s.Gen.Name, s.EffectiveSeed()) }

// DeckKey names what a card table deals with, the shuffle, the generator
// and the seed: a table is built anew when it changes.
func (s Settings) DeckKey() string {
	return fmt.Sprintf("%s/%s/%d", s.Algo.Name, s.Gen.Name, s.EffectiveSeed())
}

// Set changes one setting by name, as a guided demo's "set" names it:
// gen (a generator spec), algo (a shuffle), seed (fixed from then on).
// The error says what is allowed; s is unchanged on an error.
func (s *Settings) Set(name, value string) error {
	switch name {
	case "gen":
		info, err := rng.Lookup(value)
		if err != nil {
			return err
		}
		if _, err := info.New(s.Seed); err != nil {
			return err
		}
		s.Gen = info
	case "algo":
		a, err := shuffle.Lookup(value)
		if err != nil {
			return err
		}
		s.Algo = a
	case "seed":
		seed, err := rng.ParseSeed(value)
		if err != nil {
			return err
		}
		if _, err := s.Gen.New(seed); err != nil {
			return err
		}
		s.Seed, s.SeedFixed = seed, true
	default:
		return fmt.Errorf("no setting %q: allowed gen, algo, seed", name)
	}
	return nil
}

// Gen is a table's generator with the name and seed it was built from:
// what its rounds' records name, whatever the session's settings say by
// the time a round begins.
type Gen struct {
	rng.Generator // nil until built
	Name          string
	Seed          uint64
}

// Gens keeps a table's generators by name and seed: a table built again
// for a generator and seed it had before (the shuffle switched away and
// back) draws on from where it stopped. Built anew at the seed, it dealt
// the rounds it had dealt again, card for card — rounds a player could
// foresee, and a session file with two rounds from one place of one
// stream (casino.Chain refuses it). It keeps the last maxGens generators
// and, for the ones let go, where they stood: one built again there skips
// to it.
type Gens struct {
	m   map[string]Gen
	pos map[string]uint64 // where the generators let go stood
}

// maxGens bounds the generators a table keeps (each a few bytes to a few
// KB): past it the oldest are let go.
const maxGens = 16

func gensKey(name string, seed uint64) string { return fmt.Sprintf("%s/%d", name, seed) }

// For is the table's generator for s: the one it drew from before for the
// same generator and seed, else a new one at the seed (NewTableGen),
// skipped to where one let go stood.
func (c *Gens) For(s Settings) (Gen, error) {
	k := gensKey(s.Gen.Name, s.EffectiveSeed())
	if g, ok := c.m[k]; ok {
		return g, nil
	}
	g, err := s.NewTableGen()
	if err != nil {
		return g, err
	}
	if st, ok := g.Generator.(rng.Stream); ok {
		st.Skip(c.pos[k])
	}
	c.Keep(g)
	return g, nil
}

// Keep makes g the table's generator for its name and seed (a round taken
// up goes on drawing from its own stream, and so does the table after
// it).
func (c *Gens) Keep(g Gen) {
	k := gensKey(g.Name, g.Seed)
	if _, ok := c.m[k]; !ok && len(c.m) >= maxGens {
		if c.pos == nil {
			c.pos = map[string]uint64{}
		}
		for old, og := range c.m {
			if st, ok := og.Generator.(rng.Stream); ok {
				c.pos[old] = max(c.pos[old], st.Steps())
			}
		}
		c.m = nil
	}
	if c.m == nil {
		c.m = map[string]Gen{}
	}
	c.m[k] = g
}

// NewTableGen builds the session's generator at its seed, as a table's own.
func (s Settings) NewTableGen() (Gen, error) {
	g, err := s.NewGen(s.EffectiveSeed())
	return Gen{Generator: g, Name: s.Gen.Name, Seed: s.EffectiveSeed()}, err
}

// Source is where a round at the table draws outside provably fair mode:
// g, as its record names it; algo is the shuffle the table deals with (""
// for dice and balls) and set hands the table a generator (nil for a table
// whose rounds are never provably fair).
func (g Gen) Source(algo string, set func(rng.Generator) error) casino.Source {
	return casino.Source{Gen: g.Generator, Name: g.Name, Seed: g.Seed, Algo: algo, Set: set}
}
