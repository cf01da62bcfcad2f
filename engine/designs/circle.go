package designs

// The circular search of "Quest for Double Dobbles" (polettix.it, 2021-05-11):
// place N = 1 + k(k−1)/2 symbols on a circle, choose k places holding place
// 0, and turn the choice round the circle to make the N cards. The post's
// Perl walks the choices 0 first, then the others in ascending
// combinations (Algorithm::Loop's NestedLoops), and keeps the first that its
// check_double_dobble accepts: (0 1 2 4) for k = 4, (0 1 2 4 7) for k = 5,
// none for k = 6, 7, 8.

// SourceCheck is the post's check_double_dobble, line by line, on a
// sequence of k places (ascending, distinct, in 0..N−1): every folded
// distance between two places (d, or N − d when d passes N/2) is counted;
// a distance seen a third time fails at once; at the end the sequence
// fails only when exactly one distance was seen once and it is not the
// largest, N/2 (N even) or (N−1)/2 (N odd).
//
// Read as mathematics, the check means "every folded distance twice, or
// the half-way distance N/2 once": the (N, k, 2) difference-set condition
// on Z_N ([Group.IsDifferenceSet]). Its last line also lets through a
// sequence with two or more distances seen once; TestSourceCheckIsDifferenceSet
// shows that no k-subset for k ≤ 7 (k ≤ 8 with RIFFLE_SLOW=1) is let
// through that way, so the post's results stand.
func SourceCheck(seq []int) bool {
	k := len(seq)
	n := BiplaneSize(k)
	maxDelta := n / 2 // (N−1)/2 for odd N, N/2 for even N
	seen := make([]int8, maxDelta+1)
	ones := 0
	for i := 0; i < k-1; i++ {
		for j := i + 1; j < k; j++ {
			d := seq[j] - seq[i]
			if d > maxDelta {
				d = n - d
			}
			switch seen[d] {
			case 0:
				seen[d] = 1
				ones++
			case 1:
				seen[d] = 2
				ones--
			default:
				return false
			}
		}
	}
	return !(ones == 1 && seen[maxDelta] != 1)
}

// SourceFirst runs the post's search for k symbols a card: every sequence
// 0 < i₁ < … < i_{k−1} < N in ascending (lexicographic) order, each tried
// with [SourceCheck], up to the first accepted. It returns that sequence
// (nil if none) and the number of sequences checked: C(N−1, k−1) when
// there is none.
func SourceFirst(k int) (seq []int, checked int64) {
	n := BiplaneSize(k)
	if k < 1 {
		return nil, 0
	}
	seq = make([]int, k)
	for i := range seq {
		seq[i] = i // 0, 1, …, k−1: the first combination
	}
	for {
		checked++
		if SourceCheck(seq) {
			return seq, checked
		}
		// Next combination of the k−1 places after 0, as NestedLoops does.
		i := k - 1
		for i >= 1 && seq[i] == n-k+i {
			i--
		}
		if i < 1 {
			return nil, checked
		}
		seq[i]++
		for j := i + 1; j < k; j++ {
			seq[j] = seq[j-1] + 1
		}
	}
}

// CircularFirst is the same search made fast: backtracking on the counts
// of differences in Z_N ([Group.Search]), so a branch goes as soon as a
// difference is made a third time. It visits the sequences in the same
// order and accepts the same ones (difference sets), so it returns the
// same first sequence as [SourceFirst]; nodes is the number of partial
// sequences extended.
func CircularFirst(k int) (seq []int, nodes int64) {
	return Cyclic(BiplaneSize(k)).Search(k, 2)
}
