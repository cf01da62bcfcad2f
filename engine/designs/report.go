package designs

import "fmt"

// Status says what the report found for one k.
type Status string

const (
	// Built: a deck was found and checked pair by pair.
	Built Status = "built"
	// NoneSearched: none of the searched kinds has one.
	NoneSearched Status = "none of the searched kinds"
	// Degenerate: k = 2, where both cards would hold both symbols.
	Degenerate Status = "degenerate"
)

// Search is one search of a group for a (N, k, 2) difference set.
type Search struct {
	Group Group
	// Method: "backtracking" ([Group.SearchWith], every set holding 0 and
	// 1), or "multiplier p" ([Group.MultiplierSearch]).
	Method string
	// Examined is the size of the search: partial sets extended
	// (backtracking) or unions of orbits of k elements checked (multiplier).
	Examined int64
	Found    []int // the first difference set found; nil when none
}

// Row is the report for one number k of symbols a card.
type Row struct {
	K, N   int
	Status Status
	// Deck is the deck built (Status Built), checked by Check; How says
	// how it was made.
	Deck *Deck
	How  string
	// Searches lists the difference-set searches run, in every abelian
	// group of order N.
	Searches []Search
	// Also names the known constructions ([Constructions]) whose decks
	// passed Check; Failed those that did not (none, the tests say).
	Also, Failed []string
	// BRC is false when the Bruck–Ryser–Chowla theorem rules out every
	// biplane with this k ([BRC]).
	BRC bool
	// Literature says what is known beyond this package's searches.
	Literature string
}

// backtrackLimit is the largest k whose groups the report searches by
// backtracking: k = 10 (Z46) extends about 775 thousand partial sets
// (about 0.15 s); k = 11 in the groups of order 56 would take far longer,
// and the multiplier search settles k ≥ 11 in every abelian group at once.
const backtrackLimit = 10

// DoubleReport returns the report rows for k = 2…maxK: for each k, the
// difference-set searches in every abelian group of order N (backtracking
// for k ≤ 10, the multiplier search wherever the First Multiplier Theorem
// gives a multiplier), the deck [Double] builds when there is one, the
// Bruck–Ryser–Chowla verdict and what the literature says. The whole
// report to k = 13 takes about 0.2 s, most of it k = 10.
func DoubleReport(maxK int) []Row {
	var rows []Row
	for k := 2; k <= maxK; k++ {
		rows = append(rows, DoubleRow(k))
	}
	return rows
}

// DoubleRow is the report row for one k ≥ 2 (see [DoubleReport]).
func DoubleRow(k int) Row {
	n := BiplaneSize(k)
	r := Row{K: k, N: n, BRC: BRC(n, k, 2), Literature: literature(k)}
	if k < 3 {
		r.Status = Degenerate
		return r
	}
	for _, g := range AbelianGroups(n) {
		if k <= backtrackLimit {
			set, nodes := g.SearchWith(k, 2, 1)
			r.Searches = append(r.Searches, Search{Group: g, Method: "backtracking", Examined: nodes, Found: set})
		}
		if p, ok := Multiplier(n, k, 2); ok {
			set, examined := g.MultiplierSearch(k, 2, p)
			r.Searches = append(r.Searches, Search{Group: g, Method: fmt.Sprintf("multiplier %d", p), Examined: examined, Found: set})
		}
	}
	for _, c := range Constructions(k) {
		if c.Deck.Check() == nil && c.Deck.PerCard == k && c.Deck.Shared == 2 {
			r.Also = append(r.Also, c.Name)
		} else {
			r.Failed = append(r.Failed, c.Name)
		}
	}
	r.Status = NoneSearched
	if d, err := Double(k); err == nil {
		r.Status, r.Deck, r.How = Built, &d, doubleHow(k)
	}
	return r
}

// doubleHow says how [Double] builds the deck for k.
func doubleHow(k int) string {
	if k == 9 || k == 11 {
		return Constructions(k)[0].Name
	}
	for _, g := range AbelianGroups(BiplaneSize(k)) {
		if set, _ := g.Search(k, 2); set != nil {
			return fmt.Sprintf("the translates of %s, the first difference set of %v", g.FormatSet(set), g)
		}
	}
	return ""
}

// literature says what is known of biplanes with k symbols a card. Biplanes
// are known for k = 3, 4, 5, 6, 9, 11 and 13 only; k = 7, 8, 10, 12 are
// ruled out by arithmetic (BRC); k = 3, 4, 5 are unique, k = 6 has exactly
// three, k = 9 exactly four, k = 11 five are known and k = 13 two, the
// Aschbacher biplane and its dual (O'Reilly-Regueiro, "Biplanes with
// flag-transitive automorphism groups of almost simple type, with classical
// socle", J. Algebr. Comb. 26 (2007), introduction; Wikipedia, "Block
// design", § Biplanes, lists the same 18). Past k = 13 none is known:
// whether a (121, 16, 2) biplane exists is open (Crnković, Dumičić
// Danilović & Rukavina, arXiv:2010.12944).
func literature(k int) string {
	switch k {
	case 2:
		return "trivial: 2 cards, both holding both symbols"
	case 3:
		return "exists: the 4 triples of 4 symbols, unique"
	case 4:
		return "exists: the complement of the Fano plane, unique"
	case 5:
		return "exists: the (11, 5, 2) biplane of the squares mod 11, unique"
	case 6:
		return "exists: exactly three biplanes (Assmus & Salwach 1979)"
	case 9:
		return "exists: exactly four biplanes, one the 4th powers mod 37"
	case 11:
		return "exists: five known (Hall, Lane & Wales 1970; Salwach & Mezzaroba 1979; Janko & Trung)"
	case 13:
		return "exists: two known, Aschbacher's biplane (1971) and its dual; not built here"
	}
	n := BiplaneSize(k)
	if !BRC(n, k, 2) {
		return "none exists (Bruck–Ryser–Chowla)"
	}
	return "unknown: no biplane known"
}
