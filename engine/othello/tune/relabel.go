package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"

	"sente/engine"
	"sente/engine/othello"
	"sente/internal/inorder"
)

// relabel gives the positions of a gen file a deeper search score.
//
// It copies every record of -data to -out, game by game in the file's
// order, and replaces the search score of the records with -min-empties..
// -max-empties empties that are not exact by a -depth search of the
// production engine (Multi-ProbCut at -probcut, the embedded or -weights
// evaluation). fit then blends that score with the game's result as it
// does the self-play search's. The output is a drop-in replacement of the
// input: a killed run resumes (the last, perhaps partial, game is done
// again), and -shard i/n relabels the games g with g % n == i, so shards run
// on several machines are fitted together.

// relabelConfig parameterises a relabelling run.
type relabelConfig struct {
	Depth                  int
	ProbCutT               float64
	MinEmpties, MaxEmpties int
	Weights                []int16
}

// selected reports whether r gets a new score.
func (cfg *relabelConfig) selected(r record) bool {
	e := empties(r.P, r.O)
	return !r.Exact && e >= cfg.MinEmpties && e <= cfg.MaxEmpties
}

// score returns the search score of (p, o) for p, in centi-discs, never 0
// (0 means "no score" in a record).
func (w *genWorker) score(cfg *relabelConfig, p, o uint64) int16 {
	pos := w.position(p, o, cfg.Weights)
	pos.SetProbCutT(cfg.ProbCutT)
	w.srch.Reset()
	var stop atomic.Bool
	v := w.srch.Search(pos, engine.Limits{Depth: cfg.Depth}, &stop, time.Now(), nil).Score
	v = max(min(v, 6400), -6400)
	if v == 0 {
		v = 1
	}
	return int16(v)
}

// relabelGames rewrites the games of games (each a run of records of one
// game) on workers goroutines and writes them in order to w.
func relabelGames(cfg relabelConfig, games [][]record, workers int, w io.Writer, progress func(done int)) (int, error) {
	n := 0
	var buf []byte
	err := inorder.Run(len(games), workers,
		func() *genWorker {
			return &genWorker{srch: engine.NewSearcher(engine.NewTT(8)), es: othello.NewSolver(8)}
		},
		func(rw *genWorker, k int) []record {
			out := append([]record(nil), games[k]...)
			for i := range out {
				if cfg.selected(out[i]) {
					out[i].Search = rw.score(&cfg, out[i].P, out[i].O)
				}
			}
			return out
		},
		func(_ int, rs []record) (err error) {
			for _, r := range rs {
				if cfg.selected(r) {
					n++
				}
			}
			buf, err = writeRecords(w, buf, rs)
			return err
		},
		func(done int) {
			if progress != nil && done%200 == 0 {
				progress(done)
			}
		})
	return n, err
}

// splitGames cuts records into runs of equal Game, keeping those whose
// game is in this shard and not in skip.
func splitGames(rs []record, shard, shards int, skip map[int]bool) [][]record {
	var out [][]record
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && rs[j].Game == rs[i].Game {
			j++
		}
		g := int(rs[i].Game)
		if g%max(shards, 1) == shard && !skip[g] {
			out = append(out, rs[i:j])
		}
		i = j
	}
	return out
}

func cmdRelabel(args []string) error {
	fs := flag.NewFlagSet("relabel", flag.ExitOnError)
	data := fs.String("data", "", "gen file to relabel (required)")
	out := fs.String("out", "", "output file, appended; a killed run resumes (required)")
	depth := fs.Int("depth", 12, "search depth of the new scores")
	cut := fs.Float64("probcut", othello.DefaultProbCutT, "confidence of the searches' Multi-ProbCut (0: none)")
	lo := fs.Int("min-empties", 19, "fewest empties relabelled")
	hi := fs.Int("max-empties", 44, "most empties relabelled")
	weights := fs.String("weights", "embedded", "the searches' evaluation: embedded or a weights file")
	shard := fs.String("shard", "0/1", "i/n: the games g with g % n == i")
	workers := fs.Int("workers", 2, "goroutines")
	_ = fs.Parse(args)
	if *data == "" || *out == "" {
		return fmt.Errorf("relabel: -data and -out are required")
	}
	si, sn, err := inorder.ParseShard(*shard)
	if err != nil {
		return err
	}
	cfg := relabelConfig{Depth: *depth, ProbCutT: *cut, MinEmpties: *lo, MaxEmpties: *hi}
	if cfg.Weights, err = loadWeightsFile(*weights); err != nil {
		return err
	}
	rs, err := readRecords(*data)
	if err != nil {
		return err
	}
	skip, err := resumeGen(*out)
	if err != nil {
		return err
	}
	games := splitGames(rs, si, sn, skip)
	f, err := os.OpenFile(*out, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	fmt.Fprintf(os.Stderr, "relabel: %d games to do (%d already in %s)\n", len(games), len(skip), *out)
	t0 := time.Now()
	n, err := relabelGames(cfg, games, *workers, f, func(done int) {
		fmt.Fprintf(os.Stderr, "relabel: %d/%d games, %s\n", done, len(games), time.Since(t0).Round(time.Second))
	})
	if err != nil {
		return err
	}
	fmt.Printf("relabel: %d games, %d positions searched in %s\n", len(games), n, time.Since(t0).Round(time.Millisecond))
	return nil
}
