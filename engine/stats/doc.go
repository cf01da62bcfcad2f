// Package stats measures how fair a shuffle is.
//
// Three instruments, from cheapest to strongest:
//
//   - [Matrix] tallies where each card lands (position × card, or position ×
//     face for dice) and tests the tally against the uniform distribution with
//     a χ² test calibrated for permutations ([Matrix.PermutationChiSquare]) or
//     per position ([Matrix.RowChiSquare]).
//   - [Permutations] tallies whole orders of up to [MaxPermN] cards and tests
//     them against the uniform distribution on the n! permutations.
//   - [Exact] enumerates every random path of a small procedure and returns
//     its exact output distribution as fractions, so a bias is shown, not
//     estimated.
//
// A [Report] gathers the results of one run for the command line and the
// terminal UI. A [Verdict] — fair, suspicious, biased, too few samples or
// broken — is decided here only, by one constructor per test
// ([FitVerdict], [BallVerdict], [MatrixVerdict]), and words the result
// without claiming proof.
//
// Statistical tests can only fail to find a bias: "no evidence of bias" after
// T samples means a bias smaller than roughly 1/√T of the cell probabilities
// would probably have gone unseen.
//
// Nothing here draws random numbers of its own; samples come from the caller.
package stats
