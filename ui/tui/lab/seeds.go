package lab

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/odds"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
)

type seedKeys struct {
	More, Fewer key.Binding
	Up, Down    key.Binding
}

func defaultSeedKeys() seedKeys {
	return seedKeys{
		More:  key.NewBinding(key.WithKeys("+", "=", "right"), key.WithHelp("+/-", "deck size")),
		Fewer: key.NewBinding(key.WithKeys("-", "_", "left"), key.WithHelp("-", "fewer cards")),
		Up:    key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", "row")),
		Down:  key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓", "next row")),
	}
}

// seedRow is one row of the table: a seeding and whether it is the
// session's.
type seedRow struct {
	odds.Seeding
	session bool
}

// seedSpaceTab tabulates, for each generator and way of seeding it, how
// many distinct decks it can ever deal — at most its number of seeds, at
// most n! — against the n! orders of the deck.
type seedSpaceTab struct {
	tabBase
	c         *common.Common
	set       *settings.Settings // the Lab's settings (see Model)
	keys      seedKeys
	cards     int
	cursor    int
	syncedGen string
}

func newSeedSpaceTab(c *common.Common, set *settings.Settings) tabModel {
	t := &seedSpaceTab{c: c, set: set, keys: defaultSeedKeys(), cards: DefaultCards}
	t.sync()
	return t
}

func (t *seedSpaceTab) Title() string { return "Seed space" }

// Enter moves the cursor to the session's row when the session's
// generator changed.
func (t *seedSpaceTab) Enter() tea.Cmd {
	if t.set.Gen.Name != t.syncedGen {
		t.sync()
	}
	return nil
}

func (t *seedSpaceTab) sync() {
	t.syncedGen = t.set.Gen.Name
	for i, r := range t.rows() {
		if r.session {
			t.cursor = i
		}
	}
}

// rows are the engine's seedings, with the session's custom LCG after
// lcg32 when it uses one, and the session's row marked.
func (t *seedSpaceTab) rows() []seedRow {
	g := t.set.Gen
	var out []seedRow
	for _, s := range odds.Seedings() {
		out = append(out, seedRow{Seeding: s, session: s.Direct && s.Generator == g.Name})
		if s.Generator == "lcg32" && strings.HasPrefix(g.Name, "lcg:") {
			m := new(big.Int).SetUint64(g.MaxSeed)
			m.Add(m, big.NewInt(1))
			out = append(out, seedRow{session: true, Seeding: odds.Seeding{
				Generator: g.Name, How: fmt.Sprintf("seed 0…%d", g.MaxSeed), Seeds: m,
				Count:  fmt.Sprintf("%s states of %s", text.BigInt(m), g.Description),
				Source: "the Lab's generator", Direct: true,
			}})
		}
	}
	return out
}

func (t *seedSpaceTab) Keys() []key.Binding {
	k := t.keys
	n := len(t.rows())
	k.More.SetEnabled(t.cards < maxCards)
	k.Fewer.SetEnabled(t.cards > MinCards)
	if !k.More.Enabled() || !k.Fewer.Enabled() { // one direction left
		k.More.SetHelp("+", "more cards")
	} else {
		k.Fewer.SetEnabled(false) // shown as +/- on More
	}
	k.Up.SetEnabled(t.cursor > 0)
	k.Down.SetEnabled(t.cursor < n-1)
	if !k.Up.Enabled() || !k.Down.Enabled() {
		k.Up.SetHelp("↑", "previous row")
	} else {
		k.Down.SetEnabled(false)
	}
	return common.Enabled(k.Up, k.Down, k.More, k.Fewer)
}

func (t *seedSpaceTab) Update(msg tea.Msg) (tabModel, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return t, nil
	}
	switch {
	case key.Matches(k, t.keys.More):
		t.cards = min(maxCards, t.cards+1)
	case key.Matches(k, t.keys.Fewer):
		t.cards = max(MinCards, t.cards-1)
	case key.Matches(k, t.keys.Up):
		t.cursor = max(0, t.cursor-1)
	case key.Matches(k, t.keys.Down):
		t.cursor = min(len(t.rows())-1, t.cursor+1)
	}
	return t, nil
}

