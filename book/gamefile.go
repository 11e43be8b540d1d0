package book

import (
	"fmt"
	"strconv"
	"strings"

	"sente/engine"
	"sente/engine/othello"
	"sente/protocol/ggf"
)

// MaxGamesFile bounds the size of a games file ParseGames accepts.
const MaxGamesFile = 64 << 20

// ParseGames reads the games of a file for a book of game/variant.
//
// Othello: GGF records "(;GM[Othello]...;)" (several per line or across
// lines), or one game per line as a move list ("f5d6c3d3", "f5 d6 PA").
//
// Gomoku: SGF ("(;...;B[hh];W[ii]...)", letters from a = 0), Piskvork psq
// (a "Piskvork ..." first line then "x,y[,time]" lines, 1-based), Gomocup
// pos files (a count line then "x,y" lines, 0-based), or one game per line
// as a move list ("h8 i9 j10" or "7,7 8,8", zero-based).
func ParseGames(game, variant string, data string) ([]Line, error) {
	if len(data) > MaxGamesFile {
		return nil, fmt.Errorf("book: games file larger than %d bytes", MaxGamesFile)
	}
	switch game {
	case Othello:
		return parseOthelloGames(data)
	case Gomoku:
		return parseGomokuGames(variant, data)
	}
	return nil, fmt.Errorf("book: unknown game %q", game)
}

func parseOthelloGames(data string) ([]Line, error) {
	var lines []Line
	if strings.Contains(data, "(;") {
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
			rest = rest[i+j+2:]
			g, err := ggf.Parse(rec)
			if err != nil {
				return lines, fmt.Errorf("book: GGF record %d: %w", len(lines)+1, err)
			}
			lines = append(lines, GGFLine(g))
		}
		return lines, nil
	}
	for n, row := range strings.Split(data, "\n") {
		row = strings.TrimSpace(row)
		if row == "" || row[0] == '#' {
			continue
		}
		ms, err := ParseOthelloMoves(row)
		if err != nil {
			return lines, fmt.Errorf("book: line %d: %w", n+1, err)
		}
		lines = append(lines, OthelloLine(othello.NewPosition(), ms))
	}
	return lines, nil
}

// ParseOthelloMoves reads a move list such as "f5d6c3" or "f5 d6 PA c3".
func ParseOthelloMoves(s string) ([]engine.Move, error) {
	s = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == ',' || r == '\r' {
			return -1
		}
		return r
	}, s)
	if len(s)%2 != 0 {
		return nil, fmt.Errorf("odd-length move list %q", s)
	}
	ms := make([]engine.Move, 0, len(s)/2)
	for i := 0; i < len(s); i += 2 {
		m, err := othello.ParseMove(s[i : i+2])
		if err != nil {
			return nil, err
		}
		ms = append(ms, m)
	}
	return ms, nil
}

func parseGomokuGames(variant, data string) ([]Line, error) {
	var games [][][2]int
	var err error
	trimmed := strings.TrimSpace(data)
	rows := strings.Split(strings.ReplaceAll(trimmed, "\r", ""), "\n")
	switch {
	case strings.HasPrefix(trimmed, "("):
		games, err = parseSGF(trimmed)
	case strings.HasPrefix(trimmed, "Piskvork"):
		var g [][2]int
		g, err = parsePointRows(rows[1:], 1)
		games = [][][2]int{g}
	case len(rows) > 1 && isCount(rows[0]):
		var g [][2]int
		g, err = parsePointRows(rows[1:], 0)
		games = [][][2]int{g}
	default:
		for n, row := range rows {
			row = strings.TrimSpace(row)
			if row == "" || row[0] == '#' {
				continue
			}
			g, perr := ParseGomokuMoves(row)
			if perr != nil {
				return nil, fmt.Errorf("book: line %d: %w", n+1, perr)
			}
			games = append(games, g)
		}
	}
	if err != nil {
		return nil, err
	}
	var lines []Line
	for i, g := range games {
		l, err := GomokuLine(variant, g)
		if err != nil {
			return lines, fmt.Errorf("book: game %d: %w", i+1, err)
		}
		lines = append(lines, l)
	}
	return lines, nil
}

