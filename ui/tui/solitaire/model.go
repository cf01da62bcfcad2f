package solitaire

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
	game "riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// The table's bet steps and the "Play 10,000" study's size and chunks.
const (
	betStep    = 10
	bigBetStep = 100
	playGames  = 10_000
	chunkGames = 500
	// tvMax is the most riffles whose exact TV distance the screen
	// tabulates (engine/odds.RiffleTable): past 40 it is below 1e-9.
	tvMax = 40
	// settingCount is the number of riffle settings: 0…20 and until random.
	settingCount = game.MaxShuffles + 2
)

// animSpeed is one animation speed: the frame time, the cards a riffle
// drops per frame, the frames the cut and the finished riffle stay on
// show, and the cards an automatic deal deals per frame.
type animSpeed struct {
	name      string
	frame     time.Duration
	drop      int
	cutFrames int
	endFrames int
	deal      int
}

// speeds are the speeds `s` cycles through; normal is the default. A
// riffle takes about seven seconds at slow, one card at a time, a second
// at normal and a third of one at fast.
var speeds = []animSpeed{
	{name: "slow", frame: 100 * time.Millisecond, drop: 1, cutFrames: 12, endFrames: 8, deal: 1},
	{name: "normal", frame: 40 * time.Millisecond, drop: 4, cutFrames: 8, endFrames: 5, deal: 4},
	{name: "fast", frame: 40 * time.Millisecond, drop: 13, cutFrames: 4, endFrames: 2, deal: 20},
}

const defaultSpeed = 1

// The insight views `tab` cycles through.
const (
	viewCurve = iota
	viewRiffles
	viewLabels
	viewCount
)

var viewNames = [viewCount]string{"P(Alice) curve", "riffles & TV", "stopping-time labels"}

