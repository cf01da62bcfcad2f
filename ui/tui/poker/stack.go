package poker

// block is one block of the view: its variants from the most lines
// to the fewest, and which one is drawn (-1: none).
type block struct {
	variants [][]string
	// complete is how many leading variants show the whole block (every
	// hand or player); the others are cut ("… 3 more").
	complete int
	pick     int
	sep      bool // a blank line before it, when there is room
}

// stack lays blocks out in h lines: the essential ones first at
// their smallest (place), then others grown or added in order of
// importance (grow) while they fit; lines draws them in display order.
type stack struct {
	h      int
	blocks []*block
}

// add appends a block in display order (not yet placed).
func (k *stack) add(sep bool, variants ...[]string) *block {
	var vs [][]string
	for _, v := range variants {
		if len(v) > 0 {
			vs = append(vs, v)
		}
	}
	b := &block{variants: vs, complete: len(vs), pick: -1, sep: sep}
	k.blocks = append(k.blocks, b)
	return b
}

func (k *stack) room() int {
	n := k.h
	for _, b := range k.blocks {
		if b.pick >= 0 {
			n -= len(b.variants[b.pick])
		}
	}
	return n
}

// place draws b at its smallest complete variant that fits, else the
// largest cut one that does.
func (k *stack) place(b *block) {
	if b == nil || b.pick >= 0 {
		return
	}
	room := k.room()
	for i := b.complete - 1; i >= 0; i-- {
		if len(b.variants[i]) <= room {
			b.pick = i
			return
		}
	}
	for i := b.complete; i < len(b.variants); i++ {
		if len(b.variants[i]) <= room {
			b.pick = i
			return
		}
	}
}

// grow draws b at its largest variant of at most maxLines lines that fits
// (adding it if it was not drawn).
func (k *stack) grow(b *block, maxLines int) {
	if b == nil {
		return
	}
	room := k.room()
	have, better := 0, len(b.variants)
	if b.pick >= 0 {
		// The variants before the one drawn show more: more lines of the
		// whole block, or of a cut one, or the whole instead of a cut.
		have, better = len(b.variants[b.pick]), b.pick
	}
	for i, v := range b.variants[:better] {
		if len(v) <= maxLines && len(v)-have <= room {
			b.pick = i
			return
		}
	}
}

// lines draws the placed blocks in display order, with the blank lines
// that fit before those that ask for one.
func (k *stack) lines() []string {
	room := k.room()
	var out []string
	for _, b := range k.blocks {
		if b.pick < 0 {
			continue
		}
		if b.sep && room > 0 && len(out) > 0 {
			out = append(out, "")
			room--
		}
		out = append(out, b.variants[b.pick]...)
	}
	return out
}
