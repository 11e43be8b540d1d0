package prefetch

import (
	"testing"
	"unsafe"
)

// TestLineNeverFaults: a prefetch of any address, mapped or not, is only
// a hint; a version that loaded from p would crash on nil here.
func TestLineNeverFaults(t *testing.T) {
	Line(nil)
	b := make([]uint64, 16)
	for i := range b {
		Line(unsafe.Pointer(&b[i]))
	}
	if b[15] != 0 {
		t.Fatal("a prefetch changed memory")
	}
}
