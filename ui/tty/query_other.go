//go:build !linux

package tty

import (
	"os"
	"time"
)

// isTerminal is false: elsewhere than Linux the package leaves TERM alone.
func isTerminal(*os.File) bool { return false }

// Background asks nothing elsewhere than Linux: ok is false.
func Background(in, out *os.File, wait time.Duration) (dark, ok bool) { return false, false }