func (t *seedSpaceTab) View() string {
	if t.W < 4 || t.H < 1 {
		return ""
	}
	st := t.c.Styles()
	w := t.W
	n := t.cards
	all := odds.DeckOrders(n)
	logAll := odds.Log2(all)
	rows := t.rows()
	t.cursor = min(t.cursor, len(rows)-1)

	var out []string
	out = append(out, st.Subtle.Render(draw.Truncate("A shuffle depends only on the seed: S seeds deal at most S of the n! decks.", w)))
	deck := "Deck " + t.c.Arrows(text.Plural(n, "card"), "+/-") + " " + st.Subtle.Render("+/-") + "   "
	// n! exactly beside the deck size, or on a line of its own when the
	// area is large, else rounded.
	exact := fmt.Sprintf("%d! = %s ≈ 2^%.2f", n, text.BigInt(all), logAll)
	alone := ""
	if lipgloss.Width(deck)+len([]rune(exact)) > w {
		if len([]rune(exact)) <= w && t.H >= 20 {
			alone = exact
		}
		exact = fmt.Sprintf("%d! ≈ %s ≈ 2^%.2f", n, sciText(all), logAll)
	}
	out = append(out, draw.Truncate(deck+st.Em.Render(exact), w))
	if alone != "" {
		out = append(out, st.Subtle.Render(alone))
	}
	out = append(out, t.tableLines(rows, n, logAll)...)

	// The selected row's arithmetic and source, then the legend, as far
	// as the height allows.
	r := rows[t.cursor]
	var detail []string
	detail = append(detail, "")
	for _, l := range strings.Split(draw.WrapText(r.Generator+", "+r.How+": "+r.Count+".", w), "\n") {
		detail = append(detail, st.Text.Render(draw.Truncate(l, w)))
	}
	for _, l := range strings.Split(draw.WrapText("Source: "+r.Source+".", w), "\n") {
		detail = append(detail, st.Subtle.Render(draw.Truncate(l, w)))
	}
	detail = append(detail, st.Subtle.Render(draw.Truncate("* the Lab's generator · at most: two seeds may deal the same deck", w)))
	if room := t.H - len(out); room < len(detail) {
		detail = detail[1:] // drop the blank line first
		detail = detail[:max(0, min(len(detail), room))]
	}
	out = append(out, detail...)
	return strings.Join(out, "\n")
}

// tableLines draws the header and one line per seeding: marks, generator,
// seeding, the decks it can deal, a log2 bar on the scale of n!, 2^x and
// the share of all decks.
func (t *seedSpaceTab) tableLines(rows []seedRow, n int, logAll float64) []string {
	st := t.c.Styles()
	w := t.W
	genW, seedW := len("generator"), len("seeding")
	for i, r := range rows {
		rows[i].How = st.Glyphs.Text(r.How) // seed 0...15 in ASCII
		r = rows[i]
		genW = max(genW, min(13, len([]rune(r.Generator))))
		seedW = max(seedW, min(24, len([]rune(r.How))))
	}
	le := st.Glyphs.LE()
	countW, expW, shareW := 15, 8, 6+lipgloss.Width(le)
	if w >= 100 {
		countW = 26 // 2^64 = 18,446,744,073,709,551,616
	}
	fixed := 3 + genW + 1 + seedW + 1 + countW + 2 + 1 + expW + 1 + shareW
	barW := w - fixed
	if barW < 8 { // narrow: the seeding column gives way first
		seedW = max(8, seedW-(8-barW))
		barW = max(1, w-(3+genW+1+seedW+1+countW+2+1+expW+1+shareW))
	}
	barHead := fmt.Sprintf("log2, to 2^%.2f", logAll)
	if len([]rune(barHead)) > barW {
		barHead = "log2"
	}
	head := fmt.Sprintf("   %-*s %-*s %*s  %-*s %*s %*s", genW, "generator", seedW, "seeding",
		countW, "decks "+le, barW, barHead, expW, "", shareW, "share "+le)
	lines := []string{st.Subtle.Render(draw.Truncate(head, w))}
	for i, r := range rows {
		reach := odds.ReachableDecks(r.Seeds, n)
		mark := []rune("   ")
		if i == t.cursor {
			mark[0] = '›'
		}
		if r.session {
			mark[1] = '*'
		}
		label := fmt.Sprintf("%-*s %-*s", genW, draw.Truncate(r.Generator, genW), seedW, draw.Truncate(r.How, seedW))
		if i == t.cursor {
			label = st.Selected.Render(label)
		}
		bar := draw.FitLine(draw.HBar(odds.Log2(reach)/logAll, barW), barW)
		line := fmt.Sprintf("%s%s %*s  %s %*s %*s", string(mark), label, countW, countText(reach, countW),
			st.Bar.Render(bar), expW, pow2Text(reach), shareW, shareText(odds.DeckShare(r.Seeds, n)))
		lines = append(lines, draw.Truncate(line, w))
	}
	return lines
}

// countText writes x with thousands separators when that fits in w cells,
// else as a power of two.
func countText(x *big.Int, w int) string {
	if s := text.BigInt(x); len(s) <= w {
		return s
	}
	return pow2Text(x)
}

// pow2Text writes x as 2^k when it is a power of two, else as 2^log2(x)
// to two decimals.
func pow2Text(x *big.Int) string {
	if b := x.BitLen(); x.TrailingZeroBits() == uint(b-1) {
		return fmt.Sprintf("2^%d", b-1)
	}
	return fmt.Sprintf("2^%.2f", odds.Log2(x))
}

// shareText writes the fraction of all decks: "all", three significant
// digits, or an exponent for tiny fractions.
func shareText(f float64) string {
	switch {
	case f >= 1:
		return "all"
	case f >= 1e-3:
		return fmt.Sprintf("%.3g", f)
	}
	return fmt.Sprintf("%.1e", f)
}

// sciText writes x as d.dde+k (x ≥ 1), from its decimal digits.
func sciText(x *big.Int) string {
	s := x.String()
	if len(s) <= 3 {
		return s
	}
	f, _ := new(big.Float).SetInt(x).Float64()
	if math.IsInf(f, 0) {
		return s[:1] + "." + s[1:3] + "e" + fmt.Sprint(len(s)-1)
	}
	return strings.Replace(fmt.Sprintf("%.2e", f), "e+", "e", 1)
}
