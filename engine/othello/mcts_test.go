package othello

import (
	"math/rand/v2"
	"testing"
	"time"

	"sente/engine"
	"sente/engine/mcts"
)

// TestMCTSOthello: the Monte Carlo search plays legal moves through a
// whole game (passes included), its playouts leave the position alone
// and its priors sum to one; near the end the root solver decides.
func TestMCTSOthello(t *testing.T) {
	pos := NewPosition()
	rng := rand.New(rand.NewPCG(3, 4))
	buf := make([]engine.Move, 0, engine.MaxMoves)
	p, o := pos.p, pos.o
	wins := 0.0
	for i := 0; i < 100; i++ {
		v, plies := pos.Playout(rng, buf)
		if v < 0 || v > 1 || plies < 56 || plies > 130 {
			t.Fatalf("playout: value %v after %d plies", v, plies)
		}
		wins += v
	}
	if pos.p != p || pos.o != o || wins == 0 || wins == 100 {
		t.Errorf("playouts: position changed or all alike (%v)", wins)
	}
	moves := pos.GenMoves(nil)
	pri := make([]float64, len(moves))
	pos.Priors(moves, pri)
	sum := 0.0
	for _, x := range pri {
		sum += x
	}
	if sum < 0.999 || sum > 1.001 || pos.ValueScale() <= 0 {
		t.Errorf("priors sum %v, scale %v", sum, pos.ValueScale())
	}

	s := mcts.New(mcts.DefaultParams())
	nodes := uint64(3000)
	if !testing.Short() {
		nodes = 30000
	}
	for !pos.IsOver() {
		e := pos.Empties()
		r := s.Search(pos.Clone(), engine.Limits{Nodes: nodes}, nil, time.Now(), nil)
		if err := pos.Play(r.Move); err != nil {
			t.Fatalf("ply %d: move %d: %v", pos.Plies(), r.Move, err)
		}
		if e <= 6 && r.Move != Pass && !r.Exact && !r.WLD {
			t.Errorf("%d empties: not solved (%+v)", e, r)
		}
	}
}
