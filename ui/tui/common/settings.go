package common

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strconv"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
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
	Seed      uint64 // as chosen; see EffectiveSeed
	SeedFixed bool   // given by the user (--seed or typed), not drawn from the OS
	Dice      int    // the Yahtzee table's dice to start with (--dice), 0 for its default
	Shuffles  int    // New Age Solitaire's riffles (--shuffles): 0…solitaire.MaxShuffles, or solitaire.UntilRandom
	ASCII     bool   // draw cards as "Ah" instead of "A♥" (--ascii, or a locale that is not UTF-8)
}

// Options pre-select settings and the first screen; the command line fills
// them from --gen, --algo, --seed and `riffle play SCREEN`.
type Options struct {
	Gen    string // generator spec, "" for pcg
	Algo   string // algorithm name, "" for fisher-yates
	Seed   string // "" draws one from the OS
	Screen string // "" (the lobby) or one of ScreenNames
	Dice   int    // Yahtzee dice, MinDice…MaxDice; 0 for the default
	// Shuffles is New Age Solitaire's riffle count: "" for the default
	// (solitaire.DefaultShuffles), 0…solitaire.MaxShuffles, or "random" (until perfectly random).
	Shuffles string
	ASCII    bool // cards in ASCII
	// Fair turns provably fair mode on (--fair) and ClientSeed sets the
	// player's client seed (--client-seed); FairGiven says --fair was on
	// the command line, so that a saved session's mode does not override it.
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
	// Present opens the casino in the presenter view (--present).
	Present bool
}

// The Yahtzee table's dice counts (--dice).
const (
	MinDice = 2
	MaxDice = 100
)

// ParseShuffles reads a --shuffles value for New Age Solitaire: a riffle
// count the table takes (0…solitaire.MaxShuffles), or "random" for
// solitaire.UntilRandom, the stopping-time procedure.
func ParseShuffles(v string) (int, error) {
	if v == "random" {
		return solitaire.UntilRandom, nil
	}
	k, err := strconv.Atoi(v)
	if err != nil || k < 0 || !solitaire.ValidShuffles(k) {
		return 0, fmt.Errorf("--shuffles %q is not allowed: give 0…%d riffles, or random (until perfectly random)", v, solitaire.MaxShuffles)
	}
	return k, nil
}

// MaxDrawnSeed bounds seeds drawn from the OS: below 2^53, like the
// headless commands, so that any JSON reader replays them.
const MaxDrawnSeed = 1 << 53

// Resolve checks o and returns the settings it names. Errors are one line
// naming the flag and what is allowed.
func (o Options) Resolve() (Settings, error) {
	var s Settings
	genSpec := o.Gen
	if genSpec == "" {
		genSpec = "pcg"
	}
	info, err := rng.Lookup(genSpec)
	if err != nil {
		return s, fmt.Errorf("--gen: %v", err)
	}
	s.Gen = info
	algoName := o.Algo
	if algoName == "" {
		algoName = "fisher-yates"
	}
	if s.Algo, err = shuffle.Lookup(algoName); err != nil {
		return s, fmt.Errorf("--algo: %v", err)
	}
	if o.Seed != "" {
		if s.Seed, err = rng.ParseSeed(o.Seed); err != nil {
			return s, fmt.Errorf("--seed: %v", err)
		}
		if _, err := info.New(s.Seed); err != nil {
			return s, fmt.Errorf("--seed: %v", err)
		}
		s.SeedFixed = true
	} else {
		s.Seed = DrawSeed()
	}
	if o.Dice != 0 && (o.Dice < MinDice || o.Dice > MaxDice) {
		return s, fmt.Errorf("--dice %d is out of range: allowed %d…%d", o.Dice, MinDice, MaxDice)
	}
	s.Dice = o.Dice
	s.Shuffles = solitaire.DefaultShuffles
	if o.Shuffles != "" {
		if s.Shuffles, err = ParseShuffles(o.Shuffles); err != nil {
			return s, err
		}
	}
	s.ASCII = o.ASCII
	if o.ClientSeed != "" {
		if err := round.CheckClientSeed(o.ClientSeed); err != nil {
			return s, fmt.Errorf("--client-seed: %v", err)
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
