package cards

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
)

var updateTables = flag.Bool("update", false, "rewrite evaltables.bin from the baseline evaluator")

// builtTables are the evaluator's tables as buildEvalTables makes them.
type builtTables struct {
	bucketMul, slotMul uint64
	disp               [1 << bucketBits]uint16
	rank               [1 << slotBits]uint16
	flush              [8192]uint16
	values             []Value  // the distinct five-card values, weakest first
	keys               []uint64 // the rank fields of the multisets of 5…7 ranks

	bucket5Mul, slot5Mul uint64
	disp5                [1 << bucket5Bits]uint16
	rank5                [1 << slot5Bits]uint16 // per slot, a hand index
}

// rankMultisets calls f with the rank field (Σ 8^(r−2) over the ranks) and
// the cyclic card set of every multiset of lo…hi ranks with no rank more than
// four times. The cyclic set gives the j-th card of the multiset, ranks in
// order, the suit j mod 4: a rank's copies are consecutive, so they get
// distinct suits, and no suit gets more than two of seven cards, so the set
// holds no flush and is valued by its ranks alone.
func rankMultisets(lo, hi int, f func(key uint64, set uint64)) {
	var rec func(r, n int, key, set uint64)
	rec = func(r, n int, key, set uint64) {
		if r == 13 {
			if n >= lo {
				f(key, set)
			}
			return
		}
		s := set
		for m := 0; m <= 4 && n+m <= hi; m++ {
			rec(r+1, n+m, key+uint64(m)<<(3*r), s)
			s |= 1 << (16*((n+m)%4) + r)
		}
	}
	rec(0, 0, 0, 0)
}

// buildEvalTables builds the evaluator's tables from the baseline evaluator
// (see evaltables.go for what they hold and how the hash works).
func buildEvalTables() (*builtTables, error) {
	t := new(builtTables)
	// The 7,462 values: the non-flush values of the 6,175 five-rank
	// multisets and the flush values of the 1,287 five-bit rank masks.
	rankMultisets(5, 5, func(_, set uint64) { t.values = append(t.values, baseEvalSet(set)) })
	for m := range uint64(8192) {
		if bits.OnesCount64(m) == 5 {
			t.values = append(t.values, baseEvalSet(m))
		}
	}
	slices.Sort(t.values)
	t.values = slices.Compact(t.values)
	if len(t.values) != numHandValues {
		return nil, fmt.Errorf("%d distinct five-card values, want %d", len(t.values), numHandValues)
	}
	index := func(v Value) uint16 {
		i, ok := slices.BinarySearch(t.values, v)
		if !ok {
			panic(fmt.Sprintf("value %#x is no five-card value", uint32(v)))
		}
		return uint16(i)
	}
	for m := range uint64(8192) {
		if n := bits.OnesCount64(m); n >= 5 && n <= 7 {
			t.flush[m] = index(baseEvalSet(m)) // one suit: clubs
		}
	}
	var idx []uint16
	rankMultisets(5, 7, func(key, set uint64) {
		t.keys = append(t.keys, key)
		idx = append(idx, index(baseEvalSet(set)))
	})
	// The five-card hash over the 6,175 multisets of five ranks, from a PCG
	// of its own.
	var keys5 []uint64
	var idx5 []uint16
	rankMultisets(5, 5, func(key, set uint64) {
		keys5 = append(keys5, key)
		idx5 = append(idx5, index(baseEvalSet(set)))
	})
	g5 := rand.New(rand.NewPCG(5, 6175))
	for range 100 {
		t.bucket5Mul, t.slot5Mul = (g5.Uint64()|1)<<25, (g5.Uint64()|1)<<25
		if displace(keys5, idx5, t.bucket5Mul, t.slot5Mul, t.disp5[:], t.rank5[:]) {
			break
		}
		t.bucket5Mul, t.slot5Mul = 0, 0
	}
	if t.bucket5Mul == 0 {
		return nil, fmt.Errorf("no five-card perfect hash in 100 multiplier pairs")
	}
	// Hash and displace: draw multiplier pairs from a fixed PCG until every
	// bucket finds a displacement.
	g := rand.New(rand.NewPCG(17, 7462))
	for range 100 {
		t.bucketMul, t.slotMul = (g.Uint64()|1)<<25, (g.Uint64()|1)<<25
		if t.displace(idx) {
			return t, nil
		}
	}
	return nil, fmt.Errorf("no perfect hash in 100 multiplier pairs")
}

