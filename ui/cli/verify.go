package cli

import (
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/craps"
	"riffle/games/lottery"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/games/solitaire"
	"riffle/games/videopoker"
	"riffle/games/yahtzee"
	"riffle/ui/text"
)

const verifyHelp = `Recomputes a provably fair round from its seeds, as anyone can once the
casino reveals the server seed. Before the round the casino showed the
commitment, SHA-256(server seed); the player chose the client seed; the
round's randomness is the stream of 64-bit big-endian words of

  block i = HMAC-SHA256(key = server seed, message = "client seed:nonce:i")

for i = 0, 1, 2, … (four words a block). A value below n is the low k bits
of the next word, k = the bits of n−1, and a word whose bits give n or more
is skipped: a die is the low 3 bits + 1, words giving 6 or 7 skipped.

  --server-seed HEX   the revealed server seed, hex, whole bytes (the casino
                      draws 32 bytes: 64 hex digits)                (required)
  --client-seed S     the client seed                               (required)
  --nonce N           the round's nonce, 0…2^64−1                   (required)
  --table T           craps, yahtzee, lottery, solitaire, poker or videopoker
                      (required)
  --commit HEX        the commitment shown before the round: checked against
                      SHA-256(server seed); exit 1 if it differs
  --expect DIGEST     the digest claimed for the round (16 hex digits, as
                      riffle replay shows it): compared with the recomputed
                      outcome's; exit 1 if it differs (not for yahtzee)
  --json              one JSON object: {"table","server_seed","client_seed",
                      "nonce","sha256","commit_matches","block0","words",
                      "words_used","outcome","digest","expect_matches",
                      and the table's fields}

Each table's own flags, and what it shows:
  craps       the throws from the come-out to the decision (bets do not
              change the dice)
  yahtzee     --dice N (default 5) --sides S (default 6) --count K (default
              5N, at most 10,000): the faces in the order drawn. The first N
              are the first roll; every re-rolled die, in die order, takes
              the next face, so the stream of faces is the whole story.
  lottery     --game NAME (required: roadrunner, lotto, keno, powerball-2012,
              powerball, pick3): the balls in the order drawn, sorted, and
              the bonus ball
  solitaire   --shuffles K|random (default 7): the riffled deck and who wins
  poker       --algo NAME (default fisher-yates; unbiased shuffles only:
              fisher-yates, partial or uniform-riffles) and --players P
              (Hold'em: each seat's hole cards, the board, the winner) or
              --hands H --size S (dealt hands; defaults 5 and 5)
  videopoker  --algo NAME (as poker) --paytable NAME (default jacks-9-6)
              --bet N (default 5) --hold KEPT (the round's "hold" move,
              default 00000): the five dealt, the hand after the draw, what
              it pays

The outcome is the one riffle history lists for the round and the digest the
one riffle replay shows (for the lottery and solitaire the digest only: the
tickets and the bet are not in the seeds; for video poker give the round's
--hold, --bet and --paytable; for Yahtzee the faces, as the keeps
are not either).

Check block 0 without Riffle, in Python (SERVER, CLIENT and NONCE as given):
  import hmac, hashlib
  print(hmac.new(bytes.fromhex("SERVER"), "CLIENT:NONCE:0".encode(),
                 hashlib.sha256).hexdigest())
Its 64 hex digits are the four words verify prints. The first word whose low
3 bits are below 6 gives the first die: those bits plus 1.

Examples:
  riffle verify --server-seed 00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff \
    --client-seed classroom --nonce 7 --table craps
  riffle verify --server-seed 5eed --client-seed riffle --nonce 3 --table poker --players 4
`

var verifyCommand = command{name: "verify", summary: "recompute a provably fair round from its seeds",
	usage: "verify --server-seed HEX --client-seed S --nonce N --table T [--commit HEX]\n                      [--expect DIGEST] [table flags] [--json]",
	help:  verifyHelp, run: runVerify}

// verifyTable is a table with provably fair rounds, and its own flags.
type verifyTable struct {
	name  string
	flags []string
}

var verifyTables = []verifyTable{
	{craps.Name, nil},
	{yahtzee.Name, []string{"dice", "sides", "count"}},
	{lottery.Name, []string{"game"}},
	{solitaire.Name, []string{"shuffles"}},
	{poker.Name, []string{"algo", "players", "hands", "size"}},
	{videopoker.Name, []string{"algo", "paytable", "bet", "hold"}},
}

// maxFaces is the most faces verify draws for Yahtzee.
const maxFaces = 10_000

