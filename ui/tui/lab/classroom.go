package lab

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
)

// classroomSides is the die of the exercise: a six-sided one, for six
// words.
const classroomSides = 6

type classroomKeys struct {
	Roll, Type, Undo, New key.Binding
}

func defaultClassroomKeys() classroomKeys {
	return classroomKeys{
		Roll: key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "roll the die")),
		Type: key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6"), key.WithHelp("1-6", "type a real die's roll")),
		Undo: key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo last roll")),
		New:  key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new exercise")),
	}
}

// classroomTab is the Java text's Exercise 1: Fisher–Yates of six words
// driven by a six-sided die, filled in row by row like its Tables 1–3. The
// die is the session's generator (space) or a real one whose rolls are
// typed (1–6).
type classroomTab struct {
	tabBase
	c    *common.Common
	set  *settings.Settings // the Lab's settings (see Model)
	keys classroomKeys
	ex   *shuffle.Exercise

	gen    rng.Generator
	genFor string // settings the generator was built from
	genErr error
	throws int // throws drawn from gen so far

	note string // what the last key did
}

func newClassroomTab(c *common.Common, set *settings.Settings) tabModel {
	t := &classroomTab{c: c, set: set, keys: defaultClassroomKeys()}
	t.reset()
	return t
}

// reset starts a new exercise on the six words.
func (t *classroomTab) reset() {
	ex, err := shuffle.NewExercise(shuffle.ExerciseWords(), classroomSides)
	if err != nil {
		panic(err) // six words and a d6 are always accepted
	}
	t.ex = ex
	t.note = ""
}

func (t *classroomTab) Title() string { return "Classroom" }

// WantsDigits tells the lab that this tab takes the digit keys (typed die
// rolls); tabs are switched with tab and shift+tab here.
func (t *classroomTab) WantsDigits() bool { return true }

func (t *classroomTab) Keys() []key.Binding {
	done := t.ex.Done()
	roll, typ, undo, nw := t.keys.Roll, t.keys.Type, t.keys.Undo, t.keys.New
	roll.SetEnabled(!done && t.genErr == nil)
	typ.SetEnabled(!done)
	undo.SetEnabled(len(t.ex.Rows) > 0 || len(t.ex.Pending) > 0)
	nw.SetEnabled(len(t.ex.Rows) > 0 || len(t.ex.Pending) > 0)
	return common.Enabled(roll, typ, undo, nw)
}

// Enter builds the die from the session's generator and seed, anew if
// they changed since.
func (t *classroomTab) Enter() tea.Cmd {
	t.ensureGen()
	return nil
}

func (t *classroomTab) ensureGen() {
	s := *t.set
	key := fmt.Sprintf("%s/%d", s.Gen.Name, s.EffectiveSeed())
	if t.gen != nil && t.genFor == key {
		return
	}
	t.genFor, t.throws = key, 0
	t.gen, t.genErr = s.NewGen(s.EffectiveSeed())
}

func (t *classroomTab) Update(msg tea.Msg) (tabModel, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return t, nil
	}
	if ds, ok := typedRolls(k); ok {
		// One roll a digit: a fast typist's (or a paste's) digits can
		// arrive as one message.
		for _, d := range ds {
			if t.ex.Done() {
				break
			}
			t.roll(d, "You rolled")
		}
		return t, nil
	}
	switch {
	case key.Matches(k, t.keys.Roll):
		if t.ex.Done() {
			return t, nil
		}
		t.ensureGen()
		if t.genErr != nil {
			t.note = "cannot build the die: " + t.genErr.Error()
			return t, nil
		}
		t.throws++
		t.roll(t.gen.IntN(classroomSides)+1, "The die shows")
	case key.Matches(k, t.keys.Undo):
		t.undo()
	case key.Matches(k, t.keys.New):
		t.reset()
	}
	return t, nil
}

