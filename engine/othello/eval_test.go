package othello

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// symBoard maps every disc of b through symmetry s (symSquare).
func symBoard(s int, b uint64) uint64 {
	var r uint64
	for ; b != 0; b &= b - 1 {
		r |= 1 << uint(symSquare(s, bits.TrailingZeros64(b)))
	}
	return r
}

// randomPositions returns positions reached by random play (seeded), one
// per requested number of plies, side to move first.
func randomPositions(seed uint64, n int) [][2]uint64 {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out [][2]uint64
	for len(out) < n {
		p, o := uint64(1<<28|1<<35), uint64(1<<27|1<<36)
		plies := rng.IntN(60)
		for k := 0; k < plies; k++ {
			var over bool
			if p, o, over = randomPly(rng, p, o); over {
				break
			}
		}
		out = append(out, [2]uint64{p, o})
	}
	return out
}

// randomPly plays a random legal move of p against o, or passes, and
// returns the position with the other side to move; over is true (and
// nothing played) when neither side can move.
func randomPly(rng *rand.Rand, p, o uint64) (np, no uint64, over bool) {
	mv := Moves(p, o)
	if mv == 0 {
		if Moves(o, p) == 0 {
			return p, o, true
		}
		return o, p, false
	}
	for j := rng.IntN(bits.OnesCount64(mv)); j > 0; j-- {
		mv &= mv - 1
	}
	sq := bits.TrailingZeros64(mv)
	f := Flips(p, o, sq)
	return o &^ f, p | f | 1<<uint(sq), false
}

func TestTranspose(t *testing.T) {
	for _, po := range randomPositions(1, 200) {
		b := po[0]
		if got, want := transpose(b), symBoard(4, b); got != want {
			t.Fatalf("transpose(%#x) = %#x, want %#x", b, got, want)
		}
	}
}

// featureValue evaluates with an arbitrary weight vector of one stage.
func featureValue(w []int32, p, o uint64) int64 {
	f, _ := EvalFeatures(p, o, nil)
	var s int64
	for _, x := range f {
		s += int64(w[x])
	}
	return s
}

// With random (tied) weights, the model is invariant under the 8 board
// symmetries: checks the pattern instances, their square orders and ties.
func TestFeaturesSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	w := make([]int32, EvalStageSize)
	for i := range w {
		w[i] = rng.Int32N(2001) - 1000
	}
	for i := range w {
		w[i] = w[min(i, EvalTie(i))]
	}
	for _, po := range randomPositions(4, 300) {
		p, o := po[0], po[1]
		want := featureValue(w, p, o)
		for s := 1; s < 8; s++ {
			if got := featureValue(w, symBoard(s, p), symBoard(s, o)); got != want {
				t.Fatalf("symmetry %d: %d, want %d (p=%#x o=%#x)", s, got, want, p, o)
			}
		}
	}
}

// Every instance index read from the line bytes (rows, columns and
// diagonals gathered by shifts and multiplications) equals the base-3
// number of its squares read one by one: 0 empty, 1 own, 2 opponent.
func TestInstanceIndexMatchesSquares(t *testing.T) {
	kinds := map[int]int{}
	for _, po := range randomPositions(9, 300) {
		p, o := po[0], po[1]
		var lines lineBytes
		fillLines(&lines, p, o)
		fl := features()
		for i := range fl.instances {
			in := &fl.instances[i]
			want := in.off
			for d, sq := range fl.squares[i] {
				switch {
				case p>>uint(sq)&1 != 0:
					want += int32(pow3(d))
				case o>>uint(sq)&1 != 0:
					want += 2 * int32(pow3(d))
				}
			}
			if got := instanceIndex(&lines, in); got != want {
				t.Fatalf("instance %d (%s %v): index %d, want %d (p=%#x o=%#x)",
					i, evalPatterns[in.pat].name, fl.squares[i], got, want, p, o)
			}
			kinds[int(in.parts[0].row)]++
		}
	}
	// the reads must include diagonal and anti-diagonal lines
	var diag, anti bool
	for l := range kinds {
		diag = diag || (l >= lineDiag && l < lineAnti)
		anti = anti || l >= lineAnti
	}
	if !diag || !anti {
		t.Fatalf("no diagonal (%v) or anti-diagonal (%v) line read", diag, anti)
	}
}

