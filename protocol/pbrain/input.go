package pbrain

import (
	"fmt"
	"time"

	"sente/engine/gomoku"
)

// multiLine collects the lines of BOARD, YXBOARD or SWAP2BOARD until DONE.
type multiLine struct {
	kind string
	at   time.Time
	pts  []boardPoint
	err  error // first bad line
}

// boardPoint is one line of a position: f is 1 (own stone), 2 (opponent),
// 3 (winning-line stone of a continuous game); SWAP2BOARD lines have f 0.
type boardPoint struct{ x, y, f int }

// maxInputLines bounds what a block may hold (32x32 board plus slack).
const maxInputLines = gomoku.MaxSide*gomoku.MaxSide + 1

func (h *Handler) beginInput(kind string, at time.Time) {
	h.input = &multiLine{kind: kind, at: at}
}

// inputLine handles a line inside a block. done reports that the line was
// consumed; otherwise the caller handles it as a command (END, or a
// command that interrupted the block), and cont is meaningless.
func (h *Handler) inputLine(line string, at time.Time) (done, cont bool) {
	in := h.input
	cmd, ok := splitCommand(line)
	if !ok {
		return true, true
	}
	switch cmd.name {
	case "DONE":
		h.input = nil
		h.finishInput(in)
		return true, true
	case "END":
		h.input = nil
		return false, false
	}
	var p boardPoint
	var err error
	if in.kind == "SWAP2BOARD" {
		p.x, p.y, err = parsePoint(line)
	} else {
		p.x, p.y, p.f, err = parseBoardLine(line)
	}
	if err != nil {
		if knownCommands[cmd.name] {
			// A manager gave up on the block: say so and obey the command.
			h.input = nil
			h.errorf("%s not ended by DONE", in.kind)
			return false, false
		}
		if in.err == nil {
			in.err = err
		}
		return true, true
	}
	if len(in.pts) >= maxInputLines {
		if in.err == nil {
			in.err = fmt.Errorf("too many lines")
		}
		return true, true
	}
	in.pts = append(in.pts, p)
	return true, true
}

// finishInput acts on a completed block.
func (h *Handler) finishInput(in *multiLine) {
	if h.game == nil {
		h.errorf("%s before START", in.kind)
		return
	}
	if in.err != nil {
		h.errorf("%s: %v", in.kind, in.err)
		return
	}
	if in.kind == "SWAP2BOARD" {
		h.swap2(in)
		return
	}
	if in.kind == "BOARD" && h.ruleErr != nil {
		h.errorf("%v", h.ruleErr)
		return
	}
	g, err := h.setup(in.pts)
	if err != nil {
		h.errorf("%s: %v", in.kind, err)
		return
	}
	h.game = g
	if in.kind == "BOARD" {
		h.startSearch(kindMove, in.at, 0)
	}
}

// setup builds the position of a BOARD block. The side to move owns the
// stones marked 1. It is black when both sides have as many stones, white
// when the opponent has one more; otherwise (handicap, odd set-ups) the
// owner of the first line, which managers send in move order, is black.
func (h *Handler) setup(pts []boardPoint) (*gomoku.Game, error) {
	g, err := gomoku.NewGame(h.game.Width(), h.game.Height(), h.rule)
	if err != nil {
		return nil, err
	}
	own, opp := 0, 0
	for _, p := range pts {
		switch p.f {
		case 1:
			own++
		case 2:
			opp++
		}
	}
	me := gomoku.Black
	switch {
	case own == opp:
	case opp == own+1:
		me = gomoku.White
	case len(pts) > 0 && pts[0].f != 1:
		me = gomoku.White
	}
	for _, p := range pts {
		s := me
		if p.f != 1 {
			s = me.Opponent() // 3: a stone of a finished line, kept as a block
		}
		if err := g.Place(p.x, p.y, s); err != nil {
			return nil, fmt.Errorf("%s: %w", formatPoint(p.x, p.y), err)
		}
	}
	g.SetToMove(me)
	return g, nil
}
