package dice

import (
	"math"
	"strconv"
	"strings"

	"riffle/engine/polyhedra"
	"riffle/ui/tui/draw"
)

// vec and mat are engine/polyhedra's points and turns.
type (
	vec = polyhedra.Vec
	mat = polyhedra.Mat
)

var identity = mat{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}

func dot(a, b vec) float64 { return a.Dot(b) }
func cross(a, b vec) vec   { return a.Cross(b) }
func norm(a vec) float64   { return a.Norm() }

// rotation is polyhedra.Rotation: the turn by angle t about u.
func rotation(u vec, t float64) mat { return polyhedra.Rotation(u, t) }

// align is the least turn carrying the unit vector a onto the unit vector
// b (about a × b; a half turn about any axis across a when b = −a).
func align(a, b vec) mat {
	axis := cross(a, b)
	s, c := norm(axis), dot(a, b)
	if s < 1e-12 {
		if c > 0 {
			return identity
		}
		axis = cross(a, vec{1, 0, 0})
		if norm(axis) < 1e-6 {
			axis = cross(a, vec{0, 1, 0})
		}
		return rotation(axis, math.Pi)
	}
	return rotation(axis, math.Atan2(s, c))
}

// spinAxis is the axis the die turns about on screen: up, leaning toward
// the viewer, so that the top and the sides both come round.
var spinAxis = vec{0.25, 1, 0.35}

// showTowards is where a face just thrown is turned to: toward the viewer,
// tipped up and aside so that its neighbours show around it.
var showTowards = func() vec { v := vec{0.25, 0.3, 1}; n := norm(v); return vec{v[0] / n, v[1] / n, v[2] / n} }()

// outside is the orbit of a cell outside the die's outline.
const outside = -1

// picture is a die drawn in braille: cols × rows cells, each a braille
// pattern (0 for none) and the orbit of the face under the cell's centre
// (outside when none), and where a face's number goes.
type picture struct {
	cols, rows int
	dots       []uint8 // braille dot bits per cell: the edges
	orbit      []int8  // the orbit under each cell's centre, or outside
	label      int     // the face labelled (-1 for none), at labelAt
	labelAt    [2]int  // its cell (col, row)
}

// brailleBit is the bit of the dot at (x, y) in a 2 × 4 braille cell.
var brailleBit = [4][2]uint8{{0x01, 0x08}, {0x02, 0x10}, {0x04, 0x20}, {0x40, 0x80}}

// stipple is the pattern the second orbit's faces are filled with: two
// dots a cell on a diagonal, so that without colour the orbits still
// differ (and in ASCII a cell of it reads '.' or ':').
const stipple = 0x02 | 0x20 // dots (0,1) and (1,2)

// drawSolid draws the solid s, turned by r, in a cols × rows braille picture:
// orthographic, seen from +z, scaled so that the turning solid always
// fits. Only the faces toward the viewer are drawn (a convex solid hides
// the others); their edges as lines, the second orbit's faces stippled.
// orbitOf gives a face's orbit; label is a face to number (-1 for none),
// placed at its middle when it faces the viewer.
func drawSolid(s polyhedra.Solid, orbitOf func(int) int, r mat, cols, rows, label int) picture {
	p := picture{cols: cols, rows: rows, dots: make([]uint8, cols*rows), orbit: make([]int8, cols*rows), label: -1}
	for i := range p.orbit {
		p.orbit[i] = outside
	}
	if cols < 1 || rows < 1 || len(s.Vertices) == 0 {
		return p
	}
	proj := project(s, r, 2*cols, 4*rows)
	front := make([]bool, len(s.Faces))
	for f := range s.Faces {
		front[f] = r.Apply(s.Normal(f))[2] > 1e-9
	}
	// Each cell takes the orbit of the front face under its centre (the
	// front faces of a convex solid tile its outline without overlap).
	for f, face := range s.Faces {
		if front[f] {
			p.fill(proj, face, int8(orbitOf(f)))
		}
	}
	for f, face := range s.Faces {
		if !front[f] {
			continue
		}
		for k, i := range face {
			p.line(proj[i], proj[face[(k+1)%len(face)]])
		}
	}
	if label >= 0 && label < len(s.Faces) && front[label] {
		var mx, my float64
		for _, i := range s.Faces[label] {
			mx += proj[i][0]
			my += proj[i][1]
		}
		n := float64(len(s.Faces[label]))
		p.label = label
		p.labelAt = [2]int{int(mx / n / 2), int(my / n / 4)}
	}
	return p
}

// project places s's vertices, turned by r about their centroid, on a
// picture dw × dh dots, orthographically: x across, y up, scaled so that
// the sphere about the centroid through the farthest vertex fits with a
// dot to spare (so that every turn of the die fits too).
func project(s polyhedra.Solid, r mat, dw, dh int) [][2]float64 {
	var centre vec
	for _, v := range s.Vertices {
		for k := range 3 {
			centre[k] += v[k] / float64(len(s.Vertices))
		}
	}
	radius := 0.0
	for _, v := range s.Vertices {
		radius = max(radius, norm(vec{v[0] - centre[0], v[1] - centre[1], v[2] - centre[2]}))
	}
	scale := (float64(min(dw, dh)) - 2) / 2 / radius
	cx, cy := float64(dw-1)/2, float64(dh-1)/2
	proj := make([][2]float64, len(s.Vertices))
	for i, v := range s.Vertices {
		q := r.Apply(vec{v[0] - centre[0], v[1] - centre[1], v[2] - centre[2]})
		proj[i] = [2]float64{cx + q[0]*scale, cy - q[1]*scale}
	}
	return proj
}

