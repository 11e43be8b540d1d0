package othello

import (
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// noHorizon is a Position whose SearchHorizon is hidden by a field of the
// same name, so that the core searches every node itself.
type noHorizon struct {
	*Position
	SearchHorizon struct{}
}

// TestSearchHorizonSameSearch checks that the game's loop at the nodes one
// ply above the horizon changes nothing but speed: positions from seeded
// random games, from the opening to few empties (where the exact solver
// settles children, the loop stands aside), searched to fixed depths with
// and without it give the same move, score, PV and node count.
func TestSearchHorizonSameSearch(t *testing.T) {
	if _, ok := engine.Position(NewPosition()).(engine.HorizonSearcher); !ok {
		t.Fatal("Position is not a HorizonSearcher")
	}
	if _, ok := engine.Position(noHorizon{Position: NewPosition()}).(engine.HorizonSearcher); ok {
		t.Fatal("noHorizon still is a HorizonSearcher")
	}
	rng := rand.New(rand.NewPCG(29, 1))
	n := 0
	for n < 24 {
		pos := NewPosition()
		plies := 8 + rng.IntN(48)
		for i := 0; i < plies && !pos.IsOver(); i++ {
			moves := pos.LegalMoves()
			pos.Make(moves[rng.IntN(len(moves))])
		}
		if pos.IsOver() {
			continue
		}
		depth := 3 + n%5
		with := engine.NewSearcher(engine.NewTT(2)).Search(pos.Clone(), engine.Limits{Depth: depth},
			new(atomic.Bool), time.Now(), nil)
		without := engine.NewSearcher(engine.NewTT(2)).Search(noHorizon{Position: pos.Clone()}, engine.Limits{Depth: depth},
			new(atomic.Bool), time.Now(), nil)
		if with.Move != without.Move || with.Score != without.Score || with.Nodes != without.Nodes ||
			len(with.PV) != len(without.PV) {
			t.Errorf("%d empties, depth %d: with the loop %s %d %d nodes PV %v, without %s %d %d nodes PV %v",
				pos.Empties(), depth, MoveString(with.Move), with.Score, with.Nodes, with.PV,
				MoveString(without.Move), without.Score, without.Nodes, without.PV)
		}
		for i := range min(len(with.PV), len(without.PV)) {
			if with.PV[i] != without.PV[i] {
				t.Errorf("%d empties, depth %d: PV %v, without the loop %v", pos.Empties(), depth, with.PV, without.PV)
				break
			}
		}
		n++
	}
}
