// Package draw is what every screen draws with: the Styles (an adaptive
// palette built for one terminal's renderer) and Glyphs (Unicode or their
// ASCII fallbacks), cards in text, fitting and wrapping text to a region
// (Fit, Truncate, WrapText, Pack, FitClauses, FirstFit), charts (bars,
// sparklines, progress cells), big type for the presenter view, and Memo,
// a frame part drawn again only when its key changes. It imports no screen
// and keeps no state between calls.
package draw