// fill gives the cells whose centre falls in the projected face the orbit
// o.
func (p *picture) fill(proj [][2]float64, face []int, o int8) {
	minX, maxX, minY, maxY := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, i := range face {
		minX, maxX = min(minX, proj[i][0]), max(maxX, proj[i][0])
		minY, maxY = min(minY, proj[i][1]), max(maxY, proj[i][1])
	}
	c0, c1 := max(0, int(minX/2)), min(p.cols-1, int(maxX/2))
	r0, r1 := max(0, int(minY/4)), min(p.rows-1, int(maxY/4))
	for row := r0; row <= r1; row++ {
		for col := c0; col <= c1; col++ {
			if inside(proj, face, float64(2*col)+0.5, float64(4*row)+1.5) {
				p.orbit[row*p.cols+col] = o
			}
		}
	}
}

// inside reports whether (x, y) is inside the projected convex polygon
// face (either winding).
func inside(proj [][2]float64, face []int, x, y float64) bool {
	sign := 0
	for k, i := range face {
		a, b := proj[i], proj[face[(k+1)%len(face)]]
		c := (b[0]-a[0])*(y-a[1]) - (b[1]-a[1])*(x-a[0])
		switch {
		case c > 0:
			if sign < 0 {
				return false
			}
			sign = 1
		case c < 0:
			if sign > 0 {
				return false
			}
			sign = -1
		}
	}
	return true
}

// set sets the dot at (x, y), if in the picture.
func (p *picture) set(x, y int) {
	if x < 0 || y < 0 || x >= 2*p.cols || y >= 4*p.rows {
		return
	}
	p.dots[(y/4)*p.cols+x/2] |= brailleBit[y%4][x%2]
}

// line sets the dots from a to b (a DDA in dot steps).
func (p *picture) line(a, b [2]float64) {
	dx, dy := b[0]-a[0], b[1]-a[1]
	steps := int(math.Ceil(max(math.Abs(dx), math.Abs(dy))))
	if steps == 0 {
		p.set(int(math.Round(a[0])), int(math.Round(a[1])))
		return
	}
	for i := 0; i <= steps; i++ {
		t := float64(i) / float64(steps)
		p.set(int(math.Round(a[0]+dx*t)), int(math.Round(a[1]+dy*t)))
	}
}

// cell is the character of cell i: its edge dots and, on the second
// orbit, the stipple, as braille; in ASCII the edges' stand-in (' . :)
// or, where no edge passes, % on the second orbit.
func (p picture) cell(i int, ascii bool) rune {
	d := p.dots[i]
	if p.orbit[i] == 1 {
		if ascii && d == 0 {
			return '%'
		}
		d |= stipple
	}
	switch {
	case d == 0:
		return ' '
	case ascii:
		return draw.ASCIIOf(rune(0x2800 + int(d&p.dots[i])))
	}
	return rune(0x2800 + int(d))
}

// orbitPaints are the paints of a picture's cells: the first orbit's,
// the second's, the label's, and the outline's outside the faces.
type orbitPaints [4]draw.Paint

// of is the paint of orbit (0, 1, labelOrbit or outside).
func (ps *orbitPaints) of(orbit int8) *draw.Paint {
	if orbit < 0 || int(orbit) > labelOrbit {
		return &ps[3]
	}
	return &ps[orbit]
}

// lines are the picture's rows of text, each cell a braille character (a
// blank for none) in the paint of its orbit, runs of one orbit painted
// together; the label, if any, is written over its cells. The rows are
// written into one string and cut from it: no allocation a run or cell.
func (p picture) lines(paints orbitPaints, ascii bool) []string {
	out := make([]string, p.rows)
	ends := make([]int, p.rows)
	labelText := ""
	if p.label >= 0 {
		labelText = strconv.Itoa(p.label + 1)
	}
	var b strings.Builder
	b.Grow(p.rows * (3*p.cols + 4*len(paints[0].Open)))
	for row := range p.rows {
		open, runOrbit := false, int8(outside)
		end := func() {
			if open {
				b.WriteString(paints.of(runOrbit).Close)
				open = false
			}
		}
		lc := -1
		if labelText != "" && row == p.labelAt[1] {
			lc = min(max(0, p.labelAt[0]-(len(labelText)-1)/2), p.cols-len(labelText))
		}
		for col := 0; col < p.cols; col++ {
			if col == lc {
				end()
				paints.of(labelOrbit).Write(&b, labelText)
				col += len(labelText) - 1
				continue
			}
			i := row*p.cols + col
			if p.orbit[i] != runOrbit {
				end()
				runOrbit = p.orbit[i]
			}
			if !open {
				b.WriteString(paints.of(runOrbit).Open)
				open = true
			}
			b.WriteRune(p.cell(i, ascii))
		}
		end()
		ends[row] = b.Len()
	}
	all, start := b.String(), 0
	for row, end := range ends {
		out[row], start = all[start:end], end
	}
	return out
}

// labelOrbit is the paint for a face's number.
const labelOrbit = 2
