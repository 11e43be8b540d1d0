package gomoku

import "sente/engine"

// Params are the tuning parameters that tests and benchmarks vary: a
// Position takes DefaultParams when it is made, and SetParams changes
// them. The engine's other settings (budgets and weights that nothing
// varies) are constants of the files that use them, with their
// measurements.
type Params struct {
	// QuietWidth is the number of quiet moves searched below the root
	// (0: all). Against the seed player at 1 s/move as white, on the 35
	// freestyle openings lost at least once in 1,800 games at width 10:
	// width 10 lost 14 of them, width 14 lost 0 and 1 in two runs, width
	// 18 lost 5. Renju kept 10 while the VCT was the iterative search (at
	// 14 renju lost 2 of its first 61 openings, against 2 of 300 at 10);
	// with the proof-number VCT, on the 9 renju openings lost at 1 s
	// (width 10, 595 of 600 won), width 10 lost 5 of them and width 14
	// none. TestABMatch and TestBeatsSeedPlayer (SENTE_SEED_WIDTH) vary
	// it.
	QuietWidth int

	// InnerVCFBudget is the node budget of the VCF that Resolve runs
	// inside the search, up to InnerVCFMaxPly (0: none). TestABMatch
	// varies it.
	InnerVCFBudget int

	// InnerVCFMaxPly is the deepest ply where Resolve runs its VCF.
	// Running it at every node measured clearly worse on a clock than not
	// running it: it stays near the root, where it saves whole subtrees.
	// TestABMatch and TestBeatsSeedPlayer (SENTE_SEED_VCFPLY) vary it.
	InnerVCFMaxPly int

	// RootVCT switches the VCT analysis of the root: the side to move's
	// own VCT, the checks of the defences against the opponent's VCT and
	// the check of the search's choice (pvcheck.go). Off, only the VCFs
	// are searched there (SetThreatSearch turns every threat search off).
	// TestABMatch varies it.
	RootVCT bool

	// ProofNumberVCT selects the proof-number VCT (vctpn.go) after the
	// depth-first probe; off, the VCT deepens a depth-first search in
	// steps (vctDepths). The proof-number search finds the deep wins of
	// lost games in far fewer nodes: 31k instead of 929k for a 12-move
	// win five moves into a game lost to the seed player, 131k instead of
	// 1.0M over seedLosses and that position, 0.93M instead of 1.47M over
	// 95 VCTs of seed-player games. BenchmarkVCT and
	// TestVCTProofNumberAgrees compare the two.
	ProofNumberVCT bool

	// PVCheckMaxPly is the deepest ply of the check of the search's
	// choice (pvcheck.go): it runs at the odd plies up to it. At ply 3 it
	// catches the opponent's quiet reply that sets up two threats at
	// once, which no VCT from ply 1 can find (a game lost to the depth-3
	// seed player was won with it). TestPVCheckPly3 varies it.
	PVCheckMaxPly int

	// LMRDiv divides ln(depth)·ln(index+1), the late-move reduction of a
	// quiet move (reduce.go); 0 turns the reductions off.
	LMRDiv float64

	// LMRMinIndex is the first move index (from 0, in search order) that
	// may be reduced.
	LMRMinIndex int

	// PruneCounts[d] is the number of moves searched at a null-window node
	// with d plies left before its quiet moves are pruned (prune.go); 0:
	// none pruned at that depth. Self-play at 0.3 s a move, 100 games
	// each (freestyle, the built-in openings with both colours): 6, 8,
	// 10, 12 at depths 1–4 against no pruning +49 Elo [+2, +97]
	// (pentanomial); 4, 6, 8, 10, 12 at depths 1–5 against 6, 8, 10, 12
	// −45 [−107, +13] (with the futility below).
	PruneCounts [6]int

	// FutilityDepth is the most plies left at which a null-window node
	// prunes its quiet moves when the static evaluation plus
	// FutilityMargin per ply left stays at or below alpha (0: never).
	// Self-play as above, on top of the counts: depth 2, margin 300
	// against none +56 [+12, +102]; depth 4 against depth 2 +45 [+7, +85].
	// Together with the counts, renju: +35 [−24, +96]. Against Rapfi
	// (scripts/gomocup-match.sh, 100 games at 0.2 s a move) they made no
	// difference: 12 % with, 13 % without.
	FutilityDepth  int
	FutilityMargin engine.Score

	// QuiesceFours is the number of fours (either side's) a line may play
	// in the threat quiescence at the horizon (quiesce.go); 0: the static
	// evaluation alone. At 4 the bench searches 9 % more nodes in 2 % more
	// time, and Rapfi judged its moves about as good as without it (−6 ±
	// 16 points a move on 555 positions, docs/gomoku-notebook.md, f7d46e0).
	// Its cache (aa094c2) takes the bench's Gomoku nodes from 2,561,506
	// to 2,307,889 at depth 8, and from 30.0 M to 18.7 M at depth 14.
	QuiesceFours int

	// FourThreeReplies turns on the search's use of the threat classes
	// (threat.go): against the opponent's four-three or double-four point
	// only the defusing moves and own fours are generated, and a double
	// four, or a four-three facing no four, is a static win.
	FourThreeReplies bool
}

// DefaultParams returns the parameters a Position starts with: the values
// measured best.
func DefaultParams() Params {
	return Params{
		QuietWidth:     14,
		InnerVCFBudget: 200,
		InnerVCFMaxPly: 2,
		RootVCT:        true,
		ProofNumberVCT: true,
		PVCheckMaxPly:  3,
		LMRDiv:         1.5,
		LMRMinIndex:    3,
		PruneCounts:    [6]int{0, 6, 8, 10, 12},
		FutilityDepth:  4,
		FutilityMargin: 300,
		QuiesceFours:   4,

		FourThreeReplies: true,
	}
}

// SetParams sets the position's tuning parameters (DefaultParams until
// then). Set them before the search: it reads them throughout.
func (p *Position) SetParams(prm Params) { p.prm, p.qc = prm, nil }

// Params returns the position's tuning parameters.
func (p *Position) Params() Params { return p.prm }
