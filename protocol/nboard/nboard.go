// Package nboard serves the NBoard protocol (the Othello GUI NBoard, also
// spoken by Edax and NTest): one command per line, unknown commands are
// ignored with a logged warning, the search runs beside the protocol loop
// so that `ping` interrupts it at once.
package nboard

import (
	"strconv"
	"strings"
	"time"

	"sente/book"
	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/othellofront"
	"sente/record/ggf"
)

// Options configure a Handler.
type Options struct {
	// Name is announced by `set myname` (default "Sente").
	Name string
	// Level is the strength until the GUI sends `set depth` (default: hard
	// with the game clock).
	Level protocol.Level
	// GamesFile, when set, is a file where `learn` also appends the game
	// as a GGF record (the book learns it in any case).
	GamesFile string
	// Book configures the opening book (--book, --no-book, variety); its
	// Learned path is the user book `learn` writes to ("": the default
	// book.UserBookPath).
	Book protocol.BookConfig
	// Learn are the settings of `learn`; nil: book.DefaultLearnOptions.
	Learn *book.LearnOptions
	// Ponder thinks on the opponent's time after each move until the GUI
	// sends the next command (--ponder).
	Ponder bool
}

// Handler is the NBoard protocol state: the game, the strength, the
// search in progress. Its methods run on the loop goroutine.
type Handler struct {
	loop     *protocol.Loop
	eng      *engine.Engine
	pend     *protocol.Pending
	opt      Options
	game     *ggf.Game
	pos      *othello.Position
	level    protocol.Level
	contempt int
	book     *othellofront.Book
	// analyzing is set while an `analyze` chain runs; cancel stops it.
	cancel bool
}

// New returns a handler that writes through loop and searches with eng.
func New(loop *protocol.Loop, eng *engine.Engine, opt Options) *Handler {
	if opt.Name == "" {
		opt.Name = "Sente"
	}
	if opt.Level == (protocol.Level{}) {
		opt.Level = protocol.Levels[2]
	}
	h := &Handler{loop: loop, eng: eng, opt: opt, level: opt.Level, game: ggf.New()}
	h.pos = h.game.Start()
	h.book = othellofront.NewBook(opt.Book, loop.Log())
	h.pend = protocol.NewPending(loop, eng, h.exec)
	h.pend.SetPrepare(othellofront.SessionSolver(eng))
	// the evaluation's tables load in the background while the GUI sets
	// up; `set game` waits for them, so that no move's clock pays for them
	go othello.Warm()
	return h
}

// Line handles one input line: `ping` interrupts a running search, any
// other command waits for it in order.
func (h *Handler) Line(line string) bool {
	if h.pend.Ended() {
		return false
	}
	if h.pend.Busy() {
		if name, _ := Split(line); name == "ping" {
			h.interrupt()
			return h.exec(line)
		}
		h.pend.Queue(line)
		return true
	}
	return h.exec(line)
}

// EOF stops any search and writes what is owed.
func (h *Handler) EOF() { h.interrupt() }

func (h *Handler) interrupt() {
	h.cancel = true
	h.pend.StopAll()
	h.cancel = false
}

// Split cuts a command line into its lower-case name and the rest
// (trimmed). Control characters are treated as spaces.
func Split(line string) (name, rest string) {
	line = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, line)
	line = strings.TrimSpace(line)
	name, rest, _ = strings.Cut(line, " ")
	return strings.ToLower(name), strings.TrimSpace(rest)
}

// exec runs one command; it returns false only to end the session, which
// NBoard never asks for (the GUI closes the input).
func (h *Handler) exec(line string) bool {
	name, rest := Split(line)
	switch name {
	case "":
	case "nboard":
		if rest != "2" {
			h.warn(line, "unexpected protocol version, answering as version 2")
		}
		h.loop.Send("set myname " + h.opt.Name)
	case "set":
		h.set(line, rest)
	case "move":
		h.move(line, rest)
	case "go":
		h.goMove()
	case "hint":
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 {
			h.warn(line, "bad hint count ignored")
			break
		}
		h.hint(min(n, 64))
	case "ping":
		h.loop.Send(strings.TrimSpace("pong " + rest))
	case "learn":
		h.learn()
	case "analyze":
		h.analyze(len(h.game.Moves), 0, false)
	case "quit", "exit":
		return false
	default:
		h.warn(line, "unknown command ignored")
	}
	return true
}

func (h *Handler) warn(line, msg string) {
	if len(line) > 200 {
		line = line[:200] + "…"
	}
	h.loop.Log().Warn().Str("line", line).Msg("nboard: " + msg)
}

func (h *Handler) set(line, rest string) {
	what, arg := Split(rest)
	switch what {
	case "depth":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > protocol.MaxLevelDepth {
			h.warn(line, "bad depth ignored")
			return
		}
		h.level = protocol.DepthLevel(n)
	case "game":
		othello.Warm() // before the first go (see New)
		g, err := ggf.Parse(arg)
		if err != nil {
			h.loop.Log().Warn().Err(err).Msg("nboard: set game ignored")
			return
		}
		pos, err := g.Position()
		if err != nil {
			h.loop.Log().Warn().Err(err).Msg("nboard: set game ignored")
			return
		}
		h.game, h.pos = g, pos
	case "contempt":
		n, err := strconv.Atoi(arg)
		if err != nil || n < -6400 || n > 6400 {
			h.warn(line, "bad contempt ignored")
			return
		}
		h.contempt = n
	case "sente-search":
		// Sente's own setting: ab (alpha-beta) or mcts (Monte Carlo)
		if err := protocol.UseSearch(h.eng, arg); err != nil {
			h.warn(line, "unknown search ignored (ab or mcts)")
		}
	default:
		h.warn(line, "unknown setting ignored")
	}
}

// move plays a move of the side to move. A square while the side to move
// must pass is taken as an implied pass followed by the other side's move.
func (h *Handler) move(line, rest string) {
	m, err := ggf.ParseMove(rest)
	if err != nil {
		h.warn(line, "bad move ignored")
		return
	}
	implied := m.Move != othello.Pass && h.pos.MustPass()
	if implied {
		h.pos.Make(othello.Pass)
	}
	if err := h.pos.Play(m.Move); err != nil {
		if implied {
			h.pos.Undo()
		}
		h.warn(line, "illegal move ignored")
		return
	}
	if implied {
		h.game.Moves = append(h.game.Moves, ggf.Move{Color: h.pos.Side(), Move: othello.Pass})
	}
	m.Color = h.pos.Side().Other()
	h.game.Moves = append(h.game.Moves, m)
}

// clock derives the engine clock of the side to move from the game's TI
// tag and the times recorded with its moves.
func (h *Handler) clock() engine.Clock {
	c, ok := h.game.Clock()
	if !ok {
		return engine.Clock{}
	}
	side := h.pos.Side()
	left := c.Main
	for _, m := range h.game.Moves {
		if m.Color == side {
			left += c.Inc - time.Duration(m.Time*float64(time.Second))
		}
	}
	return engine.Clock{Timed: true, Left: left, Inc: c.Inc}
}
