package shuffle

import "unsafe"

// Sampler workers' kernels are padded, like their tallies
// (stats.NewTally), so that no two workers' data share a cache line: every
// sample writes a worker's deck and, for the fused kernel, its batch words,
// and two cores writing to one line (false sharing) made two workers slower
// than one.

// padBytes is the padding around a worker's own data: two 64-byte cache
// lines, since processors fetch lines in adjacent pairs.
const padBytes = 128

// padded returns a pointer to a copy of v with padBytes of padding on each
// side.
func padded[T any](v T) *T {
	b := &struct {
		_ [padBytes]byte
		v T
		_ [padBytes]byte
	}{v: v}
	return &b.v
}

// paddedSlice returns a zeroed slice of n elements with at least padBytes
// of unused memory on each side.
func paddedSlice[E any](n int) []E {
	var e E
	pad := padBytes/max(1, int(unsafe.Sizeof(e))) + 1
	return make([]E, n+2*pad)[pad : pad+n : pad+n]
}
