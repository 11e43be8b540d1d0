package nboard

import (
	"fmt"
	"strconv"
	"time"

	"sente/book"
	"sente/book/othellobook"
	"sente/engine"
	"sente/engine/othello"
	"sente/protocol/othellofront"
)

// searchLine formats one NBoard `search` line.
func searchLine(pv []engine.Move, score engine.Score, depth int, exact, wld bool) string {
	return fmt.Sprintf("search %s %s 0 %s", othellofront.PV(pv), othellofront.Discs(score),
		othellofront.Depth(depth, exact, wld))
}

func (h *Handler) sendInfo(in engine.Info) {
	if len(in.PV) == 0 {
		return
	}
	h.loop.Send(searchLine(in.PV, in.Score, in.Depth, in.Exact, in.WLD))
}

func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', 2, 64)
}

// goMove answers `go`: search under the depth and the game clock, report
// progress as `search` lines and answer `=== move/eval/time`. The move is
// not played: the GUI sends `move` next.
func (h *Handler) goMove() {
	pos := h.pos
	moves := pos.LegalMoves()
	switch {
	case len(moves) == 0:
		h.loop.Log().Warn().Msg("nboard: go in a finished game; answering PA")
		h.loop.Send("=== PA")
		return
	case len(moves) == 1:
		// forced (a pass or a single square): answer at once
		h.loop.Send("=== " + othello.MoveString(moves[0]))
		return
	}
	if h.bookMove(pos) {
		return
	}
	h.loop.Send("status thinking")
	lim := h.level.Limits(h.clock(), pos)
	h.loop.Log().Debug().Int("depth", lim.Depth).Dur("soft", lim.Soft).Dur("hard", lim.Hard).Msg("nboard: go")
	start := time.Now()
	h.pend.Start(pos.Clone(), lim, h.sendInfo, func(r engine.Result) {
		m := othellofront.ChooseMove(pos, r)
		el := time.Since(start)
		// the depth each move reached under the clock, for reading a
		// match's logs (`sente nboard --log-level debug`)
		h.loop.Log().Debug().Int("depth", r.Depth).Bool("exact", r.Exact).Bool("wld", r.WLD).
			Uint64("nodes", r.Nodes).Dur("elapsed", el).Int("empties", pos.Empties()).Msg("nboard: move")
		h.loop.Send(fmt.Sprintf("nodestats %d %s", r.Nodes, seconds(r.Elapsed)))
		if m == r.Move {
			h.loop.Send(fmt.Sprintf("=== %s/%s/%s", othello.MoveString(m), othellofront.Discs(r.Score), seconds(el)))
		} else {
			h.loop.Send(fmt.Sprintf("=== %s", othello.MoveString(m)))
		}
		h.loop.Send("status")
		if next := pos.Clone(); h.opt.Ponder && next.Play(m) == nil && !next.IsOver() {
			h.pend.Ponder(next)
		}
	})
}

// hint answers `hint n`: the n best moves, refined at each depth. Time is
// not limited by the game clock, only by the level's depth (or time).
func (h *Handler) hint(n int) {
	if h.pos.IsOver() {
		h.loop.Send("status")
		return
	}
	h.loop.Send("status analysing")
	if h.bookLines(n) >= n {
		h.loop.Send("status")
		return
	}
	lim := h.level.Limits(engine.Clock{}, h.pos)
	lim.MultiPV = n
	h.pend.Start(h.pos.Clone(), lim, h.sendInfo, func(r engine.Result) {
		if len(r.Lines) == 0 && len(r.PV) > 0 {
			r.Lines = []engine.Line{{Score: r.Score, PV: r.PV}}
		}
		for _, l := range r.Lines {
			if len(l.PV) > 0 {
				h.loop.Send(searchLine(l.PV, l.Score, r.Depth, r.Exact, r.WLD))
			}
		}
		h.loop.Send(fmt.Sprintf("nodestats %d %s", r.Nodes, seconds(r.Elapsed)))
		h.loop.Send("status")
	})
}

