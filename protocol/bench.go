package protocol

import (
	"fmt"
	"io"
	"time"

	"sente/engine"
	"sente/engine/mcts"
)

// BenchCase is one fixed position of the bench, searched at a fixed depth.
type BenchCase struct {
	Name  string
	Pos   engine.Position
	Depth int
	Show  func(engine.Move) string // move name for the report
}

// RunBench searches every case with threads threads (1: the determinism
// signature) and a fresh table of hashMiB MiB, prints a line per case,
// then "Nodes searched: N" (with one thread, the determinism signature),
// the speed and the time. It returns the node total.
func RunBench(w io.Writer, cases []BenchCase, hashMiB, threads int) uint64 {
	return RunBenchSearch(w, cases, hashMiB, threads, SearchAB)
}

// RunBenchSearch is RunBench with the named search (see ParseSearch):
// with SearchMCTS each case is searched by a fresh Monte Carlo search
// under the same depth limit (a deterministic simulation budget, see
// mcts.Params.DepthSims), on one thread.
func RunBenchSearch(w io.Writer, cases []BenchCase, hashMiB, threads int, search string) uint64 {
	var total uint64
	var elapsed time.Duration
	s := engine.NewSearcher(engine.NewTT(hashMiB))
	s.SetThreads(threads)
	for i, c := range cases {
		s.Reset()
		start := time.Now()
		var r engine.Result
		if search == SearchMCTS {
			r = mcts.New(mcts.DefaultParams()).Search(c.Pos, engine.Limits{Depth: c.Depth}, nil, start, nil)
		} else {
			r = s.Search(c.Pos, engine.Limits{Depth: c.Depth}, nil, start, nil)
		}
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
