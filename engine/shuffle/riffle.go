package shuffle

import "riffle/engine/rng"

// Riffle gives deck one Gilbert–Shannon–Reeds riffle shuffle and returns the
// cut. The GSR model (Gilbert 1955, Reeds 1981; see Bayer and Diaconis,
// "Trailing the dovetail shuffle to its lair", 1992):
//
//	cut c ~ Binomial(n, 1/2)            the top c cards form one packet
//	while both packets hold cards:      A and B cards left in them
//		take the next card from the first packet with probability A/(A+B)
//
// Every one of the 2^n possible (cut, interleaving) pairs is equally likely,
// which is the same as a uniformly random n-bit string: the zeros mark where
// the top packet's cards land (see [RiffleBits]). Draws go through g.IntN: n
// coin flips for the cut and one IntN(A+B) per card dropped while both
// packets remain.
func Riffle[T any](deck []T, g rng.Generator) int {
	n := len(deck)
	cut := 0
	for range n {
		cut += g.IntN(2)
	}
	out := make([]T, 0, n)
	a, b := 0, cut // next card of each packet
	for a < cut && b < n {
		if g.IntN(cut-a+n-b) < cut-a {
			out = append(out, deck[a])
			a++
		} else {
			out = append(out, deck[b])
			b++
		}
	}
	out = append(out, deck[a:cut]...)
	out = append(out, deck[b:]...)
	copy(deck, out)
	return cut
}

// RandomBits returns n uniform bits (one g.IntN(2) each): the encoding of a
// GSR riffle used by [RiffleBits] and [InverseRiffleBits].
func RandomBits(n int, g rng.Generator) []uint8 {
	b := make([]uint8, n)
	for i := range b {
		b[i] = uint8(g.IntN(2))
	}
	return b
}

// RiffleBits applies the riffle encoded by the bit string bs: the number of
// zeros is the cut, and position i of the result takes the next card of the
// top packet where bs[i] = 0 and of the bottom packet where bs[i] = 1. It
// panics if len(bs) != len(deck).
func RiffleBits[T any](deck []T, bs []uint8) {
	if len(bs) != len(deck) {
		panic("shuffle: RiffleBits needs one bit per card")
	}
	cut := 0
	for _, b := range bs {
		if b == 0 {
			cut++
		}
	}
	out := make([]T, len(deck))
	a, b := 0, cut
	for i, bit := range bs {
		if bit == 0 {
			out[i] = deck[a]
			a++
		} else {
			out[i] = deck[b]
			b++
		}
	}
	copy(deck, out)
}

// InverseRiffleBits applies the inverse of the riffle encoded by bs: mark the
// card at position i with bs[i], slide the 0-cards out keeping their order and
// put them on top of the 1-cards (a stable sort by label). It undoes
// [RiffleBits] with the same bs. It panics if len(bs) != len(deck).
func InverseRiffleBits[T any](deck []T, bs []uint8) {
	if len(bs) != len(deck) {
		panic("shuffle: InverseRiffleBits needs one bit per card")
	}
	out := make([]T, 0, len(deck))
	for i, b := range bs {
		if b == 0 {
			out = append(out, deck[i])
		}
	}
	for i, b := range bs {
		if b == 1 {
			out = append(out, deck[i])
		}
	}
	copy(deck, out)
}

// InverseRiffle gives deck one inverse GSR riffle with uniformly random labels
// and returns the labels used.
func InverseRiffle[T any](deck []T, g rng.Generator) []uint8 {
	bs := RandomBits(len(deck), g)
	InverseRiffleBits(deck, bs)
	return bs
}

// maxUniformRiffles caps [UniformRiffleBits]: labels are 128-bit integers.
// The chance that n cards still share a label after s riffles is below
// n²/2^(s+1), under 10^-30 for 10,000 cards at s = 128.
const maxUniformRiffles = 128

