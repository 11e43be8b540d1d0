package protocol

import (
	"fmt"
	"io"
	"os"

	"github.com/rs/zerolog"
)

// OpenLog returns a logger writing to path ("" or "-" = stderr) at level
// ("" = warn; debug, info, warn, error, disabled). It never writes to
// stdout, which belongs to the protocol. The closer closes the log file.
func OpenLog(path, level string) (zerolog.Logger, io.Closer, error) {
	lv := zerolog.WarnLevel
	if level != "" {
		l, err := zerolog.ParseLevel(level)
		if err != nil {
			return zerolog.Nop(), nopCloser{}, fmt.Errorf("log level %q: %w", level, err)
		}
		lv = l
	}
	var w io.Writer = os.Stderr
	var c io.Closer = nopCloser{}
	if path != "" && path != "-" {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return zerolog.Nop(), nopCloser{}, err
		}
		w, c = f, f
	}
	return zerolog.New(w).Level(lv).With().Timestamp().Logger(), c, nil
}

type nopCloser struct{}

func (nopCloser) Close() error { return nil }
