package tui

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
	"riffle/games/round"
	"riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// The table's bet steps and the "Play 10,000" study's size and chunks.
const (
	solStep      = 10
	solBigStep   = 100
	solPlayGames = 10_000
	solChunk     = 500
	// solTVMax is the most riffles whose exact TV distance the screen
	// tabulates (engine/odds.RiffleTable): past 40 it is below 1e-9.
	solTVMax = 40
	// solSettings is the number of riffle settings: 0…20 and until random.
	solSettings = solitaire.MaxShuffles + 2
)

// solSpeed is one animation speed: the frame time, the cards a riffle
// drops per frame, the frames the cut and the finished riffle stay on
// show, and the cards an automatic deal deals per frame.
type solSpeed struct {
	name      string
	frame     time.Duration
	drop      int
	cutFrames int
	endFrames int
	deal      int
}

// solSpeeds are the speeds `s` cycles through; normal is the default. A
// riffle takes about seven seconds at slow, one card at a time, a second
// at normal and a third of one at fast.
var solSpeeds = []solSpeed{
	{name: "slow", frame: 100 * time.Millisecond, drop: 1, cutFrames: 12, endFrames: 8, deal: 1},
	{name: "normal", frame: 40 * time.Millisecond, drop: 4, cutFrames: 8, endFrames: 5, deal: 4},
	{name: "fast", frame: 40 * time.Millisecond, drop: 13, cutFrames: 4, endFrames: 2, deal: 20},
}

const solDefaultSpeed = 1

// The insight views `tab` cycles through.
const (
	solViewCurve = iota
	solViewRiffles
	solViewLabels
	solViews
)

var solViewNames = [solViews]string{"P(Alice) curve", "riffles & TV", "stopping-time labels"}

type solitaireKeys struct {
	More, Fewer        key.Binding
	Random             key.Binding
	Alice, Bob         key.Binding
	Raise, Lower       key.Binding
	RaiseBig, LowerBig key.Binding
	Go                 key.Binding
	Step               key.Binding
	Speed              key.Binding
	Play               key.Binding
	View               key.Binding
	Sampler            key.Binding
}

func defaultSolitaireKeys() solitaireKeys {
	return solitaireKeys{
		More:     key.NewBinding(key.WithKeys("right", ">", "."), key.WithHelp("←/→", "riffles")),
		Fewer:    key.NewBinding(key.WithKeys("left", "<", ",")),
		Random:   key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "until random")),
		Alice:    key.NewBinding(key.WithKeys("a"), key.WithHelp("a/b", "bet on Alice/Bob")),
		Bob:      key.NewBinding(key.WithKeys("b")),
		Raise:    key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "bet ±10")),
		Lower:    key.NewBinding(key.WithKeys("-", "_")),
		RaiseBig: key.NewBinding(key.WithKeys("]"), key.WithHelp("]/[", "bet ±100")),
		LowerBig: key.NewBinding(key.WithKeys("[")),
		Go:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "riffle & deal")),
		Step:     key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "deal a card")),
		Speed:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "speed")),
		Play:     key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "play 10,000")),
		View:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "insight view")),
		Sampler:  key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "start sampler")),
	}
}

// solTickMsg advances the animation with the same id.
type solTickMsg struct{ id int }

// solChunkMsg carries a chunk of a "Play 10,000" run back.
type solChunkMsg struct {
	run, chunk, setting int
	games, wins         int
	err                 error
}

// solAnim is the animation on show: a riffle (the cut, then the cards
// dropping from the two packets) or an automatic deal.
type solAnim struct {
	id      int  // tags ticks; bumped to drop stale ones
	riffle  bool // animating the riffles
	deal    bool // dealing automatically
	frame   int  // frames into the riffle on show
	dropped int  // cards of the riffle on show dropped so far
}

// solSim is a "Play 10,000" run: games of the chosen setting played in
// chunks by Cmds, merged as they come back.
type solSim struct {
	run      int // id of the current run; stale chunks carry another
	active   bool
	setting  int
	target   int // games this run is to play
	done     int // games played in this run
	wins     int
	inFlight bool
}