type holdemSeatJSON struct {
	Hole []string `json:"hole"`
	Best []string `json:"best"`
	Hand string   `json:"hand"`
}

type handJSON struct {
	Cards []string `json:"cards"`
	Hand  string   `json:"hand,omitempty"`
}

type verifyJSON struct {
	Table         string   `json:"table"`
	ServerSeed    string   `json:"server_seed"`
	ClientSeed    string   `json:"client_seed"`
	Nonce         uint64   `json:"nonce"`
	SHA256        string   `json:"sha256"`
	CommitMatches *bool    `json:"commit_matches,omitempty"`
	Block0        string   `json:"block0"`
	Words         []string `json:"words"`
	WordsUsed     uint64   `json:"words_used"`
	Outcome       string   `json:"outcome"`
	Digest        string   `json:"digest,omitempty"`
	ExpectMatches *bool    `json:"expect_matches,omitempty"`

	Throws [][2]int `json:"throws,omitempty"` // craps
	Events []string `json:"events,omitempty"`

	Dice  int   `json:"dice,omitempty"` // yahtzee
	Sides int   `json:"sides,omitempty"`
	Faces []int `json:"faces,omitempty"`

	Game  string `json:"game,omitempty"` // lottery
	Order []int  `json:"order,omitempty"`
	Balls []int  `json:"balls,omitempty"`
	Bonus int    `json:"bonus,omitempty"`

	Shuffles string `json:"shuffles,omitempty"` // solitaire
	Riffles  *int   `json:"riffles,omitempty"`
	Winner   string `json:"winner,omitempty"`
	Pass     int    `json:"pass,omitempty"`

	Algo    string           `json:"algo,omitempty"` // poker
	Players []holdemSeatJSON `json:"players,omitempty"`
	Board   []string         `json:"board,omitempty"`
	Winners []int            `json:"winners,omitempty"` // seats from 1
	Hands   []handJSON       `json:"hands,omitempty"`
	Deck    []string         `json:"deck,omitempty"` // poker and solitaire, top card first
}

// verifyOptions are verify's flags: the seeds and the table, checked, and
// the table's own flags as given (each table checks its own).
type verifyOptions struct {
	server               []byte
	client, table        string
	nonce                uint64
	commit               string // "" or a SHA-256 in hex
	expect               string // "" or a digest in hex (round.Digest)
	asJSON               bool
	dice, sides, count   string // yahtzee
	game                 string // lottery
	shuffles             string // solitaire
	algo, players, hands string // poker
	size                 string
	paytable, bet, hold  string // videopoker
}

// parseVerifyFlags reads verify's flags and checks, in the order they are
// reported, that the seeds and the table are all given, the table and
// another table's flags, then --server-seed, --client-seed, --nonce and
// --commit.
func parseVerifyFlags(args []string) (verifyOptions, error) {
	var o verifyOptions
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	serverHex := fs.String("server-seed", "", "")
	fs.StringVar(&o.client, "client-seed", "", "")
	nonceStr := fs.String("nonce", "", "")
	fs.StringVar(&o.table, "table", "", "")
	fs.StringVar(&o.commit, "commit", "", "")
	fs.StringVar(&o.expect, "expect", "", "")
	fs.BoolVar(&o.asJSON, "json", false, "")
	fs.StringVar(&o.dice, "dice", strconv.Itoa(yahtzee.DefaultDice), "")
	fs.StringVar(&o.sides, "sides", strconv.Itoa(yahtzee.DefaultSides), "")
	fs.StringVar(&o.count, "count", "", "")
	fs.StringVar(&o.game, "game", "", "")
	fs.StringVar(&o.shuffles, "shuffles", strconv.Itoa(solitaire.DefaultShuffles), "")
	fs.StringVar(&o.algo, "algo", "fisher-yates", "")
	fs.StringVar(&o.players, "players", "", "")
	fs.StringVar(&o.hands, "hands", "", "")
	fs.StringVar(&o.size, "size", "", "")
	fs.StringVar(&o.paytable, "paytable", videopoker.DefaultPayTable, "")
	fs.StringVar(&o.bet, "bet", strconv.Itoa(videopoker.MaxBet), "")
	fs.StringVar(&o.hold, "hold", "00000", "")
	if err := ParseFlags(fs, args); err != nil {
		return o, err
	}
	var missing []string
	for _, f := range []struct{ name, v string }{{"server-seed", *serverHex}, {"client-seed", o.client}, {"nonce", *nonceStr}, {"table", o.table}} {
		if f.v == "" {
			missing = append(missing, "--"+f.name)
		}
	}
	if len(missing) > 0 {
		return o, Usagef("%s %s required: a fair round is recomputed from --server-seed, --client-seed, --nonce and --table (riffle verify --help)",
			strings.Join(missing, ", "), text.OneMany(len(missing), "is", "are"))
	}
	i := slices.IndexFunc(verifyTables, func(t verifyTable) bool { return t.name == o.table })
	if i < 0 {
		var names []string
		for _, t := range verifyTables {
			names = append(names, t.name)
		}
		return o, Usagef("--table %s: allowed %s (the tables that play provably fair rounds)", Quote(o.table), strings.Join(names, ", "))
	}
	if err := checkTableFlags(fs, o.table, verifyTables[i].flags); err != nil {
		return o, err
	}
	var err error
	if o.server, err = serverSeedFlag(*serverHex); err != nil {
		return o, err
	}
	if err := round.CheckClientSeed(o.client); err != nil { // the casino takes no other
		return o, Usagef("--client-seed: %v", err)
	}
	if o.nonce, err = strconv.ParseUint(strings.ReplaceAll(*nonceStr, "_", ""), 10, 64); err != nil {
		return o, Usagef("--nonce %s is not a nonce: allowed 0…%s", Quote(*nonceStr), groupDigitString(strconv.FormatUint(1<<64-1, 10)))
	}
	if o.commit != "" {
		if c, err := hex.DecodeString(o.commit); err != nil || len(c) != 32 {
			return o, Usagef("--commit %s is not a SHA-256: give its 64 hex digits", Quote(o.commit))
		}
	}
	return o, checkExpect(o.expect, o.table)
}

