package cli

import (
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"riffle/ui/classlog"
	"riffle/ui/text"
)

const classHelp = `Prints a class's record, which riffle serve writes as the class happens
(STATE/serve/classes/CLASS.jsonl): per student, their name (the allow-list's,
else the one typed with their key's short fingerprint), how often they
joined, the dice their casino threw, the questions they answered and the
chips they won since the class began (across reconnects and restarts); per
question, its words and answer, when it was asked and closed, and every
student's answer with its time, then the answers tallied.

  CLASS        the class's name (default: the one written last)
  --state DIR  the state directory (default $XDG_STATE_HOME/riffle, else
               ~/.local/state/riffle)
  --csv        a row a question, then one an answer, then one a student:
               section,q,question,answer_key,student,answer,time,joins,
               throws,answers,chips_won,right,choices,secs — a question's row
               has when it was asked, how many answered, its choices
               ("A. Yes | *B. No", * the right one) and the seconds given;
               right is an answer's "right" or "wrong" when the question has
               a right choice, a student's count of right choices
  --json       {"class","began","ended","students":[{"id","name","joins",
               "throws","answers","start","chips","won","right"}],
               "questions":[{"q","text","answer","asked","closed","choices",
               "right","secs","answers":[{"id","name","text","time"}]}],
               "dice":{"6":[counts of each face]}}

A multiple-choice question lists its choices (* marks the right one) and
its answers by letter; in JSON "right" is the right choice's number, from
1 (0: none marked), and "secs" the time the teacher gave it.

A record that does not read (a line that is not an event of a class's
record) is bad input: one line naming the file and the line, exit 2.

Examples:
  riffle class report
  riffle class report 2026-11-28-0915 --csv > answers.csv`

var classCommand = command{name: "class", summary: "a class's record: each student's answers, dice and chips",
	usage: "class report [CLASS] [--state DIR] [--csv | --json]", help: classHelp, run: runClass}

func runClass(args []string, out io.Writer) error {
	if len(args) == 0 || args[0] != "report" {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
			return helpRequest{text: "usage: riffle class report [CLASS] [--state DIR] [--csv | --json]\n\n" + classHelp}
		}
		return Usagef("want \"class report [CLASS]\": report is the one subcommand")
	}
	flags := flag.NewFlagSet("class report", flag.ContinueOnError)
	state := flags.String("state", "", "")
	asCSV := flags.Bool("csv", false, "")
	asJSON := flags.Bool("json", false, "")
	name, err := parseFlagsAndArg(flags, args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return helpRequest{text: "usage: riffle class report [CLASS] [--state DIR] [--csv | --json]\n\n" + classHelp}
	} else if err != nil {
		return err
	}
	if *asCSV && *asJSON {
		return Usagef("--csv and --json cannot go together: give one")
	}
	dir, err := StateDir(*state)
	if err != nil {
		return Usagef("%v (give --state DIR)", err)
	}
	if name != "" {
		if err := classlog.CheckName(name); err != nil {
			return Usagef("%v", err)
		}
	} else if latest, ok := classlog.Latest(dir); ok {
		name = latest
	} else {
		return Usagef("no class's record under %s: riffle serve writes one as a class happens", Quote(classlog.Dir(dir)))
	}
	events, err := classlog.Read(classlog.Path(dir, name))
	if errors.Is(err, fs.ErrNotExist) {
		return Usagef("no class %s under %s", Quote(name), Quote(classlog.Dir(dir)))
	} else if err != nil {
		return Usagef("%v", err)
	}
	r := classlog.Build(name, events)
	switch {
	case *asJSON:
		return writeJSON(out, r)
	case *asCSV:
		return writeClassCSV(out, r)
	}
	return writeClassText(out, r)
}

