package round

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// counting is bytes 0, 1, 2, …, 255, 0, … as entropy: the first server
// seed is 00 01 … 1f, the second 20 21 … 3f.
func counting(n int) *bytes.Reader { return bytes.NewReader(countingBytes(n)) }

func countingBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i)
	}
	return b
}

// The commitments of the two seeds counting draws, from
//
//	python3 -c 'import hashlib; print(hashlib.sha256(bytes(range(32))).hexdigest())'
//
// and bytes(range(32, 64)); the first is also `printf '\x00\x01…\x1f' | sha256sum`.
const (
	commit0 = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
	commit1 = "72dbb7336c76780023f83da4c355f2eeea85733b13d3477697917790c1229084"
)

func newFair(t *testing.T, entropy io.Reader, client string, nonce uint64) *Fair {
	t.Helper()
	f, err := NewFair(entropy, client, nonce)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func commitment(t *testing.T, f *Fair) string {
	t.Helper()
	c, err := f.Commitment()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func begin(t *testing.T, f *Fair) (*rng.Fair, FairSeeds) {
	t.Helper()
	g, s, err := f.Begin()
	if err != nil {
		t.Fatal(err)
	}
	return g, s
}

// Known entropy gives known commitments, the one shown is kept until the
// round begins, and the round reveals the seed whose SHA-256 (computed
// here with crypto/sha256, not rng.Commit) is the commitment shown.
func TestFairCommitmentKnownAnswers(t *testing.T) {
	f := newFair(t, counting(64), testClient, 1)
	if p := f.Pending(); p != "" {
		t.Fatalf("Pending before any draw = %q, want none", p)
	}
	shown := commitment(t, f)
	if shown != commit0 {
		t.Fatalf("first commitment %s, want %s", shown, commit0)
	}
	if again := commitment(t, f); again != shown || f.Pending() != shown {
		t.Fatalf("the commitment changed before the round: %s, then %s (pending %s)", shown, again, f.Pending())
	}
	_, s := begin(t, f)
	server, err := hex.DecodeString(s.Server)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(server)
	if got := hex.EncodeToString(sum[:]); got != shown || s.Commit != shown {
		t.Errorf("revealed seed %s hashes to %s; shown %s, recorded %s", s.Server, got, shown, s.Commit)
	}
	if want := hex.EncodeToString(countingBytes(32)); s.Server != want {
		t.Errorf("server seed %s, want the first 32 bytes of the entropy %s", s.Server, want)
	}
	if f.Pending() != "" {
		t.Errorf("Pending after the round began = %q: the seed is used up", f.Pending())
	}
	if next := commitment(t, f); next != commit1 {
		t.Errorf("second commitment %s, want %s", next, commit1)
	}
	rec := Record{Seq: 1, Fair: &s}
	if _, err := rec.Generator(); err != nil {
		t.Errorf("the round's record does not check: %v", err)
	}
}

// A reader that hands out one byte a read still fills the seed: the same
// commitment as all at once.
func TestFairShortReadsFillTheSeed(t *testing.T) {
	f := newFair(t, iotest.OneByteReader(counting(64)), testClient, 1)
	if c := commitment(t, f); c != commit0 {
		t.Errorf("commitment from one-byte reads %s, want %s", c, commit0)
	}
}

// The round's stream is rng.NewFair's for the revealed seeds, and its first
// words are HMAC-SHA256(server seed, "client:nonce:0") computed here.
func TestFairBeginStream(t *testing.T) {
	f := newFair(t, counting(64), "lucky 7", 9)
	g, s := begin(t, f)
	if s.Client != "lucky 7" || s.Nonce != 9 {
		t.Fatalf("seeds %+v: want client \"lucky 7\", nonce 9", s)
	}
	server := countingBytes(32)
	m := hmac.New(sha256.New, server)
	m.Write([]byte("lucky 7:9:0"))
	block := m.Sum(nil)
	for i := range 4 {
		if got, want := g.Uint64(), binary.BigEndian.Uint64(block[8*i:]); got != want {
			t.Fatalf("word %d = %d, want %d", i, got, want)
		}
	}
	ref := rng.NewFair(server, "lucky 7", 9)
	ref.Skip(4)
	for i := range 1000 {
		n := 1 + i%60
		if got, want := g.IntN(n), ref.IntN(n); got != want {
			t.Fatalf("draw %d: IntN(%d) = %d, rng.NewFair gives %d", i, n, got, want)
		}
	}
	if g.Steps() != ref.Steps() {
		t.Errorf("Steps %d, rng.NewFair %d", g.Steps(), ref.Steps())
	}
}

// Each round uses its own seed and the next nonce; a new client seed goes
// into the next round, not into the waiting seed's commitment.
func TestFairNoncesAdvance(t *testing.T) {
	f := newFair(t, counting(3*32), testClient, 1)
	_, s1 := begin(t, f)
	shown := commitment(t, f)
	if err := f.SetClient("mine"); err != nil {
		t.Fatal(err)
	}
	if f.Pending() != shown || f.Client() != "mine" {
		t.Fatalf("SetClient: pending %s (shown %s), client %q", f.Pending(), shown, f.Client())
	}
	_, s2 := begin(t, f)
	if f.Nonce() != 3 {
		t.Errorf("Nonce after two rounds from 1 = %d, want 3", f.Nonce())
	}
	if s1.Nonce != 1 || s2.Nonce != 2 || s1.Client != testClient || s2.Client != "mine" {
		t.Errorf("rounds %+v, %+v", s1, s2)
	}
	if s1.Server == s2.Server || s2.Commit != shown || s2.Commit != commit1 {
		t.Errorf("second round: server %s (first %s), commit %s; shown %s", s2.Server, s1.Server, s2.Commit, shown)
	}
	for _, bad := range []string{"", "a\nb", strings.Repeat("x", MaxClientSeed+1)} {
		if err := f.SetClient(bad); err == nil || f.Client() != "mine" {
			t.Errorf("SetClient(%q) = %v, client now %q", bad, err, f.Client())
		}
	}
}

// Begin with no commitment drawn draws the seed itself.
func TestFairBeginDrawsWhenNoneWaits(t *testing.T) {
	f := newFair(t, counting(32), testClient, 1)
	_, s := begin(t, f)
	if s.Commit != commit0 || s.Nonce != 1 || f.Nonce() != 2 {
		t.Errorf("seeds %+v, next nonce %d", s, f.Nonce())
	}
}

// A cancelled round's seed, commitment and nonce wait for the next round,
// which then comes out exactly as the cancelled one would have.
func TestFairCancelPutsBack(t *testing.T) {
	f := newFair(t, counting(64), testClient, 5)
	shown := commitment(t, f)
	g, s := begin(t, f)
	want := g.Uint64()
	if err := f.Cancel(s); err != nil {
		t.Fatal(err)
	}
	if f.Pending() != shown || f.Nonce() != 5 {
		t.Fatalf("after Cancel: pending %s (shown %s), nonce %d (want 5)", f.Pending(), shown, f.Nonce())
	}
	if c := commitment(t, f); c != shown {
		t.Fatalf("Commitment after Cancel drew a new seed: %s, shown %s", c, shown)
	}
	g2, s2 := begin(t, f)
	if s2 != s || g2.Uint64() != want {
		t.Errorf("the round after Cancel: %+v, want %+v and the same stream", s2, s)
	}
}

// Cancel takes back only the round just begun, exactly as Begin gave it,
// once, before a new seed is drawn; anything else is refused and changes
// nothing.
func TestFairCancelRefuses(t *testing.T) {
	f := newFair(t, counting(4*32), testClient, 1)
	if err := f.Cancel(FairSeeds{}); err == nil {
		t.Error("Cancel before any round was accepted")
	}
	_, s := begin(t, f)
	flip := func(h string) string { // the last hex digit changed
		return h[:len(h)-1] + map[bool]string{true: "0", false: "1"}[h[len(h)-1] != '0']
	}
	forged := map[string]FairSeeds{
		"zero":           {},
		"another server": {Server: flip(s.Server), Commit: s.Commit, Client: s.Client, Nonce: s.Nonce},
		"another commit": {Server: s.Server, Commit: flip(s.Commit), Client: s.Client, Nonce: s.Nonce},
		"another client": {Server: s.Server, Commit: s.Commit, Client: "other", Nonce: s.Nonce},
		"another nonce":  {Server: s.Server, Commit: s.Commit, Client: s.Client, Nonce: s.Nonce + 1},
		"upper-case hex": {Server: strings.ToUpper(s.Server), Commit: s.Commit, Client: s.Client, Nonce: s.Nonce},
	}
	// A consistent round that is not the one begun: the seed and commitment
	// of the next draw, with the same nonce.
	other := newFair(t, counting(64), testClient, 1)
	begin(t, other)
	_, next := begin(t, other)
	next.Nonce = s.Nonce
	forged["another round"] = next
	for name, bad := range forged {
		if err := f.Cancel(bad); err == nil {
			t.Errorf("%s: Cancel(%+v) accepted", name, bad)
		}
		if f.Pending() != "" || f.Nonce() != 2 {
			t.Fatalf("%s: a refused Cancel changed the state: pending %q, nonce %d", name, f.Pending(), f.Nonce())
		}
	}
	if err := f.Cancel(s); err != nil {
		t.Fatal(err)
	}
	if err := f.Cancel(s); err == nil {
		t.Error("the same round was cancelled twice")
	}

	// Once the next commitment is drawn (and maybe shown), the round
	// before it stands.
	_, s = begin(t, f)
	shown := commitment(t, f)
	if err := f.Cancel(s); err == nil {
		t.Error("Cancel after the next commitment was drawn was accepted")
	}
	if f.Pending() != shown || f.Nonce() != 2 {
		t.Errorf("after the refused Cancel: pending %s (shown %s), nonce %d", f.Pending(), shown, f.Nonce())
	}
	// An older round, after another began, is not the last one.
	_, s3 := begin(t, f)
	if err := f.Cancel(s); err == nil {
		t.Error("an older round was cancelled")
	}
	if err := f.Cancel(s3); err != nil {
		t.Errorf("the last round: %v", err)
	}
}

// An entropy source that fails or ends before 32 bytes is an error, never
// a seed: no commitment waits, no round begins, the nonce stays.
func TestFairEntropyFailure(t *testing.T) {
	boom := errors.New("boom")
	for name, src := range map[string]io.Reader{
		"error":              iotest.ErrReader(boom),
		"empty":              bytes.NewReader(nil),
		"31 bytes":           counting(31),
		"31 bytes, then err": io.MultiReader(counting(31), iotest.ErrReader(boom)),
		"timeout":            iotest.TimeoutReader(iotest.OneByteReader(counting(32))),
	} {
		f := newFair(t, src, testClient, 3)
		if c, err := f.Commitment(); err == nil || c != "" {
			t.Errorf("%s: Commitment = %q, %v; want an error", name, c, err)
		}
		if f.Pending() != "" {
			t.Errorf("%s: a commitment waits after a failed draw: %s", name, f.Pending())
		}
		g, s, err := f.Begin()
		if err == nil || g != nil || s != (FairSeeds{}) || f.Nonce() != 3 {
			t.Errorf("%s: Begin = %v, %+v, %v; nonce %d: want an error and nothing used", name, g, s, err, f.Nonce())
		}
	}
	f := newFair(t, iotest.ErrReader(boom), testClient, 1)
	if _, err := f.Commitment(); !errors.Is(err, boom) || !strings.Contains(err.Error(), "server seed") {
		t.Errorf("error %v: want one naming the server seed and wrapping the source's", err)
	}
}

// Nothing is read from the entropy until a seed is needed.
func TestFairDrawsLazily(t *testing.T) {
	src := counting(32)
	f := newFair(t, src, testClient, 1)
	_ = f.Client()
	_ = f.Nonce()
	_ = f.Pending()
	if err := f.SetClient("x"); err != nil {
		t.Fatal(err)
	}
	if src.Len() != 32 {
		t.Errorf("%d bytes read before a seed was asked for", 32-src.Len())
	}
	commitment(t, f)
	commitment(t, f)
	if src.Len() != 0 {
		t.Errorf("one seed left %d of 32 bytes", src.Len())
	}
}

func TestNewFairRefuses(t *testing.T) {
	if _, err := NewFair(nil, testClient, 1); err == nil {
		t.Error("NewFair without entropy was accepted")
	}
	if _, err := NewFair(counting(32), "", 1); err == nil || !strings.HasPrefix(err.Error(), "client seed") {
		t.Errorf("NewFair with an empty client seed: %v", err)
	}
}

func TestCheckClientSeed(t *testing.T) {
	const usual = "give 1 to 64 printable characters"
	for _, c := range []struct {
		seed, want string // want "" for accepted, else the whole message
	}{
		{"riffle", ""},
		{"lucky 7", ""},
		{strings.Repeat("a", 64), ""},
		{strings.Repeat("é", 64), ""}, // 128 bytes, 64 characters
		{strings.Repeat("♠", 64), ""},
		{" ", ""}, // a space is printable
		{"", `client seed "": ` + usual},
		{strings.Repeat("a", 65), `client seed "aaaaaaaaaaaaaaaaaaaa…": ` + usual},
		{strings.Repeat("é", 65), `client seed "éééééééééééééééééééé…": ` + usual},
		{"a\tb", `client seed "a\tb": ` + usual + " (no control characters)"},
		{"a\x00", `client seed "a\x00": ` + usual + " (no control characters)"},
		{"line\n", `client seed "line\n": ` + usual + " (no control characters)"},
		{"\u00ad", `client seed "\u00ad": ` + usual + " (no control characters)"}, // soft hyphen: a format character
		{"\u2028", `client seed "\u2028": ` + usual + " (no control characters)"},
		{"ab\xff", `client seed "ab?": ` + usual},
		{"\xc3", `client seed "?": ` + usual},
	} {
		err := CheckClientSeed(c.seed)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("CheckClientSeed(%q) = %v, want accepted", c.seed, err)
		case c.want != "" && (err == nil || err.Error() != c.want):
			t.Errorf("CheckClientSeed(%q) = %v, want %s", c.seed, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "--") {
			t.Errorf("CheckClientSeed(%q) names a flag: %v", c.seed, err)
		}
	}
}

// testClient is the client seed of the tests that fix one.
const testClient = "riffle"

// A drawn client seed is the 16 entropy bytes in hex: 128 bits, a seed the
// casino takes, known to nobody before it is drawn. An entropy source that
// fails or ends early gives no seed.
func TestNewClientSeed(t *testing.T) {
	src := counting(48)
	s, err := NewClientSeed(src)
	if err != nil || s != "000102030405060708090a0b0c0d0e0f" || CheckClientSeed(s) != nil {
		t.Fatalf("NewClientSeed(counting) = %q, %v", s, err)
	}
	if src.Len() != 32 {
		t.Errorf("it read %d bytes, want 16", 48-src.Len())
	}
	if next, _ := NewClientSeed(src); next == s {
		t.Errorf("two draws gave the same seed %q", s)
	}
	for _, bad := range []io.Reader{nil, counting(15), iotest.ErrReader(errors.New("boom"))} {
		if s, err := NewClientSeed(bad); err == nil || s != "" || !strings.HasPrefix(err.Error(), "client seed") {
			t.Errorf("NewClientSeed of bad entropy = %q, %v", s, err)
		}
	}
}

// A provably fair round takes the unbiased card shuffles only; the refusal
// names the shuffle and the ones allowed.
func TestCheckShuffle(t *testing.T) {
	if got := strings.Join(FairShuffles(), " "); got != "fisher-yates partial uniform-riffles" {
		t.Errorf("FairShuffles = %s", got)
	}
	for _, a := range shuffle.Algorithms() {
		err := CheckShuffle(a)
		if a.Fair != (err == nil) {
			t.Errorf("%s (fair %v): %v", a.Name, a.Fair, err)
		}
	}
	a, _ := shuffle.Lookup("naive")
	want := `shuffle "naive" is biased, and provably fair rounds deal with an unbiased one only: allowed fisher-yates, partial, uniform-riffles`
	if err := CheckShuffle(a); err == nil || err.Error() != want {
		t.Errorf("naive: %v", err)
	}
}
