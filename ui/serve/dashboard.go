package serve

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/stats"
	"riffle/ui/demos"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
)

// Ask is a question the teacher can put to the class: a demo step's
// question and answer, or one the teacher writes.
type Ask struct {
	From         string // "Seven riffles, step 2", or "" for the teacher's own
	Text, Answer string
	Demo         string // the demo's name and the step's index (from 0) it is from, "" for the teacher's own
	Step         int
	// Choices are a multiple-choice question's (none: a free answer),
	// Right the right one's number from 1 (0: none marked).
	Choices []string
	Right   int
}

// MaxSetup is the longest setup (a step's words) a question goes with.
const MaxSetup = 600

// Asks are the questions of demos, in order, each with its setup.
func Asks(ds []demos.Demo) []Ask {
	var out []Ask
	for _, d := range ds {
		for i, st := range d.Steps {
			if st.Ask != "" {
				// The question goes with its setup, the step's words ("Your
				// point is 4. …"), a file's line breaks spaces as the demo
				// shows them: a student asked at their own table has not read
				// the step.
				text := strings.ReplaceAll(st.Ask, "\n", " ")
				if say := strings.Join(strings.Fields(st.Say), " "); say != "" && len(say) <= MaxSetup {
					text = say + " " + text
				}
				out = append(out, Ask{From: fmt.Sprintf("%s, step %d", d.Title, i+1), Text: text, Answer: strings.ReplaceAll(st.Answer, "\n", " "),
					Demo: d.Name, Step: i, Choices: st.Choices, Right: st.Right})
			}
		}
	}
	return out
}

// Dashboard is the teacher's terminal: who is connected and what each is
// doing, the leaderboard, the class's dice pooled into one test of
// fairness, and the question put to the class with its answers.
type Dashboard struct {
	class   *Class
	st      draw.Styles
	connect string // how students connect ("ssh -p 2222 host")
	max     int
	asks    []Ask
	sel     int // the question chosen in asks
	sides   int // the dice shown (0: the most thrown)
	w, h    int

	writing int // 0, or what the field is for: writeQuestion, writeChoices, writeAnswer, writeTimer
	input   textinput.Model
	draft   Ask // the question being written
	help    bool
	reading bool // the answers page is open
	top     int  // its first line shown
	ending  bool // the quit question is asked
	// projector is the class view for a projector: no names, no chips;
	// the open question, its tally as bars and the class's dice.
	projector bool
	note      string
	noteAt    time.Time // when the last key set note: it is shown for NoteFor
	keys      DashKeys
	helpm     help.Model        // draws the keys, as every screen's help does
	foot      []common.HelpZone // the keys the footer as last drawn names, which a click presses
	zones     *common.Common    // only its zones: the footer's keys
}

// NewDashboard is the teacher's terminal for class, drawn with r; connect
// says how students connect, max is the most sessions at once.
func NewDashboard(class *Class, r *lipgloss.Renderer, ascii bool, connect string, max int, asks []Ask) *Dashboard {
	st := draw.NewStyles(r)
	if ascii {
		st = st.ForASCII()
	}
	in := common.NewInput(st)
	in.CharLimit = 200
	in.Width = 66
	zones, _ := common.New(st, settings.Settings{ASCII: ascii}) // its zone manager, for the clickable keys
	hm := help.New()
	hm.Styles.ShortKey, hm.Styles.FullKey = st.Key, st.Key
	hm.Styles.ShortDesc, hm.Styles.FullDesc = st.Subtle, st.Subtle
	hm.Styles.ShortSeparator, hm.Styles.FullSeparator = st.Subtle, st.Subtle
	return &Dashboard{class: class, st: st, connect: connect, max: max, asks: asks, input: in, w: 80, h: 24,
		keys: DefaultDashKeys(), helpm: hm, zones: zones}
}

