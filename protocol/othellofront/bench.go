package othellofront

import (
	"fmt"

	"sente/engine/othello"
	"sente/protocol"
)

// BenchDepth is the default depth of the Othello bench.
const BenchDepth = 9

// othelloBenchLines are openings played from the start position.
var othelloBenchLines = []string{
	"f5d6c3d3c4f4f6f3e6e7",
	"f5f6e6f4e3c5c4",
	"f5d6c5f4e3f6",
	"f5f4e3f6d3",
	"f5d6c4d3c3f4f6",
	"f5f6e6f4g5d6",
	"f5d6c3d3c4f4c5b3c2e6c6b4",
	"f5f6e6d6",
}

// BenchCases returns the Othello bench positions at depth (0: the
// default depth).
func BenchCases(depth int) ([]protocol.BenchCase, error) {
	if depth <= 0 {
		depth = BenchDepth
	}
	// load the evaluation weights and choose the kernels now, not inside
	// the first case's time
	othello.Evaluate(othello.StartBlack, othello.StartWhite)
	var cases []protocol.BenchCase
	for _, line := range othelloBenchLines {
		pos := othello.NewPosition()
		for i := 0; i+2 <= len(line); i += 2 {
			m, err := othello.ParseMove(line[i : i+2])
			if err == nil {
				err = pos.Play(m)
			}
			if err != nil {
				return nil, fmt.Errorf("othello bench line %s: %v", line, err)
			}
		}
		cases = append(cases, protocol.BenchCase{Name: "othello " + line, Pos: pos, Depth: depth, Show: othello.MoveString})
	}
	return cases, nil
}
