package serve

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"riffle/ui/classlog"
	"riffle/ui/text"
	"riffle/ui/tui"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// The class's terminal's questions: writing one (its choices, its
// answer), the open question's timer, the question block, the answers
// page, the tally as bars and the class view for a projector.

// What the field is for while the teacher writes: a question, its
// choices, its answer, or the open question's time.
const (
	writeQuestion = 1 + iota
	writeChoices
	writeAnswer
	writeTimer
)

// field opens the field for what (writeQuestion…) with its prompt, a
// placeholder and a value to start from.
func (d *Dashboard) field(what int, prompt, placeholder, value string) tea.Cmd {
	d.writing = what
	d.input.Prompt, d.input.Placeholder = prompt, placeholder
	d.input.SetValue(value)
	d.input.CursorEnd()
	return d.input.Focus()
}

// write takes a key while the teacher writes a question, its choices (none:
// a free answer) and its answer (none: none shown), or the open
// question's time: enter goes on, esc gives up.
func (d *Dashboard) write(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, d.keys.GiveUp):
		d.note = map[bool]string{true: "No timer.", false: "Not asked."}[d.writing == writeTimer]
		d.writing = 0
		d.input.Blur()
		return nil
	case key.Matches(k, d.keys.Next):
		return d.enter(Clean(d.input.Value(), 200))
	}
	var cmd tea.Cmd
	d.input, cmd = common.UpdateInput(d.input, k)
	return cmd
}

// enter takes the field's value v: the question goes on to its choices,
// the choices to its answer, the answer asks; a time starts the timer.
func (d *Dashboard) enter(v string) tea.Cmd {
	switch d.writing {
	case writeQuestion:
		if v == "" {
			d.note = "Type it first (esc gives up)."
			return nil
		}
		d.draft = Ask{Text: v}
		return d.field(writeChoices, "Choices: ", "none: a free answer; or Yes | *No | Maybe (* marks the right one)", "")
	case writeChoices:
		choices, right, err := classlog.ParseChoices(v)
		if err != nil {
			d.note = "Choices: " + err.Error() + " (enter with none: a free answer)."
			return nil
		}
		d.draft.Choices, d.draft.Right = choices, right
		hint := "none: no answer shown"
		if right > 0 {
			hint = "none: the right choice, " + classlog.RightAnswer(choices, right)
		}
		return d.field(writeAnswer, "Answer: ", hint, "")
	case writeAnswer:
		d.draft.Answer = v
		d.asks = append(d.asks, d.draft)
		d.sel = len(d.asks) - 1
		d.class.Ask(d.draft)
		d.note = "Asked: the class sees it (F6 on their screens)."
	case writeTimer:
		secs, err := strconv.Atoi(v)
		if err != nil || secs < 1 || secs > classlog.MaxSecs {
			d.note = fmt.Sprintf("Give the seconds, 1 to %d.", classlog.MaxSecs)
			return nil
		}
		if !d.class.Timer(time.Duration(secs) * time.Second) {
			d.note = "No question is open: a asks the one chosen."
		} else {
			d.note = fmt.Sprintf("The class has %s: then the question closes.", text.Plural(secs, "second"))
		}
	}
	d.writing = 0
	d.input.Blur()
	return nil
}

// answersLines is the answers page in w cells: every question asked,
// the last first, whole, with its answer and each student's, by name.
func (d *Dashboard) answersLines(w int) []string {
	st := d.st
	var lines []string
	add := func(style lipgloss.Style, indent, s string) {
		room := max(10, w-1-len(indent))
		// at spaces, and a word wider than the page (a link, a row of
		// digits) broken where it must be: every answer whole
		wrapped := ansi.Hardwrap(draw.WrapText(st.Glyphs.Text(s), room), room, true)
		for _, l := range strings.Split(wrapped, "\n") {
			lines = append(lines, " "+indent+style.Render(l))
		}
	}
	asked := d.class.Asked()
	for i := len(asked) - 1; i >= 0; i-- {
		q := asked[i]
		state := "open"
		if q.Closed {
			state = "closed"
		}
		add(st.Title, "", fmt.Sprintf("Question %d (%s, asked %s) · %s", q.ID, state, q.Asked.Format("15:04"), text.Plural(len(q.Answers), "answer")))
		add(st.Text, "", q.Text)
		for i, c := range q.Choices {
			mark := "  "
			if q.Right == i+1 {
				mark = "* "
			}
			add(st.Text, "  ", mark+classlog.Letter(i)+". "+c)
		}
		if q.Answer != "" {
			add(st.Good, "", "Answer: "+q.Answer)
		}
		if !q.Ends.IsZero() {
			add(st.Subtle, "", "Timer: up at "+q.Ends.Format("15:04:05"))
		}
		ids := slices.Sorted(maps.Keys(q.Answers))
		slices.SortStableFunc(ids, func(a, b string) int { return strings.Compare(q.Names[a], q.Names[b]) })
		for _, id := range ids {
			verdict := ""
			if ok, marked := classlog.Judge(q.Choices, q.Right, q.Answers[id]); marked {
				verdict = map[bool]string{true: " (right)", false: " (wrong)"}[ok]
			}
			add(st.Text, "  ", q.Names[id]+": "+q.Answers[id]+verdict)
		}
		if len(ids) == 0 {
			add(st.Subtle, "  ", "No answers.")
		}
		lines = append(lines, "")
	}
	return lines
}

