package hugepage

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// Advise asks Linux to back the whole huge pages inside the n bytes at p
// with huge pages (transparent huge pages in "madvise" mode). It must run
// before the memory is first written; failures only cost speed and are
// ignored.
func Advise(p unsafe.Pointer, n uintptr) {
	start := (uintptr(p) + hugePage - 1) &^ (hugePage - 1)
	end := (uintptr(p) + n) &^ (hugePage - 1)
	if end <= start {
		return
	}
	_ = unix.Madvise(unsafe.Slice((*byte)(unsafe.Add(p, start-uintptr(p))), end-start), unix.MADV_HUGEPAGE)
}
