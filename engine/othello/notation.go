package othello

import (
	"fmt"
	"strings"

	"sente/engine"
)

// MoveString formats m as a lowercase square name ("f5"), "PA" for Pass
// and "--" for anything else (engine.NoMove).
func MoveString(m engine.Move) string {
	switch {
	case m == Pass:
		return "PA"
	case m >= 0 && m < 64:
		return string([]byte{'a' + byte(m&7), '1' + byte(m>>3)})
	}
	return "--"
}

// ParseMove reads a move name: a square in either case ("f5", "F5") or a
// pass ("PA", "pa", "pass", "PS", "--", "@@").
func ParseMove(s string) (engine.Move, error) {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "pa", "pass", "ps", "--", "@@":
		return Pass, nil
	}
	if len(s) == 2 {
		c, r := s[0]|0x20, s[1]
		if c >= 'a' && c <= 'h' && r >= '1' && r <= '8' {
			return engine.Move(int(r-'1')*8 + int(c-'a')), nil
		}
	}
	return engine.NoMove, fmt.Errorf("othello: bad move %q", s)
}

// ParseColor reads a side to move: X, B, * or "black" for Black; O, W or
// "white" for White (any case).
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "x", "b", "*", "black":
		return Black, nil
	case "o", "w", "white":
		return White, nil
	}
	return Black, fmt.Errorf("othello: bad side to move %q", s)
}

// ParseBoard reads 64 squares a1..h1, a2..h8: X, x, B, * for black; O, o,
// W for white; -, . or _ for empty. Spaces are ignored.
func ParseBoard(s string) (black, white uint64, err error) {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			continue
		}
		if n == 64 {
			return 0, 0, fmt.Errorf("othello: board longer than 64 squares")
		}
		switch c {
		case 'X', 'x', 'B', 'b', '*':
			black |= 1 << uint(n)
		case 'O', 'o', 'W', 'w':
			white |= 1 << uint(n)
		case '-', '.', '_':
		default:
			return 0, 0, fmt.Errorf("othello: bad square %q in board", c)
		}
		n++
	}
	if n != 64 {
		return 0, 0, fmt.Errorf("othello: board has %d squares, want 64", n)
	}
	return black, white, nil
}

// ParsePosition reads a board (see ParseBoard) and a side to move, as in
// "<64 squares> X" or separately: ParsePosition(board, side).
func ParsePosition(board, side string) (*Position, error) {
	b, w, err := ParseBoard(board)
	if err != nil {
		return nil, err
	}
	c, err := ParseColor(side)
	if err != nil {
		return nil, err
	}
	return FromBitboards(b, w, c), nil
}

// ParseFEN reads "<64 squares> <side>" (the OBF and NBoard layout).
func ParseFEN(s string) (*Position, error) {
	f := strings.Fields(s)
	if len(f) < 2 {
		return nil, fmt.Errorf("othello: want a board and a side to move, got %q", s)
	}
	return ParsePosition(strings.Join(f[:len(f)-1], ""), f[len(f)-1])
}

// String returns the 64 squares (X black, O white, - empty) then a space
// and the side to move (X or O): the OBF layout ParseFEN reads.
func (pos *Position) String() string {
	var sb strings.Builder
	sb.Grow(66)
	b, w := pos.Black(), pos.White()
	for sq := 0; sq < 64; sq++ {
		switch {
		case b>>uint(sq)&1 != 0:
			sb.WriteByte('X')
		case w>>uint(sq)&1 != 0:
			sb.WriteByte('O')
		default:
			sb.WriteByte('-')
		}
	}
	if pos.side == Black {
		sb.WriteString(" X")
	} else {
		sb.WriteString(" O")
	}
	return sb.String()
}
