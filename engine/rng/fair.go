package rng

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/bits"
	"strconv"
)

// Fair is the provably fair generator online casinos let players check:
// the server commits to a secret server seed by publishing its SHA-256
// before the round, the player chooses a client seed, and the round's
// randomness is
//
//	block i = HMAC-SHA256(key = server seed, message = "client seed:nonce:i")
//
// for i = 0, 1, 2, …, read as consecutive 64-bit big-endian words (four a
// block). After the round the server reveals its seed: anyone can check it
// against the commitment and recompute every draw. The server cannot pick
// a seed to suit the player's choice (it committed first), and the player's
// client seed keeps the server from precomputing a stream.
//
// Bounded integers are drawn by rejection, never by modulo: IntN(n) takes
// the next word's low k bits, k = bits.Len(n−1), and accepts them if below
// n, else takes the next word — exactly uniform, at most two words on
// average. Uint64 is the next word.
type Fair struct {
	mac     func() []byte
	client  string
	nonce   uint64
	counter uint64    // the next block's index
	buf     [4]uint64 // the current block's words
	used    int       // words of buf consumed (4: none left)
}

// NewFair returns the stream for a server seed, client seed and nonce.
func NewFair(serverSeed []byte, clientSeed string, nonce uint64) *Fair {
	key := append([]byte(nil), serverSeed...)
	f := &Fair{client: clientSeed, nonce: nonce, used: 4}
	f.mac = func() []byte {
		m := hmac.New(sha256.New, key)
		m.Write([]byte(f.client + ":" + strconv.FormatUint(f.nonce, 10) + ":" + strconv.FormatUint(f.counter, 10)))
		return m.Sum(nil)
	}
	return f
}

// Commit is the commitment published before a round: the SHA-256 of the
// server seed, in lowercase hex.
func Commit(serverSeed []byte) string {
	sum := sha256.Sum256(serverSeed)
	return hex.EncodeToString(sum[:])
}

// Uint64 returns the stream's next 64-bit word.
func (f *Fair) Uint64() uint64 {
	if f.used == 4 {
		b := f.mac()
		for i := range f.buf {
			f.buf[i] = binary.BigEndian.Uint64(b[8*i:])
		}
		f.counter++
		f.used = 0
	}
	w := f.buf[f.used]
	f.used++
	return w
}

// IntN returns a value in [0, n) by rejection: the low bits.Len(n−1) bits
// of the next word, until they are below n. It panics if n <= 0.
func (f *Fair) IntN(n int) int {
	if n <= 0 {
		panic(fmt.Sprintf("rng: Fair.IntN(%d): n must be positive", n))
	}
	if n == 1 {
		return 0
	}
	mask := uint64(1)<<bits.Len64(uint64(n-1)) - 1
	for {
		if v := f.Uint64() & mask; v < uint64(n) {
			return int(v)
		}
	}
}

// Skip draws and discards n words.
func (f *Fair) Skip(n uint64) {
	for range n {
		f.Uint64()
	}
}

// Steps returns how many 64-bit words the stream has handed out: the
// position in the stream a saved round records.
func (f *Fair) Steps() uint64 {
	if f.counter == 0 {
		return 0
	}
	return 4*(f.counter-1) + uint64(f.used)
}
