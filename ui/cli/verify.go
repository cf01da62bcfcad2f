package cli

import (
	"bytes"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
	"riffle/games/tables"
	"riffle/ui/text"
)

// verifyHelpHead, verifyHelpFlags and verifyHelpTail are verify's help
// around what the tables say of their own flags (verifyHelp).
const verifyHelpHead = `Recomputes a provably fair round from its seeds, as anyone can once the
casino reveals the server seed. Before the round the casino showed the
commitment, SHA-256(server seed); the player chose the client seed; the
round's randomness is the stream of 64-bit big-endian words of

  block i = HMAC-SHA256(key = server seed, message = "client seed:nonce:i")

for i = 0, 1, 2, … (four words a block). A value below n is the low k bits
of the next word, k = the bits of n−1, and a word whose bits give n or more
is skipped: a die is the low 3 bits + 1, words giving 6 or 7 skipped.

  --server-seed HEX   the revealed server seed: 64 hex digits (the casino
                      draws 32 bytes)                               (required)
  --client-seed S     the client seed                               (required)
  --nonce N           the round's nonce, 0…2^64−1                   (required)
`

const verifyHelpFlags = `  --commit HEX        the commitment shown before the round: checked against
                      SHA-256(server seed); exit 1 if it differs
  --expect DIGEST     the digest claimed for the round (16 hex digits, as
                      riffle replay shows it): compared with the recomputed
                      outcome's; exit 1 if it differs (not for yahtzee)
  --json              one JSON object: {"table","server_seed","client_seed",
                      "nonce","sha256","commit_matches","block0","words",
                      "words_used","outcome","digest","expect_matches",
                      and the table's fields}

`

const verifyHelpTail = `The outcome is the one riffle history lists for the round and the digest the
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
  riffle verify --server-seed 5eed000000000000000000000000000000000000000000000000000000000000 \
    --client-seed riffle --nonce 3 --table poker --players 4
`

// verifyHelp is verify's help: the seeds' flags, the tables (the ones
// games/tables lists that recompute a round from its seeds), the flags
// every table takes, then each table's own and what it shows.
func verifyHelp() string {
	var b strings.Builder
	b.WriteString(verifyHelpHead)
	names := verifyTableNames()
	b.WriteString(wrap(strings.Join(names[:len(names)-1], ", ")+" or "+names[len(names)-1]+" (required)", 78,
		"  --table T           ", strings.Repeat(" ", 22)))
	b.WriteString(verifyHelpFlags)
	b.WriteString("Each table's own flags, and what it shows:\n")
	for _, v := range tables.Verifiers() {
		for i, line := range strings.Split(v.VerifySpec().Help, "\n") {
			if i == 0 {
				fmt.Fprintf(&b, "  %-11s %s\n", v.Name(), line)
				continue
			}
			fmt.Fprintf(&b, "%14s%s\n", "", line)
		}
	}
	b.WriteString("\n" + verifyHelpTail)
	return b.String()
}

// verifyTableNames are the tables verify recomputes, in the list's order.
func verifyTableNames() []string {
	var names []string
	for _, v := range tables.Verifiers() {
		names = append(names, v.Name())
	}
	return names
}

var verifyCommand = command{name: "verify", summary: "recompute a provably fair round from its seeds",
	usage: "verify --server-seed HEX --client-seed S --nonce N --table T [--commit HEX]\n                      [--expect DIGEST] [table flags] [--json]",
	help:  verifyHelp(), run: runVerify}

// verifyJSON is what verify's JSON object holds for every table; the
// table's own fields follow (round.Verified.Fields).
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
}

// verifyOptions are verify's flags: the seeds and the table, checked, and
// the table's own flags as given (the table checks its own).
type verifyOptions struct {
	server        []byte
	client, table string
	nonce         uint64
	commit        string // "" or a SHA-256 in hex
	expect        string // "" or a digest in hex (round.Digest)
	asJSON        bool
	verifier      round.Verifier
	own           tableFlags
}

// tableFlags are the tables' own flags as given (or their defaults): the
// round.Flags a table's Verify reads.
type tableFlags map[string]*string

func (f tableFlags) Get(name string) string {
	if v, ok := f[name]; ok {
		return *v
	}
	return ""
}

