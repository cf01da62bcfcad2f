// Package cache keeps what takes seconds to work out and never changes —
// the solved Yahtzee strategy — in the user's cache directory
// ($XDG_CACHE_HOME/riffle, ~/.cache/riffle), checked by its hash when read
// and worked out again when missing or damaged. Nothing there is needed:
// without a cache directory the table is worked out in memory each run.
package cache

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"riffle/engine/odds"
)

var (
	mu         sync.Mutex
	strategies = map[odds.YahtzeeRules]*odds.YahtzeeStrategy{}
	solve      = odds.SolveYahtzee // the tests' is quicker
)

// Dir is the cache directory, or an error when the system has none.
func Dir() (string, error) {
	d, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "riffle"), nil
}

// YahtzeeFile is where the strategy for rules r is kept.
func YahtzeeFile(r odds.YahtzeeRules) (string, error) {
	d, err := Dir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "yahtzee-"+r.String()+".bin"), nil
}

// Yahtzee is the solved game under rules r: kept in memory once read, read
// from the cache file when it is whole, else worked out (about 5 s on two
// cores) and saved there. built says whether it was worked out now; a
// cache that could not be written is no error (note says why).
func Yahtzee(r odds.YahtzeeRules) (s *odds.YahtzeeStrategy, built bool, note string) {
	mu.Lock()
	defer mu.Unlock()
	if s := strategies[r]; s != nil {
		return s, false, ""
	}
	file, err := YahtzeeFile(r)
	if err == nil {
		if b, rerr := readRegular(file); rerr == nil {
			if s, uerr := odds.UnmarshalYahtzee(r, b); uerr == nil {
				strategies[r] = s
				return s, false, ""
			} else {
				note = uerr.Error() + ": worked out again"
			}
		}
	}
	s = solve(r)
	strategies[r] = s
	if err != nil {
		return s, true, "no cache directory: " + err.Error()
	}
	if werr := writeAtomic(file, s); werr != nil {
		return s, true, "not cached: " + werr.Error()
	}
	return s, true, note
}

// readRegular reads file if it is a regular file (a named pipe would block).
func readRegular(file string) ([]byte, error) {
	fi, err := os.Stat(file)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", file)
	}
	return os.ReadFile(file)
}

// writeAtomic writes s to file through a temporary file renamed over it,
// so that a reader never sees half a table.
func writeAtomic(file string, s *odds.YahtzeeStrategy) error {
	b, err := s.MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), filepath.Base(file)+".tmp*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("writing %s: %v", file, firstErr(werr, cerr))
	}
	if err := os.Rename(tmp.Name(), file); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// Forget drops the strategies kept in memory: the next use reads the cache
// file again (or works the table out).
func Forget() {
	mu.Lock()
	defer mu.Unlock()
	clear(strategies)
}
