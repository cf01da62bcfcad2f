package polyhedra

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
)

// fromNormals builds the convex polyhedron {x : n·x ≤ 1 for every n in
// normals}: the polar reciprocal, in the unit sphere, of the convex hull of
// the normals. Face i lies in the plane n_i·x = 1. When the normals are the
// vertices of an isogonal polyhedron (the orbit of one point under a point
// group), the result is an isohedron; when they are an Archimedean solid's
// vertices, it is that solid's Catalan dual.
//
// Each face is the plane's big square clipped by every other half-space
// (Sutherland–Hodgman), so its corners come out counter-clockwise seen from
// outside; corners that several faces share are then merged. The result is
// scaled so that its shortest edge is 1. It returns an error if a plane
// is redundant (the normals are not in convex position) or the body is not
// bounded.
func fromNormals(name string, n int, normals []Vec) (Solid, error) {
	scale := 0.0
	for _, v := range normals {
		scale = max(scale, v.Norm())
	}
	// A first pass with a huge square finds how big the faces are and
	// which planes cut each; the second clips a square just larger by
	// those planes only, so that the corners carry no rounding from
	// far-away intersections.
	extent := 0.0
	cutters := make([][]Vec, len(normals))
	for i, n := range normals {
		var poly []Vec
		poly, cutters[i] = facePolygon(n, normals, 1e7)
		for _, p := range poly {
			extent = max(extent, p.Norm())
		}
	}
	if extent*scale > 1e6 {
		return Solid{}, fmt.Errorf("%s: the normals do not bound a solid", name)
	}
	var polys [][]Vec
	for i := range normals {
		poly, _ := facePolygon(normals[i], cutters[i], 2*extent+1)
		if len(poly) < 3 {
			return Solid{}, fmt.Errorf("%s: the plane of normal %d is not a face", name, i)
		}
		polys = append(polys, poly)
	}
	// Merge the corners: distinct vertices are an edge apart (a sizeable
	// fraction of the size), copies of one vertex agree to rounding.
	size := 0.0
	for _, poly := range polys {
		for _, p := range poly {
			size = max(size, p.Norm())
		}
	}
	eps := matEps * size
	var verts []Vec
	var counts []int
	faces := make([][]int, len(polys))
	for f, poly := range polys {
		for _, p := range poly {
			k := -1
			for j, v := range verts {
				if dist(v.scale(1/float64(counts[j])), p) < eps {
					k = j
					break
				}
			}
			if k < 0 {
				verts = append(verts, p)
				counts = append(counts, 1)
				k = len(verts) - 1
			} else {
				verts[k] = verts[k].add(p)
				counts[k]++
			}
			faces[f] = append(faces[f], k)
		}
	}
	for j := range verts {
		verts[j] = verts[j].scale(1 / float64(counts[j]))
	}
	s := Solid{Name: name, N: n, Vertices: verts, Faces: faces}
	e := minEdge(s)
	for j := range s.Vertices {
		s.Vertices[j] = s.Vertices[j].scale(1 / e)
	}
	return s, nil
}

// facePolygon is the face in the plane n·x = 1 cut by the half-spaces
// m·x ≤ 1 of others, its corners counter-clockwise seen from outside,
// consecutive copies of a corner removed; it starts from a square of
// half-side big about the plane's point nearest the centre. It also
// returns the planes that cut something off on the way (the face's edges
// lie in some of them).
func facePolygon(n Vec, others []Vec, big float64) (poly, cutters []Vec) {
	c := n.scale(1 / n.Dot(n)) // the plane's point nearest the centre
	nu := n.unit()
	u := Vec{1, 0, 0}
	if math.Abs(nu[0]) > 0.9 {
		u = Vec{0, 1, 0}
	}
	u = u.sub(nu.scale(u.Dot(nu))).unit()
	w := nu.Cross(u) // u × w = n̂: (u, w) is counter-clockwise from outside
	poly = []Vec{
		c.add(u.scale(big)).add(w.scale(big)), c.add(u.scale(-big)).add(w.scale(big)),
		c.add(u.scale(-big)).add(w.scale(-big)), c.add(u.scale(big)).add(w.scale(-big)),
	}
	// The nearest planes first: they cut the square down to the face at
	// once. Then, once a plane at angle θ from n cannot reach the polygon —
	// every corner p is within angle ρ of n, so m·p ≤ |m|·|p|·cos(θ − ρ)
	// when θ > ρ, and that is below 1 — no later plane, farther in angle,
	// can either.
	type byCos struct {
		m   Vec
		cos float64
	}
	near := make([]byCos, len(others))
	mmax := 0.0
	for k, m := range others {
		near[k] = byCos{m, m.Dot(nu) / m.Norm()}
		mmax = max(mmax, m.Norm())
	}
	slices.SortFunc(near, func(a, b byCos) int { return cmp.Compare(b.cos, a.cos) })
	spare := make([]Vec, 0, 16)
	rho, pmax := reach(poly, nu)
	for _, nm := range near {
		m := nm.m
		if m == n {
			continue
		}
		if gap := math.Acos(max(-1, min(1, nm.cos))) - rho; gap > 0 && mmax*pmax*math.Cos(gap) < 1-1e-9 {
			break
		}
		before := len(poly)
		poly, spare = clip(spare[:0], poly, m), poly
		if len(poly) == 0 {
			return nil, nil
		}
		if len(poly) != before || !slices.Equal(poly, spare[:before]) {
			cutters = append(cutters, m)
			rho, pmax = reach(poly, nu)
		}
	}
	return dedupe(poly, matEps*c.Norm()), cutters
}

