package book

import (
	"sente/engine"
)

// gentry is a book move with the key of the position it leads to.
type gentry struct {
	Entry
	child Key
	over  bool // the move ends the game: its value is exact
}

// gnode is a book position reached from a known root, with a concrete
// representative state and the transform from that state to the key.
type gnode struct {
	key  Key
	st   State
	t    Transform
	es   []gentry
	ply  int
	done bool // no move left to add (every move is an entry)
}

// graph is the part of a book reachable from some roots, with the links
// between positions, so that values can be propagated by negamax and the
// builder can choose which line to grow.
type graph struct {
	b     *Book
	nodes map[Key]*gnode
	order []Key // insertion order (deterministic iteration)
}

func newGraph(b *Book) *graph { return &graph{b: b, nodes: make(map[Key]*gnode)} }

// link makes the node of key k from state st (entries taken from the
// book), if the book has it and it is not linked yet, then links its
// children, breadth first (so a node's ply is its shortest distance).
func (g *graph) link(st State, ply int) {
	type item struct {
		st  State
		ply int
	}
	queue := []item{{st, ply}}
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		k, _ := it.st.Key()
		if _, seen := g.nodes[k]; seen {
			continue
		}
		es, ok := g.b.Probe(k)
		if !ok {
			continue
		}
		n := newNode(it.st, it.ply)
		for _, e := range es {
			ge, cst, ok := g.entry(n, e)
			if !ok {
				continue // unplayable here (hash clash or foreign entry): drop it
			}
			n.es = append(n.es, ge)
			if cst != nil {
				queue = append(queue, item{cst, it.ply + 1})
			}
		}
		if len(n.es) == 0 {
			continue
		}
		g.nodes[k] = n
		g.order = append(g.order, k)
	}
}

// entry resolves e (canonical) on node n: the child key, whether the game
// is over, and the child state (nil when over).
func (g *graph) entry(n *gnode, e Entry) (gentry, State, bool) {
	m, ok := n.st.Board(n.t, e.Move)
	if !ok {
		return gentry{}, nil, false
	}
	cst, _ := n.st.Play(m)
	ck, _ := cst.Key()
	ge := gentry{Entry: e, child: ck}
	if sc, over := cst.Outcome(); over {
		ge.over = true
		ge.Value = negamaxChild(sc)
		ge.Depth = ExactDepth
		return ge, nil, true
	}
	return ge, cst, true
}

// negamaxChild turns a child's value (its side to move) into the value of
// the move leading to it; proven wins and losses move one ply further away.
func negamaxChild(v engine.Score) engine.Score {
	v = -v
	switch {
	case v > engine.WinThreshold:
		v--
	case v < -engine.WinThreshold:
		v++
	}
	return v
}

// propagate recomputes every linked entry's value from its child by
// negamax (entries whose child is not in the graph keep their own search
// value) and returns each node's value.
func (g *graph) propagate() map[Key]engine.Score {
	val := make(map[Key]engine.Score, len(g.nodes))
	dep := make(map[Key]uint8, len(g.nodes))
	busy := make(map[Key]bool)
	var visit func(k Key) (engine.Score, uint8)
	visit = func(k Key) (engine.Score, uint8) {
		if v, ok := val[k]; ok {
			return v, dep[k]
		}
		n := g.nodes[k]
		busy[k] = true
		best, bd := -engine.Infinity, uint8(0)
		for i := range n.es {
			e := &n.es[i]
			if c, ok := g.nodes[e.child]; ok && !e.over && !busy[c.key] {
				v, d := visit(c.key)
				e.Value, e.Depth = negamaxChild(v), d
			}
			if e.Value > best {
				best, bd = e.Value, e.Depth
			}
		}
		busy[k] = false
		val[k], dep[k] = best, bd
		return best, bd
	}
	for _, k := range g.order {
		visit(k)
	}
	return val
}

// store writes every node's entries back to the book.
func (g *graph) store() {
	for _, k := range g.order {
		n := g.nodes[k]
		es := make([]Entry, len(n.es))
		for i, e := range n.es {
			es[i] = e.Entry
		}
		g.b.Put(k, es)
	}
}

// add puts a new node into the graph and the book.
func (g *graph) add(n *gnode) {
	g.nodes[n.key] = n
	g.order = append(g.order, n.key)
}

// newNode returns a node for st, drawn canonically.
func newNode(st State, ply int) *gnode {
	c := st.Canonical()
	k, t := c.Key()
	return &gnode{key: k, st: c, t: t, ply: ply}
}
