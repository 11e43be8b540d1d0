package othello

import (
	"errors"
	"fmt"
	"math/bits"

	"sente/engine"
)

// Color is a side: Black moves first.
type Color uint8

// The two colours.
const (
	Black Color = 0
	White Color = 1
)

// Other returns the opposite colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "black" or "white".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Pass is the move of a player who has no legal move. Squares are moves
// 0..63.
const Pass engine.Move = 64

// undo is what Make saves so that Unmake can restore the position.
type undo struct {
	p, o, hash, mob uint64
}

// Position is an Othello position with its side to move, Zobrist hash and
// the history needed to take moves back. It implements engine.Position,
// engine.Resolver, engine.RootSolver, engine.Phaser and engine.Cloner.
//
// Its zero value is not a valid position: use NewPosition, FromBitboards or
// ParsePosition. A Position is used by one goroutine at a time; Clone gives
// an independent copy.
type Position struct {
	p, o   uint64    // discs of the player to move and of the opponent
	side   Color     // colour of the player to move
	k      kernelSet // the board primitives (kernels.go), fixed at creation
	hash   uint64
	mob    uint64 // the legal moves of the side to move, kept by Make and Undo
	hist   []undo
	solver *Solver    // created on first use by Resolve/SolveRoot
	ev     *evaluator // fetched on first use by Evaluate
	// probcutT is the confidence of the midgame's Multi-ProbCut
	// (probcut.go; 0: off).
	probcutT float64
}

// NewPosition returns the start position, Black to move.
func NewPosition() *Position {
	return FromBitboards(StartBlack, StartWhite, Black)
}

// FromBitboards returns the position with the given black and white discs
// and colour to move. Discs present in both boards count as black. The
// position uses the kernel set in use when it is created (Kernels); a
// Clone keeps it.
func FromBitboards(black, white uint64, side Color) *Position {
	white &^= black
	pos := &Position{side: side & 1, k: currentKernels(), hist: make([]undo, 0, 64), probcutT: startProbCutT()}
	if pos.side == Black {
		pos.p, pos.o = black, white
	} else {
		pos.p, pos.o = white, black
	}
	pos.hash = Hash(black, white, pos.side)
	pos.mob = pos.k.moves(pos.p, pos.o)
	return pos
}

// Clone returns an independent copy of pos (history included, solver
// tables not shared).
func (pos *Position) Clone() *Position {
	c := *pos
	c.hist = append(make([]undo, 0, cap(pos.hist)), pos.hist...)
	c.solver = nil
	return &c
}

// CloneFor implements engine.Cloner: it returns a copy of pos for a helper
// thread of a parallel search. Like Clone, the copy shares nothing it
// writes with pos (the history is copied; the evaluation weights it reads
// are immutable). Its solver is prev's, when prev is a *Position with a
// solver of its own (prev, the copy made for the same thread by an
// earlier search, is no longer in use, and its tables are kept);
// otherwise the copy creates one on first use, as a new position does. A
// solver pos itself uses is never handed over.
func (pos *Position) CloneFor(prev engine.Position) engine.Position {
	c := pos.Clone()
	if q, ok := prev.(*Position); ok && q != nil && q != pos && q.solver != pos.solver {
		c.solver = q.solver
	}
	return c
}

// Black returns the black discs.
func (pos *Position) Black() uint64 {
	if pos.side == Black {
		return pos.p
	}
	return pos.o
}

// White returns the white discs.
func (pos *Position) White() uint64 {
	if pos.side == Black {
		return pos.o
	}
	return pos.p
}

// Player returns the discs of the side to move.
func (pos *Position) Player() uint64 { return pos.p }

// Opponent returns the discs of the side not to move.
func (pos *Position) Opponent() uint64 { return pos.o }

// Side returns the colour to move.
func (pos *Position) Side() Color { return pos.side }

// Empties returns the number of empty squares.
func (pos *Position) Empties() int { return 64 - bits.OnesCount64(pos.p|pos.o) }

// Legal returns the legal squares of the side to move as a bitboard.
func (pos *Position) Legal() uint64 { return pos.mob }

// LegalMoves returns the legal moves of the side to move in square order:
// the squares, or [Pass] when the side to move must pass, or nothing when
// the game is over.
func (pos *Position) LegalMoves() []engine.Move { return pos.GenMoves(nil) }

// MustPass reports whether the side to move has no move but the game goes
// on (the opponent can move).
func (pos *Position) MustPass() bool {
	return pos.mob == 0 && pos.k.moves(pos.o, pos.p) != 0
}

// IsOver reports whether neither side can move.
func (pos *Position) IsOver() bool {
	return pos.mob == 0 && pos.k.moves(pos.o, pos.p) == 0
}

// IsLegal reports whether m can be played now (Pass only when forced).
func (pos *Position) IsLegal(m engine.Move) bool {
	if m == Pass {
		return pos.MustPass()
	}
	if m < 0 || m > 63 {
		return false
	}
	return pos.mob>>uint(m)&1 != 0
}

