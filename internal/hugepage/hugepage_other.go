//go:build !linux

package hugepage

import "unsafe"

// Advise does nothing outside Linux.
func Advise(p unsafe.Pointer, n uintptr) {}
