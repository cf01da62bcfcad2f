package text

import "strings"

// AndList joins items as a sentence does: "a", "a and b", "a, b and c".
func AndList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
