package pbrain

import (
	"sente/engine"
	"sente/engine/gomoku"
)

// balancedScore is the evaluation (side to move's view) within which a
// swap2 position counts as balanced.
const balancedScore engine.Score = 150

// swap2Openings are candidate first three stones (black, white, black) as
// offsets from the centre: shapes with the black stones apart and the white
// stone between or beside them, none of them a known strong black start.
var swap2Openings = [][3][2]int{
	{{0, 0}, {1, 1}, {3, 0}},
	{{0, 0}, {1, 0}, {1, 2}},
	{{0, 0}, {0, 1}, {2, 2}},
	{{0, 0}, {1, 1}, {-1, 2}},
	{{0, 0}, {-1, 1}, {2, 1}},
}

// swap2 answers SWAP2BOARD: with no stone, three opening stones; with 3 or
// 5, a search decides between SWAP and playing on.
func (h *Handler) swap2(in *multiLine) {
	if h.ruleErr != nil {
		h.errorf("%v", h.ruleErr)
		return
	}
	n := len(in.pts)
	if n != 0 && n != 3 && n != 5 {
		h.errorf("SWAP2BOARD needs 0, 3 or 5 stones, got %d", n)
		return
	}
	g, err := gomoku.NewGame(h.game.Width(), h.game.Height(), h.rule)
	if err != nil {
		h.errorf("%v", err)
		return
	}
	for _, p := range in.pts {
		if err := g.Play(p.x, p.y); err != nil {
			h.errorf("SWAP2BOARD %s: %v", formatPoint(p.x, p.y), err)
			return
		}
	}
	h.game = g
	switch n {
	case 0:
		h.swap2Open(in)
	case 3:
		h.startSearch(kindSwap3, in.at, 0)
	case 5:
		h.startSearch(kindSwap5, in.at, 0)
	}
}

// swap2Open places the most balanced candidate opening by static
// evaluation and sends its three stones.
func (h *Handler) swap2Open(in *multiLine) {
	w, ht := h.game.Width(), h.game.Height()
	cx, cy := w/2, ht/2
	var best *gomoku.Game
	var bestPts [3][2]int
	bestEval := engine.Infinity
	for _, op := range swap2Openings {
		g, err := gomoku.NewGame(w, ht, h.rule)
		if err != nil {
			break
		}
		ok := true
		var pts [3][2]int
		for i, d := range op {
			pts[i] = [2]int{cx + d[0], cy + d[1]}
			if g.Play(pts[i][0], pts[i][1]) != nil {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		e := g.Position().Evaluate()
		if e < 0 {
			e = -e
		}
		if e < bestEval {
			best, bestPts, bestEval = g, pts, e
		}
	}
	if best == nil {
		h.errorf("board too small for a swap2 opening")
		return
	}
	h.game = best
	h.noteReply(in.at)
	h.l.Send(formatPoint(bestPts[0][0], bestPts[0][1]) + " " +
		formatPoint(bestPts[1][0], bestPts[1][1]) + " " +
		formatPoint(bestPts[2][0], bestPts[2][1]))
}

// swapDecision answers SWAP2BOARD with 3 or 5 stones from the search's
// score for white (the side to move): SWAP takes black when black stands
// better; with 3 stones a balanced position gets two more stones (white,
// black) so that the opponent must choose; otherwise white plays on.
func (h *Handler) swapDecision(t *thinking, r engine.Result) {
	score := r.Score
	if t.kind == kindSwap5 && score < 0 || t.kind == kindSwap3 && score < -balancedScore {
		h.noteReply(t.at)
		h.l.Send("SWAP")
		return
	}
	m := h.choose(r.Move, t.best)
	if m == engine.NoMove {
		h.errorf("no legal move left")
		return
	}
	x, y := h.xy(m)
	if t.kind == kindSwap3 && score <= balancedScore && len(r.PV) >= 2 && r.PV[0] == m {
		if err := h.game.Play(x, y); err == nil {
			if m2 := r.PV[1]; h.legal(m2) {
				x2, y2 := h.xy(m2)
				if h.game.Play(x2, y2) == nil {
					h.noteReply(t.at)
					h.l.Send(formatPoint(x, y) + " " + formatPoint(x2, y2))
					return
				}
			}
			h.game.Undo()
		}
	}
	h.playAndSend(m, t.at)
}
