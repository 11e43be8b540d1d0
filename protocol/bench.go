package protocol

import (
	"fmt"
	"io"
	"time"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
)

// BenchCase is one fixed position of the bench, searched at a fixed depth.
type BenchCase struct {
	Name  string
	Pos   engine.Position
	Depth int
	Show  func(engine.Move) string // move name for the report
}

// OthelloBenchDepth and GomokuBenchDepth are the bench's default depths.
const (
	OthelloBenchDepth = 9
	GomokuBenchDepth  = 8
)

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

// OthelloBenchCases returns the Othello bench positions at depth (0: the
// default depth).
func OthelloBenchCases(depth int) ([]BenchCase, error) {
	if depth <= 0 {
		depth = OthelloBenchDepth
	}
	var cases []BenchCase
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
		cases = append(cases, BenchCase{Name: "othello " + line, Pos: pos, Depth: depth, Show: othello.MoveString})
	}
	return cases, nil
}

// GomokuBenchCases returns engine/gomoku's bench positions at depth (0:
// the default depth).
func GomokuBenchCases(depth int) []BenchCase {
	if depth <= 0 {
		depth = GomokuBenchDepth
	}
	var cases []BenchCase
	for _, g := range gomoku.BenchPositions() {
		w := g.Width()
		cases = append(cases, BenchCase{
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

// RunBench searches every case with one thread and a fresh table of
// hashMiB MiB, prints a line per case, then "Nodes searched: N" (the
// determinism signature), the speed and the time. It returns the node total.
func RunBench(w io.Writer, cases []BenchCase, hashMiB int) uint64 {
	var total uint64
	var elapsed time.Duration
	s := engine.NewSearcher(engine.NewTT(hashMiB))
	for i, c := range cases {
		s.Reset()
		start := time.Now()
		r := s.Search(c.Pos, engine.Limits{Depth: c.Depth}, nil, start, nil)
		d := time.Since(start)
		total += r.Nodes
		elapsed += d
		fmt.Fprintf(w, "%2d %-34s depth %2d move %-5s score %7d nodes %10d %8.3fs\n",
			i+1, c.Name, r.Depth, c.Show(r.Move), r.Score, r.Nodes, d.Seconds())
	}
	fmt.Fprintf(w, "Nodes searched: %d\n", total)
	fmt.Fprintf(w, "Nodes/second: %d\n", uint64(float64(total)/max(elapsed.Seconds(), 1e-9)))
	fmt.Fprintf(w, "Time: %.3fs\n", elapsed.Seconds())
	return total
}
