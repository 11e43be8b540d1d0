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
// stacks, about 8 MB) is prev's when prev, the copy made for the same
// helper by an earlier search, has the same rule and board: their tables
// are keyed by the stones alone, and what they hold (a refutation within
// some depth, proof numbers) is a function of the stones under one rule,
// so it stays true from one search to the next, as it does for the main
// thread's position. Otherwise it is made afresh on first use. The threat
// quiescence's cache (1 MB) is prev's as well when the parameters are the
// same too.
func (p *Position) CloneFor(prev engine.Position) engine.Position {
	c := new(Position)
	*c = *p
	c.rootMoves = slices.Clone(p.rootMoves)
	c.pvc.seen = slices.Clone(p.pvc.seen)
	c.vcf, c.vct, c.pn, c.qc = nil, nil, nil, nil
	c.undo, c.undoTot = nil, nil
	c.hist = append(make([]int32, 0, len(p.hist)+engine.MaxPly), p.hist...)
	c.ab = nil
	q, ok := prev.(*Position)
	if !ok || q == nil || q == p || q.rule != p.rule || q.caro != p.caro || q.b.w != p.b.w || q.b.h != p.b.h {
		return c
	}
	if (q.vcf == nil || q.vcf != p.vcf) && (q.vct == nil || q.vct != p.vct) && (q.pn == nil || q.pn != p.pn) {
		c.vcf, c.vct, c.pn = q.vcf, q.vct, q.pn
	}
	// the quiescence's values are a function of the stones and the
	// parameters
	if q.prm == p.prm && (q.qc == nil || q.qc != p.qc) {
		c.qc = q.qc
	}
	return c
}