// solitaireScreen is the New Age Solitaire table: the riffles shown as
// they happen, the deal step by step or fast-forward, bets on Alice or Bob
// at even money, and beside the table the insight — rising sequences and
// TV distance after each riffle, P(Alice wins) against the riffle count
// with the player's results on it, the stopping time's labels — and the
// "Play 10,000" study. The rules are games/solitaire; the screen adapts
// them. The table owns its fairness panel: the position × card matrix of
// decks given the chosen riffles (the background sampler) and the tally
// of winners against the exact probabilities.
type solitaireScreen struct {
	c     *common.Common
	keys  solitaireKeys
	panel panel.Model

	game    *solitaire.Game
	gameFor string
	genErr  error
	gen     rng.Generator // the table's riffles, which a fair round borrows the table from
	ahead   int           // the net of the round in play, recorded when it began
	// late is a round in play that could not be settled ahead (its
	// generator cannot be replayed): it is recorded when its deal ends.
	late      *common.OpenRound
	lateMoves []string

	anim  solAnim
	sim   solSim
	sims  [solSettings]solitaire.Tally // "Play 10,000" games by setting
	chunk [solSettings]int             // next chunk index by setting

	// Exact numbers from engine/odds, worked out once.
	exact   [solSettings]*big.Rat // P(Alice wins) by setting
	tv      []float64             // tv[k]: TV from uniform after k riffles, k = 0…solTVMax
	meanT   float64               // E[T] of the stopping time
	cdfT    []float64             // cdfT[s] = P(T ≤ s), s = 0…64
	numbers bool

	// tickFn schedules an animation frame: tea.Tick (tests make frames
	// come at once).
	tickFn func(time.Duration, func(time.Time) tea.Msg) tea.Cmd

	cards      []string // the 52 cards drawn, by number
	cardsASCII bool     // cards holds their ASCII forms

	fixed   int // the riffle count `u` goes back to from until random
	speed   int
	view    int
	note    string
	noteBad bool
	noteAt  solStamp // the table's state when the note was said
	w, h    int
}

// solStamp is what a note speaks of: the phase, the round and the next
// round's settings. A note said in another state is stale, and the screen
// shows what the keys do now instead.
type solStamp struct {
	phase    solitaire.Phase
	round    int
	shuffles int
	side     solitaire.Player
	bet      int
}

// newSolitaireScreen returns the table; it builds its deck and generator
// from the session's settings when first shown, starting at
// c.settings.Shuffles riffles (--shuffles).
func newSolitaireScreen(c *common.Common) *solitaireScreen {
	return &solitaireScreen{c: c, keys: defaultSolitaireKeys(), panel: panel.New(c), speed: solDefaultSpeed, tickFn: tea.Tick}
}

func (s *solitaireScreen) Title() string       { return "New Age Solitaire" }
func (s *solitaireScreen) SetSize(w, h int)    { s.w, s.h = w, h }
func (s *solitaireScreen) Panel() *panel.Model { return &s.panel }
func (s *solitaireScreen) UsesPanel() bool     { return true }
func (s *solitaireScreen) Capturing() bool     { return false }

// solIndex is the index of a riffle setting: k for 0…20, 21 for until
// random.
func solIndex(k int) int {
	if k == solitaire.UntilRandom {
		return solSettings - 1
	}
	return min(max(k, 0), solitaire.MaxShuffles)
}

// solSettingText names a setting: "7 riffles", "until random".
func solSettingText(k int) string {
	switch k {
	case solitaire.UntilRandom:
		return "until random"
	case 1:
		return "1 riffle"
	}
	return fmt.Sprintf("%d riffles", k)
}

// solAtText is a setting after a count of games: "at 7 riffles",
// "riffled until random".
func solAtText(k int) string {
	if k == solitaire.UntilRandom {
		return "riffled until random"
	}
	return "at " + solSettingText(k)
}

// solChunkSeed is the seed of chunk j of the "Play 10,000" games at
// setting index i: SplitMix64 of the session's seed (stats.WorkerSeed), as
// the background sampler seeds its workers, so the games depend on the
// seed, the setting and the chunk's index alone — not on timing.
func solChunkSeed(seed uint64, i, j int) uint64 {
	return stats.WorkerSeed(seed, 1+solSettings*j+i)
}

// workOutNumbers fills the exact numbers the screen shows: P(Alice wins)
// for every setting (solitaire.AliceWinProb, from odds.SolitaireExact), the
// TV distances (odds.RiffleTable), the stopping time's CDF and mean
// (odds.StoppingTimeCDF, odds.StoppingTimeMean). A few milliseconds.
func (s *solitaireScreen) workOutNumbers() {
	if s.numbers {
		return
	}
	n := solitaire.Cards
	ks := make([]int, solitaire.MaxShuffles+1)
	for k := range ks {
		ks[k] = k
	}
	for k, p := range odds.SolitaireExact(n, ks...) {
		s.exact[k] = p
	}
	s.exact[solSettings-1] = solitaire.AliceWinProb(n, solitaire.UntilRandom)
	s.tv = make([]float64, solTVMax+1)
	s.tv[0], _ = odds.RiffleTV(n, 0).Float64()
	for _, d := range odds.RiffleTable(n, solTVMax) {
		s.tv[d.Shuffles], _ = d.TV.Float64()
	}
	s.meanT, _ = odds.StoppingTimeMean(n).Float64()
	s.cdfT = make([]float64, 65)
	for t := range s.cdfT {
		s.cdfT[t], _ = odds.StoppingTimeCDF(n, t).Float64()
	}
	s.numbers = true
}

// pAlice is the exact P(Alice wins) at setting k, as a float.
func (s *solitaireScreen) pAlice(k int) float64 {
	f, _ := s.exact[solIndex(k)].Float64()
	return f
}

