package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"time"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/internal/inorder"
)

// gameRecord is one self-play game: its number, the rule, the moves (cell
// y·15+x, in order) with the score of the search that chose each (0 for
// the random opening moves) and the result for black: 1 win, −1 loss, 0
// draw.
type gameRecord struct {
	Game   uint32
	Rule   gomoku.Rule
	Result int8
	Moves  []uint8
	Scores []int16
}

// boardSide is the side of the board the tool plays on.
const boardSide = 15

// append encodes r: game (uint32), rule, move count, result (one byte
// each), then per move the cell (one byte) and the score (int16),
// little-endian.
func (r *gameRecord) append(b []byte) []byte {
	b = binary.LittleEndian.AppendUint32(b, r.Game)
	b = append(b, byte(r.Rule), byte(len(r.Moves)), byte(r.Result))
	for i, m := range r.Moves {
		b = append(b, m)
		b = binary.LittleEndian.AppendUint16(b, uint16(r.Scores[i]))
	}
	return b
}

const recordHeader = 7

// decodeGames parses whole records; n is the number of bytes they take
// (a trailing partial record is left out).
func decodeGames(b []byte) (rs []gameRecord, n int) {
	for len(b)-n >= recordHeader {
		x := b[n:]
		k := int(x[5])
		size := recordHeader + 3*k
		if len(x) < size {
			break
		}
		r := gameRecord{Game: binary.LittleEndian.Uint32(x), Rule: gomoku.Rule(x[4]), Result: int8(x[6]),
			Moves: make([]uint8, k), Scores: make([]int16, k)}
		for i := 0; i < k; i++ {
			r.Moves[i] = x[recordHeader+3*i]
			r.Scores[i] = int16(binary.LittleEndian.Uint16(x[recordHeader+3*i+1:]))
		}
		rs = append(rs, r)
		n += size
	}
	return rs, n
}

// readGames reads the records of the files (a partial last record is
// ignored).
func readGames(paths []string) ([]gameRecord, error) {
	var all []gameRecord
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		rs, _ := decodeGames(b)
		all = append(all, rs...)
	}
	return all, nil
}

// genConfig parameterises self-play generation.
type genConfig struct {
	Seed    uint64
	Games   int
	Rule    gomoku.Rule
	Nodes   uint64 // the search's node budget per move
	Random  int    // random opening plies: Random..Random+2 after the centre
	Workers int
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

// genGame plays game g: the centre, cfg.Random to cfg.Random+2 random
// moves among those the engine would consider (near the stones), then
// moves chosen by a cfg.Nodes search of the production engine (one
// thread, a table cleared per game), until five, a full board or, in
// renju, the 25 empties the managers score as a draw.
func genGame(cfg *genConfig, s *engine.Searcher, g int) gameRecord {
	rng := rand.New(rand.NewPCG(cfg.Seed, uint64(g)))
	s.Reset()
	game, err := gomoku.NewGame(boardSide, boardSide, cfg.Rule)
	if err != nil {
		panic(err)
	}
	r := gameRecord{Game: uint32(g), Rule: cfg.Rule}
	random := 1 + cfg.Random + rng.IntN(3)
	buf := make([]engine.Move, 0, engine.MaxMoves)
	for ply := 0; ; ply++ {
		if res, over := gameEnd(game); over {
			r.Result = res
			return r
		}
		pos := game.Position()
		var m engine.Move
		var score engine.Score
		if ply < random {
			ms := pos.GenMoves(buf[:0])
			m = ms[rng.IntN(len(ms))]
		} else {
			res := s.Search(pos, engine.Limits{Nodes: cfg.Nodes}, nil, time.Now(), nil)
			m, score = res.Move, res.Score
		}
		if err := game.Play(int(m)%boardSide, int(m)/boardSide); err != nil {
			panic(fmt.Sprintf("game %d ply %d: %v", g, ply, err))
		}
		r.Moves = append(r.Moves, uint8(m))
		r.Scores = append(r.Scores, int16(max(min(score, 32000), -32000)))
	}
}

// generate plays the games of cfg.games() on cfg.Workers goroutines and
// writes each game as soon as every earlier game of the run is written,
// so the output depends only on the flags (not on the workers) and a
// killed run leaves whole games followed by at most one partial one.
func generate(cfg genConfig, w io.Writer, progress func(done int)) (games, positions int, err error) {
	todo := cfg.games()
	var buf []byte
	err = inorder.Run(len(todo), cfg.Workers,
		func() *engine.Searcher { return engine.NewSearcher(engine.NewTT(16)) },
		func(s *engine.Searcher, k int) gameRecord { return genGame(&cfg, s, todo[k]) },
		func(_ int, r gameRecord) error {
			buf = r.append(buf[:0])
			if _, err := w.Write(buf); err != nil {
				return err
			}
			games++
			positions += len(r.Moves)
			return nil
		},
		func(done int) {
			if progress != nil && done%100 == 0 {
				progress(done)
			}
		})
	return games, positions, err
}

// resumeGen prepares path for a resumed run: it cuts a trailing partial
// record and returns the games whose records are whole.
func resumeGen(path string) (map[int]bool, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	rs, n := decodeGames(b)
	if n < len(b) {
		if err := os.Truncate(path, int64(n)); err != nil {
			return nil, err
		}
	}
	done := make(map[int]bool, len(rs))
	for _, r := range rs {
		done[int(r.Game)] = true
	}
	return done, nil
}

// gameEnd reports whether the game is over (five, a full board, or renju's
// 25 empties, which the managers score as a draw) and its result for
// black: 1 win, −1 loss, 0 draw or not over.
func gameEnd(game *gomoku.Game) (result int8, over bool) {
	if w, won := game.Winner(); won {
		switch w {
		case gomoku.Black:
			return 1, true
		case gomoku.White:
			return -1, true
		}
		return 0, true
	}
	empty := boardSide*boardSide - game.Stones()
	return 0, empty == 0 || (game.Rule() == gomoku.Renju && empty <= 25)
}
