// Package prefetch asks the processor to bring a memory line into its
// caches ahead of a load: a search that knows which table entries it will
// probe next can have their cache misses overlap instead of waiting on
// each in turn.
package prefetch

import "unsafe"

// Line is a hint that the cache line holding p will be read soon. It never
// faults, whatever p points at. On amd64 it is one PREFETCHT0 (an SSE
// instruction, in every amd64 processor); elsewhere it does nothing.
func Line(p unsafe.Pointer) { line(p) }
