package gomoku

import (
	"os"
	"strconv"
	"testing"
	"time"

	"sente/engine"
	"sente/engine/mcts"
)

// mctsMove searches g with the Monte Carlo search under the time
// manager's budget for a per-move limit, as Gomocup's timeout_turn
// would set it.
func mctsMove(g *Game, s *mcts.Search, perMove time.Duration) [2]int {
	pos := g.Position()
	c := engine.Clock{PerMove: perMove}
	lim := engine.Limits{}
	lim.Soft, lim.Hard = engine.TimeBudget(c, pos)
	lim.LastStart = c.LastStart(lim.Soft, lim.Hard)
	r := s.Search(pos, lim, nil, time.Now(), nil)
	return [2]int{int(r.Move) % g.Width(), int(r.Move) / g.Width()}
}

// The Monte Carlo search against the seed-like player (alpha-beta over
// pattern strings, depth 2), freestyle, the seed player's first stone
// forced onto each point of the 7x7 square at the centre as in
// TestSeedPlayerOwnMoves: 49 games per colour. A measurement, not a
// check: it logs the score and fails only if the search breaks a rule.
// It runs only when asked (SENTE_MCTS_SEED=1): knobs SENTE_SEED_MS
// (per move, 200), SENTE_SEED_DEPTH (2), SENTE_SEED_STEP (every STEP-th
// game, 1). The figure in docs/mcts.md:
//
//	SENTE_MCTS_SEED=1 go test -run 'TestMCTSSeedPlayer$' -v -timeout 0 ./engine/gomoku
func TestMCTSSeedPlayer(t *testing.T) {
	if testing.Short() || os.Getenv("SENTE_MCTS_SEED") == "" {
		t.Skip("a measurement: SENTE_MCTS_SEED=1 runs it")
	}
	perMove := 200 * time.Millisecond
	if v, err := strconv.Atoi(os.Getenv("SENTE_SEED_MS")); err == nil && v > 0 {
		perMove = time.Duration(v) * time.Millisecond
	}
	sp := seedPlayer{depth: 2}
	intFromEnv("SENTE_SEED_DEPTH", &sp.depth)
	step := 1
	intFromEnv("SENTE_SEED_STEP", &step)
	s := mcts.New(mcts.DefaultParams())
	won := map[Stone]int{}
	played := map[Stone]int{}
	for i := 0; i < 2*ownOpenings; i += max(step, 1) {
		colour := []Stone{Black, White}[i/ownOpenings]
		k := i % ownOpenings
		g, _ := NewGame(15, 15, Freestyle)
		sente := func(g *Game) [2]int { return mctsMove(g, s, perMove) }
		seed := func(g *Game) [2]int { return sp.move(g) }
		if !ownOpening(g, k, colour, sente) {
			t.Fatalf("opening %d could not be played", k)
		}
		var w Stone
		if colour == Black {
			w = playMatchGame(t, g, sente, seed)
		} else {
			w = playMatchGame(t, g, seed, sente)
		}
		played[colour]++
		if w == colour {
			won[colour]++
		}
		t.Logf("game %d (opening %d) mcts %v: winner %v after %d stones", i, k, colour, w, g.Stones())
	}
	t.Logf("MCTS (%v/move) vs the seed player (depth %d), freestyle: won %d/%d as black, %d/%d as white",
		perMove, sp.depth, won[Black], played[Black], won[White], played[White])
}
