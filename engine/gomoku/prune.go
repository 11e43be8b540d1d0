package gomoku

import "sente/engine"

// Prune implements engine.Pruner (move-count and futility pruning): at a
// null-window node with depth plies left, the quiet moves from index
// PruneCounts[depth] on are not searched, nor, within FutilityDepth plies
// of the horizon, any quiet move when the static evaluation plus
// FutilityMargin per ply left stays at or below alpha. Quiet is as for the
// reductions (reduce.go): a move that makes a four, an open three or a
// double threat, or takes a point where the opponent would make five, an
// open four or a double threat, is never pruned, nor any move while the
// opponent has an open-four point.
func (p *Position) Prune(m engine.Move, depth, index int, alpha engine.Score) bool {
	lmp := depth < len(p.prm.PruneCounts) && p.prm.PruneCounts[depth] > 0 && index >= p.prm.PruneCounts[depth]
	fut := depth <= p.prm.FutilityDepth && p.prm.FutilityMargin > 0
	if !lmp && !fut {
		return false
	}
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.nF4[op] > 0 {
		return false
	}
	c := p.b.cell(int(m))
	if p.c[c].thr[me]&(thr5|thr4|thrF3|thrDbl) != 0 || p.c[c].thr[op]&(thr5|thrF4|thrDbl) != 0 {
		return false
	}
	if lmp {
		return true
	}
	return p.Evaluate()+engine.Score(depth)*p.prm.FutilityMargin <= alpha
}

var _ engine.Pruner = (*Position)(nil)
