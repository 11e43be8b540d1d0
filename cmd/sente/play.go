package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/mattn/go-isatty"

	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/othellofront"
)

// runPlay lets a person play Othello (or, with --game gomoku, Gomoku:
// play_gomoku.go) against Sente in the terminal (or through pipes: no
// escape codes when stdout is not a terminal).
func runPlay(e *env, args []string) int {
	fs := flag.NewFlagSet("sente play", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	color := fs.String("color", "black", "your `colour`: black (moves first) or white")
	level := fs.String("level", "medium", "Sente's strength: easy, medium, hard, expert, max, a depth or a time per move like 2s")
	game := fs.String("game", "othello", "`GAME`: othello or gomoku")
	rule := fs.String("rule", "freestyle", "gomoku `RULE`: freestyle, standard, renju, caro or caro-exact")
	size := fs.Int("size", 15, "gomoku board `SIDE` (5..32)")
	ef := e.engineFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: sente play [options]\n\nPlay Othello (the default) or Gomoku (--game gomoku) against Sente.\nOthello: type a square (d3), undo, level NAME, new, help or quit.\nGomoku: type a point (h8 or 7,7), undo, redo, hint, save, load, help... (help lists them).")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagStatus(err)
	}
	switch *game {
	case "gomoku":
		return runPlayGomoku(e, ef, gomokuOptions{color: *color, level: *level, rule: *rule, size: *size, args: fs.NArg()})
	case "othello":
	default:
		fmt.Fprintf(e.stderr, "sente play: bad usage: unknown game %q (want othello or gomoku)\n", *game)
		return 2
	}
	lv, err := protocol.ParseLevel(*level)
	human, cerr := othello.ParseColor(*color)
	if err == nil {
		err = cerr
	}
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("no arguments are taken")
	}
	if err == nil {
		err = e.useFlags(ef)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "sente play: bad usage:", err)
		return 2
	}
	p := &player{
		out: e.stdout, in: bufio.NewScanner(e.stdin), eng: ef.NewEngine(),
		pos: othello.NewPosition(), human: human, level: lv, ansi: isTerminal(e.stdout),
		book: othellofront.NewBook(ef.Book, &e.log),
	}
	p.in.Buffer(make([]byte, 4096), protocol.MaxLine)
	p.run()
	return 0
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// player is one terminal game.
type player struct {
	solver *othello.Solver // one endgame table for the whole session
	out    io.Writer
	in     *bufio.Scanner
	eng    *engine.Engine
	pos    *othello.Position
	human  othello.Color
	level  protocol.Level
	ansi   bool
	last   engine.Move
	book   *othellofront.Book
}

func (p *player) printf(format string, a ...any) { fmt.Fprintf(p.out, format, a...) }

func (p *player) run() {
	p.printf("Sente (%s) — you play %s. Type a move like d3, or help.\n", p.level.Name, p.human)
	p.last = engine.NoMove
	for {
		p.show()
		if p.pos.IsOver() {
			p.result()
			if !p.prompt("Game over. Type new, undo or quit: ") {
				return
			}
			continue
		}
		if p.pos.Side() != p.human {
			p.think()
			continue
		}
		if p.pos.MustPass() {
			p.printf("You have no move and must pass.\n")
			p.pos.Make(othello.Pass)
			p.last = othello.Pass
			continue
		}
		if !p.prompt("Your move: ") {
			return
		}
	}
}

// prompt reads one command and runs it; false at end of input or quit.
func (p *player) prompt(text string) bool {
	for {
		p.printf("%s", text)
		if !p.in.Scan() {
			p.printf("\n")
			return false
		}
		f := strings.Fields(strings.ToLower(p.in.Text()))
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "quit", "exit", "q":
			return false
		case "help", "?":
			p.printf("Moves: a square like d3. Commands: undo, new, level easy|medium|hard|expert|max|DEPTH|2s, quit.\n")
			continue
		case "new":
			p.pos = othello.NewPosition()
			p.last = engine.NoMove
		case "undo":
			p.undo()
		case "level":
			if len(f) < 2 {
				p.printf("level is %s\n", p.level.Name)
				continue
			}
			lv, err := protocol.ParseLevel(f[1])
			if err != nil {
				p.printf("%v\n", err)
				continue
			}
			p.level = lv
			p.printf("level set to %s\n", lv.Name)
		default:
			m, err := othello.ParseMove(f[0])
			if err != nil || m == othello.Pass || p.pos.Play(m) != nil {
				p.printf("%s is not a legal move here (legal: %s)\n", f[0], p.legalList())
				continue
			}
			p.last = m
		}
		return true
	}
}

