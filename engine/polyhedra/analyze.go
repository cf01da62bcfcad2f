package polyhedra

import (
	"fmt"
	"math"
	"slices"
	"sort"
)

// Symmetry is what Analyze finds: the orders of a solid's symmetry group
// and of its rotation subgroup, and the orbits of each on the faces.
type Symmetry struct {
	Full      int // isometries onto itself, reflections included
	Rotations int // those of determinant +1
	// FullOrbits and RotationOrbits partition the face indices: each orbit
	// sorted, the orbits ordered by their smallest face.
	FullOrbits, RotationOrbits [][]int
	// FaceOrbit[f] is the index in RotationOrbits of face f's orbit: the
	// colour to paint face f in.
	FaceOrbit []int
	// TurnFaces are the rotations as permutations of the faces: the turn
	// TurnFaces[r] carries face f to face TurnFaces[r][f]. TurnFaces[0]
	// is the identity.
	TurnFaces [][]int
	// FairUnderRotations: the rotations alone carry any face to any other
	// (one rotation orbit). A die that is an isohedron but not fair under
	// rotations is "less fair": its faces fall in two orbits that no turn
	// of the die exchanges.
	FairUnderRotations bool
	// Tolerance is the distance within which a moved vertex counted as
	// landing on a vertex (see Analyze).
	Tolerance float64
}

// isometry is one symmetry found by Analyze: the orthogonal map m about
// the centroid, and the permutations it makes of the vertices and faces.
type isometry struct {
	m     Mat
	det   int
	verts []int
	faces []int
}

// Analyze finds the symmetries of s from its coordinates alone.
//
// It centres the solid at the centroid of its vertices, which every
// symmetry fixes. Each face f gets an orthonormal frame from its centroid
// c_f and one of its corners v:
//
//	e1 = c_f/|c_f|,  e2 = the unit part of v − c_f orthogonal to e1,  e3 = e1 × e2
//
// A symmetry sends face 0 to some face g, corner 0 of face 0 to some
// corner k of g, and keeps or reverses orientation; it is then the map
// sending the frame (face 0, corner 0) to the frame (g, k), with e3 negated
// when it reverses. So the candidates are these 2·Σ|g| maps, and a
// candidate is a symmetry when it sends every vertex to within Tolerance
// of a vertex (a permutation, then) and every face onto a face.
//
// The tolerance is a decision: Tolerance = 10⁻⁶ × d, d the least distance
// between two vertices, so it scales with the solid. A true symmetry's
// misfit is rounding: at most 7·10⁻¹⁴ of the size over every solid here
// (the families up to n = 50). A candidate that is not a symmetry leaves
// some vertex at least 10⁻² d from every vertex (the closest call is the
// skewed in/out dipyramid at n = 50, whose in and out corners draw
// together as n grows). The factor 10⁻⁶ sits far from both, and the tests
// show it from both sides: moving every coordinate by up to 10⁻⁹ of the
// size keeps every group and orbit, while moving one vertex by 10⁻³ of an
// edge, or by ten times the tolerance, is seen (the group shrinks). An
// asymmetry smaller than the tolerance is taken for rounding.
//
// The rotation subgroup is the candidates of determinant +1, and the face
// orbits come from union-find on the faces' permutations. The error names
// the field (Vertices or Faces) when s is not a solid Analyze can read:
// fewer than 4 vertices or faces, a coordinate not finite or beyond 10¹⁰⁰,
// two vertices at one point or closer than minSpread of the radius, a
// face with fewer than 3 corners, a corner out of range or twice, a face
// twice, a face whose middle is the centre, a corner within minOffAxis of
// the radius of its face's axis (see minOffAxis).
// It does not check that s is convex: for a body that is not, it returns
// the isometries that permute its vertices and faces all the same.
func Analyze(s Solid) (Symmetry, error) {
	g, tol, err := symmetries(s)
	if err != nil {
		return Symmetry{}, err
	}
	var rot []isometry
	for _, m := range g {
		if m.det > 0 {
			rot = append(rot, m)
		}
	}
	sym := Symmetry{Full: len(g), Rotations: len(rot), Tolerance: tol,
		FullOrbits: faceOrbits(len(s.Faces), g), RotationOrbits: faceOrbits(len(s.Faces), rot)}
	for _, m := range rot {
		sym.TurnFaces = append(sym.TurnFaces, m.faces)
	}
	sym.FaceOrbit = make([]int, len(s.Faces))
	for i, o := range sym.RotationOrbits {
		for _, f := range o {
			sym.FaceOrbit[f] = i
		}
	}
	sym.FairUnderRotations = len(sym.RotationOrbits) == 1
	return sym, nil
}