// edgeOf is the expected net per chip of an even-money bet on side at
// setting k, from the exact P: 2P − 1 on Alice, 1 − 2P on Bob (as
// solitaire.Edge).
func (s *solitaireScreen) edgeOf(k int, side solitaire.Player) float64 {
	e := 2*s.pAlice(k) - 1
	if side == solitaire.Bob {
		return -e
	}
	return e
}

func (s *solitaireScreen) settingsKey() string {
	return fmt.Sprintf("%s/%d", s.c.Settings.Gen.Name, s.c.Settings.EffectiveSeed())
}

// ensureGame builds the table from the session's settings unless it was
// built from the same ones. A stake on an old table comes back to the
// bankroll; it returns how much.
func (s *solitaireScreen) ensureGame() (refund int) {
	s.workOutNumbers()
	key := s.settingsKey()
	if s.gameFor == key && (s.game != nil || s.genErr != nil) {
		return 0
	}
	shuffles, side, bet := s.c.Settings.Shuffles, solitaire.Alice, solitaire.MinBet
	if s.game != nil {
		refund = s.game.Stake() + s.ahead // a round in play was settled when it began: it pays out
		shuffles, side, bet = s.game.Shuffles(), s.game.Side(), s.game.Bet()
	}
	s.gameFor = key
	s.stopAnim()
	s.stopSim()
	s.sims, s.chunk = [solSettings]solitaire.Tally{}, [solSettings]int{}
	s.sim = solSim{run: s.sim.run}
	g, err := s.c.Settings.NewGen(s.c.Settings.EffectiveSeed())
	if err == nil {
		s.game, err = solitaire.New(solitaire.Cards, s.c.Bank().InHand()+refund, g)
		s.gen, s.ahead, s.late = g, 0, nil
	}
	if err != nil {
		s.game, s.genErr = nil, err
		s.c.Refund(round.Solitaire, refund)
		return refund
	}
	s.genErr = nil
	if !solitaire.ValidShuffles(shuffles) {
		shuffles = solitaire.MaxShuffles
	}
	_ = s.game.SetShuffles(shuffles)
	_ = s.game.SetSide(side)
	if s.game.SetBet(bet) != nil {
		_ = s.game.SetBet(min(bet, s.game.MaxBetNow()))
	}
	if shuffles == solitaire.UntilRandom {
		s.view = solViewLabels
	} else {
		s.fixed = shuffles
	}
	s.note, s.noteBad = "", false
	s.sync()
	return refund
}

// settleAtBegin records the round as it begins: its riffles are drawn, so
// its outcome is fixed, and a program stopped during the riffles or the
// deal keeps it rather than handing the stake back. The outcome is
// computed by replaying the record (games/round), the way a later replay
// checks it; the table then shows the same round card by card.
func (s *solitaireScreen) settleAtBegin(open *common.OpenRound, moves []string) {
	rec := open.Rec
	rec.Moves = moves
	res, err := round.Play(rec)
	if err != nil { // os cannot be replayed: the round is recorded when its deal ends
		s.late, s.lateMoves = open, moves
		return
	}
	open.Pending = res.Net
	s.c.FinishRound(open, moves, res)
	s.ahead = res.Net // the deal pays it in when it ends; until then it counts as staked
}

// staked is the stake on the round in play.
func (s *solitaireScreen) staked() int {
	if s.game == nil {
		return 0
	}
	return s.game.Stake() + s.ahead
}

// sync makes the session's bankroll the chips in hand.
func (s *solitaireScreen) sync() {
	if s.game != nil {
		s.c.Sync(round.Solitaire, s.game.Chips(), s.staked())
	}
}

// say sets the note: what the last key did, in at most two lines. It
// speaks of the table's state now; once the state moves on (a round
// begins, the deal starts, the riffles change), it is stale and gives way
// to what the keys do in the new state.
func (s *solitaireScreen) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = fmt.Sprintf(format, args...), bad
	s.noteAt = s.stamp()
}

// stamp is the table's state as a note sees it.
func (s *solitaireScreen) stamp() solStamp {
	gm := s.game
	if gm == nil {
		return solStamp{}
	}
	return solStamp{phase: gm.Phase(), round: gm.Round(), shuffles: gm.Shuffles(), side: gm.Side(), bet: gm.Bet()}
}

// noteNow is the note if it still speaks of the table as it is, else "".
func (s *solitaireScreen) noteNow() (string, bool) {
	if s.note == "" || s.noteAt != s.stamp() {
		return "", false
	}
	return s.note, s.noteBad
}

