package othello

import (
	"testing"

	"sente/engine"
)

func TestSymmetriesOfStart(t *testing.T) {
	// The start position is symmetric under the 180° turn and the two
	// diagonal reflections; the flips and quarter turns swap the colours.
	for s := Symmetry(0); s < NumSymmetries; s++ {
		b, w := s.Apply(StartBlack), s.Apply(StartWhite)
		same := b == StartBlack && w == StartWhite
		swapped := b == StartWhite && w == StartBlack
		wantSame := s == Identity || s == Rotate180 || s == Transpose || s == AntiTranspose
		if same != wantSame || (!same && !swapped) {
			t.Errorf("symmetry %d: black %#x white %#x", s, b, w)
		}
	}
	// Black's four openings d3 c4 f5 e6 are one move up to symmetry.
	images := map[int]bool{}
	for s := Symmetry(0); s < NumSymmetries; s++ {
		if s.Apply(StartBlack) == StartBlack {
			images[s.Square(37)] = true // f5
		}
	}
	for _, sq := range []int{19, 26, 37, 44} {
		if !images[sq] {
			t.Errorf("f5 has no image on %s", MoveString(engine.Move(sq)))
		}
	}
}

func TestSymmetryApplyMatchesSquare(t *testing.T) {
	for s := Symmetry(0); s < NumSymmetries; s++ {
		seen := uint64(0)
		for sq := 0; sq < 64; sq++ {
			img := s.Square(sq)
			if got := s.Apply(1 << uint(sq)); got != 1<<uint(img) {
				t.Fatalf("symmetry %d: Apply(square %d) = %#x, Square = %d", s, sq, got, img)
			}
			seen |= 1 << uint(img)
		}
		if seen != ^uint64(0) {
			t.Fatalf("symmetry %d is not a permutation", s)
		}
	}
}

func TestSymmetryGroup(t *testing.T) {
	boards := randomBoards(50, 9)
	for s := Symmetry(0); s < NumSymmetries; s++ {
		for u := Symmetry(0); u < NumSymmetries; u++ {
			v := s.Then(u)
			if v >= NumSymmetries {
				t.Fatalf("%d then %d = %d: not closed", s, u, v)
			}
			for _, b := range boards {
				if u.Apply(s.Apply(b[0])) != v.Apply(b[0]) {
					t.Fatalf("%d then %d != %d", s, u, v)
				}
			}
		}
		inv := s.Inverse()
		if s.Then(inv) != Identity || inv.Then(s) != Identity {
			t.Errorf("inverse of %d = %d is wrong", s, inv)
		}
		for _, b := range boards {
			if inv.Apply(s.Apply(b[0])) != b[0] {
				t.Fatalf("inverse of %d does not undo it", s)
			}
		}
	}
	// The eight symmetries are distinct.
	seen := map[uint64]bool{}
	for s := Symmetry(0); s < NumSymmetries; s++ {
		seen[s.Apply(0x0000000000000e06)] = true // an asymmetric shape
	}
	if len(seen) != 8 {
		t.Errorf("only %d distinct images", len(seen))
	}
}

func TestSymmetryPreservesMoves(t *testing.T) {
	for _, b := range randomBoards(200, 4) {
		for s := Symmetry(0); s < NumSymmetries; s++ {
			if s.Apply(Moves(b[0], b[1])) != Moves(s.Apply(b[0]), s.Apply(b[1])) {
				t.Fatalf("symmetry %d does not commute with Moves", s)
			}
		}
	}
}
