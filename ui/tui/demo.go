package tui

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
	"riffle/ui/tui/settings"
)

// demoLive reports whether a guided demo's step is on its screen: the
// page keys are then the demo's.
func (m *Model) demoLive() bool {
	st := m.demo.State()
	return st != nil && st.Live && m.screen != demoID
}

// openDemos takes o's demos, read already or read now (see startDemo),
// and starts o.Demo.
func (m *Model) openDemos(o settings.Options) error {
	if o.Demos != nil {
		m.ctl.SetDemos(o.Demos)
		return m.startDemo("", o.Demo)
	}
	return m.startDemo(o.DemoDir, o.Demo)
}

// startDemo loads the demos (a teacher's dir too, when not "") and, when
// name is not "", starts that demo on the demo screen. The error is the
// loader's one line, or names the demos there are.
func (m *Model) startDemo(dir, name string) error {
	if dir != "" {
		ds, err := LoadDemos(dir)
		if err != nil {
			return err
		}
		m.ctl.SetDemos(ds)
	}
	if name == "" {
		return nil
	}
	if err := m.demo.Start(name); err != nil {
		return err
	}
	m.screen = demoID
	return nil
}

// playDemoStep plays a demo step on its screen: the settings applied (a
// setting a demo file was checked against, so none is refused but by a
// bug; yours come back when the demo ends, and are not saved as yours
// meanwhile), the screen opened and put back as it starts (a
// common.Freshener), its keys given to it one by one as if typed.
func (m *Model) playDemoStep(msg common.DemoLiveMsg) tea.Cmd {
	if len(msg.Settings) > 0 && m.beforeDemo == nil {
		before := m.c.Settings()
		m.beforeDemo = &before
	}
	st := m.c.Settings()
	for _, kv := range msg.Settings {
		if err := st.Set(kv[0], kv[1]); err != nil {
			m.notice = "The demo's setting " + kv[0] + " " + kv[1] + " was refused: " + err.Error()
		}
	}
	m.ctl.SetSettings(st)
	to := msg.Open
	if to == "" {
		to = lobbyID
	}
	cmds := []tea.Cmd{m.open(to)}
	if f := m.active().fresh; f != nil && m.screen == to {
		cmds = append(cmds, from(m.screen, f.DemoFresh()))
	}
	for _, name := range msg.Keys {
		if k, ok := common.KeyNamed(name); ok {
			if s := m.active().still; s != nil {
				s.Still() // each key acts, none spent showing an animation
			}
			cmds = append(cmds, m.updateScreen(k))
		}
	}
	return tea.Batch(cmds...)
}