// reach is how far the polygon's corners stray from the direction nu: the
// largest angle between a corner and nu, and the largest distance of a
// corner from the centre.
func reach(poly []Vec, nu Vec) (rho, pmax float64) {
	for _, p := range poly {
		r := p.Norm()
		pmax = max(pmax, r)
		rho = max(rho, math.Acos(max(-1, min(1, p.Dot(nu)/r))))
	}
	return rho, pmax
}

// clip appends to out the part of the convex polygon poly where m·x ≤ 1.
// A corner within rounding of the plane counts as on it, so a corner where
// several planes meet is not cut into slivers.
func clip(out, poly []Vec, m Vec) []Vec {
	const onPlane = 1e-12
	side := func(p Vec) float64 { return m.Dot(p) - 1 }
	for k, p := range poly {
		q := poly[(k+1)%len(poly)]
		sp, sq := side(p), side(q)
		if sp <= onPlane*max(1, math.Abs(m.Dot(p))) {
			out = append(out, p)
		}
		if (sp < -onPlane && sq > onPlane) || (sp > onPlane && sq < -onPlane) {
			t := sp / (sp - sq)
			out = append(out, p.add(q.sub(p).scale(t)))
		}
	}
	return out
}

// dedupe drops corners within eps of the one before (cyclically).
func dedupe(poly []Vec, eps float64) []Vec {
	var out []Vec
	for _, p := range poly {
		if len(out) > 0 && dist(out[len(out)-1], p) < eps {
			continue
		}
		out = append(out, p)
	}
	for len(out) > 1 && dist(out[0], out[len(out)-1]) < eps {
		out = out[:len(out)-1]
	}
	return out
}

// minEdge is the length of the solid's shortest edge.
func minEdge(s Solid) float64 {
	e := math.Inf(1)
	for _, f := range s.Faces {
		for k := range f {
			e = min(e, dist(s.Vertices[f[k]], s.Vertices[f[(k+1)%len(f)]]))
		}
	}
	return e
}

// Edges lists the solid's edges once each, as vertex pairs (low, high) in
// increasing order: what a wireframe draws.
func (s Solid) Edges() [][2]int {
	seen := map[[2]int]bool{}
	var out [][2]int
	for _, f := range s.Faces {
		for k := range f {
			a, b := f[k], f[(k+1)%len(f)]
			if a > b {
				a, b = b, a
			}
			if !seen[[2]int{a, b}] {
				seen[[2]int{a, b}] = true
				out = append(out, [2]int{a, b})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i][0] != out[j][0] {
			return out[i][0] < out[j][0]
		}
		return out[i][1] < out[j][1]
	})
	return out
}

// Normal is face f's outward unit normal (Newell's: the direction of the
// face's area vector, counter-clockwise corners seen from outside). A
// wireframe hides the faces whose normal points away from the eye.
func (s Solid) Normal(f int) Vec {
	var a Vec
	face := s.Faces[f]
	for k := range face {
		a = a.add(s.Vertices[face[k]].Cross(s.Vertices[face[(k+1)%len(face)]]))
	}
	return a.unit()
}
