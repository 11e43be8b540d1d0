package gomoku

import (
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

func TestBenchPositionsPlayable(t *testing.T) {
	gs := BenchPositions()
	if len(gs) != len(benchGames) {
		t.Fatalf("%d positions", len(gs))
	}
	for i, g := range gs {
		if _, won := g.Winner(); won {
			t.Errorf("bench %d is finished", i)
		}
		if g.Stones() != len(benchGames[i].moves) {
			t.Errorf("bench %d: %d stones", i, g.Stones())
		}
		if len(g.Position().GenMoves(nil)) == 0 {
			t.Errorf("bench %d: no moves", i)
		}
	}
}

func BenchmarkGenMoves(b *testing.B) {
	ps := benchPositions()
	buf := make([]engine.Move, 0, engine.MaxMoves)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = ps[i%len(ps)].GenMoves(buf[:0])
	}
}

func BenchmarkMakeUnmake(b *testing.B) {
	ps := benchPositions()
	var ms [][]engine.Move
	for _, p := range ps {
		ms = append(ms, p.GenMoves(nil))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(ps)
		m := ms[k][i%len(ms[k])]
		ps[k].Make(m)
		ps[k].Unmake(m)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	ps := benchPositions()
	var s engine.Score
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s += ps[i%len(ps)].Evaluate()
	}
	_ = s
}

// BenchmarkVCF solves the VCF puzzles (each has a win).
func BenchmarkVCF(b *testing.B) {
	var ps []*Position
	for _, pz := range vcfPuzzles {
		if pz.win {
			ps = append(ps, pz.game(b).Position())
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if ps[i%len(ps)].VCF(nil, 40, 1<<30) == nil {
			b.Fatal("no VCF")
		}
	}
}

// BenchmarkSearch searches every bench position to depth 8, one thread.
func BenchmarkSearch(b *testing.B) {
	var nodes uint64
	start := time.Now()
	for i := 0; i < b.N; i++ {
		for _, g := range BenchPositions() {
			s := engine.NewSearcher(engine.NewTT(16))
			var stop atomic.Bool
			r := s.Search(g.Position(), engine.Limits{Depth: 8}, &stop, time.Now(), nil)
			nodes += r.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

func benchPositions() []*Position {
	var ps []*Position
	for _, g := range BenchPositions() {
		ps = append(ps, g.Position())
	}
	return ps
}

// BenchmarkVCT finds the VCTs that the seed player had after Sente's
// losing moves (seedLosses, and a 12-move win ten stones into a game of
// TestSeedPlayerOwnMoves), from a fresh position each time (the tables
// start empty), with the proof-number search and with the iterative
// depth-first one; it reports the threat-search nodes per position.
func BenchmarkVCT(b *testing.B) {
	for _, mode := range []struct {
		name string
		pn   bool
	}{{"proof-number", true}, {"depth-first", false}} {
		b.Run(mode.name, func(b *testing.B) {
			var games []*Game
			for _, sl := range seedLosses {
				games = append(games, playedGame(b, sl.rule, append(sl.moves, sl.lost)...))
			}
			games = append(games, playedGame(b, Freestyle, [][2]int{{9, 8}, {10, 8}, {10, 7}, {8, 9},
				{11, 6}, {9, 7}, {8, 6}, {7, 6}, {11, 8}, {8, 5}}...))
			nodes := 0
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				p := games[i%len(games)].Position()
				prm := p.Params()
				prm.ProofNumberVCT = mode.pn
				p.SetParams(prm)
				if p.VCT(nil, rootVCTDepth, 1<<22) == engine.NoMove {
					b.Fatal("no VCT")
				}
				if p.vct != nil {
					nodes += p.vct.nodes
				} else {
					nodes += p.vcf.nodes // a VCF came first
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}
