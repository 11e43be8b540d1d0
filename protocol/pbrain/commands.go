package pbrain

import (
	"strconv"
	"strings"
	"time"

	"sente/engine"
	"sente/engine/gomoku"
)

// newGame starts an empty w x ht game under the current rule.
func (h *Handler) newGame(w, ht int) error {
	g, err := gomoku.NewGame(w, ht, h.rule)
	if err != nil {
		return err
	}
	h.game = g
	h.input = nil
	h.resetClock()
	return nil
}

func (h *Handler) cmdStart(arg string) {
	n, err := strconv.Atoi(strings.TrimFunc(arg, isBlank))
	if err != nil {
		h.errorf("START needs a board size, got %q", clip(arg))
		return
	}
	if err := h.newGame(n, n); err != nil {
		h.errorf("unsupported board size %s", clip(arg))
		return
	}
	h.l.Send("OK")
}

func (h *Handler) cmdRectStart(arg string) {
	w, ht, err := parsePoint(arg)
	if err != nil {
		h.errorf("RECTSTART needs width,height: %v", err)
		return
	}
	if err := h.newGame(w, ht); err != nil {
		h.errorf("unsupported board size %dx%d", w, ht)
		return
	}
	h.l.Send("OK")
}

func (h *Handler) cmdRestart() {
	if h.game == nil {
		h.errorf("RESTART before START")
		return
	}
	if err := h.newGame(h.game.Width(), h.game.Height()); err != nil {
		h.errorf("%v", err)
		return
	}
	h.l.Send("OK")
}

// ready checks what every move-producing command needs.
func (h *Handler) ready(name string) bool {
	if h.game == nil {
		h.errorf("%s before START", name)
		return false
	}
	if h.ruleErr != nil {
		h.errorf("%v", h.ruleErr)
		return false
	}
	return true
}

func (h *Handler) cmdBegin(at time.Time) {
	if !h.ready("BEGIN") {
		return
	}
	h.startSearch(kindMove, at, 0)
}

func (h *Handler) cmdTurn(arg string, at time.Time) {
	if !h.ready("TURN") {
		return
	}
	x, y, err := parsePoint(arg)
	if err != nil {
		h.errorf("TURN: %v", err)
		return
	}
	if err := h.play(x, y); err != nil {
		h.errorf("TURN %s: %v", formatPoint(x, y), err)
		return
	}
	h.startSearch(kindMove, at, 0)
}

func (h *Handler) cmdTakeback(arg string) {
	if h.game == nil {
		h.errorf("TAKEBACK before START")
		return
	}
	x, y, err := parsePoint(arg)
	if err != nil {
		h.errorf("TAKEBACK: %v", err)
		return
	}
	if err := h.game.Remove(x, y); err != nil {
		h.errorf("TAKEBACK %s: %v", formatPoint(x, y), err)
		return
	}
	h.l.Send("OK")
}

// cmdPlay plays the engine's own move x,y (the answer to a SUGGEST) and
// echoes it.
func (h *Handler) cmdPlay(arg string) {
	if h.game == nil {
		h.errorf("PLAY before START")
		return
	}
	x, y, err := parsePoint(arg)
	if err != nil {
		h.errorf("PLAY: %v", err)
		return
	}
	if err := h.play(x, y); err != nil {
		h.errorf("PLAY %s: %v", formatPoint(x, y), err)
		return
	}
	h.l.Send(formatPoint(x, y))
}

// setRule applies INFO rule. An unsupported value is kept as an error for
// the next move-producing command; a supported one replaces the rule,
// keeping the stones already on the board.
func (h *Handler) setRule(v int64) {
	r, err := parseGomocupRule(int(max(min(v, 1<<20), -1)))
	if err != nil {
		h.log.Warn().Int64("rule", v).Msg("unsupported rule")
		h.ruleErr = err
		return
	}
	h.ruleErr = nil
	if r == h.rule {
		return
	}
	h.rule = r
	if h.game == nil {
		return
	}
	old := h.game
	g, err := gomoku.NewGame(old.Width(), old.Height(), r)
	if err != nil {
		h.log.Error().Err(err).Msg("rule change")
		return
	}
	for _, p := range old.Moves() {
		_ = g.Place(p[0], p[1], old.At(p[0], p[1])) // same board: cannot fail
	}
	g.SetToMove(old.ToMove())
	h.game = g
}

// cmdShowForbid lists black's renju fouls: FORBID xxyyxxyy… ended by a dot.
func (h *Handler) cmdShowForbid() {
	var b strings.Builder
	b.WriteString("FORBID ")
	if h.game != nil {
		for _, p := range h.game.ForbiddenPoints() {
			b.WriteString(twoDigits(p[0]) + twoDigits(p[1]))
		}
	}
	b.WriteByte('.')
	h.l.Send(b.String())
}

func twoDigits(v int) string {
	if v < 10 {
		return "0" + strconv.Itoa(v)
	}
	return strconv.Itoa(v)
}

// maxNBest bounds YXNBEST.
const maxNBest = 64

func (h *Handler) cmdNBest(arg string, at time.Time) {
	n, err := strconv.Atoi(strings.TrimFunc(arg, isBlank))
	if err != nil || n < 1 {
		h.errorf("YXNBEST needs a positive count, got %q", clip(arg))
		return
	}
	if !h.ready("YXNBEST") {
		return
	}
	h.startSearch(kindNBest, at, min(n, maxNBest))
}

// sendNBest reports the lines of a YXNBEST search and sends the best move
// without playing it (the GUI analyses; it sends the position again).
func (h *Handler) sendNBest(r engine.Result, t *thinking) {
	for i, ln := range r.Lines {
		if len(ln.PV) == 0 || !h.legal(ln.PV[0]) {
			continue
		}
		x, y := h.xy(ln.PV[0])
		h.l.Send("MESSAGE REALTIME POS " + formatPoint(x, y))
		h.l.Send("MESSAGE " + h.describeLine(i+1, r.Depth, ln.Score, r.Nodes, 0, r.Elapsed, ln.PV))
	}
	m := h.choose(r.Move, t.best)
	if m == engine.NoMove {
		h.errorf("no legal move left")
		return
	}
	x, y := h.xy(m)
	h.l.Send("MESSAGE REALTIME BEST " + formatPoint(x, y))
	h.noteReply(t.at)
	h.l.Send(formatPoint(x, y))
}

// maxHashKiB is the largest table YXSHOWINFO advertises, in KiB.
func (h *Handler) maxHashKiB() int64 {
	if h.set.maxMemory > 0 {
		return h.set.maxMemory / 4 >> 10
	}
	return 1 << 20 // 1 GiB
}
