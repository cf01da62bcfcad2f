package cli

import (
	"runtime/debug"
)

// Version is what riffle --version says: the module's version, the commit
// it was built from (with "+modified" when the tree had changes) and its
// time, and the Go that built it — from the build's own record
// (runtime/debug.ReadBuildInfo; go build stamps the commit in a git
// checkout, go run and go test do not).
func Version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "riffle (no build information)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	settings := map[string]string{}
	for _, s := range bi.Settings {
		settings[s.Key] = s.Value
	}
	out := "riffle " + v
	if rev := settings["vcs.revision"]; rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if settings["vcs.modified"] == "true" {
			rev += "+modified"
		}
		out += " commit " + rev
		if t := settings["vcs.time"]; t != "" {
			out += " (" + t + ")"
		}
	} else {
		out += " commit unknown (built without version control information)"
	}
	return out + ", " + bi.GoVersion
}
