package record

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxFile bounds the size of a games file the readers accept.
const MaxFile = 64 << 20

// Point is a board point: column X and row Y, zero-based from the top-left.
type Point = [2]int

// ParseGomokuGames reads the games of a Gomoku games file in any of the
// formats of the package comment, recognised from the content. Each game
// is its list of points in the order they were played.
func ParseGomokuGames(data string) ([][]Point, error) {
	if len(data) > MaxFile {
		return nil, fmt.Errorf("record: games file larger than %d bytes", MaxFile)
	}
	trimmed := strings.TrimSpace(data)
	rows := strings.Split(strings.ReplaceAll(trimmed, "\r", ""), "\n")
	switch {
	case strings.HasPrefix(trimmed, "("):
		return ParseSGF(trimmed)
	case strings.HasPrefix(trimmed, "Piskvork"):
		g, err := parsePointRows(rows[1:], 1)
		if err != nil {
			return nil, err
		}
		return [][]Point{g}, nil
	case len(rows) > 1 && isCount(rows[0]):
		g, err := parsePointRows(rows[1:], 0)
		if err != nil {
			return nil, err
		}
		return [][]Point{g}, nil
	}
	var games [][]Point
	for n, row := range rows {
		row = strings.TrimSpace(row)
		if row == "" || row[0] == '#' {
			continue
		}
		g, err := ParseGomokuMoves(row)
		if err != nil {
			return nil, fmt.Errorf("record: line %d: %w", n+1, err)
		}
		games = append(games, g)
	}
	return games, nil
}

func isCount(s string) bool {
	_, err := strconv.Atoi(strings.TrimSpace(s))
	return err == nil
}

// parsePointRows reads "x,y[,...]" rows until the first row that is not
// one (psq files end with engine names and a result).
func parsePointRows(rows []string, base int) ([]Point, error) {
	var g []Point
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
		g = append(g, Point{x - base, y - base})
	}
	if len(g) == 0 {
		return nil, fmt.Errorf("record: no moves found")
	}
	return g, nil
}

// ParseSGF reads the B[..]/W[..] moves of the main line of each SGF game
// tree in s.
func ParseSGF(s string) ([][]Point, error) {
	var games [][]Point
	var cur []Point
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
				return nil, fmt.Errorf("record: SGF: unbalanced ')'")
			}
		case c == '[':
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return nil, fmt.Errorf("record: SGF: unclosed '['")
			}
			val := s[i+1 : i+end]
			prop := ""
			for j := i - 1; j >= 0 && s[j] >= 'A' && s[j] <= 'Z'; j-- {
				prop = string(s[j]) + prop
			}
			if (prop == "B" || prop == "W") && depth == 1 {
				if len(val) != 2 || val[0] < 'a' || val[0] > 'z' || val[1] < 'a' || val[1] > 'z' {
					return nil, fmt.Errorf("record: SGF: bad move %q", val)
				}
				cur = append(cur, Point{int(val[0] - 'a'), int(val[1] - 'a')})
			}
			i += end
		}
	}
	if depth != 0 {
		return nil, fmt.Errorf("record: SGF: unbalanced '('")
	}
	return games, nil
}

// ParseGomokuMoves reads a move list: "h8 i9 j10" (column letter, 1-based
// row) or "7,7 8,8" (zero-based x,y pairs).
func ParseGomokuMoves(s string) ([]Point, error) {
	var g []Point
	for _, tok := range strings.Fields(s) {
		if strings.Contains(tok, ",") {
			f := strings.Split(tok, ",")
			x, err1 := strconv.Atoi(f[0])
			y, err2 := strconv.Atoi(f[len(f)-1])
			if len(f) != 2 || err1 != nil || err2 != nil {
				return nil, fmt.Errorf("bad point %q", tok)
			}
			g = append(g, Point{x, y})
			continue
		}
		x, y, err := ParseGomokuPoint(tok)
		if err != nil {
			return nil, err
		}
		g = append(g, Point{x, y})
	}
	return g, nil
}

// ParseGomokuPoint reads a point written as players write it: a column
// letter (a, b, …; aa, ab, … past z) then a 1-based row: "h8".
func ParseGomokuPoint(tok string) (x, y int, err error) {
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

// GomokuPointString names a point as players write it: "h8" (column letter
// from a, row from 1); columns past z continue with aa, ab, …
func GomokuPointString(x, y int) string {
	col := ""
	if x < 26 {
		col = string(rune('a' + x))
	} else {
		col = string([]rune{'a' + rune(x/26-1), 'a' + rune(x%26)})
	}
	return col + strconv.Itoa(y+1)
}
