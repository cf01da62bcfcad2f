package fair

import "riffle/ui/tui/common"

// Headline is the presenter view's number: the next round's commitment,
// its first twelve hex digits (the server seed's SHA-256, shown before).
func (s *Model) Headline() common.Headline {
	b := s.ledger
	c := b.Pending()
	if !b.Fair() || c == "" {
		return common.Headline{Label: "Provably fair", Value: "OFF", Note: "space turns provably fair mode on"}
	}
	return common.Headline{Label: "The next round's commitment: its first 12 hex digits", Value: c[:min(12, len(c))],
		Note: "of the server seed's SHA-256 (64 digits, whole on the screen), shown before the round"}
}
