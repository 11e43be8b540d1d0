package book

import (
	"cmp"
	"container/heap"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"sente/engine"
)

// BuildOptions are the settings of `sente book build`. The same settings
// (all but Threads, Stop and Progress) give the same book.
type BuildOptions struct {
	Depth     int          // search depth of each leaf (plies)
	Nodes     uint64       // node budget of each search (0: none)
	Positions int          // stop when the book has this many positions
	MaxPly    int          // never add positions deeper than this (plies from the root)
	PlyCost   engine.Score // priority penalty per ply: higher = broader book
	MaxLoss   engine.Score // never grow lines losing more than this against the book's best play
	Batch     int          // expansions per round (part of the result; default 2)
	Threads   int          // searches running at once (not part of the result)
	TTMiB     int          // transposition table per searcher
	SaveEvery time.Duration
	Stop      *atomic.Bool // set to stop after the current round
	Progress  func(string) // progress lines (may be nil)
}

// DefaultBuildOptions returns sensible settings for game ("othello" or
// "gomoku").
func DefaultBuildOptions(game string) BuildOptions {
	o := BuildOptions{Depth: 10, Positions: 1000, MaxPly: 24, PlyCost: 60, MaxLoss: 600,
		Batch: 2, Threads: min(2, runtime.NumCPU()), TTMiB: 16, SaveEvery: time.Minute}
	if game == Gomoku {
		o.Depth, o.MaxPly, o.PlyCost, o.MaxLoss = 6, 12, 100, 2000
	}
	return o
}

// Settings formats the options that determine the result, as stored in
// the book's header.
func (o BuildOptions) Settings() string {
	return fmt.Sprintf("depth=%d nodes=%d maxply=%d plycost=%d maxloss=%d batch=%d",
		o.Depth, o.Nodes, o.MaxPly, o.PlyCost, o.MaxLoss, o.Batch)
}

// job is one search of a round.
type job struct {
	st      State
	exclude []engine.Move
	res     engine.Result
}

// searchPool runs jobs on independent searchers, each reset before every
// search so that a result depends on its position only.
type searchPool struct {
	searchers []*engine.Searcher
	opt       BuildOptions
	stop      *atomic.Bool
}

func newSearchPool(opt BuildOptions) *searchPool {
	p := &searchPool{opt: opt, stop: opt.Stop}
	if p.stop == nil {
		p.stop = new(atomic.Bool)
	}
	for i := 0; i < max(opt.Threads, 1); i++ {
		p.searchers = append(p.searchers, engine.NewSearcher(engine.NewTT(max(opt.TTMiB, 1))))
	}
	return p
}

// run searches every job; it reports false if stopped meanwhile.
func (p *searchPool) run(jobs []*job) bool {
	var next atomic.Int64
	var wg sync.WaitGroup
	for _, s := range p.searchers {
		wg.Add(1)
		go func(s *engine.Searcher) {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(jobs) || p.stop.Load() {
					return
				}
				j := jobs[i]
				s.Reset()
				lim := engine.Limits{Depth: p.opt.Depth, Nodes: p.opt.Nodes, Exclude: j.exclude}
				j.res = smoothSearch(s, j.st.SearchPos(), lim, p.stop)
			}
		}(s)
	}
	wg.Wait()
	return !p.stop.Load()
}

// smoothSearch searches pos and, unless the result is exact, replaces its
// score by the mean of the last two iterations' scores: evaluations that
// swing between odd and even depths would otherwise make book moves scored
// at different depths incomparable.
func smoothSearch(s *engine.Searcher, pos engine.Position, lim engine.Limits, stop *atomic.Bool) engine.Result {
	var last [engine.MaxPly]engine.Score
	var have [engine.MaxPly]bool
	info := func(in engine.Info) {
		if in.MultiPV <= 1 && in.Bound == engine.BoundExact && in.Depth >= 0 && in.Depth < engine.MaxPly {
			last[in.Depth], have[in.Depth] = in.Score, true
		}
	}
	r := s.Search(pos, lim, stop, time.Now(), info)
	d := r.Depth
	if !r.Exact && d >= 2 && d < engine.MaxPly && have[d] && have[d-1] && last[d] == r.Score &&
		abs(r.Score) < engine.WinThreshold && abs(last[d-1]) < engine.WinThreshold {
		r.Score = (r.Score + last[d-1]) / 2
	}
	return r
}

