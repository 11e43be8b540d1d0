package protocol

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/rs/zerolog"
)

// OpenLog returns a logger writing to path ("" or "-" = stderr) at level
// (debug, info, warn, error, disabled; "" = warn into a file, nothing on
// stderr: managers read an engine's stderr together with its replies, so
// by default Sente says nothing there). It never writes to stdout, which
// belongs to the protocol. The closer closes the log file.
func OpenLog(path, level string) (zerolog.Logger, io.Closer, error) {
	lv := zerolog.WarnLevel
	if level == "" && (path == "" || path == "-") {
		lv = zerolog.Disabled
	}
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

// LogFlags are the logging options every binary takes: --log FILE and
// --log-level LEVEL.
type LogFlags struct {
	Path  string
	Level string
}

// AddFlags registers the logging options on fs.
func (l *LogFlags) AddFlags(fs *flag.FlagSet) {
	fs.StringVar(&l.Path, "log", l.Path, "write the log to `FILE` (default: stderr)")
	fs.StringVar(&l.Level, "log-level", l.Level, "log `LEVEL`: debug, info, warn, error, disabled (default: warn into --log FILE, nothing on stderr)")
}

// Open opens the log the options describe (see OpenLog).
func (l LogFlags) Open() (zerolog.Logger, io.Closer, error) { return OpenLog(l.Path, l.Level) }
