package main

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"testing"

	"sente/engine/gomoku"
)

func genBytes(t *testing.T, cfg genConfig) []byte {
	t.Helper()
	var buf bytes.Buffer
	if _, _, err := generate(cfg, &buf, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// The output depends on the flags only: the same with 1 and 3 workers;
// two shards play the games of the whole run between them; every game is
// legal to its end and its result is the winner of its last move.
func TestGenReproducibleAndSharded(t *testing.T) {
	cfg := genConfig{Seed: 7, Games: 6, Rule: gomoku.Freestyle, Nodes: 800, Random: 2, Workers: 1}
	one := genBytes(t, cfg)
	cfg.Workers = 3
	if three := genBytes(t, cfg); !bytes.Equal(one, three) {
		t.Fatal("1 and 3 workers wrote different files")
	}
	all, n := decodeGames(one)
	if n != len(one) || len(all) != 6 {
		t.Fatalf("decoded %d games from %d of %d bytes", len(all), n, len(one))
	}
	byGame := map[uint32][]byte{}
	for _, r := range all {
		byGame[r.Game] = r.append(nil)
		g, _ := gomoku.NewGame(boardSide, boardSide, r.Rule)
		for i, m := range r.Moves {
			if err := g.Play(int(m)%boardSide, int(m)/boardSide); err != nil {
				t.Fatalf("game %d move %d: %v", r.Game, i, err)
			}
		}
		w, over := g.Winner()
		want := int8(0)
		switch {
		case over && w == gomoku.Black:
			want = 1
		case over && w == gomoku.White:
			want = -1
		}
		if r.Result != want {
			t.Fatalf("game %d: result %d, board says %d", r.Game, r.Result, want)
		}
	}
	cfg.Workers = 2
	seen := 0
	for sh := 0; sh < 2; sh++ {
		cfg.Shard, cfg.Shards = sh, 2
		rs, _ := decodeGames(genBytes(t, cfg))
		for _, r := range rs {
			if int(r.Game)%2 != sh || !bytes.Equal(r.append(nil), byGame[r.Game]) {
				t.Fatalf("shard %d: game %d differs from the unsharded run", sh, r.Game)
			}
			seen++
		}
	}
	if seen != 6 {
		t.Fatalf("the shards played %d games, want 6", seen)
	}
}

// A file cut inside a record resumes to the byte-identical file.
func TestGenResume(t *testing.T) {
	cfg := genConfig{Seed: 3, Games: 4, Rule: gomoku.Renju, Nodes: 500, Random: 2, Workers: 2}
	full := genBytes(t, cfg)
	_, n := decodeGames(full[:len(full)/2])
	path := filepath.Join(t.TempDir(), "g.bin")
	if err := os.WriteFile(path, full[:n+5], 0o644); err != nil {
		t.Fatal(err)
	}
	skip, err := resumeGen(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Skip = skip
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := generate(cfg, f, nil); err != nil {
		t.Fatal(err)
	}
	f.Close()
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, full) {
		t.Fatalf("resumed file differs (%d bytes, want %d)", len(got), len(full))
	}
}

// The fit lowers the training loss from its start and learns a class the
// data rewards: positions where the side to move owns many points of one
// class and wins.
func TestFitLearns(t *testing.T) {
	var ss []sample
	for i := 0; i < 400; i++ {
		s := sample{me: []classCount{{1, 3}}, op: []classCount{{1, 3}}, target: 0.5}
		if i%2 == 0 {
			s.me = append(s.me, classCount{7, 2})
			s.target = 1
		}
		ss = append(ss, s)
	}
	start := newModel()
	m := fit(ss, start, fitConfig{Iters: 200, Rate: 0.05, Lambda: 1e-4}, nil)
	if l0, l1 := logLoss(start, ss, false), logLoss(m, ss, false); !(l1 < l0-0.1) {
		t.Fatalf("loss %.4f -> %.4f", l0, l1)
	}
	if m.me[7] <= 0.5 || math.Abs(m.me[0]) > 0 {
		t.Fatalf("class 7 worth %.3f, class 0 %.3f", m.me[7], m.me[0])
	}
}

// A held class keeps its starting value while the others learn: the
// data below rewards classes 7 and 9 alike, and only 9 may move.
func TestFitHold(t *testing.T) {
	var ss []sample
	for i := 0; i < 400; i++ {
		s := sample{me: []classCount{{1, 3}}, op: []classCount{{1, 3}}, target: 0.5}
		if i%2 == 0 {
			s.me = append(s.me, classCount{7, 1}, classCount{9, 1})
			s.target = 1
		}
		ss = append(ss, s)
	}
	start := newModel()
	start.me[7] = 0.25
	hold := make([]bool, gomoku.NumClasses)
	hold[7] = true
	m := fit(ss, start, fitConfig{Iters: 200, Rate: 0.05, Lambda: 1e-4, Hold: hold}, nil)
	if m.me[7] != 0.25 || m.op[7] != 0 || m.me[9] <= 0.5 {
		t.Fatalf("held class 7 %.3f/%.3f, free class 9 %.3f", m.me[7], m.op[7], m.me[9])
	}
	if n := len(threatClasses()); n != gomoku.NumClasses {
		t.Fatalf("threatClasses marks %d classes, want %d", n, gomoku.NumClasses)
	}
	th := threatClasses()
	if th[0] || !th[gomoku.NumClasses-1] {
		t.Fatal("threatClasses: the empty class held or the strongest free")
	}
}

// A fit that starts from the embedded tables (fit -from embedded) keeps
// their unit: the starting model converted back to points at the scale it
// was made with gives the embedded values again, so that a refit that
// moves nothing plays as the engine does and the search's margins keep
// their meaning.
func TestEmbeddedStartKeepsUnit(t *testing.T) {
	emb := gomoku.DefaultEvalWeights(gomoku.Freestyle)
	if *emb == *gomoku.HandEvalWeights() {
		t.Skip("no embedded tables")
	}
	for _, k := range []float64{0.00046, 0.00057, 0.00062} {
		w := toWeights(scaled(emb, k), k)
		if w.Me != emb.Me || w.Op != emb.Op {
			t.Fatalf("scale %g: the embedded tables do not come back", k)
		}
	}
}

// decodeGames never panics on arbitrary bytes, reads only whole records,
// and the records it reads encode back to the bytes they came from.
func FuzzDecodeGames(f *testing.F) {
	cfg := genConfig{Seed: 1, Games: 2, Rule: gomoku.Freestyle, Nodes: 300, Random: 2, Workers: 1}
	var buf bytes.Buffer
	if _, _, err := generate(cfg, &buf, nil); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add(buf.Bytes()[:buf.Len()-3])
	f.Add([]byte{1, 0, 0, 0, 0, 255, 1})
	f.Fuzz(func(t *testing.T, b []byte) {
		rs, n := decodeGames(b)
		if n > len(b) {
			t.Fatalf("consumed %d of %d bytes", n, len(b))
		}
		var re []byte
		for i := range rs {
			re = rs[i].append(re)
		}
		if !bytes.Equal(re, b[:n]) {
			t.Fatalf("re-encoding %d records differs from the %d bytes read", len(rs), n)
		}
	})
}

// With average, a sample's features give, under the embedded tables, the
// search's two-ply average: half the position's evaluation minus its
// parent's (each for its own side to move), position by position.
func TestAverageFeaturesMatchSearch(t *testing.T) {
	cfg := genConfig{Seed: 3, Games: 3, Rule: gomoku.Freestyle, Nodes: 300, Random: 2, Workers: 1}
	rs, _ := decodeGames(genBytes(t, cfg))
	const skip = 5
	ss := toSamples(rs, skip, false, 0, 0, true)
	m := scaled(gomoku.DefaultEvalWeights(gomoku.Freestyle), 1)
	var want []float64
	for k := range rs {
		var parent float64
		replay(rs[k:k+1], skip-1, func(r *gameRecord, i int, _ *gomoku.Game, pos *gomoku.Position) {
			e := float64(pos.Evaluate())
			defer func() { parent = e }()
			if _, settled := pos.Outcome(1); i < skip || settled {
				return
			}
			want = append(want, (e-parent)/2)
		})
	}
	if len(ss) != len(want) || len(ss) < 20 {
		t.Fatalf("%d samples, %d positions replayed", len(ss), len(want))
	}
	for i := range ss {
		if got := m.z(&ss[i]); math.Abs(got-want[i]) > 1e-6 {
			t.Fatalf("sample %d: the features give %.1f, the evaluations %.1f", i, got, want[i])
		}
	}
}
