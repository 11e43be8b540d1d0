package gomoku

import (
	"slices"

	"sente/engine"
)

var _ engine.Cloner = (*Position)(nil)

// CloneFor returns a copy of p for a helper thread of a parallel search
// (engine.Cloner): the board, the incremental pattern state, the root
// moves and the state of the check of the search's choice are copied; the
// read-only tables are shared. The threat solvers' scratch (tables and
// stacks) is made afresh on first use, as for a new position: their
// tables are keyed by the stones alone, so entries from another game or
// rule must not carry over (prev is not used).
func (p *Position) CloneFor(engine.Position) engine.Position {
	c := new(Position)
	*c = *p
	c.rootMoves = slices.Clone(p.rootMoves)
	c.pvc.seen = slices.Clone(p.pvc.seen)
	c.vcf, c.vct, c.pn = nil, nil, nil
	return c
}
