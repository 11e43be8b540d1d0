package pbrain

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"sente/engine"
	"sente/engine/gomoku"
)

// searchKind says what a finished search must answer.
type searchKind uint8

const (
	kindMove  searchKind = iota // BEGIN, TURN, BOARD: play and send the move
	kindNBest                   // YXNBEST: report the lines, send the best move
	kindSwap3                   // SWAP2BOARD with 3 stones
	kindSwap5                   // SWAP2BOARD with 5 stones
)

// thinking is the search the handler owes a reply for.
type thinking struct {
	id   int
	kind searchKind
	at   time.Time   // when the command arrived: the turn's clock
	best engine.Move // best move reported so far
	w    int
}

// startSearch launches a search on the current game for a command that
// arrived at at.
func (h *Handler) startSearch(kind searchKind, at time.Time, multiPV int) {
	if h.closing {
		h.log.Warn().Msg("input ended: no new search")
		return
	}
	if kind == kindMove && h.bookMove(at) {
		return
	}
	h.ensureHash()
	h.ensureThreads()
	pos := h.game.Position()
	pos.SetThreatSearch(!h.opt.NoVCF)
	if h.opt.Tree != "" || len(h.opt.Params) > 0 {
		prm := pos.Params()
		switch h.opt.Tree {
		case TreeSelective:
			prm = gomoku.DefaultParams()
			prm.Selective = true
		case TreeClassic:
			prm = gomoku.ClassicParams()
		}
		for _, s := range h.opt.Params {
			name, value, _ := strings.Cut(s, "=")
			if err := prm.Set(name, value); err != nil {
				h.log.Warn().Err(err).Msg("param")
			}
		}
		pos.SetParams(prm)
	}
	lim := h.limits(pos, at)
	lim.MultiPV = multiPV
	h.seq++
	id := h.seq
	h.think = &thinking{id: id, kind: kind, at: at, best: engine.NoMove, w: h.game.Width()}
	h.busy = true
	h.log.Debug().Dur("soft", lim.Soft).Dur("hard", lim.Hard).Int("depth", lim.Depth).
		Uint64("nodes", lim.Nodes).Int("multipv", lim.MultiPV).Str("settings", h.set.describe()).Msg("search")
	info := func(inf engine.Info) {
		inf.PV = append([]engine.Move(nil), inf.PV...)
		h.l.Post(func() { h.onInfo(id, inf) })
	}
	done := func(r engine.Result) {
		r.PV = append([]engine.Move(nil), r.PV...)
		r.Lines = append([]engine.Line(nil), r.Lines...)
		h.l.Post(func() { h.onDone(id, r) })
	}
	h.eng.Go(pos, lim, info, done)
	if lim.Hard > 0 {
		// Backstop: if the search overruns its hard deadline, answer with
		// the best move reported so far instead of losing on time.
		after := lim.Hard + h.clock().Margin/2
		h.guard = time.AfterFunc(after, func() { h.l.Post(func() { h.onOverdue(id) }) })
	}
}

// ensureThreads installs the thread count the settings call for (INFO
// thread_num, else Options.Threads), between searches: at least 1, at
// most the machine's cores.
func (h *Handler) ensureThreads() {
	want := h.opt.Threads
	if h.set.threads > 0 {
		want = int(min(h.set.threads, engine.MaxThreads))
	}
	want = min(max(want, 1), maxThreads())
	if want == h.curThreads {
		return
	}
	h.log.Info().Int("threads", want).Msg("search threads")
	h.eng.SetThreads(want)
	h.curThreads = want
}

// maxThreads is the most threads a search uses: one per core.
func maxThreads() int { return runtime.NumCPU() }

// ensureHash installs the table size the settings call for, between
// searches.
func (h *Handler) ensureHash() {
	want := h.hashMiB()
	if want == h.curHash {
		return
	}
	h.log.Info().Int("mib", want).Msg("transposition table")
	h.eng.ResizeHash(want)
	if h.curHash > 0 {
		debug.FreeOSMemory() // give the old table back before the new one fills
	}
	h.curHash = want
}