// typedRolls returns the rolls typed in k, when k is one or more digits
// 1…classroomSides and nothing else.
func typedRolls(k tea.KeyMsg) ([]int, bool) {
	if k.Type != tea.KeyRunes || k.Alt || len(k.Runes) == 0 {
		return nil, false
	}
	ds := make([]int, len(k.Runes))
	for i, r := range k.Runes {
		if r < '1' || r > '0'+classroomSides {
			return nil, false
		}
		ds[i] = int(r - '0')
	}
	return ds, true
}

// roll throws k for the current row and says what happened, in the words
// of the Java text; said starts the sentence ("You rolled").
func (t *classroomTab) roll(k int, said string) {
	j := t.ex.J()
	before := t.ex.Items()
	if !t.ex.Roll(k) {
		t.note = fmt.Sprintf("%s %d < j = %d: roll again.", said, k, j)
		return
	}
	if k == j {
		t.note = fmt.Sprintf("%s %d = j: %s stays in position %d (no exchange needed).", said, k, before[j-1], j)
	} else {
		t.note = fmt.Sprintf("%s %d %s j = %d: exchange %s (%d) with %s (%d).",
			said, k, t.c.Styles().Glyphs.GE(), j, before[k-1], k, before[j-1], j)
	}
}

func (t *classroomTab) undo() {
	var took int
	switch {
	case len(t.ex.Pending) > 0:
		took = t.ex.Pending[len(t.ex.Pending)-1]
	case len(t.ex.Rows) > 0:
		took = t.ex.Rows[len(t.ex.Rows)-1].K
	}
	if t.ex.Undo() {
		t.note = fmt.Sprintf("Took back the %d.", took)
	}
}

// ---- view ----

// classroomLayout is the table's column widths.
type classroomLayout struct {
	jW, kW, cellW int
	jHead, kHead  string
}

func (t *classroomTab) layout() classroomLayout {
	wide := classroomLayout{jW: 14, kW: 12, cellW: 8, jHead: "Iteration (j)", kHead: "Roll (k)"}
	if t.W >= wide.jW+wide.kW+6*wide.cellW {
		return wide
	}
	return classroomLayout{jW: 8, kW: 10, cellW: 8, jHead: "j", kHead: "k"}
}

func (t *classroomTab) View() string {
	if t.W < 1 || t.H < 1 {
		return ""
	}
	st := t.c.Styles()
	w := t.W
	var lines []string
	add := func(s ...string) {
		for _, l := range s {
			lines = append(lines, draw.Truncate(l, w))
		}
	}
	if t.H >= 16 {
		add(st.Title.Render("Exercise 1")+st.Text.Render(": shuffling a list of six items by rolls of a die"),
			st.Subtle.Render("Fisher–Yates by hand, from Bennett's Algorithms in Java (2010), Tables 1–3"), "")
	}
	add(t.tableLines()...)
	add("")
	for _, l := range text.SplitLines(draw.WrapText(t.statusText(), w)) {
		add(l)
	}
	return strings.Join(lines, "\n")
}

// tableLines draws the table: the header, the Initial row and rows 1…5,
// filled so far. A '│' runs between positions j and j+1 of each row — the
// text's zig-zag line: the shuffled items (emphasised) are left of it.
func (t *classroomTab) tableLines() []string {
	st := t.c.Styles()
	lay := t.layout()
	n := t.ex.N()
	var out []string
	head := draw.FitLine(st.Subtle.Render(lay.jHead), lay.jW) + draw.FitLine(st.Subtle.Render(lay.kHead), lay.kW)
	for i := 1; i <= n; i++ {
		head += draw.FitLine(st.Subtle.Render(fmt.Sprintf(" %d", i)), lay.cellW)
	}
	out = append(out, draw.FitLine("", lay.jW+lay.kW)+st.Subtle.Render(fmt.Sprintf(" Items (N = %d) by position (i)", n)), head)
	out = append(out, t.itemsLine(lay, st.Text.Render("Initial"), "", t.ex.Initial, 0, 0))
	for j := 1; j < n; j++ {
		switch {
		case j <= len(t.ex.Rows):
			r := t.ex.Rows[j-1]
			roll := rejectedText(st, r.Rejected) + st.Em.Render(fmt.Sprint(r.K))
			out = append(out, t.itemsLine(lay, fmt.Sprint(j), roll, r.Items, j, r.K))
		case j == t.ex.J():
			roll := rejectedText(st, t.ex.Pending) + st.Selected.Render("?")
			out = append(out, draw.FitLine(st.Selected.Render(fmt.Sprintf("%d ▸", j)), lay.jW)+roll)
		default:
			out = append(out, st.Subtle.Render(fmt.Sprint(j)))
		}
	}
	return out
}

