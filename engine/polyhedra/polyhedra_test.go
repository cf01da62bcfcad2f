package polyhedra

import (
	"fmt"
	"math"
	"sort"
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
	faces, verts, corners int // corners: of every face
	full, rot             int
	rotOrbits             int
}

var literature = map[string]known{
	// Platonic.
	"tetrahedron":  {4, 4, 3, 24, 12, 1},    // Td
	"cube":         {6, 8, 4, 48, 24, 1},    // Oh
	"octahedron":   {8, 6, 3, 48, 24, 1},    // Oh
	"dodecahedron": {12, 20, 5, 120, 60, 1}, // Ih
	"icosahedron":  {20, 12, 3, 120, 60, 1}, // Ih
	// Catalan.
	"triakis tetrahedron":         {12, 8, 3, 24, 12, 1},    // Td
	"rhombic dodecahedron":        {12, 14, 4, 48, 24, 1},   // Oh
	"small triakis octahedron":    {24, 14, 3, 48, 24, 1},   // Oh
	"tetrakis hexahedron":         {24, 14, 3, 48, 24, 1},   // Oh
	"deltoidal icositetrahedron":  {24, 26, 4, 48, 24, 1},   // Oh
	"disdyakis dodecahedron":      {48, 26, 3, 48, 24, 2},   // Oh, less fair
	"pentagonal icositetrahedron": {24, 38, 5, 24, 24, 1},   // O (chiral)
	"rhombic triacontahedron":     {30, 32, 4, 120, 60, 1},  // Ih
	"triakis icosahedron":         {60, 32, 3, 120, 60, 1},  // Ih
	"pentakis dodecahedron":       {60, 32, 3, 120, 60, 1},  // Ih
	"deltoidal hexecontahedron":   {60, 62, 4, 120, 60, 1},  // Ih
	"disdyakis triacontahedron":   {120, 62, 3, 120, 60, 2}, // Ih, less fair
	"pentagonal hexecontahedron":  {60, 92, 5, 60, 60, 1},   // I (chiral)
	// The others.
	"isosceles tetrahedron":              {4, 4, 3, 8, 4, 1},     // D2d (tetragonal disphenoid)
	"iso scalene tetrahedron":            {4, 4, 3, 4, 4, 1},     // D2 (rhombic disphenoid)
	"octahedral pentagonal dodecahedron": {12, 20, 5, 24, 12, 1}, // Th (pyritohedron)
	"tetragonal pentagonal dodecahedron": {12, 20, 5, 12, 12, 1}, // T (tetartoid)
	"trapezoidal dodecahedron":           {12, 14, 4, 24, 12, 1}, // Td (deltoid dodecahedron)
	"hexakis tetrahedron":                {24, 14, 3, 24, 12, 2}, // Td, less fair
	"dyakis dodecahedron":                {24, 26, 4, 24, 12, 2}, // Th (diploid), less fair
}

// familyLiterature: a family's faces, vertices and group orders at n.
var familyLiterature = map[string]func(n int) known{
	// D_nh: 4n symmetries, 2n rotations; 2n triangles, n + 2 vertices.
	"dipyramid": func(n int) known { return known{2 * n, n + 2, 3, 4 * n, 2 * n, 1} },
	// D_nh on a 2n-gon: 4n triangles, 2n + 2 vertices; two rotation orbits.
	"dipyramid skewed in out": func(n int) known { return known{4 * n, 2*n + 2, 3, 4 * n, 2 * n, 2} },
	// D_nd: the same counts, two rotation orbits.
	"dipyramid skewed up down": func(n int) known { return known{4 * n, 2*n + 2, 3, 4 * n, 2 * n, 2} },
	// D_nd: 2n kites, 2n + 2 vertices.
	"trapezohedron": func(n int) known { return known{2 * n, 2*n + 2, 4, 4 * n, 2 * n, 1} },
	// D_n: no mirror; 2n symmetries, all rotations.
	"trapezohedron skewed": func(n int) known { return known{2 * n, 2*n + 2, 4, 2 * n, 2 * n, 1} },
}

