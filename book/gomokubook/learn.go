package gomokubook

import (
	"fmt"

	"sente/book"
	"sente/engine"
	"sente/engine/gomoku"
	"sente/record"
)

// Line returns the line of a Gomoku game from the empty board, points
// (x, y) in order, for a book of variant v.
func Line(v string, points []record.Point) (book.Line, error) {
	rule, w, h, err := ParseVariant(v)
	if err != nil {
		return book.Line{}, err
	}
	ms := make([]engine.Move, len(points))
	for i, p := range points {
		if p[0] < 0 || p[1] < 0 || p[0] >= w || p[1] >= h {
			return book.Line{}, fmt.Errorf("book: move %d (%d,%d) is off the %dx%d board", i+1, p[0], p[1], w, h)
		}
		ms[i] = engine.Move(p[1]*w + p[0])
	}
	return book.Line{Start: root(rule, w, h), Moves: ms}, nil
}

// ParseGames reads the games of a Gomoku games file (any format package
// record reads) as lines for a book of variant v.
func ParseGames(v string, data string) ([]book.Line, error) {
	games, err := record.ParseGomokuGames(data)
	if err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	var lines []book.Line
	for i, g := range games {
		l, err := Line(v, g)
		if err != nil {
			return lines, fmt.Errorf("book: game %d: %w", i+1, err)
		}
		lines = append(lines, l)
	}
	return lines, nil
}

// LearnGame learns one game (points in order from the empty board) into
// the user book at path.
func LearnGame(path string, rule gomoku.Rule, w, h int, points []record.Point, opt book.LearnOptions) error {
	v := Variant(rule, w, h)
	l, err := Line(v, points)
	if err != nil {
		return err
	}
	_, err = book.LearnFile(path, book.Gomoku, v, root(rule, w, h), []book.Line{l}, opt)
	return err
}
