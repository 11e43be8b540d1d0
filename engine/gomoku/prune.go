package gomoku

import "sente/engine"

// Prune implements engine.Pruner for the classic search (Params.Selective
// off; ab.go prunes in its own loop), move-count and futility pruning: at a
// null-window node with depth plies left, the quiet moves from index
// PruneCounts[depth] on are not searched, nor, within FutilityDepth plies
// of the horizon, any quiet move when the static evaluation plus
// FutilityMargin per ply left stays at or below alpha. Only quiet moves
// are pruned, as only they are reduced (quiet, reduce.go): a move that
// makes a four, an open three or a double threat, or takes the opponent's
// five, open-four or double-threat point, never is, nor any move while
// the opponent has an open three.
func (p *Position) Prune(m engine.Move, depth, index int, alpha engine.Score) bool {
	counts := &p.prm.PruneCounts
	late := depth < len(counts) && counts[depth] > 0 && index >= counts[depth]
	if !late && (depth > p.prm.FutilityDepth || p.prm.FutilityMargin <= 0 ||
		p.Evaluate()+engine.Score(depth)*p.prm.FutilityMargin > alpha) {
		return false
	}
	return p.quiet(m)
}

var _ engine.Pruner = (*Position)(nil)
