package serve

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	zone "github.com/lrstanley/bubblezone"
	"github.com/muesli/termenv"
	"gonum.org/v1/gonum/stat/distuv"

	"riffle/engine/stats"
	"riffle/ui/text"
	"riffle/ui/tui"
	"riffle/ui/tui/common"
)

// newDashboard is a dashboard for class at w × h, in plain characters.
func newDashboard(t testing.TB, class *Class, w, h int) *Dashboard {
	t.Helper()
	ds, err := tui.LoadDemos("")
	if err != nil {
		t.Fatal(err)
	}
	r := lipgloss.NewRenderer(os.Stdout)
	r.SetColorProfile(termenv.Ascii)
	d := NewDashboard(class, r, false, "ssh -p 2222 localhost", 60, Asks(ds))
	d.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return d
}

func press(d *Dashboard, keys ...string) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range keys {
		var msg tea.KeyMsg
		switch k {
		case "enter":
			msg = tea.KeyMsg{Type: tea.KeyEnter}
		case "esc":
			msg = tea.KeyMsg{Type: tea.KeyEsc}
		case "down":
			msg = tea.KeyMsg{Type: tea.KeyDown}
		default:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		}
		_, cmd = d.Update(msg)
	}
	return cmd
}

// fits checks a frame is h lines of at most w cells.
func fits(t *testing.T, frame string, w, h int) {
	t.Helper()
	lines := strings.Split(frame, "\n")
	if len(lines) != h {
		t.Errorf("%d lines, want %d", len(lines), h)
	}
	for i, l := range lines {
		if lw := ansi.StringWidth(l); lw > w {
			t.Errorf("line %d is %d cells: %q", i, lw, l)
		}
	}
}

// throwAll tells the class of n throws of a die of sides whose face 1 has
// probability p1 (the rest shared evenly), drawn with seed.
func throwAll(l *link, sides, n int, p1 float64, seed uint64) []int64 {
	r := rand.New(rand.NewPCG(seed, 0))
	counts := make([]int64, sides)
	faces := make([]int, 0, n)
	for range n {
		f := 1
		if r.Float64() >= p1 {
			f = 2 + r.IntN(sides-1)
		}
		counts[f-1]++
		faces = append(faces, f)
	}
	l.Dice(sides, faces)
	return counts
}

// TestDashboardView: the leaderboard by chips won, who answered, the
// class's dice and their test — χ² and p recomputed here from the counts
// (p from gonum's χ² distribution) — all at 80×24.
func TestDashboardView(t *testing.T) {
	c := NewClass()
	for i, name := range []string{"ann", "bo", "cy"} {
		c.join(fmt.Sprint("id", i), name, nil)
	}
	c.Link("id0").Report("craps", 1000)
	c.Link("id0").Report("craps", 990)
	c.Link("id1").Report("yahtzee", 1000)
	c.Link("id1").Report("yahtzee", 1150)
	c.Link("id2").Report("lobby", 500)
	counts := throwAll(c.Link("id0"), 6, 600, 1.0/6, 7)
	d := newDashboard(t, c, 80, 24)
	frame := d.View()
	fits(t, frame, 80, 24)
	plain := ansi.Strip(frame)
	iBo, iCy, iAnn := strings.Index(plain, " bo "), strings.Index(plain, " cy "), strings.Index(plain, " ann ")
	if iBo < 0 || iCy < 0 || iAnn < 0 || !(iBo < iCy && iCy < iAnn) {
		t.Errorf("leaderboard not bo (+150), cy (0), ann (-10):\n%s", plain)
	}
	for _, want := range []string{"+150", "−10", "Class dice: d6", "600 throws"} {
		if !strings.Contains(plain, want) {
			t.Errorf("no %q:\n%s", want, plain)
		}
	}
	var chi2 float64
	for _, o := range counts {
		chi2 += (float64(o) - 100) * (float64(o) - 100) / 100
	}
	p := 1 - distuv.ChiSquared{K: 5}.CDF(chi2)
	want := fmt.Sprintf("χ² %s, df 5, p = %s", text.Float(chi2), text.PValue(p))
	if !strings.Contains(plain, want) {
		t.Errorf("no %q:\n%s", want, plain)
	}
	if !strings.Contains(plain, "consistent with fair dice") {
		t.Errorf("fair dice not called fair (seed 7, p = %.3f):\n%s", p, plain)
	}
}

