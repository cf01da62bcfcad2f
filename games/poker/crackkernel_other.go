//go:build !amd64

package poker

// crackHasSIMD is false: only amd64 has the AVX2 lane loop.
const crackHasSIMD = false

// crackSIMD is the AVX2 loop's state, which other architectures lack.
type crackSIMD struct{}

// runSIMD is never called without AVX2; it runs the pure-Go kernel.
func (k *crackKernel) runSIMD(targets [5]crackTarget, lo, hi uint32) {
	k.runScalar(targets, lo, hi)
}