// symmetries finds the symmetry group of s (see Analyze) and the tolerance
// it used.
func symmetries(s Solid) ([]isometry, float64, error) {
	if err := check(s); err != nil {
		return nil, 0, err
	}
	var centre Vec
	for _, v := range s.Vertices {
		centre = centre.add(v)
	}
	centre = centre.scale(1 / float64(len(s.Vertices)))
	verts := make([]Vec, len(s.Vertices))
	for i, v := range s.Vertices {
		verts[i] = v.sub(centre)
	}
	dmin := math.Inf(1)
	for i := range verts {
		for j := i + 1; j < len(verts); j++ {
			dmin = min(dmin, dist(verts[i], verts[j]))
		}
	}
	if dmin == 0 {
		//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
		return nil, 0, fmt.Errorf("Vertices: two vertices coincide")
	}
	radius := 0.0
	for _, v := range verts {
		radius = max(radius, v.Norm())
	}
	if dmin < minSpread*radius {
		//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
		return nil, 0, fmt.Errorf("Vertices: two vertices lie %.3g apart, under %g of the solid's radius %.3g: too close to tell a symmetry from rounding", dmin, minSpread, radius)
	}
	tol := 1e-6 * dmin
	x := &matcher{verts: verts, faces: s.Faces, idx: newVertexIndex(verts, tol), fi: newFaceIndex(s.Faces, len(verts))}
	ref, err := frame(verts, s.Faces[0], 0, radius)
	if err != nil {
		//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
		return nil, 0, fmt.Errorf("Faces: face 0: %v", err)
	}
	refT := ref.transpose()
	var g []isometry
	for gi, face := range s.Faces {
		for k := range face {
			fr, err := frame(verts, face, k, radius)
			if err != nil {
				//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
				return nil, 0, fmt.Errorf("Faces: face %d: %v", gi, err)
			}
			for _, det := range []int{1, -1} {
				f := fr
				if det < 0 {
					for r := range 3 {
						f[r][2] = -f[r][2]
					}
				}
				m := f.Mul(refT)
				if iso, ok := x.try(m, det); ok {
					g = append(g, iso)
				}
			}
		}
	}
	return g, tol, nil
}

// The conditioning Analyze asks of a solid. A frame's second axis is a
// corner's offset from the face's axis, of length h; its direction carries
// a rounding error of about ε·R/h, R the radius, so a candidate map moves
// a vertex wrongly by about ε·R²/h. With h ≥ minOffAxis·R that is under
// 10⁻¹¹·R, and with the least distance between vertices at least
// minSpread·R the tolerance (10⁻⁶ of that distance) is at least 10⁻⁹·R: a
// hundredfold margin. The solids here are far inside both
// (TestSolidsAreWellConditioned: least distance 0.0127 of the radius, at
// n = 50; every corner at least 0.2 of it from its face's axis).
const (
	minOffAxis = 1e-4
	minSpread  = 1e-3
)

// frame is the orthonormal frame of a face with its k-th corner, as
// columns (e1, e2, e3); see Analyze.
func frame(verts []Vec, face []int, k int, radius float64) (Mat, error) {
	var c Vec
	for _, i := range face {
		c = c.add(verts[i])
	}
	c = c.scale(1 / float64(len(face)))
	d := verts[face[k]].sub(c)
	if c.Norm() < 1e-9*d.Norm() {
		return Mat{}, fmt.Errorf("it passes through the centroid of the vertices")
	}
	e1 := c.unit()
	e2 := d.sub(e1.scale(d.Dot(e1)))
	if !(e2.Norm() >= minOffAxis*radius) {
		return Mat{}, fmt.Errorf("its corner %d lies on the line from the centre through its middle, or within %g of the solid's radius of it", face[k], minOffAxis)
	}
	// Once more against e1, so that the frame is orthonormal to rounding
	// however close d came to e1: the identity candidate is then the
	// identity to rounding.
	e2 = e2.unit()
	e2 = e2.sub(e1.scale(e2.Dot(e1))).unit()
	return columns(e1, e2, e1.Cross(e2)), nil
}

// matcher tests candidate maps against a solid's vertices and faces.
type matcher struct {
	verts []Vec
	faces [][]int
	idx   vertexIndex
	fi    faceIndex
	vp    []int // scratch: the vertex permutation being built
	img   []int // scratch: a face's image
}

// try reports whether m permutes the vertices (each within the index's
// tolerance) and the faces, and returns the isometry if so.
func (x *matcher) try(m Mat, det int) (isometry, bool) {
	if x.vp == nil {
		x.vp = make([]int, len(x.verts))
	}
	// An orthogonal map keeps distances, and the tolerance is far below
	// half the least one: no two vertices can land on the same vertex.
	for i, v := range x.verts {
		j := x.idx.find(m.Apply(v))
		if j < 0 {
			return isometry{}, false
		}
		x.vp[i] = j
	}
	fp := make([]int, len(x.faces))
	for f, face := range x.faces {
		x.img = x.img[:0]
		for _, i := range face {
			x.img = append(x.img, x.vp[i])
		}
		g := x.fi.find(x.img)
		if g < 0 {
			return isometry{}, false
		}
		fp[f] = g
	}
	return isometry{m: m, det: det, verts: slices.Clone(x.vp), faces: fp}, true
}

