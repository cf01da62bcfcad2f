package cli

import (
	"fmt"
	"io"
	"strings"

	"riffle/engine/designs"
)

type dobbleSearchJSON struct {
	Group    string `json:"group"`
	Method   string `json:"method"`
	Examined int64  `json:"examined"`
	Found    []int  `json:"found"`
}

type dobbleRowJSON struct {
	PerCard    int                `json:"per_card"`
	Symbols    int                `json:"symbols"`
	Status     string             `json:"status"`
	How        string             `json:"how,omitempty"`
	Cards      [][]int            `json:"cards,omitempty"`
	Searches   []dobbleSearchJSON `json:"searches"`
	Also       []string           `json:"also,omitempty"`
	BRC        bool               `json:"brc"`
	Literature string             `json:"literature"`
}

func writeDobbleReport(out io.Writer, rows []designs.Row, asJSON bool) error {
	if asJSON {
		j := struct {
			Report []dobbleRowJSON `json:"report"`
		}{Report: []dobbleRowJSON{}}
		for _, r := range rows {
			row := dobbleRowJSON{PerCard: r.K, Symbols: r.N, Status: string(r.Status), How: r.How,
				Searches: []dobbleSearchJSON{}, Also: r.Also, BRC: r.BRC, Literature: r.Literature}
			if r.Deck != nil {
				row.Cards = r.Deck.Cards
			}
			for _, s := range r.Searches {
				row.Searches = append(row.Searches, dobbleSearchJSON{s.Group.String(), s.Method, s.Examined, s.Found})
			}
			j.Report = append(j.Report, row)
		}
		return writeJSON(out, j)
	}
	var b strings.Builder
	b.WriteString("Double Dobble for K = 2…13: N = 1 + K(K−1)/2 cards of K symbols, any two\n")
	b.WriteString("sharing exactly 2 (a biplane). Searched: difference sets in every abelian\n")
	b.WriteString("group of order N, by backtracking (sets holding 0 and 1; examined = partial\n")
	b.WriteString("sets extended) and by the multiplier theorem (examined = unions of orbits).\n")
	for _, r := range rows {
		head := fmt.Sprintf("K = %d, N = %d: %s", r.K, r.N, r.Status)
		if r.How != "" {
			head += ", " + r.How
		}
		b.WriteString("\n" + wrap(head, 80, "", "    "))
		for _, s := range r.Searches {
			found := "none"
			if s.Found != nil {
				found = s.Group.FormatSet(s.Found)
			}
			size := groupDigits(s.Examined) + " examined"
			if s.Examined == 0 && strings.HasPrefix(s.Method, "multiplier") {
				size = fmt.Sprintf("no union of orbits has %d elements", r.K)
			}
			b.WriteString(wrap(fmt.Sprintf("%s, %s: %s, %s", s.Group, s.Method, size, found), 80, "  searched ", "    "))
		}
		for _, a := range r.Also {
			b.WriteString(wrap("also built and checked: "+a, 80, "  ", "    "))
		}
		brc := "allows it"
		if !r.BRC {
			brc = "rules it out"
		}
		b.WriteString(wrap(fmt.Sprintf("Bruck–Ryser–Chowla %s; literature: %s", brc, r.Literature), 80, "  ", "    "))
		if r.Deck != nil {
			writeCards(&b, r.Deck.Cards, r.Deck.Symbols, "  ")
		}
	}
	_, err := io.WriteString(out, b.String())
	return err
}