// displace is the five-card hash's search, the same as
// [builtTables.displace] over tables of any power-of-two sizes: it places
// keys by the multipliers into len(disp) buckets and len(slots) slots, each
// bucket (largest first, then by number) at the smallest displacement whose
// slots are all free, writes the hand indexes idx into slots, and reports
// whether every bucket found one.
func displace(keys []uint64, idx []uint16, bucketMul, slotMul uint64, disp, slots []uint16) bool {
	bBits, sBits := bits.Len(uint(len(disp)-1)), bits.Len(uint(len(slots)-1))
	buckets := make([][]int, len(disp))
	for i, k := range keys {
		b := k * bucketMul >> (64 - bBits)
		buckets[b] = append(buckets[b], i)
	}
	order := make([]int, len(buckets))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return len(buckets[b]) - len(buckets[a]) })
	clear(disp)
	clear(slots)
	used := make([]bool, len(slots))
	var got []uint32
	for _, b := range order {
		placed := false
		for d := uint32(0); d < uint32(len(slots)) && !placed; d++ {
			got = got[:0]
			placed = true
			for _, i := range buckets[b] {
				s := uint32(keys[i]*slotMul>>(64-sBits)) ^ d
				if used[s] || slices.Contains(got, s) {
					placed = false
					break
				}
				got = append(got, s)
			}
			if placed {
				disp[b] = uint16(d)
				for j, i := range buckets[b] {
					used[got[j]] = true
					slots[got[j]] = idx[i]
				}
			}
		}
		if !placed {
			return false
		}
	}
	return true
}

// displace places t.keys by t's multipliers, each bucket (largest first,
// then by number) at the smallest displacement whose slots are all free,
// and writes the hand indexes idx into t.rank. It reports whether every
// bucket found one.
func (t *builtTables) displace(idx []uint16) bool {
	buckets := make([][]int, len(t.disp))
	for i, k := range t.keys {
		b := k * t.bucketMul >> (64 - bucketBits)
		buckets[b] = append(buckets[b], i)
	}
	order := make([]int, len(buckets))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return len(buckets[b]) - len(buckets[a]) })
	t.disp, t.rank = [len(t.disp)]uint16{}, [len(t.rank)]uint16{}
	var used [len(t.rank)]bool
	slots := make([]uint32, 0, 64)
	for _, b := range order {
		placed := false
		for d := uint32(0); d < 1<<16 && !placed; d++ {
			slots = slots[:0]
			placed = true
			for _, i := range buckets[b] {
				s := uint32(t.keys[i]*t.slotMul>>(64-slotBits)) ^ d
				if used[s] || slices.Contains(slots, s) {
					placed = false
					break
				}
				slots = append(slots, s)
			}
			if placed {
				t.disp[b] = uint16(d)
				for j, i := range buckets[b] {
					used[slots[j]] = true
					t.rank[slots[j]] = idx[i]
				}
			}
		}
		if !placed {
			return false
		}
	}
	return true
}

// bytes is t in the layout of evaltables.bin.
func (t *builtTables) bytes() []byte {
	var b bytes.Buffer
	for _, part := range []any{t.disp[:], t.rank[:], t.flush[:]} {
		binary.Write(&b, binary.LittleEndian, part)
	}
	for _, v := range t.values {
		binary.Write(&b, binary.LittleEndian, uint32(v))
	}
	binary.Write(&b, binary.LittleEndian, t.disp5[:])
	binary.Write(&b, binary.LittleEndian, t.rank5[:])
	return b.Bytes()
}

// TestEvalTables rebuilds the evaluator's tables from the baseline evaluator
// and checks the embedded evaltables.bin and the multiplier constants
// against them; with -update it rewrites the file.
func TestEvalTables(t *testing.T) {
	bt, err := buildEvalTables()
	if err != nil {
		t.Fatal(err)
	}
	if len(bt.keys) != 6_175+18_395+49_205 {
		t.Errorf("%d rank multisets of 5…7 ranks, want 73,775", len(bt.keys))
	}
	if bt.bucketMul != bucketMul || bt.slotMul != slotMul {
		t.Errorf("the search found bucketMul = %#x, slotMul = %#x; evaltables.go says %#x, %#x",
			bt.bucketMul, bt.slotMul, uint64(bucketMul), uint64(slotMul))
	}
	if bt.bucket5Mul != bucket5Mul || bt.slot5Mul != slot5Mul {
		t.Errorf("the five-card search found bucket5Mul = %#x, slot5Mul = %#x; evaltables.go says %#x, %#x",
			bt.bucket5Mul, bt.slot5Mul, uint64(bucket5Mul), uint64(slot5Mul))
	}
	b := bt.bytes()
	if len(b) != evalTablesSize {
		t.Fatalf("built tables take %d bytes, want %d", len(b), evalTablesSize)
	}
	if *updateTables {
		if err := os.WriteFile("evaltables.bin", b, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if string(b) != evalTablesBin {
		t.Errorf("evaltables.bin differs from the tables built from the baseline: go test -run '^TestEvalTables$' -update")
	}
}
