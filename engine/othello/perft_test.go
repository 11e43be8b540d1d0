package othello

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// perftTable reads testdata/perft.txt: depth -> leaves.
func perftTable(t testing.TB) map[int]uint64 {
	f, err := os.Open("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tab := map[int]uint64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		fs := strings.Fields(line)
		d, err1 := strconv.Atoi(fs[0])
		n, err2 := strconv.ParseUint(fs[1], 10, 64)
		if len(fs) != 2 || err1 != nil || err2 != nil {
			t.Fatalf("bad perft line %q", line)
		}
		tab[d] = n
	}
	return tab
}

// perftMaxDepth is the deepest perft the normal test run checks (depth 9
// takes about 10 ms, well under a second with -race); 10-12 are behind the
// heavy build tag.
func perftMaxDepth() int { return 9 }

func TestPerft(t *testing.T) {
	tab := perftTable(t)
	for d := 1; d <= perftMaxDepth(); d++ {
		if got := Perft(StartBlack, StartWhite, d); got != tab[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, tab[d])
		}
	}
}

// slowPerft walks the tree through Position (Make/Unmake, GenMoves,
// Outcome), a second path to the same counts.
func slowPerft(pos *Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if _, over := pos.Outcome(0); over {
		return 1
	}
	var n uint64
	for _, m := range pos.GenMoves(nil) {
		h := pos.Hash()
		pos.Make(m)
		if pos.Hash() != Hash(pos.Black(), pos.White(), pos.Side()) {
			panic("incremental hash differs from the full hash")
		}
		n += slowPerft(pos, depth-1)
		pos.Unmake(m)
		if pos.Hash() != h {
			panic("hash not restored by Unmake")
		}
	}
	return n
}

func TestPerftThroughPosition(t *testing.T) {
	tab := perftTable(t)
	for d := 1; d <= 6; d++ {
		if got := slowPerft(NewPosition(), d); got != tab[d] {
			t.Errorf("position perft(%d) = %d, want %d", d, got, tab[d])
		}
	}
}

func BenchmarkPerft(b *testing.B) {
	var n uint64
	for i := 0; i < b.N; i++ {
		n += Perft(StartBlack, StartWhite, 8)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "leaves/s")
}
