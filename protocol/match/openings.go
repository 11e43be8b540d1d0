package match

import (
	"bufio"
	"embed"
	"fmt"
	"io"
	"strconv"
	"strings"

	"sente/protocol/referee"
)

//go:embed openings/*.txt
var openingFiles embed.FS

// Opening is a start of a game: the moves played before the engines take
// over, black first, and the text it was read from.
type Opening struct {
	Moves []Move
	Text  string
}

// ReadOpenings reads an opening file, one opening per line; text after '#'
// is a comment, and empty lines are skipped.
//
// Gomoku uses the offset format of Gomocup opening files and c-gomoku-cli:
// a line is a list of stones "dx,dy" separated by commas and/or spaces,
// e.g. "0,0, 1,0, -1,1", placed alternately black, white, black… at
// (W/2+dx, H/2+dy) — offsets from the board centre (on 15×15 the centre is
// 7,7; on 20×20 it is 10,10), x to the right, y down as in the protocol.
//
// Othello uses move sequences from the start position, "f5d6c3" (spaces
// and case are ignored).
//
// Every opening is checked with the referee: stones on empty points of the
// board, legal Othello moves, and no game already decided.
func ReadOpenings(r io.Reader, g Game, w, h int, rule referee.GomokuRule) ([]Opening, error) {
	var out []Opening
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		t, _, _ := strings.Cut(sc.Text(), "#") // comments
		t = strings.TrimSpace(t)
		if t == "" {
			continue
		}
		var o Opening
		var err error
		if g == Gomoku {
			o, err = ParseGomokuOpening(t, w, h, rule)
		} else {
			o, err = ParseOthelloOpening(t)
		}
		if err != nil {
			return nil, fmt.Errorf("opening line %d: %w", n, err)
		}
		out = append(out, o)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no openings")
	}
	return out, nil
}

// ParseGomokuOpening reads one line of the offset format (see ReadOpenings).
func ParseGomokuOpening(line string, w, h int, rule referee.GomokuRule) (Opening, error) {
	f := strings.Fields(strings.ReplaceAll(line, ",", " "))
	if len(f)%2 != 0 {
		return Opening{}, fmt.Errorf("odd number of coordinates in %q", line)
	}
	ref := referee.NewGomoku(w, h, rule)
	var o Opening
	o.Text = line
	for i := 0; i < len(f); i += 2 {
		dx, err1 := strconv.Atoi(f[i])
		dy, err2 := strconv.Atoi(f[i+1])
		if err1 != nil || err2 != nil {
			return Opening{}, fmt.Errorf("bad offset %q,%q", f[i], f[i+1])
		}
		m := Move{X: w/2 + dx, Y: h/2 + dy}
		v, err := ref.Play(m.X, m.Y)
		if err != nil {
			return Opening{}, fmt.Errorf("stone %d (%d,%d): %w", i/2+1, dx, dy, err)
		}
		if v != referee.Ongoing {
			return Opening{}, fmt.Errorf("stone %d (%d,%d) ends the game (%v)", i/2+1, dx, dy, v)
		}
		o.Moves = append(o.Moves, m)
	}
	return o, nil
}

// ParseOthelloOpening reads a move sequence like "f5d6c3".
func ParseOthelloOpening(line string) (Opening, error) {
	t := strings.ToLower(strings.Join(strings.Fields(line), ""))
	if len(t)%2 != 0 {
		return Opening{}, fmt.Errorf("bad move sequence %q", line)
	}
	ref := referee.NewOthello()
	o := Opening{Text: line}
	for i := 0; i < len(t); i += 2 {
		sq, err := referee.ParseSquare(t[i : i+2])
		if err != nil {
			return Opening{}, err
		}
		if ref.MustPass() {
			ref.Play(referee.Pass)
			o.Moves = append(o.Moves, PassMove)
		}
		if err := ref.Play(sq); err != nil {
			return Opening{}, fmt.Errorf("move %s: %w", t[i:i+2], err)
		}
		o.Moves = append(o.Moves, FromSquare(sq))
	}
	if ref.Over() {
		return Opening{}, fmt.Errorf("opening %q ends the game", line)
	}
	return o, nil
}

// DefaultOpenings returns the embedded balanced opening set of the game
// (openings/gomoku.txt, openings/othello.txt).
func DefaultOpenings(g Game, w, h int, rule referee.GomokuRule) ([]Opening, error) {
	f, err := openingFiles.Open("openings/" + g.String() + ".txt")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadOpenings(f, g, w, h, rule)
}