func abs(v engine.Score) engine.Score {
	if v < 0 {
		return -v
	}
	return v
}

// depthOf is the Depth recorded for a search result.
func depthOf(r engine.Result) uint8 {
	if r.Exact {
		return ExactDepth
	}
	return uint8(min(r.Depth, ExactDepth-1))
}

// candidate is a book move whose position is not in the book yet.
type candidate struct {
	node *gnode
	idx  int // entry index
	prio engine.Score
	loss engine.Score
	ply  int
}

// Build grows b (a book of its game/variant, possibly empty or from an
// earlier run) best first until it holds opt.Positions positions, no line
// is worth growing, or opt.Stop is set. save (may be nil) is called every
// opt.SaveEvery and at the end. It is deterministic for the same book and
// settings. root is the start position of the book's game/variant
// (othellobook.Root, gomokubook.Root).
func Build(b *Book, root State, opt BuildOptions, save func(*Book) error) error {
	if root == nil {
		return fmt.Errorf("book: no start position")
	}
	opt.Batch = max(opt.Batch, 1)
	say := func(format string, a ...any) {
		if opt.Progress != nil {
			opt.Progress(fmt.Sprintf(format, a...))
		}
	}
	b.SetMeta(opt.Settings())
	pool := newSearchPool(opt)
	g := newGraph(b)
	g.link(root, 0)
	if len(g.nodes) == 0 {
		n := newNode(root, 0)
		j := &job{st: n.st}
		if !pool.run([]*job{j}) {
			return nil
		}
		if j.res.Move == engine.NoMove {
			return fmt.Errorf("book: the start position has no move")
		}
		ge, _, _ := g.entry(n, Entry{Move: n.st.Canon(n.t, j.res.Move), Value: j.res.Score, Depth: depthOf(j.res)})
		n.es = append(n.es, ge)
		g.add(n)
	}
	start, lastSave := time.Now(), time.Now()
	rounds := 0
	for b.Len() < opt.Positions && !pool.stop.Load() {
		val := g.propagate()
		cands := g.candidates(val, opt)
		if len(cands) == 0 {
			say("no line left to grow")
			break
		}
		var jobs []*job
		for _, c := range cands {
			e := c.node.es[c.idx]
			m, _ := c.node.st.Board(c.node.t, e.Move)
			cst, _ := c.node.st.Play(m)
			jobs = append(jobs, &job{st: cst.Canonical()}, &job{st: c.node.st, exclude: g.taken(c.node)})
		}
		if !pool.run(jobs) {
			break
		}
		for i, c := range cands {
			g.expand(c, jobs[2*i], jobs[2*i+1])
		}
		g.propagate()
		g.store()
		rounds++
		if rounds%25 == 0 {
			say("%d positions, %.0fs", b.Len(), time.Since(start).Seconds())
		}
		if save != nil && opt.SaveEvery > 0 && time.Since(lastSave) >= opt.SaveEvery {
			if err := save(b); err != nil {
				return err
			}
			lastSave = time.Now()
		}
	}
	g.propagate()
	g.store()
	say("%d positions in %.0fs", b.Len(), time.Since(start).Seconds())
	if save != nil {
		return save(b)
	}
	return nil
}

// taken returns the board moves of n that lead to a position one of its
// entries already leads to (symmetric twins included), so that widening
// finds a really new move.
func (g *graph) taken(n *gnode) []engine.Move {
	have := make(map[Key]bool, len(n.es))
	for _, e := range n.es {
		have[e.child] = true
	}
	var out []engine.Move
	for _, m := range n.st.Moves() {
		cst, ok := n.st.Play(m)
		if !ok {
			continue
		}
		if k, _ := cst.Key(); have[k] {
			out = append(out, m)
		}
	}
	return out
}

