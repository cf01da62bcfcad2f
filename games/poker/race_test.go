//go:build race

package poker

// raceEnabled is true under the race detector, which slows the pure-Go
// kernels about tenfold: the longest tests shrink.
const raceEnabled = true
