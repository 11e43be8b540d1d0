package pbrain

import (
	"fmt"

	"sente/engine/gomoku"
)

// parseGomocupRule converts the value of `INFO rule` to a rule. The bit
// mask is 1 exactly five, 2 continuous game, 4 renju, 8 caro. Yixin-Board
// sends 2 for renju, so a bare 2 means renju; otherwise the continuous bit
// is accepted and ignored (the engine plays each position on its merits).
// Values 0, 1, 2, 4, 8, 9, each optionally +2 (except 2 itself), are
// accepted; anything else is an error.
func parseGomocupRule(v int) (gomoku.Rule, error) {
	if v == 2 {
		return gomoku.Renju, nil
	}
	if v < 0 || v > 15 {
		return 0, fmt.Errorf("unsupported rule %d", v)
	}
	switch v &^ 2 {
	case 0:
		return gomoku.Freestyle, nil
	case 1:
		return gomoku.Standard, nil
	case 4:
		return gomoku.Renju, nil
	case 8:
		return gomoku.Caro, nil
	case 9:
		return gomoku.CaroExact, nil
	}
	return 0, fmt.Errorf("unsupported rule %d", v)
}
