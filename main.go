// Command riffle is a terminal casino that shows its math. With no arguments
// it lists its commands; `riffle help` explains them.
package main

import (
	"os"

	"riffle/ui/cli"
)

func main() {
	os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
}
