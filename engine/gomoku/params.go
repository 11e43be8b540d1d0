package gomoku

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"sente/engine"
)

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
	// none. With the selective search, at 1 s a move against PentaZen
	// (100 games each, 2026-11-29): no width 4–0–17 after 21 games, 10
	// 46.0 %, 12 38.5 %, 14 41.0 and 41.5 % (docs/gomoku-notebook.md).
	// TestABMatch and TestBeatsSeedPlayer (SENTE_SEED_WIDTH) vary it.
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

	// Selective switches the search below the root to the Gomoku loop of
	// ab.go (engine.TreeSearcher): depth in fractions of a ply, node
	// types, reverse futility, razoring into the VCF horizon, move-count
	// pruning over all moves, late-move reductions of every move and
	// singular extensions, on the threat classes' forced replies and a
	// local VCF at the horizon stored in the main table. Off, the core's
	// generic search runs with the hooks above (LMRDiv, PruneCounts,
	// QuiesceFours …).
	Selective bool
	// Sel are the selective search's settings.
	Sel SelParams
}

// SelParams are the selective search's settings (ab.go). Depths are in
// sixteenths of a ply (onePly), margins in evaluation points.
type SelParams struct {
	// RFPMargin is the reverse-futility margin per ply left beyond the
	// first (beyond the second at an improving node): a non-PV node whose
	// evaluation minus it stays at or above beta returns the evaluation.
	RFPMargin engine.Score
	// RazorDepth is the depth below which a non-PV node whose evaluation
	// plus RazorBase + RazorPerPly·plies stays below alpha is settled by
	// the VCF horizon when that fails low too.
	RazorDepth             int
	RazorBase, RazorPerPly engine.Score
	// MoveCountBase and MoveCountExp shape the move-count pruning: once a
	// move that does not lose was found, moves after the
	// (MoveCountBase + plies^MoveCountExp)/(2 − improving)-th are not
	// searched (own fours excepted).
	MoveCountBase, MoveCountExp float64
	// TrivialDepth is the depth below which moves that make nothing (no
	// two or more) for either side are not searched.
	TrivialDepth int
	// LMRScale multiplies ln(plies)·ln(move number), the late-move
	// reduction in plies of every move after the first; LMRNotImproving,
	// LMRCut (a cut node's non-killer) and LMRTTPv (subtracted at nodes
	// marked PV in the table) adjust it, in sixteenths.
	LMRScale                         float64
	LMRNotImproving, LMRCut, LMRTTPv int
	// BlockExt extends the forced block of a four.
	BlockExt int
	// SEDepth is the depth from which the table's move is tested for a
	// singular extension, with the margin SEMargin per ply.
	SEDepth  int
	SEMargin engine.Score
	// EvalAverage evaluates a node by the mean of its static evaluation
	// and the negated one of its parent, which takes out the swing of the
	// side to move's tempo between odd and even plies.
	EvalAverage bool
	// RootLMR reduces the null-window search of the late root moves by
	// the late-move reduction of their index, times RootLMR (0: none).
	RootLMR float64
	// IIR is taken off the depth of a PV node without a table move.
	IIR int
	// FailHighRed is taken off every move but a four at a cut node whose
	// table entry is a lower bound at or above beta (the node will
	// likely fail high anyway).
	FailHighRed int
	// AlphaRed is taken off the later moves of a PV node once a move has
	// raised alpha.
	AlphaRed int
	// TTExtPV and TTExt extend the table's move at PV and other nodes.
	TTExtPV, TTExt int
	// KeepThreats exempts the moves that make an open three or a double
	// threat from the move-count pruning, as own fours are.
	KeepThreats bool
	// ThreatLMR is taken off the late-move reduction of a move that makes
	// an open three or a double threat (sixteenths). The default, larger
	// than any reduction, leaves such moves unreduced: the threat
	// sequences that decide the games against PentaZen start with them.
	ThreatLMR int
}

