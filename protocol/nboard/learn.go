package nboard

import (
	"os"
	"path/filepath"
)

// DefaultGamesFile returns where learned games go until the opening book
// takes them over: sente/learned.ggf in the user's configuration directory
// (falling back to the temporary directory).
func DefaultGamesFile() string {
	dir, err := os.UserConfigDir()
	if err != nil || dir == "" {
		dir = os.TempDir()
	}
	return filepath.Join(dir, "sente", "learned.ggf")
}

// learn answers `learn`: the current game is appended, one GGF record per
// line, to the games file. Failures are logged; the GUI always gets
// `learned`.
func (h *Handler) learn() {
	path := h.opt.GamesFile
	if path == "" {
		path = DefaultGamesFile()
	}
	err := appendLine(path, h.game.String())
	if err != nil {
		h.loop.Log().Warn().Err(err).Str("file", path).Msg("nboard: learn: game not stored")
	} else {
		h.loop.Log().Info().Str("file", path).Msg("nboard: learn: game stored")
	}
	h.loop.Send("learned")
}

func appendLine(path, line string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.WriteString(line + "\n"); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
