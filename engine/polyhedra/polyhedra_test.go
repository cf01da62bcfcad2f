package polyhedra

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// known is the literature's answer for each type: faces and vertices as in
// the source's companion models (github.com/possibly-wrong/isohedra, one
// model per MathWorld type; the families at the models' n), and the order
// of the type's Schoenflies point group and of its rotation subgroup
// (Td 24/12, Oh 48/24, Ih 120/60, Th 24/12, T 12, O 24, I 60, D2d 8/4,
// D2 4; D_nh and D_nd 4n/2n, D_n 2n). rotOrbits is 2 exactly for the six
// types the source shows in two colours (the companion Mathematica file
// lists their faces as two polygon sets) and 1 for the other 24.
type known struct {
	faces, verts   int
	full, rot      int
	rotOrbits      int
	n              int // for a family: the n these counts are for
	faces2, verts2 func(n int) int
}

var literature = map[string]known{
	"tetrahedron":  {faces: 4, verts: 4, full: 24, rot: 12, rotOrbits: 1},
	"cube":         {faces: 6, verts: 8, full: 48, rot: 24, rotOrbits: 1},
	"octahedron":   {faces: 8, verts: 6, full: 48, rot: 24, rotOrbits: 1},
	"dodecahedron": {faces: 12, verts: 20, full: 120, rot: 60, rotOrbits: 1},
	"icosahedron":  {faces: 20, verts: 12, full: 120, rot: 60, rotOrbits: 1},
}

// familyLiterature: a family's faces, vertices and group orders at n.
var familyLiterature = map[string]func(n int) known{
	// D_nh: 4n symmetries, 2n rotations; 2n faces, n + 2 vertices.
	"dipyramid": func(n int) known { return known{faces: 2 * n, verts: n + 2, full: 4 * n, rot: 2 * n, rotOrbits: 1} },
	// D_nh on a 2n-gon: 4n faces, 2n + 2 vertices; two rotation orbits.
	"dipyramid skewed in out": func(n int) known {
		return known{faces: 4 * n, verts: 2*n + 2, full: 4 * n, rot: 2 * n, rotOrbits: 2}
	},
	// D_nd: the same counts, two rotation orbits.
	"dipyramid skewed up down": func(n int) known {
		return known{faces: 4 * n, verts: 2*n + 2, full: 4 * n, rot: 2 * n, rotOrbits: 2}
	},
	// D_nd: 2n kites, 2n + 2 vertices.
	"trapezohedron": func(n int) known { return known{faces: 2 * n, verts: 2*n + 2, full: 4 * n, rot: 2 * n, rotOrbits: 1} },
	// D_n: no mirror; 2n symmetries, all rotations.
	"trapezohedron skewed": func(n int) known {
		return known{faces: 2 * n, verts: 2*n + 2, full: 2 * n, rot: 2 * n, rotOrbits: 1}
	},
}

func expect(t *testing.T, s Solid) known {
	t.Helper()
	if s.N != 0 {
		f, ok := familyLiterature[s.Name]
		if !ok {
			t.Fatalf("%s: no literature entry for the family", s.Name)
		}
		return f(s.N)
	}
	k, ok := literature[s.Name]
	if !ok {
		t.Fatalf("%s: no literature entry", s.Name)
	}
	return k
}

func TestIsohedraAgainstLiterature(t *testing.T) {
	for _, s := range Isohedra() {
		k := expect(t, s)
		sym, err := Analyze(s)
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		if len(s.Faces) != k.faces || len(s.Vertices) != k.verts {
			t.Errorf("%s: %d faces, %d vertices; want %d, %d", s.Name, len(s.Faces), len(s.Vertices), k.faces, k.verts)
		}
		if sym.Full != k.full || sym.Rotations != k.rot {
			t.Errorf("%s: %d symmetries, %d rotations; want %d, %d", s.Name, sym.Full, sym.Rotations, k.full, k.rot)
		}
		if len(sym.FullOrbits) != 1 {
			t.Errorf("%s: %d orbits under the full group; an isohedron has 1", s.Name, len(sym.FullOrbits))
		}
		if len(sym.RotationOrbits) != k.rotOrbits || sym.FairUnderRotations != (k.rotOrbits == 1) {
			t.Errorf("%s: %d rotation orbits, fair %v; want %d", s.Name, len(sym.RotationOrbits), sym.FairUnderRotations, k.rotOrbits)
		}
		// Orbits of equal size (the group acts on them alike), covering every
		// face once, and FaceOrbit agreeing.
		seen := make([]bool, len(s.Faces))
		for i, o := range sym.RotationOrbits {
			if len(o)*len(sym.RotationOrbits) != len(s.Faces) {
				t.Errorf("%s: rotation orbit %d has %d of %d faces", s.Name, i, len(o), len(s.Faces))
			}
			for _, f := range o {
				if seen[f] || sym.FaceOrbit[f] != i {
					t.Errorf("%s: face %d in orbit %d twice or FaceOrbit %d", s.Name, f, i, sym.FaceOrbit[f])
				}
				seen[f] = true
			}
		}
	}
}

