// Package prefetch asks the processor to bring memory into its caches
// ahead of a load: a search that knows which table entries it will probe
// next can have their cache misses overlap instead of waiting on each in
// turn.
package prefetch

import "unsafe"

// Bytes is a hint that the n bytes from p (n at most 64: one cache line,
// or two they straddle) will be read soon; it asks for the lines of the
// first and the last byte. It never faults, whatever p points at. On amd64
// each line is one PREFETCHT0 (an SSE instruction, in every amd64
// processor); elsewhere it does nothing.
func Bytes(p unsafe.Pointer, n int) {
	line(p)
	line(unsafe.Add(p, n-1))
}
