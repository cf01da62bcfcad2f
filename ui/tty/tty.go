// Package tty keeps the terminal library's start from asking the terminal
// anything, and asks the terminal Riffle's one question with a short
// deadline instead.
//
// bubbletea v1 asks the terminal for its background colour as its package
// is initialized (through lipgloss and termenv), and a terminal that does
// not answer holds the program there for termenv's timeout, 5 s. termenv
// asks nothing when TERM starts with "dumb". This package has no import
// outside the standard library and golang.org/x/sys, so Go initializes it
// before termenv, lipgloss and bubbletea (the packages are initialized in
// the order of their import paths, each once its imports are): its init
// sets TERM=dumb while a terminal is on stdout, and [Restore], which main
// calls first, puts TERM back as it was.
package tty

import (
	"os"
	"sync"
)

// saved is TERM as it was before hide replaced it.
type saved struct {
	value string
	set   bool
}

// start is TERM as the program was started with it, when init hid it.
var (
	start   *saved
	restore sync.Once
)

func init() {
	if isTerminal(os.Stdout) {
		start = hide()
	}
}

// hide sets TERM to "dumb" and returns what it was.
func hide() *saved {
	s := &saved{}
	s.value, s.set = os.LookupEnv("TERM")
	os.Setenv("TERM", "dumb")
	return s
}

// put sets TERM back to s, or unsets it.
func (s *saved) put() {
	if s.set {
		os.Setenv("TERM", s.value)
	} else {
		os.Unsetenv("TERM")
	}
}

// Restore puts TERM back as the program was started with it, byte for
// byte, or unset if it was unset. It does something the first time only;
// main calls it before anything else reads TERM.
func Restore() {
	restore.Do(func() {
		if start != nil {
			start.put()
		}
	})
}