// scroll moves the answers page by n lines, within it.
func (d *Dashboard) scroll(n int) {
	d.top = max(0, min(d.top+n, len(d.answersLines(d.w))-(d.h-2)))
}

// answersView is the answers page in w × h, from line d.top.
func (d *Dashboard) answersView(w, h int) string {
	lines := d.answersLines(w)
	d.top = max(0, min(d.top, len(lines)-h))
	end := min(len(lines), d.top+h)
	return draw.Fit(strings.Join(lines[d.top:end], "\n"), w, h)
}

// tallyLines are question q's answers tallied as bars in w × at most h
// lines: a title, then a bar a choice (in order, none left out while they
// fit) or a free answer's group (most first), its count and share; once
// closed, the right choice marked.
func (d *Dashboard) tallyLines(q Question, w, h int) []string {
	st := d.st
	tally := q.Tally()
	title := fmt.Sprintf("Question %d · %s", q.ID, text.Plural(len(q.Answers), "answer"))
	if left := timeLeft(q); left != "" {
		title += " · " + left
	} else if q.Closed {
		title += " · closed"
	}
	lines := []string{st.Title.Render(draw.Truncate(st.Glyphs.Text(title), w))}
	if len(tally) == 0 {
		return append(lines, st.Subtle.Render(draw.Truncate("No answers yet.", w)))
	}
	h = max(h, len(q.Choices)+1) // every choice, whatever the room: the tally is what the screen is for
	top := 1
	for _, t := range tally {
		top = max(top, t.N)
	}
	labelW := min(max(8, w/2), 30)
	numW := len(fmt.Sprint(top)) + 6 // " 12 67%"
	if q.Closed && q.Right > 0 {
		numW += 6 // " right"
	}
	barW := max(1, w-labelW-numW-2)
	total := max(1, len(q.Answers))
	for i, t := range tally {
		if len(lines) == h-1 && i < len(tally)-1 {
			lines = append(lines, st.Subtle.Render(draw.Truncate(fmt.Sprintf("…and %s", text.Plural(len(tally)-i, "more answer")), w)))
			break
		}
		right := ""
		if q.Closed && q.Right == i+1 {
			right = " " + st.Good.Render("right")
		}
		label := draw.FitLine(draw.Truncate(st.Glyphs.Text(t.Answer), labelW), labelW)
		bar := draw.FitLine(draw.HBar(float64(t.N)/float64(total), barW), barW) // a share of the answers: all of them, a full bar
		lines = append(lines, draw.Truncate(fmt.Sprintf("%s %s %*d %3.0f%%%s", label, st.Bar.Render(bar), len(fmt.Sprint(top)), t.N, 100*float64(t.N)/float64(total), right), w))
	}
	return lines
}

// timeLeft is what the open question's timer says: "0:42 left", "time
// is up", or "" with none running.
func timeLeft(q Question) string {
	return tui.TimeLeft(q.forStudent())
}