func (h *Handler) onInfo(id int, inf engine.Info) {
	t := h.think
	if t == nil || t.id != id {
		return
	}
	if inf.MultiPV <= 1 && len(inf.PV) > 0 {
		t.best = inf.PV[0]
	}
	if !h.set.showDetail || len(inf.PV) == 0 {
		return
	}
	x, y := h.xy(inf.PV[0])
	if inf.MultiPV <= 1 {
		h.l.Send("MESSAGE REALTIME BEST " + formatPoint(x, y))
	} else {
		h.l.Send("MESSAGE REALTIME POS " + formatPoint(x, y))
	}
	msg := h.describeLine(inf.MultiPV, inf.Depth, inf.Score, inf.Nodes, inf.NPS, inf.Elapsed, inf.PV)
	if inf.Visits > 0 { // the Monte Carlo search's standing
		msg += fmt.Sprintf(" visits %d winrate %.1f%%", inf.Visits, 100*inf.WinRate)
	}
	h.l.Send("MESSAGE " + msg)
}

func (h *Handler) onDone(id int, r engine.Result) {
	h.busy = false
	if id == h.ponderID {
		h.ponderID = 0
		h.log.Debug().Int("search", id).Int("depth", r.Depth).Uint64("nodes", r.Nodes).Msg("pondering done")
		if r.Panic != "" {
			h.log.Error().Str("panic", r.Panic).Msg("ponder search panicked")
		}
		if !h.closing {
			h.runQueue()
		}
		return
	}
	if h.guard != nil {
		h.guard.Stop()
		h.guard = nil
	}
	if t := h.think; t != nil && t.id == id {
		h.think = nil
		h.deliver(t, r)
	} else {
		h.log.Warn().Int("search", id).Dur("elapsed", r.Elapsed).Int("depth", r.Depth).
			Uint64("nodes", r.Nodes).Msg("late result ignored")
	}
	if !h.closing {
		h.runQueue()
	}
}

// onOverdue answers for a search that missed its hard deadline.
func (h *Handler) onOverdue(id int) {
	t := h.think
	if t == nil || t.id != id {
		return
	}
	h.log.Error().Int("search", id).Msg("search overran its deadline; answering with the best move so far")
	h.eng.Stop()
	h.think = nil
	h.deliver(t, engine.Result{Move: t.best, Stopped: true})
	// busy stays set until the search returns; commands queue meanwhile.
}

// stopSearch asks a running search to stop now.
func (h *Handler) stopSearch() {
	if h.busy {
		h.eng.Stop()
	}
}

// awaitSearch lets a running search deliver its reply, waiting at most d.
func (h *Handler) awaitSearch(d time.Duration) {
	if !h.busy {
		return
	}
	fin := h.eng.Finished()
	ch := make(chan struct{})
	go func() {
		select {
		case <-fin:
		case <-time.After(d):
		}
		close(ch)
	}()
	h.l.Await(ch)
}

// deliver sends the reply a finished search was started for.
func (h *Handler) deliver(t *thinking, r engine.Result) {
	if r.Panic != "" {
		h.log.Error().Str("panic", r.Panic).Msg("search panicked; answering with the best move found so far")
	}
	h.log.Info().Int("depth", r.Depth).Int32("score", int32(r.Score)).Uint64("nodes", r.Nodes).
		Dur("elapsed", r.Elapsed).Bool("stopped", r.Stopped).Msg("search done")
	if h.set.showDetail {
		h.l.Send("MESSAGE REALTIME DONE")
	}
	switch t.kind {
	case kindMove:
		h.playAndSend(h.choose(r.Move, t.best), t.at)
	case kindNBest:
		h.sendNBest(r, t)
	case kindSwap3, kindSwap5:
		h.swapDecision(t, r)
	}
}

// choose returns the first legal move among the candidates, or a fallback
// point, or NoMove when the board has no legal point left.
func (h *Handler) choose(cands ...engine.Move) engine.Move {
	for _, m := range cands {
		if h.legal(m) {
			return m
		}
	}
	if len(cands) > 0 && cands[0] != engine.NoMove {
		h.log.Error().Int32("move", int32(cands[0])).Msg("engine move illegal, using a fallback")
	}
	return h.fallback()
}

// legal reports whether the side to move may play m.
func (h *Handler) legal(m engine.Move) bool {
	g := h.game
	if m < 0 || int(m) >= g.Width()*g.Height() {
		return false
	}
	x, y := h.xy(m)
	if g.At(x, y) != gomoku.Empty {
		return false
	}
	return g.ToMove() != gomoku.Black || !g.Forbidden(x, y)
}

// fallback is the legal point nearest the centre (a move is always better
// than a forfeit), or NoMove when none is left.
func (h *Handler) fallback() engine.Move {
	g := h.game
	w, ht := g.Width(), g.Height()
	best, bestD := engine.NoMove, 1<<30
	for y := 0; y < ht; y++ {
		for x := 0; x < w; x++ {
			m := engine.Move(y*w + x)
			d := max(abs(2*x-(w-1)), abs(2*y-(ht-1)))
			if d < bestD && h.legal(m) {
				best, bestD = m, d
			}
		}
	}
	return best
}

