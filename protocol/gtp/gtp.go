// Package gtp serves the Go Text Protocol for Othello, as Quarry and
// scripts use it (see the commands in Handler): exact GTP 2 framing, ids
// echoed, a blank line after every reply, `? message` errors. Commands sent
// while a genmove is searching are queued and answered in order; `quit`
// and the end of input stop the search at once.
package gtp

import (
	"strings"
	"time"

	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/othellofront"
)

// Version is the engine version reported by `version`.
const Version = "0.1"

// Options configure a Handler.
type Options struct {
	// Name is the answer to `name` (default "Sente").
	Name string
	// Level is the strength. The zero Level means: expert (one second per
	// move) when the controller sets no time, the clock alone when it does.
	// A non-zero Level also caps the moves of a timed game.
	Level protocol.Level
	// Book configures the opening book (--book, --no-book, variety).
	Book protocol.BookConfig
	// Ponder thinks on the opponent's time after each genmove until the
	// next command (--ponder).
	Ponder bool
}

// Handler is the GTP state: the game, undo marks, the clocks.
type Handler struct {
	loop  *protocol.Loop
	pend  *protocol.Pending
	opt   Options
	pos   *othello.Position
	marks []int // pos.Plies() before each play/genmove, for undo
	clk   clocks
	book  *othellofront.Book
	eng   *engine.Engine // for sente-search
}

// New returns a handler that writes through loop and searches with eng.
func New(loop *protocol.Loop, eng *engine.Engine, opt Options) *Handler {
	if opt.Name == "" {
		opt.Name = "Sente"
	}
	h := &Handler{loop: loop, opt: opt, pos: othello.NewPosition(), book: othellofront.NewBook(opt.Book, loop.Log()), eng: eng}
	h.pend = protocol.NewPending(loop, eng, h.exec)
	h.pend.SetPrepare(othellofront.SessionSolver(eng))
	// the evaluation's tables load in the background while the controller
	// sets up; the set-up commands (clear_board, time_settings) wait for
	// them, so that the first genmove's clock never pays for them
	go othello.Warm()
	return h
}

// Line handles one input line: `quit` interrupts a running search, any
// other command is answered after it, in order.
func (h *Handler) Line(line string) bool {
	if h.pend.Ended() {
		return false
	}
	if h.pend.Busy() {
		if c, ok := Parse(line); ok && c.Name == "quit" {
			h.pend.StopAll()
			return h.exec(line)
		}
		h.pend.Queue(line)
		return true
	}
	return h.exec(line)
}

// EOF stops any search and answers every queued command.
func (h *Handler) EOF() { h.pend.StopAll() }

// reply writes a success (ok) or failure reply with the GTP framing.
func (h *Handler) reply(c Command, ok bool, text string) {
	p := "="
	if !ok {
		p = "?"
	}
	if c.ID != "" {
		p += c.ID
	}
	if text != "" {
		p += " " + text
	}
	for _, l := range strings.Split(p, "\n") {
		h.loop.Send(l)
	}
	h.loop.Send("")
}

func (h *Handler) exec(line string) bool {
	c, ok := Parse(line)
	if !ok {
		return true
	}
	if c.Name == "" {
		h.reply(c, false, "syntax error")
		return true
	}
	cmd, known := commandTable[c.Name]
	if !known {
		h.loop.Log().Warn().Str("command", trunc(c.Name)).Msg("gtp: unknown command")
		h.reply(c, false, "unknown command")
		return true
	}
	if len(c.Args) < cmd.args {
		h.reply(c, false, "syntax error")
		return true
	}
	return cmd.run(h, c)
}

func trunc(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// clocks is the time control: the settings and each colour's state.
type clocks struct {
	set       bool // time_settings received
	main, byo time.Duration
	stones    int
	left      [2]time.Duration // time left in the current period
	periodLen [2]int           // stones left in byo-yomi (0: main time)
}

// settle charges a move's time to colour c when the controller does not
// send time_left itself (it overrides these figures when it does).
func (k *clocks) settle(c othello.Color, spent time.Duration) {
	if !k.set {
		return
	}
	k.left[c] -= spent
	if k.periodLen[c] > 0 {
		k.periodLen[c]--
		if k.periodLen[c] == 0 {
			k.left[c], k.periodLen[c] = k.byo, k.stones
		}
		return
	}
	if k.left[c] < 0 && k.byo > 0 && k.stones > 0 {
		k.left[c], k.periodLen[c] = k.byo+k.left[c], k.stones
	}
}

// engineClock is the clock of colour c for the time manager.
func (k *clocks) engineClock(c othello.Color) engine.Clock {
	if !k.set || (k.byo > 0 && k.stones == 0) {
		return engine.Clock{} // no time limit
	}
	if k.periodLen[c] > 0 {
		return engine.Clock{Timed: true, Left: k.left[c], MovesToGo: k.periodLen[c]}
	}
	ck := engine.Clock{Timed: true, Left: k.left[c]}
	if k.byo > 0 && k.stones > 0 {
		// main time with Canadian byo-yomi after it
		ck.Inc = k.byo / time.Duration(k.stones)
		if k.left[c] <= ck.Inc {
			// main time (nearly) spent: the first period starts with this
			// move (Quarry reports a spent main time as "0 0")
			return engine.Clock{Timed: true, Left: k.left[c] + k.byo, MovesToGo: k.stones}
		}
	}
	return ck
}