// analyze answers `analyze`: one `analysis <movesMade> <eval>` line per
// position of the game, from the last one back to the start (a
// retrograde analysis, so that the transposition table helps the earlier
// positions). A `ping` ends the analysis.
//
// Evaluations are from Black's side, whoever is to move. The NBoard GUI
// draws the analysis series as it comes beside the Black-side series it
// makes of the move list's evaluations (EvalGraph: black's moves as they
// are, white's negated), and its own engines' analyses report the score
// to Black (EvalSyncEngine.analyze). From the side to move, as `search`
// lines are, the series zig-zagged in the Score graph at every move.
//
// A position whose searched best move is the move played takes the value
// of the position after it (next, known after the first line), as
// NBoard's own analysis does: the series then follows the game's line
// instead of swinging with the parity of each search's horizon (Othello's
// side to move at the leaves), which still made a two-disc zig-zag.
func (h *Handler) analyze(made int, next engine.Score, known bool) {
	if made < 0 || h.cancel {
		h.loop.Send("status")
		return
	}
	g := h.game
	if made == len(g.Moves) {
		h.loop.Send("status analysing")
	}
	pos := g.Start()
	for _, m := range g.Moves[:made] {
		pos.Make(m.Move)
	}
	toBlack := engine.Score(1)
	if pos.Side() == othello.White {
		toBlack = -1
	}
	if s, over := pos.Outcome(0); over {
		h.loop.Send(fmt.Sprintf("analysis %d %s", made, othellofront.Discs(toBlack*s)))
		h.analyze(made-1, toBlack*s, true)
		return
	}
	lim := h.level.Limits(engine.Clock{}, pos)
	h.pend.Start(pos, lim, nil, func(r engine.Result) {
		if h.game != g {
			return
		}
		v := toBlack * r.Score
		if known && made < len(g.Moves) && r.Move == g.Moves[made].Move {
			v = next // the move played was the best: the line's value
		}
		h.loop.Send(fmt.Sprintf("analysis %d %s", made, othellofront.Discs(v)))
		h.analyze(made-1, v, true)
	})
}

// bookPVLen bounds the book lines reported to the GUI.
const bookPVLen = 20

// bookLine formats one NBoard `book` line: the book's line starting with
// e.Move, its value, the times it was played and its depth.
func (h *Handler) bookLine(e book.Entry) string {
	pv := othellobook.PV(h.book.Set(), h.pos, e.Move, bookPVLen)
	return fmt.Sprintf("book %s %s %d %s", othellofront.PV(pv), othellofront.Discs(e.Value), e.Count, bookDepth(int(e.Depth)))
}

// bookDepth is the depth field of a book line: "100%" for a solved value.
func bookDepth(d int) string {
	return othellofront.Depth(d, d == book.ExactDepth, false)
}

// bookMove answers `go` from the book when the position is in it: a
// `book` line for the move, then `=== move/eval/time`, without starting
// a search. It reports whether it answered.
func (h *Handler) bookMove(pos *othello.Position) bool {
	start := time.Now()
	c, ok := h.book.Choose(pos)
	if !ok {
		return false
	}
	e := book.Entry{Move: c.Move, Value: c.Value, Depth: uint8(min(c.Depth, book.ExactDepth)), Count: c.Count}
	h.loop.Send(h.bookLine(e))
	h.loop.Log().Info().Str("move", othello.MoveString(c.Move)).Str("eval", othellofront.Discs(c.Value)).
		Int("depth", c.Depth).Int("choices", len(c.Moves)).Msg("nboard: book move")
	h.loop.Send(fmt.Sprintf("=== %s/%s/%s", othello.MoveString(c.Move), othellofront.Discs(c.Value), seconds(time.Since(start))))
	return true
}

// bookLines sends the `book` lines of the current position for `hint n`,
// best first, at most n; it returns how many it sent.
func (h *Handler) bookLines(n int) int {
	es, ok := h.book.Moves(h.pos)
	if !ok {
		return 0
	}
	es = es[:min(n, len(es))]
	for _, e := range es {
		h.loop.Send(h.bookLine(e))
	}
	return len(es)
}
