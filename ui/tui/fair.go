package tui

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/rng"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

type fairKeys struct {
	Toggle, Client, Accept, Cancel key.Binding
}

func defaultFairKeys() fairKeys {
	return fairKeys{
		Toggle: key.NewBinding(key.WithKeys(" ", "p"), key.WithHelp("space", "provably fair on/off")),
		Client: key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "set your client seed")),
		Accept: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "use this seed")),
		Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
}

// fairScreen says in plain words how a provably fair round works, shows
// the next commitment and the last revealed seeds, and lets the player
// turn the mode on and choose a client seed.
type fairScreen struct {
	c       *common.Common
	keys    fairKeys
	editing bool
	input   textinput.Model
	note    string
	noteBad bool
	w, h    int
}

func newFairScreen(c *common.Common) *fairScreen {
	ti := textinput.New()
	ti.Prompt = "client seed: "
	ti.CharLimit = round.MaxClientSeed + 1 // one more, so that too long is refused, not cut
	return &fairScreen{c: c, keys: defaultFairKeys(), input: ti}
}

func (s *fairScreen) Title() string    { return "Provably fair" }
func (s *fairScreen) SetSize(w, h int) { s.w, s.h = w, h; s.input.Width = max(10, w-20) }
func (s *fairScreen) UsesPanel() bool  { return false }
func (s *fairScreen) Capturing() bool  { return s.editing }
func (s *fairScreen) Enter() tea.Cmd   { return nil }
func (s *fairScreen) Leave()           { s.editing = false; s.input.Blur() }

func (s *fairScreen) keyList() []key.Binding {
	if s.editing {
		return []key.Binding{s.keys.Accept, s.keys.Cancel}
	}
	return []key.Binding{s.keys.Toggle, s.keys.Client}
}

func (s *fairScreen) ShortHelp() []key.Binding { return s.keyList() }

func (s *fairScreen) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		if s.editing {
			var cmd tea.Cmd
			s.input, cmd = s.input.Update(msg)
			return s, cmd
		}
		return s, nil
	}
	b := s.c.Book()
	if s.editing {
		switch {
		case key.Matches(k, s.keys.Cancel):
			s.editing = false
			s.input.Blur()
			s.note, s.noteBad = "Your client seed stays "+fmt.Sprintf("%q", b.Client())+".", false
		case key.Matches(k, s.keys.Accept):
			v := s.input.Value()
			if err := b.SetClient(v); err != nil {
				s.note, s.noteBad = text.Capitalize(err.Error())+".", true
				return s, nil
			}
			s.editing = false
			s.input.Blur()
			s.note, s.noteBad = fmt.Sprintf("Client seed %q: the next round mixes it into its randomness.", v), false
		default:
			if s.noteBad { // the refusal was about the old text
				s.note, s.noteBad = "", false
			}
			var cmd tea.Cmd
			s.input, cmd = s.input.Update(msg)
			return s, cmd
		}
		return s, nil
	}
	switch {
	case key.Matches(k, s.keys.Toggle):
		b.Fair = !b.Fair
		if b.Fair {
			s.note, s.noteBad = "Provably fair mode is on: every table but 1999's deals from committed seeds.", false
		} else {
			s.note, s.noteBad = "Provably fair mode is off: the tables deal from the session's generator and seed.", false
		}
	case key.Matches(k, s.keys.Client):
		s.editing = true
		s.input.SetValue(b.Client())
		s.input.CursorEnd()
		return s, s.input.Focus()
	}
	return s, nil
}

// fairExplanation is the scheme in plain words.
const fairExplanation = "How can you trust a casino's shuffle? Before a round the casino picks a secret server seed and shows you its SHA-256 fingerprint, the commitment: it cannot change the seed afterwards without the fingerprint changing. " +
	"You add a client seed of your own, so the casino cannot have chosen a seed to suit the round. " +
	"Every die, ball and card of the round then comes from HMAC-SHA256(server seed, \"client seed:nonce:0\"), then \":1\", and so on, read as 64-bit numbers; a number from 1 to n is taken from the low bits and redrawn when too large — never by remainder, which would favour small values. " +
	"After the round the server seed is revealed: hash it to see it is the one committed to, and run riffle verify (or any HMAC tool) to redraw the round yourself."