// TestDashboardCatchesLoadedDice: the same test calls a loaded die unfair.
// Face 1 at 1/4 (the rest 3/20 each) over 3,000 throws puts the test's
// noncentrality at n·Σ(p−1/6)²·6 = 150 (χ² near 155 ± 25), so it falls
// below p = 1e-6 (χ² 35.9 on 5 df), the level of "biased", but for a
// chance below one in a million; fair dice (probability 1/6 each) with the
// same seed are called other than fair once in 100 seeds, and this seed's
// p is 0.24. (The test threw 1,200 and read p < 0.001 before the class's
// terminal took the panel's levels; at 1e-6 that many throws would miss
// the load a few times in 100.)
func TestDashboardCatchesLoadedDice(t *testing.T) {
	loaded, fair := NewClass(), NewClass()
	loaded.join("x", "x", nil)
	fair.join("x", "x", nil)
	throwAll(loaded.Link("x"), 6, 3000, 0.25, 11)
	fc := throwAll(fair.Link("x"), 6, 3000, 1.0/6, 11)
	if got := ansi.Strip(newDashboard(t, loaded, 80, 24).View()); !strings.Contains(got, "these dice do not look fair") {
		t.Errorf("a loaded die passed:\n%s", got)
	}
	if got := ansi.Strip(newDashboard(t, fair, 80, 24).View()); !strings.Contains(got, "consistent with fair dice") {
		t.Errorf("a fair die failed (%+v):\n%s", DiceVerdict(fc), got)
	}
}

// TestDiceVerdictWaits: the test waits until its groups of faces expect
// five throws each: a d6's halves at 10 throws. (It waited for five
// throws a face, 30, before the class's terminal took the panel's test.)
func TestDiceVerdictWaits(t *testing.T) {
	v := DiceVerdict([]int64{1, 2, 1, 2, 1, 2})
	if v.N != 9 || v.Need != 1 || v.Kind != stats.TooFew || v.DF != 0 || v.P != 1 {
		t.Errorf("9 throws of a d6: %+v", v)
	}
	if v := DiceVerdict([]int64{1, 2, 2, 2, 1, 2}); v.Kind == stats.TooFew || v.Need != 0 || v.DF != 1 {
		t.Errorf("10 throws: %+v, want halves tested", v)
	}
	if v := DiceVerdict([]int64{5, 5, 5, 5, 5, 5}); v.Need != 0 || v.DF != 5 {
		t.Errorf("30 throws: need %d, df %d", v.Need, v.DF)
	}
}

