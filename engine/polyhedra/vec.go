package polyhedra

import "math"

// Vec is a point or direction in space.
type Vec [3]float64

// Dot, Norm and Cross are the dot product, the length and the cross
// product; the others are kept to the package.
func (a Vec) add(b Vec) Vec       { return Vec{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }
func (a Vec) sub(b Vec) Vec       { return Vec{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }
func (a Vec) scale(k float64) Vec { return Vec{k * a[0], k * a[1], k * a[2]} }
func (a Vec) Dot(b Vec) float64   { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a Vec) Norm() float64       { return math.Sqrt(a.Dot(a)) }
func (a Vec) unit() Vec           { return a.scale(1 / a.Norm()) }
func (a Vec) Cross(b Vec) Vec {
	return Vec{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}
func dist(a, b Vec) float64 { return a.sub(b).Norm() }

// Mat is a 3×3 matrix, rows first: a turn or reflection of space.
type Mat [3][3]float64

var identity = Mat{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}

func (m Mat) Apply(v Vec) Vec {
	return Vec{m[0][0]*v[0] + m[0][1]*v[1] + m[0][2]*v[2],
		m[1][0]*v[0] + m[1][1]*v[1] + m[1][2]*v[2],
		m[2][0]*v[0] + m[2][1]*v[1] + m[2][2]*v[2]}
}

func (m Mat) Mul(n Mat) Mat {
	var p Mat
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				p[i][j] += m[i][k] * n[k][j]
			}
		}
	}
	return p
}

func (m Mat) transpose() Mat {
	var t Mat
	for i := range 3 {
		for j := range 3 {
			t[i][j] = m[j][i]
		}
	}
	return t
}

func (m Mat) det() float64 {
	return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
		m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
		m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
}

func (m Mat) neg() Mat {
	for i := range 3 {
		for j := range 3 {
			m[i][j] = -m[i][j]
		}
	}
	return m
}

// maxDiff is the largest entry of |m − n|.
func (m Mat) maxDiff(n Mat) float64 {
	d := 0.0
	for i := range 3 {
		for j := range 3 {
			d = max(d, math.Abs(m[i][j]-n[i][j]))
		}
	}
	return d
}

// columns is the matrix whose columns are a, b, c.
func columns(a, b, c Vec) Mat {
	return Mat{{a[0], b[0], c[0]}, {a[1], b[1], c[1]}, {a[2], b[2], c[2]}}
}

// Rotation is the turn by angle t (radians, counter-clockwise seen from
// the tip of u) about the axis u, which must not be zero (Rodrigues'
// formula).
func Rotation(u Vec, t float64) Mat {
	u = u.unit()
	c, s := math.Cos(t), math.Sin(t)
	x, y, z := u[0], u[1], u[2]
	return Mat{
		{c + x*x*(1-c), x*y*(1-c) - z*s, x*z*(1-c) + y*s},
		{y*x*(1-c) + z*s, c + y*y*(1-c), y*z*(1-c) - x*s},
		{z*x*(1-c) - y*s, z*y*(1-c) + x*s, c + z*z*(1-c)},
	}
}
