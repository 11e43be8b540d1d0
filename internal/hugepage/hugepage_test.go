package hugepage

import (
	"testing"
	"unsafe"
)

// TestAdviseKeepsMemory advises ranges that hold whole huge pages, none, or
// a part of one, and checks that the memory reads back what was written
// after the advice (the advice changes how pages are backed, never their
// contents) and that no range makes it fail.
func TestAdviseKeepsMemory(t *testing.T) {
	b := make([]byte, 5*hugePage+12345)
	for _, r := range [][2]int{{0, len(b)}, {1, 100}, {hugePage - 1, 2}, {7, 3 * hugePage}, {0, 0}} {
		Advise(unsafe.Pointer(&b[r[0]]), uintptr(r[1]))
	}
	for i := range b {
		b[i] = byte(i * 7)
	}
	for i := range b {
		if b[i] != byte(i*7) {
			t.Fatalf("byte %d: %d, want %d", i, b[i], byte(i*7))
		}
	}
}
