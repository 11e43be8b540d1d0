package book

// Stats describes a book.
type Stats struct {
	Game, Variant, Meta string
	Positions           int   // positions stored
	Moves               int   // moves stored
	Reachable           int   // positions reachable from the start through book moves
	MaxPly              int   // deepest reachable position (plies from the start)
	PerPly              []int // reachable positions at each ply
	Exact               int   // moves whose value is a proven result
	Played              int   // moves played in learned games
}

// ComputeStats walks the book from root, the start position of its
// game/variant (nil: the reachable part is not computed).
func ComputeStats(b *Book, root State) Stats {
	st := Stats{Game: b.Game(), Variant: b.Variant(), Meta: b.Meta(), Positions: b.Len()}
	b.mu.RLock()
	for _, es := range b.pos {
		st.Moves += len(es)
		for _, e := range es {
			if e.Depth == ExactDepth {
				st.Exact++
			}
			if e.Count > 0 {
				st.Played++
			}
		}
	}
	b.mu.RUnlock()
	if root == nil {
		return st
	}
	g := newGraph(b)
	g.link(root, 0)
	st.Reachable = len(g.nodes)
	for _, n := range g.nodes {
		for len(st.PerPly) <= n.ply {
			st.PerPly = append(st.PerPly, 0)
		}
		st.PerPly[n.ply]++
		st.MaxPly = max(st.MaxPly, n.ply)
	}
	return st
}
