package book

import (
	"fmt"
	"sync/atomic"

	"sente/engine"
)

// SmoothSearch exposes smoothSearch to the external tests.
func SmoothSearch(s *engine.Searcher, pos engine.Position, lim engine.Limits, stop *atomic.Bool) engine.Result {
	return smoothSearch(s, pos, lim, stop)
}

// CheckGraph walks b from root and reports the first entry that is not
// playable or whose value is not the negamax of its child's best.
func CheckGraph(b *Book, root State) error {
	g := newGraph(b)
	g.link(root, 0)
	for _, n := range g.nodes {
		es, _ := b.Probe(n.key)
		for _, e := range es {
			ge, _, ok := g.entry(n, e)
			if !ok {
				return fmt.Errorf("entry %v of %s is not playable", e, n.key)
			}
			if c, in := g.nodes[ge.child]; in {
				ces, _ := b.Probe(c.key)
				if want := negamaxChild(ces[0].Value); e.Value != want {
					return fmt.Errorf("entry value %d, child's best %d: not propagated", e.Value, ces[0].Value)
				}
			}
		}
	}
	return nil
}