func (tableFlags) Int(name, value string, lo, hi int64) (int64, error) {
	return IntFlag(name, value, lo, hi)
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
	o.own = tableFlags{}
	for _, v := range tables.Verifiers() {
		for _, f := range v.VerifySpec().Flags {
			if _, ok := o.own[f.Name]; !ok { // a flag two tables share has one default
				o.own[f.Name] = fs.String(f.Name, f.Default, "")
			}
		}
	}
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
	vs := tables.Verifiers()
	i := slices.IndexFunc(vs, func(v round.Verifier) bool { return v.Name() == o.table })
	if i < 0 {
		return o, Usagef("--table %s: allowed %s (the tables that play provably fair rounds)", Quote(o.table), strings.Join(verifyTableNames(), ", "))
	}
	o.verifier = vs[i]
	if err := checkTableFlags(fs, o.verifier); err != nil {
		return o, err
	}
	var err error
	if o.server, err = serverSeedFlag(*serverHex); err != nil {
		return o, err
	}
	if err := round.CheckClientSeed(o.client); err != nil { // the casino takes no other
		return o, Usagef("--client-seed: %v", err)
	}
	if o.nonce, err = strconv.ParseUint(wholeNumber(*nonceStr), 10, 64); err != nil {
		return o, Usagef("--nonce %s is not a nonce: allowed 0…%s", Quote(*nonceStr), groupDigitString(strconv.FormatUint(1<<64-1, 10)))
	}
	if o.commit != "" {
		if c, err := hex.DecodeString(o.commit); err != nil || len(c) != 32 {
			return o, Usagef("--commit %s is not a SHA-256: give its 64 hex digits", Quote(o.commit))
		}
	}
	return o, checkExpect(o.expect, o.verifier)
}

// digestDigits is the length of a round's digest (round.Digest), in hex
// digits.
const digestDigits = 16

// checkExpect checks --expect: a digest of round.Digest's length, and a
// table whose digest the seeds give.
func checkExpect(expect string, v round.Verifier) error {
	if expect == "" {
		return nil
	}
	if why := v.VerifySpec().NoDigest; why != "" {
		return Usagef("--expect: %s", why)
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
	v, err := o.verifier.Verify(g, o.own)
	var fe round.FlagError
	if errors.As(err, &fe) {
		return Usagef("%s", fe.Error())
	}
	if err != nil {
		return err
	}
	j.Outcome, j.Digest = v.Outcome, v.Digest
	j.WordsUsed = g.Steps()
	if o.expect != "" {
		ok := strings.EqualFold(o.expect, j.Digest)
		if !ok {
			return fmt.Errorf("the recomputed outcome's digest %s is not the one expected, %s", j.Digest, strings.ToLower(o.expect))
		}
		j.ExpectMatches = &ok
	}
	if o.asJSON {
		return writeVerifyJSON(out, j, v.Fields)
	}
	writeVerify(out, j, v.Text)
	return nil
}

// writeVerifyJSON writes one JSON object: the members every table has,
// then the table's own (fields, a struct).
func writeVerifyJSON(out io.Writer, j verifyJSON, fields any) error {
	var common, own bytes.Buffer
	if err := writeJSON(&common, j); err != nil {
		return err
	}
	if err := writeJSON(&own, fields); err != nil {
		return err
	}
	head := bytes.TrimSuffix(bytes.TrimSpace(common.Bytes()), []byte("}"))
	rest := bytes.TrimPrefix(bytes.TrimSpace(own.Bytes()), []byte("{"))
	if !bytes.Equal(rest, []byte("}")) {
		head = append(head, ',')
	}
	_, err := fmt.Fprintf(out, "%s%s\n", head, rest)
	return err
}

// checkTableFlags refuses another table's flags.
func checkTableFlags(fs *flag.FlagSet, v round.Verifier) error {
	tableFlag := map[string]bool{}
	for _, t := range tables.Verifiers() {
		for _, f := range t.VerifySpec().Flags {
			tableFlag[f.Name] = true
		}
	}
	var own []string
	for _, f := range v.VerifySpec().Flags {
		own = append(own, f.Name)
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
		bad = Usagef("--%s is not a flag of --table %s, which takes %s", f.Name, v.Name(), takes)
	})
	return bad
}

// serverSeedDigits is a server seed's length in hex digits: the casino
// draws 32 bytes. A seed of another length is refused: HMAC pads a short
// key with zeros, so S and S followed by 00 would verify the same round.
const serverSeedDigits = 64

// serverSeedFlag reads the server seed: exactly 64 hex digits.
func serverSeedFlag(s string) ([]byte, error) {
	b, err := hex.DecodeString(s)
	var ie hex.InvalidByteError
	switch {
	case errors.As(err, &ie):
		return nil, Usagef("--server-seed: %q is not a hex digit: give the seed as hex, 0-9 and a-f (the casino shows 64 digits)", rune(ie))
	case err != nil || len(s) != serverSeedDigits:
		return nil, Usagef("--server-seed has %d hex digits: give the %d the casino reveals (32 bytes)", len(s), serverSeedDigits)
	}
	return b, nil
}

// writeVerify writes the recomputed round for people: the seeds, block 0,
// what the table drew (its text), the outcome.
func writeVerify(out io.Writer, j verifyJSON, drawn string) {
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
	fmt.Fprint(out, drawn)
	fmt.Fprintf(out, "\n  outcome      %s\n", j.Outcome)
	switch {
	case j.ExpectMatches != nil:
		fmt.Fprintf(out, "  digest       %s  as expected ✓\n", j.Digest)
	case j.Digest != "":
		fmt.Fprintf(out, "  digest       %s\n", j.Digest)
	}
	fmt.Fprintf(out, "  words used   %s\n", groupDigitString(strconv.FormatUint(j.WordsUsed, 10)))
}