// writeClassText is the report in words and columns.
func writeClassText(out io.Writer, r classlog.Report) error {
	var thrown int64
	for _, counts := range r.Dice {
		for _, n := range counts {
			thrown += n
		}
	}
	fmt.Fprintf(out, "Class %s · %s–%s · %s · %s · %s thrown\n", r.Class, r.Began.Local().Format("2006-01-02 15:04"),
		r.Ended.Local().Format("15:04"), text.Plural(len(r.Students), "student"), text.Plural(len(r.Questions), "question"),
		text.OneMany(int(thrown), "1 die", text.Int(thrown)+" dice"))
	fmt.Fprintln(out, "\nStudents")
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  name\tjoins\tthrows\tanswers\tchips won\t")
	for _, s := range r.Students {
		won := "—"
		if s.Seen {
			won = text.Signed(s.Won)
		}
		fmt.Fprintf(tw, "  %s\t%d\t%s\t%d\t%s\t\n", classlog.Clip(s.Name, 40), s.Joins, text.Int(s.Throws), s.Answers, won)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(out, "\nQuestions")
	if len(r.Questions) == 0 {
		fmt.Fprintln(out, "  none asked")
	}
	for _, q := range r.Questions {
		fmt.Fprintf(out, "  %d. %s\n", q.Q, q.Text)
		for i, c := range q.Choices {
			mark := " "
			if q.Right == i+1 {
				mark = "*"
			}
			fmt.Fprintf(out, "    %s%s. %s\n", mark, classlog.Letter(i), c)
		}
		fmt.Fprintf(out, "     answer: %s · asked %s", orNone(q.Answer), q.Asked.Local().Format("15:04:05"))
		if q.Secs > 0 {
			fmt.Fprintf(out, ", given %s", text.Plural(q.Secs, "second"))
		}
		if !q.Closed.IsZero() {
			fmt.Fprintf(out, ", closed %s", q.Closed.Local().Format("15:04:05"))
		}
		fmt.Fprintf(out, " · %s\n", text.Plural(len(q.Answers), "answer"))
		tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
		for _, a := range q.Answers {
			fmt.Fprintf(tw, "       %s\t%s\t%s\t%s\n", classlog.Clip(a.Name, 40), classlog.Clip(a.Text, 80), a.Time.Local().Format("15:04:05"), correctWord(q, a))
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		if t := tally(q); t != "" {
			fmt.Fprintf(out, "     tally: %s\n", t)
		}
	}
	return nil
}

// orNone is s, or "none given".
func orNone(s string) string {
	if s == "" {
		return "none given"
	}
	return s
}

// correctWord is "right" or "wrong" for an answer to a question with a
// right choice marked, else "".
func correctWord(q classlog.QuestionRep, a classlog.AnswerRep) string {
	right, marked := q.Correct(a)
	switch {
	case !marked:
		return ""
	case right:
		return "right"
	}
	return "wrong"
}

// tally is a question's answers grouped by their normal form
// (classlog.Tally: numbers by value), most first: "4 ×2, 5 ×1"; a
// multiple-choice question's by choice, in order (classlog.TallyOf).
func tally(q classlog.QuestionRep) string {
	answers := make([]string, 0, len(q.Answers))
	for _, a := range q.Answers {
		answers = append(answers, a.Text)
	}
	var parts []string
	for _, c := range classlog.TallyOf(q.Choices, answers) {
		parts = append(parts, fmt.Sprintf("%s ×%d", classlog.Clip(c.Answer, 40), c.N))
	}
	return strings.Join(parts, ", ")
}

// writeClassCSV is the report as CSV: a row an answer, then a row a
// student.
func writeClassCSV(out io.Writer, r classlog.Report) error {
	w := csv.NewWriter(out)
	_ = w.Write([]string{"section", "q", "question", "answer_key", "student", "answer", "time", "joins", "throws", "answers", "chips_won", "right", "choices", "secs"})
	for _, q := range r.Questions {
		choices := make([]string, len(q.Choices))
		for i, c := range q.Choices {
			choices[i] = map[bool]string{true: "*", false: ""}[q.Right == i+1] + classlog.Letter(i) + ". " + c
		}
		secs := ""
		if q.Secs > 0 {
			secs = fmt.Sprint(q.Secs)
		}
		_ = w.Write([]string{"question", fmt.Sprint(q.Q), csvSafe(q.Text), csvSafe(q.Answer), "", "", q.Asked.UTC().Format(time.RFC3339), "", "", fmt.Sprint(len(q.Answers)), "", "",
			csvSafe(strings.Join(choices, " | ")), secs})
		for _, a := range q.Answers {
			_ = w.Write([]string{"answer", fmt.Sprint(q.Q), csvSafe(q.Text), csvSafe(q.Answer), csvSafe(a.Name), csvSafe(a.Text), a.Time.UTC().Format(time.RFC3339), "", "", "", "", correctWord(q, a), "", ""})
		}
	}
	for _, s := range r.Students {
		won := ""
		if s.Seen {
			won = fmt.Sprint(s.Won)
		}
		_ = w.Write([]string{"student", "", "", "", csvSafe(s.Name), "", "", fmt.Sprint(s.Joins), fmt.Sprint(s.Throws), fmt.Sprint(s.Answers), won, fmt.Sprint(s.Right), "", ""})
	}
	w.Flush()
	return w.Error()
}

// csvSafe keeps a student's words from being read as a formula by a
// spreadsheet: a cell starting with =, +, - or @ gets a ' before it, but
// a plain number ("-2") stays a number.
func csvSafe(s string) string {
	if _, err := strconv.ParseFloat(s, 64); err == nil && !strings.ContainsAny(s, "eEnNiI") {
		return s
	}
	if s != "" && strings.ContainsRune("=+-@", rune(s[0])) {
		return "'" + s
	}
	return s
}