func (s *fairScreen) View() string {
	st := s.c.Styles
	b := s.c.Book()
	mode := st.Warn.Render("off") + st.Subtle.Render(" — the tables deal from the session's generator and seed")
	if b.Fair {
		mode = st.Good.Render("on")
	}
	lines := []string{st.Title.Render("Provably fair rounds") + st.Text.Render(" · mode ") + mode}
	if s.editing {
		lines = append(lines, s.input.View())
	} else {
		lines = append(lines, common.Truncate(st.Text.Render(fmt.Sprintf("Your client seed: %q · next nonce %d", b.Client(), b.Nonce())), s.w))
	}
	if s.note != "" {
		style := st.Text
		if s.noteBad {
			style = st.Bad
		}
		lines = append(lines, common.WrapStyled(style, s.note, s.w)...)
	}
	if commit := b.Pending(); b.Fair && commit != "" {
		lines = append(lines, common.WrapStyled(st.Text, "Next round's commitment: "+commit, s.w)...)
	}
	lines = append(lines, "")
	lines = append(lines, s.revealedLines(b.Revealed)...)
	// The explanation comes last: on a short terminal it is what gets cut,
	// never the seeds.
	lines = append(lines, "")
	lines = append(lines, common.WrapStyled(st.Subtle, fairExplanation, s.w)...)
	return common.Fit(strings.Join(lines, "\n"), s.w, s.h)
}

// revealedLines show the last fair round's seeds, the commitment check
// and the command that recomputes it, broken only between arguments.
func (s *fairScreen) revealedLines(f *round.FairSeeds) []string {
	st := s.c.Styles
	if f == nil {
		return []string{st.Subtle.Render("No fair round settled yet: its server seed will be revealed here.")}
	}
	check := st.Bad.Render("✗ its SHA-256 does not match the commitment")
	if seed, err := hex.DecodeString(f.Server); err == nil && rng.Commit(seed) == f.Commit {
		check = st.Good.Render("✓ its SHA-256 is the commitment shown before the round")
	}
	var rec round.Record
	for _, r := range s.c.Book().Rounds {
		if r.Fair == f {
			rec = r
		}
	}
	out := common.WrapStyled(st.Text, fmt.Sprintf("Round %d (%s, nonce %d) revealed its server seed %s", rec.Seq, rec.Table, f.Nonce, f.Server), s.w)
	out = append(out, check, st.Text.Render("Recompute it:"))
	for _, l := range shellLines(VerifyArgs(rec), s.w) {
		out = append(out, st.Em.Render(l))
	}
	return out
}

// shellLines writes "riffle" and args as shell lines of at most w cells,
// each but the last ending in " \\", broken only between arguments (a flag
// stays with its value when both fit), so that the lines paste into a
// shell as one command.
func shellLines(args []string, w int) []string {
	q := quoteArgs(args)
	var tokens []string // a flag with its value, or a lone word
	for i := 0; i < len(q); i++ {
		if strings.HasPrefix(q[i], "--") && i+1 < len(q) && !strings.HasPrefix(q[i+1], "--") {
			tokens = append(tokens, q[i]+" "+q[i+1])
			i++
			continue
		}
		tokens = append(tokens, q[i])
	}
	lines := []string{"riffle"}
	for _, t := range tokens {
		last := &lines[len(lines)-1]
		if lipgloss.Width(*last)+1+lipgloss.Width(t)+2 <= w {
			*last += " " + t
			continue
		}
		if flag, value, ok := strings.Cut(t, " "); ok && lipgloss.Width(t)+2 > w {
			lines = append(lines, flag, value)
			continue
		}
		lines = append(lines, t)
	}
	for i := range lines[:len(lines)-1] {
		lines[i] += " \\"
	}
	return lines
}

// VerifyArgs is the riffle verify command line (after "riffle") that
// recomputes a fair round: its seeds, its table and the table's settings
// read from its moves. It is nil for a round that is not provably fair.
func VerifyArgs(r round.Record) []string {
	f := r.Fair
	if f == nil {
		return nil
	}
	args := []string{"verify", "--server-seed", f.Server, "--client-seed", f.Client, "--nonce", strconv.FormatUint(f.Nonce, 10), "--table", r.Table}
	var first []string
	if len(r.Moves) > 0 {
		first = strings.Fields(r.Moves[0])
	}
	switch {
	case r.Table == round.Yahtzee && len(first) == 3:
		args = append(args, "--dice", first[1], "--sides", first[2])
	case r.Table == round.Lottery && len(first) == 2:
		args = append(args, "--game", first[1])
	case r.Table == round.Solitaire && len(first) == 2:
		args = append(args, "--shuffles", first[1])
	case r.Table == round.Poker && len(first) == 3 && first[0] == "holdem":
		args = append(args, "--algo", r.Algo, "--players", first[1])
	case r.Table == round.Poker && len(first) == 3:
		args = append(args, "--algo", r.Algo, "--hands", first[1], "--size", first[2])
	}
	return append(args, "--commit", f.Commit)
}

// quoteArgs quotes the arguments a shell would split or expand.
func quoteArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = a
		if a == "" || strings.ContainsAny(a, " \t\n'\"$`\\*?[]#~;&|<>(){}!") {
			out[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
	}
	return out
}

// FullHelp is every key that works now, for the full help.
func (s *fairScreen) FullHelp() [][]key.Binding { return [][]key.Binding{s.keyList()} }
