// Package docs holds Riffle's documentation pages (docs/*.md), embedded so
// that riffle help TOPIC prints the same page in the terminal.
package docs

import (
	"embed"
	"io/fs"
	"slices"
	"strings"
)

//go:embed *.md
var pages embed.FS

// Page is the page named name (its file without .md), if there is one.
func Page(name string) (string, bool) {
	if strings.ContainsAny(name, `/\.`) {
		return "", false
	}
	b, err := pages.ReadFile(name + ".md")
	return string(b), err == nil
}

// Names are the pages' names, sorted.
func Names() []string {
	ents, _ := fs.ReadDir(pages, ".")
	var out []string
	for _, e := range ents {
		if n, ok := strings.CutSuffix(e.Name(), ".md"); ok {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}
