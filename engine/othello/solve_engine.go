package othello

import (
	"math"
	"slices"
	"time"

	"sente/engine"
)

// When the midgame search asks Resolve to settle a node, the node is solved
// exactly if its empties are at most ResolveAlways, or at most the
// remaining search depth plus ResolveSlack (the search would reach the end
// of the game anyway, and the exact solver gets there far cheaper), and
// never above ResolveMax.
const (
	ResolveAlways = 6
	ResolveSlack  = 4
	ResolveMax    = 20
)

// SetSolver makes pos use s for Resolve and SolveRoot, so that one table
// serves many searches (protocol handlers keep one per engine). Without
// it a Position allocates its own DefaultSolverMiB table on first use.
// SolveRoot solves on s's threads (Solver.SetThreads: give it the
// engine's); Resolve always on the calling thread. Copies made by
// CloneFor for the helper threads of a search never get s.
func (pos *Position) SetSolver(s *Solver) { pos.solver = s }

func (pos *Position) getSolver() *Solver {
	if pos.solver == nil {
		pos.solver = NewSolver(DefaultSolverMiB)
	}
	return pos.solver
}

// Resolve settles inner nodes of the midgame search with the exact solver
// (see ResolveAlways, ResolveSlack, ResolveMax). Scores are 100 times the
// final disc difference; the bound follows the window (alpha, beta).
func (pos *Position) Resolve(c *engine.Control, ply, depth int, alpha, beta engine.Score) (engine.Score, engine.Bound, bool) {
	e := pos.Empties()
	if e > ResolveMax || (e > ResolveAlways && e > depth+ResolveSlack) {
		return 0, engine.BoundNone, false
	}
	lo, hi := discWindow(alpha, beta)
	v, ok := pos.getSolver().solve(c, pos.p, pos.o, lo, hi, nil) // serial: the search has its own threads
	if !ok {
		return 0, engine.BoundNone, false
	}
	return engine.Score(100 * v), boundOf(v, lo, hi), true
}

// discWindow turns a centi-disc window into the disc window that contains
// it: every exact score (a multiple of 100) keeps its side of the window.
func discWindow(alpha, beta engine.Score) (lo, hi int) {
	lo = int(math.Floor(float64(alpha) / 100))
	hi = int(math.Ceil(float64(beta) / 100))
	lo = min(max(lo, -65), 64)
	hi = min(max(hi, lo+1), 65)
	return lo, hi
}

func boundOf(v, lo, hi int) engine.Bound {
	switch {
	case v <= lo:
		return engine.BoundUpper
	case v >= hi:
		return engine.BoundLower
	}
	return engine.BoundExact
}

// Solver speed model used to decide whether a root solve fits a time or
// node budget: an exact solve of e empties is estimated at
// solveNodesBase * solveNodesGrowth^(e-20) nodes at solveNodesPerSec; a
// win/loss/draw solve at solveWLDFactor of that. Measured on FFO #40-#59
// with one thread: 20-25 empties take 2e7-7e8 nodes, at 25-30 million
// nodes/s of CPU; the model errs on the slow side (a loaded machine).
const (
	solveNodesBase   = 2e7
	solveNodesGrowth = 2.2
	solveNodesPerSec = 1.5e7
	solveWLDFactor   = 0.5
	// solveGameFactor: positions from games are easier than FFO's. Solving
	// positions of Sente's games against NTest (30 per count of empties,
	// one thread) took 0.39, 0.34 and 0.36 times the model's nodes at 22,
	// 24 and 26 empties at the 90th percentile (the median 0.13, 0.11,
	// 0.11). A root solve under a time budget is tried when it fits at
	// this factor; one that overruns is stopped at the hard deadline and
	// the prelude search's move is played.
	solveGameFactor = 0.35
	// UnlimitedSolveMax: with no limit at all, the root is solved exactly
	// only up to this many empties (beyond, a solve would not end in
	// useful time; the search reaches the solver through Resolve anyway).
	UnlimitedSolveMax = 36
)

