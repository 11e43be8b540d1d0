package othello

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"sente/engine"
)

// OBFMove is one scored move of an OBF problem.
type OBFMove struct {
	Move  engine.Move
	Score int // final disc difference for the side to move
}

// OBFProblem is one line of an OBF file (Edax's problem format): a
// position and, optionally, its moves with their exact scores, best first.
type OBFProblem struct {
	Line  int // 1-based line number in the file
	Pos   *Position
	Moves []OBFMove
}

// BestScore returns the top score listed, and false when none is.
func (pr *OBFProblem) BestScore() (int, bool) {
	if len(pr.Moves) == 0 {
		return 0, false
	}
	best := pr.Moves[0].Score
	for _, m := range pr.Moves {
		best = max(best, m.Score)
	}
	return best, true
}

// IsBest reports whether m shares the top score listed for the problem.
func (pr *OBFProblem) IsBest(m engine.Move) bool {
	best, ok := pr.BestScore()
	if !ok {
		return false
	}
	for _, x := range pr.Moves {
		if x.Move == m && x.Score == best {
			return true
		}
	}
	return false
}

// ParseOBFLine reads one OBF line:
//
//	<64 squares> <side>; <move>:<score>; <move>:<score>; …
//
// Squares are X (black), O (white), - (empty); the side is X or O. Scored
// moves are optional. Text after a '%' or '#' is a comment.
func ParseOBFLine(line string) (*OBFProblem, error) {
	if i := strings.IndexAny(line, "%#"); i >= 0 {
		line = line[:i]
	}
	parts := strings.Split(line, ";")
	pos, err := ParseFEN(parts[0])
	if err != nil {
		return nil, err
	}
	pr := &OBFProblem{Pos: pos}
	for _, part := range parts[1:] {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		ms, sc, ok := strings.Cut(part, ":")
		if !ok {
			return nil, fmt.Errorf("othello: OBF move %q has no score", part)
		}
		m, err := ParseMove(ms)
		if err != nil {
			return nil, err
		}
		v, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(sc), "+"))
		if err != nil || v < -64 || v > 64 {
			return nil, fmt.Errorf("othello: bad OBF score %q", sc)
		}
		pr.Moves = append(pr.Moves, OBFMove{Move: m, Score: v})
	}
	return pr, nil
}

// ParseOBF reads every problem of an OBF file; blank and comment lines are
// skipped. Errors name the line.
func ParseOBF(r io.Reader) ([]*OBFProblem, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 1<<20)
	var out []*OBFProblem
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '%' || line[0] == '#' {
			continue
		}
		pr, err := ParseOBFLine(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		pr.Line = n
		out = append(out, pr)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, nil
}
