package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/internal/atomicfile"
	"sente/protocol"
	"sente/protocol/gomokufront"
	"sente/record"
)

// Coordinates of the Gomoku player. A point is typed and shown as players
// write it, "h8": the column letter from the left (a, b, …; aa, ab, … past
// z) and the row number from the BOTTOM (1 is the lowest row), as
// Piskvork's board and renju records show it. It may also be typed as the
// Gomocup protocol writes it, "7,7": zero-based x from the left and y from
// the TOP. The game itself (engine/gomoku, package record) counts y from
// the top: uiPoint and parseUIPoint convert. Saved move lists use the
// zero-based "x,y" form, which ParseGomokuMoves and the book learner read
// back without ambiguity; .psq records are 1-based x,y from the top, as
// Piskvork writes them.

// gomokuOptions are the play command's Gomoku settings, as typed.
type gomokuOptions struct {
	color, level, rule string
	size               int
	args               int // arguments left after the flags (none are taken)
}

// runPlayGomoku lets a person play Gomoku against Sente (sente play
// --game gomoku).
func runPlayGomoku(e *env, ef *protocol.EngineFlags, o gomokuOptions) int {
	lv, err := protocol.ParseLevel(o.level)
	var human gomoku.Stone
	if err == nil {
		human, err = parseStone(o.color)
	}
	var rule gomoku.Rule
	if err == nil {
		rule, err = gomoku.ParseRule(o.rule)
	}
	if err == nil && (o.size < gomoku.MinSide || o.size > gomoku.MaxSide) {
		err = fmt.Errorf("--size must be %d..%d", gomoku.MinSide, gomoku.MaxSide)
	}
	if err == nil && o.args > 0 {
		err = fmt.Errorf("no arguments are taken")
	}
	if err == nil {
		err = e.useFlags(ef)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "sente play: bad usage:", err)
		return 2
	}
	g, _ := gomoku.NewGame(o.size, o.size, rule) // size and rule checked above
	p := &gomokuPlayer{
		out: e.stdout, in: bufio.NewScanner(e.stdin), eng: ef.NewEngine(), search: ef.Search,
		game: g, human: human, level: lv, ansi: isTerminal(e.stdout),
		book: gomokufront.NewBook(ef.Book, &e.log),
	}
	p.in.Buffer(make([]byte, 4096), protocol.MaxLine)
	p.run()
	return 0
}

// parseStone reads a colour: black (x) or white (o).
func parseStone(s string) (gomoku.Stone, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "black", "b", "x":
		return gomoku.Black, nil
	case "white", "w", "o":
		return gomoku.White, nil
	}
	return gomoku.Empty, fmt.Errorf("unknown colour %q (want black or white)", clipArg(s))
}

// gomokuPlayer is one terminal Gomoku session.
type gomokuPlayer struct {
	out    io.Writer
	in     *bufio.Scanner
	eng    *engine.Engine
	search string // the search in use (protocol.SearchAB or SearchMCTS), for the banner
	game   *gomoku.Game
	human  gomoku.Stone
	level  protocol.Level
	ansi   bool
	book   *gomokufront.Book
	// redo holds the units taken back by undo, the last undone last: each
	// is the moves of one undo, in the order they were played.
	redo [][][2]int
}

func (p *gomokuPlayer) printf(format string, a ...any) { fmt.Fprintf(p.out, format, a...) }

// uiPoint names the point (x,y), y from the top, as the player sees it:
// "h8" with the row counted from the bottom.
func uiPoint(x, y, height int) string { return record.GomokuPointString(x, height-1-y) }

// uiPoints names a list of points.
func uiPoints(pts [][2]int, height int) string {
	s := make([]string, len(pts))
	for i, q := range pts {
		s[i] = uiPoint(q[0], q[1], height)
	}
	return strings.Join(s, " ")
}