// The companion models hold the families at these n (dipyramid: 16 faces;
// skewed in/out: 16; skewed up/down: 8; trapezohedra: 6).
var modelN = map[string]int{"dipyramid": 8, "dipyramid skewed in out": 4, "dipyramid skewed up down": 2,
	"trapezohedron": 3, "trapezohedron skewed": 3}

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

// TestIsohedraAgainstLiterature: every type, one of each name, each
// family also at the n of the companion model.
func TestIsohedraAgainstLiterature(t *testing.T) {
	solids := Isohedra()
	if len(solids) != 30 {
		t.Errorf("%d types, MathWorld lists 30", len(solids))
	}
	names := map[string]bool{}
	for _, s := range solids {
		if names[s.Name] {
			t.Errorf("%s listed twice", s.Name)
		}
		names[s.Name] = true
	}
	if len(names) != len(literature)+len(familyLiterature) {
		t.Errorf("%d names, want the %d of the literature tables", len(names), len(literature)+len(familyLiterature))
	}
	for name, n := range modelN {
		s, err := Family(name, n)
		if err != nil {
			t.Fatal(err)
		}
		solids = append(solids, s)
	}
	for _, s := range solids {
		k := expect(t, s)
		sym, err := Analyze(s)
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		if len(s.Faces) != k.faces || len(s.Vertices) != k.verts {
			t.Errorf("%s: %d faces, %d vertices; want %d, %d", s.Name, len(s.Faces), len(s.Vertices), k.faces, k.verts)
		}
		for i, f := range s.Faces {
			if len(f) != k.corners {
				t.Errorf("%s: face %d has %d corners, want %d", s.Name, i, len(f), k.corners)
				break
			}
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
	v, e, f := len(s.Vertices), len(s.Edges()), len(s.Faces)
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
		normal := s.Normal(fi)
		if math.Abs(normal.Norm()-1) > 1e-12 {
			t.Errorf("%s: face %d's normal has length %v", s.Name, fi, normal.Norm())
		}
		d := normal.Dot(p[face[0]])
		for k, i := range face {
			if off := math.Abs(normal.Dot(p[i]) - d); off > 1e-9 {
				t.Errorf("%s: face %d corner %d is %.3g off the face's plane", s.Name, fi, k, off)
			}
			a, b, c := p[face[k]], p[face[(k+1)%len(face)]], p[face[(k+2)%len(face)]]
			if turn := b.sub(a).Cross(c.sub(b)).Dot(normal); turn < 1e-6 {
				t.Errorf("%s: face %d turns %.3g at corner %d: not strictly convex", s.Name, fi, turn, k+1)
			}
		}
		on := map[int]bool{}
		for _, i := range face {
			on[i] = true
		}
		for i, q := range p {
			if !on[i] && normal.Dot(q)-d > -1e-6 {
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
		key := func(p []int) string {
			b := make([]byte, 2*len(p))
			for i, x := range p {
				b[2*i], b[2*i+1] = byte(x), byte(x>>8)
			}
			return string(b)
		}
		byPerm := map[string]int{}
		for i, m := range g {
			byPerm[key(m.verts)] = i
			if m.m.Mul(m.m.transpose()).maxDiff(identity) > 1e-12 || math.Abs(m.m.det()-float64(m.det)) > 1e-12 {
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
				if g[c].m.maxDiff(a.m.Mul(b.m)) > 1e-9 || g[c].det != a.det*b.det {
					t.Fatalf("%s: the product's matrix differs from the symmetry with its permutation", s.Name)
				}
			}
		}
	}
}

// TestLessFairAreTheSourcesSix: exactly six types have two orbits under
// rotations, and they are the six the source names (two of them families
// of dipyramids).
func TestLessFairAreTheSourcesSix(t *testing.T) {
	var got []string
	for _, s := range Isohedra() {
		sym, err := Analyze(s)
		if err != nil {
			t.Fatal(err)
		}
		if !sym.FairUnderRotations {
			got = append(got, s.Name)
			if len(sym.RotationOrbits) != 2 {
				t.Errorf("%s: %d rotation orbits, the source shows 2", s.Name, len(sym.RotationOrbits))
			}
		}
	}
	sort.Strings(got)
	want := []string{"dipyramid skewed in out", "dipyramid skewed up down", "disdyakis dodecahedron",
		"disdyakis triacontahedron", "dyakis dodecahedron", "hexakis tetrahedron"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("less fair: %q, want %q", got, want)
	}
}

// TestCatalanShapesAreExact: the Platonic and Catalan solids are built as
// the duals of the Platonic and Archimedean solids, whose edges are all
// equal. Two faces here share an edge exactly when their normals (the dual
// solid's vertices) are joined by an edge, so every such pair of normals is
// the same distance apart — the check that the Archimedean coordinates,
// the snubs' tribonacci constant and cubic root included, are right.
func TestCatalanShapesAreExact(t *testing.T) {
	checked := 0
	for _, f := range finite {
		if f.dual == "" {
			continue // not a Platonic or Catalan solid
		}
		checked++
		normals := f.normals()
		s, err := fromNormals(f.name, 0, normals)
		if err != nil {
			t.Fatal(err)
		}
		byEdge := map[[2]int][]int{}
		for fi, face := range s.Faces {
			for k := range face {
				a, b := face[k], face[(k+1)%len(face)]
				byEdge[[2]int{min(a, b), max(a, b)}] = append(byEdge[[2]int{min(a, b), max(a, b)}], fi)
			}
		}
		lo, hi := math.Inf(1), 0.0
		for _, fs := range byEdge {
			d := dist(normals[fs[0]], normals[fs[1]])
			lo, hi = min(lo, d), max(hi, d)
		}
		if hi-lo > 1e-12*hi {
			t.Errorf("%s: the dual's edges run from %v to %v", f.name, lo, hi)
		}
	}
	if checked != 5+13 {
		t.Errorf("%d Platonic and Catalan solids checked, want 18", checked)
	}
}

// TestAnalyzeRefusesWhatItCannotRead: each refusal names its field.
func TestAnalyzeRefusesWhatItCannotRead(t *testing.T) {
	var cube Solid
	for _, s := range Isohedra() {
		if s.Name == "cube" {
			cube = s
		}
	}
	edit := func(f func(s *Solid)) Solid {
		s := cube
		s.Vertices = append([]Vec(nil), cube.Vertices...)
		s.Faces = nil
		for _, face := range cube.Faces {
			s.Faces = append(s.Faces, append([]int(nil), face...))
		}
		f(&s)
		return s
	}
	for _, c := range []struct {
		s    Solid
		want string
	}{
		{edit(func(s *Solid) { s.Vertices = s.Vertices[:3] }), "Vertices: a solid needs at least 4, got 3"},
		{edit(func(s *Solid) { s.Vertices[2][1] = math.NaN() }), "Vertices: vertex 2 is not a finite point"},
		{edit(func(s *Solid) { s.Vertices[2][1] = 1e200 }), "Vertices: vertex 2 is not a finite point"},
		{edit(func(s *Solid) { s.Vertices[3] = s.Vertices[1] }), "Vertices: two vertices coincide"},
		{edit(func(s *Solid) { s.Vertices[3] = s.Vertices[1].add(Vec{1e-4, 0, 0}) }), "Vertices: two vertices lie 0.0001 apart, under 0.001 of the solid's radius"},
		{edit(func(s *Solid) { s.Faces = s.Faces[:3] }), "Faces: a solid needs at least 4, got 3"},
		{edit(func(s *Solid) { s.Faces[1] = s.Faces[1][:2] }), "Faces: face 1 has 2 corners"},
		{edit(func(s *Solid) { s.Faces[4][0] = 8 }), "Faces: face 4 names vertex 8, allowed 0…7"},
		{edit(func(s *Solid) { s.Faces[4][0] = s.Faces[4][1] }), "Faces: face 4 names vertex"},
		{edit(func(s *Solid) { s.Faces[5] = s.Faces[0] }), "Faces: face 5 repeats an earlier face"},
	} {
		_, err := Analyze(c.s)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
	// A face through the centre: two opposite edges of the cube.
	s := edit(func(s *Solid) {})
	var a, b int
	for i, v := range s.Vertices {
		if v == s.Vertices[0].scale(-1) {
			a = i
		}
	}
	for i := range s.Vertices {
		if i != 0 && i != a && dist(s.Vertices[i], s.Vertices[0]) < 1.5 && s.Vertices[i].scale(-1) != s.Vertices[0] {
			b = i
			break
		}
	}
	for i, v := range s.Vertices {
		if v == s.Vertices[b].scale(-1) {
			s.Faces[0] = []int{0, b, a, i}
		}
	}
	if _, err := Analyze(s); err == nil || !strings.Contains(err.Error(), "passes through the centroid") {
		t.Errorf("a face through the centre: %v", err)
	}
	// A face whose corners lie on a line (the fuzzer's find): its frame
	// would be rounding, so it is refused rather than analysed wrongly.
	line := Solid{Vertices: []Vec{{48, 48, 48}, {-1, 1, 1}, {48, 48, 49}, {48, 48, 50}, {48, 48, 55}, {1, 1, 1}, {48, 48, 56}, {3, 1, 1}},
		Faces: [][]int{{5, 7, 1}, {0, 1, 2}, {0, 7, 1}, {0, 1, 2, 7}}}
	if _, err := Analyze(line); err == nil || !strings.Contains(err.Error(), "Faces: face 0: its corner 5 lies on the line from the centre through its middle, or within 0.0001 of the solid's radius of it") {
		t.Errorf("a face along a line: %v", err)
	}
}

// TestSolidsAreWellConditioned measures, for every solid Analyze is given
// here (the 30 types, the families over their whole range of n), the two
// quantities Analyze's error bound rests on (minOffAxis, minSpread): the
// least angle between a face's axis and a corner's offset from its middle,
// and the least distance between vertices over the radius. Both must stay
// ten times clear of the bounds, or a member of a family could be refused.
func TestSolidsAreWellConditioned(t *testing.T) {
	solids := Isohedra()
	for _, f := range Families() {
		for n := f.MinN; n <= f.MaxN; n++ {
			s, err := Family(f.Name, n)
			if err != nil {
				t.Fatal(err)
			}
			solids = append(solids, s)
		}
	}
	minSin, minRatio := 1.0, math.Inf(1)
	for _, s := range solids {
		var centre Vec
		for _, v := range s.Vertices {
			centre = centre.add(v)
		}
		centre = centre.scale(1 / float64(len(s.Vertices)))
		radius, dmin := 0.0, math.Inf(1)
		for i, v := range s.Vertices {
			radius = max(radius, dist(v, centre))
			for _, w := range s.Vertices[i+1:] {
				dmin = min(dmin, dist(v, w))
			}
		}
		minRatio = min(minRatio, dmin/radius)
		for _, face := range s.Faces {
			var mid Vec
			for _, i := range face {
				mid = mid.add(s.Vertices[i].sub(centre))
			}
			mid = mid.scale(1 / float64(len(face)))
			axis := mid.unit()
			for _, i := range face {
				off := s.Vertices[i].sub(centre).sub(mid)
				across := off.sub(axis.scale(off.Dot(axis)))
				minSin = min(minSin, across.Norm()/radius)
			}
		}
	}
	t.Logf("least corner offset from its face's axis %.3g of the radius (bound %g); least vertex distance / radius %.3g (bound %g)", minSin, minOffAxis, minRatio, minSpread)
	if minSin < 10*minOffAxis {
		t.Errorf("a corner is %.3g of the radius off its face's axis, within ten times the bound %g", minSin, minOffAxis)
	}
	if minRatio < 10*minSpread {
		t.Errorf("two vertices are %.3g of the radius apart, within ten times the bound %g", minRatio, minSpread)
	}
}
