package polyhedra

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Solid is a convex polyhedron: its vertices and its faces, each face the
// indices of its corners in order, counter-clockwise seen from outside.
type Solid struct {
	Name     string // as MathWorld's isohedron table spells it, lower case
	N        int    // the family's parameter n; 0 for a solid that is not in a family
	Vertices []Vec
	Faces    [][]int
}

// FamilyInfo describes an infinite family of isohedra: its n runs over
// MinN…MaxN and gives 2n (or 4n) faces, as Faces says.
type FamilyInfo struct {
	Name       string
	MinN, MaxN int
	DefaultN   int // the member Isohedra lists
	FacesPerN  int // faces = FacesPerN·n
	About      string
}

// MaxN is the largest n a family takes here: 4·50 = 200 faces at most.
const MaxN = 50

// families, in the order Families lists them.
var families = []struct {
	info  FamilyInfo
	build func(n int) []Vec // the face normals
}{
	{FamilyInfo{"dipyramid", 3, MaxN, 5, 2, "two n-gonal pyramids base to base"}, dipyramidNormals},
	{FamilyInfo{"dipyramid skewed in out", 2, MaxN, 4, 4, "a dipyramid on a 2n-gon whose corners are in and out by turns"}, skewedInOutNormals},
	{FamilyInfo{"dipyramid skewed up down", 2, MaxN, 2, 4, "a dipyramid on a 2n-gon whose corners are up and down by turns"}, skewedUpDownNormals},
	{FamilyInfo{"trapezohedron", 3, MaxN, 5, 2, "2n kites; the dual of an n-gonal antiprism"}, trapezohedronNormals},
	{FamilyInfo{"trapezohedron skewed", 3, MaxN, 3, 2, "2n twisted kites; the dual of a twisted antiprism"}, skewedTrapezohedronNormals},
}

// Families describes the infinite families of isohedra, in a fixed order.
func Families() []FamilyInfo {
	out := make([]FamilyInfo, len(families))
	for i, f := range families {
		out[i] = f.info
	}
	return out
}

// Family is the member of the named infinite family at parameter n. The
// error names the field: an unknown name, or n outside the family's range.
func Family(name string, n int) (Solid, error) {
	for _, f := range families {
		if f.info.Name != name {
			continue
		}
		if n < f.info.MinN || n > f.info.MaxN {
			return Solid{}, fmt.Errorf("n = %d is out of range: a %s takes n in %d…%d", n, name, f.info.MinN, f.info.MaxN)
		}
		return fromNormals(name, n, f.build(n))
	}
	var names []string
	for _, f := range families {
		names = append(names, f.info.Name)
	}
	return Solid{}, fmt.Errorf("name %q is not a family: allowed %s", name, strings.Join(names, ", "))
}

// finite are the isohedra that are not in an infinite family, each the
// polar reciprocal of the orbit of one point under a point group.
var finite = []struct {
	name   string
	normal func() []Vec
}{
	{"tetrahedron", func() []Vec { return orbit(groupT(), Vec{1, 1, 1}) }},
	{"cube", func() []Vec { return orbit(groupO(), Vec{1, 0, 0}) }},
	{"octahedron", func() []Vec { return orbit(groupO(), Vec{1, 1, 1}) }},
	{"dodecahedron", func() []Vec { return orbit(groupI(), Vec{0, 1, phi}) }},
	{"icosahedron", func() []Vec { return orbit(groupI(), Vec{1, 1, 1}) }},
}

// Isohedra returns every type of convex isohedron in MathWorld's list, the
// infinite families at their default n, ordered by number of faces and
// then by name. Each call builds them afresh: the caller owns the result.
func Isohedra() []Solid {
	var out []Solid
	for _, f := range finite {
		s, err := fromNormals(f.name, 0, f.normal())
		if err != nil {
			panic(err) // the table is fixed: a failure is a bug, caught by the tests
		}
		out = append(out, s)
	}
	for _, f := range families {
		s, err := Family(f.info.Name, f.info.DefaultN)
		if err != nil {
			panic(err)
		}
		out = append(out, s)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if len(out[i].Faces) != len(out[j].Faces) {
			return len(out[i].Faces) < len(out[j].Faces)
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// dipyramidSlope is the z-part of the dipyramids' face normals: their
// apexes are at height ±1/0.4 = ±2.5 over a polygon of inradius 1, whose
// corners are at most 1/cos(π/3) = 2 from the axis. So an apex is never as
// far out as a corner, which would give the octahedron extra symmetry (at
// n = 4) or let a skewed rhombic dipyramid's apexes trade places with two
// corners (at n = 2).
const dipyramidSlope = 0.4

// dipyramidNormals: the faces of an n-gonal dipyramid over an n-gon of
// inradius 1.
func dipyramidNormals(n int) []Vec {
	a := math.Pi / float64(n)
	return orbit(groupDnh(n), Vec{math.Cos(a), math.Sin(a), dipyramidSlope})
}

// skewedInOutNormals: a point off the mirrors of D_nh, a third of the way
// from one mirror to the next (halfway would give the regular 2n-gonal
// dipyramid).
func skewedInOutNormals(n int) []Vec {
	a := math.Pi / float64(3*n)
	return orbit(groupDnh(n), Vec{math.Cos(a), math.Sin(a), dipyramidSlope})
}

// skewedUpDownNormals: the same point under D_nd, whose rotatory
// reflection sends the upper faces round by π/n to the lower ones.
func skewedUpDownNormals(n int) []Vec {
	a := math.Pi / float64(3*n)
	return orbit(groupDnd(n), Vec{math.Cos(a), math.Sin(a), dipyramidSlope})
}

// trapezohedronNormals: the corners of an n-gonal antiprism, two n-gons of
// radius 1 at heights ±0.4 (the octahedron, whose dual is the cube, would
// need ±1/√2 at n = 3).
func trapezohedronNormals(n int) []Vec { return orbit(groupDnd(n), Vec{1, 0, 0.4}) }

// skewedTrapezohedronNormals: the antiprism's two n-gons turned against
// each other by π/(2n) instead of π/n, so that only the rotations D_n
// remain.
func skewedTrapezohedronNormals(n int) []Vec {
	a := math.Pi / float64(4*n)
	return orbit(groupDn(n), Vec{math.Cos(a), math.Sin(a), 0.4})
}
