package book

import (
	"fmt"
	"math/bits"
)

// Key identifies a position up to symmetry. For Othello it is the
// canonical image itself (Hi = discs of the side to move, Lo = the
// opponent's); for Gomoku a 128-bit hash of the canonical stone list.
type Key struct {
	Hi, Lo uint64
}

// String formats the key as 32 hexadecimal digits.
func (k Key) String() string { return fmt.Sprintf("%016x%016x", k.Hi, k.Lo) }

// less orders keys (Hi first).
func (k Key) less(o Key) bool {
	if k.Hi != o.Hi {
		return k.Hi < o.Hi
	}
	return k.Lo < o.Lo
}

// hasher is a small 128-bit streaming hash (two independent multiply-xor
// lanes), used for Gomoku keys. It is fixed forever: books depend on it.
type hasher struct{ a, b uint64 }

func newHasher() hasher { return hasher{a: 0x9e3779b97f4a7c15, b: 0xc2b2ae3d27d4eb4f} }

func (h *hasher) add(v uint64) {
	h.a = mix64(h.a ^ v*0xff51afd7ed558ccd)
	h.b = mix64(bits.RotateLeft64(h.b, 23) + v*0x9fb21c651e98df25 + 0x165667b19e3779f9)
}

func (h *hasher) key() Key { return Key{Hi: mix64(h.a ^ h.b>>1), Lo: mix64(h.b + h.a)} }

// mix64 is the splitmix64 finaliser.
func mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
