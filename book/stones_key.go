package book

import (
	"slices"

	"sente/engine"
)

// FreeMargin is how far (in points) every stone must stay from every edge
// for a Gomoku position to be keyed relative to its stones instead of the
// board: a five through a stone that far from the edge still fits on the
// board, so such an opening plays the same wherever it stands.
const FreeMargin = 4

// Stone is one stone of a game placed on points (Gomoku), for keying:
// Color is the game's stone colour (two bits are kept).
type Stone struct {
	X, Y  int
	Color uint8
}

// StonesKey returns the key of a position of stones on a w x h board
// (Gomoku) with the given side to move (a stone colour): the smallest image under the board's
// symmetries (8 on a square board, 4 otherwise), translated to the stones'
// bounding box when every stone is FreeMargin points from the edges.
func StonesKey(w, h int, stones []Stone, toMove uint8) (Key, Transform) {
	free := len(stones) > 0
	for _, s := range stones {
		if s.X < FreeMargin || s.Y < FreeMargin || s.X >= w-FreeMargin || s.Y >= h-FreeMargin {
			free = false
			break
		}
	}
	nsym := uint8(4)
	if w == h {
		nsym = 8
	}
	var best, cur []uint32
	bestT := Transform{W: uint8(w), H: uint8(h), Free: free}
	for sym := uint8(0); sym < nsym; sym++ {
		t := Transform{Sym: sym, W: uint8(w), H: uint8(h)}
		cur = cur[:0]
		minX, minY := 1<<30, 1<<30
		for _, s := range stones {
			x, y := t.Point(s.X, s.Y)
			minX, minY = min(minX, x), min(minY, y)
		}
		if free {
			t.Free, t.Dx, t.Dy = true, int8(minX), int8(minY)
		}
		for _, s := range stones {
			x, y := t.Point(s.X, s.Y)
			cur = append(cur, uint32(packPoint(x, y))<<2|uint32(s.Color&3))
		}
		slices.Sort(cur)
		if best == nil || slices.Compare(cur, best) < 0 {
			best = append(best[:0], cur...)
			bestT = t
		}
	}
	h0 := newHasher()
	flags := uint64(toMove & 3)
	if free {
		flags |= 4
	} else {
		h0.add(uint64(w)<<8 | uint64(h))
	}
	h0.add(flags)
	h0.add(uint64(len(best)))
	for _, c := range best {
		h0.add(uint64(c))
	}
	return h0.key(), bestT
}

// PointCanon maps a board point to the stored (canonical) move.
func (t Transform) PointCanon(x, y int) engine.Move {
	cx, cy := t.Point(x, y)
	return engine.Move(packPoint(cx, cy))
}

// CanonPoint maps a stored move back to a board point; ok is false when
// it falls off this board.
func (t Transform) CanonPoint(c engine.Move) (x, y int, ok bool) {
	cx, cy := unpackPoint(int32(c))
	return t.Unpoint(cx, cy)
}
