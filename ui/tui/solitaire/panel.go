package solitaire

import (
	"math/big"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/shuffle"
	game "riffle/games/solitaire"
)

// outcomeTitle names the panel's tally of winners at setting k.
func outcomeTitle(k int) string { return "winners, " + settingText(k) }

// resetPanel points the panel at the chosen riffles: the sampler runs the
// riffle algorithm k times per deck (uniform-riffles until random; no
// sampler at 0 riffles, where the deck is the new deck), and the tally of
// winners holds every game played at k, the rounds and "Play 10,000".
func (s *Model) resetPanel() tea.Cmd {
	s.panel.ClearEvents()
	if s.game == nil {
		s.panel.ClearSpec()
		return nil
	}
	k := s.game.Shuffles()
	labels, probs := s.outcomeProbs(k)
	title := outcomeTitle(k)
	all := s.game.Record(k).Add(s.sims[settingIndex(k)])
	s.panel.SetTally(title, labels, probs, []int64{int64(all.AliceWins), int64(all.Games - all.AliceWins)})
	spec, ok := s.panelSpec(k)
	if !ok {
		s.panel.ClearSpec()
		return nil
	}
	return s.panel.SetSpec(spec)
}

// outcomeProbs are the panel's categories and their exact probabilities
// at setting k (Bob's as the exact 1 − P, so that a tiny chance stays
// above 0).
func (s *Model) outcomeProbs(k int) ([]string, []float64) {
	p := s.exact[settingIndex(k)]
	pa, _ := p.Float64()
	pb, _ := new(big.Rat).Sub(big.NewRat(1, 1), p).Float64()
	return []string{"Alice", "Bob"}, []float64{pa, pb}
}

// panelSpec is the background sampler for k riffles of the table's deck.
func (s *Model) panelSpec(k int) (shuffle.SamplerSpec, bool) {
	if k == 0 {
		return shuffle.SamplerSpec{}, false
	}
	name, o := "riffle", shuffle.Options{Riffles: k}
	if k == game.UntilRandom {
		name, o = "uniform-riffles", shuffle.Options{}
	}
	a, err := shuffle.Lookup(name)
	if err != nil {
		return shuffle.SamplerSpec{}, false
	}
	st := s.c.Settings()
	return shuffle.SamplerSpec{Algo: a, Options: o, Cards: game.Cards, Gen: st.Gen, Seed: st.EffectiveSeed()}, true
}

// samplerKey starts, pauses or resumes the panel's background sampler.
func (s *Model) samplerKey() tea.Cmd {
	if _, ok := s.panelSpec(s.game.Shuffles()); !ok {
		s.say(true, "At 0 riffles the deck is the new deck: the sampler has nothing to shuffle.")
		return nil
	}
	if !s.c.PanelShown() {
		s.say(true, "The fairness panel is hidden: f shows it, then space starts the sampler.")
		return nil
	}
	return s.panel.Toggle()
}