// Enter builds the table (anew if the generator or seed changed), takes
// the bankroll as the chips in hand, points the panel at the chosen
// riffles, and resumes an animation left running.
func (s *solitaireScreen) Enter() tea.Cmd {
	refund := s.ensureGame()
	if s.game == nil {
		return nil
	}
	if s.game.Chips() != s.c.Bank().InHand() {
		_ = s.game.SetChips(s.c.Bank().InHand())
		s.sync()
	}
	if gm := s.game; gm.Phase() == solitaire.Betting && gm.Bet() > gm.Chips() {
		_ = gm.SetBet(gm.MaxBetNow())
		if gm.Bet() == 0 {
			s.say(false, "No bet: %s do not cover the table minimum of %d. Rounds are for show.", text.Plural(gm.Chips(), "chip"), solitaire.MinBet)
		} else {
			s.say(false, "Your bet is now %d: what your %s cover.", gm.Bet(), text.Plural(gm.Chips(), "chip"))
		}
	}
	if refund > 0 {
		s.say(false, "A new seed, a new deck: the round in play was settled when it began, and its %d chips are in your bankroll.", refund)
	}
	cmds := []tea.Cmd{s.resetPanel()}
	switch s.game.Phase() {
	case solitaire.Riffling:
		cmds = append(cmds, s.startRiffleAnim())
	case solitaire.Dealing:
		if s.anim.deal {
			cmds = append(cmds, s.tick())
		}
	}
	return tea.Batch(cmds...)
}

// Leave stops the animation (a round in play waits, its stake on the
// table, and the riffles go on when the player comes back), stops a
// "Play 10,000" run (its finished chunks stay counted) and the sampler.
func (s *solitaireScreen) Leave() {
	s.anim.id++
	s.anim.riffle = false
	if s.sim.active {
		s.stopSim()
		s.say(false, "Play 10,000 stopped when you left: %s played %s.", text.Int(int64(s.sim.done)), solAtText(s.sim.setting))
	}
	s.panel.Stop()
}

func (s *solitaireScreen) stopAnim() {
	s.anim.id++
	s.anim.riffle, s.anim.deal = false, false
}

func (s *solitaireScreen) stopSim() {
	if s.sim.active {
		s.sim.run++
		s.sim.active, s.sim.inFlight = false, false
	}
}

// solOutcomeTitle names the panel's tally of winners at setting k.
func solOutcomeTitle(k int) string { return "winners, " + solSettingText(k) }

// resetPanel points the panel at the chosen riffles: the sampler runs the
// riffle algorithm k times per deck (uniform-riffles until random; no
// sampler at 0 riffles, where the deck is the new deck), and the tally of
// winners holds every game played at k, the rounds and "Play 10,000".
func (s *solitaireScreen) resetPanel() tea.Cmd {
	s.panel.ClearEvents()
	if s.game == nil {
		s.panel.ClearSpec()
		return nil
	}
	k := s.game.Shuffles()
	labels, probs := s.outcomeProbs(k)
	title := solOutcomeTitle(k)
	all := s.game.Record(k).Add(s.sims[solIndex(k)])
	s.panel.SetTally(title, labels, probs, []int64{int64(all.AliceWins), int64(all.Games - all.AliceWins)})
	spec, ok := s.panelSpec(k)
	if !ok {
		s.panel.ClearSpec()
		return nil
	}
	return s.panel.SetSpec(spec)
}

// outcomeProbs are the panel's categories and their exact probabilities
// at setting k (Bob's as the exact 1 − P, so that a tiny chance stays
// above 0).
func (s *solitaireScreen) outcomeProbs(k int) ([]string, []float64) {
	p := s.exact[solIndex(k)]
	pa, _ := p.Float64()
	pb, _ := new(big.Rat).Sub(big.NewRat(1, 1), p).Float64()
	return []string{"Alice", "Bob"}, []float64{pa, pb}
}

// panelSpec is the background sampler for k riffles of the table's deck.
func (s *solitaireScreen) panelSpec(k int) (shuffle.SamplerSpec, bool) {
	if k == 0 {
		return shuffle.SamplerSpec{}, false
	}
	name, o := "riffle", shuffle.Options{Riffles: k}
	if k == solitaire.UntilRandom {
		name, o = "uniform-riffles", shuffle.Options{}
	}
	a, err := shuffle.Lookup(name)
	if err != nil {
		return shuffle.SamplerSpec{}, false
	}
	st := s.c.Settings
	return shuffle.SamplerSpec{Algo: a, Options: o, Cards: solitaire.Cards, Gen: st.Gen, Seed: st.EffectiveSeed()}, true
}

// ---- keys ----

// busy reports whether a "Play 10,000" run is going.
func (s *solitaireScreen) busy() bool { return s.sim.active }

// Keys are the bindings that work now.
func (s *solitaireScreen) keyList() []key.Binding {
	k := s.keys
	if s.game == nil {
		return nil
	}
	phase := s.game.Phase()
	betting := phase == solitaire.Betting
	more, random, alice, raise, raiseBig, step, play, sampler := k.More, k.Random, k.Alice, k.Raise, k.RaiseBig, k.Step, k.Play, k.Sampler
	goKey := k.Go
	more.SetEnabled(betting && !s.busy())
	random.SetEnabled(betting && !s.busy())
	if s.game.Shuffles() == solitaire.UntilRandom {
		random.SetHelp("u", "back to "+solSettingText(s.lastFixed()))
	}
	alice.SetEnabled(betting)
	raise.SetEnabled(betting)
	raiseBig.SetEnabled(betting)
	step.SetEnabled(phase == solitaire.Dealing)
	switch {
	case phase == solitaire.Betting:
		goKey.SetEnabled(!s.busy())
	case phase == solitaire.Riffling:
		goKey.SetHelp("enter", "skip to the deal")
	case s.anim.deal:
		goKey.SetHelp("enter", "finish the deal")
	default:
		goKey.SetHelp("enter", "deal to the end")
	}
	play.SetEnabled(betting)
	if s.busy() {
		play.SetHelp("p", "stop playing")
	}
	_, canSample := s.panelSpec(s.game.Shuffles())
	sampler.SetEnabled(canSample && s.c.ShowPanel)
	switch {
	case s.panel.Paused():
		sampler.SetHelp("space", "resume sampler")
	case s.panel.Started():
		sampler.SetHelp("space", "pause sampler")
	}
	view := k.View
	view.SetEnabled(s.w < solWide) // wider, every view is on show
	return common.Enabled(goKey, step, more, random, alice, raise, raiseBig, play, k.Speed, view, sampler)
}

