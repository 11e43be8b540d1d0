package gomokubook

import (
	"fmt"

	"sente/book"
	"sente/engine/gomoku"
)

// Variant names the book variant of a Gomoku rule and board size:
// "freestyle-15", "renju-15", "standard-20", "freestyle-20x15".
func Variant(rule gomoku.Rule, w, h int) string {
	if w == h {
		return fmt.Sprintf("%s-%d", rule, w)
	}
	return fmt.Sprintf("%s-%dx%d", rule, w, h)
}

// ParseVariant reads a variant name (Variant) back.
func ParseVariant(v string) (rule gomoku.Rule, w, h int, err error) {
	rs := book.VariantRule(v)
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
