package prefetch

import (
	"testing"
	"unsafe"
)

// TestBytesNeverFaults: a prefetch of any address, mapped or not, is only
// a hint; a version that loaded from p would crash on nil here.
func TestBytesNeverFaults(t *testing.T) {
	Bytes(nil, 1)
	b := make([]uint64, 16)
	for i := range b {
		Bytes(unsafe.Pointer(&b[i]), 8)
	}
	if b[15] != 0 {
		t.Fatal("a prefetch changed memory")
	}
}
