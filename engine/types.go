package engine

import "time"

// MaxPly bounds the search depth and the per-ply buffers.
const MaxPly = 128

// Limits bound one search. Zero values mean "no limit" except Depth, where
// 0 means MaxPly-1.
type Limits struct {
	Depth int           // maximum iterative-deepening depth in plies
	Nodes uint64        // node budget (deterministic stop)
	Soft  time.Duration // do not start a new iteration after this
	Hard  time.Duration // abort the search at this point
	// LastStart, when set, replaces Soft as the moment after which no new
	// iteration starts (Clock.LastStart); Soft still paces the root
	// solvers.
	LastStart time.Duration
	// MultiPV asks for the N best root moves with their own scores (NBoard
	// hint N, Yixin YXNBEST). 0 or 1: just the best move.
	MultiPV int
	// Exclude lists root moves not to consider (used by multi-PV).
	Exclude []Move
}

// Info is one progress report: a finished iteration (or a root move of it
// in multi-PV mode).
type Info struct {
	Depth   int
	Score   Score
	Bound   Bound // BoundExact unless an aspiration window failed
	Nodes   uint64
	NPS     uint64
	Elapsed time.Duration
	PV      []Move
	MultiPV int  // 1-based rank of this line; 0 or 1 in single-PV mode
	Exact   bool // the score is a proven game result (exact solve)
	WLD     bool // the score's sign is proven (win/loss/draw solve)
	Book    bool // the move comes from an opening book
	// Visits and WinRate are set by a Monte Carlo search (a Strategy such
	// as engine/mcts): the simulations run from the root, and the side to
	// move's expected result along PV, from 0 (a loss) to 1 (a win).
	// Both are zero for alpha-beta.
	Visits  uint64
	WinRate float64
}

// Line is one root move with its score, as reported in multi-PV mode.
type Line struct {
	Score Score
	PV    []Move
}

// Result is the outcome of a finished or stopped search.
type Result struct {
	Move    Move // NoMove when the game is over
	Score   Score
	Depth   int // depth of the last completed iteration
	Nodes   uint64
	Elapsed time.Duration
	PV      []Move
	Lines   []Line // best first; len(Lines) == MultiPV when asked
	Exact   bool   // Score is a proven game result
	WLD     bool   // the sign of Score is proven
	Book    bool   // the move comes from an opening book
	Stopped bool   // the search was interrupted before reaching its depth
	// Visits and WinRate: as in Info (Monte Carlo search only).
	Visits  uint64
	WinRate float64
	// Panic is set when the search panicked (Engine.Go recovers it): the
	// panic value and the goroutine's stack, for the caller to log. The
	// result is then the best move known before the panic (see
	// Engine.Go), marked Stopped, and the Position searched is left in an
	// unspecified state. Empty otherwise.
	Panic string
}

// RootSolver is implemented by games that can settle the root directly:
// Othello's endgame solver when the empties fit the time, Gomoku's
// immediate wins, forced blocks and VCF. The core calls it before
// iterative deepening; ok=false means "search normally". A solver may also
// narrow the root moves: after it returns ok=false, the search keeps only
// the root moves that GenMoves still lists (if any). A result that proves
// only a loss (WLD set, Exact not) is not played: every move loses, the
// solver's is any of them, and the search goes on to find the one that
// loses least.
type RootSolver interface {
	SolveRoot(c *Control, lim Limits, info func(Info)) (Result, bool)
}
