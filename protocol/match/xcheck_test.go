package match_test

import (
	"math/rand/v2"
	"testing"

	"sente/engine/gomoku"
	"sente/protocol/referee"
)

// TestRenjuCrossCheck compares the referee's renju fouls with the engine's
// (engine/gomoku, written separately) on random crowded positions; any
// disagreement is a bug in one of them.
func TestRenjuCrossCheck(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 40
	}
	rng := rand.New(rand.NewPCG(1, 2))
	bad, checked, forbidden := 0, 0, 0
	for i := 0; i < n; i++ {
		ref := referee.NewGomoku(15, 15, referee.Renju)
		eng, _ := gomoku.NewGame(15, 15, gomoku.Renju)
		stones := 20 + rng.IntN(70)
		for k := 0; k < stones && !ref.Over(); k++ {
			// random points in the 11×11 centre, legal for the side to move
			x, y := 2+rng.IntN(11), 2+rng.IntN(11)
			if ref.At(x, y) != referee.Empty || (ref.ToMove() == referee.Black && ref.Forbidden(x, y)) {
				continue
			}
			if v, _ := ref.Play(x, y); v != referee.Ongoing {
				break
			}
			if err := eng.Play(x, y); err != nil {
				t.Fatalf("engine refused %d,%d: %v", x, y, err)
			}
		}
		if ref.Over() {
			continue
		}
		if ref.ToMove() != referee.Black {
			// let white pass once in both, so black is to move
			eng.SetToMove(gomoku.Black)
			ref = withBlackToMove(ref)
		}
		for y := 0; y < 15; y++ {
			for x := 0; x < 15; x++ {
				if ref.At(x, y) != referee.Empty {
					continue
				}
				a, b := ref.Forbidden(x, y), eng.Forbidden(x, y)
				checked++
				if a {
					forbidden++
				}
				if a != b {
					bad++
					if bad <= 5 {
						t.Errorf("position %d, point %d,%d: referee %v, engine %v; moves %v", i, x, y, a, b, ref.Moves())
					}
				}
			}
		}
	}
	t.Logf("%d points compared, %d forbidden by the referee", checked, forbidden)
	if bad > 0 || forbidden == 0 {
		t.Errorf("%d disagreements, %d forbidden points seen", bad, forbidden)
	}
}

// withBlackToMove replays ref's stones on a new referee with black to
// move: the same stones, one extra black tempo (fouls depend only on the
// stones).
func withBlackToMove(ref *referee.Gomoku) *referee.Gomoku {
	return referee.Setup(ref.Width(), ref.Height(), referee.Renju, ref.Stones(referee.Black), ref.Stones(referee.White), referee.Black)
}
