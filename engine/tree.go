package engine

// TreeSearcher is implemented by positions that search the tree below the
// root with a loop of their own, when the core's generic node (pvs, with
// its Extender, Reducer, Pruner and Quiescer hooks) cannot express the
// game's selectivity: Gomoku's search counts depth in fractions of a ply
// and prunes by node type and by the threats on the board. The core keeps
// everything above: iterative deepening, aspiration windows, the root
// moves and their order, MultiPV, the root solver, the clock, the Lazy
// SMP threads and the reports. Below the root it hands each node to
// SearchTree, lending the shared table, the node counter and the PV
// arrays through a Tree.
type TreeSearcher interface {
	// OwnTree reports whether the position searches below the root
	// itself (a game may make it a parameter); false leaves the tree to
	// the core.
	OwnTree() bool
	// SearchTree searches the position, a node at ply ≥ 1, to depth
	// plies with the window (alpha, beta) and returns the fail-soft
	// value for the side to move. pvNode is true for the first move of
	// a PV node, searched with the full window. It must keep t's PV of
	// ply up to date (ClearPV at entry, UpdatePV when a move raises
	// alpha), count its nodes through t.Control and return anything
	// once the control is stopped (the core discards it).
	SearchTree(t *Tree, depth, ply int, alpha, beta Score, pvNode bool) Score
}

// Tree is what the core lends a TreeSearcher for one search: the table
// (shared by the threads), the control and the principal variations.
type Tree struct{ s *Searcher }

// TT returns the search's transposition table.
func (t *Tree) TT() *TT { return t.s.tt }

// Control returns the search's node counter, clock and stop flag.
func (t *Tree) Control() *Control { return t.s.c }

// ClearPV empties the PV of the node at ply (no move raised alpha yet).
func (t *Tree) ClearPV(ply int) { t.s.pvLen[ply] = ply }

// UpdatePV makes m, followed by the PV of the child at ply+1, the PV of
// the node at ply.
func (t *Tree) UpdatePV(ply int, m Move) { t.s.updatePV(ply, m) }

// Horizon records that the search reached a horizon (a static value): the
// iteration's result is then not exact.
func (t *Tree) Horizon() { t.s.horizon = true }

// RootIndex returns the index (from 0) of the root move whose subtree is
// being searched, in the order of the current root pass: a game may
// reduce the null-window search of late root moves (a move that then
// beats alpha is searched again by the core at full depth with the full
// window).
func (t *Tree) RootIndex() int { return t.s.rootIndex }
