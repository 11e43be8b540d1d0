package othello

import (
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// TestProbCutShallow: the shallow search is shallower than the deep one,
// of its parity up to the deepest fitted depth; beyond it the model is the
// deepest fit of the same parity (the offset changes sign with the
// parity), with that fit's gap.
func TestProbCutShallow(t *testing.T) {
	for d := 1; d <= 30; d++ {
		s := probcutShallow(d)
		if s < 0 || s >= d || (s == 0) != (d <= 2) {
			t.Errorf("depth %d: shallow %d", d, s)
		}
		if d <= mpcMaxDepth && s > 1 && s&1 != d&1 {
			t.Errorf("depth %d: shallow %d of the other parity", d, s)
		}
		if f := mpcFitDepth(d); d > mpcMaxDepth && (f&1 != d&1 || f > mpcMaxDepth || d-s != f-probcutShallow(f)) {
			t.Errorf("depth %d: fit of depth %d, gap %d", d, f, d-s)
		}
	}
}

// TestDeepSigmaScale: the fitted depths keep their deviations; beyond
// them the deviation shrinks with the depth (the shallow search deepens
// with it) and stays positive, and ProbCut serves the scaled model.
func TestDeepSigmaScale(t *testing.T) {
	pos := midgamePosition(t)
	pos.SetProbCutT(1)
	for d := mpcMinDepth; d < 40; d++ {
		pc, ok := pos.ProbCut(d)
		if !ok {
			t.Fatalf("depth %d: no cut", d)
		}
		m := mpcTable[mpcBucket(pos.Empties())][mpcFitDepth(d)]
		want := float64(m.sigma) * deepSigmaScale[d]
		if pc.Sigma != want || pc.Sigma <= 0 {
			t.Errorf("depth %d: sigma %v, want %v", d, pc.Sigma, want)
		}
		switch sc := deepSigmaScale[d]; {
		case d <= mpcMaxDepth && sc != 1:
			t.Errorf("fitted depth %d scaled by %v", d, sc)
		case d > mpcMaxDepth && d >= 12 && (sc >= 1 || sc > deepSigmaScale[d-1]):
			t.Errorf("depth %d: scale %v after %v", d, sc, deepSigmaScale[d-1])
		}
	}
}

// TestProbCutModel: the cut thresholds follow the model: the shallow score
// that predicts beta with confidence T lies T·Sigma above the inverse of
// the line; switched off, a position offers no cut.
func TestProbCutModel(t *testing.T) {
	pc := engine.ProbCut{Shallow: 2, A: 0.8, B: -50, Sigma: 100, T: 1.5}
	if hi := pc.High(400); hi != 750 { // (400+150+50)/0.8
		t.Errorf("High(400) = %d", hi)
	}
	if lo := pc.Low(-400); lo != -625 { // (-400-150+50)/0.8
		t.Errorf("Low(-400) = %d", lo)
	}
	pos := NewPosition()
	pos.SetProbCutT(0)
	if _, ok := pos.ProbCut(10); ok {
		t.Error("a cut with T = 0")
	}
	if c := pos.Clone(); c.ProbCutT() != 0 {
		t.Error("Clone lost the setting")
	}
}

// midgamePosition returns the position after a fixed 12-ply opening.
func midgamePosition(t *testing.T) *Position {
	t.Helper()
	pos := NewPosition()
	for _, s := range []string{"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7", "c6", "g5"} {
		m, err := ParseMove(s)
		if err != nil || pos.Play(m) != nil {
			t.Fatalf("opening move %s: %v", s, err)
		}
	}
	return pos
}

// TestProbCutSearch: with the fitted cuts a fixed-depth search of a
// midgame position visits fewer nodes than without, plays a legal move,
// and stays deterministic.
func TestProbCutSearch(t *testing.T) {
	pos := midgamePosition(t)
	run := func(tc float64) engine.Result {
		p := pos.Clone()
		p.SetProbCutT(tc)
		return engine.NewSearcher(engine.NewTT(8)).Search(p, engine.Limits{Depth: 9}, new(atomic.Bool), time.Now(), nil)
	}
	off, on, again := run(0), run(DefaultProbCutT), run(DefaultProbCutT)
	if mpcTable[mpcBucket(pos.Empties())][9].sigma == 0 {
		t.Skip("no fitted model at this stage")
	}
	if on.Nodes >= off.Nodes {
		t.Errorf("nodes with cuts %d, without %d", on.Nodes, off.Nodes)
	}
	if on.Nodes != again.Nodes || on.Move != again.Move {
		t.Errorf("not deterministic: %d %v, then %d %v", on.Nodes, on.Move, again.Nodes, again.Move)
	}
	legal := false
	for _, m := range pos.LegalMoves() {
		legal = legal || m == on.Move
	}
	if !legal {
		t.Errorf("move %v is not legal", on.Move)
	}
	t.Logf("depth 9: %d nodes without cuts, %d with (move %s, %s)", off.Nodes, on.Nodes, MoveString(off.Move), MoveString(on.Move))
}

// ungated is a position whose cuts try every shallow search (no Gate).
type ungated struct{ *Position }

func (u ungated) ProbCut(depth int) (engine.ProbCut, bool) {
	pc, ok := u.Position.ProbCut(depth)
	pc.Gate = 0
	return pc, ok
}

// TestProbCutGate: the cuts carry the gate, the search consults it (a
// midgame position at depth 11 is searched differently without it: the
// gate spares failing shallow searches and also leaves some cuts out, so
// the count may go either way on one position) and still plays a legal
// move.
func TestProbCutGate(t *testing.T) {
	pos := midgamePosition(t)
	if pc, ok := pos.ProbCut(11); !ok || pc.Gate != probcutGate {
		t.Fatalf("cut at depth 11: %+v %v", pc, ok)
	}
	search := func(p engine.Position) engine.Result {
		return engine.NewSearcher(engine.NewTT(8)).Search(p, engine.Limits{Depth: 11}, new(atomic.Bool), time.Now(), nil)
	}
	gated, open := search(pos.Clone()), search(ungated{pos.Clone()})
	if gated.Nodes == open.Nodes {
		t.Errorf("the gate changed nothing: %d nodes either way", gated.Nodes)
	}
	if !slices.Contains(pos.LegalMoves(), gated.Move) {
		t.Errorf("move %v is not legal", gated.Move)
	}
	t.Logf("depth 11: %d nodes without the gate, %d with (move %s, %s)", open.Nodes, gated.Nodes, MoveString(open.Move), MoveString(gated.Move))
}
