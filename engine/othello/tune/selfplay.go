package main

import (
	"encoding/binary"
	"fmt"
	"io"
	"math/bits"
	"math/rand/v2"
	"os"
	"sync/atomic"
	"time"

	"sente/engine"
	"sente/engine/othello"
	"sente/internal/inorder"
)

// record is one labelled training position: p to move against o, label =
// final disc difference for p (exact for positions with at most solveAt
// empties; for earlier ones, the exact value of the same game's position at
// solveAt empties, i.e. the game's result with a perfect endgame). Search
// is the score, in centi-discs for p, of the search that chose the move
// played from the position when a depth search chose it (genConfig.Depth),
// else 0.
type record struct {
	P, O   uint64
	Game   uint32
	Label  int16
	Exact  bool
	Search int16
}

const recordSize = 8 + 8 + 4 + 2 + 1 + 2

func (r record) append(b []byte) []byte {
	b = binary.LittleEndian.AppendUint64(b, r.P)
	b = binary.LittleEndian.AppendUint64(b, r.O)
	b = binary.LittleEndian.AppendUint32(b, r.Game)
	b = binary.LittleEndian.AppendUint16(b, uint16(r.Label))
	var x byte
	if r.Exact {
		x = 1
	}
	b = append(b, x)
	return binary.LittleEndian.AppendUint16(b, uint16(r.Search))
}

func readRecords(path string) ([]record, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b)%recordSize != 0 {
		return nil, fmt.Errorf("%s: size %d is not a multiple of %d", path, len(b), recordSize)
	}
	return decodeRecords(b), nil
}

// decodeRecords parses whole records (a trailing partial one is ignored).
func decodeRecords(b []byte) []record {
	rs := make([]record, len(b)/recordSize)
	for i := range rs {
		x := b[i*recordSize:]
		rs[i] = record{
			P:      binary.LittleEndian.Uint64(x),
			O:      binary.LittleEndian.Uint64(x[8:]),
			Game:   binary.LittleEndian.Uint32(x[16:]),
			Label:  int16(binary.LittleEndian.Uint16(x[20:])),
			Exact:  x[22] == 1,
			Search: int16(binary.LittleEndian.Uint16(x[23:])),
		}
	}
	return rs
}

// evalFunc scores a position for the side to move (any unit: only the
// order of the values matters to the playing policy).
type evalFunc func(p, o uint64) int

// genConfig parameterises self-play generation.
type genConfig struct {
	Seed    uint64
	Games   int
	SolveAt int     // exact solve from this many empties
	Epsilon float64 // probability of a random move after the opening
	Workers int
	Policy  evalFunc
	// Engine labels with the production solver (othello.Solver) instead
	// of the small independent one: much faster from 16 empties up.
	Engine bool
	// Depth, if positive, chooses the moves before SolveAt empties by a
	// Depth-ply search of the production engine (Multi-ProbCut on),
	// evaluating with Weights (nil: the embedded weights), instead of a
	// 1-ply search on Policy; the records keep that search's score.
	Depth   int
	Weights []int16
	// Shard, Shards: this run plays the games g < Games with
	// g % Shards == Shard (Shards 0 or 1: all of them).
	Shard, Shards int
	// Skip lists games already written (a resumed run).
	Skip map[int]bool
}

// games returns the game numbers this run plays, in order.
func (cfg *genConfig) games() []int {
	n := max(cfg.Shards, 1)
	var gs []int
	for g := cfg.Shard; g < cfg.Games; g += n {
		if !cfg.Skip[g] {
			gs = append(gs, g)
		}
	}
	return gs
}

// genWorker is one goroutine's reusable state.
type genWorker struct {
	es   *othello.Solver
	srch *engine.Searcher
}

func newGenWorker(cfg *genConfig) *genWorker {
	w := &genWorker{}
	if cfg.Engine || cfg.Depth > 0 {
		w.es = othello.NewSolver(8)
	}
	if cfg.Depth > 0 {
		w.srch = engine.NewSearcher(engine.NewTT(8))
	}
	return w
}

// position returns (p, o) with p to move, evaluated with weights (nil:
// the embedded ones) and solved by the worker's solver.
func (w *genWorker) position(p, o uint64, weights []int16) *othello.Position {
	pos := othello.FromBitboards(p, o, othello.Black)
	if weights != nil {
		if err := pos.SetWeights(weights); err != nil {
			panic(err)
		}
	}
	pos.SetSolver(w.es)
	return pos
}

// searchMove returns the move of a cfg.Depth search from (p, o) and its
// score in centi-discs for p.
func (w *genWorker) searchMove(cfg *genConfig, p, o uint64) (int, int) {
	pos := w.position(p, o, cfg.Weights)
	var stop atomic.Bool
	r := w.srch.Search(pos, engine.Limits{Depth: cfg.Depth}, &stop, time.Now(), nil)
	return int(r.Move), int(r.Score)
}

