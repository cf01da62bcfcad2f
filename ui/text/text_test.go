package text

import (
	"math/big"
	"testing"
	"time"
)

func TestGroupDigits(t *testing.T) {
	for in, want := range map[string]string{
		"": "", "0": "0", "7": "7", "999": "999", "1000": "1,000", "-1000": "-1,000",
		"1234567": "1,234,567", "-123456": "-123,456", "100000": "100,000",
	} {
		if got := GroupDigits(in); got != want {
			t.Errorf("GroupDigits(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Int(-9223372036854775808); got != "-9,223,372,036,854,775,808" {
		t.Errorf("Int(min) = %q", got)
	}
	f52, _ := new(big.Int).SetString("80658175170943878571660636856403766975289505440883277824000000000000", 10)
	if got := BigInt(f52); got != "80,658,175,170,943,878,571,660,636,856,403,766,975,289,505,440,883,277,824,000,000,000,000" {
		t.Errorf("BigInt(52!) = %q", got)
	}
}

func TestElapsed(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{400 * time.Microsecond, "0.4 ms"}, {215900 * time.Microsecond, "215.9 ms"}, {2215900 * time.Microsecond, "2.22 s"},
		{12300 * time.Millisecond, "12.30 s"},
	} {
		if got := Elapsed(tc.d); got != tc.want {
			t.Errorf("Elapsed(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

func TestSigned(t *testing.T) {
	for _, c := range []struct {
		n          int
		typo, asci string
	}{
		{0, "0", "0"}, {10, "+10", "+10"}, {-1100, "−1,100", "-1,100"}, {1234567, "+1,234,567", "+1,234,567"},
	} {
		if got := Signed(c.n); got != c.typo {
			t.Errorf("Signed(%d) = %q, want %q", c.n, got, c.typo)
		}
		if got := SignedASCII(c.n); got != c.asci {
			t.Errorf("SignedASCII(%d) = %q, want %q", c.n, got, c.asci)
		}
	}
	if Plural(1, "riffle") != "1 riffle" || Plural(1000, "riffle") != "1,000 riffles" || OneMany(2, "die", "dice") != "dice" || OneMany(1, "die", "dice") != "die" {
		t.Error("Plural or OneMany")
	}
}
