package tui

import (
	"testing"

	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// The areas the screens' goldens are drawn in (tuitest.Areas) are the
// ones this layout gives each screen, as it opens, at 80×24 and 140×45,
// the panel open and closed.
func TestAreas(t *testing.T) {
	t.Parallel()
	for _, name := range ScreenNames() {
		first := newTestModel(t, settings.Options{Screen: name}, 80, 24)
		first.Stop() // only its screen is asked for its areas
		for _, a := range tuitest.Areas(first.active().Screen) {
			w, h := 80, 24
			if a.Term == "140x45" {
				w, h = 140, 45
			}
			m := newTestModel(t, settings.Options{Screen: name}, w, h)
			m.ctl.SetPanel(a.Panel)
			m.panelAsked = true // whole, as it is once it has data (an empty one below is a line: TestPanelBrief)
			m.layout()
			if sw, sh, _, _, _ := m.regions(); sw-2 != a.W || sh != a.H {
				t.Errorf("%s at %s: the root gives %d×%d, tuitest.Areas %d×%d", name, a.Term, sw-2, sh, a.W, a.H)
			}
			m.Stop()
		}
	}
}
