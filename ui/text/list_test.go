package text

import "testing"

func TestAndList(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want string
	}{
		{nil, ""}, {[]string{"a"}, "a"}, {[]string{"a", "b"}, "a and b"}, {[]string{"a", "b", "c"}, "a, b and c"},
	} {
		if got := AndList(c.in); got != c.want {
			t.Errorf("AndList(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
