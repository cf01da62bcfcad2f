// Package polyhedra builds the convex isohedra — the polyhedra whose
// symmetries carry any face to any other, and so make fair dice by
// symmetry (Diaconis and Keller, "Fair dice", Amer. Math. Monthly 96(4),
// 1989) — and finds, from the coordinates alone, each one's symmetry
// group, its rotation subgroup, and the orbits of both on the faces.
//
// MathWorld's Isohedron page lists 30 types: 25 single solids and 5
// infinite families with a parameter n. All 30 are isohedral under their
// full symmetry group, reflections included. A die cannot be turned inside
// out, though: under rotations alone, six types split their faces into two
// orbits — the disdyakis dodecahedron and triacontahedron, the hexakis
// tetrahedron, the dyakis dodecahedron, and the two families of skewed
// dipyramids — and are "less fair" ("Fair dice: some isohedra are less fair
// than others", Possibly Wrong, 2020, whose models and code are at
// github.com/possibly-wrong/isohedra; the names here are those models',
// which follow MathWorld's).
//
// # API
//
//	type Vec [3]float64
//	type Solid struct{ Name string; N int; Vertices []Vec; Faces [][]int }
//	type Symmetry struct{ Full, Rotations int; FullOrbits, RotationOrbits [][]int; FaceOrbit []int; TurnFaces [][]int; FairUnderRotations bool; Tolerance float64 }
//	func Isohedra() []Solid                        // all 30 types, families at their default n
//	func Families() []FamilyInfo                   // the 5 families: name, range of n, default n
//	func Family(name string, n int) (Solid, error) // a family's member at n
//	func Analyze(s Solid) (Symmetry, error)        // symmetries from the coordinates alone
//	func (s Solid) Edges() [][2]int                // vertex pairs, for a wireframe
//	func (s Solid) Normal(f int) Vec               // face f's outward unit normal
//
// Faces list vertex indices counter-clockwise seen from outside; a solid
// is scaled so that its shortest edge is 1 and centred near the origin.
//
// # Construction
//
// Every isohedron is the polar reciprocal of an isogonal polyhedron, the
// convex hull of the orbit of one point under a point group: its faces are
// the planes n·x = 1 for n in the orbit. The Catalan solids come from the
// Archimedean solids' vertices (so they are MathWorld's exact shapes, up
// to scale); the Platonic solids from each other; the other types from a
// point chosen off the mirrors that would add symmetry. Coordinates are
// computed from exact formulas (the golden ratio, √2, the tribonacci
// constant, the roots of cubics) in float64, never typed in as decimals.
//
// # Symmetry
//
// Analyze sees only Vertices and Faces; see its doc for the method and the
// tolerance, a deliberate choice that the tests probe from both sides.
package polyhedra
