package round

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// MaxClientSeed is the longest client seed, in characters (runes).
const MaxClientSeed = 64

// serverSeedSize is a server seed's length in bytes: 256 bits, as many as
// the SHA-256 commitment has, so that guessing the seed from the
// commitment is no easier than inverting SHA-256.
const serverSeedSize = 32

// clientSeedSize is a drawn client seed's length in bytes: 128 bits,
// written as 32 hex digits.
const clientSeedSize = 16

// NewClientSeed draws a client seed for a player who has not chosen one:
// 16 bytes read from entropy (io.ReadFull), as 32 lowercase hex digits. A
// constant default would be known to the casino before it draws its server
// seed, which could then be chosen to suit it; a drawn one is not, and the
// player may still change it once the commitment is on show. An entropy
// source that fails or ends early is an error: there is no fallback seed.
func NewClientSeed(entropy io.Reader) (string, error) {
	if entropy == nil {
		return "", errors.New("client seed: no entropy source")
	}
	b := make([]byte, clientSeedSize)
	if _, err := io.ReadFull(entropy, b); err != nil {
		return "", fmt.Errorf("client seed: reading %d bytes of entropy: %w", clientSeedSize, err)
	}
	return hex.EncodeToString(b), nil
}

// CheckShuffle reports whether a provably fair round may deal with the
// shuffle a: only an unbiased one (a.Fair). A biased shuffle would make
// the committed seeds honest and the cards still loaded. The error names
// the shuffle and the fair card shuffles allowed ([FairShuffles]).
func CheckShuffle(a shuffle.Algorithm) error {
	if a.Fair {
		return nil
	}
	return fmt.Errorf("shuffle %q is biased, and provably fair rounds deal with an unbiased one only: allowed %s",
		a.Name, strings.Join(FairShuffles(), ", "))
}

// FairShuffles are the names of the unbiased shuffles that deal cards, in
// the order of [shuffle.Algorithms].
func FairShuffles() []string {
	var names []string
	for _, a := range shuffle.Algorithms() {
		if a.Fair && a.Kind != shuffle.Faces {
			names = append(names, a.Name)
		}
	}
	return names
}

// CheckClientSeed reports what is wrong with a client seed: it is 1 to
// [MaxClientSeed] printable characters (unicode.IsPrint) of valid UTF-8.
// The error names the field ("client seed …") and quotes at most the
// seed's first 20 characters; the caller adds where it came from (a flag,
// a text box).
func CheckClientSeed(s string) error {
	if s == "" || !utf8.ValidString(s) || utf8.RuneCountInString(s) > MaxClientSeed {
		return fmt.Errorf("client seed %q: give 1 to %d printable characters", truncateRunes(s, 20), MaxClientSeed)
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("client seed %q: give 1 to %d printable characters (no control characters)", truncateRunes(s, 20), MaxClientSeed)
		}
	}
	return nil
}

// truncateRunes is s cut to n characters with "…" after a cut; invalid
// UTF-8 is shown as "?".
func truncateRunes(s string, n int) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "?")
	}
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// Fair is one player's side of the provably fair protocol, whose stream is
// [rng.NewFair]'s:
//
//  1. [Fair.Commitment] draws the next round's secret server seed, 32 bytes
//     read from the entropy source, and returns its SHA-256: the casino shows
//     it before the round, and cannot change the seed afterwards.
//  2. [Fair.Begin] hands out the round's stream,
//     rng.NewFair(server seed, client seed, nonce), with the round's
//     [FairSeeds], which the casino reveals when the round is settled. The
//     seed is used up and the nonce counts up by one (1, 2, … in a session;
//     past 2^64−1 it would wrap to 0, which no session reaches).
//  3. [Fair.Cancel] takes back a round the table refused to play before it
//     drew anything: its seed and nonce wait for the next round, so that the
//     commitment on show still holds.
//
// The player's client seed may change between rounds ([Fair.SetClient]);
// the next Begin mixes in the one set then. A waiting seed does not depend
// on it: the commitment stays valid.
//
// Fair draws from its entropy only when a seed is needed, and reads exactly
// 32 bytes a seed (io.ReadFull). An entropy source that fails or ends early
// is an error and nothing changes: there is no fallback seed. Give it
// crypto/rand.Reader in play, a bytes.Reader in tests. The seeds are only
// as secret as the entropy: a predictable source makes the commitment
// worthless to the player, whom the client seed still protects from a
// stream chosen after their seed.
//
// The round numbers, the revealed seeds on show and the saving of rounds
// are the caller's. A Fair is not safe for concurrent use: one per player.
type Fair struct {
	entropy io.Reader
	client  string
	nonce   uint64
	server  []byte // the next round's server seed; nil while none waits
	commit  string // server's SHA-256, hex; "" while none waits
	// begun is the last round begun, while Cancel may still take it
	// back: until it is cancelled or another seed is drawn.
	begun     *FairSeeds
	begunSeed []byte
}

