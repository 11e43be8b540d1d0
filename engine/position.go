// Package engine is Sente's game-independent search core: iterative
// deepening PVS with aspiration windows over a small Position interface, a
// transposition table, the time manager and a non-blocking facade
// (Go/Stop/Wait) that the protocol adapters drive.
//
// The engine never prints. Progress is reported through a callback and the
// result is handed back over a channel.
package engine

import (
	"math"
	"time"
)

// Move is a move encoded by the game package. Othello uses the square index
// 0..63 and a dedicated pass value; Gomoku uses y*width+x.
type Move int32

// NoMove marks the absence of a move (empty TT slot, no PV).
const NoMove Move = -1

// Score is a value from the point of view of the side to move. Each game
// chooses its unit (Othello: centi-discs; Gomoku: pattern points) but must
// keep static evaluations strictly inside (-WinThreshold, WinThreshold).
type Score int32

// Score bounds shared by all games.
const (
	// Infinity is larger than any score the search can return.
	Infinity Score = 1 << 24
	// Win is the score of a won game at the root; a win found at ply p is
	// worth Win-p, so shorter wins are preferred.
	Win Score = 1 << 22
	// WinThreshold: scores beyond it in absolute value are proven results.
	WinThreshold Score = Win - 1024
)

// Position is what a game provides to the search core. Implementations keep
// their hot code (move generation, flips, pattern updates) concrete; the core
// only calls these methods.
//
// Moves must be undone in LIFO order. A Position is used by one goroutine.
type Position interface {
	// Hash returns the Zobrist key of the position, side to move included.
	Hash() uint64
	// GenMoves appends the moves to search at this node to buf and returns
	// the extended slice. A forced pass is returned as a single move.
	// It returns buf unchanged when the game is over.
	GenMoves(buf []Move) []Move
	// Make plays m, which must come from GenMoves (or be legal).
	Make(m Move)
	// Unmake takes back the last move, which was m.
	Unmake(m Move)
	// Evaluate returns the static evaluation for the side to move.
	Evaluate() Score
	// Outcome reports whether the game is over and, if so, its score for the
	// side to move. ply is the distance from the root, used for Win-ply.
	Outcome(ply int) (Score, bool)
	// OrderKeys fills keys[i] with a static ordering key for moves[i]:
	// higher keys are searched first. The core adds TT, killer and history
	// bonuses on top.
	OrderKeys(moves []Move, keys []int32)
}

// Resolver is implemented by positions that can settle some nodes without a
// tree search: Othello's exact endgame solver, Gomoku's immediate wins and
// VCF. The core calls Resolve before searching a node (ply > 0) and at the
// root before iterative deepening.
type Resolver interface {
	// Resolve returns a score and true when the node is settled within
	// [alpha, beta] (fail-soft bounds allowed, reported through the bound).
	// It must check c.Stopped regularly and return ok=false once it is set.
	Resolve(c *Control, ply, depth int, alpha, beta Score) (score Score, bound Bound, ok bool)
}

// Phaser is implemented by positions that tell the time manager how far the
// game has progressed (0 = opening, 1 = last move), so that the midgame gets
// more time than the opening, and how many moves the side to move still has
// to play at most.
type Phaser interface {
	Phase() float64
	MovesToGo() int
}

// SolvedEnd is implemented by positions whose game ends in an exact
// solver: FreeMoves returns how many of the side to move's last moves the
// solver plays in next to no time when left is on its clock, so that a
// game clock is shared among the moves before them.
type SolvedEnd interface {
	FreeMoves(left time.Duration) int
}

// ProbCutter is implemented by positions whose game has fitted the
// parameters of Multi-ProbCut (Buro): at a node searched to some depth, a
// shallow search predicts the deep one, and a node whose prediction lies
// far enough outside the window is cut without the deep search.
type ProbCutter interface {
	// ProbCut returns the cut for a node to be searched to depth (ok false:
	// none at this node). The search cuts a null-window node when the
	// shallow search fails high against the score at which the deep value
	// would reach beta with the cut's confidence, or fails low likewise.
	ProbCut(depth int) (pc ProbCut, ok bool)
}

// ProbCut is one cut of Multi-ProbCut: the depth of the shallow search,
// and the model of the deep value v from the shallow one u, v ≈ A·u + B
// with a standard error Sigma, scaled by the confidence T (in standard
// deviations): the node fails high when u ≥ (beta + T·Sigma − B) / A.
// Shallow 0 takes u from the static evaluation (a node one or two plies
// from the horizon cut on the evaluation alone).
//
// Gate, when positive, spares the shallow searches that would fail: the
// one for a fail high is tried only when the static evaluation reaches
// High(beta) − Gate, the one for a fail low only when it stays at or
// under Low(alpha) + Gate (Edax's evaluation check before its probcut
// searches). A gate only leaves cuts out, so it never adds an error.
type ProbCut struct {
	Shallow     int
	A, B, Sigma float64
	T           float64
	Gate        Score
}

// High returns the score a shallow search must reach for the deep one to
// be at least beta with the cut's confidence.
func (pc ProbCut) High(beta Score) Score {
	return Score(math.Ceil((float64(beta) + pc.T*pc.Sigma - pc.B) / pc.A))
}

// Low returns the score a shallow search must stay at or under for the deep
// one to be at most alpha with the cut's confidence.
func (pc ProbCut) Low(alpha Score) Score {
	return Score(math.Floor((float64(alpha) - pc.T*pc.Sigma - pc.B) / pc.A))
}
