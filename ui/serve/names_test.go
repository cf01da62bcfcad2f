package serve

import (
	"slices"
	"strings"
	"testing"
	"time"

	"riffle/engine/stats"
	"riffle/ui/tui"
)

// studentNames waits until the class lists n students and returns their
// names, sorted.
func studentNames(t *testing.T, ts *testServer, n int) []string {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if st := ts.class.Students(); len(st) == n {
			var names []string
			for _, s := range st {
				names = append(names, s.Name)
			}
			slices.Sort(names)
			return names
		}
	}
	t.Fatalf("the class never listed %d students: %+v", n, ts.class.Students())
	return nil
}

// Names the teacher controls: with an allow-list a student is the name
// the list gives their key, whatever user name they type (dave's key
// logged in as "alice" is dave); without one, the user name with the
// key's short fingerprint, so that two students typing "alice" are two
// names.
func TestNamesTheTeacherControls(t *testing.T) {
	dave, erin := newKey(t), newKey(t)
	ts := startServer(t, Config{Options: testOptions(), Allowed: []AllowedKey{{Key: dave.PublicKey(), Name: "dave"}, {Key: erin.PublicKey(), Name: "erin"}}})
	a := ts.connect(t, "alice", dave, 140, 24)
	b := ts.connect(t, "alice", erin, 140, 24)
	// Each casino on a seed of its own, from the class's 42 (TestStudentSeed).
	a.must(0, "seed "+StudentSeed("42", Identity(dave.PublicKey(), "alice")))
	b.must(0, "seed "+StudentSeed("42", Identity(erin.PublicKey(), "alice")))
	if got := studentNames(t, ts, 2); !slices.Equal(got, []string{"dave", "erin"}) {
		t.Errorf("with an allow-list, keys named dave and erin logged in as alice are %q", got)
	}
	a.quit()
	b.quit()

	open := startServer(t, Config{Options: testOptions()})
	k1, k2 := newKey(t), newKey(t)
	c := open.connect(t, "alice", k1, 80, 24)
	d := open.connect(t, "alice", k2, 80, 24)
	c.must(0, "Craps")
	d.must(0, "Craps")
	want := []string{"alice " + ShortFingerprint(k1.PublicKey()), "alice " + ShortFingerprint(k2.PublicKey())}
	slices.Sort(want)
	if got := studentNames(t, open, 2); !slices.Equal(got, want) || got[0] == got[1] {
		t.Errorf("without an allow-list, two keys typing alice are %q, want %q", got, want)
	}
	c.quit()
	d.quit()
}

// A class seed gives each student a stream of their own: the seed of
// each casino depends on the class's seed and the student's identity,
// the same again for the same student, and none for a class without a
// seed.
func TestStudentSeed(t *testing.T) {
	a, b := StudentSeed("42", "key-aa"), StudentSeed("42", "key-bb")
	if a == b || a != StudentSeed("42", "key-aa") || a == StudentSeed("43", "key-aa") || StudentSeed("", "key-aa") != "" {
		t.Errorf("seeds %q %q", a, b)
	}
	if _, err := (tui.Options{Seed: a}).Resolve(); err != nil {
		t.Errorf("a student's seed %q is not a seed the casino takes: %v", a, err)
	}
}

// Five students under one --seed throw the dice of five streams: the
// class's pooled test of 5 × 180 throws of a fair die passes (one seed
// for all threw each die five times over: χ² 36, p = 9.5e-07, "these dice
// do not look fair"), and a loaded die — a six one time in four — is
// still caught. The dice come as a craps table throws them: its
// generator from the student's settings (NewTableGen), IntN(6) + 1.
func TestPooledDiceOfAClassSeed(t *testing.T) {
	for _, loaded := range []bool{false, true} {
		class := NewClass()
		for i := range 5 {
			id := Identity(nil, string(rune('a'+i)))
			class.join(id, id, func() {})
			s, err := tui.Options{Seed: StudentSeed("42", id)}.Resolve()
			if err != nil {
				t.Fatal(err)
			}
			g, err := s.NewTableGen()
			if err != nil {
				t.Fatal(err)
			}
			faces := make([]int, 180)
			for k := range faces {
				faces[k] = g.IntN(6) + 1
				if loaded && g.IntN(4) == 0 {
					faces[k] = 6
				}
			}
			class.Link(id).Dice(6, faces)
		}
		v := DiceVerdict(class.Dice(6))
		if loaded == (v.Kind == stats.Fair) {
			t.Errorf("loaded %v: %d throws pooled, %v (p = %.3g)", loaded, 900, v.Kind, v.P)
		}
	}
	if s := strings.TrimSpace(StudentSeed("42", "x")); s == "" {
		t.Error("no seed")
	}
}
