package shuffle

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"riffle/engine/rng"
)

var update = flag.Bool("update", false, "rewrite testdata/regress.golden from the current code")

// TestRegress pins the first outputs of every algorithm on every seeded
// generator at fixed seeds (math/rand/v2 regress_test.go style): a change to
// any shuffle, any generator or the way one drives the other shows up here.
// The golden file changes only with -update, knowingly.
func TestRegress(t *testing.T) {
	var b strings.Builder
	for _, info := range rng.Generators() {
		if !info.Reproducible || strings.Contains(info.Name, ":") {
			continue
		}
		for _, a := range Algorithms() {
			n := 10
			if a.Kind == Faces {
				n = 12
			}
			f, err := a.Prepare(n, Options{})
			if err != nil {
				t.Fatalf("%s: %v", a.Name, err)
			}
			g, err := info.New(7)
			if err != nil {
				t.Fatalf("%s: %v", info.Name, err)
			}
			fmt.Fprintf(&b, "%s %s:", a.Name, info.Name)
			for range 3 {
				out := f(identity(n), g)
				fmt.Fprintf(&b, " %v", out)
			}
			b.WriteByte('\n')
		}
	}
	const path = "testdata/regress.golden"
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run TestRegress -update to create it)", err)
	}
	gotLines, wantLines := strings.Split(b.String(), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(gotLines), len(wantLines)) {
		var g, w string
		if i < len(gotLines) {
			g = gotLines[i]
		}
		if i < len(wantLines) {
			w = wantLines[i]
		}
		if g != w {
			t.Errorf("line %d:\n got %s\nwant %s", i+1, g, w)
		}
	}
}