// NoteFor is how long what a key did stays above the keys (the class's
// events take its place after): a timer's "the class has 20 seconds"
// outlives no question.
const NoteFor = 8 * time.Second

// changedMsg: the class changed.
type changedMsg struct{}

func (d *Dashboard) wait() tea.Cmd {
	ch := d.class.Changed()
	return func() tea.Msg { <-ch; return changedMsg{} }
}

func (d *Dashboard) Init() tea.Cmd { return d.wait() }

func (d *Dashboard) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		d.w, d.h = msg.Width, msg.Height
		d.input.Width = max(10, d.w-14) // the field scrolls: its end, where one types, in view
	case changedMsg:
		return d, d.wait()
	case tea.KeyMsg:
		cmd := d.key(msg)
		d.noteAt = time.Now()
		return d, cmd
	case tea.MouseMsg:
		return d, d.mouse(msg)
	}
	return d, nil
}

// mouse takes the wheel, which chooses a question, and clicks: on a key
// the footer names, that key; anywhere on the help, back.
func (d *Dashboard) mouse(msg tea.MouseMsg) tea.Cmd {
	if w := common.Wheel(msg); w != 0 && d.reading && !d.ending {
		d.scroll(w)
		return nil
	}
	if w := common.Wheel(msg); w != 0 && len(d.asks) > 0 && d.writing == 0 && !d.ending && !d.help {
		d.sel = min(len(d.asks)-1, max(0, d.sel+w))
		return nil
	}
	if !common.IsClick(msg) {
		return nil
	}
	if d.help && !d.ending {
		d.help = false
		return nil
	}
	if k, ok := d.zones.KeyClicked(d.foot, msg); ok {
		return d.key(k)
	}
	return nil
}

// footer is the keys of the page on show in one line of w cells, each a
// button (its zones kept in d.foot); the keys at the end go first when the
// line is too narrow, then the line is cut.
func (d *Dashboard) footer(w int) string {
	st := d.st
	switch {
	case d.ending:
		return st.Warn.Render(draw.Truncate(" End the class? Every student's session is saved and closed. "+d.keysLine(w-62), w))
	case d.help:
		d.foot = d.foot[:0]
		return st.Footer.Render(draw.Truncate("any key or click goes back", w-2))
	}
	return st.Footer.Render(d.keysLine(w - 2))
}

// keysLine is the short help of the page on show, marked for clicks, in w
// cells.
func (d *Dashboard) keysLine(w int) string {
	km := d.keyMap()
	keys := km.ShortHelp()
	if line := d.markedLine(keys); lipgloss.Width(line) <= w {
		return line
	}
	if km.narrow != nil { // too narrow: the page's narrow line, then keys from its end
		keys = km.narrow
	}
	for n := len(keys); ; n-- {
		line := d.markedLine(keys[:n])
		if lipgloss.Width(line) <= w || n <= 1 {
			return draw.Truncate(line, w)
		}
	}
}

// markedLine is keys as the short help draws them, marked for clicks
// (their zones in d.foot).
func (d *Dashboard) markedLine(keys []key.Binding) string {
	d.foot = d.foot[:0]
	return d.st.Glyphs.Text(d.helpm.ShortHelpView(d.zones.MarkKeys(&d.foot, "s", keys)))
}

