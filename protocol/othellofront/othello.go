package othellofront

import (
	"strconv"
	"strings"

	"sente/engine"
	"sente/engine/othello"
)

// This file holds the small Othello helpers the NBoard, GTP and terminal
// front ends share.

// Discs formats an Othello score (centi-discs) in discs with two decimals,
// as NBoard and GGF write evaluations: "-1.50".
func Discs(s engine.Score) string {
	return strconv.FormatFloat(float64(s)/100, 'f', 2, 64)
}

// PV formats a principal variation as NBoard wants it: no spaces, moves
// upper case and joined by dashes ("F5-D6-C3"); passes are "PA".
func PV(pv []engine.Move) string {
	parts := make([]string, 0, len(pv))
	for _, m := range pv {
		parts = append(parts, strings.ToUpper(othello.MoveString(m)))
	}
	return strings.Join(parts, "-")
}

// Depth formats the depth of a search report: "100%" for an exact solve,
// "100%W" for a win/loss/draw solve, the depth in plies otherwise.
func Depth(depth int, exact, wld bool) string {
	switch {
	case exact:
		return "100%"
	case wld:
		return "100%W"
	}
	return strconv.Itoa(depth)
}

// ChooseMove returns the move to play in pos given a search result: the
// result's move when it is legal, otherwise (a search stopped before its
// first iteration) the first legal move, Pass when the side to move must
// pass, or NoMove when the game is over. It never returns an illegal move.
func ChooseMove(pos *othello.Position, r engine.Result) engine.Move {
	if r.Move != engine.NoMove && pos.IsLegal(r.Move) {
		return r.Move
	}
	moves := pos.LegalMoves()
	if len(moves) == 0 {
		return engine.NoMove
	}
	best, bestKey := moves[0], int32(-1<<31)
	keys := make([]int32, len(moves))
	pos.OrderKeys(moves, keys)
	for i, m := range moves {
		if keys[i] > bestKey {
			best, bestKey = m, keys[i]
		}
	}
	return best
}

// SessionSolver returns a function for protocol.Pending.SetPrepare that
// gives every Othello position searched in one session the same endgame
// table, allocated on first use, so that a search on a fresh copy of the
// position does not allocate one. It solves on eng's threads and has
// SolverMiB of eng's table size, both as they are now.
func SessionSolver(eng *engine.Engine) func(engine.Position) {
	threads, hashMiB := eng.Threads(), eng.HashMiB()
	var s *othello.Solver
	return func(pos engine.Position) {
		if op, ok := pos.(*othello.Position); ok {
			if s == nil {
				s = othello.NewSolver(SolverMiB(hashMiB))
				s.SetThreads(threads)
			}
			op.SetSolver(s)
		}
	}
}

// SolverMiB is the endgame solver's table for a session whose search
// table has hashMiB MiB: an eighth of it, from 1 MiB up to
// othello.DefaultSolverMiB (which the default --hash of 128 MiB gives), so
// that --hash bounds the memory of both.
func SolverMiB(hashMiB int) int {
	return min(max(hashMiB/8, 1), othello.DefaultSolverMiB)
}
