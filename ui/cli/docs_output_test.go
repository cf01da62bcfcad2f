package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The docs' outputs are real: every block a page opens with
// "<!-- output: riffle ARGS -->" holds what riffle ARGS prints today
// (go test ./ui/cli -run TestDocsOutputs -update rewrites them). Only the
// headless commands, whose output does not depend on the clock or the
// machine, are shown so.
func TestDocsOutputs(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "docs", "*.md"))
	block := regexp.MustCompile("(?s)<!-- output: riffle ([^\n]*?) -->\n```text\n(.*?)```\n")
	found := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		page := string(b)
		changed := block.ReplaceAllStringFunc(page, func(m string) string {
			sub := block.FindStringSubmatch(m)
			found++
			args := shellFields(sub[1])
			code, out, errOut := run(args...)
			if code != 0 {
				t.Errorf("%s: riffle %s: exit %d, %s", f, sub[1], code, errOut)
				return m
			}
			if out != sub[2] && !*update {
				t.Errorf("%s: riffle %s prints today:\n%s", f, sub[1], out)
			}
			return "<!-- output: riffle " + sub[1] + " -->\n```text\n" + out + "```\n"
		})
		if *update && changed != page {
			if err := os.WriteFile(f, []byte(changed), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found < 5 {
		t.Errorf("only %d outputs in the docs", found)
	}
}

// shellFields splits a command line at spaces, as a shell does for words
// in double quotes ("Kh 4s" one word).
func shellFields(line string) []string {
	var out []string
	var word strings.Builder
	quoted, inWord := false, false
	for _, r := range line {
		switch {
		case r == '"':
			quoted, inWord = !quoted, true
		case r == ' ' && !quoted:
			if inWord {
				out = append(out, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		out = append(out, word.String())
	}
	return out
}