// Errors returned by Play.
var (
	ErrIllegal  = errors.New("othello: illegal move")
	ErrGameOver = errors.New("othello: the game is over")
)

// Play plays m after checking that it is legal; it is what protocol
// handlers use. A rejected move leaves the position unchanged.
func (pos *Position) Play(m engine.Move) error {
	if pos.IsOver() {
		return ErrGameOver
	}
	if !pos.IsLegal(m) {
		return ErrIllegal
	}
	pos.Make(m)
	return nil
}

// Undo takes back the last move made with Play or Make. It reports false
// when there is nothing to take back.
func (pos *Position) Undo() bool {
	n := len(pos.hist)
	if n == 0 {
		return false
	}
	u := pos.hist[n-1]
	pos.hist = pos.hist[:n-1]
	pos.p, pos.o, pos.hash, pos.mob = u.p, u.o, u.hash, u.mob
	pos.side ^= 1
	return true
}

// Plies returns the number of moves (passes included) that can be taken
// back.
func (pos *Position) Plies() int { return len(pos.hist) }

// FinalScore returns the disc difference for the side to move counting
// empty squares for the winner (the final result if the game is over).
func (pos *Position) FinalScore() int { return FinalScore(pos.p, pos.o) }

// BlackScore returns the disc difference black minus white counting empty
// squares for the winner (the final result if the game is over).
func (pos *Position) BlackScore() int {
	if pos.side == Black {
		return FinalScore(pos.p, pos.o)
	}
	return -FinalScore(pos.p, pos.o)
}

// Hash returns the Zobrist key of the position, side to move included.
func (pos *Position) Hash() uint64 { return pos.hash }

// GenMoves appends the legal moves (square order), a single Pass when the
// side to move must pass, or nothing when the game is over.
func (pos *Position) GenMoves(buf []engine.Move) []engine.Move {
	m := pos.mob
	if m == 0 {
		if pos.k.moves(pos.o, pos.p) != 0 {
			buf = append(buf, Pass)
		}
		return buf
	}
	for ; m != 0; m &= m - 1 {
		buf = append(buf, engine.Move(bits.TrailingZeros64(m)))
	}
	return buf
}

// Make plays m, which must be legal (a square with flips, or Pass).
func (pos *Position) Make(m engine.Move) {
	pos.hist = append(pos.hist, undo{pos.p, pos.o, pos.hash, pos.mob})
	h := pos.hash ^ zobWhite
	if m != Pass {
		sq := int(m) & 63
		f, mob := pos.k.flipsMoves(pos.p, pos.o, sq)
		h ^= zobrist[pos.side][sq]
		for b := f; b != 0; b &= b - 1 {
			h ^= zobFlip[bits.TrailingZeros64(b)]
		}
		pos.p, pos.o, pos.mob = pos.o^f, pos.p|f|1<<uint(sq), mob
	} else {
		pos.p, pos.o = pos.o, pos.p
		pos.mob = pos.k.moves(pos.p, pos.o)
	}
	pos.hash = h
	pos.side ^= 1
}

// Unmake takes back the last move, which was m.
func (pos *Position) Unmake(m engine.Move) { pos.Undo() }

// Evaluate returns the static evaluation for the side to move in
// centi-discs (see the function Evaluate). The first call loads the
// weights if nothing has loaded them yet.
func (pos *Position) Evaluate() engine.Score {
	return pos.evaluator().evalMob(pos.k, pos.p, pos.o, pos.mob)
}

// evaluator returns the evaluator pos uses, fetching the embedded
// weights' on first use.
func (pos *Position) evaluator() *evaluator {
	if pos.ev == nil {
		pos.ev = defaultEvaluator()
	}
	return pos.ev
}

// SetWeights makes pos (and its later clones) evaluate with w, a
// stage-major weight vector of EvalStages*EvalStageSize values in the
// layout of EncodeWeights, instead of the embedded weights: the tuning
// tool plays with a candidate evaluation through the production search.
// The solver's move ordering keeps the embedded weights.
func (pos *Position) SetWeights(w []int16) error {
	if len(w) != EvalStages*EvalStageSize {
		return fmt.Errorf("othello: %d weights, want %d", len(w), EvalStages*EvalStageSize)
	}
	pos.ev = &evaluator{w: w, parts: (*[evalPartCount][256]uint16)(features().parts)}
	return nil
}

// Outcome reports whether the game is over and, if so, its exact score for
// the side to move: 100 times the final disc difference.
func (pos *Position) Outcome(ply int) (engine.Score, bool) {
	if !pos.IsOver() {
		return 0, false
	}
	return engine.Score(100 * FinalScore(pos.p, pos.o)), true
}

// Phase returns how far the game has gone: 0 at the start position, 1 with
// the board full.
func (pos *Position) Phase() float64 {
	return float64(bits.OnesCount64(pos.p|pos.o)-4) / 60
}

// MovesToGo returns the most moves the side to move can still play: half
// the empty squares, rounded up.
func (pos *Position) MovesToGo() int { return (pos.Empties() + 1) / 2 }

func lowSquare(b uint64) int { return bits.TrailingZeros64(b) }