func TestEvalTieIsInvolution(t *testing.T) {
	moved := 0
	for i := 0; i < EvalStageSize; i++ {
		j := EvalTie(i)
		if EvalTie(j) != i {
			t.Fatalf("EvalTie(EvalTie(%d)) = %d", i, EvalTie(j))
		}
		if j != i {
			moved++
		}
	}
	// edge+2X (mirror) and corner3x3 (diagonal) have self-symmetries.
	if moved == 0 {
		t.Fatal("no tied weights")
	}
}

func TestEvaluateSymmetric(t *testing.T) {
	for _, po := range randomPositions(5, 300) {
		p, o := po[0], po[1]
		want := Evaluate(p, o)
		for s := 1; s < 8; s++ {
			if got := Evaluate(symBoard(s, p), symBoard(s, o)); got != want {
				t.Fatalf("symmetry %d: %d, want %d", s, got, want)
			}
		}
	}
}

func TestEvaluateMatchesFeatures(t *testing.T) {
	evalWeights, err := loadWeights()
	if err != nil {
		t.Fatal(err)
	}
	for _, po := range randomPositions(6, 300) {
		f, st := EvalFeatures(po[0], po[1], nil)
		var s int32
		for _, x := range f {
			s += int32(evalWeights[st*EvalStageSize+int(x)])
		}
		if got, want := Evaluate(po[0], po[1]), clampEval(s); got != want {
			t.Fatalf("Evaluate = %d, features sum = %d", got, want)
		}
	}
}

func TestEvaluateBounded(t *testing.T) {
	pos := randomPositions(7, 2000)
	pos = append(pos, [2]uint64{^uint64(0) >> 1, 0}, [2]uint64{0, ^uint64(0) >> 1},
		[2]uint64{0xffffffff, 0xffffffff00000000})
	for _, po := range pos {
		if v := Evaluate(po[0], po[1]); v <= -EvalLimit || v >= EvalLimit {
			t.Fatalf("Evaluate(%#x, %#x) = %d out of range", po[0], po[1], v)
		}
	}
}

func TestEvaluateStartNearZero(t *testing.T) {
	v := Evaluate(1<<28|1<<35, 1<<27|1<<36)
	if v < -300 || v > 300 {
		t.Fatalf("Evaluate(start) = %d, want within ±3 discs", v)
	}
}

// Owning a corner is worth much more than the opponent owning it, in the
// same surroundings.
func TestEvaluateCornerOwnership(t *testing.T) {
	better, n := 0, 0
	var sum int64
	for _, po := range randomPositions(8, 3000) {
		p, o := po[0], po[1]
		e := 64 - bits.OnesCount64(p|o)
		if (p|o)&1 != 0 || e < 12 || e > 40 {
			continue
		}
		a, b := Evaluate(p|1, o), Evaluate(p, o|1)
		n++
		sum += int64(a - b)
		if a > b {
			better++
		}
	}
	if n < 100 {
		t.Fatalf("only %d test positions", n)
	}
	if better*10 < n*9 || sum/int64(n) < 500 {
		t.Fatalf("corner owned scores higher in %d/%d positions, mean gain %d centi-discs", better, n, sum/int64(n))
	}
}

func TestStableOf(t *testing.T) {
	full := ^uint64(0)
	fh, fv, fd, fa := fullLines(full)
	if got := stableOf(0x00000000ffffffff, fh, fv, fd, fa); got != 0x00000000ffffffff {
		t.Fatalf("full board: stable %#x", got)
	}
	// a1, b1, a2 and b2 of the mover: a1, b1, a2 are stable; b2 (the
	// X-square) is not: c1-b2-a3 is open at both ends.
	occ := uint64(0b11 | 1<<8 | 1<<9)
	fh, fv, fd, fa = fullLines(occ)
	if got, want := stableOf(occ, fh, fv, fd, fa), uint64(0b11|1<<8); got != want {
		t.Fatalf("corner block: stable %#x, want %#x", got, want)
	}
	// An edge disc not anchored to a corner is not stable.
	occ = 1 << 3
	fh, fv, fd, fa = fullLines(occ)
	if got := stableOf(occ, fh, fv, fd, fa); got != 0 {
		t.Fatalf("lone d1: stable %#x", got)
	}
}