// ShortKeys: the main ones, in few words (the root drops the last ones
// that do not fit the line).
func (s *solitaireScreen) ShortHelp() []key.Binding {
	var out []key.Binding
	for _, b := range s.keyList() {
		switch b.Help().Key {
		case "]/[", "u", "s", "space":
			continue
		case "+/-":
			b.SetHelp("+/-", "bet")
		case "a/b":
			b.SetHelp("a/b", "side")
		case "tab":
			b.SetHelp("tab", "insight")
		}
		out = append(out, b)
	}
	return out
}

// lastFixed is the riffle count `u` goes back to from until random: the
// last fixed count chosen.
func (s *solitaireScreen) lastFixed() int {
	if s.fixed <= 0 {
		return solitaire.DefaultShuffles
	}
	return s.fixed
}

// ---- update ----

func (s *solitaireScreen) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case solTickMsg:
		if msg.id != s.anim.id {
			return s, nil
		}
		return s, s.onTick()
	case solChunkMsg:
		return s, s.onChunk(msg)
	case tea.KeyMsg:
		return s, s.updateKey(msg)
	}
	return s, nil
}

func (s *solitaireScreen) updateKey(k tea.KeyMsg) tea.Cmd {
	if s.game == nil {
		s.ensureGame()
		if s.game == nil {
			s.say(true, "No deck: %v", s.genErr)
			return nil
		}
	}
	defer s.sync()
	keys := s.keys
	switch {
	case key.Matches(k, keys.Go):
		return s.goKey()
	case key.Matches(k, keys.Step):
		return s.stepKey()
	case key.Matches(k, keys.More):
		return s.setShuffles(s.nextSetting(+1))
	case key.Matches(k, keys.Fewer):
		return s.setShuffles(s.nextSetting(-1))
	case key.Matches(k, keys.Random):
		if s.game.Shuffles() == solitaire.UntilRandom {
			return s.setShuffles(s.lastFixed())
		}
		return s.setShuffles(solitaire.UntilRandom)
	case key.Matches(k, keys.Alice):
		s.setSide(solitaire.Alice)
	case key.Matches(k, keys.Bob):
		s.setSide(solitaire.Bob)
	case key.Matches(k, keys.Raise):
		s.adjustBet(solStep)
	case key.Matches(k, keys.Lower):
		s.adjustBet(-solStep)
	case key.Matches(k, keys.RaiseBig):
		s.adjustBet(solBigStep)
	case key.Matches(k, keys.LowerBig):
		s.adjustBet(-solBigStep)
	case key.Matches(k, keys.Speed):
		s.speed = (s.speed + 1) % len(solSpeeds)
		s.say(false, "Speed: %s.", solSpeeds[s.speed].name)
	case key.Matches(k, keys.View):
		if s.w >= solWide {
			s.say(false, "Every insight view is on show at this width.")
			return nil
		}
		s.view = (s.view + 1) % solViews
		s.say(false, "Insight: %s.", solViewNames[s.view])
	case key.Matches(k, keys.Play):
		return s.playKey()
	case key.Matches(k, keys.Sampler):
		return s.samplerKey()
	}
	return nil
}

// nextSetting is the setting step places from the current one in the
// order 0, 1, …, 20, until random (not wrapping).
func (s *solitaireScreen) nextSetting(step int) int {
	i := solIndex(s.game.Shuffles()) + step
	i = min(max(i, 0), solSettings-1)
	if i == solSettings-1 {
		return solitaire.UntilRandom
	}
	return i
}

