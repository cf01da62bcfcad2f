package casino

import (
	"fmt"
	"io"

	"riffle/games/round"
)

// LegacyClient is the client seed every session had before the default
// became a random one (round.NewClientSeed): a constant the casino knew
// before it drew its server seed. [Session.RenewClient] replaces it.
const LegacyClient = "riffle"

// RenewClient replaces a saved client seed that is [LegacyClient] — that
// exact value, and no other — by one drawn from entropy
// (round.NewClientSeed), and returns one line telling the player; for any
// other seed, or none, it changes nothing and returns "". The settings
// are copied, not changed where they were shared. If no seed can be drawn
// the old one is dropped all the same (the casino then draws one itself,
// or refuses fair rounds), and the line says why.
func (s *Session) RenewClient(entropy io.Reader) string {
	if s.Settings == nil || s.Settings.Client != LegacyClient {
		return ""
	}
	st := *s.Settings
	s.Settings = &st
	fresh, err := round.NewClientSeed(entropy)
	st.Client = fresh // "" on error
	if err != nil {
		return fmt.Sprintf("The saved client seed %q was the old default, known to the casino in advance, and is dropped: %v.", LegacyClient, err)
	}
	return fmt.Sprintf("The saved client seed %q was the old default, known to the casino in advance: fair rounds now use a random one, %s.", LegacyClient, fresh)
}
