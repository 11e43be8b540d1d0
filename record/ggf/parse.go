package ggf

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"sente/engine/othello"
)

// MaxLen is the longest record Parse accepts.
const MaxLen = 1 << 16

// Parse reads one GGF record. The board tag BO is required unless the
// record has no moves and no BO at all, which means the standard start.
// Tags may come in any order; unknown ones are kept in Tags. Parse checks
// the syntax only: call Position to check that the moves are legal.
func Parse(s string) (*Game, error) {
	if len(s) > MaxLen {
		return nil, errors.New("ggf: record too long")
	}
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "(;") {
		return nil, errors.New("ggf: record does not start with (;")
	}
	g := New()
	g.Tags = g.Tags[:0]
	i := 2
	closed := false
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case c == ';' && i+1 < len(s) && s[i+1] == ')':
			closed = true
		case c >= 'A' && c <= 'Z':
		default:
			return nil, fmt.Errorf("ggf: unexpected %q at offset %d", c, i)
		}
		if closed {
			break
		}
		j := i
		for j < len(s) && s[j] >= 'A' && s[j] <= 'Z' {
			j++
		}
		if j-i > 8 || j >= len(s) || s[j] != '[' {
			return nil, fmt.Errorf("ggf: bad tag at offset %d", i)
		}
		name := s[i:j]
		end := strings.IndexByte(s[j+1:], ']')
		if end < 0 {
			return nil, fmt.Errorf("ggf: tag %s not closed", name)
		}
		value := s[j+1 : j+1+end]
		i = j + 2 + end
		if err := g.addTag(name, value); err != nil {
			return nil, err
		}
	}
	if !closed {
		return nil, errors.New("ggf: record does not end with ;)")
	}
	if len(g.Tags) == 0 || g.Tags[0].Name != "GM" {
		g.Tags = append([]Tag{{"GM", "Othello"}}, g.Tags...)
	}
	if gm := g.Tag("GM"); !strings.EqualFold(gm, "othello") {
		return nil, fmt.Errorf("ggf: game %q is not Othello", gm)
	}
	return g, nil
}

func (g *Game) addTag(name, value string) error {
	switch name {
	case "BO":
		return g.parseBoard(value)
	case "B", "W":
		if len(g.Moves) >= MaxMoves {
			return errors.New("ggf: too many moves")
		}
		m, err := ParseMove(value)
		if err != nil {
			return err
		}
		m.Color = othello.Black
		if name == "W" {
			m.Color = othello.White
		}
		g.Moves = append(g.Moves, m)
	case "TY":
		if t := strings.TrimSpace(value); t != "" && t != "8" && !strings.HasPrefix(t, "8") {
			return fmt.Errorf("ggf: unsupported game type %q", value)
		}
		g.Tags = append(g.Tags, Tag{name, value})
	default:
		g.Tags = append(g.Tags, Tag{name, value})
	}
	return nil
}

// parseBoard reads "8 <64 squares> <side>".
func (g *Game) parseBoard(v string) error {
	f := strings.Fields(v)
	if len(f) < 3 || f[0] != "8" {
		return fmt.Errorf("ggf: unsupported board %q", v)
	}
	black, white, err := othello.ParseBoard(strings.Join(f[1:len(f)-1], ""))
	if err != nil {
		return fmt.Errorf("ggf: board: %w", err)
	}
	side, err := othello.ParseColor(f[len(f)-1])
	if err != nil {
		return fmt.Errorf("ggf: board: %w", err)
	}
	g.Black, g.White, g.Side = black, white, side
	return nil
}

// ParseMove reads a move with its optional fields: "f5", "F5/-1.5",
// "f5/-1.5/2.3", "f5//2.3", "PA". The colour is left to the caller.
func ParseMove(s string) (Move, error) {
	f := strings.Split(strings.TrimSpace(s), "/")
	mv, err := othello.ParseMove(f[0])
	if err != nil {
		return Move{}, fmt.Errorf("ggf: bad move %q", s)
	}
	m := Move{Move: mv}
	if len(f) > 1 && strings.TrimSpace(f[1]) != "" {
		v, err := strconv.ParseFloat(strings.TrimSpace(f[1]), 64)
		if err != nil || !(v >= -1000 && v <= 1000) {
			return Move{}, fmt.Errorf("ggf: bad evaluation in %q", s)
		}
		m.Eval, m.HasEval = v, true
	}
	if len(f) > 2 && strings.TrimSpace(f[2]) != "" {
		v, err := strconv.ParseFloat(strings.TrimSpace(f[2]), 64)
		if err != nil || !(v >= 0 && v <= maxDuration.Seconds()) {
			return Move{}, fmt.Errorf("ggf: bad time in %q", s)
		}
		m.Time, m.HasTime = v, true
	}
	return m, nil
}