// setShuffles changes the riffles of the next round and points the panel
// at them.
func (s *solitaireScreen) setShuffles(k int) tea.Cmd {
	switch {
	case s.busy():
		s.say(true, "Playing 10,000 games %s: p stops them before the riffles change.", solAtText(s.sim.setting))
		return nil
	case s.game.Phase() != solitaire.Betting:
		s.say(true, "The riffles are set for this round: change them when it is over.")
		return nil
	case k == s.game.Shuffles():
		if k == solitaire.UntilRandom {
			s.say(true, "Until random is the last setting: ← goes back to 20 riffles.")
		} else {
			s.say(true, "0 riffles is the least: the new deck as it comes out of the box.")
		}
		return nil
	}
	if err := s.game.SetShuffles(k); err != nil {
		s.say(true, "%v.", err)
		return nil
	}
	if k != solitaire.UntilRandom {
		s.fixed = k
	}
	if k == solitaire.UntilRandom {
		s.view = solViewLabels
		s.say(false, "Until perfectly random: riffle until every card's label differs; Alice then wins exactly half the time.")
	} else {
		if s.view == solViewLabels {
			s.view = solViewCurve
		}
		s.say(false, "%s: Alice wins %s (exact).", text.Capitalize(solSettingText(k)), solPct(s.pAlice(k), 2))
	}
	return s.resetPanel()
}

func (s *solitaireScreen) setSide(p solitaire.Player) {
	if err := s.game.SetSide(p); err != nil {
		s.say(true, "The bet is on %v for this round: change sides when it is over.", s.game.StakeSide())
		return
	}
	pw := s.pAlice(s.game.Shuffles())
	if p == solitaire.Bob {
		pw = 1 - pw
	}
	s.say(false, "Betting on %v: %s %s (exact), paid even money.", p, solPct(pw, 2), solAtText(s.game.Shuffles()))
}

// adjustBet moves the next bet by delta chips: down to 0 (no bet), up to
// the table maximum or the chips in hand; a refused bet says why.
func (s *solitaireScreen) adjustBet(delta int) {
	gm := s.game
	if gm.Phase() != solitaire.Betting {
		s.say(true, "The bet is on the table for this round: change it when the round is over.")
		return
	}
	cur := gm.Bet()
	target := cur + delta
	switch {
	case target <= 0 || (delta < 0 && target < solitaire.MinBet):
		target = 0
	case target < solitaire.MinBet:
		target = solitaire.MinBet
	}
	limit := gm.MaxBetNow()
	if target > limit && delta < 0 {
		target = limit // lowering a bet the chips no longer cover
	}
	if target > limit {
		why := gm.SetBet(target)
		if cur >= limit || limit == 0 {
			s.say(true, "No higher: %v.", why)
			return
		}
		target = limit
		_ = gm.SetBet(target)
		s.say(false, "Bet %d, the most allowed (%v).", target, why)
		return
	}
	if err := gm.SetBet(target); err != nil {
		s.say(true, "%v.", err)
		return
	}
	if target == 0 {
		s.say(false, "No bet: rounds are for show until + puts chips on a player.")
		return
	}
	s.say(false, "Bet %d on %v, paid even money.", target, gm.Side())
}

// goKey: begin a round; skip the riffles; deal to the end (animated) or
// finish the deal at once.
func (s *solitaireScreen) goKey() tea.Cmd {
	gm := s.game
	switch gm.Phase() {
	case solitaire.Betting:
		return s.begin()
	case solitaire.Riffling:
		s.stopAnim()
		_ = gm.RiffleAll()
		s.afterRiffles()
		return nil
	}
	if s.anim.deal {
		s.stopAnim()
		r, err := gm.DealAll()
		if err == nil {
			s.finished(r)
		}
		return nil
	}
	s.anim.deal = true
	s.anim.id++
	s.say(false, "Dealing to the end at %s speed: enter finishes at once, n deals one card at a time.", solSpeeds[s.speed].name)
	return s.tick()
}

// begin places the bet and starts a round: the riffles animate, or with 0
// riffles the deal waits at once.
func (s *solitaireScreen) begin() tea.Cmd {
	gm := s.game
	if s.busy() {
		s.say(true, "Playing 10,000 games: p stops them, then enter deals a round.")
		return nil
	}
	moves := round.SolitaireMoves(gm.Shuffles(), gm.Side(), gm.Bet())
	open := s.c.BeginRound(round.Solitaire, s.gen, "", gm.SetGenerator)
	if err := gm.Begin(); err != nil {
		s.c.CancelRound(open)
		s.say(true, "%v: - lowers the bet (0 plays for show).", text.Capitalize(err.Error()))
		return nil
	}
	s.sync()
	s.settleAtBegin(open, moves)
	if gm.Phase() == solitaire.Dealing {
		s.afterRiffles()
		return nil
	}
	return s.startRiffleAnim()
}

// startRiffleAnim makes the next riffle and shows it from the cut.
func (s *solitaireScreen) startRiffleAnim() tea.Cmd {
	if _, err := s.game.Riffle(); err != nil {
		return nil
	}
	s.anim.id++
	s.anim.riffle, s.anim.deal = true, false
	s.anim.frame, s.anim.dropped = 0, 0
	return s.tick()
}

// afterRiffles says what the riffles did when the deal is about to
// begin.
func (s *solitaireScreen) afterRiffles() {
	gm := s.game
	steps := gm.Steps()
	switch {
	case len(steps) == 0:
		s.say(false, "No riffle: the new deck as it comes. n deals a card, enter deals to the end.")
	case gm.Setting() == solitaire.UntilRandom:
		last := steps[len(steps)-1]
		if last.Random() {
			s.say(false, "T = %d: this deck is now perfectly random. n deals a card, enter deals to the end.", len(steps))
		} else {
			s.say(true, "%d riffles and the labels still clash: the generator is degenerate; the deck is not certified random.", len(steps))
		}
	default:
		s.say(false, "Riffled %s: %s. n deals a card, enter deals to the end.",
			solTimes(len(steps)), text.Plural(steps[len(steps)-1].Rising, "rising sequence"))
	}
}

