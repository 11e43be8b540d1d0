package othello

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// hugePage is the size of an x86-64 (and common arm64) huge page.
const hugePage = 2 << 20

// adviseHugePages asks Linux to back the whole huge pages inside the n
// bytes at p with huge pages (transparent huge pages in "madvise" mode).
// The solver's tables are probed at random: with 4 KiB pages most probes
// of a 64 MiB table would also miss the TLB. It must run before the memory
// is first written; failures only cost speed and are ignored.
func adviseHugePages(p unsafe.Pointer, n uintptr) {
	start := (uintptr(p) + hugePage - 1) &^ (hugePage - 1)
	end := (uintptr(p) + n) &^ (hugePage - 1)
	if end <= start {
		return
	}
	_ = unix.Madvise(unsafe.Slice((*byte)(unsafe.Add(p, start-uintptr(p))), end-start), unix.MADV_HUGEPAGE)
}
