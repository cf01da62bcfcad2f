package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every page is embedded and named; every relative link and picture in
// README.md and the pages leads to a file that is there.
func TestLinksLead(t *testing.T) {
	if len(Names()) < 15 {
		t.Fatalf("pages %v", Names())
	}
	for _, n := range Names() {
		if p, ok := Page(n); !ok || !strings.HasPrefix(p, "# ") {
			t.Errorf("page %s: %v, %.40q", n, ok, p)
		}
	}
	if _, ok := Page("../README"); ok {
		t.Error("a page outside docs/ read")
	}
	link := regexp.MustCompile(`\]\(([^)#\s]+)(#[^)]*)?\)`)
	files, _ := filepath.Glob("*.md")
	for _, f := range append(files, filepath.Join("..", "README.md")) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(b), -1) {
			target := m[1]
			if strings.Contains(target, "://") {
				continue
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(f), target)); err != nil {
				t.Errorf("%s links to %s: %v", f, target, err)
			}
		}
	}
}

// The front page stays a front page.
func TestREADMEIsAFrontPage(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "\n"); n > 200 {
		t.Errorf("README.md has %d lines: at most 200 (the rest goes to docs/)", n)
	}
}
