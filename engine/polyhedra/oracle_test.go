package polyhedra

import (
	"fmt"
	"testing"
)

// distancePermutations is an independent route to the symmetry group: the
// permutations of the vertices that keep every distance between two
// vertices, found by backtracking (no frames, no matrices). An isometry of
// a solid permutes its vertices and keeps their distances; conversely a
// distance-keeping permutation of points that span space extends to
// exactly one isometry. Each is returned with its orientation: the sign of
// the volume of the first non-flat corner (centroid, a, b, c) and of its
// image.
func distancePermutations(s Solid) (perms [][]int, dets []int) {
	v := s.Vertices
	n := len(v)
	var c Vec
	for _, p := range v {
		c = c.add(p)
	}
	c = c.scale(1 / float64(n))
	d := make([][]float64, n)
	for i := range d {
		d[i] = make([]float64, n)
		for j := range d[i] {
			d[i][j] = dist(v[i], v[j])
		}
	}
	same := func(x, y float64) bool { return x-y < 1e-9*max(x, y, 1) && y-x < 1e-9*max(x, y, 1) }
	vol := func(a, b, e int) float64 { return v[a].sub(c).Cross(v[b].sub(c)).Dot(v[e].sub(c)) }
	// A corner (0, b, e) with volume well away from zero fixes orientation.
	b, e := -1, -1
	for i := 1; i < n && b < 0; i++ {
		for j := i + 1; j < n; j++ {
			if x := vol(0, i, j); x*x > 1e-6 {
				b, e = i, j
				break
			}
		}
	}
	p := make([]int, n)
	used := make([]bool, n)
	var walk func(k int)
	walk = func(k int) {
		if k == n {
			sign := 1
			if vol(p[0], p[b], p[e])*vol(0, b, e) < 0 {
				sign = -1
			}
			perms = append(perms, append([]int(nil), p...))
			dets = append(dets, sign)
			return
		}
		for j := range n {
			if used[j] {
				continue
			}
			ok := true
			for i := range k {
				if !same(d[i][k], d[p[i]][j]) {
					ok = false
					break
				}
			}
			if ok {
				p[k], used[j] = j, true
				walk(k + 1)
				used[j] = false
			}
		}
	}
	walk(0)
	return perms, dets
}

// TestAnalyzeAgreesWithDistancePermutations: Analyze's groups, rotation
// subgroups and the vertex permutations themselves agree with the
// backtracking search over distance-keeping permutations, for every type
// and the families at a few n.
func TestAnalyzeAgreesWithDistancePermutations(t *testing.T) {
	for _, s := range allForTests(t) {
		perms, dets := distancePermutations(s)
		g, _, err := symmetries(s)
		if err != nil {
			t.Fatal(err)
		}
		rot := 0
		want := map[string]int{}
		for i, p := range perms {
			want[fmt.Sprint(p)] = dets[i]
			if dets[i] > 0 {
				rot++
			}
		}
		sym, _ := Analyze(s)
		if sym.Full != len(perms) || sym.Rotations != rot {
			t.Errorf("%s: Analyze %d/%d, distance permutations %d/%d", s.Name, sym.Full, sym.Rotations, len(perms), rot)
		}
		for _, m := range g {
			if det, ok := want[fmt.Sprint(m.verts)]; !ok || det != m.det {
				t.Errorf("%s: Analyze's map %v (det %d) is not a distance permutation of that orientation", s.Name, m.verts, m.det)
				break
			}
		}
		// The rotation orbits, from the oracle's permutations carried to
		// the faces (a face is its set of corners).
		var faceMaps [][]int
		key := map[string]int{}
		for f, face := range s.Faces {
			key[setKey(face)] = f
		}
		for i, p := range perms {
			if dets[i] < 0 {
				continue
			}
			fp := make([]int, len(s.Faces))
			for f, face := range s.Faces {
				img := make([]int, len(face))
				for k, x := range face {
					img[k] = p[x]
				}
				fp[f] = key[setKey(img)]
			}
			faceMaps = append(faceMaps, fp)
		}
		// In a group the orbit of f is the set of its images.
		var orbits [][]int
		done := make([]bool, len(s.Faces))
		for f := range s.Faces {
			if done[f] {
				continue
			}
			var o []int
			for g := range s.Faces {
				for _, fp := range faceMaps {
					if fp[f] == g {
						o = append(o, g)
						done[g] = true
						break
					}
				}
			}
			orbits = append(orbits, o)
		}
		if got, want := fmt.Sprint(sym.RotationOrbits), fmt.Sprint(orbits); got != want {
			t.Errorf("%s: rotation orbits %s, the oracle's %s", s.Name, got, want)
		}
	}
}