// key takes a key: the quit question's, the field's while writing, else
// the dashboard's.
func (d *Dashboard) key(k tea.KeyMsg) tea.Cmd {
	d.note = ""
	if k.Type == tea.KeyCtrlC {
		return tea.Quit
	}
	if d.ending {
		d.ending = false
		if key.Matches(k, d.keys.Yes) {
			return tea.Quit
		}
		d.note = "The class goes on."
		return nil
	}
	if d.writing != 0 {
		return d.write(k)
	}
	if d.help {
		d.help = false
		return nil
	}
	if d.reading {
		d.readKey(k)
		return nil
	}
	keys := d.keys
	switch {
	case key.Matches(k, keys.Up):
		d.sel = max(0, d.sel-1)
	case key.Matches(k, keys.Down):
		d.sel = min(max(0, len(d.asks)-1), d.sel+1)
	case key.Matches(k, keys.Home):
		d.sel = 0
	case key.Matches(k, keys.End):
		d.sel = max(0, len(d.asks)-1)
	case key.Matches(k, keys.Ask):
		d.ask()
	case key.Matches(k, keys.Close):
		q := d.class.Question()
		if q.ID == 0 || q.Closed {
			d.note = "No question is open: a asks the one chosen."
			return nil
		}
		d.class.Close()
		d.note = "Closed: the class sees the answer."
	case key.Matches(k, keys.Write):
		return d.field(writeQuestion, "Question: ", "", "")
	case key.Matches(k, keys.Timer):
		if q := d.class.Question(); q.ID == 0 || q.Closed {
			d.note = "No question is open: a asks one, then t gives it a time."
			return nil
		}
		return d.field(writeTimer, "Seconds: ", "", "60")
	case key.Matches(k, keys.Projector):
		d.projector = !d.projector
	case key.Matches(k, keys.Answers):
		if d.class.Question().ID == 0 { // none asked yet: the first is question 1
			d.note = "No question asked yet: a asks the one chosen."
			return nil
		}
		d.reading, d.top = true, 0
	case key.Matches(k, keys.Follow), key.Matches(k, keys.Lock), key.Matches(k, keys.EndStep):
		d.lead(k)
	case key.Matches(k, keys.Dice):
		d.turnDice()
	case key.Matches(k, keys.Help):
		d.help = true
	case key.Matches(k, keys.Quit):
		d.ending = true
	default:
		d.note = "Keys: ↑↓ a c t v n p f l e d ? q (? explains them)."
	}
	return nil
}

// ask asks the question chosen, unless it is the one open.
func (d *Dashboard) ask() {
	if len(d.asks) == 0 {
		d.note = "No question to ask: n writes one."
		return
	}
	a := d.asks[d.sel]
	if q := d.class.Question(); q.ID != 0 && !q.Closed && q.Text == a.Text {
		d.note = fmt.Sprintf("Question %d is open already: c closes it, t gives it a time, ↑/↓ chooses another.", q.ID)
		return
	}
	d.class.Ask(a)
	d.note = "Asked: the class sees it (F6 on their screens)."
}

// turnDice shows the next kind of dice thrown, or says why there is none.
func (d *Dashboard) turnDice() {
	switch ts := d.thrown(); len(ts) {
	case 0:
		d.note = "No dice thrown yet: d turns between kinds once the class throws more than one."
	case 1:
		d.note = fmt.Sprintf("Only d%d thrown so far: d turns between kinds once the class throws another.", ts[0])
	default:
		d.sides = d.nextSides()
	}
}

// readKey takes a key on the answers page: the arrows and pages scroll,
// q asks to end the class, any other key goes back.
func (d *Dashboard) readKey(k tea.KeyMsg) {
	keys := d.keys
	switch {
	case key.Matches(k, keys.ScrollUp):
		d.scroll(-1)
	case key.Matches(k, keys.ScrollDown):
		d.scroll(1)
	case key.Matches(k, keys.PageUp):
		d.scroll(-(d.h - 3))
	case key.Matches(k, keys.PageDown):
		d.scroll(d.h - 3)
	case key.Matches(k, keys.Top):
		d.top = 0
	case key.Matches(k, keys.Bottom):
		d.scroll(len(d.answersLines(d.w)))
	case key.Matches(k, keys.QuitReading):
		d.ending = true
	default: // esc (Back), or any other key
		d.reading = false
	}
}