// digestDigits is the length of a round's digest (round.Digest), in hex
// digits.
const digestDigits = 16

// checkExpect checks --expect: a digest of round.Digest's length, and a
// table whose digest the seeds give.
func checkExpect(expect, table string) error {
	if expect == "" {
		return nil
	}
	if table == yahtzee.Name {
		return Usagef("--expect: a yahtzee round's digest is of the dice kept, which are not in the seeds: compare the faces verify prints")
	}
	if _, err := hex.DecodeString(expect); err != nil || len(expect) != digestDigits {
		return Usagef("--expect %s is not a digest: give the %d hex digits riffle replay shows", Quote(expect), digestDigits)
	}
	return nil
}

func runVerify(args []string, out io.Writer) error {
	o, err := parseVerifyFlags(args)
	if err != nil {
		return err
	}
	server := o.server
	j := verifyJSON{Table: o.table, ServerSeed: hex.EncodeToString(server), ClientSeed: o.client, Nonce: o.nonce, SHA256: rng.Commit(server)}
	if o.commit != "" {
		ok := strings.EqualFold(o.commit, j.SHA256)
		if !ok {
			return fmt.Errorf("the server seed does not match the commitment: SHA-256 is %s, the commitment %s", j.SHA256, strings.ToLower(o.commit))
		}
		j.CommitMatches = &ok
	}
	block := rng.NewFair(server, o.client, o.nonce)
	for range 4 {
		j.Words = append(j.Words, fmt.Sprintf("%016x", block.Uint64()))
	}
	j.Block0 = strings.Join(j.Words, "")

	g := rng.NewFair(server, o.client, o.nonce)
	switch o.table {
	case craps.Name:
		err = verifyCraps(&j, g)
	case yahtzee.Name:
		err = verifyYahtzee(&j, g, o.dice, o.sides, o.count)
	case lottery.Name:
		err = verifyLottery(&j, g, o.game)
	case solitaire.Name:
		err = verifySolitaire(&j, g, o.shuffles)
	case poker.Name:
		err = verifyPoker(&j, g, o.algo, o.players, o.hands, o.size)
	case videopoker.Name:
		err = verifyVideoPoker(&j, g, o.algo, o.paytable, o.bet, o.hold)
	}
	if err != nil {
		return err
	}
	j.WordsUsed = g.Steps()
	if o.expect != "" {
		ok := strings.EqualFold(o.expect, j.Digest)
		if !ok {
			return fmt.Errorf("the recomputed outcome's digest %s is not the one expected, %s", j.Digest, strings.ToLower(o.expect))
		}
		j.ExpectMatches = &ok
	}
	if o.asJSON {
		return writeJSON(out, j)
	}
	writeVerify(out, j)
	return nil
}