// UniformRiffleBits returns the encodings of riffle shuffles which, applied in
// order with [RiffleBits], leave an n-card deck in perfectly uniform random
// order. It is the strong-uniform-time procedure of Aldous and Diaconis
// ("Shuffling cards and stopping times", 1986, Lemmas 8 and 9) as written up
// in "Seven riffle shuffles is not enough – except when it is":
//
//	repeat
//		draw a new riffle π_T (n random bits) and append it
//		run the inverse riffles π_T⁻¹, π_{T-1}⁻¹, …, π_1⁻¹ in that (reverse)
//		order on labelled cards, each prepending its bit as the new most
//		significant bit of every card's label
//	until all n labels are distinct
//
// The number of riffles T satisfies P(T ≤ s) = (2^s)_n / 2^(sn) (a birthday
// problem), with E[T] ≈ 11.72 for 52 cards. The reversal matters: checking
// the inverse riffles in forward order gives an observably non-uniform deck.
// Labels have 128 bits; the procedure stops after 128 riffles in any case
// (see maxUniformRiffles).
func UniformRiffleBits(n int, g rng.Generator) [][]uint8 {
	var riffles [][]uint8
	for len(riffles) < maxUniformRiffles {
		riffles = append(riffles, RandomBits(n, g))
		if labelsDistinct(n, riffles) {
			break
		}
	}
	return riffles
}

// label is a card's label in the stopping-time check: up to 128 bits.
type label struct{ hi, lo uint64 }

// Labels returns the labels the cards carry after the inverse riffles of
// riffles run in reverse order, listed in the final (inverse-shuffled) order
// of the cards; the first riffle's bit is the most significant. It is the
// quantity [UniformRiffleBits] checks for distinctness, exposed so a screen
// can show the labels growing. Only the low 64 bits are returned.
func Labels(n int, riffles [][]uint8) []uint64 {
	ls := labels(n, riffles)
	out := make([]uint64, n)
	for i, l := range ls {
		out[i] = l.lo
	}
	return out
}

func labels(n int, riffles [][]uint8) []label {
	ls := make([]label, n)
	next := make([]label, 0, n)
	k := len(riffles)
	for b := 0; b < k; b++ {
		r := riffles[k-1-b]
		for pos, bit := range r {
			if bit == 1 {
				if b < 64 {
					ls[pos].lo |= 1 << b
				} else {
					ls[pos].hi |= 1 << (b - 64)
				}
			}
		}
		next = next[:0]
		for pos, bit := range r {
			if bit == 0 {
				next = append(next, ls[pos])
			}
		}
		for pos, bit := range r {
			if bit == 1 {
				next = append(next, ls[pos])
			}
		}
		copy(ls, next)
	}
	return ls
}

// labelsDistinct reports whether the labels of the inverse riffles are all
// different. labels runs an LSD radix sort — each inverse riffle is a stable
// partition on a more significant bit — so its result is in increasing
// order and neighbours suffice.
func labelsDistinct(n int, riffles [][]uint8) bool {
	ls := labels(n, riffles)
	for i := 1; i < len(ls); i++ {
		if ls[i] == ls[i-1] {
			return false
		}
	}
	return true
}

// UniformRiffles riffles deck until it is perfectly random by the
// stopping-time rule of [UniformRiffleBits] and returns the number of riffles
// made. ok is false if the labels were still not distinct after the cap of
// 128 riffles, which happens only with a degenerate generator (a uniform one
// fails with probability below n²/2^129): the deck is then not certified
// uniform.
func UniformRiffles[T any](deck []T, g rng.Generator) (riffles int, ok bool) {
	rs := UniformRiffleBits(len(deck), g)
	for _, r := range rs {
		RiffleBits(deck, r)
	}
	return len(rs), len(rs) < maxUniformRiffles || labelsDistinct(len(deck), rs)
}

// RisingSequences counts the rising sequences of a permutation: maximal runs
// of consecutive card values x, x+1, … appearing in increasing positions
// (Bayer and Diaconis 1992). deck must hold each of 0…n-1 once. A deck given
// k riffles from the ordered deck has at most 2^k rising sequences.
func RisingSequences(deck []int) int {
	pos := make([]int, len(deck))
	for i, c := range deck {
		pos[c] = i
	}
	r := 1
	for v := 1; v < len(deck); v++ {
		if pos[v] < pos[v-1] {
			r++
		}
	}
	if len(deck) == 0 {
		return 0
	}
	return r
}