// stepKey deals one card (stopping an automatic deal).
func (s *solitaireScreen) stepKey() tea.Cmd {
	gm := s.game
	if gm.Phase() != solitaire.Dealing {
		if gm.Phase() == solitaire.Riffling {
			s.say(true, "Still riffling: enter skips to the deal.")
		} else {
			s.say(true, "No card to deal: enter riffles a new deck.")
		}
		return nil
	}
	s.stopAnim()
	s.dealCards(1)
	return nil
}

// dealCards deals up to n cards, stopping at the end of the round.
func (s *solitaireScreen) dealCards(n int) {
	gm := s.game
	for range n {
		d, err := gm.Deal()
		if err != nil {
			return
		}
		if d.Over {
			r, _ := gm.Result()
			s.finished(r)
			return
		}
		s.say(false, "%s", s.dealText(d))
	}
}

// dealText says where a card went.
func (s *solitaireScreen) dealText(d solitaire.Deal) string {
	gm := s.game
	c := s.cardPlain(d.Card)
	if d.To == solitaire.ToBottom {
		return fmt.Sprintf("Pass %d: %s to the bottom (Alice wants %s, Bob %s).", d.Pass, c,
			s.cardPlain(gm.Target(solitaire.Alice)), s.cardPlain(gm.Target(solitaire.Bob)))
	}
	return fmt.Sprintf("Pass %d: %s to %v's pile (%d of %d).", d.Pass, c, d.To, gm.Pile(d.To), gm.N()/2)
}

// cardPlain is card c as text without styles ("A♥", or "Ah" in ASCII).
func (s *solitaireScreen) cardPlain(c int) string {
	if c < 0 || c >= solitaire.Cards {
		return "—"
	}
	if s.c.Settings.ASCII {
		return solitaire.Card(c).String()
	}
	return solitaire.Card(c).Symbol()
}

// finished settles a round on screen: the note, the bankroll, the panel.
func (s *solitaireScreen) finished(r solitaire.Result) {
	s.stopAnim()
	s.ahead = 0 // the deal has paid the round in: nothing is settled ahead now
	s.sync()
	if s.late != nil {
		s.c.FinishRound(s.late, s.lateMoves, round.SolitaireResult(r, s.game.Riffled()))
		s.late = nil
	}
	labels, probs := s.outcomeProbs(r.Shuffles)
	if r.Shuffles == s.game.Shuffles() {
		outcome := 0
		if r.Winner == solitaire.Bob {
			outcome = 1
		}
		s.panel.Observe(solOutcomeTitle(r.Shuffles), labels, probs, outcome)
	}
	what := fmt.Sprintf("%v completes the pile in pass %d after %d cards (%v would have needed pass %d)",
		r.Winner, r.Pass, r.Dealt, r.Winner.Other(), r.LoserPass)
	switch {
	case r.Stake == 0:
		s.say(false, "%s. No bet.", what)
	case r.Won():
		s.say(false, "%s: your %d on %v wins %s.", what, r.Stake, r.Side, text.Signed(r.Net))
	default:
		s.say(true, "%s: your %d on %v loses.", what, r.Stake, r.Side)
	}
}

// tick schedules the next animation frame.
func (s *solitaireScreen) tick() tea.Cmd {
	id := s.anim.id
	return s.tickFn(solSpeeds[s.speed].frame, func(time.Time) tea.Msg { return solTickMsg{id: id} })
}

// onTick advances the animation one frame.
func (s *solitaireScreen) onTick() tea.Cmd {
	gm := s.game
	if gm == nil {
		return nil
	}
	sp := solSpeeds[s.speed]
	switch {
	case s.anim.riffle:
		a := &s.anim
		a.frame++
		switch {
		case a.frame <= sp.cutFrames:
			// the cut stays on show
		case a.dropped < gm.N():
			a.dropped = min(gm.N(), a.dropped+sp.drop)
		case a.frame < sp.cutFrames+(gm.N()+sp.drop-1)/sp.drop+sp.endFrames:
			// the riffled deck stays on show
		case gm.Phase() == solitaire.Riffling:
			return s.startRiffleAnim()
		default:
			s.stopAnim()
			s.afterRiffles()
			return nil
		}
		return s.tick()
	case s.anim.deal:
		s.dealCards(sp.deal)
		if gm.Phase() != solitaire.Dealing {
			return nil
		}
		return s.tick()
	}
	return nil
}