func TestFamiliesAtSeveralN(t *testing.T) {
	for _, fi := range Families() {
		for _, n := range []int{fi.MinN, fi.MinN + 1, 4, 5, 6, 7, 12, fi.MaxN} {
			if n < fi.MinN {
				continue
			}
			s, err := Family(fi.Name, n)
			if err != nil {
				t.Fatalf("%s n=%d: %v", fi.Name, n, err)
			}
			k := familyLiterature[fi.Name](n)
			sym, err := Analyze(s)
			if err != nil {
				t.Fatalf("%s n=%d: %v", fi.Name, n, err)
			}
			if len(s.Faces) != k.faces || len(s.Vertices) != k.verts || len(s.Faces) != fi.FacesPerN*n ||
				sym.Full != k.full || sym.Rotations != k.rot || len(sym.RotationOrbits) != k.rotOrbits || len(sym.FullOrbits) != 1 {
				t.Errorf("%s n=%d: F %d V %d, groups %d/%d, orbits %d/%d; want F %d V %d, %d/%d, %d/1",
					fi.Name, n, len(s.Faces), len(s.Vertices), sym.Full, sym.Rotations, len(sym.RotationOrbits), len(sym.FullOrbits),
					k.faces, k.verts, k.full, k.rot, k.rotOrbits)
			}
			checkSolid(t, s)
		}
	}
}

func TestFamilyErrorsNameTheField(t *testing.T) {
	for _, c := range []struct {
		name string
		n    int
		want string
	}{
		{"dipyramid", 2, "n = 2 is out of range: a dipyramid takes n in 3…50"},
		{"trapezohedron", MaxN + 1, "n = 51 is out of range"},
		{"dipyramid skewed up down", 1, "n = 1 is out of range"},
		{"cube", 4, `name "cube" is not a family: allowed dipyramid,`},
	} {
		_, err := Family(c.name, c.n)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Family(%q, %d) = %v, want %q", c.name, c.n, err, c.want)
		}
	}
}

// checkSolid: Euler's formula, every edge shared by two faces in opposite
// directions, every face planar and convex and counter-clockwise from
// outside, every other vertex strictly inside every face's plane.
func checkSolid(t *testing.T, s Solid) {
	t.Helper()
	v, e, f := len(s.Vertices), len(edges(s)), len(s.Faces)
	if v-e+f != 2 {
		t.Errorf("%s: V − E + F = %d − %d + %d ≠ 2", s.Name, v, e, f)
	}
	directed := map[[2]int]int{}
	for _, face := range s.Faces {
		for k := range face {
			directed[[2]int{face[k], face[(k+1)%len(face)]}]++
		}
	}
	for d, c := range directed {
		if c != 1 || directed[[2]int{d[1], d[0]}] != 1 {
			t.Errorf("%s: edge %v runs %d times, its reverse %d", s.Name, d, c, directed[[2]int{d[1], d[0]}])
		}
	}
	for fi, face := range s.Faces {
		p := s.Vertices
		var normal Vec // Newell's normal: the polygon's area vector
		for k := range face {
			a, b := p[face[k]], p[face[(k+1)%len(face)]]
			normal = normal.add(a.cross(b))
		}
		normal = normal.unit()
		d := normal.dot(p[face[0]])
		for k, i := range face {
			if off := math.Abs(normal.dot(p[i]) - d); off > 1e-9 {
				t.Errorf("%s: face %d corner %d is %.3g off the face's plane", s.Name, fi, k, off)
			}
			a, b, c := p[face[k]], p[face[(k+1)%len(face)]], p[face[(k+2)%len(face)]]
			if turn := b.sub(a).cross(c.sub(b)).dot(normal); turn < 1e-6 {
				t.Errorf("%s: face %d turns %.3g at corner %d: not strictly convex", s.Name, fi, turn, k+1)
			}
		}
		on := map[int]bool{}
		for _, i := range face {
			on[i] = true
		}
		for i, q := range p {
			if !on[i] && normal.dot(q)-d > -1e-6 {
				t.Errorf("%s: vertex %d is not inside face %d's plane", s.Name, i, fi)
			}
		}
	}
	if me := minEdge(s); math.Abs(me-1) > 1e-12 {
		t.Errorf("%s: shortest edge %v, want 1", s.Name, me)
	}
}

func TestEverySolidIsConvex(t *testing.T) {
	for _, s := range Isohedra() {
		checkSolid(t, s)
	}
}

// TestGroupClosure: the maps Analyze accepts form a group — the identity
// is there, every product of two is one of them (as a matrix and as a
// permutation of the vertices), every one is orthogonal with the
// determinant it was filed under.
func TestGroupClosure(t *testing.T) {
	for _, s := range Isohedra() {
		g, _, err := symmetries(s)
		if err != nil {
			t.Fatal(err)
		}
		key := func(p []int) string { return fmt.Sprint(p) }
		byPerm := map[string]int{}
		for i, m := range g {
			byPerm[key(m.verts)] = i
			if m.m.mul(m.m.transpose()).maxDiff(identity) > 1e-12 || math.Abs(m.m.det()-float64(m.det)) > 1e-12 {
				t.Errorf("%s: map %d is not orthogonal with det %d", s.Name, i, m.det)
			}
		}
		id := make([]int, len(s.Vertices))
		for i := range id {
			id[i] = i
		}
		if _, ok := byPerm[key(id)]; !ok {
			t.Errorf("%s: no identity", s.Name)
		}
		for _, a := range g {
			for _, b := range g {
				p := make([]int, len(id))
				for i := range p {
					p[i] = a.verts[b.verts[i]]
				}
				c, ok := byPerm[key(p)]
				if !ok {
					t.Fatalf("%s: a product of two symmetries is not among them", s.Name)
				}
				if g[c].m.maxDiff(a.m.mul(b.m)) > 1e-9 || g[c].det != a.det*b.det {
					t.Fatalf("%s: the product's matrix differs from the symmetry with its permutation", s.Name)
				}
			}
		}
	}
}