// questionLines is the question block: the question chosen (and where it
// is from), the open one's answers so far, or the field while writing.
func (d *Dashboard) questionLines(w int, q Question, students int) []string {
	st := d.st
	if d.writing != 0 {
		count := st.Subtle.Render(fmt.Sprintf(" · %d of %d characters", utf8.RuneCountInString(d.input.Value()), d.input.CharLimit))
		line := func(s string) string { return " " + st.Subtle.Render(draw.Truncate(st.Glyphs.Text(s), w-2)) }
		switch d.writing {
		case writeChoices:
			return []string{" " + draw.Truncate(st.Title.Render("Its choices, or none for a free answer · enter goes on")+count, w-2),
				line("Question: " + d.draft.Text), " " + d.input.View()}
		case writeAnswer:
			return []string{" " + draw.Truncate(st.Title.Render("Its answer, shown when you close it · enter asks")+count, w-2),
				line("Question: " + d.draft.Text), " " + d.input.View()}
		case writeTimer:
			return []string{" " + draw.Truncate(st.Title.Render("The open question's time, in seconds · enter starts it"), w-2),
				line("When it is up the question closes and the class sees its answer."), " " + d.input.View()}
		}
		return []string{" " + draw.Truncate(st.Title.Render("Write a question · enter goes on to its choices")+count, w-2), " " + d.input.View(), ""}
	}
	var lines []string
	if len(d.asks) == 0 {
		lines = append(lines, " "+st.Subtle.Render("No demo questions: n writes one."), "")
	} else {
		a := d.asks[d.sel]
		from := a.From
		if from == "" {
			from = "yours"
		}
		if len(a.Choices) > 0 {
			from = fmt.Sprintf("choices A–%s · %s", classlog.Letter(len(a.Choices)-1), from)
		}
		if n, ok := d.class.AskedBefore(a.Text); ok && a.Text != q.Text { // not the one asked last: its answers are kept
			from = fmt.Sprintf("asked before, %s (v) · %s", text.Plural(n, "answer"), from)
		}
		lines = append(lines,
			" "+st.Title.Render(draw.Truncate(fmt.Sprintf("Question %d of %d", d.sel+1, len(d.asks)), w-2))+st.Subtle.Render(draw.Truncate(st.Glyphs.Text(" (↑/↓) · ")+from, max(0, w-22))),
			" "+st.Text.Render(draw.Truncate(st.Glyphs.Text(a.Text), w-2)))
	}
	switch {
	case q.ID == 0:
		lines = append(lines, " "+st.Subtle.Render("None asked yet: a asks the one above."))
	default:
		n := students
		state := "open"
		if q.Closed {
			state = "closed"
		}
		what := "Asked: " + draw.Truncate(q.Text, max(24, w/3)) + " "
		if len(d.asks) > 0 && d.asks[d.sel].Text == q.Text {
			what = "Asked, the one above " // its words are in view
		}
		if left := timeLeft(q); left != "" {
			state += ", " + left
		}
		kind := ""
		if len(q.Choices) > 0 {
			kind = fmt.Sprintf(", choices A–%s", classlog.Letter(len(q.Choices)-1))
		}
		s := fmt.Sprintf("%s(%s%s) · %d of %d answered", what, state, kind, len(q.Answers), n)
		lines = append(lines, " "+st.Subtle.Render(draw.Truncate(st.Glyphs.Text(s), w-2)))
	}
	return lines
}

// projectorView is the class view for a projector in w × h: no names, no
// chips. The question asked last — its words and choices, its time left
// in big type, its answer once closed (in big type when short) — its
// tally as bars, and the class's dice beside it.
func (d *Dashboard) projectorView(q Question, students, w, h int) string {
	st := d.st
	leftW := w * 3 / 5
	rightW := w - leftW - 1
	var lines []string
	add := func(style lipgloss.Style, s string) {
		lines = append(lines, draw.WrapStyled(style, st.Glyphs.Text(s), leftW-1)...)
	}
	if q.ID == 0 {
		add(st.Subtle, "No question asked yet. Students connect with "+d.connect+"; every die they throw is pooled on the right.")
	} else {
		add(st.Text, q.Text)
		for i, c := range q.Choices {
			add(st.Text, "  "+classlog.Letter(i)+". "+c)
		}
		lines = append(lines, "")
		var big []string // the time left, or a short answer, when there is room
		switch left := timeLeft(q); {
		case left != "" && left != "time is up":
			big = draw.Big(strings.TrimSuffix(left, " left"))
		case q.Closed && q.Answer != "" && draw.BigWidth(q.Answer) <= leftW-1:
			big = draw.Big(q.Answer)
		}
		tally := d.tallyLines(q, leftW-1, max(3, h-len(lines)-len(big)-3))
		if q.Closed && q.Answer != "" && big == nil {
			add(st.Good, "Answer: "+q.Answer)
		}
		lines = append(lines, tally...)
		switch {
		case len(big) > 0 && len(lines)+len(big)+2 <= h:
			lines = append(lines, "")
			for _, l := range big {
				lines = append(lines, st.Em.Render(l))
			}
		case q.Closed && q.Answer != "" && len(big) > 0: // the big type has no room: the answer in words
			add(st.Good, "Answer: "+q.Answer)
		}
		lines = append(lines, st.Subtle.Render(draw.Truncate(fmt.Sprintf("%d of %d answered", len(q.Answers), students), leftW-1)))
	}
	left := draw.Fit(indentLines(strings.Join(lines, "\n"), " "), leftW, h)
	return lipgloss.JoinHorizontal(lipgloss.Top, left, " ", draw.Fit(d.diceView(rightW, h), rightW, h))
}