// parseUIPoint reads a point typed by the player: "h8" (row from the
// bottom) or "7,7" (zero-based, y from the top). It returns (x,y) with y
// from the top; the point is checked against the board.
func parseUIPoint(tok string, width, height int) (x, y int, err error) {
	if xs, ys, ok := strings.Cut(tok, ","); ok {
		x, err1 := strconv.Atoi(strings.TrimSpace(xs))
		y, err2 := strconv.Atoi(strings.TrimSpace(ys))
		if err1 != nil || err2 != nil {
			return 0, 0, fmt.Errorf("%q is not a point (type h8 or x,y like 7,7)", clipArg(tok))
		}
		if x < 0 || y < 0 || x >= width || y >= height {
			return 0, 0, fmt.Errorf("%s is off the %dx%d board (x 0..%d, y 0..%d)", clipArg(tok), width, height, width-1, height-1)
		}
		return x, y, nil
	}
	x, row, err := record.ParseGomokuPoint(tok)
	if err != nil {
		return 0, 0, fmt.Errorf("%q is not a point (type h8 or x,y like 7,7)", clipArg(tok))
	}
	if x >= width || row >= height {
		return 0, 0, fmt.Errorf("%s is off the %dx%d board (columns a..%s, rows 1..%d)", clipArg(tok), width, height,
			columnName(width-1), height)
	}
	return x, height - 1 - row, nil
}

// columnName is the letter (or two) of column x.
func columnName(x int) string {
	s := record.GomokuPointString(x, 0)
	return s[:len(s)-1]
}

