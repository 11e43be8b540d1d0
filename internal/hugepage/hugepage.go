// Package hugepage asks the operating system to back large tables with huge
// pages, where it can: the search tables are probed at random, and with
// 4 KiB pages most probes of a table of many MiB also miss the TLB.
package hugepage

import "unsafe"

// Slice advises the memory of s (see Advise): a freshly made table, before
// it is first written.
func Slice[T any](s []T) {
	if len(s) > 0 {
		Advise(unsafe.Pointer(unsafe.SliceData(s)), uintptr(len(s))*unsafe.Sizeof(s[0]))
	}
}

// hugePage is the size of an x86-64 (and common arm64) huge page.
const hugePage = 2 << 20
