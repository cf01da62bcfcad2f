// Package odds answers the "what are the chances" questions Riffle's tables
// raise, exactly where a fraction is the truth: probabilities are
// math/big.Rat values (printed as a fraction and a decimal), and where an
// exact answer is out of reach the function says so and gives its accuracy.
//
// Every number here is checked in the tests against an independent route:
// brute-force enumeration, a simulation with a stated tolerance, or a
// published table whose source is named.
package odds
