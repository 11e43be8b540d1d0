package gomoku

import (
	"fmt"
	"strings"
)

// ParseRule reads a rule by its name (Rule.String: freestyle, standard,
// renju, caro, caro-exact; "caro9" also names CaroExact), in any case.
func ParseRule(s string) (Rule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "freestyle":
		return Freestyle, nil
	case "standard":
		return Standard, nil
	case "renju":
		return Renju, nil
	case "caro":
		return Caro, nil
	case "caro-exact", "caro9":
		return CaroExact, nil
	}
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return 0, fmt.Errorf("gomoku: unknown rule %q (want freestyle, standard, renju, caro or caro-exact)", s)
}