// pickMove chooses a move: uniformly at random with probability eps, else
// the best by a 1-ply search on the policy (ties broken at random).
func pickMove(rng *rand.Rand, p, o, mv uint64, eps float64, policy evalFunc) int {
	n := bits.OnesCount64(mv)
	if rng.Float64() < eps {
		k := rng.IntN(n)
		for ; k > 0; k-- {
			mv &= mv - 1
		}
		return bits.TrailingZeros64(mv)
	}
	best, bestV, ties := -1, 0, 0
	for m := mv; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		np, no := play(p, o, sq)
		v := -policy(np, no)
		if moves(np, no) == 0 && moves(no, np) == 0 {
			v = -finalScore(np, no) * 100000
		}
		switch {
		case best < 0 || v > bestV:
			best, bestV, ties = sq, v, 1
		case v == bestV:
			ties++
			if rng.IntN(ties) == 0 {
				best = sq
			}
		}
	}
	return best
}

// genGame plays one self-play game and returns its labelled positions.
// Positions where the mover must pass are not recorded. The game depends
// on cfg and g only (the worker's search tables are cleared first).
func genGame(cfg *genConfig, w *genWorker, g int) []record {
	rng := rand.New(rand.NewPCG(cfg.Seed, uint64(g)))
	var sv solver
	es := w.es
	if !cfg.Engine {
		es = nil
	}
	if w.srch != nil {
		w.srch.Reset()
	}
	p, o := startP, startO
	type hist struct {
		p, o   uint64
		side   int
		search int16
	}
	var early []hist
	side := 0
	random := 2 + rng.IntN(13) // random opening plies: 2..14
	var out []record
	for ply := 0; ; {
		mv := moves(p, o)
		if mv == 0 {
			if moves(o, p) == 0 {
				break
			}
			p, o, side = o, p, side^1
			continue
		}
		e := 64 - bits.OnesCount64(p|o)
		if e <= cfg.SolveAt {
			var v int
			if es != nil {
				v, _ = es.Solve(engine.NewControl(nil, 0), p, o, -64, 64)
			} else {
				v = sv.solve(p, o)
			}
			if early != nil {
				for _, h := range early {
					l := v
					if h.side != side {
						l = -v
					}
					out = append(out, record{P: h.p, O: h.o, Game: uint32(g), Label: int16(l), Search: h.search})
				}
				early = nil
			}
			out = append(out, record{P: p, O: o, Game: uint32(g), Label: int16(v), Exact: true})
			sq := pickMove(rng, p, o, mv, cfg.Epsilon, cfg.Policy)
			p, o = play(p, o, sq)
			side ^= 1
			ply++
			continue
		}
		eps := cfg.Epsilon
		if ply < random {
			eps = 1
		}
		var sq, score int
		if cfg.Depth > 0 && bits.OnesCount64(mv) > 1 && rng.Float64() >= eps {
			sq, score = w.searchMove(cfg, p, o)
		} else {
			if cfg.Depth > 0 {
				eps = 1 // the search is the policy: the other moves are random
			}
			sq = pickMove(rng, p, o, mv, eps, cfg.Policy)
		}
		early = append(early, hist{p, o, side, int16(score)})
		p, o = play(p, o, sq)
		side ^= 1
		ply++
	}
	if early != nil { // the game ended before reaching SolveAt empties
		v := finalScore(p, o)
		for _, h := range early {
			l := v
			if h.side != side {
				l = -v
			}
			out = append(out, record{P: h.p, O: h.o, Game: uint32(g), Label: int16(l), Search: h.search})
		}
	}
	return out
}

// generate plays the games of cfg.games() on cfg.Workers goroutines and
// writes each game's records as soon as every earlier game of the run is
// written, so the output depends only on the flags (not on the workers)
// and a killed run leaves whole games followed by at most one partial one.
func generate(cfg genConfig, w io.Writer, progress func(done int)) (int, error) {
	todo := cfg.games()
	n := 0
	var buf []byte
	err := inorder.Run(len(todo), cfg.Workers,
		func() *genWorker { return newGenWorker(&cfg) },
		func(gw *genWorker, k int) []record { return genGame(&cfg, gw, todo[k]) },
		func(_ int, rs []record) (err error) {
			n += len(rs)
			buf, err = writeRecords(w, buf, rs)
			return err
		},
		func(done int) {
			if progress != nil && done%500 == 0 {
				progress(done)
			}
		})
	return n, err
}

// writeRecords writes rs to w in one write, encoded in buf (reused: the
// grown buffer is returned).
func writeRecords(w io.Writer, buf []byte, rs []record) ([]byte, error) {
	buf = buf[:0]
	for _, r := range rs {
		buf = r.append(buf)
	}
	_, err := w.Write(buf)
	return buf, err
}

// resumeGen prepares path for a resumed run: it cuts a trailing partial
// record and the last game written (it may be incomplete), and returns the
// games whose records remain.
func resumeGen(path string) (map[int]bool, error) {
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	rs := decodeRecords(b)
	keep := len(rs)
	for keep > 0 && rs[keep-1].Game == rs[len(rs)-1].Game {
		keep--
	}
	if err := os.Truncate(path, int64(keep*recordSize)); err != nil {
		return nil, err
	}
	done := make(map[int]bool)
	for _, r := range rs[:keep] {
		done[int(r.Game)] = true
	}
	return done, nil
}
