package gtp

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"sente/book"
	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/othellofront"
)

type command struct {
	args int // minimum number of arguments
	run  func(h *Handler, c Command) bool
}

var commandTable map[string]command

func init() {
	ok := func(text func(h *Handler) string) func(*Handler, Command) bool {
		return func(h *Handler, c Command) bool { h.reply(c, true, text(h)); return true }
	}
	commandTable = map[string]command{
		"protocol_version": {0, ok(func(*Handler) string { return "2" })},
		"name":             {0, ok(func(h *Handler) string { return h.opt.Name })},
		"version":          {0, ok(func(*Handler) string { return Version })},
		"list_commands":    {0, ok(func(*Handler) string { return strings.Join(commandNames(), "\n") })},
		"list_games":       {0, ok(func(*Handler) string { return "Othello" })},
		"known_command":    {1, (*Handler).knownCommand},
		"quit":             {0, func(h *Handler, c Command) bool { h.reply(c, true, ""); return false }},
		"boardsize":        {1, (*Handler).boardsize},
		"clear_board":      {0, (*Handler).clearBoard},
		"komi":             {1, func(h *Handler, c Command) bool { h.reply(c, true, ""); return true }},
		"set_game":         {1, (*Handler).setGame},
		"play":             {2, (*Handler).play},
		"genmove":          {1, func(h *Handler, c Command) bool { return h.genmove(c, true) }},
		"reg_genmove":      {1, func(h *Handler, c Command) bool { return h.genmove(c, false) }},
		"undo":             {0, (*Handler).undo},
		"showboard":        {0, (*Handler).showboard},
		"final_score":      {0, (*Handler).finalScore},
		"time_settings":    {3, (*Handler).timeSettings},
		"time_left":        {3, (*Handler).timeLeft},
		"sente-book":       {0, (*Handler).senteBook},
		"sente-search":     {0, (*Handler).senteSearch},
	}
}

