package engine

import (
	"testing"
	"time"
)

// extTree is a synthetic tree whose positions ask for an extension when
// their path hash is divisible by 3.
type extTree struct{ *tree }

func (t extTree) Extension(int) int {
	if t.top()%3 == 0 {
		return 1
	}
	return 0
}

// extMinimax is plain negamax with the Extender rule: a child that asks
// for an extension is searched one ply deeper while the line has used
// fewer than cap extensions.
func extMinimax(t extTree, d, used, cap int) Score {
	if d == 0 {
		return t.Evaluate()
	}
	best := -Infinity
	for _, m := range t.GenMoves(nil) {
		t.Make(m)
		e := 0
		if t.Extension(0) == 1 && used < cap {
			e = 1
		}
		best = max(best, -extMinimax(t, d-1+e, used+e, cap))
		t.Unmake(m)
	}
	return best
}

// The search of an Extender equals the extended minimax, where lines are
// searched deeper than the nominal depth (capped at twice it).
func TestSearchExtensionsMatchMinimax(t *testing.T) {
	s := NewSearcher(NewTT(4))
	deeper := 0
	for seed := uint64(1); seed <= 12; seed++ {
		for depth := 1; depth <= 4; depth++ {
			want := extMinimax(extTree{newTree(5, seed)}, depth, 0, depth)
			if want != minimax(newTree(5, seed), depth) {
				deeper++
			}
			s.Reset()
			r := s.Search(extTree{newTree(5, seed)}, Limits{Depth: depth}, nil, time.Now(), nil)
			if r.Score != want || r.Depth != depth {
				t.Fatalf("seed %d depth %d: score %d depth %d, want %d", seed, depth, r.Score, r.Depth, want)
			}
		}
	}
	if deeper == 0 {
		t.Fatal("the extensions never changed a value: the test proves nothing")
	}
}

// An Extender that always extends searches every line to twice the
// nominal depth, and no further.
func TestSearchExtensionCap(t *testing.T) {
	s := NewSearcher(NewTT(4))
	for seed := uint64(1); seed <= 4; seed++ {
		for depth := 1; depth <= 3; depth++ {
			s.Reset()
			r := s.Search(alwaysExt{newTree(4, seed)}, Limits{Depth: depth}, nil, time.Now(), nil)
			if want := minimax(newTree(4, seed), 2*depth); r.Score != want {
				t.Fatalf("seed %d depth %d: score %d, want %d (minimax at %d)", seed, depth, r.Score, want, 2*depth)
			}
		}
	}
}

type alwaysExt struct{ *tree }

func (alwaysExt) Extension(int) int { return 1 }
