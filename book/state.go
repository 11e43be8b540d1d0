package book

import "sente/engine"

// State is a concrete position of one game, as the builder and the
// learner walk lines: it can be keyed, played on and searched. States are
// values: Play returns a new one. Each game's book package
// (book/othellobook, book/gomokubook) implements it; this package knows
// no game.
type State interface {
	// Key returns the position's book key and the transform from the
	// board to the key's frame.
	Key() (Key, Transform)
	// Moves lists the moves the search would consider (board frame).
	Moves() []engine.Move
	// Play returns the position after m, or false when m is illegal.
	Play(m engine.Move) (State, bool)
	// Outcome reports a finished game and its score for the side to move.
	Outcome() (engine.Score, bool)
	// SearchPos returns a fresh engine position to search.
	SearchPos() engine.Position
	// Canon maps board move m to the stored (canonical) move under t.
	Canon(t Transform, m engine.Move) engine.Move
	// Board maps stored move c back to the board under t; false when it
	// is not a legal move here.
	Board(t Transform, c engine.Move) (engine.Move, bool)
	// MoveString names a board move as players write it.
	MoveString(m engine.Move) string
	// Canonical returns the same position drawn in its key's frame.
	Canonical() State
}
