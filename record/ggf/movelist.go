package ggf

import (
	"fmt"
	"strings"

	"sente/engine"
	"sente/engine/othello"
)

// MaxFile bounds the size of a games file (GGF records or move lists)
// the readers accept.
const MaxFile = 64 << 20

// ParseMoveList reads an Othello move list, the plain record of a game
// from the start position: "f5d6c3", "f5 d6 PA c3" or "F5,D6".
func ParseMoveList(s string) ([]engine.Move, error) {
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