// expand applies a round's two searches: the child's best move makes the
// candidate's position a book node, and the parent's best remaining move
// becomes its new unexplored entry.
func (g *graph) expand(c candidate, child, widen *job) {
	n := c.node
	if r := child.res; r.Move != engine.NoMove {
		ck, ct := child.st.Key()
		if _, dup := g.nodes[ck]; !dup {
			cn := &gnode{key: ck, st: child.st, t: ct, ply: c.ply}
			if ge, _, ok := g.entry(cn, Entry{Move: child.st.Canon(ct, r.Move), Value: r.Score, Depth: depthOf(r)}); ok {
				cn.es = append(cn.es, ge)
				g.add(cn)
			}
		}
	}
	if r := widen.res; r.Move == engine.NoMove {
		n.done = true
	} else if ge, _, ok := g.entry(n, Entry{Move: n.st.Canon(n.t, r.Move), Value: r.Score, Depth: depthOf(r)}); ok {
		for _, e := range n.es {
			if e.child == ge.child {
				n.done = true // the search found nothing new: stop widening here
				return
			}
		}
		n.es = append(n.es, ge)
	}
}

// prioQueue is a min-heap of node priorities for the best-first walk.
type prioItem struct {
	node       *gnode
	prio, loss engine.Score
	ply        int
}
type prioQueue []prioItem

func (q prioQueue) Len() int { return len(q) }
func (q prioQueue) Less(i, j int) bool {
	if q[i].prio != q[j].prio {
		return q[i].prio < q[j].prio
	}
	return q[i].node.key.less(q[j].node.key)
}
func (q prioQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *prioQueue) Push(x any)   { *q = append(*q, x.(prioItem)) }
func (q *prioQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// candidates walks the book from the root, cheapest line first (the cost
// of a line is the value it gives away against the best move at each
// step, plus PlyCost per ply), and returns the opt.Batch cheapest moves
// whose positions are not in the book yet, with distinct parents and
// children, or whose parents still have moves to add.
func (g *graph) candidates(val map[Key]engine.Score, opt BuildOptions) []candidate {
	if len(g.order) == 0 {
		return nil
	}
	rootKey := g.order[0]
	best := map[Key]engine.Score{rootKey: 0}
	q := &prioQueue{{node: g.nodes[rootKey]}}
	var cands []candidate
	for q.Len() > 0 {
		it := heap.Pop(q).(prioItem)
		if p, ok := best[it.node.key]; ok && p < it.prio {
			continue
		}
		n := it.node
		nv := val[n.key]
		for i, e := range n.es {
			if e.over {
				continue
			}
			loss := it.loss + max(nv-e.Value, 0)
			prio := it.prio + max(nv-e.Value, 0) + opt.PlyCost
			if loss > opt.MaxLoss || it.ply+1 > opt.MaxPly {
				continue
			}
			if c, ok := g.nodes[e.child]; ok {
				if p, seen := best[c.key]; !seen || prio < p {
					best[c.key] = prio
					heap.Push(q, prioItem{node: c, prio: prio, loss: loss, ply: it.ply + 1})
				}
				continue
			}
			cands = append(cands, candidate{node: n, idx: i, prio: prio, loss: loss, ply: it.ply + 1})
		}
	}
	slices.SortStableFunc(cands, func(a, c candidate) int {
		if r := cmp.Compare(a.prio, c.prio); r != 0 {
			return r
		}
		if r := cmpKey(a.node.key, c.node.key); r != 0 {
			return r
		}
		return cmp.Compare(a.node.es[a.idx].Move, c.node.es[c.idx].Move)
	})
	var out []candidate
	parents, children := map[Key]bool{}, map[Key]bool{}
	for _, c := range cands {
		ck := c.node.es[c.idx].child
		if parents[c.node.key] || children[ck] {
			continue
		}
		parents[c.node.key], children[ck] = true, true
		out = append(out, c)
		if len(out) == opt.Batch {
			break
		}
	}
	return out
}
