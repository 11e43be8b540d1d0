package pbrain

import (
	"fmt"
	"io"
	"time"

	"github.com/rs/zerolog"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/protocol"
	"sente/protocol/gomokufront"
)

// Handler is the Gomocup state machine. All its methods run on the loop
// goroutine.
type Handler struct {
	l   *protocol.Loop
	log *zerolog.Logger
	opt Options
	eng Searcher
	// curHash is the table size installed (MiB), -1: none yet. The table
	// is sized before the first search, once INFO max_memory is known.
	curHash int
	// curThreads is the thread count installed, 0: none yet.
	curThreads int
	// ponderID is the id of the running ponder search, 0: none.
	ponderID int

	set     settings
	game    *gomoku.Game // nil before START
	rule    gomoku.Rule
	ruleErr error // unsupported INFO rule, reported at the next move

	input *multiLine    // non-nil while reading BOARD/YXBOARD/SWAP2BOARD lines
	think *thinking     // the search owed a reply, if any
	busy  bool          // a search goroutine is running
	queue []queued      // commands received while busy
	moved bool          // a move has been produced since the process started
	seq   int           // search counter, to ignore stale reports
	used  time.Duration // time spent on own moves since START
	// closing: input ended, no new search may start.
	closing bool
	guard   *time.Timer // fires if a search overruns its hard deadline
	book    *gomokufront.Book
}

// maxQueued bounds the lines kept while a search runs: a full 32x32 BOARD
// and more. A client that sends more stops the search and waits (the loop
// reads no further line until the queue has been replayed): every line
// is answered, and a flooding manager cannot exhaust memory.
const maxQueued = 4096

// queued is a command line received while a search was running.
type queued struct {
	line string
	at   time.Time
}

// New returns a Gomocup handler writing through l.
func New(l *protocol.Loop, opts Options) *Handler {
	opts.fill()
	h := &Handler{l: l, log: l.Log(), opt: opts, eng: opts.Engine, set: defaultSettings(), curHash: -1}
	h.book = gomokufront.NewBook(opts.Book, h.log)
	if h.eng == nil {
		h.eng = engine.New(0) // sized before the first search
	}
	if opts.Search != "" {
		h.useSearch(opts.Search)
	}
	// the pattern tables build in the background while the manager sets
	// up; START waits for them, so that no turn's clock pays for them
	go gomoku.Warm()
	return h
}

// Serve runs the Gomocup protocol on in/out until END or end of input.
func Serve(in io.Reader, out io.Writer, log zerolog.Logger, opts Options) {
	l := protocol.NewLoop(in, out, log)
	l.Run(New(l, opts))
}

// Line handles one input line. It returns false on END.
func (h *Handler) Line(line string) bool {
	return h.handle(line, h.opt.Now())
}

// EOF stops any search and lets its reply out (bounded wait), then
// handles the commands that arrived during the search, in order: those
// that need no search are answered (a script's ABOUT or INFO after its
// last TURN), those that would start one are dropped with a log line.
func (h *Handler) EOF() {
	h.log.Info().Msg("end of input")
	h.closing = true
	h.stopSearch()
	h.awaitSearch(time.Second)
	if !h.busy {
		h.runQueue()
	}
	h.queue = nil
}

// handle processes one line received at time at.
func (h *Handler) handle(line string, at time.Time) bool {
	if h.input != nil {
		if done, cont := h.inputLine(line, at); done {
			return cont
		}
	}
	cmd, ok := splitCommand(line)
	if !ok {
		return true
	}
	switch cmd.name {
	case "END":
		h.log.Info().Msg("END")
		h.stopSearch()
		return false
	case "STOP", "YXSTOP":
		h.stopPonder()
		if h.think != nil {
			h.log.Info().Str("cmd", cmd.name).Msg("stop requested")
			h.eng.Stop()
		}
		return true
	}
	if h.busy {
		h.stopPonder() // the opponent has moved (or the manager asks): stop thinking on its time
		switch cmd.name {
		case "START", "RECTSTART", "RESTART":
			// A new game while thinking: the manager has given up on
			// the move, so the search's reply is dropped.
			if h.think != nil {
				h.log.Warn().Str("cmd", cmd.name).Msg("new game during a search: its move is dropped")
				h.think = nil
				h.eng.Stop()
			}
		}
		for h.busy && len(h.queue) >= maxQueued {
			// a flood: the search is stopped (its answer written) and no
			// further line is read until the queue has been replayed, so
			// every line is answered and memory stays bounded
			h.log.Warn().Msg("command queue full: search stopped")
			h.eng.Stop()
			h.l.Await(h.eng.Finished())
		}
		if !h.busy {
			return h.handle(line, at)
		}
		h.queue = append(h.queue, queued{line: line, at: at})
		return true
	}
	h.dispatch(cmd, at)
	return true
}

// dispatch runs one command while no search is running.
func (h *Handler) dispatch(cmd command, at time.Time) {
	h.log.Debug().Str("cmd", cmd.name).Str("arg", clip(cmd.arg)).Msg("command")
	switch cmd.name {
	case "START":
		gomoku.Warm() // before the first turn (see New)
		h.cmdStart(cmd.arg)
	case "RECTSTART":
		gomoku.Warm()
		h.cmdRectStart(cmd.arg)
	case "RESTART":
		h.cmdRestart()
	case "BEGIN":
		h.cmdBegin(at)
	case "TURN":
		h.cmdTurn(cmd.arg, at)
	case "BOARD", "YXBOARD", "SWAP2BOARD":
		h.beginInput(cmd.name, at)
	case "INFO":
		h.info(cmd.arg)
	case "ABOUT":
		h.l.Send(fmt.Sprintf("name=%q, version=%q, author=%q, country=%q",
			h.opt.Name, h.opt.Version, h.opt.Author, h.opt.Country))
	case "TAKEBACK":
		h.cmdTakeback(cmd.arg)
	case "PLAY":
		h.cmdPlay(cmd.arg)
	case "YXSHOWFORBID":
		h.cmdShowForbid()
	case "YXNBEST":
		h.cmdNBest(cmd.arg, at)
	case "YXHASHCLEAR":
		h.eng.ClearHash()
	case "YXSHOWINFO":
		h.l.Send(fmt.Sprintf("MESSAGE INFO MAX_THREAD_NUM %d", maxThreads()))
		h.l.Send(fmt.Sprintf("MESSAGE INFO MAX_HASH_SIZE %d", h.maxHashKiB()))
	default:
		h.log.Warn().Str("cmd", clip(cmd.name)).Msg("unknown command")
		h.l.Send("UNKNOWN " + clip(cmd.name))
	}
}

// errorf replies ERROR and logs it.
func (h *Handler) errorf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	h.log.Warn().Str("reply", "ERROR").Msg(msg)
	h.l.Send("ERROR " + msg)
}

// runQueue handles the commands queued during a search, in order, until
// one of them starts a new search.
func (h *Handler) runQueue() {
	for len(h.queue) > 0 && !h.busy {
		q := h.queue[0]
		h.queue = h.queue[1:]
		h.handle(q.line, q.at) // END is never queued: it acts at once
	}
	if len(h.queue) == 0 {
		h.queue = nil
	}
}
