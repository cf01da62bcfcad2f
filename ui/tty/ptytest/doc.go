// Package ptytest opens pseudo-terminals (on Linux) for tests that play
// the terminal a program runs on.
package ptytest
