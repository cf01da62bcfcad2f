// Package assets holds Riffle's embedded art and texts: the dice faces the
// tables draw, and the guided demos (demos/*.txt, read by ui/demos).
package assets

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"
)

//go:embed demos/*.txt
var demoFiles embed.FS

// Demos is the shipped guided demos: one NAME.txt a demo, at the top.
func Demos() fs.FS {
	sub, err := fs.Sub(demoFiles, "demos")
	if err != nil { // the directory is embedded: it is there
		panic(err)
	}
	return sub
}

//go:embed dice.txt
var diceText string

// DieFaceLines is the height of a drawn die face, and DieFaceWidth its
// width in cells.
const (
	DieFaceLines = 5
	DieFaceWidth = 9
)

// dieFaces are the six faces, parsed once at init from dice.txt.
var dieFaces = parseFaces(diceText)

func parseFaces(text string) [][]string {
	var faces [][]string
	var cur []string
	for _, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(l, "#"), l == "" && len(cur) == 0:
		case l == "--" || l == "":
			faces = append(faces, cur)
			cur = nil
		default:
			cur = append(cur, l)
		}
	}
	if len(cur) > 0 {
		faces = append(faces, cur)
	}
	return faces
}

// DieFace returns the lines of a six-sided die showing face (1…6). It
// panics for another face: a die of more sides is drawn as its number.
func DieFace(face int) []string {
	if face < 1 || face > len(dieFaces) {
		panic(fmt.Sprintf("assets: no die face %d", face))
	}
	return append([]string(nil), dieFaces[face-1]...)
}
