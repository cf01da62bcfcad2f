package play

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// The class's terminal as a teacher uses it: serve on a terminal shows
// where students connect, a student joining, their dice pooled, a
// question asked (the student answers on F6) and tallied; q then y ends
// the class, the student told and saved, and serve exits 0.
func TestServeDashboard(t *testing.T) {
	state := t.TempDir()
	cmd := serveChild(state)
	cmd.Env = append(cmd.Env, "RIFFLE_THEME=dark")
	r := startOnPTY(t, cmd, nil)
	if !r.readUntil("localhost", time.Minute) {
		t.Fatalf("no dashboard: %q", r.out.String())
	}
	m := regexp.MustCompile(`ssh -p (\d+) localhost`).FindStringSubmatch(r.out.String())
	if m == nil {
		t.Fatalf("no connect line: %q", r.out.String())
	}
	st := connectStudent(t, "127.0.0.1:"+m[1], state, "zoe")
	st.until(t, "Craps")
	if !r.readUntil("1 student of 60", 30*time.Second) {
		t.Fatalf("the student is not counted: %q", tail(r.out.String()))
	}
	st.in.Write([]byte("1"))
	st.until(t, "the pass line")
	st.in.Write([]byte(" "))
	if !r.readUntil("Class dice: d6", 30*time.Second) {
		t.Fatalf("the dice are not pooled: %q", tail(r.out.String()))
	}
	r.master.WriteString("a")
	st.until(t, "Class question: F6")
	st.in.Write([]byte("\x1b[17~"))
	st.until(t, "Your answer")
	st.in.Write([]byte("about 3"))
	st.until(t, "about 3")
	time.Sleep(100 * time.Millisecond) // enter after the typing: in the same write it would be a paste's line break
	st.in.Write([]byte("\r"))
	st.until(t, "Sent")
	if !r.readUntil("1 of 1 answered", 30*time.Second) {
		t.Fatalf("the answer is not tallied: %q", tail(r.out.String()))
	}
	r.master.WriteString("q")
	if !r.readUntil("End the class?", 30*time.Second) {
		t.Fatalf("q did not ask: %q", tail(r.out.String()))
	}
	r.master.WriteString("y")
	st.until(t, "The class is over")
	st.until(t, "Your session is saved")
	if !r.readUntil("the class is over: 1 session closed", 30*time.Second) {
		t.Fatalf("no word of the end: %q", tail(r.out.String()))
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Error("serve did not exit")
	}
}

func tail(s string) string {
	if len(s) > 800 {
		return s[len(s)-800:]
	}
	return strings.Clone(s)
}
