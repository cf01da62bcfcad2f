package play

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
)

// The school's server files (docs/serve): the container's ENTRYPOINT and
// CMD and the systemd unit's ExecStart are command lines riffle serve
// takes — each started here headless with its own flags, the listen
// address, the state and the allow-list pointed at a test's, says it
// listens and ends the class on SIGTERM. (The image itself needs a
// container engine, which CI does not have.)
func TestDeployFilesStartServe(t *testing.T) {
	root := filepath.Join("..", "..", "..", "docs", "serve")
	container, err := os.ReadFile(filepath.Join(root, "Containerfile"))
	if err != nil {
		t.Fatal(err)
	}
	unit, err := os.ReadFile(filepath.Join(root, "riffle-serve.service"))
	if err != nil {
		t.Fatal(err)
	}
	var entry, cmd []string
	for _, m := range regexp.MustCompile(`(?m)^(ENTRYPOINT|CMD) (\[.*\])$`).FindAllStringSubmatch(string(container), -1) {
		var args []string
		if err := json.Unmarshal([]byte(m[2]), &args); err != nil {
			t.Fatalf("%s: %v", m[1], err)
		}
		if m[1] == "ENTRYPOINT" {
			entry = args
		} else {
			cmd = args
		}
	}
	exec := regexp.MustCompile(`(?m)^ExecStart=(.*)$`).FindStringSubmatch(string(unit))
	if len(entry) < 2 || exec == nil {
		t.Fatalf("no ENTRYPOINT %q or ExecStart %v", entry, exec)
	}
	for name, line := range map[string][]string{"Containerfile": append(entry, cmd...), "riffle-serve.service": strings.Fields(exec[1])} {
		t.Run(name, func(t *testing.T) {
			if filepath.Base(line[0]) != "riffle" || line[1] != "serve" {
				t.Fatalf("not riffle serve: %q", line)
			}
			state := t.TempDir()
			keys := filepath.Join(t.TempDir(), "class_keys")
			if err := os.WriteFile(keys, []byte("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGb1v5m3UeqQZ1JlvQSaJHvrHwdJpVbQ3hU+7bYI0v0x alice\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			args := line[2:]
			for i := range args {
				switch {
				case i > 0 && args[i-1] == "--listen":
					args[i] = "127.0.0.1:0"
				case i > 0 && args[i-1] == "--state":
					args[i] = state
				case i > 0 && args[i-1] == "--authorized-keys":
					args[i] = keys
				}
			}
			c := serveChild(state)
			c.Env = append(os.Environ(), serveChildEnv+"="+strings.Join(append([]string{"serve"}, args...), "\n"),
				"LANG=C.UTF-8", "LC_ALL=", "TERM=xterm-256color", "NO_COLOR=1")
			wait := startServe(t, c)
			wait("listening on")
			c.Process.Signal(syscall.SIGTERM)
			wait("the class is over")
			if err := c.Wait(); err != nil {
				t.Errorf("serve after SIGTERM: %v", err)
			}
		})
	}
}

// play's screens and the shipped demos' names, carried unquoted by the
// shell completions, are letters, digits and dashes.
func TestCompletionWordsOfPlay(t *testing.T) {
	word := regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)
	if len(Command.Words) < 10 || len(DemoCommand.Words) < 5 {
		t.Fatalf("words: %q %q", Command.Words, DemoCommand.Words)
	}
	for _, w := range append(Command.Words, DemoCommand.Words...) {
		if !word.MatchString(w) {
			t.Errorf("word %q", w)
		}
	}
}