// checkTableFlags refuses another table's flags.
func checkTableFlags(fs *flag.FlagSet, table string, own []string) error {
	tableFlag := map[string]bool{}
	for _, t := range verifyTables {
		for _, f := range t.flags {
			tableFlag[f] = true
		}
	}
	var bad error
	fs.Visit(func(f *flag.Flag) {
		if bad != nil || !tableFlag[f.Name] || slices.Contains(own, f.Name) {
			return
		}
		takes := "no flags of its own"
		if len(own) > 0 {
			takes = "--" + strings.Join(own, ", --")
		}
		bad = Usagef("--%s is not a flag of --table %s, which takes %s", f.Name, table, takes)
	})
	return bad
}

// serverSeedFlag reads the server seed: hex digits, two a byte, at least
// one byte.
func serverSeedFlag(s string) ([]byte, error) {
	b, err := hex.DecodeString(s)
	var ie hex.InvalidByteError
	switch {
	case errors.As(err, &ie):
		return nil, Usagef("--server-seed: %q is not a hex digit: give the seed as hex, 0-9 and a-f (the casino shows 64 digits)", rune(ie))
	case err != nil:
		return nil, Usagef("--server-seed has %d hex digits: give whole bytes, two digits each (the casino shows 64)", len(s))
	}
	return b, nil
}

func verifyCraps(j *verifyJSON, g rng.Generator) error {
	t, err := craps.New(craps.DefaultRules(), 0, g)
	if err != nil {
		return err
	}
	var rolls []craps.Result
	for {
		res := t.Roll()
		rolls = append(rolls, res)
		j.Throws = append(j.Throws, [2]int{res.Roll.D1, res.Roll.D2})
		ev := res.Event.String()
		if res.Event == craps.PointSet {
			ev += fmt.Sprintf(": %d", res.Point)
		}
		j.Events = append(j.Events, ev)
		if res.Event.Decided() {
			break
		}
	}
	r := craps.RoundResult(rolls)
	j.Outcome, j.Digest = r.Outcome, r.Digest
	return nil
}

func verifyYahtzee(j *verifyJSON, g rng.Generator, diceStr, sidesStr, countStr string) error {
	dice, err := IntFlag("dice", diceStr, yahtzee.MinDice, yahtzee.MaxDice)
	if err != nil {
		return err
	}
	sides, err := IntFlag("sides", sidesStr, yahtzee.MinSides, yahtzee.MaxSides)
	if err != nil {
		return err
	}
	count := 5 * dice
	if countStr != "" {
		if count, err = IntFlag("count", countStr, 1, maxFaces); err != nil {
			return err
		}
	}
	j.Dice, j.Sides = int(dice), int(sides)
	for range count {
		j.Faces = append(j.Faces, g.IntN(j.Sides)+1)
	}
	j.Outcome = fmt.Sprintf("%d faces of %d dice of %d sides", count, dice, sides)
	return nil
}

func verifyLottery(j *verifyJSON, g rng.Generator, name string) error {
	var names []string
	for _, gm := range lottery.Games() {
		names = append(names, gm.Name)
	}
	if name == "" {
		return Usagef("--table lottery needs --game: allowed %s", strings.Join(names, ", "))
	}
	gm, err := lottery.Lookup(name)
	if err != nil {
		return Usagef("--game: %v", err)
	}
	d := gm.Draw(g)
	j.Game, j.Order, j.Balls, j.Bonus = gm.Name, d.Order, d.Balls, d.Bonus
	j.Outcome = gm.Name + ": " + intsText(d.Balls)
	if gm.HasBonus() {
		j.Outcome += fmt.Sprintf(" + %d", d.Bonus)
	}
	j.Digest = lottery.RoundResult(lottery.Result{Game: gm, Draw: d}).Digest
	return nil
}

func verifySolitaire(j *verifyJSON, g rng.Generator, shufflesStr string) error {
	k := solitaire.UntilRandom
	if shufflesStr != "random" {
		n, err := IntFlag("shuffles", shufflesStr, 0, solitaire.MaxShuffles)
		if err != nil {
			return Usagef("--shuffles %s: allowed 0…%d riffles, or random", Quote(shufflesStr), solitaire.MaxShuffles)
		}
		k = int(n)
	}
	gm, err := solitaire.New(solitaire.Cards, 0, g)
	if err != nil {
		return err
	}
	if err := firstError(gm.SetShuffles(k), gm.SetBet(0), gm.Begin()); err != nil {
		return err
	}
	if gm.Phase() == solitaire.Riffling { // with 0 riffles the deal begins at once
		if err := gm.RiffleAll(); err != nil {
			return err
		}
	}
	res, err := gm.DealAll()
	if err != nil {
		return err
	}
	r := solitaire.RoundResult(res, gm.Riffled())
	j.Outcome, j.Digest = r.Outcome, r.Digest
	j.Shuffles, j.Riffles, j.Winner, j.Pass = shufflesStr, &res.Riffles, res.Winner.String(), res.Pass
	for _, c := range gm.Riffled() {
		j.Deck = append(j.Deck, solitaire.Card(c).String())
	}
	return nil
}