// faceIndex finds a face by its set of corners: each face's corners
// sorted, and for each vertex the faces around it.
type faceIndex struct {
	sorted [][]int
	around [][]int
}

func newFaceIndex(faces [][]int, nv int) faceIndex {
	fi := faceIndex{sorted: make([][]int, len(faces)), around: make([][]int, nv)}
	for f, face := range faces {
		fi.sorted[f] = slices.Sorted(slices.Values(face))
		for _, i := range face {
			fi.around[i] = append(fi.around[i], f)
		}
	}
	return fi
}

// find returns the face whose corners are the set c (sorted in place), or
// −1.
func (fi faceIndex) find(c []int) int {
	slices.Sort(c)
	for _, f := range fi.around[c[0]] {
		if slices.Equal(fi.sorted[f], c) {
			return f
		}
	}
	return -1
}

// setKey names a set of vertex indices, whatever their order.
func setKey(face []int) string {
	return fmt.Sprint(slices.Sorted(slices.Values(face)))
}

// vertexIndex finds the vertex within tol of a point: the vertices sorted
// by their projection on a direction no symmetric solid here lines up with
// (so that few share a projection), searched in the window ± tol.
type vertexIndex struct {
	verts []Vec
	key   []float64 // projections, increasing
	order []int     // vertex indices in that order
	tol   float64
}

// skew is the projection direction: (1, √2, √3)/√6, no axis or mirror of
// the point groups here.
var skew = Vec{1, math.Sqrt2, math.Sqrt(3)}.unit()

func newVertexIndex(verts []Vec, tol float64) vertexIndex {
	order := make([]int, len(verts))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return verts[order[a]].Dot(skew) < verts[order[b]].Dot(skew) })
	key := make([]float64, len(verts))
	for k, i := range order {
		key[k] = verts[i].Dot(skew)
	}
	return vertexIndex{verts, key, order, tol}
}

// find returns the vertex within tol of p, or −1. The tolerance is far
// below half the least distance between vertices, so there is at most one.
func (x vertexIndex) find(p Vec) int {
	k := p.Dot(skew)
	lo, _ := slices.BinarySearch(x.key, k-x.tol)
	for i := lo; i < len(x.key) && x.key[i] <= k+x.tol; i++ {
		if j := x.order[i]; dist(x.verts[j], p) <= x.tol {
			return j
		}
	}
	return -1
}

// faceOrbits is the partition of the faces into orbits of g, by
// union-find on g's face permutations.
func faceOrbits(nf int, g []isometry) [][]int {
	parent := make([]int, nf)
	for i := range parent {
		parent[i] = i
	}
	root := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for _, m := range g {
		for f, h := range m.faces {
			a, b := root(f), root(h)
			if a != b {
				parent[max(a, b)] = min(a, b)
			}
		}
	}
	byRoot := map[int]int{}
	var orbits [][]int
	for f := range nf {
		r := root(f)
		k, ok := byRoot[r]
		if !ok {
			k = len(orbits)
			byRoot[r] = k
			orbits = append(orbits, nil)
		}
		orbits[k] = append(orbits[k], f)
	}
	return orbits
}

// check refuses what Analyze cannot read, naming the field.
func check(s Solid) error {
	if len(s.Vertices) < 4 {
		//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
		return fmt.Errorf("Vertices: a solid needs at least 4, got %d", len(s.Vertices))
	}
	for i, v := range s.Vertices {
		for _, x := range v {
			if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > 1e100 {
				//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
				return fmt.Errorf("Vertices: vertex %d is not a finite point within 1e100 of the origin", i)
			}
		}
	}
	if len(s.Faces) < 4 {
		//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
		return fmt.Errorf("Faces: a solid needs at least 4, got %d", len(s.Faces))
	}
	seenFace := map[string]bool{}
	for f, face := range s.Faces {
		if len(face) < 3 {
			//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
			return fmt.Errorf("Faces: face %d has %d corners, needs at least 3", f, len(face))
		}
		seen := map[int]bool{}
		for _, i := range face {
			if i < 0 || i >= len(s.Vertices) {
				//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
				return fmt.Errorf("Faces: face %d names vertex %d, allowed 0…%d", f, i, len(s.Vertices)-1)
			}
			if seen[i] {
				//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
				return fmt.Errorf("Faces: face %d names vertex %d twice", f, i)
			}
			seen[i] = true
		}
		if k := setKey(face); seenFace[k] {
			//lint:ignore ST1005 the message names the field (Solid.Vertices, Solid.Faces), as engine errors do
			return fmt.Errorf("Faces: face %d repeats an earlier face", f)
		} else {
			seenFace[k] = true
		}
	}
	return nil
}