// The stability estimate must be sound: a disc it calls stable is never
// flipped in the rest of a random game.
func TestStableOfSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for g := 0; g < 200; g++ {
		p, o := uint64(1<<28|1<<35), uint64(1<<27|1<<36)
		var stP, stO uint64 // stable discs of p and o, tracked by colour
		for {
			mv := Moves(p, o)
			if mv == 0 {
				if Moves(o, p) == 0 {
					break
				}
				p, o, stP, stO = o, p, stO, stP
				continue
			}
			fh, fv, fd, fa := fullLines(p | o)
			stP |= stableOf(p, fh, fv, fd, fa)
			stO |= stableOf(o, fh, fv, fd, fa)
			if stP&^p != 0 || stO&^o != 0 {
				t.Fatalf("game %d: a disc called stable was flipped", g)
			}
			for j := rng.IntN(bits.OnesCount64(mv)); j > 0; j-- {
				mv &= mv - 1
			}
			sq := bits.TrailingZeros64(mv)
			f := Flips(p, o, sq)
			p, o, stP, stO = o&^f, p|f|1<<uint(sq), stO, stP
		}
	}
}

func TestSeedEvaluate(t *testing.T) {
	if v := SeedEvaluate(1<<28|1<<35, 1<<27|1<<36); v != 0 {
		t.Fatalf("SeedEvaluate(start) = %d, want 0", v)
	}
	// p: a1 (100); o: b1 (-20). p can play c1, o has no move:
	// 100 - (-20) + 50*(1-0)/1 = 170.
	if v := SeedEvaluate(1, 2); v != 170 {
		t.Fatalf("SeedEvaluate(a1 vs b1) = %d, want 170", v)
	}
	// Antisymmetric when neither side's mobility differs in sign.
	for _, po := range randomPositions(10, 200) {
		if a, b := SeedEvaluate(po[0], po[1]), SeedEvaluate(po[1], po[0]); a != -b {
			t.Fatalf("SeedEvaluate not antisymmetric: %d vs %d", a, b)
		}
	}
}

func BenchmarkEvaluate(b *testing.B) {
	pos := randomPositions(11, 1024)
	b.ResetTimer()
	var s int
	for i := 0; i < b.N; i++ {
		po := pos[i&1023]
		s += int(Evaluate(po[0], po[1]))
	}
	_ = s
}

func BenchmarkSeedEvaluate(b *testing.B) {
	pos := randomPositions(11, 1024)
	b.ResetTimer()
	var s int
	for i := 0; i < b.N; i++ {
		po := pos[i&1023]
		s += int(SeedEvaluate(po[0], po[1]))
	}
	_ = s
}

// loadEvalLabels reads testdata/eval_labels.txt: exactly solved positions
// (6..14 empties) from games that were not used to fit the weights.
func loadEvalLabels(t *testing.T) (ps, qs []uint64, labels []float64) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "eval_labels.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		var p, o uint64
		var l int
		if line == "" || line[0] == '#' {
			continue
		}
		if _, err := fmt.Sscanf(line, "%x %x %d", &p, &o, &l); err != nil {
			t.Fatalf("bad line %q: %v", line, err)
		}
		ps, qs, labels = append(ps, p), append(qs, o), append(labels, float64(l))
	}
	return ps, qs, labels
}

// On exactly solved held-out positions the tuned evaluation predicts the
// final margin far better than the seeds' evaluation, even when the
// latter is given its best linear rescaling to discs on this very set.
func TestEvaluateFitsExactLabels(t *testing.T) {
	ps, qs, labels := loadEvalLabels(t)
	if len(labels) < 500 {
		t.Fatalf("only %d labelled positions", len(labels))
	}
	var sx, sy, sxx, sxy, n, mae float64
	for i := range labels {
		x := float64(SeedEvaluate(ps[i], qs[i]))
		sx, sy, sxx, sxy, n = sx+x, sy+labels[i], sxx+x*x, sxy+x*labels[i], n+1
		mae += math.Abs(float64(Evaluate(ps[i], qs[i]))/100 - labels[i])
	}
	k := (n*sxy - sx*sy) / (n*sxx - sx*sx)
	c := (sy - k*sx) / n
	var seedMAE float64
	for i := range labels {
		seedMAE += math.Abs(k*float64(SeedEvaluate(ps[i], qs[i])) + c - labels[i])
	}
	mae, seedMAE = mae/n, seedMAE/n
	t.Logf("%d positions: MAE %.2f discs, seeds' (rescaled) %.2f", len(labels), mae, seedMAE)
	if mae > 0.7*seedMAE || mae > 10 {
		t.Fatalf("MAE %.2f discs vs seeds' %.2f", mae, seedMAE)
	}
}