// DefaultParams returns the parameters a Position starts with: the values
// measured best, the selective search on (its notebook entry, and the
// closing figures of issue 54's second stage, in docs/gomoku-notebook.md).
// The selective tree reaches depth 12–15 in a second where the classic one
// reached 8–11, and sees there the quiet double threats that the check of
// the search's choice was made for; that check, which stopped the
// selective search at depth 4 on a position where the opponent threatens
// (300k nodes of 1 s), is off (PVCheckMaxPly 0). So are the root's VCT
// checks (RootVCT): against PentaZen at 1 s a move they cost 18 points
// (26.5 % with them, 44.5 % without, 100 games each, the two matches side
// by side), as they did at 150 ms and 0.5 s (30.5 % against 43.8 %, 22.5 %
// against 38.8 %); against Rapfi nothing either way at 150 ms (16.0 % and
// 16.5 %). What they buy is the defence of the seed players' VCT traps
// (seedLosses: 5–6 of 7 defended at 0.15–1 s a move with them, 2–4
// without), which the tree below the root does not yet see in time.
func DefaultParams() Params {
	prm := ClassicParams()
	prm.Selective = true
	prm.PVCheckMaxPly = 0
	prm.RootVCT = false
	return prm
}

// ClassicParams returns the parameters measured best for the core's
// generic search (Selective off): what DefaultParams were before the
// selective search.
func ClassicParams() Params {
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

		Sel: SelParams{
			RFPMargin:       480,
			RazorDepth:      42,
			RazorBase:       150,
			RazorPerPly:     110,
			MoveCountBase:   3,
			MoveCountExp:    1.32,
			TrivialDepth:    69,
			LMRScale:        1.0,
			LMRNotImproving: 16,
			LMRCut:          29,
			LMRTTPv:         15,
			BlockExt:        21,
			SEDepth:         106,
			SEMargin:        40,
			ThreatLMR:       1024,
		},
	}
}

// SetParams sets the position's tuning parameters (DefaultParams until
// then). Set them before the search: it reads them throughout.
func (p *Position) SetParams(prm Params) { p.prm, p.qc, p.ab = prm, nil, nil }

// Params returns the position's tuning parameters.
func (p *Position) Params() Params { return p.prm }

// Set sets the parameter named name (a field of Params, or of SelParams
// as "Sel.Field"; case-insensitive) from its text: an integer, a
// floating-point number, true/false, or for an array a comma-separated
// list. It is how a command line tries a setting without a rebuild.
func (prm *Params) Set(name, value string) error {
	v := reflect.ValueOf(prm).Elem()
	for _, part := range strings.Split(name, ".") {
		if v.Kind() != reflect.Struct {
			return fmt.Errorf("gomoku: no parameter %q", name)
		}
		f := v.FieldByNameFunc(func(n string) bool { return strings.EqualFold(n, part) })
		if !f.IsValid() || !f.CanSet() {
			return fmt.Errorf("gomoku: no parameter %q", name)
		}
		v = f
	}
	return setValue(v, value, name)
}

// setValue parses s into v (an integer, float, bool or array of them).
func setValue(v reflect.Value, s, name string) error {
	s = strings.TrimSpace(s)
	switch v.Kind() {
	case reflect.Int, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return fmt.Errorf("gomoku: %s: %w", name, err)
		}
		v.SetInt(n)
	case reflect.Float64:
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return fmt.Errorf("gomoku: %s: %w", name, err)
		}
		v.SetFloat(x)
	case reflect.Bool:
		b, err := strconv.ParseBool(s)
		if err != nil {
			return fmt.Errorf("gomoku: %s: %w", name, err)
		}
		v.SetBool(b)
	case reflect.Array:
		parts := strings.Split(s, ",")
		if len(parts) > v.Len() {
			return fmt.Errorf("gomoku: %s: at most %d values", name, v.Len())
		}
		for i, part := range parts {
			if err := setValue(v.Index(i), part, name); err != nil {
				return err
			}
		}
	default:
		return fmt.Errorf("gomoku: %s cannot be set", name)
	}
	return nil
}
