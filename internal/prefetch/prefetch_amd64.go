package prefetch

import "unsafe"

//go:noescape
func line(p unsafe.Pointer)