// undo takes back moves until it is the person's turn again, at least one
// of the person's moves (Sente's answers and passes go with it).
func (p *player) undo() {
	start := p.pos.Plies()
	for p.pos.Undo() {
		if p.pos.Side() == p.human && !p.pos.MustPass() {
			break
		}
	}
	if p.pos.Plies() == start || (p.pos.Side() != p.human && p.pos.Plies() == 0) {
		p.printf("nothing of yours to undo\n")
	}
	p.last = engine.NoMove
}

func (p *player) legalList() string {
	var s []string
	for _, m := range p.pos.LegalMoves() {
		s = append(s, othello.MoveString(m))
	}
	return strings.Join(s, " ")
}

// think lets Sente move and prints a summary of its search.
func (p *player) think() {
	pos := p.pos
	if p.bookMove() {
		return
	}
	lim := p.level.Limits(engine.Clock{}, pos)
	var res engine.Result
	start := time.Now()
	if p.solver == nil {
		p.solver = othello.NewSolver(othello.DefaultSolverMiB)
	}
	c := pos.Clone()
	c.SetSolver(p.solver)
	p.eng.Go(c, lim, nil, func(r engine.Result) { res = r })
	p.eng.Wait()
	m := othellofront.ChooseMove(pos, res)
	pos.Make(m)
	p.last = m
	if m == othello.Pass {
		p.printf("Sente has no move and passes.\n")
		return
	}
	var eval string
	switch {
	case res.Exact:
		eval = fmt.Sprintf("exact %+d", res.Score/100)
	case res.WLD:
		eval = "win/loss/draw solve " + map[bool]string{true: "win", false: "no win"}[res.Score > 0]
	default:
		eval = "eval " + othellofront.Discs(res.Score)
	}
	p.printf("Sente plays %s (%s discs, depth %d, %d nodes, %.2f s)\n",
		othello.MoveString(m), eval, res.Depth, res.Nodes, time.Since(start).Seconds())
}

// show prints the board: coordinates, discs, the last move and the legal
// moves of the side to move when it is the person's turn.
func (p *player) show() {
	b, w := p.pos.Black(), p.pos.White()
	var legal uint64
	if p.pos.Side() == p.human {
		legal = p.pos.Legal()
	}
	var sb strings.Builder
	sb.WriteString("\n    a b c d e f g h\n")
	for r := 0; r < 8; r++ {
		fmt.Fprintf(&sb, "  %d", r+1)
		for f := 0; f < 8; f++ {
			sq := r*8 + f
			bit := uint64(1) << uint(sq)
			sep := " "
			if engine.Move(sq) == p.last {
				sep = ">"
			}
			sb.WriteString(sep)
			switch {
			case b&bit != 0:
				sb.WriteString(p.paint("X", "1;30;42"))
			case w&bit != 0:
				sb.WriteString(p.paint("O", "1;97;42"))
			case legal&bit != 0:
				sb.WriteString(p.paint("*", "33;42"))
			default:
				sb.WriteString(p.paint(".", "32;42"))
			}
		}
		fmt.Fprintf(&sb, " %d\n", r+1)
	}
	sb.WriteString("    a b c d e f g h\n")
	fmt.Fprintf(&sb, "Black (X) %d  White (O) %d", othello.Count(b), othello.Count(w))
	if !p.pos.IsOver() {
		fmt.Fprintf(&sb, "  — %s to move", p.pos.Side())
	}
	sb.WriteString("\n")
	p.printf("%s", sb.String())
}

// paint wraps s in an ANSI colour when stdout is a terminal.
func (p *player) paint(s, code string) string { return ansiPaint(p.ansi, s, code) }

// ansiPaint wraps s in the ANSI colour code when on is set.
func ansiPaint(on bool, s, code string) string {
	if !on {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

func (p *player) result() {
	d := p.pos.BlackScore()
	if p.human == othello.White {
		d = -d
	}
	switch {
	case d > 0:
		p.printf("You win by %d discs.\n", d)
	case d < 0:
		p.printf("Sente wins by %d discs.\n", -d)
	default:
		p.printf("Draw.\n")
	}
}

// bookMove plays Sente's book move, if the position is in the book, and
// says so in the thinking summary.
func (p *player) bookMove() bool {
	if p.pos.MustPass() {
		return false
	}
	start := time.Now()
	c, ok := p.book.Choose(p.pos)
	if !ok {
		return false
	}
	p.pos.Make(c.Move)
	p.last = c.Move
	p.printf("Sente plays %s (book move, eval %s discs, %d book moves, %.3f s)\n",
		othello.MoveString(c.Move), othellofront.Discs(c.Value), len(c.Moves), time.Since(start).Seconds())
	return true
}
