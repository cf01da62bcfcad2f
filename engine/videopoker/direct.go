package videopoker

import (
	"math/bits"
	"sync"

	"riffle/engine/cards"
)

// subsetSums holds, for one sorted hand s and every mask m over it (bit j
// for s[j]), the sums over the five-card hands of the whole deck that
// contain the cards of m: pay[m] of the pay at five credits, cnt[m·L+i] of
// the hands paid on line i. The 32 holds' draws follow from them by
// inclusion–exclusion (holdsOf).
type subsetSums struct {
	pay [32]int64
	cnt []int64
}

// sumsFromTables reads a hand's subset sums from the built tables.
func (t *tables) sumsFromTables(s [5]int, own int8) subsetSums {
	L := t.nLines
	ss := subsetSums{cnt: make([]int64, 32*L)}
	for m := range 31 {
		rank, i := 0, 0
		for j := range 5 {
			if m>>j&1 != 0 {
				rank += int(binom[s[j]][i+1])
				i++
			}
		}
		k := bits.OnesCount(uint(m))
		ss.pay[m] = t.pay[k][rank]
		out := ss.cnt[m*L : m*L+L]
		if k == 4 {
			for l, n := range t.cnt4[rank*L : rank*L+L] {
				out[l] = int64(n)
			}
		} else {
			for l, n := range t.cnt[k][rank*L : rank*L+L] {
				out[l] = int64(n)
			}
		}
	}
	if own >= 0 {
		ss.pay[31] = t.pay5[own]
		ss.cnt[31*L+int(own)] = 1
	}
	return ss
}

// deckSums are the sums over the whole deck that a single hand cannot
// enumerate cheaply: over all 2,598,960 hands (pay0, cnt0) and over the
// 249,900 hands containing one given card, which by suit symmetry depend
// only on its rank (pay1, cnt1, by rank index 0 for deuces … 12 for aces).
type deckSums struct {
	pay0 int64
	cnt0 []int64
	pay1 [13]int64
	cnt1 [13][]int64
}

var (
	deckMu    sync.Mutex
	deckCache = map[string]*deckSums{}
)

// deckSumsFor returns p's deck sums, worked out from the 134,459 deals up
// to suit permutation: a class's members share their pay and their rank
// counts, so Σ over the hands holding a card of rank r of their pay is
// Σ_classes weight · pay · (cards of rank r in the class), four times the
// sum for one such card.
func deckSumsFor(p PayTable) *deckSums {
	k := key(p)
	deckMu.Lock()
	defer deckMu.Unlock()
	if d, ok := deckCache[k]; ok {
		return d
	}
	lineOf := p.lineOf()
	L := len(p.Lines)
	d := &deckSums{cnt0: make([]int64, L)}
	var per [13][]int64 // per[r][l]: Σ weight · (cards of rank r) over classes on line l
	for r := range per {
		per[r] = make([]int64, L)
	}
	forEachClass(func(c class) {
		var h [5]cards.Card
		var ranks [13]int64
		n := 0
		for suit, m := range c.suits {
			for ; m != 0; m &= m - 1 {
				b := bits.TrailingZeros16(m)
				h[n] = cards.Card(13*suit + b)
				ranks[b]++
				n++
			}
		}
		l := lineOf[classify(h, p.Wild)]
		if l < 0 {
			return
		}
		d.cnt0[l] += c.weight
		for r, nr := range ranks {
			per[r][l] += c.weight * nr
		}
	})
	for l, n := range d.cnt0 {
		d.pay0 += n * p.Lines[l].Pays[4]
	}
	for r := range per {
		d.cnt1[r] = make([]int64, L)
		for l, n := range per[r] {
			d.cnt1[r][l] = n / 4
			d.pay1[r] += n / 4 * p.Lines[l].Pays[4]
		}
	}
	deckCache[k] = d
	return d
}

// sumsDirect works out a hand's subset sums without the tables: the empty
// set and single cards from the deck sums, every set of two or more of its
// cards by listing the five-card hands that contain it (10 × 19,600 +
// 10 × 1,176 + 5 × 48 hands, about 208,000 in all).
func sumsDirect(p PayTable, s [5]int, own int8) subsetSums {
	lineOf := p.lineOf()
	L := len(p.Lines)
	ss := subsetSums{cnt: make([]int64, 32*L)}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // the deck sums beside the hand's own listing
		defer wg.Done()
		d := deckSumsFor(p)
		ss.pay[0] = d.pay0
		copy(ss.cnt[:L], d.cnt0)
		for j := range 5 {
			m, r := 1<<j, s[j]%13
			ss.pay[m] = d.pay1[r]
			copy(ss.cnt[m*L:m*L+L], d.cnt1[r])
		}
	}()
	for m := range 31 {
		if bits.OnesCount(uint(m)) < 2 {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			var h [5]cards.Card
			var in uint64
			n := 0
			for j := range 5 {
				if m>>j&1 != 0 {
					h[n] = cards.Card(s[j])
					in |= 1 << s[j]
					n++
				}
			}
			var rest []cards.Card
			for c := range 52 {
				if in>>c&1 == 0 {
					rest = append(rest, cards.Card(c))
				}
			}
			out := ss.cnt[m*L : m*L+L]
			var pay int64
			var fill func(from, at int)
			fill = func(from, at int) {
				if at == 5 {
					if l := lineOf[classify(h, p.Wild)]; l >= 0 {
						out[l]++
						pay += p.Lines[l].Pays[4]
					}
					return
				}
				for i := from; i <= len(rest)-(5-at); i++ {
					h[at] = rest[i]
					fill(i+1, at+1)
				}
			}
			fill(0, n)
			ss.pay[m] = pay
		}()
	}
	wg.Wait()
	if own >= 0 {
		ss.pay[31] = p.Lines[own].Pays[4]
		ss.cnt[31*L+int(own)] = 1
	}
	return ss
}

// holdsOf turns subset sums into the holds' draws: for every mask h, the
// hands containing h's cards and none of the discards,
//
//	T(H) = Σ_{H ⊆ M ⊆ hand} (−1)^{|M∖H|} S(M)
//
// (the superset Möbius transform over the 32 masks), for the pay and every
// line's count alike.
func (ss *subsetSums) holdsOf(L int) {
	for j := range 5 {
		for m := range 32 {
			if m>>j&1 != 0 {
				continue
			}
			ss.pay[m] -= ss.pay[m|1<<j]
			a, b := ss.cnt[m*L:m*L+L], ss.cnt[(m|1<<j)*L:(m|1<<j)*L+L]
			for l := range a {
				a[l] -= b[l]
			}
		}
	}
}
