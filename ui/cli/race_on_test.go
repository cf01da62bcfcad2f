//go:build race

package cli

// raceEnabled: the race detector is on, and it slows the memory tests
// about tenfold while making their numbers meaningless.
const raceEnabled = true
