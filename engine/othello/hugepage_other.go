//go:build !linux

package othello

import "unsafe"

// adviseHugePages does nothing outside Linux.
func adviseHugePages(p unsafe.Pointer, n uintptr) {}
