package othello

import (
	"testing"

	"sente/engine"
)

func TestMoveNames(t *testing.T) {
	cases := []struct {
		in   string
		want engine.Move
	}{
		{"a1", 0}, {"h1", 7}, {"a2", 8}, {"F5", 37}, {"f5", 37}, {"h8", 63},
		{"PA", Pass}, {"pass", Pass}, {"pa", Pass},
	}
	for _, c := range cases {
		m, err := ParseMove(c.in)
		if err != nil || m != c.want {
			t.Errorf("ParseMove(%q) = %d, %v; want %d", c.in, m, err, c.want)
		}
	}
	for m := engine.Move(0); m <= Pass; m++ {
		back, err := ParseMove(MoveString(m))
		if err != nil || back != m {
			t.Errorf("round trip of %d via %q gave %d", m, MoveString(m), back)
		}
	}
	for _, bad := range []string{"", "i1", "a9", "a0", "f55", "xx"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) accepted", bad)
		}
	}
}

func TestParseAndString(t *testing.T) {
	const fen = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
	pos, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	if pos.String() != fen {
		t.Errorf("String() = %q", pos.String())
	}
	if pos.Empties() != 14 || pos.Side() != Black {
		t.Errorf("empties %d side %v", pos.Empties(), pos.Side())
	}
	if pos.Hash() != Hash(pos.Black(), pos.White(), Black) {
		t.Error("hash differs from Hash()")
	}
	w, _ := ParseFEN(fen[:64] + " O")
	if w.Hash() == pos.Hash() {
		t.Error("hash ignores the side to move")
	}
	for _, bad := range []string{"", "X", fen[:63] + " X", fen[:64] + " Q", fen[:63] + "Z X"} {
		if _, err := ParseFEN(bad); err == nil {
			t.Errorf("ParseFEN(%q) accepted", bad)
		}
	}
}

func TestPlayAndUndo(t *testing.T) {
	pos := NewPosition()
	start := pos.String()
	if err := pos.Play(0); err != ErrIllegal {
		t.Fatalf("a1 at the start: %v", err)
	}
	if err := pos.Play(Pass); err != ErrIllegal {
		t.Fatalf("pass at the start: %v", err)
	}
	if err := pos.Play(37); err != nil { // f5
		t.Fatal(err)
	}
	if pos.Side() != White || Count(pos.Black()) != 4 || Count(pos.White()) != 1 {
		t.Fatalf("after f5: %s", pos)
	}
	if !pos.Undo() || pos.String() != start || pos.Hash() != NewPosition().Hash() {
		t.Fatalf("undo gave %s", pos)
	}
	if pos.Undo() {
		t.Fatal("undo past the start")
	}
}

func TestPassAndGameOver(t *testing.T) {
	// White to move has no move, Black can still play (h1 takes g1).
	pos, err := ParsePosition("XO-----"+"-"+"--------"+"--------"+"--------"+"--------"+"--------"+"--------"+"--------", "O")
	if err != nil {
		t.Fatal(err)
	}
	if !pos.MustPass() || pos.IsOver() {
		t.Fatalf("want a forced pass: %s", pos)
	}
	if got := pos.GenMoves(nil); len(got) != 1 || got[0] != Pass {
		t.Fatalf("GenMoves = %v, want [PA]", got)
	}
	if err := pos.Play(Pass); err != nil {
		t.Fatal(err)
	}
	if err := pos.Play(2); err != nil { // c1 flips b1
		t.Fatal(err)
	}
	if !pos.IsOver() {
		t.Fatalf("game should be over: %s", pos)
	}
	s, over := pos.Outcome(3)
	if !over || s != -6400 || pos.BlackScore() != 64 {
		t.Fatalf("outcome %d %v, black score %d", s, over, pos.BlackScore())
	}
	if len(pos.GenMoves(nil)) != 0 || pos.Play(Pass) != ErrGameOver {
		t.Fatal("moves after the end")
	}
}

