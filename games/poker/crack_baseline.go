package poker

import "riffle/engine/rng"

// baselineKernel is the kernel the cracker used before crackKernel: kept
// as the baseline of riffle bench (CrackSpec.Baseline) and
// BenchmarkCrackSeed/baseline-kernel, and as a second oracle.
//
// Going backwards through the ASF shuffle's 52 swaps traces a final
// position to the new-deck position its card came from: at step i (0-based,
// swapping positions i and r_i), a card now at i was at r_i before, and one
// at r_i was at i. So a seed fits the first visible card after one pass over
// its 52 draws, and 51 seeds in 52 fail there.
//
// The draws come from the states s_j = A^j·seed + C_j (mod 2^32), j = 1…52,
// of Delphi's recurrence s' = A·s + 1; for the next seed every s_j grows by
// A^j, so the kernel keeps the 52 states and adds, never multiplying the
// recurrence out. r_i = ⌊s_{i+1}·51 / 2^32⌋ is Random(51), and
// Random(51) + 1 − 1 is the 0-based position.
type baselineKernel struct {
	state, step [52]uint32
	hits        []uint32
}

// run returns the seeds lo…hi−1 whose deal shows the targets. It needs
// hi > lo.
func (k *baselineKernel) run(targets [5]crackTarget, lo, hi uint32) []uint32 {
	s := lo
	a := uint32(1)
	for j := range k.state {
		s = s*rng.DelphiMultiplier + 1
		a *= rng.DelphiMultiplier
		k.state[j], k.step[j] = s, a
	}
	k.hits = k.hits[:0]
	t0 := targets[0]
	for seed := lo; seed < hi; seed++ {
		// The first target, fused with moving every state on to the next
		// seed.
		pos := t0.pos
		for i := 51; i >= 0; i-- {
			st := k.state[i]
			k.state[i] = st + k.step[i]
			r := int(uint64(st) * 51 >> 32)
			if pos == i {
				pos = r
			} else if pos == r {
				pos = i
			}
		}
		if pos != t0.from {
			continue
		}
		if k.fitsRest(targets) {
			k.hits = append(k.hits, seed)
		}
	}
	return k.hits
}

// fitsRest checks targets 1…4 for the seed whose states are one step
// behind k.state (run has already moved them on).
func (k *baselineKernel) fitsRest(targets [5]crackTarget) bool {
	for _, t := range targets[1:] {
		pos := t.pos
		for i := 51; i >= 0; i-- {
			r := int(uint64(k.state[i]-k.step[i]) * 51 >> 32)
			if pos == i {
				pos = r
			} else if pos == r {
				pos = i
			}
		}
		if pos != t.from {
			return false
		}
	}
	return true
}
