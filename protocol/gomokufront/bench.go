package gomokufront

import (
	"fmt"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/protocol"
)

// BenchDepth is the default depth of the Gomoku bench: 12 since the
// root's VCT checks are off by default (they took most of the nodes at
// depth 8, which the tree alone now finishes in a few thousand nodes);
// about as long as depth 8 was with them.
const BenchDepth = 12

// BenchCases returns engine/gomoku's bench positions at depth (0:
// the default depth).
func BenchCases(depth int) []protocol.BenchCase {
	if depth <= 0 {
		depth = BenchDepth
	}
	var cases []protocol.BenchCase
	for _, g := range gomoku.BenchPositions() {
		w := g.Width()
		cases = append(cases, protocol.BenchCase{
			Name:  fmt.Sprintf("gomoku %s %dx%d %d stones", g.Rule(), w, g.Height(), g.Stones()),
			Pos:   g.Position(),
			Depth: depth,
			Show: func(m engine.Move) string {
				if m == engine.NoMove {
					return "none"
				}
				return fmt.Sprintf("%d,%d", int(m)%w, int(m)/w)
			},
		})
	}
	return cases
}