// playAndSend plays the engine's move on the game and sends it.
func (h *Handler) playAndSend(m engine.Move, at time.Time) {
	if m == engine.NoMove {
		h.errorf("no legal move left")
		return
	}
	x, y := h.xy(m)
	if err := h.play(x, y); err != nil {
		h.errorf("cannot play %s: %v", formatPoint(x, y), err)
		return
	}
	h.noteReply(at)
	h.l.Send(formatPoint(x, y))
	h.ponder()
}

// ponder thinks on the opponent's time when the manager allows it (INFO
// pondering 1): a search of the position after our move, without limits,
// that the next command stops at once (handle). Its result is dropped;
// what it leaves in the transposition table is kept for the next search,
// which starts from one of the positions it looked at.
func (h *Handler) ponder() {
	if !h.set.pondering || h.closing || h.busy || len(h.queue) > 0 {
		return
	}
	if _, over := h.game.Winner(); over || h.game.Full() {
		return
	}
	h.ensureHash()
	h.ensureThreads()
	pos := h.game.Position()
	pos.SetThreatSearch(!h.opt.NoVCF)
	h.seq++
	id := h.seq
	h.ponderID = id
	h.busy = true
	h.log.Debug().Int("search", id).Msg("pondering")
	h.eng.Go(pos, engine.Limits{}, func(engine.Info) {}, func(r engine.Result) {
		h.l.Post(func() { h.onDone(id, r) })
	})
}

// stopPonder stops a ponder search, if one runs; the command that stops it
// waits in the queue for its end, which comes at once.
func (h *Handler) stopPonder() {
	if h.ponderID != 0 {
		h.eng.Stop()
	}
}

// play puts the side to move's stone on x,y. Once the game is decided
// (a continuous game goes on after a five, odd set-ups) the stone is still
// put down so that the board stays in step with the manager.
func (h *Handler) play(x, y int) error {
	err := h.game.Play(x, y)
	if !errors.Is(err, gomoku.ErrGameOver) {
		return err
	}
	s := h.game.ToMove()
	if err := h.game.Place(x, y, s); err != nil {
		return err
	}
	h.game.SetToMove(s.Opponent())
	return nil
}

// xy converts an engine move of the current game to coordinates.
func (h *Handler) xy(m engine.Move) (int, int) {
	w := h.game.Width()
	return int(m) % w, int(m) / w
}

// describeLine renders one search line for a MESSAGE.
func (h *Handler) describeLine(rank, depth int, s engine.Score, nodes, nps uint64, el time.Duration, pv []engine.Move) string {
	var b strings.Builder
	if rank > 1 {
		fmt.Fprintf(&b, "nbest %d ", rank)
	}
	fmt.Fprintf(&b, "depth %d ev %s n %d n/s %d tm %d pv", depth, formatScore(s), nodes, nps, el.Milliseconds())
	for _, m := range pv {
		if m < 0 || int(m) >= h.game.Width()*h.game.Height() {
			break
		}
		x, y := h.xy(m)
		b.WriteString(" " + formatPoint(x, y))
	}
	return b.String()
}

// formatScore shows proven results as +W/-L with the distance in plies.
func formatScore(s engine.Score) string {
	switch {
	case s >= engine.WinThreshold:
		return fmt.Sprintf("+W%d", engine.Win-s)
	case s <= -engine.WinThreshold:
		return fmt.Sprintf("-L%d", engine.Win+s)
	}
	return fmt.Sprintf("%d", s)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// bookMove answers a move request from the opening book when the position
// is in it: a MESSAGE saying so, then the move, without a search. It
// reports whether it answered.
func (h *Handler) bookMove(at time.Time) bool {
	c, ok := h.book.Choose(h.game)
	if !ok || !h.legal(c.Move) {
		return false
	}
	x, y := h.xy(c.Move)
	h.log.Info().Str("move", formatPoint(x, y)).Int32("value", int32(c.Value)).Int("depth", c.Depth).
		Int("choices", len(c.Moves)).Msg("book move")
	h.l.Send(fmt.Sprintf("MESSAGE book move %s (value %s, depth %d, %d book moves)",
		formatPoint(x, y), formatScore(c.Value), c.Depth, len(c.Moves)))
	h.playAndSend(c.Move, at)
	return true
}