func commandNames() []string {
	names := make([]string, 0, len(commandTable))
	for n := range commandTable {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func (h *Handler) knownCommand(c Command) bool {
	_, known := commandTable[strings.ToLower(c.Args[0])]
	h.reply(c, true, strconv.FormatBool(known))
	return true
}

func (h *Handler) boardsize(c Command) bool {
	if c.Args[0] != "8" {
		h.loop.Log().Warn().Str("size", trunc(c.Args[0])).
			Msg("gtp: unsupported board size refused (Quarry crashes on this reply: choose 8x8 in Quarry)")
		h.reply(c, false, "unacceptable size")
		return true
	}
	return h.clearBoard(c)
}

func (h *Handler) clearBoard(c Command) bool {
	othello.Warm() // before any move's clock runs (see New)
	h.pos = othello.NewPosition()
	h.marks = h.marks[:0]
	h.reply(c, true, "")
	return true
}

func (h *Handler) setGame(c Command) bool {
	if !strings.EqualFold(c.Args[0], "othello") && !strings.EqualFold(c.Args[0], "reversi") {
		h.reply(c, false, "unsupported game")
		return true
	}
	h.reply(c, true, "")
	return true
}

func parseColor(s string) (othello.Color, bool) {
	switch strings.ToLower(s) {
	case "b", "black":
		return othello.Black, true
	case "w", "white":
		return othello.White, true
	}
	return 0, false
}

func parseVertex(s string) (engine.Move, bool) {
	if strings.EqualFold(s, "pass") {
		return othello.Pass, true
	}
	if len(s) != 2 {
		return engine.NoMove, false
	}
	m, err := othello.ParseMove(s)
	return m, err == nil && m >= 0 && m < 64
}

func vertex(m engine.Move) string {
	if m == othello.Pass || m == engine.NoMove {
		return "pass"
	}
	return strings.ToUpper(othello.MoveString(m))
}

// play plays a move of colour col. A move for the colour not to move is an
// implied pass of the other colour, accepted when that colour indeed had
// no move; a pass is accepted only when forced.
func (h *Handler) play(c Command) bool {
	col, ok1 := parseColor(c.Args[0])
	m, ok2 := parseVertex(c.Args[1])
	if !ok1 || !ok2 {
		h.reply(c, false, "syntax error")
		return true
	}
	mark := h.pos.Plies()
	if col != h.pos.Side() && h.pos.MustPass() {
		h.pos.Make(othello.Pass)
	}
	if col != h.pos.Side() || h.pos.Play(m) != nil {
		for h.pos.Plies() > mark {
			h.pos.Undo()
		}
		h.reply(c, false, "illegal move")
		return true
	}
	h.marks = append(h.marks, mark)
	h.reply(c, true, "")
	return true
}

func (h *Handler) undo(c Command) bool {
	if len(h.marks) == 0 {
		h.reply(c, false, "cannot undo")
		return true
	}
	mark := h.marks[len(h.marks)-1]
	h.marks = h.marks[:len(h.marks)-1]
	for h.pos.Plies() > mark {
		h.pos.Undo()
	}
	h.reply(c, true, "")
	return true
}

// genmove chooses a move for colour col (and plays it when play is set).
// It never answers with an error: Quarry stalls on one. A genmove for the
// colour not to move passes for the other colour (logged as suspicious
// when that colour had a move); a finished game or a forced pass answers
// `pass`.
func (h *Handler) genmove(c Command, play bool) bool {
	col, ok := parseColor(c.Args[0])
	if !ok {
		h.reply(c, false, "syntax error")
		return true
	}
	mark := h.pos.Plies()
	pos := h.pos
	if !play {
		pos = pos.Clone()
	}
	if col != pos.Side() && !pos.IsOver() {
		if !pos.MustPass() {
			h.loop.Log().Warn().Str("color", col.String()).
				Msg("gtp: genmove for the colour not to move while the other has moves; passing for it")
		}
		pos.Make(othello.Pass)
	}
	finish := func(m engine.Move) {
		if play {
			if m != engine.NoMove {
				pos.Make(m)
			}
			if pos.Plies() > mark {
				h.marks = append(h.marks, mark)
			}
		}
		h.reply(c, true, vertex(m))
	}
	moves := pos.LegalMoves()
	switch len(moves) {
	case 0:
		finish(engine.NoMove)
		return true
	case 1:
		finish(moves[0])
		return true
	}
	if c, ok := h.book.Choose(pos); ok {
		h.loop.Log().Info().Str("move", vertex(c.Move)).Str("eval", othellofront.Discs(c.Value)).
			Int("depth", c.Depth).Int("choices", len(c.Moves)).Msg("gtp: genmove: book move")
		finish(c.Move)
		return true
	}
	clk := h.clk.engineClock(col)
	lv := h.opt.Level
	if lv == (protocol.Level{}) && !clk.Timed {
		lv = protocol.Levels[3]
	}
	lim := lv.Limits(clk, pos)
	start := time.Now()
	h.pend.Start(pos.Clone(), lim, nil, func(r engine.Result) {
		m := othellofront.ChooseMove(pos, r)
		spent := time.Since(start)
		if play {
			h.clk.settle(col, spent)
		}
		h.loop.Log().Info().Str("move", vertex(m)).Str("eval", othellofront.Discs(r.Score)).
			Int("depth", r.Depth).Bool("exact", r.Exact).Uint64("nodes", r.Nodes).
			Dur("spent", spent).Dur("soft", lim.Soft).Dur("hard", lim.Hard).Msg("gtp: genmove")
		finish(m)
		if h.opt.Ponder && play && !pos.IsOver() {
			h.pend.Ponder(pos.Clone())
		}
	})
	return true
}

func (h *Handler) showboard(c Command) bool {
	var sb strings.Builder
	sb.WriteString("\n   A B C D E F G H\n")
	b, w := h.pos.Black(), h.pos.White()
	legal := h.pos.Legal()
	for r := 0; r < 8; r++ {
		fmt.Fprintf(&sb, "%2d", r+1)
		for f := 0; f < 8; f++ {
			bit := uint64(1) << uint(r*8+f)
			ch := "."
			switch {
			case b&bit != 0:
				ch = "X"
			case w&bit != 0:
				ch = "O"
			case legal&bit != 0:
				ch = "*"
			}
			sb.WriteString(" " + ch)
		}
		fmt.Fprintf(&sb, " %d\n", r+1)
	}
	sb.WriteString("   A B C D E F G H\n")
	fmt.Fprintf(&sb, "Black (X) %d, White (O) %d; ", othello.Count(b), othello.Count(w))
	if h.pos.IsOver() {
		sb.WriteString("game over")
	} else {
		sb.WriteString(h.pos.Side().String() + " to move")
	}
	if es, ok := h.book.Moves(h.pos); ok {
		sb.WriteString("\nBook: " + bookList(es))
	}
	h.reply(c, true, sb.String())
	return true
}

// bookList formats book moves as "F5 +0.00, D6 -1.20".
func bookList(es []book.Entry) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = vertex(e.Move) + " " + fmt.Sprintf("%+.2f", float64(e.Value)/100)
	}
	return strings.Join(parts, ", ")
}

