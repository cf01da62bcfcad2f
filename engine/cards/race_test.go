//go:build race

package cards

// raceEnabled: the race detector slows the evaluator some twentyfold, so
// the long sweeps take a sample under it.
const raceEnabled = true
