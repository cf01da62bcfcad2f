//go:build unix

package stats

import (
	"context"
	"syscall"
	"testing"
	"time"
)

func cpuTime(t *testing.T) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestSamplerPauseUsesNoCPU: while paused, the process uses next to no CPU
// time. Two workers left running for 300 ms would use hundreds of
// milliseconds of CPU even sharing the machine; the bound of 60 ms leaves
// room for the runtime's own housekeeping.
func TestSamplerPauseUsesNoCPU(t *testing.T) {
	s, err := StartSampler(context.Background(), SamplerConfig{Cards: 52, Workers: 2, Seed: 1, NewGen: pcgGen, Shuffle: fy})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	time.Sleep(20 * time.Millisecond)
	s.Pause()
	time.Sleep(20 * time.Millisecond) // let the workers park
	before := cpuTime(t)
	time.Sleep(300 * time.Millisecond)
	if used := cpuTime(t) - before; used > 60*time.Millisecond {
		t.Errorf("paused sampler used %v of CPU in 300 ms", used)
	}
}