// senteSearch is the `sente-search [ab|mcts]` extension: without an
// argument it names the search in use; with one it chooses alpha-beta or
// the Monte Carlo tree search for the following moves.
func (h *Handler) senteSearch(c Command) bool {
	if len(c.Args) == 0 {
		h.reply(c, true, protocol.SearchName(h.eng))
		return true
	}
	if err := protocol.UseSearch(h.eng, c.Args[0]); err != nil {
		h.reply(c, false, "unknown search (ab or mcts)")
		return true
	}
	h.reply(c, true, "")
	return true
}

// senteBook is the `sente-book [on|off]` extension: without an argument
// it lists the book moves of the position (best first, values in discs)
// or says "off" / "none"; on and off turn the book on and off.
func (h *Handler) senteBook(c Command) bool {
	if len(c.Args) > 0 {
		switch strings.ToLower(c.Args[0]) {
		case "on":
			h.book.SetEnabled(true)
		case "off":
			h.book.SetEnabled(false)
		default:
			h.reply(c, false, "syntax error")
			return true
		}
		h.reply(c, true, "")
		return true
	}
	if !h.book.Enabled() {
		h.reply(c, true, "off")
		return true
	}
	es, ok := h.book.Moves(h.pos)
	if !ok {
		h.reply(c, true, "none")
		return true
	}
	h.reply(c, true, bookList(es))
	return true
}

func (h *Handler) finalScore(c Command) bool {
	d := othello.Count(h.pos.Black()) - othello.Count(h.pos.White())
	if h.pos.IsOver() {
		d = h.pos.BlackScore()
	}
	switch {
	case d > 0:
		h.reply(c, true, fmt.Sprintf("B+%d", d))
	case d < 0:
		h.reply(c, true, fmt.Sprintf("W+%d", -d))
	default:
		h.reply(c, true, "0")
	}
	return true
}

// maxSeconds bounds the times accepted from the controller (a year).
const maxSeconds = 365 * 24 * 3600

func parseSeconds(s string) (time.Duration, bool) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || v < 0 || v > maxSeconds {
		return 0, false
	}
	return time.Duration(v * float64(time.Second)), true
}

func parseCount(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 0 && n <= 10000
}

func (h *Handler) timeSettings(c Command) bool {
	othello.Warm() // before any move's clock runs (see New)
	main, ok1 := parseSeconds(c.Args[0])
	byo, ok2 := parseSeconds(c.Args[1])
	stones, ok3 := parseCount(c.Args[2])
	if !ok1 || !ok2 || !ok3 {
		h.reply(c, false, "syntax error")
		return true
	}
	h.clk = clocks{set: true, main: main, byo: byo, stones: stones}
	for i := range h.clk.left {
		h.clk.left[i] = main
		if main == 0 && byo > 0 && stones > 0 {
			h.clk.left[i], h.clk.periodLen[i] = byo, stones
		}
	}
	h.reply(c, true, "")
	return true
}

func (h *Handler) timeLeft(c Command) bool {
	col, ok1 := parseColor(c.Args[0])
	left, ok2 := parseSeconds(c.Args[1])
	stones, ok3 := parseCount(c.Args[2])
	if !ok1 || !ok2 || !ok3 {
		h.reply(c, false, "syntax error")
		return true
	}
	if !h.clk.set {
		// a controller that sends only time_left: absolute time
		h.clk.set = true
	}
	h.clk.left[col], h.clk.periodLen[col] = left, stones
	h.reply(c, true, "")
	return true
}