// NewFair returns the protocol for a player whose client seed is client
// (see [CheckClientSeed]; one drawn by [NewClientSeed] until they choose
// one) and
// whose next round has the given nonce (a saved session's next one, or 1).
// Server seeds are read from entropy when first needed. It fails if
// entropy is nil or client is refused.
func NewFair(entropy io.Reader, client string, nonce uint64) (*Fair, error) {
	if entropy == nil {
		return nil, errors.New("provably fair: no entropy source for the server seeds")
	}
	if err := CheckClientSeed(client); err != nil {
		return nil, err
	}
	return &Fair{entropy: entropy, client: client, nonce: nonce}, nil
}

// Client returns the client seed the next round mixes in.
func (f *Fair) Client() string { return f.client }

// SetClient makes s the client seed from the next round on. A seed
// [CheckClientSeed] refuses is an error, and the client seed stays.
func (f *Fair) SetClient(s string) error {
	if err := CheckClientSeed(s); err != nil {
		return err
	}
	f.client = s
	return nil
}

// Nonce returns the next round's nonce.
func (f *Fair) Nonce() uint64 { return f.nonce }

// Commitment returns the SHA-256, in lowercase hex, of the server seed
// waiting for the next round ([rng.Commit]), drawing that seed first if
// none waits. It returns the same commitment until [Fair.Begin] uses the
// seed. It fails only when the entropy source fails; then no seed waits.
func (f *Fair) Commitment() (string, error) {
	if f.server == nil {
		seed := make([]byte, serverSeedSize)
		if _, err := io.ReadFull(f.entropy, seed); err != nil {
			return "", fmt.Errorf("server seed: reading %d bytes of entropy: %w", serverSeedSize, err)
		}
		f.server, f.commit = seed, rng.Commit(seed)
		f.begun, f.begunSeed = nil, nil // a new commitment is on show: the last round stands
	}
	return f.commit, nil
}

// Pending returns the commitment of the seed waiting for the next round,
// or "" when none has been drawn: what to show without drawing one.
func (f *Fair) Pending() string { return f.commit }

// Begin starts a round: it returns the round's stream,
// rng.NewFair(server seed, client seed, nonce), and its seeds, to be
// revealed (Server) when the round is settled. The waiting seed is used up
// and the nonce advanced; the next [Fair.Commitment] draws a new seed.
//
// Show [Fair.Commitment] before offering a round: if none was drawn,
// Begin draws the seed itself, and the round, though it can still be
// checked against the commitment in its seeds, had none on show. Begin
// fails only when the entropy source does, and then changes nothing.
func (f *Fair) Begin() (*rng.Fair, FairSeeds, error) {
	commit, err := f.Commitment()
	if err != nil {
		return nil, FairSeeds{}, err
	}
	seed := f.server
	s := FairSeeds{Server: hex.EncodeToString(seed), Commit: commit, Client: f.client, Nonce: f.nonce}
	g := rng.NewFair(seed, f.client, f.nonce)
	f.server, f.commit = nil, ""
	f.nonce++
	f.begun, f.begunSeed = &s, seed
	return g, s, nil
}

// Cancel takes back the round [Fair.Begin] last started, whose seeds are
// s, when the table refused to play it: its server seed waits again, with
// its commitment, and its nonce is the next round's. The stream Begin
// returned must not be used again.
//
// Only the last round begun can be taken back, once, and only while no new
// seed has been drawn (its commitment may already be on show). Seeds that
// are not exactly those Begin returned — another round's, edited or made
// up — are an error, and nothing changes.
func (f *Fair) Cancel(s FairSeeds) error {
	if f.begun == nil {
		return errors.New("no provably fair round to take back: none was begun, it was taken back already, or the next server seed is drawn")
	}
	if s != *f.begun {
		return fmt.Errorf("the seeds given (nonce %d, commitment %q) are not those of the provably fair round just begun (nonce %d, commitment %s)", s.Nonce, s.Commit, f.begun.Nonce, f.begun.Commit)
	}
	f.server, f.commit = f.begunSeed, f.begun.Commit
	f.nonce = f.begun.Nonce
	f.begun, f.begunSeed = nil, nil
	return nil
}
