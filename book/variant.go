package book

import (
	"fmt"
	"strings"

	"sente/engine/gomoku"
)

// OthelloVariant is the variant name of Othello books.
const OthelloVariant = "standard"

// GomokuVariant names the book variant of a Gomoku rule and board size:
// "freestyle-15", "renju-15", "standard-20", "freestyle-20x15".
func GomokuVariant(rule gomoku.Rule, w, h int) string {
	if w == h {
		return fmt.Sprintf("%s-%d", rule, w)
	}
	return fmt.Sprintf("%s-%dx%d", rule, w, h)
}

// variantRule returns the rule part of a Gomoku variant name.
func variantRule(v string) string {
	if i := strings.LastIndexByte(v, '-'); i >= 0 {
		return v[:i]
	}
	return v
}

// ParseGomokuVariant reads a variant name (GomokuVariant) back.
func ParseGomokuVariant(v string) (rule gomoku.Rule, w, h int, err error) {
	rs := variantRule(v)
	found := false
	for r := gomoku.Freestyle; r <= gomoku.CaroExact; r++ {
		if r.String() == rs {
			rule, found = r, true
		}
	}
	if !found || len(rs) == len(v) {
		return 0, 0, 0, fmt.Errorf("book: bad gomoku variant %q (want RULE-SIZE, e.g. freestyle-15)", v)
	}
	size := v[len(rs)+1:]
	if n, _ := fmt.Sscanf(size, "%dx%d", &w, &h); n == 2 && size == fmt.Sprintf("%dx%d", w, h) {
	} else if n, _ := fmt.Sscanf(size, "%d", &w); n == 1 && size == fmt.Sprint(w) {
		h = w
	} else {
		return 0, 0, 0, fmt.Errorf("book: bad gomoku board size in %q", v)
	}
	if w < gomoku.MinSide || h < gomoku.MinSide || w > gomoku.MaxSide || h > gomoku.MaxSide {
		return 0, 0, 0, fmt.Errorf("book: board size out of range in %q", v)
	}
	return rule, w, h, nil
}

// Compatible reports whether book b can serve game/variant. Othello books
// always can; a Gomoku book must have the same rule (its size may differ:
// positions near the edges are keyed with the board size, so they only
// match on the right board, while free positions match on any board).
func Compatible(b *Book, game, variant string) bool {
	if b == nil || b.game != game {
		return false
	}
	if game == Gomoku {
		return variantRule(b.variant) == variantRule(variant)
	}
	return true
}