// clipArg shortens what the player typed for a message.
func clipArg(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// gomokuCmdKind is what a typed line asks for.
type gomokuCmdKind uint8

const (
	gcMove gomokuCmdKind = iota
	gcUndo
	gcRedo
	gcNew
	gcLevel
	gcHint
	gcSave
	gcLoad
	gcMoves
	gcHelp
	gcQuit
	gcEmpty
)

// gomokuCmd is one parsed command line.
type gomokuCmd struct {
	kind gomokuCmdKind
	x, y int    // gcMove: the point, y from the top
	n    int    // gcUndo, gcRedo: how many
	arg  string // gcLevel: the level ("" shows it); gcSave, gcLoad: the file
}

// maxRepeat bounds the count of undo N and redo N.
const maxRepeat = 10000

// parseGomokuCommand reads one line typed by the player on a width x
// height board. Commands: a point (h8, 7,7), undo [N], redo [N], new,
// level [LEVEL], hint, save FILE, load FILE, moves, help, quit. File names
// keep their case and may hold spaces.
func parseGomokuCommand(line string, width, height int) (gomokuCmd, error) {
	line = strings.TrimSpace(line)
	if line == "" {
		return gomokuCmd{kind: gcEmpty}, nil
	}
	word, rest, _ := strings.Cut(line, " ")
	rest = strings.TrimSpace(rest)
	count := func(k gomokuCmdKind) (gomokuCmd, error) {
		n := 1
		if rest != "" {
			v, err := strconv.Atoi(rest)
			if err != nil || v < 1 || v > maxRepeat {
				return gomokuCmd{}, fmt.Errorf("%s takes a count from 1 to %d", strings.ToLower(word), maxRepeat)
			}
			n = v
		}
		return gomokuCmd{kind: k, n: n}, nil
	}
	file := func(k gomokuCmdKind) (gomokuCmd, error) {
		if rest == "" {
			return gomokuCmd{}, fmt.Errorf("%s needs a file name", strings.ToLower(word))
		}
		return gomokuCmd{kind: k, arg: rest}, nil
	}
	switch strings.ToLower(word) {
	case "quit", "exit", "q":
		return gomokuCmd{kind: gcQuit}, nil
	case "help", "?":
		return gomokuCmd{kind: gcHelp}, nil
	case "new":
		return gomokuCmd{kind: gcNew}, nil
	case "hint":
		return gomokuCmd{kind: gcHint}, nil
	case "moves":
		return gomokuCmd{kind: gcMoves}, nil
	case "undo", "u":
		return count(gcUndo)
	case "redo":
		return count(gcRedo)
	case "level":
		return gomokuCmd{kind: gcLevel, arg: rest}, nil
	case "save":
		return file(gcSave)
	case "load":
		return file(gcLoad)
	}
	// a point: "h8", "7,7" or "7, 7"
	pt := strings.ReplaceAll(line, " ", "")
	x, y, err := parseUIPoint(pt, width, height)
	if err != nil {
		return gomokuCmd{}, err
	}
	return gomokuCmd{kind: gcMove, x: x, y: y}, nil
}

const gomokuHelp = `Points: h8 (column letter from the left, row number from the bottom) or x,y
as in the Gomocup protocol (zero-based, 7,7 is h8 on 15x15, y from the top).
Commands:
  undo [N]       take back your last move (N of them) with Sente's answers
  redo [N]       play again what undo took back
  new            start a new game
  level [L]      show or set Sente's level: easy, medium, hard, expert, max,
                 a depth (8) or a time per move (2s)
  hint           Sente's suggestion for your move
  save FILE      save the game: FILE.psq as a Piskvork record, any other
                 name as a move list ("x,y x,y ...", zero-based, one line)
  load FILE      load a game saved so (or any record sente book learn reads)
  moves          list the moves played
  quit           leave
`

func (p *gomokuPlayer) run() {
	g := p.game
	search := "alpha-beta"
	if p.search == protocol.SearchMCTS {
		search = "Monte Carlo tree search"
	}
	p.printf("Sente (%s, %s) — %s %dx%d; you play %s (%s). Type a point like %s, or help.\n",
		p.level.Name, search, g.Rule(), g.Width(), g.Height(), p.human, stoneChar(p.human),
		uiPoint(g.Width()/2, g.Height()/2, g.Height()))
	for {
		p.show()
		if p.over() {
			p.result()
			if !p.prompt("Game over. Type new, undo, save or quit: ") {
				return
			}
			continue
		}
		if p.game.ToMove() != p.human {
			p.think()
			continue
		}
		if !p.prompt("Your move: ") {
			return
		}
	}
}

// over reports whether the game has ended: a winning line or a full
// board.
func (p *gomokuPlayer) over() bool {
	_, won := p.game.Winner()
	return won || p.game.Full()
}

// prompt reads and runs commands until one changes the position (or asks
// for the board again); false at end of input or quit.
func (p *gomokuPlayer) prompt(text string) bool {
	for {
		p.printf("%s", text)
		if !p.in.Scan() {
			p.printf("\n")
			return false
		}
		c, err := parseGomokuCommand(p.in.Text(), p.game.Width(), p.game.Height())
		if err != nil {
			p.printf("%v\n", err)
			continue
		}
		switch c.kind {
		case gcEmpty:
			continue
		case gcQuit:
			return false
		case gcHelp:
			p.printf("%s", gomokuHelp)
			continue
		case gcMoves:
			p.printf("%s\n", p.moveList())
			continue
		case gcLevel:
			if c.arg == "" {
				p.printf("level is %s\n", p.level.Name)
				continue
			}
			lv, err := protocol.ParseLevel(c.arg)
			if err != nil {
				p.printf("%v\n", err)
				continue
			}
			p.level = lv
			p.printf("level set to %s\n", lv.Name)
			continue
		case gcHint:
			p.hint()
			continue
		case gcSave:
			p.save(c.arg)
			continue
		case gcNew:
			p.game, _ = gomoku.NewGame(p.game.Width(), p.game.Height(), p.game.Rule())
			p.redo = nil
			p.printf("New game.\n")
		case gcUndo:
			if !p.undo(c.n) {
				continue
			}
		case gcRedo:
			if !p.redoMoves(c.n) {
				continue
			}
		case gcLoad:
			if !p.load(c.arg) {
				continue
			}
		case gcMove:
			if !p.play(c.x, c.y) {
				continue
			}
		}
		return true
	}
}

// play puts the player's stone on (x,y), or says why it cannot.
func (p *gomokuPlayer) play(x, y int) bool {
	g := p.game
	name := uiPoint(x, y, g.Height())
	if p.over() {
		p.printf("The game is over: type new or undo.\n")
		return false
	}
	if f := g.ForbiddenReason(x, y); f != gomoku.NoFoul && g.ToMove() == gomoku.Black {
		p.printf("%s is forbidden for black in renju: %s. Points marked # are forbidden.\n", name, f)
		return false
	}
	if err := g.Play(x, y); err != nil {
		switch err {
		case gomoku.ErrOccupied:
			p.printf("%s is taken.\n", name)
		default:
			p.printf("%s cannot be played: %v\n", name, err)
		}
		return false
	}
	p.redo = nil
	return true
}

// undo takes back n of the player's moves, each with Sente's answers, so
// that it is the player's turn again; the moves go to the redo stack.
func (p *gomokuPlayer) undo(n int) bool {
	done := 0
	for ; done < n; done++ {
		var unit [][2]int
		g := p.game
		for {
			if g.Stones() == 0 {
				break
			}
			x, y, _ := g.Undo()
			unit = append([][2]int{{x, y}}, unit...)
			if g.ToMove() == p.human {
				break
			}
		}
		// a unit that did not reach one of the player's moves (Sente's
		// first stone alone) is put back
		if len(unit) == 0 || g.ToMove() != p.human {
			for _, q := range unit {
				g.Play(q[0], q[1])
			}
			break
		}
		p.redo = append(p.redo, unit)
	}
	if done == 0 {
		p.printf("Nothing of yours to undo.\n")
		return false
	}
	p.printf("Took back %d move(s) of yours.\n", done)
	return true
}

// redoMoves plays again n units taken back by undo.
func (p *gomokuPlayer) redoMoves(n int) bool {
	done := 0
	for ; done < n && len(p.redo) > 0; done++ {
		unit := p.redo[len(p.redo)-1]
		p.redo = p.redo[:len(p.redo)-1]
		for _, q := range unit {
			if err := p.game.Play(q[0], q[1]); err != nil {
				p.printf("cannot redo %s: %v\n", uiPoint(q[0], q[1], p.game.Height()), err)
				p.redo = nil
				return true
			}
		}
	}
	if done == 0 {
		p.printf("Nothing to redo.\n")
		return false
	}
	p.printf("Played again %d move(s) of yours.\n", done)
	return true
}

// moveList is the game's moves, numbered, as the player names them.
func (p *gomokuPlayer) moveList() string {
	moves := p.game.Moves()
	if len(moves) == 0 {
		return "No moves yet."
	}
	var b strings.Builder
	for i, q := range moves {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d.%s", i+1, uiPoint(q[0], q[1], p.game.Height()))
	}
	return b.String()
}

// save writes the game to name: a .psq record, or a move list.
func (p *gomokuPlayer) save(name string) {
	moves := p.game.Moves()
	var b strings.Builder
	if strings.HasSuffix(strings.ToLower(name), ".psq") {
		if err := record.WritePSQ(&b, p.game.Width(), p.game.Height(), moves); err != nil {
			p.printf("cannot save: %v\n", err)
			return
		}
	} else {
		b.WriteString(record.GomokuMovesString(moves) + "\n")
	}
	if err := atomicfile.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		p.printf("cannot save: %v\n", err)
		return
	}
	p.printf("Saved %d moves to %s.\n", len(moves), name)
}