// TestDashboardKeys: a asks the question chosen, c closes it, n writes
// one with its answer, d goes to the next dice, q asks before ending.
func TestDashboardKeys(t *testing.T) {
	c := NewClass()
	c.join("s", "sam", nil)
	d := newDashboard(t, c, 80, 24)
	press(d, "down", "a")
	q := c.Question()
	if q.ID != 1 || q.Text != d.asks[1].Text || q.Closed {
		t.Fatalf("asked %+v, want the second question open", q)
	}
	if sq := c.Link("s").Question(); sq.ID != 1 || sq.Text != q.Text || sq.Answer != "" {
		t.Errorf("the student sees %+v before it is closed", sq)
	}
	if err := c.Link("s").Answer(1, "No"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ansi.Strip(d.View()), "1 of 1 answered") {
		t.Errorf("no tally:\n%s", ansi.Strip(d.View()))
	}
	press(d, "c")
	if answer := c.Link("s").Question().Answer; answer != d.asks[1].Answer {
		t.Errorf("closed: the student sees %q", answer)
	}
	if err := c.Link("s").Answer(1, "late"); err != ErrClosed {
		t.Errorf("an answer after closing: %v", err)
	}
	press(d, "n", "Heads or tails?", "enter", "enter", "Either", "enter")
	q = c.Question()
	if q.ID != 2 || q.Text != "Heads or tails?" || q.Answer != "Either" || d.asks[d.sel].Text != q.Text {
		t.Errorf("written: %+v", q)
	}
	press(d, "n", "esc")
	if c.Question().ID != 2 {
		t.Error("esc asked a question")
	}
	throwAll(c.Link("s"), 6, 10, 1.0/6, 1)
	throwAll(c.Link("s"), 20, 40, 1.0/20, 1)
	if d.shownSides() != 20 {
		t.Errorf("shows d%d, want the most thrown, d20", d.shownSides())
	}
	press(d, "d")
	if d.shownSides() != 6 {
		t.Errorf("d shows d%d, want d6", d.shownSides())
	}
	fits(t, d.View(), 80, 24)
	if cmd := press(d, "q"); cmd != nil || !strings.Contains(ansi.Strip(d.View()), "End the class?") {
		t.Error("q did not ask")
	}
	if cmd := press(d, "n"); cmd != nil {
		t.Error("n ended the class")
	}
	press(d, "q")
	if cmd := press(d, "y"); cmd == nil || fmt.Sprint(cmd()) != fmt.Sprint(tea.Quit()) {
		t.Error("q y did not end the class")
	}
	d.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	if got := ansi.Strip(d.View()); !strings.Contains(got, "needs 80×24") {
		t.Errorf("small terminal: %q", got)
	}
	press(d, "?")
	d.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	fits(t, d.View(), 80, 24)
}

// TestAsksFromDemos: every ask: line of the shipped demos is a question
// the teacher can put.
func TestAsksFromDemos(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "assets", "demos", "*.txt"))
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n += strings.Count("\n"+string(data), "\nask:")
	}
	ds, err := tui.LoadDemos("")
	if err != nil {
		t.Fatal(err)
	}
	if got := len(Asks(ds)); got != n || n == 0 {
		t.Errorf("%d questions from the demos, %d ask: lines", got, n)
	}
	for _, a := range Asks(ds) { // a file's line breaks are spaces, as the demo shows them
		if strings.Contains(a.Text+a.Answer, "\n") {
			t.Errorf("%s: a line break in %q / %q", a.From, a.Text, a.Answer)
		}
	}
}