type KeyMap struct {
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

func DefaultKeyMap() KeyMap {
	return KeyMap{
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

// tickMsg advances the animation with the same id.
type tickMsg struct{ id int }

// chunkMsg carries a chunk of a "Play 10,000" run back.
type chunkMsg struct {
	run, chunk, setting int
	games, wins         int
	err                 error
}

// animation is the animation on show: a riffle (the cut, then the cards
// dropping from the two packets) or an automatic deal.
type animation struct {
	id      int  // tags ticks; bumped to drop stale ones
	riffle  bool // animating the riffles
	deal    bool // dealing automatically
	frame   int  // frames into the riffle on show
	dropped int  // cards of the riffle on show dropped so far
}

// playRun is a "Play 10,000" run: games of the chosen setting played in
// chunks by Cmds, merged as they come back.
type playRun struct {
	run      int // id of the current run; stale chunks carry another
	active   bool
	setting  int
	target   int // games this run is to play
	done     int // games played in this run
	wins     int
	inFlight bool
}

// Model is the New Age Solitaire table: the riffles shown as
// they happen, the deal step by step or fast-forward, bets on Alice or Bob
// at even money, and beside the table the insight — rising sequences and
// TV distance after each riffle, P(Alice wins) against the riffle count
// with the player's results on it, the stopping time's labels — and the
// "Play 10,000" study. The rules are games/solitaire; the screen adapts
// them. The table owns its fairness panel: the position × card matrix of
// decks given the chosen riffles (the background sampler) and the tally
// of winners against the exact probabilities.
type Model struct {
	c     *common.Common
	keys  KeyMap
	panel panel.Model

	game    *game.Game
	gameFor string
	genErr  error
	gen     rng.Generator // the table's riffles, which a fair round borrows the table from
	ahead   int           // the net of the round in play, recorded when it began
	// late is a round in play that could not be settled ahead (its
	// generator cannot be replayed): it is recorded when its deal ends.
	late      *common.OpenRound
	lateMoves []string

	anim  animation
	sim   playRun
	sims  [settingCount]game.Tally // "Play 10,000" games by setting
	chunk [settingCount]int        // next chunk index by setting

	// Exact numbers from engine/odds, worked out once.
	exact   [settingCount]*big.Rat // P(Alice wins) by setting
	tv      []float64              // tv[k]: TV from uniform after k riffles, k = 0…tvMax
	meanT   float64                // E[T] of the stopping time
	cdfT    []float64              // cdfT[s] = P(T ≤ s), s = 0…64
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
	noteAt  noteStamp // the table's state when the note was said
	w, h    int
}

// noteStamp is what a note speaks of: the phase, the round and the next
// round's settings. A note said in another state is stale, and the screen
// shows what the keys do now instead.
type noteStamp struct {
	phase    game.Phase
	round    int
	shuffles int
	side     game.Player
	bet      int
}

// New returns the table; it builds its deck and generator
// from the session's settings when first shown, starting at
// c.settings.Shuffles riffles (--shuffles).
func New(c *common.Common) *Model {
	return &Model{c: c, keys: DefaultKeyMap(), panel: panel.New(c), speed: defaultSpeed, tickFn: tea.Tick}
}

func (s *Model) Title() string    { return "New Age Solitaire" }
func (s *Model) SetSize(w, h int) { s.w, s.h = w, h }
func (s *Model) UsesPanel() bool  { return true }
func (s *Model) Capturing() bool  { return false }

// Panel is the table's own fairness panel: the root routes the messages
// the panel owns to it.
func (s *Model) Panel() *panel.Model { return &s.panel }

// Game is the table in play (the rules' state), or nil before the screen
// is first entered or when the session's generator cannot be built. The
// root's checks and tests read it; they must not change it.
func (s *Model) Game() *game.Game { return s.game }

// Ahead is the net of the round in play, recorded when the round began
// (its outcome is fixed by its riffles) and paid in when its deal ends;
// 0 between rounds. A table replaced mid-round pays it out with the
// stake. The root's tests read it to keep the session's account.
func (s *Model) Ahead() int { return s.ahead }

// settingIndex is the index of a riffle setting: k for 0…20, 21 for until
// random.
func settingIndex(k int) int {
	if k == game.UntilRandom {
		return settingCount - 1
	}
	return min(max(k, 0), game.MaxShuffles)
}

// settingText names a setting: "7 riffles", "until random".
func settingText(k int) string {
	switch k {
	case game.UntilRandom:
		return "until random"
	case 1:
		return "1 riffle"
	}
	return fmt.Sprintf("%d riffles", k)
}

// atText is a setting after a count of games: "at 7 riffles",
// "riffled until random".
func atText(k int) string {
	if k == game.UntilRandom {
		return "riffled until random"
	}
	return "at " + settingText(k)
}

// chunkSeed is the seed of chunk j of the "Play 10,000" games at
// setting index i: SplitMix64 of the session's seed (stats.WorkerSeed), as
// the background sampler seeds its workers, so the games depend on the
// seed, the setting and the chunk's index alone — not on timing.
func chunkSeed(seed uint64, i, j int) uint64 {
	return stats.WorkerSeed(seed, 1+settingCount*j+i)
}

// workOutNumbers fills the exact numbers the screen shows: P(Alice wins)
// for every setting (game.AliceWinProb, from odds.SolitaireExact), the
// TV distances (odds.RiffleTable), the stopping time's CDF and mean
// (odds.StoppingTimeCDF, odds.StoppingTimeMean). A few milliseconds.
func (s *Model) workOutNumbers() {
	if s.numbers {
		return
	}
	n := game.Cards
	ks := make([]int, game.MaxShuffles+1)
	for k := range ks {
		ks[k] = k
	}
	for k, p := range odds.SolitaireExact(n, ks...) {
		s.exact[k] = p
	}
	s.exact[settingCount-1] = game.AliceWinProb(n, game.UntilRandom)
	s.tv = make([]float64, tvMax+1)
	s.tv[0], _ = odds.RiffleTV(n, 0).Float64()
	for _, d := range odds.RiffleTable(n, tvMax) {
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
func (s *Model) pAlice(k int) float64 {
	f, _ := s.exact[settingIndex(k)].Float64()
	return f
}

// edgeOf is the expected net per chip of an even-money bet on side at
// setting k, from the exact P: 2P − 1 on Alice, 1 − 2P on Bob (as
// game.Edge).
func (s *Model) edgeOf(k int, side game.Player) float64 {
	e := 2*s.pAlice(k) - 1
	if side == game.Bob {
		return -e
	}
	return e
}

func (s *Model) settingsKey() string {
	return fmt.Sprintf("%s/%d", s.c.Settings.Gen.Name, s.c.Settings.EffectiveSeed())
}

// ensureGame builds the table from the session's settings unless it was
// built from the same ones. A stake on an old table comes back to the
// bankroll; it returns how much.
func (s *Model) ensureGame() (refund int) {
	s.workOutNumbers()
	key := s.settingsKey()
	if s.gameFor == key && (s.game != nil || s.genErr != nil) {
		return 0
	}
	shuffles, side, bet := s.c.Settings.Shuffles, game.Alice, game.MinBet
	if s.game != nil {
		refund = s.game.Stake() + s.ahead // a round in play was settled when it began: it pays out
		shuffles, side, bet = s.game.Shuffles(), s.game.Side(), s.game.Bet()
	}
	s.gameFor = key
	s.stopAnim()
	s.stopSim()
	s.sims, s.chunk = [settingCount]game.Tally{}, [settingCount]int{}
	s.sim = playRun{run: s.sim.run}
	g, err := s.c.Settings.NewGen(s.c.Settings.EffectiveSeed())
	if err == nil {
		s.game, err = game.New(game.Cards, s.c.Bank().InHand()+refund, g)
		s.gen, s.ahead, s.late = g, 0, nil
	}
	if err != nil {
		s.game, s.genErr = nil, err
		s.c.Refund(round.Solitaire, refund)
		return refund
	}
	s.genErr = nil
	if !game.ValidShuffles(shuffles) {
		shuffles = game.MaxShuffles
	}
	_ = s.game.SetShuffles(shuffles)
	_ = s.game.SetSide(side)
	if s.game.SetBet(bet) != nil {
		_ = s.game.SetBet(min(bet, s.game.MaxBetNow()))
	}
	if shuffles == game.UntilRandom {
		s.view = viewLabels
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
func (s *Model) settleAtBegin(open *common.OpenRound, moves []string) {
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
func (s *Model) staked() int {
	if s.game == nil {
		return 0
	}
	return s.game.Stake() + s.ahead
}

// sync makes the session's bankroll the chips in hand.
func (s *Model) sync() {
	if s.game != nil {
		s.c.Sync(round.Solitaire, s.game.Chips(), s.staked())
	}
}

// say sets the note: what the last key did, in at most two lines. It
// speaks of the table's state now; once the state moves on (a round
// begins, the deal starts, the riffles change), it is stale and gives way
// to what the keys do in the new state.
func (s *Model) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = fmt.Sprintf(format, args...), bad
	s.noteAt = s.stamp()
}

// stamp is the table's state as a note sees it.
func (s *Model) stamp() noteStamp {
	gm := s.game
	if gm == nil {
		return noteStamp{}
	}
	return noteStamp{phase: gm.Phase(), round: gm.Round(), shuffles: gm.Shuffles(), side: gm.Side(), bet: gm.Bet()}
}

// noteNow is the note if it still speaks of the table as it is, else "".
func (s *Model) noteNow() (string, bool) {
	if s.note == "" || s.noteAt != s.stamp() {
		return "", false
	}
	return s.note, s.noteBad
}

// Enter builds the table (anew if the generator or seed changed), takes
// the bankroll as the chips in hand, points the panel at the chosen
// riffles, and resumes an animation left running.
func (s *Model) Enter() tea.Cmd {
	refund := s.ensureGame()
	if s.game == nil {
		return nil
	}
	if s.game.Chips() != s.c.Bank().InHand() {
		_ = s.game.SetChips(s.c.Bank().InHand())
		s.sync()
	}
	if gm := s.game; gm.Phase() == game.Betting && gm.Bet() > gm.Chips() {
		_ = gm.SetBet(gm.MaxBetNow())
		if gm.Bet() == 0 {
			s.say(false, "No bet: %s do not cover the table minimum of %d. Rounds are for show.", text.Plural(gm.Chips(), "chip"), game.MinBet)
		} else {
			s.say(false, "Your bet is now %d: what your %s cover.", gm.Bet(), text.Plural(gm.Chips(), "chip"))
		}
	}
	if refund > 0 {
		s.say(false, "A new seed, a new deck: the round in play was settled when it began, and its %d chips are in your bankroll.", refund)
	}
	cmds := []tea.Cmd{s.resetPanel()}
	switch s.game.Phase() {
	case game.Riffling:
		cmds = append(cmds, s.startRiffleAnim())
	case game.Dealing:
		if s.anim.deal {
			cmds = append(cmds, s.tick())
		}
	}
	return tea.Batch(cmds...)
}

// Leave stops the animation (a round in play waits, its stake on the
// table, and the riffles go on when the player comes back), stops a
// "Play 10,000" run (its finished chunks stay counted) and the sampler.
func (s *Model) Leave() {
	s.anim.id++
	s.anim.riffle = false
	if s.sim.active {
		s.stopSim()
		s.say(false, "Play 10,000 stopped when you left: %s played %s.", text.Int(int64(s.sim.done)), atText(s.sim.setting))
	}
	s.panel.Stop()
}

func (s *Model) stopAnim() {
	s.anim.id++
	s.anim.riffle, s.anim.deal = false, false
}

func (s *Model) stopSim() {
	if s.sim.active {
		s.sim.run++
		s.sim.active, s.sim.inFlight = false, false
	}
}

// outcomeTitle names the panel's tally of winners at setting k.
func outcomeTitle(k int) string { return "winners, " + settingText(k) }

// resetPanel points the panel at the chosen riffles: the sampler runs the
// riffle algorithm k times per deck (uniform-riffles until random; no
// sampler at 0 riffles, where the deck is the new deck), and the tally of
// winners holds every game played at k, the rounds and "Play 10,000".
func (s *Model) resetPanel() tea.Cmd {
	s.panel.ClearEvents()
	if s.game == nil {
		s.panel.ClearSpec()
		return nil
	}
	k := s.game.Shuffles()
	labels, probs := s.outcomeProbs(k)
	title := outcomeTitle(k)
	all := s.game.Record(k).Add(s.sims[settingIndex(k)])
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
func (s *Model) outcomeProbs(k int) ([]string, []float64) {
	p := s.exact[settingIndex(k)]
	pa, _ := p.Float64()
	pb, _ := new(big.Rat).Sub(big.NewRat(1, 1), p).Float64()
	return []string{"Alice", "Bob"}, []float64{pa, pb}
}

// panelSpec is the background sampler for k riffles of the table's deck.
func (s *Model) panelSpec(k int) (shuffle.SamplerSpec, bool) {
	if k == 0 {
		return shuffle.SamplerSpec{}, false
	}
	name, o := "riffle", shuffle.Options{Riffles: k}
	if k == game.UntilRandom {
		name, o = "uniform-riffles", shuffle.Options{}
	}
	a, err := shuffle.Lookup(name)
	if err != nil {
		return shuffle.SamplerSpec{}, false
	}
	st := s.c.Settings
	return shuffle.SamplerSpec{Algo: a, Options: o, Cards: game.Cards, Gen: st.Gen, Seed: st.EffectiveSeed()}, true
}

// ---- keys ----

// busy reports whether a "Play 10,000" run is going.
func (s *Model) busy() bool { return s.sim.active }

// Keys are the bindings that work now.
func (s *Model) keyList() []key.Binding {
	k := s.keys
	if s.game == nil {
		return nil
	}
	phase := s.game.Phase()
	betting := phase == game.Betting
	more, random, alice, raise, raiseBig, step, play, sampler := k.More, k.Random, k.Alice, k.Raise, k.RaiseBig, k.Step, k.Play, k.Sampler
	goKey := k.Go
	more.SetEnabled(betting && !s.busy())
	random.SetEnabled(betting && !s.busy())
	if s.game.Shuffles() == game.UntilRandom {
		random.SetHelp("u", "back to "+settingText(s.lastFixed()))
	}
	alice.SetEnabled(betting)
	raise.SetEnabled(betting)
	raiseBig.SetEnabled(betting)
	step.SetEnabled(phase == game.Dealing)
	switch {
	case phase == game.Betting:
		goKey.SetEnabled(!s.busy())
	case phase == game.Riffling:
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
	view.SetEnabled(s.w < wideW) // wider, every view is on show
	return common.Enabled(goKey, step, more, random, alice, raise, raiseBig, play, k.Speed, view, sampler)
}

// ShortKeys: the main ones, in few words (the root drops the last ones
// that do not fit the line).
func (s *Model) ShortHelp() []key.Binding {
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
func (s *Model) lastFixed() int {
	if s.fixed <= 0 {
		return game.DefaultShuffles
	}
	return s.fixed
}

// ---- update ----

func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tickMsg:
		if msg.id != s.anim.id {
			return s, nil
		}
		return s, s.onTick()
	case chunkMsg:
		return s, s.onChunk(msg)
	case tea.KeyMsg:
		return s, s.updateKey(msg)
	}
	return s, nil
}

func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
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
		if s.game.Shuffles() == game.UntilRandom {
			return s.setShuffles(s.lastFixed())
		}
		return s.setShuffles(game.UntilRandom)
	case key.Matches(k, keys.Alice):
		s.setSide(game.Alice)
	case key.Matches(k, keys.Bob):
		s.setSide(game.Bob)
	case key.Matches(k, keys.Raise):
		s.adjustBet(betStep)
	case key.Matches(k, keys.Lower):
		s.adjustBet(-betStep)
	case key.Matches(k, keys.RaiseBig):
		s.adjustBet(bigBetStep)
	case key.Matches(k, keys.LowerBig):
		s.adjustBet(-bigBetStep)
	case key.Matches(k, keys.Speed):
		s.speed = (s.speed + 1) % len(speeds)
		s.say(false, "Speed: %s.", speeds[s.speed].name)
	case key.Matches(k, keys.View):
		if s.w >= wideW {
			s.say(false, "Every insight view is on show at this width.")
			return nil
		}
		s.view = (s.view + 1) % viewCount
		s.say(false, "Insight: %s.", viewNames[s.view])
	case key.Matches(k, keys.Play):
		return s.playKey()
	case key.Matches(k, keys.Sampler):
		return s.samplerKey()
	}
	return nil
}

// nextSetting is the setting step places from the current one in the
// order 0, 1, …, 20, until random (not wrapping).
func (s *Model) nextSetting(step int) int {
	i := settingIndex(s.game.Shuffles()) + step
	i = min(max(i, 0), settingCount-1)
	if i == settingCount-1 {
		return game.UntilRandom
	}
	return i
}

// setShuffles changes the riffles of the next round and points the panel
// at them.
func (s *Model) setShuffles(k int) tea.Cmd {
	switch {
	case s.busy():
		s.say(true, "Playing 10,000 games %s: p stops them before the riffles change.", atText(s.sim.setting))
		return nil
	case s.game.Phase() != game.Betting:
		s.say(true, "The riffles are set for this round: change them when it is over.")
		return nil
	case k == s.game.Shuffles():
		if k == game.UntilRandom {
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
	if k != game.UntilRandom {
		s.fixed = k
	}
	if k == game.UntilRandom {
		s.view = viewLabels
		s.say(false, "Until perfectly random: riffle until every card's label differs; Alice then wins exactly half the time.")
	} else {
		if s.view == viewLabels {
			s.view = viewCurve
		}
		s.say(false, "%s: Alice wins %s (exact).", text.Capitalize(settingText(k)), percent(s.pAlice(k), 2))
	}
	return s.resetPanel()
}

func (s *Model) setSide(p game.Player) {
	if err := s.game.SetSide(p); err != nil {
		s.say(true, "The bet is on %v for this round: change sides when it is over.", s.game.StakeSide())
		return
	}
	pw := s.pAlice(s.game.Shuffles())
	if p == game.Bob {
		pw = 1 - pw
	}
	s.say(false, "Betting on %v: %s %s (exact), paid even money.", p, percent(pw, 2), atText(s.game.Shuffles()))
}

// adjustBet moves the next bet by delta chips: down to 0 (no bet), up to
// the table maximum or the chips in hand; a refused bet says why.
func (s *Model) adjustBet(delta int) {
	gm := s.game
	if gm.Phase() != game.Betting {
		s.say(true, "The bet is on the table for this round: change it when the round is over.")
		return
	}
	cur := gm.Bet()
	target := cur + delta
	switch {
	case target <= 0 || (delta < 0 && target < game.MinBet):
		target = 0
	case target < game.MinBet:
		target = game.MinBet
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
func (s *Model) goKey() tea.Cmd {
	gm := s.game
	switch gm.Phase() {
	case game.Betting:
		return s.begin()
	case game.Riffling:
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
	s.say(false, "Dealing to the end at %s speed: enter finishes at once, n deals one card at a time.", speeds[s.speed].name)
	return s.tick()
}

// begin places the bet and starts a round: the riffles animate, or with 0
// riffles the deal waits at once.
func (s *Model) begin() tea.Cmd {
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
	if gm.Phase() == game.Dealing {
		s.afterRiffles()
		return nil
	}
	return s.startRiffleAnim()
}

// startRiffleAnim makes the next riffle and shows it from the cut.
func (s *Model) startRiffleAnim() tea.Cmd {
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
func (s *Model) afterRiffles() {
	gm := s.game
	steps := gm.Steps()
	switch {
	case len(steps) == 0:
		s.say(false, "No riffle: the new deck as it comes. n deals a card, enter deals to the end.")
	case gm.Setting() == game.UntilRandom:
		last := steps[len(steps)-1]
		if last.Random() {
			s.say(false, "T = %d: this deck is now perfectly random. n deals a card, enter deals to the end.", len(steps))
		} else {
			s.say(true, "%d riffles and the labels still clash: the generator is degenerate; the deck is not certified random.", len(steps))
		}
	default:
		s.say(false, "Riffled %s: %s. n deals a card, enter deals to the end.",
			timesText(len(steps)), text.Plural(steps[len(steps)-1].Rising, "rising sequence"))
	}
}

// stepKey deals one card (stopping an automatic deal).
func (s *Model) stepKey() tea.Cmd {
	gm := s.game
	if gm.Phase() != game.Dealing {
		if gm.Phase() == game.Riffling {
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
func (s *Model) dealCards(n int) {
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
func (s *Model) dealText(d game.Deal) string {
	gm := s.game
	c := s.cardPlain(d.Card)
	if d.To == game.ToBottom {
		return fmt.Sprintf("Pass %d: %s to the bottom (Alice wants %s, Bob %s).", d.Pass, c,
			s.cardPlain(gm.Target(game.Alice)), s.cardPlain(gm.Target(game.Bob)))
	}
	return fmt.Sprintf("Pass %d: %s to %v's pile (%d of %d).", d.Pass, c, d.To, gm.Pile(d.To), gm.N()/2)
}

// cardPlain is card c as text without styles ("A♥", or "Ah" in ASCII).
func (s *Model) cardPlain(c int) string {
	if c < 0 || c >= game.Cards {
		return "—"
	}
	if s.c.Settings.ASCII {
		return game.Card(c).String()
	}
	return game.Card(c).Symbol()
}

// finished settles a round on screen: the note, the bankroll, the panel.
func (s *Model) finished(r game.Result) {
	s.stopAnim()
	s.sync()
	s.ahead = 0
	if s.late != nil {
		s.c.FinishRound(s.late, s.lateMoves, round.SolitaireResult(r, s.game.Riffled()))
		s.late = nil
	}
	labels, probs := s.outcomeProbs(r.Shuffles)
	if r.Shuffles == s.game.Shuffles() {
		outcome := 0
		if r.Winner == game.Bob {
			outcome = 1
		}
		s.panel.Observe(outcomeTitle(r.Shuffles), labels, probs, outcome)
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
func (s *Model) tick() tea.Cmd {
	id := s.anim.id
	return s.tickFn(speeds[s.speed].frame, func(time.Time) tea.Msg { return tickMsg{id: id} })
}

// onTick advances the animation one frame.
func (s *Model) onTick() tea.Cmd {
	gm := s.game
	if gm == nil {
		return nil
	}
	sp := speeds[s.speed]
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
		case gm.Phase() == game.Riffling:
			return s.startRiffleAnim()
		default:
			s.stopAnim()
			s.afterRiffles()
			return nil
		}
		return s.tick()
	case s.anim.deal:
		s.dealCards(sp.deal)
		if gm.Phase() != game.Dealing {
			return nil
		}
		return s.tick()
	}
	return nil
}

// playKey starts "Play 10,000" at the chosen setting, or stops it.
func (s *Model) playKey() tea.Cmd {
	if s.busy() {
		s.stopSim()
		s.say(false, "Stopped after %s games %s.", text.Int(int64(s.sim.done)), atText(s.sim.setting))
		return nil
	}
	if s.game.Phase() != game.Betting {
		s.say(true, "A round is in play: finish it (enter) before playing 10,000.")
		return nil
	}
	s.sim.run++
	s.sim.active = true
	s.sim.setting = s.game.Shuffles()
	s.sim.target, s.sim.done, s.sim.wins, s.sim.inFlight = playGames, 0, 0, false
	s.say(false, "Playing 10,000 games %s, no chips at stake: p stops.", atText(s.sim.setting))
	return s.dispatch()
}

// dispatch starts the run's next chunk unless one is in flight.
func (s *Model) dispatch() tea.Cmd {
	sim := &s.sim
	if !sim.active || sim.inFlight || sim.done >= sim.target {
		return nil
	}
	sim.inFlight = true
	i := settingIndex(sim.setting)
	run, j, setting := sim.run, s.chunk[i], sim.setting
	games := min(chunkGames, sim.target-sim.done)
	st := s.c.Settings
	seed := chunkSeed(st.EffectiveSeed(), i, j)
	return func() tea.Msg {
		msg := chunkMsg{run: run, chunk: j, setting: setting, games: games}
		g, err := st.NewGen(seed)
		if err != nil {
			msg.err = err
			return msg
		}
		msg.wins = game.Play(game.Cards, setting, games, g)
		return msg
	}
}

// onChunk merges a chunk of a run and starts the next.
func (s *Model) onChunk(msg chunkMsg) tea.Cmd {
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
	i := settingIndex(msg.setting)
	s.chunk[i] = msg.chunk + 1
	s.sims[i] = s.sims[i].Add(game.Tally{Games: msg.games, AliceWins: msg.wins})
	sim.done += msg.games
	sim.wins += msg.wins
	if msg.setting == s.game.Shuffles() {
		labels, probs := s.outcomeProbs(msg.setting)
		all := s.game.Record(msg.setting).Add(s.sims[i])
		s.panel.SetTally(outcomeTitle(msg.setting), labels, probs, []int64{int64(all.AliceWins), int64(all.Games - all.AliceWins)})
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
			text.Int(int64(all.Games)), atText(msg.setting), percent(all.P(), 2), percent(lo, 2), percent(hi, 2), percent(p, 2), verdict)
		return nil
	}
	return s.dispatch()
}

// samplerKey starts, pauses or resumes the panel's background sampler.
func (s *Model) samplerKey() tea.Cmd {
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

// timesText: "once", "twice", "7 times".
func timesText(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// percent writes a probability as a percentage with d decimals, and more
// where d would round it onto 0%, 50% or 100% when it is not that value:
// after 5 riffles Alice wins 99.996%, not "100.00%"; after 20, 50.004%.
func percent(p float64, d int) string {
	for dd := max(0, d); ; dd++ {
		t := fmt.Sprintf("%.*f", dd, 100*p)
		v, _ := strconv.ParseFloat(t, 64)
		if dd >= 12 || !((v == 0 && p != 0) || (v == 50 && p != 0.5) || (v == 100 && p != 1)) {
			return t + "%"
		}
	}
}

// edgePercent writes an edge (−1…1 a chip) as a signed percentage with one
// decimal, or two significant digits where one decimal would show a
// nonzero edge as 0.0% (20 riffles: +0.0084%); "0%" for none.
func edgePercent(e float64) string {
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
func (s *Model) FullHelp() [][]key.Binding { return [][]key.Binding{s.keyList()} }