// maxLoad bounds the file load reads.
const maxLoad = 1 << 20

// load replaces the game by the one in name (a .psq record, which also
// gives the board size, or any format record.ParseGomokuGames reads: the
// first game), checking every move under the current rule.
func (p *gomokuPlayer) load(name string) bool {
	data, err := readFileLimited(name, maxLoad)
	if err != nil {
		p.printf("cannot load: %v\n", err)
		return false
	}
	w, h := p.game.Width(), p.game.Height()
	var moves []record.Point
	if pw, ph, pm, err := record.ParsePSQ(string(data)); err == nil {
		if pw > 0 {
			w, h = pw, ph
		}
		moves = pm
	} else {
		games, err := record.ParseGomokuGames(string(data))
		if err != nil || len(games) == 0 {
			p.printf("cannot load %s: %v\n", name, errOr(err, "no game in it"))
			return false
		}
		moves = games[0]
	}
	g, err := gomoku.NewGame(w, h, p.game.Rule())
	if err != nil {
		p.printf("cannot load %s: %v\n", name, err)
		return false
	}
	for i, q := range moves {
		if err := g.Play(q[0], q[1]); err != nil {
			p.printf("cannot load %s: move %d (%d,%d): %v\n", name, i+1, q[0], q[1], err)
			return false
		}
	}
	p.game, p.redo = g, nil
	p.printf("Loaded %d moves from %s.\n", len(moves), name)
	return true
}

// readFileLimited reads at most limit bytes of name; more is an error.
func readFileLimited(name string, limit int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s is larger than %d bytes", name, limit)
	}
	return data, nil
}

func errOr(err error, s string) string {
	if err != nil {
		return err.Error()
	}
	return s
}

