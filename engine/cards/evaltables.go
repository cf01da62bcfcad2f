package cards

import (
	_ "embed"
	"math/bits"
)

// The evaluator behind [Eval5], [Eval7], [Eval], [Set.Eval] and [Hand] is
// table-driven: a card is a packed 64-bit key, a hand is the sum of its
// cards' keys, and the sum leads to the hand's value by one of two tables.
//
// The key of a card of rank r and suit s is
//
//	key = 1<<(3·(r−2))  +  1<<40  +  1<<(48+4·s)
//	      rank field       count     suit field
//
// so that the key of a hand of n ≤ 7 distinct cards holds, without carries:
//
//	bits  0–38   the rank counts, three bits per rank (0…4): the rank
//	             multiset, as the base-8 digits Σ 8^(r−2)
//	bits 40–47   n, the number of cards
//	bits 48–63   the suit counts, one nibble per suit (0…7)
//
// A suit holds five cards or more exactly when its nibble plus 3 reaches 8,
// so (key + 0x3333<<48) & 0x8888<<48 is nonzero exactly for a flush and its
// lowest set bit names the suit. With at most seven cards a flush suit
// decides the hand alone (four of a kind and full house need four, or three
// and two, distinct suits, leaving at most four cards of any suit, and two
// suits cannot both hold five); its value is flushTable[the suit's 13-bit
// rank block of the Set].
//
// Otherwise the rank multiset decides, and rankTable holds the value of each
// of the 73,775 multisets of 5, 6 or 7 ranks with no rank more than four
// times (6,175 + 18,395 + 49,205), placed by a perfect hash of the rank
// field, hash and displace (Belazzougui, Botelho, Dietzfelbinger, "Hash,
// displace, and compress", ESA 2009, in its simplest form):
//
//	bucket = key·bucketMul >> 51                 (13 bits)
//	slot   = key·slotMul >> 47  ⊕  disp[bucket]  (17 bits)
//
// Both multipliers end in 25 zero bits, so the products see only the rank
// field (bits 0–38). The multipliers and displacements were found by the
// search in evalbuild_test.go — the multipliers from a fixed PCG, each
// bucket's displacement the smallest that lands its keys on free slots,
// largest buckets first — and the tables it built are embedded from
// evaltables.bin; TestEvalTables rebuilds them from the baseline evaluator
// and compares byte for byte (go test -run '^TestEvalTables$' -update
// rewrites the file).
//
// The tables take 344 KB (the five-card ones 34 KB of it), decoded at init
// from the embedded file in about 55 µs (BenchmarkEvalTablesDecode; the
// five-card ones some 7 µs of it), which every riffle command pays.
//
// Both tables hold a hand index, 0…7,461: the rank of the hand's value among
// the 7,462 distinct values of five-card hands, weakest first, so that
// handValues[index] is the [Value] and index order is Value order.
//
// Five cards ([Eval5], [Eval] and [Hand.Value] of five cards) take a
// shorter way to the same values. A five-card flush is the whole suit block,
// so the OR of the four blocks indexes flushTable without finding the suit.
// Any other five-card hand is one of the 6,175 multisets of five ranks, and
// a second perfect hash of the same form, over them alone, places them in a
// table small enough to stay in the L1 cache:
//
//	bucket = key·bucket5Mul >> 54                 (10 bits)
//	slot   = key·slot5Mul >> 51  ⊕  disp5[bucket]  (13 bits)
//
// rank5Table[slot] is the Value itself, not a hand index, so that the hand
// costs two loads, from 2 KB and 32 KB, where the general hash costs three,
// one from its 256 KB table. The same search finds the multipliers and
// displacements, from a PCG of its own; evaltables.bin holds disp5 and the
// hand index of each slot, which init turns into Values. Eval5 goes about a
// fifth faster than by the general hash.
//
// Why not the additive rank keys of table evaluators such as SKPokerEval
// (small per-rank constants whose sums over 7 ranks are distinct): over
// multisets of 5, 6 and 7 ranks together the smallest such constants found
// by a greedy search exceed 1.5 million for the twelfth rank, the sums spread
// over some 2^24 values, and a row-displacement table over that range needs
// more memory for its row offsets than for its entries. A multiplicative hash
// does not care how wide its key is, so the widest and plainest key serves:
// the rank counts themselves, unique by construction.

const (
	countShift = 40
	suitShift  = 48
	suitThree  = 0x3333 << suitShift // + 3 in every suit nibble
	suitEight  = 0x8888 << suitShift // the top bit of every suit nibble

	numHandValues = 7462 // distinct values of five-card hands
	bucketBits    = 13
	slotBits      = 17

	// The perfect hash's multipliers, found by the search in
	// evalbuild_test.go (the first pair it draws that succeeds).
	bucketMul = 0x2fbb56a72e000000
	slotMul   = 0x20e1955a76000000

	// The five-card hash: its sizes and multipliers, found by the same
	// search over the five-rank multisets alone.
	bucket5Bits = 10
	slot5Bits   = 13
	bucket5Mul  = 0xf88ccdcc86000000
	slot5Mul    = 0x246a2f11a6000000
)

// cardKey[c] is card c's packed key; for the invalid cards 52…255 it is
// 1<<countShift, a card counted that no Set holds, which Hand.Value refuses
// (indexing by a uint8 needs no bounds check).
var cardKey [256]uint64

