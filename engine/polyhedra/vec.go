package polyhedra

import "math"

// Vec is a point or direction in space.
type Vec [3]float64

func (a Vec) add(b Vec) Vec       { return Vec{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }
func (a Vec) sub(b Vec) Vec       { return Vec{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }
func (a Vec) scale(k float64) Vec { return Vec{k * a[0], k * a[1], k * a[2]} }
func (a Vec) dot(b Vec) float64   { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a Vec) norm() float64       { return math.Sqrt(a.dot(a)) }
func (a Vec) unit() Vec           { return a.scale(1 / a.norm()) }
func (a Vec) cross(b Vec) Vec {
	return Vec{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}
func dist(a, b Vec) float64 { return a.sub(b).norm() }

// mat is a 3×3 matrix, rows first.
type mat [3][3]float64

var identity = mat{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}

func (m mat) apply(v Vec) Vec {
	return Vec{m[0][0]*v[0] + m[0][1]*v[1] + m[0][2]*v[2],
		m[1][0]*v[0] + m[1][1]*v[1] + m[1][2]*v[2],
		m[2][0]*v[0] + m[2][1]*v[1] + m[2][2]*v[2]}
}

func (m mat) mul(n mat) mat {
	var p mat
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				p[i][j] += m[i][k] * n[k][j]
			}
		}
	}
	return p
}

func (m mat) transpose() mat {
	var t mat
	for i := range 3 {
		for j := range 3 {
			t[i][j] = m[j][i]
		}
	}
	return t
}

func (m mat) det() float64 {
	return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
		m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
		m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
}

func (m mat) neg() mat {
	for i := range 3 {
		for j := range 3 {
			m[i][j] = -m[i][j]
		}
	}
	return m
}

// maxDiff is the largest entry of |m − n|.
func (m mat) maxDiff(n mat) float64 {
	d := 0.0
	for i := range 3 {
		for j := range 3 {
			d = max(d, math.Abs(m[i][j]-n[i][j]))
		}
	}
	return d
}

// columns is the matrix whose columns are a, b, c.
func columns(a, b, c Vec) mat {
	return mat{{a[0], b[0], c[0]}, {a[1], b[1], c[1]}, {a[2], b[2], c[2]}}
}

// rotation is the rotation by angle t about the axis u (Rodrigues).
func rotation(u Vec, t float64) mat {
	u = u.unit()
	c, s := math.Cos(t), math.Sin(t)
	x, y, z := u[0], u[1], u[2]
	return mat{
		{c + x*x*(1-c), x*y*(1-c) - z*s, x*z*(1-c) + y*s},
		{y*x*(1-c) + z*s, c + y*y*(1-c), y*z*(1-c) - x*s},
		{z*x*(1-c) - y*s, z*y*(1-c) + x*s, c + z*z*(1-c)},
	}
}
