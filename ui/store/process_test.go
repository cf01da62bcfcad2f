package store

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// Tests that need a second process run this test binary again with
// helperEnv naming what it should do in the directory helperDirEnv.
const (
	helperEnv    = "RIFFLE_STORE_TEST_HELPER"
	helperDirEnv = "RIFFLE_STORE_TEST_DIR"
)

func TestMain(m *testing.M) {
	switch h := os.Getenv(helperEnv); h {
	case "":
		os.Exit(m.Run())
	case "append-until-killed":
		appendUntilKilled(os.Getenv(helperDirEnv))
	case "file-size-limit":
		appendOverFileSizeLimit(os.Getenv(helperDirEnv))
	default:
		fmt.Printf("error: unknown helper %q\n", h)
		os.Exit(2)
	}
}

func helperFail(err error) {
	fmt.Printf("error: %v\n", err)
	os.Exit(2)
}

// appendUntilKilled opens the store, says "open", then appends records of
// varying size (up to 20 KB, so that some writes span several pages),
// printing each index once its Append has returned.
func appendUntilKilled(dir string) {
	s, _, _, err := Open(dir)
	if err != nil {
		helperFail(err)
	}
	fmt.Println("open")
	for i := range 1_000_000 {
		if err := s.Append(killRecord(i)); err != nil {
			helperFail(err)
		}
		fmt.Println(i)
	}
	os.Exit(3) // the parent should have killed us long ago
}

func killRecord(i int) map[string]any {
	return map[string]any{"i": i, "pad": strings.Repeat("x", i*7919%20000)}
}

// A process killed with SIGKILL while appending leaves every record whose
// Append returned, and at worst a truncated last line; its lock dies with it.
func TestSIGKILLWhileAppending(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"=append-until-killed", helperDirEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })

	const atLeast = 30
	sc := bufio.NewScanner(out)
	done := -1
	for done < atLeast && sc.Scan() {
		line := sc.Text()
		if line == "open" {
			// Held by another process: the same one-line refusal.
			_, _, _, err := Open(dir)
			want := fmt.Sprintf("state directory %s is in use by another riffle (lock %s)", dir, filepath.Join(dir, "session.lock"))
			if err == nil || err.Error() != want {
				t.Errorf("Open while another process holds the store: %v; want %q", err, want)
			}
			continue
		}
		n, err := strconv.Atoi(line)
		if err != nil {
			t.Fatalf("helper said %q", line)
		}
		done = n
	}
	if done < atLeast {
		t.Fatalf("helper stopped after record %d: %v", done, sc.Err())
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	path := filepath.Join(dir, "session.jsonl")
	recs, problem := mustRead(t, path)
	if len(recs) < done+1 {
		t.Fatalf("%d records survive, but %d Appends had returned", len(recs), done+1)
	}
	for i, r := range recs {
		want, _ := json.Marshal(killRecord(i))
		if string(r) != string(want) {
			t.Fatalf("record %d is %.60s…, want %.60s…", i, r, want)
		}
	}
	if problem != "" {
		want := fmt.Sprintf("1 damaged line (line %d: truncated) skipped", len(recs)+1)
		if !strings.Contains(problem, want) {
			t.Fatalf("problem %q; want none or %q", problem, want)
		}
	}
	t.Logf("killed after %d returned Appends: %d records on file, problem %q", done+1, len(recs), problem)

	s, recs2, _ := mustOpen(t, dir) // the lock was released by the kernel
	if len(recs2) != len(recs) {
		t.Errorf("Open gave %d records, Read %d", len(recs2), len(recs))
	}
	if err := s.Append("after"); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if recs, problem := mustRead(t, path); problem != "" || len(recs) != len(recs2)+1 {
		t.Errorf("after Open and Append: %d records, problem %q", len(recs), problem)
	}
}

// appendOverFileSizeLimit appends three records, lowers RLIMIT_FSIZE to ten
// bytes past the end of the file so that the next write stops part way
// (EFBIG, as on a full disk), reports that Append's error and the file sizes
// before and after it, lifts the limit and appends a fourth record.
func appendOverFileSizeLimit(dir string) {
	signal.Ignore(syscall.SIGXFSZ) // get EFBIG instead of dying
	s, _, _, err := Open(dir)
	if err != nil {
		helperFail(err)
	}
	for i := 1; i <= 3; i++ {
		if err := s.Append(i); err != nil {
			helperFail(err)
		}
	}
	size := func() int64 {
		fi, err := os.Stat(s.Path())
		if err != nil {
			helperFail(err)
		}
		return fi.Size()
	}
	before := size()
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		helperFail(err)
	}
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: uint64(before) + 10, Max: old.Max}); err != nil {
		helperFail(err)
	}
	appendErr := s.Append(strings.Repeat("lost", 100))
	after := size()
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		helperFail(err)
	}
	if err := s.Append(4); err != nil {
		helperFail(err)
	}
	if err := s.Close(); err != nil {
		helperFail(err)
	}
	fmt.Printf("%d\n%d\n%v\n", before, after, appendErr)
	os.Exit(0)
}

// An Append that fails part way through its write leaves no partial line.
func TestAppendFailureLeavesNoPartialLine(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"=file-size-limit", helperDirEnv+"="+dir)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("helper: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("helper said %q", out)
	}
	if lines[0] != lines[1] {
		t.Errorf("file was %s bytes before the failed Append and %s after", lines[0], lines[1])
	}
	path := filepath.Join(dir, "session.jsonl")
	checkOneLine(t, fmt.Errorf("%s", lines[2]), "cannot save to state file "+path, "file too large")
	recs, problem := mustRead(t, path)
	if want := raws("1", "2", "3", "4"); problem != "" || !sameRecs(recs, want) {
		t.Errorf("after the failed Append: %s (problem %q), want %s", showRecs(recs), problem, showRecs(want))
	}
}