// itemsLine draws one filled row: j's label, the roll cell and the items,
// with the divide before position j+1 and items 1…j emphasised.
func (t *classroomTab) itemsLine(lay classroomLayout, jText, roll string, items []string, j, k int) string {
	st := t.c.Styles()
	var b strings.Builder
	b.WriteString(draw.FitLine(jText, lay.jW))
	b.WriteString(draw.FitLine(roll, lay.kW))
	for i, it := range items {
		pos := i + 1
		lead := " "
		if pos == j+1 {
			lead = st.Selected.Render("│")
		}
		word := st.Subtle.Render(it)
		switch {
		case pos == j:
			word = st.Selected.Render(it) // just picked
		case pos <= j:
			word = st.Em.Render(it)
		case pos == k:
			word = st.Text.Render(it) // swapped out to where j was
		}
		b.WriteString(draw.FitLine(lead+word, lay.cellW))
	}
	return strings.TrimRight(b.String(), " ")
}

// rejectedText writes the throws a row rejected: struck through and faint
// with colours, in parentheses without; at most the last three, after "…".
func rejectedText(st draw.Styles, rej []int) string {
	var b strings.Builder
	if len(rej) > 3 {
		b.WriteString(st.Subtle.Render("…"))
		rej = rej[len(rej)-3:]
	}
	for _, r := range rej {
		if st.Color {
			b.WriteString(st.Disabled.Strikethrough(true).Render(fmt.Sprint(r)) + " ")
		} else {
			fmt.Fprintf(&b, "(%d)", r)
		}
	}
	if len(rej) > 0 && !st.Color {
		b.WriteByte(' ')
	}
	return b.String()
}

// statusText says what to do next, what the last roll did, and after the
// last row the chance of the order reached.
func (t *classroomTab) statusText() string {
	ex := t.ex
	var parts []string
	if t.note != "" {
		parts = append(parts, t.note)
	}
	if ex.Done() {
		items := ex.Items()
		perm := make([]int, len(items))
		for i, it := range items {
			for p, w := range ex.Initial {
				if w == it {
					perm[i] = p
				}
			}
		}
		parts = append(parts, fmt.Sprintf("Done: row %d holds the shuffled list (%s, the last, had nowhere else to go).", ex.N()-1, items[ex.N()-1]),
			fmt.Sprintf("Each roll was uniform on the items left, so each of the %d orders had the same chance, %s; this is order %d of %d in dictionary order. n starts a new exercise.",
				stats.Factorial(ex.N()), classroomProduct(ex), stats.Rank(perm)+1, stats.Factorial(ex.N())))
		return strings.Join(parts, " ")
	}
	j := ex.J()
	die := "space rolls the die"
	if t.genErr == nil {
		die += fmt.Sprintf(" (%s, seed %s, throw %d)", t.set.Gen.Name, t.set.SeedText(), t.throws+1)
	}
	parts = append(parts, fmt.Sprintf("Row %d: need a roll k from %d to %d — %s, or type a real die's roll, 1–6.", j, j, ex.N(), die))
	return strings.Join(parts, " ")
}

// classroomProduct writes the chance of the exercise's rows as the text's
// product, (1/6)(1/5)(1/4)(1/3)(1/2) = 1/720.
func classroomProduct(ex *shuffle.Exercise) string {
	var b strings.Builder
	for _, r := range ex.Rows {
		fmt.Fprintf(&b, "(1/%d)", ex.N()-r.J+1)
	}
	return b.String() + " = " + ex.Prob().RatString()
}