// lead leads the class: f to the chosen question's demo step, l keeps the
// class there or lets it go, e ends the step for all.
func (d *Dashboard) lead(k tea.KeyMsg) {
	switch keys := d.keys; {
	case key.Matches(k, keys.Follow):
		if len(d.asks) == 0 || d.asks[d.sel].Demo == "" {
			d.note = "This question is from no demo: nothing to lead the class to."
			return
		}
		a := d.asks[d.sel]
		d.class.Follow(a.Demo, a.Step)
		d.note = "Every casino is on " + a.From + " (e ends the step for all, l keeps them there)."
	case key.Matches(k, keys.Lock):
		on := !d.class.Leading().Locked
		d.class.Lock(on)
		d.note = map[bool]string{true: "The class is kept on the step you lead (l again lets them go).", false: "The class may leave the step again."}[on]
	default:
		d.class.EndStep()
		d.note = "The step is over for every casino."
	}
}

// thrown are the sides of the dice the class has thrown, most throws
// first (ties: fewer sides first).
func (d *Dashboard) thrown() []int {
	total := d.class.Thrown()
	var out []int
	for s, n := range total {
		if n > 0 {
			out = append(out, s)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int {
		switch {
		case total[a] > total[b]:
			return -1
		case total[a] < total[b]:
			return 1
		}
		return a - b
	})
	return out
}

func (d *Dashboard) nextSides() int {
	ts := d.thrown()
	if len(ts) == 0 {
		d.note = "The class has thrown no dice yet."
		return 0
	}
	i := slices.Index(ts, d.pick(ts))
	return ts[(i+1)%len(ts)]
}

// shownSides is the dice on show: the chosen ones, else the most thrown.
func (d *Dashboard) shownSides() int { return d.pick(d.thrown()) }

// pick is the dice on show of those thrown, ts (as thrown gives them).
func (d *Dashboard) pick(ts []int) int {
	if d.sides != 0 && slices.Contains(ts, d.sides) {
		return d.sides
	}
	if len(ts) > 0 {
		return ts[0]
	}
	return 0
}

// DiceVerdict is the class's dice of one kind (counts[f−1] the throws
// that showed f) put to the fairness panel's own test against a fair die:
// stats.FitVerdict, the rarest faces pooled until every group expects 5,
// at the panel's levels — so that the class's terminal and a student's
// panel read the same verdict from the same throws.
func DiceVerdict(counts []int64) stats.Verdict {
	probs := make([]float64, len(counts))
	for i := range probs {
		probs[i] = 1 / float64(len(counts))
	}
	return stats.FitVerdict(counts, probs)
}

func (d *Dashboard) View() string {
	return d.zones.Scan(d.view())
}

func (d *Dashboard) view() string {
	w, h := max(d.w, 20), max(d.h, 5)
	if d.w < 80 || d.h < 24 {
		msg := fmt.Sprintf("The class's terminal needs 80×24: this one is %d×%d. Students keep playing; q ends the class.", d.w, d.h)
		if d.ending {
			msg = "End the class? Every student's session is saved and closed. y ends · n goes on"
		}
		return draw.Fit(draw.WrapText(d.st.Glyphs.Text(msg), w), w, h)
	}
	st := d.st
	students := d.class.Leaderboard()
	head := st.Header.Width(w).Render(draw.Truncate(fmt.Sprintf("Riffle class · %s · connect: %s", text.Plural(len(students), "student")+" of "+text.Int(int64(d.max)), d.connect), w-2))
	foot := d.footer(w)
	if d.help {
		return draw.Fit(head+"\n"+d.helpView(w, h-2)+"\n"+foot, w, h)
	}
	if d.reading {
		return draw.Fit(head+"\n"+d.answersView(w, h-2)+"\n"+foot, w, h)
	}
	q := d.class.Question()            // once a frame: the question block and the ticks read it
	if d.projector && d.writing == 0 { // a field in use shows on the dashboard
		head = st.Header.Width(w).Render(draw.Truncate(fmt.Sprintf("Riffle class · %s · connect: %s", text.Plural(len(students), "student"), d.connect), w-2))
		return draw.Fit(head+"\n"+d.projectorView(q, len(students), w, h-2)+"\n"+foot, w, h)
	}
	qLines := d.questionLines(w, q, len(students))
	evs := d.class.Events()
	var evLine string
	switch {
	case d.note != "" && time.Since(d.noteAt) < NoteFor: // what the last key did, above the keys
		evLine = st.Warn.Render(draw.Truncate(" "+st.Glyphs.Text(d.note), w))
	case len(evs) > 0:
		evLine = " " + st.Subtle.Render(draw.Truncate(evs[len(evs)-1], w-2))
	}
	bodyH := h - 3 - len(qLines) // the header, the event line and the footer
	leftW := w * 11 / 20
	left := d.studentsView(students, q.ID != 0, leftW, bodyH)
	right := d.diceView(w-leftW-1, bodyH)
	if q.ID != 0 { // the tally over the dice
		bars := d.tallyLines(q, w-leftW-1, min(bodyH/2, 8))
		right = strings.Join(bars, "\n") + "\n\n" + d.diceView(w-leftW-1, bodyH-len(bars)-1)
	}
	body := lipgloss.JoinHorizontal(lipgloss.Top, draw.Fit(left, leftW, bodyH), " ", draw.Fit(right, w-leftW-1, bodyH))
	return draw.Fit(strings.Join([]string{head, body, strings.Join(qLines, "\n"), evLine, foot}, "\n"), w, h)
}

// studentsView is the leaderboard: each student's name, screen, chips and
// chips won since joining, and whether they answered the question (when
// one was asked).
func (d *Dashboard) studentsView(ss []Student, asked bool, w, h int) string {
	st := d.st
	lines := []string{" " + st.Title.Render("Students") + st.Subtle.Render(" · by chips won")}
	if len(ss) == 0 {
		for _, l := range strings.Split(draw.WrapText("No one yet. Students connect with "+d.connect+".", w-1), "\n") {
			lines = append(lines, " "+st.Subtle.Render(l))
		}
		return strings.Join(lines, "\n")
	}
	tick := st.Glyphs.Text("✓")
	for i, s := range ss {
		if len(lines) == h-1 && i < len(ss)-1 {
			lines = append(lines, st.Subtle.Render(fmt.Sprintf("…and %d more", len(ss)-i)))
			break
		}
		won := ""
		if s.Start >= 0 {
			won = text.Signed(s.Chips - s.Start)
			if st.Glyphs.Text("−") != "−" {
				won = text.SignedASCII(s.Chips - s.Start)
			}
		}
		mark := " "
		if asked && s.Answered {
			mark = tick
		}
		line := fmt.Sprintf("%2d %-12s %-9s %8s %7s %s", i+1, draw.Truncate(s.Name, 12), draw.Truncate(s.Screen, 9),
			text.Int(int64(max(0, s.Chips))), won, mark)
		lines = append(lines, draw.Truncate(line, w))
	}
	return strings.Join(lines, "\n")
}

// diceView is the class's dice pooled: each face's count against a fair
// die's, and Pearson's test.
func (d *Dashboard) diceView(w, h int) string {
	st := d.st
	ts := d.thrown()
	sides := d.pick(ts)
	if sides == 0 {
		return st.Title.Render("Class dice") + "\n" + st.Subtle.Render(draw.WrapText("Every die the class throws (craps, Yahtzee, the dice shop) is pooled here and tested for fairness.", w))
	}
	counts := d.class.Dice(sides)
	v := DiceVerdict(counts)
	throws := v.N
	title := st.Title.Render(fmt.Sprintf("Class dice: d%d", sides)) + st.Subtle.Render(" · "+text.Plural(int(throws), "throw"))
	lines := []string{draw.Truncate(title, w)}
	if n := len(ts); n > 1 {
		lines = append(lines, st.Subtle.Render(draw.Truncate(fmt.Sprintf("d shows the next of %d kinds thrown", n), w)))
	}
	verdict := d.verdictLines(v, w)
	room := h - len(lines) - len(verdict)
	exp := float64(throws) / float64(sides)
	if sides <= room {
		rows := make([]draw.BarRow, sides)
		for i := range rows {
			rows[i] = draw.BarRow{Label: fmt.Sprint(i + 1), Observed: counts[i], Expected: exp}
		}
		lines = append(lines, draw.BarsView(st, rows, w))
	} else if room >= 3 {
		vals := make([]float64, sides)
		top := exp
		for i, c := range counts {
			vals[i] = float64(c)
			top = max(top, vals[i])
		}
		for _, r := range draw.SparkRows(vals, top, room-1) {
			lines = append(lines, st.Bar.Render(r))
		}
		lines = append(lines, st.Subtle.Render(draw.Truncate(fmt.Sprintf("faces 1…%d; a fair die's %s each", sides, text.Float(exp)), w)))
	}
	return strings.Join(append(lines, verdict...), "\n")
}

// verdictLines are the dice's test and its verdict in w cells, or how
// many more throws the test waits for. The words follow the verdict's
// kind, from engine/stats; nothing here reads the p-value.
func (d *Dashboard) verdictLines(v stats.Verdict, w int) []string {
	st := d.st
	if v.Kind == stats.TooFew {
		why := v.String()
		if v.Need > 0 {
			why = fmt.Sprintf("The test waits for %s (each group of faces must expect %d).",
				text.Plural(int(v.Need), "more throw"), stats.MinExpected)
		}
		return draw.WrapStyled(st.Subtle, why, w)
	}
	var words string
	switch v.Kind {
	case stats.Fair:
		words = st.Good.Render("consistent with fair dice")
	case stats.Suspicious:
		words = st.Warn.Render("suspicious: more throws will tell")
	default:
		words = st.Bad.Render("these dice do not look fair")
	}
	return []string{
		st.Glyphs.Text(draw.Truncate(fmt.Sprintf("χ² %s, df %d, p = %s", text.Float(v.Stat), v.DF, text.PValue(v.P)), w)),
		words,
		st.Subtle.Render(draw.Truncate(fmt.Sprintf("(1 fair die in %s fails this)", text.Int(int64(math.Round(1/stats.FairP)))), w)),
	}
}

func (d *Dashboard) helpView(w, h int) string {
	st := d.st
	hm := d.helpm
	hm.ShowAll = true
	main, reading := d.pageKeys(false), d.pageKeys(true)
	lines := []string{
		st.Title.Render("The class's terminal") + st.Subtle.Render(" · each student's casino is their own, saved under their key"),
		hm.FullHelpView(main.FullHelp()),
		"",
		st.Subtle.Render("The answers page: ") + d.helpm.ShortHelpView(reading.ShortHelp()),
		"",
		draw.WrapText("Students answer on F6 (multiple choice by letter). t: the class sees the time left; at 0 the question closes. c: they see its answer; the tally stays. n: its words, its choices (Yes | *No | Maybe, * the right one; none: free answers), its answer. p: the projector's view, no names, no chips. A click on a key below presses it.", w-2),
		"",
		draw.WrapText("The dice: every throw at craps, Yahtzee and the dice shop, pooled by sides, against a fair die by the fairness panel's χ² test (suspicious below p = 0.01, 1 fair die in 100; biased below 1e-6). The leaderboard: chips won since the class began.", w-2),
	}
	text := strings.Join(lines, "\n")
	return draw.Fit(indentLines(st.Glyphs.Text(text), " "), w, h)
}

// indentLines puts pad before every line of s.
func indentLines(s, pad string) string {
	return pad + strings.ReplaceAll(s, "\n", "\n"+pad)
}

var _ tea.Model = (*Dashboard)(nil)
