package book

import "strings"

// OthelloVariant is the variant name of Othello books.
const OthelloVariant = "standard"

// VariantRule returns the rule part of a Gomoku variant name
// ("renju-15" -> "renju").
func VariantRule(v string) string {
	if i := strings.LastIndexByte(v, '-'); i >= 0 {
		return v[:i]
	}
	return v
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
		return VariantRule(b.variant) == VariantRule(variant)
	}
	return true
}
