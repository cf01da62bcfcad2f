package polyhedra

import (
	"math"
	"testing"
)

// misfit is the largest distance from a moved vertex to its nearest
// vertex, or some value at least stop once it is known to reach stop.
func misfit(m Mat, verts []Vec, stop float64) float64 {
	worst := 0.0
	for _, v := range verts {
		if worst >= stop {
			break
		}
		w := m.Apply(v)
		best := math.Inf(1)
		for _, u := range verts {
			best = min(best, dist(w, u))
		}
		worst = max(worst, best)
	}
	return worst
}

// TestToleranceMargins measures both sides of the tolerance (10⁻⁶ of the
// least vertex distance d) on every type and the families at n = MinN, 7,
// 24 and 50, over every candidate map Analyze tries: the maps it accepts
// leave every vertex within 10⁻¹² of the size of a vertex (measured: at
// most 7·10⁻¹⁴), and every map it refuses leaves some vertex at least
// 10⁻³ d from every vertex (measured: 0.01 d at worst, the skewed in/out
// dipyramid at n = 50, whose in and out corners come closer as n grows).
// So the tolerance is far from both.
func TestToleranceMargins(t *testing.T) {
	solids := allForTests(t)
	for _, fi := range Families() {
		s, err := Family(fi.Name, MaxN)
		if err != nil {
			t.Fatal(err)
		}
		solids = append(solids, s)
	}
	for _, s := range solids {
		var c Vec
		for _, v := range s.Vertices {
			c = c.add(v)
		}
		c = c.scale(1 / float64(len(s.Vertices)))
		verts := make([]Vec, len(s.Vertices))
		size, dmin := 0.0, math.Inf(1)
		for i, v := range s.Vertices {
			verts[i] = v.sub(c)
			size = max(size, verts[i].Norm())
		}
		for i := range verts {
			for j := i + 1; j < len(verts); j++ {
				dmin = min(dmin, dist(verts[i], verts[j]))
			}
		}
		ref, _ := frame(verts, s.Faces[0], 0, size)
		worstIn, bestOut := 0.0, math.Inf(1)
		for _, face := range s.Faces {
			for k := range face {
				fr, _ := frame(verts, face, k, size)
				for _, det := range []int{1, -1} {
					f := fr
					if det < 0 {
						for r := range 3 {
							f[r][2] = -f[r][2]
						}
					}
					e := misfit(f.Mul(ref.transpose()), verts, bestOut*dmin)
					if e < 1e-6*dmin {
						worstIn = max(worstIn, e/size)
					} else {
						bestOut = min(bestOut, e/dmin)
					}
				}
			}
		}
		if worstIn > 1e-12 || bestOut < 1e-3 {
			t.Errorf("%s n=%d: symmetries' misfit %.2g of the size, nearest refused map's %.3g of d", s.Name, s.N, worstIn, bestOut)
		}
		t.Logf("%-34s n=%2d: symmetries' misfit/size %.1e; nearest refused map's misfit/d %.3g", s.Name, s.N, worstIn, bestOut)
	}
}
