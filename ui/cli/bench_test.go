package cli

import (
	"strings"
	"testing"
)

func TestBench(t *testing.T) {
	var b benchJSON
	runJSON(t, &b, "bench", "--seconds", "1", "--workers", "1", "--cards", "8", "--json")
	if b.Cards != 8 || b.Workers != 1 || b.Baseline <= 0 || b.Riffle <= 0 || b.Ratio <= 0 {
		t.Errorf("bench: %+v", b)
	}
	for _, args := range [][]string{
		{"bench", "--cards", "2"}, {"bench", "--cards", "257"}, {"bench", "--seconds", "0"}, {"bench", "--workers", "0"},
	} {
		code, out, errOut := run(args...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 {
			t.Errorf("riffle %v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

func TestMedian(t *testing.T) {
	if m := median([]float64{5, 1, 3}); m != 3 {
		t.Errorf("median(5,1,3) = %v", m)
	}
	if m := median([]float64{4, 1, 3, 2}); m != 2.5 {
		t.Errorf("median(4,1,3,2) = %v", m)
	}
}
