package book

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"

	"sente/engine"
)

// LearnOptions are the settings of learning.
type LearnOptions struct {
	Depth  int    // search depth scoring new positions and moves
	Nodes  uint64 // node budget of each search (0: none)
	MaxPly int    // learn at most this many plies of each game
	TTMiB  int
}

// DefaultLearnOptions returns quick settings for game, suited to NBoard's
// `learn` as well as to `sente book learn`.
func DefaultLearnOptions(game string) LearnOptions {
	if game == Gomoku {
		return LearnOptions{Depth: 4, MaxPly: 12, TTMiB: 16}
	}
	return LearnOptions{Depth: 6, MaxPly: 30, TTMiB: 16}
}

// Line is a played game to learn: moves (board frame: Othello squares or
// Pass, Gomoku y*width+x) from a start State.
type Line struct {
	Start State
	Moves []engine.Move
}

// Learn adds played games to b (a user book: never an embedded one): every
// position of the first opt.MaxPly plies gets the move played (its count
// incremented); positions and moves new to the book are scored by a search
// of opt.Depth, then all values are propagated again. It returns the number
// of positions added. Illegal moves end a line with an error after the
// legal part has been learned. root is the start position of the book's
// game/variant, from which the book's known lines are linked.
func Learn(b *Book, root State, lines []Line, opt LearnOptions) (added int, err error) {
	g := newGraph(b)
	g.link(root, 0)
	s := engine.NewSearcher(engine.NewTT(max(opt.TTMiB, 1)))
	stop := new(atomic.Bool)
	search := func(st State) engine.Result {
		s.Reset()
		return smoothSearch(s, st.SearchPos(), engine.Limits{Depth: opt.Depth, Nodes: opt.Nodes}, stop)
	}
	var errs []error
	for li, l := range lines {
		if l.Start == nil {
			continue
		}
		g.link(l.Start, 0)
		st := l.Start
		for ply, m := range l.Moves {
			if ply >= opt.MaxPly {
				break
			}
			if _, over := st.Outcome(); over {
				break
			}
			k, _ := st.Key()
			n, ok := g.nodes[k]
			if !ok {
				n = newNode(st, ply)
				r := search(n.st)
				if r.Move == engine.NoMove {
					break
				}
				if ge, _, ok := g.entry(n, Entry{Move: n.st.Canon(n.t, r.Move), Value: r.Score, Depth: depthOf(r)}); ok {
					n.es = append(n.es, ge)
				}
				g.add(n)
				added++
			}
			cst, legal := st.Play(m)
			if !legal {
				errs = append(errs, fmt.Errorf("book: game %d: move %d (%s) is illegal", li+1, ply+1, st.MoveString(m)))
				break
			}
			ck, _ := cst.Key()
			i := -1
			for j, e := range n.es {
				if e.child == ck {
					i = j
				}
			}
			if i < 0 {
				// the node's transform maps its own State; map m through it
				mm := remap(st, n, m)
				e := Entry{Move: n.st.Canon(n.t, mm)}
				if sc, over := cst.Outcome(); over {
					e.Value, e.Depth = negamaxChild(sc), ExactDepth
				} else if r := search(cst.Canonical()); r.Move != engine.NoMove {
					e.Value, e.Depth = negamaxChild(r.Score), depthOf(r)
				} else {
					break
				}
				ge, _, ok := g.entry(n, e)
				if !ok || ge.child != ck {
					errs = append(errs, fmt.Errorf("book: game %d: move %d could not be keyed", li+1, ply+1))
					break
				}
				n.es = append(n.es, ge)
				i = len(n.es) - 1
			}
			n.es[i].Count++
			st = cst
		}
	}
	g.propagate()
	g.store()
	return added, errors.Join(errs...)
}

// remap maps board move m of State st to the board of node n's
// representative (the same position up to symmetry).
func remap(st State, n *gnode, m engine.Move) engine.Move {
	_, t := st.Key()
	c := st.Canon(t, m)
	mm, ok := n.st.Board(n.t, c)
	if !ok {
		return m
	}
	return mm
}

// UserBookPath returns where learned games go by default for a
// game/variant: sente/book-GAME-VARIANT.sbk in the user's configuration
// directory (falling back to the temporary directory).
func UserBookPath(game, variant string) string {
	dir, err := os.UserConfigDir()
	if err != nil || dir == "" {
		dir = os.TempDir()
	}
	return filepath.Join(dir, "sente", fmt.Sprintf("book-%s-%s.sbk", game, variant))
}

// LearnFile learns lines into the user book at path (created when
// missing; it must be of game/variant) and saves it. An existing file
// that does not load is left alone and reported.
func LearnFile(path, game, variant string, root State, lines []Line, opt LearnOptions) (added int, err error) {
	b, err := LoadFor(path, game, variant)
	switch {
	case errors.Is(err, os.ErrNotExist):
		b = New(game, variant)
	case err != nil:
		return 0, err
	case game == Gomoku && b.Variant() != variant:
		return 0, fmt.Errorf("book: %s is for %s, not %s", path, b.Variant(), variant)
	}
	added, lerr := Learn(b, root, lines, opt)
	if err := b.Save(path); err != nil {
		return added, err
	}
	return added, lerr
}