// The evaluation tables, decoded from evaltables.bin at init.
var (
	disp       [1 << bucketBits]uint16 // per bucket, the slot displacement
	rankTable  [1 << slotBits]uint16   // per slot, a hand index
	flushTable [8192]uint16            // per flush suit's rank block, a hand index
	handValues [8192]Value             // per hand index (0…7,461), its Value

	disp5      [1 << bucket5Bits]uint16 // per five-card bucket, the slot displacement
	rank5Table [1 << slot5Bits]Value    // per five-card slot, the Value (handValues[0] if free)
)

//go:embed evaltables.bin
var evalTablesBin string

// evalTablesSize is the length of evaltables.bin: the tables in the order
// declared, little-endian, handValues only up to numHandValues, and
// rank5Table as the uint16 hand index of each slot.
const evalTablesSize = 2*len(disp) + 2*len(rankTable) + 2*len(flushTable) + 4*numHandValues +
	2*len(disp5) + 2*len(rank5Table)

func init() {
	for c := range cardKey {
		cardKey[c] = 1 << countShift
	}
	for c := range Card(NumCards) {
		r, s := uint(c.Rank()-Two), uint(c.Suit())
		cardBits[c] = 1 << (16*s + r)
		cardKey[c] = 1<<(3*r) + 1<<countShift + 1<<(suitShift+4*s)
	}
	decodeEvalTables(evalTablesBin)
}

// decodeEvalTables fills the tables from the bytes of evaltables.bin.
func decodeEvalTables(b string) {
	if len(b) != evalTablesSize {
		panic("cards: evaltables.bin has the wrong size")
	}
	u16 := func(dst []uint16) {
		for i := range dst {
			dst[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
		}
		b = b[2*len(dst):]
	}
	u16(disp[:])
	u16(rankTable[:])
	u16(flushTable[:])
	for i := range numHandValues {
		handValues[i] = Value(b[4*i]) | Value(b[4*i+1])<<8 | Value(b[4*i+2])<<16 | Value(b[4*i+3])<<24
	}
	b = b[4*numHandValues:]
	u16(disp5[:])
	for i := range rank5Table {
		rank5Table[i] = handValues[(uint16(b[2*i])|uint16(b[2*i+1])<<8)&8191]
	}
}

// evalKey values a hand of 5 to 7 distinct valid cards from the sum of their
// keys and their Set. Other hands give meaningless values: the callers check.
func evalKey(key uint64, set Set) Value {
	if f := (key + suitThree) & suitEight; f != 0 {
		s := uint(bits.TrailingZeros64(f)-suitShift-3) / 4
		return handValues[flushTable[set>>(16*s)&0x1fff]&8191]
	}
	return rankValue(key)
}

// rankValue is the value of a hand without a flush from its key (only the
// rank field counts): the perfect hash, then the hand index.
func rankValue(key uint64) Value {
	slot := uint32(key*slotMul>>(64-slotBits)) ^ uint32(disp[key*bucketMul>>(64-bucketBits)])
	return handValues[rankTable[slot&(1<<slotBits-1)]&8191]
}

// eval5Key values a hand of five distinct valid cards from the sum of their
// keys and their Set: a flush by flushTable (the five cards are the whole
// suit block, so the OR of the four blocks is it), any other hand by the
// five-card hash. Other hands give meaningless values: the callers check.
func eval5Key(key uint64, set Set) Value {
	if (key+suitThree)&suitEight != 0 {
		return handValues[flushTable[(set|set>>16|set>>32|set>>48)&0x1fff]&8191]
	}
	return rank5Value(key)
}

// rank5Value is the value of a five-card hand without a flush from its key
// (only the rank field counts): the five-card hash.
func rank5Value(key uint64) Value {
	slot := uint32(key*slot5Mul>>(64-slot5Bits)) ^ uint32(disp5[key*bucket5Mul>>(64-bucket5Bits)])
	return rank5Table[slot&(1<<slot5Bits-1)]
}

// evalSet values a Set of 5 to 7 cards: a suit block of five bits or more
// is the flush, else the rank field is the four blocks spread to base-8
// digits and summed.
func evalSet(s Set) Value {
	a, b, c, d := uint64(s)&0x1fff, uint64(s>>16)&0x1fff, uint64(s>>32)&0x1fff, uint64(s>>48)&0x1fff
	switch {
	case bits.OnesCount64(a) >= 5:
		return handValues[flushTable[a]&8191]
	case bits.OnesCount64(b) >= 5:
		return handValues[flushTable[b]&8191]
	case bits.OnesCount64(c) >= 5:
		return handValues[flushTable[c]&8191]
	case bits.OnesCount64(d) >= 5:
		return handValues[flushTable[d]&8191]
	}
	return rankValue(spreadLo[a&0x7f] + spreadHi[a>>7] + spreadLo[b&0x7f] + spreadHi[b>>7] +
		spreadLo[c&0x7f] + spreadHi[c>>7] + spreadLo[d&0x7f] + spreadHi[d>>7])
}

// spreadLo[m] and spreadHi[m] are Σ 8^i over the bits i of m, for the low
// seven and the high six ranks of a suit block.
var spreadLo, spreadHi = func() (lo [128]uint64, hi [64]uint64) {
	for m := range 128 {
		for i := range 7 {
			if m>>i&1 != 0 {
				lo[m] += 1 << (3 * i)
				if m < 64 {
					hi[m] += 1 << (3 * (i + 7))
				}
			}
		}
	}
	return
}()
