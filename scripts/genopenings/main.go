// Command genopenings writes the balanced opening sets shipped in
// protocol/match/openings/ from Sente's own search: it enumerates short
// openings, scores each at a fixed depth (one thread, deterministic), and
// keeps those whose score is nearest 0, spread over the candidates.
//
// Usage: go run ./scripts/genopenings -game othello|gomoku [-depth N] [-n N] > FILE
//
// Othello openings longer than 6 plies (-plies 8..10) are too many to
// enumerate: -cands distinct positions are drawn by seeded random play
// instead (-seed), so the file is reproducible.
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
	"sente/internal/threestones"
)

type cand struct {
	text  string
	score engine.Score
}

func main() {
	game := flag.String("game", "othello", "othello or gomoku")
	depth := flag.Int("depth", 0, "search depth (default 8 for othello, 4 for gomoku)")
	n := flag.Int("n", 40, "openings to keep")
	plies := flag.Int("plies", 6, "othello: opening length in plies (over 6: sampled)")
	ncand := flag.Int("cands", 3000, "othello, over 6 plies: positions sampled")
	seed := flag.Uint64("seed", 1, "othello, over 6 plies: sampling seed")
	flag.Parse()
	var cs []cand
	switch *game {
	case "othello":
		if *depth == 0 {
			*depth = 8
		}
		if *plies > 6 {
			cs = othelloSampled(*depth, *plies, *ncand, *seed)
		} else {
			cs = othelloCands(*depth)
		}
	case "gomoku":
		if *depth == 0 {
			*depth = 4
		}
		cs = gomokuCands(*depth)
	default:
		fmt.Fprintln(os.Stderr, "unknown game")
		os.Exit(2)
	}
	// Keep the n nearest 0 (ties in enumeration order).
	total := len(cs)
	sort.SliceStable(cs, func(i, j int) bool { return abs(cs[i].score) < abs(cs[j].score) })
	if len(cs) > *n {
		cs = cs[:*n]
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].text < cs[j].text })
	if *game == "othello" && *plies > 6 {
		fmt.Printf("# othello openings from Sente's search (go run ./scripts/genopenings -game othello -depth %d -n %d -plies %d -cands %d -seed %d)\n",
			*depth, *n, *plies, *ncand, *seed)
	} else {
		fmt.Printf("# %s openings from Sente's search (go run ./scripts/genopenings -game %s -depth %d -n %d)\n", *game, *game, *depth, *n)
	}
	fmt.Printf("# the %d of %d candidates whose depth-%d score (side to move) is nearest 0; score in a comment\n", len(cs), total, *depth)
	for _, c := range cs {
		fmt.Printf("%s # %d\n", c.text, c.score)
	}
}

func abs(s engine.Score) engine.Score {
	if s < 0 {
		return -s
	}
	return s
}

func search(pos engine.Position, depth int) engine.Score {
	s := engine.NewSearcher(engine.NewTT(16))
	var stop atomic.Bool
	r := s.Search(pos, engine.Limits{Depth: depth}, &stop, time.Now(), nil)
	return r.Score
}

// othelloCands: every 6-ply line starting f5 (the four first moves are
// symmetric), one per resulting position.
func othelloCands(depth int) []cand {
	var out []cand
	seen := map[uint64]bool{}
	var rec func(pos *othello.Position, line []string)
	rec = func(pos *othello.Position, line []string) {
		if len(line) == 6 {
			if seen[pos.Hash()] || pos.MustPass() || pos.IsOver() {
				return
			}
			seen[pos.Hash()] = true
			out = append(out, cand{strings.Join(line, ""), search(pos, depth)})
			return
		}
		for _, m := range pos.LegalMoves() {
			c := pos.Clone()
			if c.Play(m) != nil {
				continue
			}
			rec(c, append(line, othello.MoveString(m)))
		}
	}
	p := othello.NewPosition()
	f5, _ := othello.ParseMove("f5")
	p.Play(f5)
	rec(p, []string{"f5"})
	return out
}

// othelloSampled: n distinct positions after `plies` plies starting f5,
// reached by seeded random play, each scored at depth.
func othelloSampled(depth, plies, n int, seed uint64) []cand {
	r := rand.New(rand.NewPCG(seed, 0x0e110))
	f5, _ := othello.ParseMove("f5")
	var out []cand
	seen := map[uint64]bool{}
	for tries := 0; len(out) < n && tries < 50*n; tries++ {
		p := othello.NewPosition()
		p.Play(f5)
		line := []string{"f5"}
		for len(line) < plies && !p.IsOver() && !p.MustPass() {
			ms := p.LegalMoves()
			m := ms[r.IntN(len(ms))]
			p.Play(m)
			line = append(line, othello.MoveString(m))
		}
		if len(line) < plies || p.IsOver() || p.MustPass() || seen[p.Hash()] {
			continue
		}
		seen[p.Hash()] = true
		out = append(out, cand{strings.Join(line, ""), search(p, depth)})
	}
	return out
}

// gomokuCands: three stones (black 0,0, white and black within two points
// of the centre), one per shape up to the board's symmetries, scored for
// white to move under freestyle on 15×15.
func gomokuCands(depth int) []cand {
	var out []cand
	for _, o := range threestones.All(2, 2) {
		g, _ := gomoku.NewGame(15, 15, gomoku.Freestyle)
		for _, p := range o {
			g.Play(7+p[0], 7+p[1])
		}
		out = append(out, cand{o.String(), search(g.Position(), depth)})
	}
	return out
}