func verifyPoker(j *verifyJSON, g rng.Generator, algoName, playersStr, handsStr, sizeStr string) error {
	holdem, deals := playersStr != "", handsStr != "" || sizeStr != ""
	switch {
	case holdem && deals:
		return Usagef("give --players P (Hold'em) or --hands H --size S (dealt hands), not both")
	case !holdem && !deals:
		return Usagef("--table poker needs --players P (Hold'em) or --hands H --size S (dealt hands)")
	}
	algo, err := fairAlgo(algoName)
	if err != nil {
		return err
	}
	t, err := poker.New(algo, g, 0)
	if err != nil {
		return Usagef("--algo: %v", err)
	}
	j.Algo = algo.Name
	if holdem {
		players, err := IntFlag("players", playersStr, poker.MinPlayers, poker.MaxPlayers)
		if err != nil {
			return err
		}
		if err := firstError(t.SetMode(poker.ModeHoldem), t.SetPlayers(int(players)), t.SetAnte(0)); err != nil {
			return err
		}
		if err := t.Deal(); err != nil {
			return err
		}
		s := t.LastShowdown()
		for p, hole := range s.Deal.Hole {
			j.Players = append(j.Players, holdemSeatJSON{Hole: cardStrings(hole[:]), Best: cardStrings(s.Best[p][:]), Hand: cards.Describe(s.Values[p])})
		}
		j.Board = cardStrings(s.Board[:])
		for _, w := range s.Winners {
			j.Winners = append(j.Winners, w+1)
		}
		r := poker.HoldemResult(*s)
		j.Outcome, j.Digest = r.Outcome, r.Digest
		j.Deck = holdemDeck(s.Deal)
		return nil
	}
	if handsStr == "" {
		handsStr = strconv.Itoa(poker.DefaultHands)
	}
	if sizeStr == "" {
		sizeStr = strconv.Itoa(poker.DefaultCards)
	}
	hands, err := IntFlag("hands", handsStr, 1, 52)
	if err != nil {
		return err
	}
	size, err := IntFlag("size", sizeStr, 1, 52)
	if err != nil {
		return err
	}
	if err := poker.CheckShape(int(hands), int(size)); err != nil {
		return Usagef("--hands %d --size %d: %v", hands, size, err)
	}
	if err := firstError(t.SetMode(poker.ModeDeals), t.SetShape(int(hands), int(size))); err != nil {
		return err
	}
	if err := t.Deal(); err != nil {
		return err
	}
	d := t.LastDeal()
	for _, h := range d.Hands {
		hj := handJSON{Cards: cardStrings(h.Cards)}
		if len(h.Cards) >= 5 {
			hj.Hand = h.Name()
		}
		j.Hands = append(j.Hands, hj)
	}
	for _, b := range d.Best() {
		j.Winners = append(j.Winners, b+1)
	}
	j.Deck = cardStrings(d.Deck)
	r := poker.HandsResult(*d)
	j.Outcome, j.Digest = r.Outcome, r.Digest
	return nil
}

// fairAlgo is the shuffle --algo names, if a provably fair round may deal
// with it: an unbiased one only, as the casino deals (round.CheckShuffle).
func fairAlgo(name string) (shuffle.Algorithm, error) {
	algo, err := shuffle.Lookup(name)
	if err == nil {
		err = round.CheckShuffle(algo)
	}
	if err != nil {
		return algo, Usagef("--algo: %v", err)
	}
	return algo, nil
}

// holdemDeck is the dealt part of a Hold'em deck, top card first, in the
// order a casino deals it (poker.Layout).
func holdemDeck(h poker.Holdem) []string {
	l := poker.Layout(len(h.Hole))
	deck := make([]string, l.Cards())
	for p, hole := range h.Hole {
		at := l.Hole(p)
		deck[at[0]], deck[at[1]] = hole[0].String(), hole[1].String()
	}
	p := len(h.Hole)
	deck[2*p], deck[2*p+4], deck[2*p+6] = h.Burn[0].String(), h.Burn[1].String(), h.Burn[2].String()
	for i, c := range h.Flop {
		deck[2*p+1+i] = c.String()
	}
	deck[2*p+5], deck[2*p+7] = h.Turn.String(), h.River.String()
	return deck
}

