package othellobook

import (
	"fmt"
	"strings"

	"sente/book"
	"sente/engine"
	"sente/engine/othello"
	"sente/record/ggf"
)

// Line returns the line of moves played from pos, for book.Learn.
func Line(pos *othello.Position, moves []engine.Move) book.Line {
	return book.Line{Start: StateOf(pos), Moves: moves}
}

// GGFLine returns the line of a GGF record.
func GGFLine(g *ggf.Game) book.Line {
	ms := make([]engine.Move, len(g.Moves))
	for i, m := range g.Moves {
		ms[i] = m.Move
	}
	return Line(g.Start(), ms)
}

// LearnGGF learns one GGF game into the user book at path: what NBoard's
// `learn` calls.
func LearnGGF(path string, g *ggf.Game, opt book.LearnOptions) error {
	_, err := book.LearnFile(path, book.Othello, book.OthelloVariant, Root(), []book.Line{GGFLine(g)}, opt)
	return err
}

// ParseGames reads the games of an Othello games file: GGF records
// "(;GM[Othello]...;)" (several per line or across lines), or one game per
// line as a move list ("f5d6c3d3", "f5 d6 PA"). A GGF record cut short
// before the next one begins (what a writer killed during an append
// leaves) is skipped: the games are returned with an error that counts
// the skipped records.
func ParseGames(data string) ([]book.Line, error) {
	if len(data) > ggf.MaxFile {
		return nil, fmt.Errorf("book: games file larger than %d bytes", ggf.MaxFile)
	}
	var lines []book.Line
	if strings.Contains(data, "(;") {
		torn := 0
		rest := data
		for {
			i := strings.Index(rest, "(;")
			if i < 0 {
				break
			}
			j := strings.Index(rest[i:], ";)")
			if j < 0 {
				return lines, fmt.Errorf("book: GGF record %d not closed", len(lines)+1)
			}
			rec := rest[i : i+j+2]
			if k := strings.LastIndex(rec, "(;"); k > 0 {
				// a record cut short (a writer killed mid-append) and
				// followed by a whole one: skip the cut part
				torn++
				rest = rest[i+k:]
				continue
			}
			rest = rest[i+j+2:]
			g, err := ggf.Parse(rec)
			if err != nil {
				return lines, fmt.Errorf("book: GGF record %d: %w", len(lines)+torn+1, err)
			}
			lines = append(lines, GGFLine(g))
		}
		if torn > 0 {
			return lines, fmt.Errorf("book: %d GGF records cut short, skipped", torn)
		}
		return lines, nil
	}
	for n, row := range strings.Split(data, "\n") {
		row = strings.TrimSpace(row)
		if row == "" || row[0] == '#' {
			continue
		}
		ms, err := ggf.ParseMoveList(row)
		if err != nil {
			return lines, fmt.Errorf("book: line %d: %w", n+1, err)
		}
		lines = append(lines, Line(othello.NewPosition(), ms))
	}
	return lines, nil
}