// playKey starts "Play 10,000" at the chosen setting, or stops it.
func (s *solitaireScreen) playKey() tea.Cmd {
	if s.busy() {
		s.stopSim()
		s.say(false, "Stopped after %s games %s.", text.Int(int64(s.sim.done)), solAtText(s.sim.setting))
		return nil
	}
	if s.game.Phase() != solitaire.Betting {
		s.say(true, "A round is in play: finish it (enter) before playing 10,000.")
		return nil
	}
	s.sim.run++
	s.sim.active = true
	s.sim.setting = s.game.Shuffles()
	s.sim.target, s.sim.done, s.sim.wins, s.sim.inFlight = solPlayGames, 0, 0, false
	s.say(false, "Playing 10,000 games %s, no chips at stake: p stops.", solAtText(s.sim.setting))
	return s.dispatch()
}

// dispatch starts the run's next chunk unless one is in flight.
func (s *solitaireScreen) dispatch() tea.Cmd {
	sim := &s.sim
	if !sim.active || sim.inFlight || sim.done >= sim.target {
		return nil
	}
	sim.inFlight = true
	i := solIndex(sim.setting)
	run, j, setting := sim.run, s.chunk[i], sim.setting
	games := min(solChunk, sim.target-sim.done)
	st := s.c.Settings
	seed := solChunkSeed(st.EffectiveSeed(), i, j)
	return func() tea.Msg {
		msg := solChunkMsg{run: run, chunk: j, setting: setting, games: games}
		g, err := st.NewGen(seed)
		if err != nil {
			msg.err = err
			return msg
		}
		msg.wins = solitaire.Play(solitaire.Cards, setting, games, g)
		return msg
	}
}

// onChunk merges a chunk of a run and starts the next.
func (s *solitaireScreen) onChunk(msg solChunkMsg) tea.Cmd {
	sim := &s.sim
	if msg.run != sim.run || !sim.active {
		return nil
	}
	sim.inFlight = false
	if msg.err != nil {
		s.stopSim()
		s.say(true, "Play 10,000 stopped: %v.", msg.err)
		return nil
	}
	i := solIndex(msg.setting)
	s.chunk[i] = msg.chunk + 1
	s.sims[i] = s.sims[i].Add(solitaire.Tally{Games: msg.games, AliceWins: msg.wins})
	sim.done += msg.games
	sim.wins += msg.wins
	if msg.setting == s.game.Shuffles() {
		labels, probs := s.outcomeProbs(msg.setting)
		all := s.game.Record(msg.setting).Add(s.sims[i])
		s.panel.SetTally(solOutcomeTitle(msg.setting), labels, probs, []int64{int64(all.AliceWins), int64(all.Games - all.AliceWins)})
	}
	if sim.done >= sim.target {
		sim.active = false
		all := s.sims[i]
		lo, hi := all.Interval95()
		p := s.pAlice(msg.setting)
		verdict := "inside"
		if p < lo || p > hi {
			verdict = "outside"
		}
		s.say(false, "Played %s %s: Alice won %s (95%% CI %s–%s); the exact %s is %s.",
			text.Int(int64(all.Games)), solAtText(msg.setting), solPct(all.P(), 2), solPct(lo, 2), solPct(hi, 2), solPct(p, 2), verdict)
		return nil
	}
	return s.dispatch()
}

// samplerKey starts, pauses or resumes the panel's background sampler.
func (s *solitaireScreen) samplerKey() tea.Cmd {
	if _, ok := s.panelSpec(s.game.Shuffles()); !ok {
		s.say(true, "At 0 riffles the deck is the new deck: the sampler has nothing to shuffle.")
		return nil
	}
	if !s.c.ShowPanel {
		s.say(true, "The fairness panel is hidden: f shows it, then space starts the sampler.")
		return nil
	}
	return s.panel.Toggle()
}

// solTimes: "once", "twice", "7 times".
func solTimes(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// solPct writes a probability as a percentage with d decimals, and more
// where d would round it onto 0%, 50% or 100% when it is not that value:
// after 5 riffles Alice wins 99.996%, not "100.00%"; after 20, 50.004%.
func solPct(p float64, d int) string {
	for dd := max(0, d); ; dd++ {
		t := fmt.Sprintf("%.*f", dd, 100*p)
		v, _ := strconv.ParseFloat(t, 64)
		if dd >= 12 || !((v == 0 && p != 0) || (v == 50 && p != 0.5) || (v == 100 && p != 1)) {
			return t + "%"
		}
	}
}

// solEdgePct writes an edge (−1…1 a chip) as a signed percentage with one
// decimal, or two significant digits where one decimal would show a
// nonzero edge as 0.0% (20 riffles: +0.0084%); "0%" for none.
func solEdgePct(e float64) string {
	if e == 0 {
		return "0%"
	}
	sign := "+"
	if e < 0 {
		sign, e = "−", -e
	}
	d := 1
	if 100*e < 0.05 {
		d = int(math.Ceil(-math.Log10(100*e))) + 1
	}
	return sign + fmt.Sprintf("%.*f%%", d, 100*e)
}

// FullHelp is every key that works now, for the full help.
func (s *solitaireScreen) FullHelp() [][]key.Binding { return [][]key.Binding{s.keyList()} }
