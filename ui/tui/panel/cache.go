package panel

import (
	"strings"

	"riffle/ui/tui/draw"
)

// The panel draws its view once per change of state and View returns that
// drawing until the next change: the sampler's snapshot changes about ten
// times a second, while the root asks for a View after every message (a
// key, a mouse move, another screen's tick).
//
// Every method that changes what View draws calls changed, which gives the
// state a new version; the drawing is kept with the version it drew and
// the inputs that live outside the panel's own fields (its size, the
// styles in Common, whether the sampler is paused), and View draws again
// when any of them differs. Versions come from a counter in the cache that
// copies of a Model share (Update returns a copy), so two copies that
// changed apart never share a version and neither is shown the other's
// drawing; and as copies share their tallies and report, a change made
// through any copy draws every copy anew.

// viewCache is the panel's last drawing and the buffers kept for the next.
type viewCache struct {
	last uint64 // the last version handed out
	key  viewKey
	ok   bool // view is the drawing of key
	view string
	heat heatBuf // the heatmap's residuals and cells
	deco deco    // the border and the legend
}

// viewKey is everything a drawing depends on: the state's version and the
// inputs that can change without the panel's methods.
type viewKey struct {
	ver    uint64 // the state's version
	last   uint64 // the last version of any copy
	w, h   int
	styles stylesKey
	paused bool
}

// stylesKey tells apart the Styles the panel may be drawn with. Styles
// are made once by draw.NewStyles and never changed (see Styles); each
// call makes new heat scales, so their first element's address names the
// coloured styles, and styles without colours draw the same bytes
// whatever renderer made them.
type stylesKey struct {
	color bool
	heat  *string
	reset string
}

func keyOf(st draw.Styles) stylesKey {
	k := stylesKey{color: st.Color, reset: st.Reset}
	if len(st.HeatFG) > 0 {
		k.heat = &st.HeatFG[0]
	}
	return k
}

// changed marks the state as changed: the next View draws it anew.
func (p *Model) changed() {
	if p.cache != nil {
		p.cache.last++
		p.ver = p.cache.last
	}
}

// View draws the panel in its size, with a border: the drawing of the
// current state, made on the first View after it changed.
func (p Model) View() string {
	c := p.cache
	if c == nil { // a Model not made by New
		return p.render()
	}
	key := viewKey{ver: p.ver, last: c.last, w: p.w, h: p.h, styles: keyOf(p.c.Styles()), paused: p.Paused()}
	if !c.ok || c.key != key {
		c.view, c.key, c.ok = p.render(), key, true
	}
	return c.view
}

// deco is the frame's border and the heatmap's legend as last drawn, with
// the styles and width each was drawn for: they change only with those.
type deco struct {
	borderKey         decoKey
	legendKey         legendKey
	top, side, bottom string
	legend            []string
}

// legendKey is what the legend's lines depend on: the styles, the width,
// the most lines and whether cells hold numbers.
type legendKey struct {
	decoKey
	n       int
	numbers bool
}

type decoKey struct {
	ok     bool
	styles stylesKey
	w      int
}

// borders are the frame's top, side and bottom for w cells inside.
func (p Model) borders(w int) (top, side, bottom string) {
	st := p.c.Styles()
	if p.cache == nil {
		return drawBorders(st, w)
	}
	d, k := &p.cache.deco, decoKey{true, keyOf(st), w}
	if d.borderKey != k {
		d.top, d.side, d.bottom = drawBorders(st, w)
		d.borderKey = k
	}
	return d.top, d.side, d.bottom
}

func drawBorders(st draw.Styles, w int) (top, side, bottom string) {
	return st.Border.Render("╭" + strings.Repeat("─", w+2) + "╮"),
		st.Border.Render("│"),
		st.Border.Render("╰" + strings.Repeat("─", w+2) + "╯")
}

// legend is the heatmap's legend in at most n lines of exactly w cells
// (see HeatLegendLines).
func (p Model) legend(w, n int, numbers bool) []string {
	st := p.c.Styles()
	if p.cache == nil {
		return HeatLegendLines(st, w, n, numbers)
	}
	d, k := &p.cache.deco, legendKey{decoKey{true, keyOf(st), w}, n, numbers}
	if d.legendKey != k {
		d.legend, d.legendKey = HeatLegendLines(st, w, n, numbers), k
	}
	return d.legend
}

// heatBuf is the heatmap's buffers.
func (p Model) heatBuf() *heatBuf {
	if p.cache == nil {
		return new(heatBuf)
	}
	return &p.cache.heat
}