// TestClean: nothing a student types gets an escape or control character
// through; text is cut at n runes.
func TestClean(t *testing.T) {
	for in, want := range map[string]string{
		"alice":                  "alice",
		"a\x1b[2Jb":              "a [2Jb",
		"\x1b]0;title\x07x":      "]0;title x",
		"x\u202eevil\u200by":     "x evil y",
		"tab\tnew\nline\r":       "tab new line",
		"bad\xffutf8":            "bad?utf8",
		"\u2028sep\u2029":        "sep",
		strings.Repeat("é", 100): strings.Repeat("é", 24),
	} {
		if got := Clean(in, 24); got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTally groups answers by their words, most first.
func TestTally(t *testing.T) {
	q := Question{Answers: map[string]string{"a": "No", "b": " no ", "c": "Yes", "d": "NO  way", "e": "no way"}}
	got := fmt.Sprint(q.Tally())
	if got != "[{no 2} {no way 2} {yes 1}]" {
		t.Errorf("tally %s", got)
	}
}

// On a terminal under 80×24 the class's terminal says so, and q still
// asks before it ends the class.
func TestDashboardSmall(t *testing.T) {
	d := newDashboard(t, NewClass(), 60, 20)
	if got := ansi.Strip(d.View()); !strings.Contains(got, "needs 80×24") {
		t.Errorf("small: %q", got)
	}
	press(d, "q")
	if got := ansi.Strip(d.View()); !strings.Contains(got, "End the class?") {
		t.Errorf("q on a small terminal: %q", got)
	}
	if cmd := press(d, "y"); cmd == nil {
		t.Error("y did not end the class")
	}
}

// A question longer than the line scrolls in its field: the end, where
// the teacher types, stays in view at 80 columns.
func TestDashboardLongQuestion(t *testing.T) {
	d := newDashboard(t, NewClass(), 80, 24)
	long := "Is a d20 fair under turns? Explain why the dice shop says so and whether Charlie can beat it"
	press(d, "n", long)
	frame := d.View()
	fits(t, frame, 80, 24)
	if !strings.Contains(ansi.Strip(frame), "whether Charlie can beat it") {
		t.Errorf("the end of what is typed is not in view:\n%s", ansi.Strip(frame))
	}
}

// clickKey clicks the middle of the footer's key k as the dashboard
// draws it now. The zone manager takes frames in the background, in
// order, and a scan forgets the zones of the frames before it: so a probe
// is scanned and waited for, the frame drawn, and the probe waited out —
// then every zone read is the frame's.
func clickKey(t *testing.T, d *Dashboard, k string) tea.Cmd {
	t.Helper()
	z := d.zones.Zones
	wait := func(what string, done func() bool) {
		for end := time.Now().Add(2 * time.Second); !done(); time.Sleep(time.Millisecond) {
			if time.Now().After(end) {
				t.Fatalf("the zone manager did not take in %s", what)
			}
		}
	}
	probe := fmt.Sprintf("test.flush.%d", time.Now().UnixNano())
	z().Scan(d.zones.Mark(probe, " "))
	wait("a probe", func() bool { return z().Get(probe) != nil })
	frame := ansi.Strip(d.View())
	wait("the frame", func() bool { return z().Get(probe) == nil })
	want, _ := common.KeyNamed(k)
	var info *zone.ZoneInfo
	for _, f := range d.foot {
		if f.Key.String() == want.String() && !strings.HasSuffix(f.ID, ".words") {
			info = z().Get(f.ID)
		}
	}
	if info.IsZero() {
		t.Fatalf("key %s not drawn:\n%s", k, frame)
	}
	_, cmd := d.Update(tea.MouseMsg{X: (info.StartX + info.EndX) / 2, Y: info.StartY, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
	return cmd
}

// TestDashboardClicks: every key the footer names is a button at 80×24
// (a asks, c closes, t times, p shows the projector's view and back, n
// writes, ? opens the help, a click anywhere closes it, q asks and y or n
// answers) and, wider, ↓ and ↑ choose and d turns the dice; a click
// elsewhere, the right button, or the wheel while writing does nothing.
func TestDashboardClicks(t *testing.T) {
	c := NewClass()
	c.join("s", "sam", nil)
	throwAll(c.Link("s"), 6, 10, 1.0/6, 1)
	throwAll(c.Link("s"), 20, 40, 1.0/20, 1)
	d := newDashboard(t, c, 80, 24)
	frame := ansi.Strip(d.View())
	for _, y := range []int{0, 3, 10, 20} { // the header, the leaderboard, the dice, the question
		for _, b := range []tea.MouseButton{tea.MouseButtonLeft, tea.MouseButtonRight} {
			d.Update(tea.MouseMsg{X: 30, Y: y, Button: b, Action: tea.MouseActionPress})
		}
	}
	if got := ansi.Strip(d.View()); got != frame || c.Question().ID != 0 {
		t.Fatalf("stray clicks changed the frame\n%s\nto\n%s", frame, got)
	}
	d.Update(tea.WindowSizeMsg{Width: 110, Height: 30})
	clickKey(t, d, "↓")
	clickKey(t, d, "↓")
	clickKey(t, d, "↑")
	d.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if d.sel != 1 {
		t.Errorf("↓ ↓ ↑ clicked: question %d chosen, want 1", d.sel)
	}
	clickKey(t, d, "a")
	if q := c.Question(); q.ID != 1 || q.Text != d.asks[1].Text || q.Closed {
		t.Fatalf("a clicked: %+v, want the second question open", q)
	}
	clickKey(t, d, "t")
	if d.writing != writeTimer {
		t.Fatal("t clicked: no field for the time")
	}
	press(d, "esc")
	clickKey(t, d, "p")
	if got := ansi.Strip(d.View()); !d.projector || strings.Contains(got, "sam") {
		t.Fatalf("p clicked: the projector's view %v, names shown:\n%s", d.projector, got)
	}
	clickKey(t, d, "p")
	clickKey(t, d, "c")
	if !c.Question().Closed || d.projector {
		t.Error("c clicked: the question is still open")
	}
	clickKey(t, d, "n")
	if d.writing != 1 {
		t.Fatal("n clicked: not writing")
	}
	d.Update(tea.MouseMsg{X: 30, Y: 10, Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress})
	if d.sel != 1 {
		t.Errorf("the wheel while writing chose question %d", d.sel)
	}
	clickKey(t, d, "esc")
	if d.writing != 0 || c.Question().ID != 1 {
		t.Errorf("esc clicked while writing: writing %d, question %d", d.writing, c.Question().ID)
	}
	shown := d.shownSides()
	d.Update(tea.WindowSizeMsg{Width: 110, Height: 30})
	clickKey(t, d, "d")
	d.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if d.shownSides() == shown {
		t.Errorf("d clicked: still d%d", shown)
	}
	clickKey(t, d, "?")
	if !d.help || !strings.Contains(ansi.Strip(d.View()), "click") {
		t.Fatalf("? clicked: help %v, and it says nothing of clicks:\n%s", d.help, ansi.Strip(d.View()))
	}
	d.Update(tea.MouseMsg{X: 30, Y: 10, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
	if d.help {
		t.Error("a click on the help did not close it")
	}
	clickKey(t, d, "q")
	if !d.ending {
		t.Fatal("q clicked: no question")
	}
	if cmd := clickKey(t, d, "n"); cmd != nil || d.ending {
		t.Error("n clicked on the question ended the class")
	}
	clickKey(t, d, "q")
	if cmd := clickKey(t, d, "y"); cmd == nil || fmt.Sprint(cmd()) != fmt.Sprint(tea.Quit()) {
		t.Error("y clicked did not end the class")
	}
}

// TestDashboardKeepsAnswers: asking while a question is open closes it
// and keeps its answers; the question chosen says it was asked before;
// v reads every question asked, newest first, whole, with each student's
// answer by name, and scrolls; writing shows the question under its
// answer's field and counts characters; a long answer in the tally is cut
// once.
func TestDashboardKeepsAnswers(t *testing.T) {
	c := NewClass()
	c.join("s1", "sam", nil)
	c.join("s2", "alice", nil)
	d := newDashboard(t, c, 80, 24)
	press(d, "a") // question 1 of the demos
	long := "because the point comes back first, as it mostly does"
	if err := c.Link("s1").Answer(1, long); err != nil {
		t.Fatal(err)
	}
	if got := ansi.Strip(d.View()); strings.Contains(got, "……") || !strings.Contains(got, "because the poin… ") {
		t.Errorf("the tally:\n%s", got)
	}
	press(d, "down", "a") // question 2, while 1 is open
	asked := c.Asked()
	if len(asked) != 2 || !asked[0].Closed || asked[0].Answers["s1"] != long || asked[0].Names["s1"] != "sam" || asked[1].ID != 2 {
		t.Fatalf("asked while one was open: %+v", asked)
	}
	if last := c.Link("s1").Last(); last.ID != 1 || last.Text != d.asks[0].Text || last.Answer != d.asks[0].Answer {
		t.Errorf("the replaced question as students see it: %+v", last)
	}
	if err := c.Link("s2").Answer(1, "late"); err != ErrClosed {
		t.Errorf("an answer to the replaced question: %v", err)
	}
	if err := c.Link("s2").Answer(2, "No"); err != nil {
		t.Fatal(err)
	}
	press(d, "k") // up: question 1, asked before
	if got := ansi.Strip(d.View()); !strings.Contains(got, "asked before, 1 answer (v)") {
		t.Errorf("question 1 chosen again says nothing of its answers:\n%s", got)
	}
	fits(t, d.View(), 80, 24)
	press(d, "v")
	page := ansi.Strip(d.View())
	fits(t, d.View(), 80, 24)
	second, first := strings.Index(page, "Question 2 (open"), strings.Index(page, "Question 1 (closed")
	if second < 0 || first < second || !strings.Contains(page, "alice: No") || !strings.Contains(page, "sam: "+long) {
		t.Fatalf("the answers page:\n%s", page)
	}
	unbroken := strings.Repeat("x", 79) + "Z" // an answer with no space, as long as answers go
	if err := c.Link("s1").Answer(2, unbroken); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(strings.Fields(ansi.Strip(d.View())), ""); !strings.Contains(got, "sam:"+unbroken) {
		t.Errorf("an answer without spaces is not whole:\n%s", ansi.Strip(d.View()))
	}
	for i := range 30 { // enough answers to scroll
		c.join(fmt.Sprint("x", i), fmt.Sprintf("student%02d", i), nil)
		if err := c.Link(fmt.Sprint("x", i)).Answer(2, "maybe"); err != nil {
			t.Fatal(err)
		}
	}
	top := ansi.Strip(d.View())
	d.Update(tea.MouseMsg{X: 10, Y: 10, Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress})
	press(d, "down")
	if got := ansi.Strip(d.View()); got == top || strings.Split(got, "\n")[1] != strings.Split(top, "\n")[3] {
		t.Errorf("the wheel and ↓ did not scroll two lines:\n%s\nthen\n%s", top, got)
	}
	for range 100 {
		press(d, "down")
	}
	if got := ansi.Strip(d.View()); !strings.Contains(got, "sam: "+long) {
		t.Errorf("scrolled to the end, question 1's answers are not in view:\n%s", got)
	}
	fits(t, d.View(), 80, 24)
	press(d, "esc")
	if d.reading {
		t.Fatal("esc did not leave the answers page")
	}
	press(d, "n", "Which is fairer?")
	if got := ansi.Strip(d.View()); !strings.Contains(got, "· 16 of 200 characters") {
		t.Errorf("writing: no count:\n%s", got)
	}
	press(d, "enter", "enter", "The d20")
	got := ansi.Strip(d.View())
	if !strings.Contains(got, "Question: Which is fairer?") || !strings.Contains(got, "Answer: The d20") || !strings.Contains(got, "· 7 of 200 characters") || !strings.Contains(got, "enter asks") {
		t.Errorf("writing the answer:\n%s", got)
	}
	fits(t, d.View(), 80, 24)
	press(d, "enter")
	if q := c.Question(); q.Text != "Which is fairer?" || len(c.Asked()) != 3 || !c.Asked()[1].Closed {
		t.Errorf("written and asked: %+v", q)
	}
}

// d with no dice, or one kind, says why it turns nothing.
func TestDiceKeyWithOneKind(t *testing.T) {
	c := NewClass()
	c.join("s", "sam", nil)
	d := newDashboard(t, c, 80, 24)
	press(d, "d")
	if !strings.Contains(d.note, "No dice thrown yet") {
		t.Errorf("d with no dice: %q", d.note)
	}
	throwAll(c.Link("s"), 6, 10, 1.0/6, 1)
	press(d, "d")
	if !strings.Contains(d.note, "Only d6 thrown so far") || d.shownSides() != 6 {
		t.Errorf("d with one kind: %q, showing d%d", d.note, d.shownSides())
	}
}

// TestDiceKindsLine: with two kinds of dice thrown, the dice's title
// stays whole at 80×24 and the next line says d turns them.
func TestDiceKindsLine(t *testing.T) {
	c := NewClass()
	c.join("s", "sam", nil)
	throwAll(c.Link("s"), 6, 1000000, 1.0/6, 1)
	throwAll(c.Link("s"), 20, 40, 1.0/20, 1)
	got := ansi.Strip(newDashboard(t, c, 80, 24).View())
	if !strings.Contains(got, "Class dice: d6 · 1,000,000 throws") || !strings.Contains(got, "d shows the next of 2 kinds thrown") {
		t.Errorf("the dice's title:\n%s", got)
	}
}
