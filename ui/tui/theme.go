package tui

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"riffle/ui/tty"
)

// Renderer returns a renderer for out that honours NO_COLOR and never
// lets termenv ask the terminal anything: a terminal that does not answer
// would hold the first frame for termenv's timeout (5 s a query). Whether
// the background is dark comes from Theme; for the program's own terminal
// (out is os.Stdout, in colour, tty.Askable) it may ask it with tty.Background, which
// waits tty.Wait at most. The same answer goes to lipgloss's default
// renderer, which draws the bubbles components' default styles.
func Renderer(out io.Writer) *lipgloss.Renderer {
	r := lipgloss.NewRenderer(out)
	var ask func() (bool, bool)
	if os.Getenv("NO_COLOR") != "" {
		r.SetColorProfile(termenv.Ascii)
	} else if out == io.Writer(os.Stdout) && tty.Askable(os.Getenv("TERM")) {
		ask = func() (bool, bool) { return tty.Background(os.Stdin, os.Stdout, tty.Wait) }
	}
	dark := Theme(os.Getenv, ask)
	r.SetHasDarkBackground(dark)
	if out == io.Writer(os.Stdout) {
		lipgloss.SetHasDarkBackground(dark)
	}
	return r
}

// CheckTheme checks a RIFFLE_THEME value: empty (not set), dark or light,
// in any case.
func CheckTheme(v string) error {
	switch strings.ToLower(v) {
	case "", "dark", "light":
		return nil
	}
	return fmt.Errorf("RIFFLE_THEME: unknown theme %q: allowed dark, light", v)
}

// Theme says whether the terminal's background is dark: RIFFLE_THEME=dark
// or light when set; else COLORFGBG's background colour (0–6 and 8 are
// dark) when set; else the terminal's answer when ask (which may be nil)
// gets one; else dark.
func Theme(getenv func(string) string, ask func() (dark, ok bool)) bool {
	switch strings.ToLower(getenv("RIFFLE_THEME")) {
	case "dark":
		return true
	case "light":
		return false
	}
	if fgbg := getenv("COLORFGBG"); strings.Contains(fgbg, ";") {
		bg, err := strconv.Atoi(fgbg[strings.LastIndex(fgbg, ";")+1:])
		return err != nil || bg < 7 || bg == 8
	}
	if ask != nil {
		if dark, ok := ask(); ok {
			return dark
		}
	}
	return true
}

// RemoteRenderer is Renderer for a remote terminal (riffle serve): out is
// the session, environ the variables its client sent (TERM with them).
// NO_COLOR, COLORTERM and TERM choose the colours; RIFFLE_THEME or
// COLORFGBG the background, else dark. It never asks the terminal: an
// answer would be read from the student's keys.
func RemoteRenderer(out io.Writer, environ []string) *lipgloss.Renderer {
	getenv := remoteEnv(environ).Getenv
	r := lipgloss.NewRenderer(out, termenv.WithEnvironment(remoteEnv(environ)), termenv.WithUnsafe(), termenv.WithColorCache(true))
	if getenv("NO_COLOR") != "" || getenv("TERM") == "" || getenv("TERM") == "dumb" {
		r.SetColorProfile(termenv.Ascii)
	}
	r.SetHasDarkBackground(Theme(getenv, nil))
	return r
}

// UTF8Locale reports whether the locale (LC_ALL, else LC_CTYPE, else
// LANG, the first that is set, as POSIX orders them) names the UTF-8
// encoding; set is whether any of them is.
func UTF8Locale(getenv func(string) string) (utf8, set bool) {
	for _, v := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if l := strings.ToLower(getenv(v)); l != "" {
			return strings.Contains(l, "utf-8") || strings.Contains(l, "utf8"), true
		}
	}
	return false, false
}

// Getenv looks a variable up in environ ("K=V" entries, the last of a
// name winning), as os.Getenv does in the process's own.
func Getenv(environ []string) func(string) string { return remoteEnv(environ).Getenv }

// remoteEnv is a client's variables as termenv reads them.
type remoteEnv []string

func (e remoteEnv) Environ() []string { return e }

func (e remoteEnv) Getenv(k string) string {
	for i := len(e) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(e[i], k+"="); ok {
			return v
		}
	}
	return ""
}
