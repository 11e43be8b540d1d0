package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"sente/engine/gomoku"
)

// fakePbrain is a Gomocup engine in bash: it plays the first empty point
// in row-major order and, like an engine that reads its input while it
// finishes a search, swallows its second BOARD command (every stone and
// DONE answered with an ERROR).
const fakePbrain = `#!/usr/bin/env bash
n=0
while read -r line; do
	case "$line" in
	START*) echo OK ;;
	ABOUT) echo 'name="fake"' ;;
	BOARD)
		declare -A occ=()
		n=$((n + 1))
		while read -r l; do
			[ "$l" = DONE ] && break
			occ[${l%,*}]=1
			[ $n -eq 2 ] && echo "ERROR Unknown command: $l"
		done
		if [ $n -eq 2 ]; then echo "ERROR Unknown command: DONE"; continue; fi
		echo "MESSAGE thinking"
		for ((y = 0; y < 15; y++)); do for ((x = 0; x < 15; x++)); do
			if [ -z "${occ[$x,$y]}" ]; then echo "$x,$y"; break 2; fi
		done; done ;;
	END) exit 0 ;;
	esac
done
`

func peerBytes(t *testing.T, cfg peerConfig) []byte {
	t.Helper()
	var buf bytes.Buffer
	g, _, failed, err := peerGames(cfg, &buf, nil)
	if err != nil {
		t.Fatal(err)
	}
	if failed != 0 || g != len(cfg.games()) {
		t.Fatalf("%d games written, %d not finished, of %d", g, failed, len(cfg.games()))
	}
	return buf.Bytes()
}

// The peer's games (a fake engine's) are the same with 1 and 2 workers
// and, shard by shard, the same games again; each is the engine's reply
// to its position after the random opening (the swallowed BOARD sent
// again), and its result is the board's.
func TestPeerGames(t *testing.T) {
	if _, err := os.Stat("/bin/bash"); err != nil {
		t.Skip("no bash for the fake engine")
	}
	eng := filepath.Join(t.TempDir(), "pbrain-fake")
	if err := os.WriteFile(eng, []byte(fakePbrain), 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := peerConfig{genConfig: genConfig{Seed: 3, Games: 4, Rule: gomoku.Freestyle, Nodes: 1000, Random: 2, Workers: 1},
		Engine: eng, Timeout: 20 * time.Second}
	one := peerBytes(t, cfg)
	cfg.Workers = 2
	if two := peerBytes(t, cfg); !bytes.Equal(one, two) {
		t.Fatal("1 and 2 workers wrote different files")
	}
	all, n := decodeGames(one)
	if n != len(one) || len(all) != 4 {
		t.Fatalf("decoded %d games from %d of %d bytes", len(all), n, len(one))
	}
	for _, r := range all {
		g, _ := gomoku.NewGame(boardSide, boardSide, r.Rule)
		engineMoves := 0
		for i, m := range r.Moves {
			x, y := int(m)%boardSide, int(m)/boardSide
			if i >= 5 {
				// past the longest random opening: the first empty point
				first := -1
				for c := 0; c < boardSide*boardSide && first < 0; c++ {
					if g.At(c%boardSide, c/boardSide) == gomoku.Empty {
						first = c
					}
				}
				if int(m) != first {
					t.Fatalf("game %d move %d: %d,%d, not the fake engine's %d", r.Game, i, x, y, first)
				}
				engineMoves++
			}
			if err := g.Play(x, y); err != nil {
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
		if r.Result != want || engineMoves == 0 {
			t.Fatalf("game %d: result %d, board says %d; %d engine moves", r.Game, r.Result, want, engineMoves)
		}
	}
	var shards []byte
	for sh := 0; sh < 2; sh++ {
		cfg.Shard, cfg.Shards = sh, 2
		shards = append(shards, peerBytes(t, cfg)...)
	}
	got, _ := decodeGames(shards)
	if len(got) != len(all) {
		t.Fatalf("the shards played %d games, the whole run %d", len(got), len(all))
	}
	byGame := map[uint32]string{}
	for _, r := range all {
		byGame[r.Game] = string(r.append(nil))
	}
	for _, r := range got {
		if byGame[r.Game] != string(r.append(nil)) {
			t.Fatalf("game %d differs between the shard and the whole run", r.Game)
		}
	}
}

// parsePoint takes any reply without panicking, and a point it reads
// reads back the same from its canonical form.
func FuzzParsePoint(f *testing.F) {
	for _, s := range []string{"7,7", " 10 , 3", "ERROR x", "1,", ",2", "-1,5", "99999999999999999999,1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, y, ok := parsePoint(s)
		if !ok {
			return
		}
		x2, y2, ok2 := parsePoint(fmt.Sprintf("%d,%d", x, y))
		if !ok2 || x2 != x || y2 != y {
			t.Fatalf("%q read as %d,%d, which reads back as %d,%d (%v)", s, x, y, x2, y2, ok2)
		}
	})
}