func isCount(s string) bool {
	_, err := strconv.Atoi(strings.TrimSpace(s))
	return err == nil
}

// parsePointRows reads "x,y[,...]" rows until the first row that is not
// one (psq files end with engine names and a result).
func parsePointRows(rows []string, base int) ([][2]int, error) {
	var g [][2]int
	for _, row := range rows {
		f := strings.Split(strings.TrimSpace(row), ",")
		if len(f) < 2 {
			break
		}
		x, err1 := strconv.Atoi(strings.TrimSpace(f[0]))
		y, err2 := strconv.Atoi(strings.TrimSpace(f[1]))
		if err1 != nil || err2 != nil {
			break
		}
		g = append(g, [2]int{x - base, y - base})
	}
	if len(g) == 0 {
		return nil, fmt.Errorf("book: no moves found")
	}
	return g, nil
}

// parseSGF reads the B[..]/W[..] moves of each SGF game tree (main line).
func parseSGF(s string) ([][][2]int, error) {
	var games [][][2]int
	var cur [][2]int
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '(':
			if depth == 0 {
				cur = nil
			}
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				games = append(games, cur)
			}
			if depth < 0 {
				return nil, fmt.Errorf("book: SGF: unbalanced ')'")
			}
		case c == '[':
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return nil, fmt.Errorf("book: SGF: unclosed '['")
			}
			val := s[i+1 : i+end]
			prop := ""
			for j := i - 1; j >= 0 && s[j] >= 'A' && s[j] <= 'Z'; j-- {
				prop = string(s[j]) + prop
			}
			if (prop == "B" || prop == "W") && depth == 1 {
				if len(val) != 2 || val[0] < 'a' || val[0] > 'z' || val[1] < 'a' || val[1] > 'z' {
					return nil, fmt.Errorf("book: SGF: bad move %q", val)
				}
				cur = append(cur, [2]int{int(val[0] - 'a'), int(val[1] - 'a')})
			}
			i += end
		}
	}
	if depth != 0 {
		return nil, fmt.Errorf("book: SGF: unbalanced '('")
	}
	return games, nil
}

// ParseGomokuMoves reads a move list: "h8 i9 j10" (column letter, 1-based
// row) or "7,7 8,8" (zero-based x,y pairs).
func ParseGomokuMoves(s string) ([][2]int, error) {
	var g [][2]int
	for _, tok := range strings.Fields(s) {
		if strings.Contains(tok, ",") {
			f := strings.Split(tok, ",")
			x, err1 := strconv.Atoi(f[0])
			y, err2 := strconv.Atoi(f[len(f)-1])
			if len(f) != 2 || err1 != nil || err2 != nil {
				return nil, fmt.Errorf("bad point %q", tok)
			}
			g = append(g, [2]int{x, y})
			continue
		}
		x, y, err := parseLetterPoint(tok)
		if err != nil {
			return nil, err
		}
		g = append(g, [2]int{x, y})
	}
	return g, nil
}

func parseLetterPoint(tok string) (x, y int, err error) {
	t := strings.ToLower(tok)
	i := 0
	for i < len(t) && t[i] >= 'a' && t[i] <= 'z' {
		i++
	}
	if i == 0 || i > 2 || i == len(t) {
		return 0, 0, fmt.Errorf("bad point %q", tok)
	}
	if i == 1 {
		x = int(t[0] - 'a')
	} else {
		x = int(t[0]-'a'+1)*26 + int(t[1]-'a')
	}
	row, err := strconv.Atoi(t[i:])
	if err != nil || row < 1 {
		return 0, 0, fmt.Errorf("bad point %q", tok)
	}
	return x, row - 1, nil
}
