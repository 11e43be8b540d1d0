package nboard

import (
	"os"
	"path/filepath"
	"slices"

	"sente/book"
	"sente/book/othellobook"
)

// learn answers `learn`: the current game goes into the user book (never
// the embedded one) and, when Options.GamesFile is set, is appended to that
// file as a GGF record. The learning searches run off the loop goroutine
// (commands meanwhile are queued, `ping` waits for it); failures are
// logged and the GUI always gets `learned`.
func (h *Handler) learn() {
	g := *h.game
	g.Moves = slices.Clone(h.game.Moves)
	g.Tags = slices.Clone(h.game.Tags)
	path := h.book.LearnPath()
	opt := book.DefaultLearnOptions(book.Othello)
	if h.opt.Learn != nil {
		opt = *h.opt.Learn
	}
	games := h.opt.GamesFile
	var err, gerr error
	h.pend.Run(func() {
		err = othellobook.LearnGGF(path, &g, opt)
		if games != "" {
			gerr = appendLine(games, g.String())
		}
	}, func() {
		log := h.loop.Log()
		if err != nil {
			log.Error().Err(err).Str("file", path).Msg("nboard: learn: game not learned")
		} else {
			log.Info().Str("file", path).Int("moves", len(g.Moves)).Msg("nboard: learn: game learned")
		}
		if gerr != nil {
			log.Warn().Err(gerr).Str("file", games).Msg("nboard: learn: game not stored")
		}
		h.book.Reload()
		h.loop.Send("learned")
	})
}

// appendLine appends line and a newline to the file at path, creating it
// and its directory if needed. A last line left without its newline (a
// writer killed mid-append) is ended first, so that the new line stands
// whole on a line of its own.
func appendLine(path, line string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	if fi, err := f.Stat(); err == nil && fi.Size() > 0 {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, fi.Size()-1); err == nil && last[0] != '\n' {
			line = "\n" + line
		}
	}
	if _, err := f.WriteString(line + "\n"); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