// EstimateSolveNodes is the speed model's guess of the nodes an exact solve
// of a position with the given empties takes.
func EstimateSolveNodes(empties int) float64 {
	return solveNodesBase * math.Pow(solveNodesGrowth, float64(empties-20))
}

// FreeMoves implements engine.SolvedEnd: the exact solver takes over at
// the most empties (16 to 28) whose solve the speed model expects to take
// at most a quarter of the clock left, and the side to move's half of
// those moves costs next to no time. On a 30 s game clock that is 22
// empties (11 moves), on 5 minutes 25, under 3 s 19 or fewer. (Sente's
// games on a 30 s clock spent 0.3 s a move from 23 to 20 empties and
// nothing after, and ended with 4.5 s unused when the clock was shared
// down to 16 empties.)
func (pos *Position) FreeMoves(left time.Duration) int {
	e := 16
	for e < 28 && EstimateSolveNodes(e+1)/solveNodesPerSec <= left.Seconds()/4 {
		e++
	}
	return e / 2
}

// DepthSolveEmpties is the rule for a depth-only limit, in the spirit of
// Edax's levels: at depth d the root is solved exactly from 2d empties up
// to depth 10, then from d+10; win/loss/draw two empties earlier.
func DepthSolveEmpties(d int) (exact, wld int) {
	if d <= 10 {
		exact = 2 * d
	} else {
		exact = d + 10
	}
	return exact, exact + 2
}

// solveMode decides how the root is solved under lim: 0 not at all, 1
// win/loss/draw, 2 exactly.
func solveMode(e int, lim engine.Limits) int {
	est := EstimateSolveNodes(e)
	budget := math.Inf(1)
	limited := false
	if lim.Nodes > 0 {
		budget = float64(lim.Nodes)
		limited = true
	}
	t := lim.Soft
	if lim.Hard > 0 && (t == 0 || lim.Hard/2 < t) {
		t = lim.Hard / 2
	}
	if t > 0 {
		budget = min(budget, t.Seconds()*solveNodesPerSec/solveGameFactor)
		limited = true
	}
	if lim.Depth > 0 && lim.Depth < engine.MaxPly-1 {
		ex, wld := DepthSolveEmpties(lim.Depth)
		switch {
		case e <= ex && (!limited || est <= budget):
			return 2
		case e <= wld && (!limited || est*solveWLDFactor <= budget):
			return 1
		}
		return 0
	}
	if !limited {
		if e <= UnlimitedSolveMax {
			return 2
		}
		return 0
	}
	switch {
	case est <= budget:
		return 2
	case est*solveWLDFactor <= budget:
		return 1
	}
	return 0
}