func TestOrderKeysFavourCorners(t *testing.T) {
	// Black can take a1 or play elsewhere; the corner must come first.
	pos, err := ParseFEN("-OOX----" + "--------" + "--------" + "---OX---" + "---XO---" + "--------" + "--------" + "-------- X")
	if err != nil {
		t.Fatal(err)
	}
	moves := pos.GenMoves(nil)
	keys := make([]int32, len(moves))
	pos.OrderKeys(moves, keys)
	best := 0
	for i := range moves {
		if keys[i] > keys[best] {
			best = i
		}
	}
	if moves[best] != 0 {
		t.Errorf("best ordered move %s, want a1 (moves %v keys %v)", MoveString(moves[best]), moves, keys)
	}
}

// The legal moves a position keeps through Make and Undo (Legal, and what
// GenMoves, IsOver, MustPass and Evaluate read) are those of the board,
// over random games with passes, and the evaluation equals the function's.
func TestKeptMovesFollowTheBoard(t *testing.T) {
	rng := uint64(7)
	next := func(n int) int {
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return int(rng % uint64(n))
	}
	check := func(pos *Position, where string) {
		t.Helper()
		if got, want := pos.Legal(), movesScalar(pos.p, pos.o); got != want {
			t.Fatalf("%s: Legal %#x, board %#x (%s)", where, got, want, pos)
		}
		if got, want := pos.Evaluate(), Evaluate(pos.p, pos.o); got != want {
			t.Fatalf("%s: Evaluate %d, function %d (%s)", where, got, want, pos)
		}
	}
	passes := 0
	for g := 0; g < 200; g++ {
		pos := NewPosition()
		for !pos.IsOver() {
			moves := pos.GenMoves(nil)
			m := moves[next(len(moves))]
			if m == Pass {
				passes++
			}
			pos.Make(m)
			check(pos, "after "+MoveString(m))
			if next(4) == 0 { // take it back and play it again
				pos.Unmake(m)
				check(pos, "undone "+MoveString(m))
				pos.Make(m)
			}
		}
		for pos.Undo() {
			check(pos, "unwound")
		}
	}
	if passes == 0 {
		t.Fatal("no pass in 200 random games: the test covers less than it says")
	}
}

func TestSquareOrderWithOnePlyLeft(t *testing.T) {
	// Black can take a1, play the X-square g7 or a middle square.
	pos, err := ParseFEN("-OOX----" + "--------" + "--------" + "---OX---" + "---XX---" + "-----O--" + "--------" + "-------- X")
	if err != nil {
		t.Fatal(err)
	}
	moves := pos.GenMoves(nil)
	keys := make([]int32, len(moves))
	pos.OrderKeysAt(moves, keys, 1)
	rank := map[engine.Move]int32{}
	for i, m := range moves {
		rank[m] = keys[i]
	}
	a1, g7 := engine.Move(0), engine.Move(54)
	if _, ok := rank[g7]; !ok {
		t.Fatalf("g7 not legal: %v", moves)
	}
	for m, k := range rank {
		if m != a1 && k >= rank[a1] {
			t.Errorf("%s ordered with a1 (%d >= %d)", MoveString(m), k, rank[a1])
		}
		if m != g7 && k <= rank[g7] {
			t.Errorf("%s ordered with the X-square g7 (%d <= %d)", MoveString(m), k, rank[g7])
		}
	}
}

// From evalOrderDepth plies left a move's key is twice its fastest-first
// key less twice the child's evaluation, the square bonus counted once:
// checked against Make and Evaluate on positions of random games.
func TestEvalOrderKeys(t *testing.T) {
	rng := uint64(11)
	checked := 0
	for g := 0; g < 20; g++ {
		pos := NewPosition()
		for !pos.IsOver() {
			moves := pos.GenMoves(nil)
			if moves[0] != Pass {
				ok := make([]int32, len(moves))
				ev := make([]int32, len(moves))
				pos.OrderKeys(moves, ok)
				pos.OrderKeysAt(moves, ev, evalOrderDepth)
				for i, m := range moves {
					child := pos.Clone()
					child.Make(m)
					e := int32(child.Evaluate())
					bonus := 2*ok[i] - 2*e - ev[i]
					if bonus != 0 && bonus != squareBonus[m] {
						t.Fatalf("%s in %s: key %d, fastest-first %d, child evaluation %d", MoveString(m), pos, ev[i], ok[i], e)
					}
					checked++
				}
			}
			rng ^= rng << 13
			rng ^= rng >> 7
			rng ^= rng << 17
			pos.Make(moves[rng%uint64(len(moves))])
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d moves checked", checked)
	}
}
