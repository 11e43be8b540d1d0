package pbrain

import (
	"math"
	"runtime/debug"
)

// RuntimeMemoryLimit is the Options.SetMemoryLimit of a real process: it
// sets the Go runtime's soft memory limit (0: none).
func RuntimeMemoryLimit(bytes int64) {
	if bytes <= 0 {
		bytes = math.MaxInt64
	}
	debug.SetMemoryLimit(bytes)
}