// SolveRoot solves the root when the solver fits the limits (see
// solveMode): exactly, or win/loss/draw when only that fits. An exact
// single-line solve starts with the win/loss/draw test anyway (the MTD
// driver of SolveMove guesses 0 first), so "WLD first" comes for free. With
// lim.MultiPV = N it scores each of the N best root moves exactly (or by
// their win/loss/draw sign). Progress is reported with Exact or WLD set
// and Depth = empties. ok=false means the core should search normally (the
// position does not fit, or the solve was stopped). The solve runs on the
// solver's threads (see SetSolver).
func (pos *Position) SolveRoot(c *engine.Control, lim engine.Limits, info func(engine.Info)) (engine.Result, bool) {
	e := pos.Empties()
	mode := solveMode(e, lim)
	if mode == 0 {
		return engine.Result{}, false
	}
	s := pos.getSolver()
	start := time.Now()
	p, o := pos.p, pos.o
	moves := pos.GenMoves(nil)
	moves = slices.DeleteFunc(moves, func(m engine.Move) bool { return slices.Contains(lim.Exclude, m) })
	if len(moves) == 0 {
		return engine.Result{}, false
	}
	lo, hi := -64, 64
	if mode == 1 {
		lo, hi = -1, 1
	}
	multi := min(max(lim.MultiPV, 1), len(moves))
	var lines []engine.Line
	var res engine.Result
	if multi == 1 && len(moves) == Count(s.k.moves(p, o)) || moves[0] == Pass {
		// all moves allowed: one PVS solve of the root
		mv, v, ok := s.SolveMove(c, p, o, lo, hi)
		if !ok {
			return engine.Result{Stopped: true}, false
		}
		lines = []engine.Line{{Score: engine.Score(100 * v), PV: s.pv(p, o, mv)}}
		res.Move = mv
		res.Score = engine.Score(100 * v)
		if info != nil {
			info(engine.Info{Depth: e, Score: res.Score, Bound: boundOf(v, lo, hi), PV: lines[0].PV,
				Exact: mode == 2, WLD: mode == 1, Elapsed: time.Since(start)})
		}
	} else {
		ls, ok := pos.solveLines(c, s, moves, multi, lo, hi)
		if !ok {
			return engine.Result{Stopped: true}, false
		}
		for k, l := range ls {
			if info != nil {
				info(engine.Info{Depth: e, Score: engine.Score(100 * l.v), Bound: boundOf(l.v, lo, hi), PV: l.pv,
					MultiPV: k + 1, Exact: mode == 2, WLD: mode == 1, Elapsed: time.Since(start)})
			}
			lines = append(lines, engine.Line{Score: engine.Score(100 * l.v), PV: l.pv})
		}
		res.Move = lines[0].PV[0]
		res.Score = lines[0].Score
	}
	res.Depth = e
	res.PV = lines[0].PV
	res.Lines = lines
	res.Exact = mode == 2
	res.WLD = mode == 1
	res.Nodes = c.Nodes()
	res.Elapsed = time.Since(start)
	return res, true
}

type rootLine struct {
	v  int
	pv []engine.Move
}

// solveLines scores the multi best of moves within (lo, hi): a move enters
// the list only if it beats the multi-th best so far.
func (pos *Position) solveLines(c *engine.Control, s *Solver, moves []engine.Move, multi, lo, hi int) ([]rootLine, bool) {
	p, o := pos.p, pos.o
	// fastest-first order
	keys := make([]int32, len(moves))
	pos.OrderKeys(moves, keys)
	idx := make([]int, len(moves))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return int(keys[b]) - int(keys[a]) })
	var lines []rootLine
	for _, i := range idx {
		m := moves[i]
		floor := lo - 1
		if len(lines) == multi {
			floor = max(floor, lines[multi-1].v)
		}
		var np, no uint64
		if m == Pass {
			np, no = o, p
		} else {
			f := s.k.flips(p, o, int(m))
			np, no = o^f, p|f|1<<uint(m)
		}
		v, ok := s.Solve(c, np, no, -hi, -floor)
		if !ok {
			return nil, false
		}
		v = -v
		if v <= floor && len(lines) == multi {
			continue
		}
		l := rootLine{v: v, pv: append([]engine.Move{m}, s.pv(np, no, -2)...)}
		at := len(lines)
		for at > 0 && lines[at-1].v < v {
			at--
		}
		lines = slices.Insert(lines, at, l)
		if len(lines) > multi {
			lines = lines[:multi]
		}
	}
	return lines, true
}

// pv follows the solver table's best moves from p, o (first move first,
// or from the position itself when first is -2), stopping at the first
// unknown position.
func (s *Solver) pv(p, o uint64, first engine.Move) []engine.Move {
	var pv []engine.Move
	m := first
	for len(pv) < 64 {
		if m == -2 || m == engine.NoMove {
			if s.k.moves(p, o) == 0 {
				if s.k.moves(o, p) == 0 {
					break
				}
				m = Pass
			} else {
				h, ok := s.tt.probe(p, o)
				if !ok || h.move > 63 || s.k.moves(p, o)>>h.move&1 == 0 {
					break
				}
				m = engine.Move(h.move)
			}
		}
		pv = append(pv, m)
		if m == Pass {
			p, o = o, p
		} else {
			f := s.k.flips(p, o, int(m))
			p, o = o^f, p|f|1<<uint(m)
		}
		m = -2
	}
	return pv
}
