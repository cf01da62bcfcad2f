package polyhedra

import (
	"testing"
)

// solidFromBytes reads a solid, sensible or not: the first byte gives the
// number of vertices (4…19), then three signed bytes for each vertex, then
// faces, each a byte for its size (3…6) and a byte per corner (an index
// modulo the number of vertices, or past it when the byte is 255).
func solidFromBytes(data []byte) Solid {
	var s Solid
	if len(data) == 0 {
		return s
	}
	nv := 4 + int(data[0])%16
	data = data[1:]
	for len(data) >= 3 && len(s.Vertices) < nv {
		s.Vertices = append(s.Vertices, Vec{float64(int8(data[0])), float64(int8(data[1])), float64(int8(data[2]))})
		data = data[3:]
	}
	for len(data) > 0 {
		size := 3 + int(data[0])%4
		data = data[1:]
		var face []int
		for k := 0; k < size && len(data) > 0; k++ {
			i := int(data[0]) % max(1, len(s.Vertices))
			if data[0] == 255 {
				i = len(s.Vertices)
			}
			face = append(face, i)
			data = data[1:]
		}
		s.Faces = append(s.Faces, face)
	}
	return s
}

// FuzzAnalyze feeds Analyze any vertices and faces: it never panics; it
// either refuses, or finds at least the identity, a rotation subgroup of
// index 1 or 2, orbits that partition the faces, turns that permute the
// faces within them (the identity first), and FaceOrbit and
// FairUnderRotations that agree with them.
//
//	go test -run '^$' -fuzz '^FuzzAnalyze$' -fuzztime 30s ./engine/polyhedra
func FuzzAnalyze(f *testing.F) {
	// A cube and an octahedron in these bytes, a tetrahedron with a face
	// twice, and junk.
	cube := []byte{4, 255, 255, 255, 255, 255, 1, 255, 1, 255, 255, 1, 1, 1, 255, 255, 1, 255, 1, 1, 1, 255, 1, 1, 1,
		1, 0, 2, 3, 1, 1, 4, 5, 7, 6, 1, 0, 1, 5, 4, 1, 2, 6, 7, 3, 1, 0, 4, 6, 2, 1, 1, 3, 7, 5}
	f.Add(cube)
	f.Add([]byte{2, 1, 0, 0, 255, 0, 0, 0, 1, 0, 0, 255, 0, 0, 0, 1, 0, 0, 255,
		0, 0, 2, 4, 0, 2, 1, 4, 0, 1, 3, 4, 0, 3, 0, 4, 0, 2, 0, 5, 0, 1, 2, 5, 0, 3, 1, 5, 0, 0, 3, 5})
	f.Add([]byte{0, 1, 1, 1, 1, 255, 255, 255, 1, 255, 255, 255, 1, 0, 0, 1, 2, 0, 0, 1, 2, 0, 1, 2, 3})
	f.Add([]byte{7, 255})
	f.Fuzz(func(t *testing.T, data []byte) {
		s := solidFromBytes(data)
		sym, err := Analyze(s)
		if err != nil {
			return
		}
		if sym.Rotations < 1 || (sym.Full != sym.Rotations && sym.Full != 2*sym.Rotations) {
			t.Fatalf("%d symmetries, %d rotations", sym.Full, sym.Rotations)
		}
		for _, orbits := range [][][]int{sym.FullOrbits, sym.RotationOrbits} {
			seen := make([]bool, len(s.Faces))
			for _, o := range orbits {
				for _, fi := range o {
					if seen[fi] {
						t.Fatalf("face %d in two orbits", fi)
					}
					seen[fi] = true
				}
			}
			for fi, ok := range seen {
				if !ok {
					t.Fatalf("face %d in no orbit", fi)
				}
			}
		}
		for i, o := range sym.RotationOrbits {
			for _, fi := range o {
				if sym.FaceOrbit[fi] != i {
					t.Fatalf("FaceOrbit[%d] = %d, in orbit %d", fi, sym.FaceOrbit[fi], i)
				}
			}
		}
		if len(sym.TurnFaces) != sym.Rotations {
			t.Fatalf("%d turns listed of %d rotations", len(sym.TurnFaces), sym.Rotations)
		}
		for r, perm := range sym.TurnFaces {
			seen := make([]bool, len(s.Faces))
			for f, g := range perm {
				if r == 0 && g != f {
					t.Fatalf("the first turn moves face %d to %d: not the identity", f, g)
				}
				if seen[g] {
					t.Fatalf("turn %d sends two faces to face %d", r, g)
				}
				seen[g] = true
				if sym.FaceOrbit[g] != sym.FaceOrbit[f] {
					t.Fatalf("turn %d carries face %d out of its orbit", r, f)
				}
			}
		}
		if sym.FairUnderRotations != (len(sym.RotationOrbits) == 1) {
			t.Fatalf("fair %v with %d rotation orbits", sym.FairUnderRotations, len(sym.RotationOrbits))
		}
	})
}