func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func intsText(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, " ")
}

// writeVerify writes the recomputed round for people.
func writeVerify(out io.Writer, j verifyJSON) {
	fmt.Fprintf(out, "Provably fair %s round\n", j.Table)
	fmt.Fprintf(out, "  server seed  %s\n  client seed  %q\n  nonce        %d\n", j.ServerSeed, j.ClientSeed, j.Nonce)
	fmt.Fprintf(out, "  SHA-256      %s\n", j.SHA256)
	if j.CommitMatches != nil {
		fmt.Fprintln(out, "               commitment matches ✓")
	} else {
		fmt.Fprintln(out, "               (compare it with the commitment shown before the round, or give --commit)")
	}
	fmt.Fprintf(out, "\nBlock 0 = HMAC-SHA256(server seed, %q), four 64-bit words:\n  %s\n\n",
		fmt.Sprintf("%s:%d:0", j.ClientSeed, j.Nonce), strings.Join(j.Words, " "))
	switch j.Table {
	case craps.Name:
		fmt.Fprintln(out, "The throws, from the come-out to the decision:")
		for i, t := range j.Throws {
			fmt.Fprintf(out, "  %2d  %d+%d  %s\n", i+1, t[0], t[1], j.Events[i])
		}
	case yahtzee.Name:
		fmt.Fprintf(out, "The first %d faces of %d-sided dice, in the order drawn: the first %d are\nthe first roll, then each re-rolled die (in die order) takes the next.\n", len(j.Faces), j.Sides, j.Dice)
		fmt.Fprint(out, wrap(intsText(j.Faces), 78, "  ", "  "))
	case lottery.Name:
		fmt.Fprintf(out, "The %s draw:\n  in the order drawn  %s\n  sorted             %s\n", j.Game, intsText(j.Order), intsText(j.Balls))
		if j.Bonus != 0 {
			fmt.Fprintf(out, "  bonus ball         %d\n", j.Bonus)
		}
	case solitaire.Name:
		fmt.Fprintf(out, "New Age Solitaire, %s riffles (%d made); the deck as the deal began, top first:\n", j.Shuffles, *j.Riffles)
		fmt.Fprint(out, wrap(strings.Join(j.Deck, " "), 78, "  ", "  "))
		fmt.Fprintf(out, "  %s completes a pile first, in pass %d\n", j.Winner, j.Pass)
	case poker.Name:
		writeVerifyPoker(out, j)
	case videopoker.Name:
		writeVerifyVideoPoker(out, j)
	}
	fmt.Fprintf(out, "\n  outcome      %s\n", j.Outcome)
	switch {
	case j.ExpectMatches != nil:
		fmt.Fprintf(out, "  digest       %s  as expected ✓\n", j.Digest)
	case j.Digest != "":
		fmt.Fprintf(out, "  digest       %s\n", j.Digest)
	}
	fmt.Fprintf(out, "  words used   %s\n", groupDigitString(strconv.FormatUint(j.WordsUsed, 10)))
}

func writeVerifyPoker(out io.Writer, j verifyJSON) {
	if j.Players != nil {
		fmt.Fprintf(out, "Texas Hold'em, %d players, %s shuffle:\n", len(j.Players), j.Algo)
		for p, s := range j.Players {
			mark := ""
			if slices.Contains(j.Winners, p+1) {
				mark = "  ← wins"
			}
			fmt.Fprintf(out, "  Player %-2d  %s   %s%s\n", p+1, strings.Join(s.Hole, " "), s.Hand, mark)
		}
		fmt.Fprintf(out, "  Board      %s\n", strings.Join(j.Board, " "))
		return
	}
	fmt.Fprintf(out, "%d hands of %d cards, %s shuffle:\n", len(j.Hands), len(j.Hands[0].Cards), j.Algo)
	for i, h := range j.Hands {
		mark := ""
		if slices.Contains(j.Winners, i+1) {
			mark = "  ← best"
		}
		fmt.Fprintf(out, "  Hand %-2d  %s   %s%s\n", i+1, strings.Join(h.Cards, " "), h.Hand, mark)
	}
}