// searchMove runs Sente's search on the game for the side to move.
func (p *gomokuPlayer) searchMove() engine.Result {
	pos := p.game.Position()
	lim := p.level.Limits(engine.Clock{}, pos)
	var res engine.Result
	p.eng.Go(pos, lim, nil, func(r engine.Result) { res = r })
	p.eng.Wait()
	return res
}

// think lets Sente move: a book move, else a search; it prints what it
// played and why.
func (p *gomokuPlayer) think() {
	g := p.game
	start := time.Now()
	if c, ok := p.book.Choose(g); ok {
		x, y := int(c.Move)%g.Width(), int(c.Move)/g.Width()
		if g.Play(x, y) == nil {
			p.printf("Sente plays %s (book move, value %d, %d book moves, %.3f s)\n",
				uiPoint(x, y, g.Height()), c.Value, len(c.Moves), time.Since(start).Seconds())
			return
		}
	}
	r := p.searchMove()
	x, y, ok := p.pointOf(r.Move)
	if !ok || g.Play(x, y) != nil {
		// no searched move (a game with no point left to play): any legal
		// point
		if x, y, ok = p.anyLegal(); !ok || g.Play(x, y) != nil {
			p.printf("Sente has no move.\n")
			return
		}
	}
	p.printf("Sente plays %s (%s, %.2f s)\n", uiPoint(x, y, g.Height()), describe(r), time.Since(start).Seconds())
}

// pointOf converts a searched move to a point.
func (p *gomokuPlayer) pointOf(m engine.Move) (x, y int, ok bool) {
	w, h := p.game.Width(), p.game.Height()
	if m < 0 || int(m) >= w*h {
		return 0, 0, false
	}
	return int(m) % w, int(m) / w, true
}

