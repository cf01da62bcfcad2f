// Command riffle is a terminal casino that shows its math. With no
// arguments it opens the casino's lobby; `riffle help` lists the headless
// commands and explains them.
package main

import (
	"os"

	"riffle/ui/cli"
	"riffle/ui/cli/play"
	"riffle/ui/tty"
)

// main parses nothing: ui/cli runs the commands, given the one that opens
// the terminal (ui/cli/play), which it keeps apart so that the headless
// commands link no terminal package. It first puts back the TERM that
// ui/tty hid from the terminal library's package init.
func main() {
	tty.Restore()
	os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr, play.Command, play.DemoCommand, play.ServeCommand))
}