// anyLegal returns the first point the side to move may play.
func (p *gomokuPlayer) anyLegal() (x, y int, ok bool) {
	g := p.game
	for y := 0; y < g.Height(); y++ {
		for x := 0; x < g.Width(); x++ {
			if g.At(x, y) == gomoku.Empty && !(g.ToMove() == gomoku.Black && g.Forbidden(x, y)) {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// describe summarises a search result for the player: the value, how
// deep, how many nodes (and for Monte Carlo the visits and win rate).
func describe(r engine.Result) string {
	var ev string
	switch {
	case r.Score >= engine.WinThreshold:
		ev = fmt.Sprintf("wins in %d", (engine.Win-r.Score+1)/2)
	case r.Score <= -engine.WinThreshold:
		ev = fmt.Sprintf("loses in %d", (engine.Win+r.Score+1)/2)
	default:
		ev = fmt.Sprintf("eval %+d", r.Score)
	}
	s := fmt.Sprintf("%s, depth %d, %d nodes", ev, r.Depth, r.Nodes)
	if r.Visits > 0 {
		s += fmt.Sprintf(", %d visits, win rate %.0f%%", r.Visits, 100*r.WinRate)
	}
	return s
}

// hint shows Sente's choice for the player's move (book or search).
func (p *gomokuPlayer) hint() {
	g := p.game
	if p.over() {
		p.printf("The game is over.\n")
		return
	}
	if c, ok := p.book.Choose(g); ok {
		x, y := int(c.Move)%g.Width(), int(c.Move)/g.Width()
		p.printf("Hint: %s (book move, value %d)\n", uiPoint(x, y, g.Height()), c.Value)
		return
	}
	r := p.searchMove()
	x, y, ok := p.pointOf(r.Move)
	if !ok {
		if x, y, ok = p.anyLegal(); !ok {
			p.printf("No hint: no point left.\n")
			return
		}
	}
	p.printf("Hint: %s (%s)\n", uiPoint(x, y, g.Height()), describe(r))
}

// stoneChar is the board symbol of a stone.
func stoneChar(s gomoku.Stone) string {
	switch s {
	case gomoku.Black:
		return "X"
	case gomoku.White:
		return "O"
	}
	return "."
}

// show prints the board: columns lettered from the left, rows numbered
// from the bottom, the last stone marked '>', a winning line '*', and in
// renju black's forbidden points '#' when black is to move.
func (p *gomokuPlayer) show() {
	g := p.game
	w, h := g.Width(), g.Height()
	cellW := 2
	if w > 26 {
		cellW = 3
	}
	mark := map[[2]int]byte{}
	moves := g.Moves()
	if n := len(moves); n > 0 {
		mark[moves[n-1]] = '>'
	}
	for _, q := range g.WinningLine() {
		mark[q] = '*'
	}
	forbidden := map[[2]int]bool{}
	if !p.over() && g.ToMove() == gomoku.Black {
		for _, q := range g.ForbiddenPoints() {
			forbidden[q] = true
		}
	}
	var sb strings.Builder
	header := func() {
		sb.WriteString("   ")
		for x := 0; x < w; x++ {
			fmt.Fprintf(&sb, "%*s", cellW, columnName(x))
		}
		sb.WriteString("\n")
	}
	sb.WriteString("\n")
	header()
	for y := 0; y < h; y++ {
		fmt.Fprintf(&sb, "%3d", h-y)
		for x := 0; x < w; x++ {
			q := [2]int{x, y}
			sep := byte(' ')
			if m, ok := mark[q]; ok {
				sep = m
			}
			sb.WriteString(strings.Repeat(" ", cellW-2))
			sb.WriteByte(sep)
			switch s := g.At(x, y); {
			case s == gomoku.Black:
				sb.WriteString(p.paint("X", "1;30;43"))
			case s == gomoku.White:
				sb.WriteString(p.paint("O", "1;97;43"))
			case forbidden[q]:
				sb.WriteString(p.paint("#", "31;43"))
			default:
				sb.WriteString(p.paint(".", "33;43"))
			}
		}
		fmt.Fprintf(&sb, " %d\n", h-y)
	}
	header()
	fmt.Fprintf(&sb, "Move %d", len(moves)+1)
	if !p.over() {
		fmt.Fprintf(&sb, " — %s (%s) to move", g.ToMove(), stoneChar(g.ToMove()))
		if len(forbidden) > 0 {
			sb.WriteString(". # = forbidden for black")
		}
	}
	sb.WriteString("\n")
	p.printf("%s", sb.String())
}

// paint wraps s in an ANSI colour when stdout is a terminal.
func (p *gomokuPlayer) paint(s, code string) string { return ansiPaint(p.ansi, s, code) }

// forbiddenBlock reports, in renju when white has just made five, whether
// black could not have blocked it there because the point was a foul for
// black at black's last turn: the point and the foul.
func (p *gomokuPlayer) forbiddenBlock() ([2]int, gomoku.Foul, bool) {
	g := p.game
	s, won := g.Winner()
	moves := g.Moves()
	n := len(moves)
	if !won || s != gomoku.White || g.Rule() != gomoku.Renju || n < 2 {
		return [2]int{}, gomoku.NoFoul, false
	}
	last := moves[n-1]
	before, err := gomoku.NewGame(g.Width(), g.Height(), g.Rule())
	if err != nil {
		return [2]int{}, gomoku.NoFoul, false
	}
	for _, q := range moves[:n-2] {
		if before.Play(q[0], q[1]) != nil {
			return [2]int{}, gomoku.NoFoul, false
		}
	}
	f := before.ForbiddenReason(last[0], last[1])
	return last, f, f != gomoku.NoFoul
}

// result announces the end of the game: the winner with the five (or the
// longer line that won), and a block that renju forbade black.
func (p *gomokuPlayer) result() {
	g := p.game
	s, won := g.Winner()
	if !won {
		p.printf("Draw: the board is full.\n")
		return
	}
	who := "Sente wins"
	if s == p.human {
		who = "You win"
	}
	line := g.WinningLine()
	p.printf("%s: %s (%s) has %s, %s (marked *).\n", who, s, stoneChar(s), lineWord(len(line)), uiPoints(line, g.Height()))
	if q, f, ok := p.forbiddenBlock(); ok {
		p.printf("Black could not block at %s: a %s, forbidden in renju.\n", uiPoint(q[0], q[1], g.Height()), f)
	}
}

// lineWord names a winning line of n stones: "five", or "six in a row"
// and so on for an overline (which wins in freestyle, and for white in
// renju).
func lineWord(n int) string {
	if n == 5 {
		return "five"
	}
	words := [...]string{6: "six", 7: "seven", 8: "eight", 9: "nine"}
	if n > 5 && n < len(words) {
		return words[n] + " in a row"
	}
	return strconv.Itoa(n) + " in a row"
}
