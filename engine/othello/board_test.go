package othello

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"sente/engine"
)

// refFlips is the obvious square-by-square flip finder the fast code is
// checked against.
func refFlips(p, o uint64, sq int) uint64 {
	if (p|o)>>uint(sq)&1 != 0 {
		return 0
	}
	var f uint64
	for _, d := range [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}} {
		x, y := sq%8+d[0], sq/8+d[1]
		var line uint64
		for x >= 0 && x < 8 && y >= 0 && y < 8 && o>>uint(y*8+x)&1 != 0 {
			line |= 1 << uint(y*8+x)
			x += d[0]
			y += d[1]
		}
		if x >= 0 && x < 8 && y >= 0 && y < 8 && p>>uint(y*8+x)&1 != 0 {
			f |= line
		}
	}
	return f
}

func refMoves(p, o uint64) uint64 {
	var m uint64
	for sq := 0; sq < 64; sq++ {
		if refFlips(p, o, sq) != 0 {
			m |= 1 << uint(sq)
		}
	}
	return m
}

// randomBoards returns boards from random games (realistic shapes) and
// random fillings (odd shapes).
func randomBoards(n int, seed uint64) [][2]uint64 {
	r := rand.New(rand.NewPCG(seed, 7))
	var out [][2]uint64
	for len(out) < n {
		p, o := StartBlack, StartWhite
		for {
			out = append(out, [2]uint64{p, o})
			m := Moves(p, o)
			if m == 0 {
				if Moves(o, p) == 0 {
					break
				}
				p, o = o, p
				continue
			}
			k := r.IntN(bits.OnesCount64(m))
			for ; k > 0; k-- {
				m &= m - 1
			}
			sq := bits.TrailingZeros64(m)
			f := Flips(p, o, sq)
			p, o = o^f, p|f|1<<uint(sq)
		}
		a, b := r.Uint64(), r.Uint64()
		out = append(out, [2]uint64{a &^ b, b &^ a}, [2]uint64{a & b, ^(a | b) & r.Uint64()})
	}
	return out
}

func TestMovesAndFlipsMatchReference(t *testing.T) {
	for _, b := range randomBoards(3000, 1) {
		p, o := b[0], b[1]
		if got, want := Moves(p, o), refMoves(p, o); got != want {
			t.Fatalf("Moves(%#x, %#x) = %#x, want %#x", p, o, got, want)
		}
		for sq := 0; sq < 64; sq++ {
			if got, want := Flips(p, o, sq), refFlips(p, o, sq); got != want {
				t.Fatalf("Flips(%#x, %#x, %d) = %#x, want %#x", p, o, sq, got, want)
			}
		}
	}
}

func TestStartMoves(t *testing.T) {
	// d3, c4, f5, e6 for Black.
	want := uint64(1)<<19 | 1<<26 | 1<<37 | 1<<44
	if got := Moves(StartBlack, StartWhite); got != want {
		t.Fatalf("start moves = %#x, want %#x", got, want)
	}
	if f := Flips(StartBlack, StartWhite, 37); f != 1<<36 {
		t.Fatalf("f5 flips %#x, want e5", f)
	}
	if f := Flips(StartBlack, StartWhite, 0); f != 0 {
		t.Fatalf("a1 flips %#x, want none", f)
	}
}

func TestFinalScore(t *testing.T) {
	cases := []struct {
		p, o uint64
		want int
	}{
		{0xff, 0xff00, 0},
		{0xfff, 0xff000, 64 - 8 - 12 + 4},
		{0xff, 0xfff00, -(64 - 8 - 12 + 4)},
		{^uint64(0) >> 1, 1 << 63, 62},
	}
	for _, c := range cases {
		if got := FinalScore(c.p, c.o); got != c.want {
			t.Errorf("FinalScore(%#x, %#x) = %d, want %d", c.p, c.o, got, c.want)
		}
	}
}

var sink uint64

func BenchmarkMoves(b *testing.B) {
	boards := randomBoards(1000, 2)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		x := boards[i%len(boards)]
		sink += Moves(x[0], x[1])
	}
}

func BenchmarkFlips(b *testing.B) {
	type q struct {
		p, o uint64
		sq   int
	}
	var qs []q
	for _, x := range randomBoards(1000, 3) {
		for m := Moves(x[0], x[1]); m != 0; m &= m - 1 {
			qs = append(qs, q{x[0], x[1], bits.TrailingZeros64(m)})
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		x := &qs[i%len(qs)]
		sink += Flips(x.p, x.o, x.sq)
	}
}

func TestLastFlips(t *testing.T) {
	for _, k := range supportedKernels() {
		for _, b := range randomBoards(500, 5) {
			for sq := 0; sq < 64; sq++ {
				p := b[0] &^ (1 << uint(sq))
				o := (^p) &^ (1 << uint(sq))
				if got, want := k.lastFlips(p, sq), Count(refFlips(p, o, sq)); got != want {
					t.Fatalf("%s: lastFlips(%#x, %d) = %d, want %d", k, p, sq, got, want)
				}
			}
		}
	}
}

// supportedKernels lists the kernel sets this processor runs.
func supportedKernels() []kernelSet {
	var ks []kernelSet
	for k := kernelSet(0); k < numKernelSets; k++ {
		if kernelSupported(k) {
			ks = append(ks, k)
		}
	}
	return ks
}

func TestSIMDMatchesScalar(t *testing.T) {
	haveAVX2, haveAVX512 := kernelSupported(kernAVX2), kernelSupported(kernAVX512)
	if !haveAVX2 && !haveAVX512 {
		t.Skip("no vector kernels on this processor")
	}
	type flipsKernels struct {
		name      string
		flips     func(p, o uint64, sq int) uint64
		flipsMov  func(p, o uint64, sq int) (uint64, uint64)
		lastFlips func(p uint64, sq int) int
	}
	var ks []flipsKernels
	if haveAVX2 {
		ks = append(ks, flipsKernels{"AVX2", flipsAVX2, flipsMovesAVX2, lastFlipsAVX2})
	}
	if haveAVX512 {
		ks = append(ks, flipsKernels{"AVX512", flipsAVX512, flipsMovesAVX512, lastFlipsAVX512})
	}
	n := 0
	for _, x := range randomBoards(3000, 9) {
		for _, b := range [][2]uint64{x, {x[1], x[0]}} {
			p, o := b[0], b[1]
			if haveAVX2 {
				if got, want := movesAVX2(p, o), movesScalar(p, o); got != want {
					t.Fatalf("movesAVX2(%#x, %#x) = %#x, want %#x", p, o, got, want)
				}
				if mp, mo := mobilityAVX2(p, o); mp != movesScalar(p, o) || mo != movesScalar(o, p) {
					t.Fatalf("mobilityAVX2(%#x, %#x) = %#x, %#x", p, o, mp, mo)
				}
			}
			for sq := 0; sq < 64; sq++ {
				if (p|o)>>uint(sq)&1 != 0 {
					continue
				}
				n++
				want := flipsScalar(p, o, sq)
				wantMob := movesScalar(o^want, p|want|1<<uint(sq))
				wantLast := lastFlipsScalar(p, sq)
				for _, k := range ks {
					if got := k.flips(p, o, sq); got != want {
						t.Fatalf("flips%s(%#x, %#x, %d) = %#x, want %#x", k.name, p, o, sq, got, want)
					}
					if f, mob := k.flipsMov(p, o, sq); f != want || mob != wantMob {
						t.Fatalf("flipsMoves%s(%#x, %#x, %d) = %#x, %#x", k.name, p, o, sq, f, mob)
					}
					if got := k.lastFlips(p, sq); got != wantLast {
						t.Fatalf("lastFlips%s(%#x, %d) = %d, want %d", k.name, p, sq, got, wantLast)
					}
				}
			}
		}
	}
	if n < 100000 {
		t.Errorf("only %d squares compared", n)
	}
	t.Logf("%d squares compared with %d vector sets", n, len(ks))
}

func TestSolve2SIMDMatchesScalar(t *testing.T) {
	tested := 0
	for _, k := range []struct {
		set   kernelSet
		solve func(p, o uint64, alpha, beta, a, b int) (score, nodes int)
	}{{kernAVX2, solve2AVX2}, {kernAVX512, solve2AVX512}} {
		if kernelSupported(k.set) {
			t.Run(k.set.String(), func(t *testing.T) { checkSolve2(t, k.solve) })
			tested++
		}
	}
	if tested == 0 {
		t.Skip("no vector kernels on this processor")
	}
}

// checkSolve2 compares a vector solve2 with the scalar one on random
// two-empty boards and windows: scores and node counts.
func checkSolve2(t *testing.T, solve2 func(p, o uint64, alpha, beta, a, b int) (score, nodes int)) {
	rng := rand.New(rand.NewPCG(5, 7))
	s := NewSolver(1)
	passes, over := 0, 0
	for i := 0; i < 200000; i++ {
		// a random full board with two empties, random window
		b := rng.Uint64()
		e := rng.Perm(64)[:2]
		full := ^(uint64(1)<<uint(e[0]) | uint64(1)<<uint(e[1]))
		p, o := b&full, ^b&full
		switch i % 7 {
		case 0: // lopsided boards reach the passes
			p &= rng.Uint64() | rng.Uint64()
			o = full &^ p
		case 1: // and very lopsided ones the end of the game
			p &= rng.Uint64() & rng.Uint64() & rng.Uint64() & rng.Uint64() & rng.Uint64()
			o = full &^ p
		}
		alpha := rng.IntN(130) - 66
		beta := alpha + 1 + rng.IntN(8)
		c1, c2 := engine.NewControl(nil, 0), engine.NewControl(nil, 0)
		s.c = c1
		v1 := s.solve2Scalar(p, o, alpha, beta, e[0], e[1])
		s.c = c2
		v2, n := solve2(p, o, alpha, beta, e[0], e[1])
		if flipsScalar(p, o, e[0]) == 0 && flipsScalar(p, o, e[1]) == 0 {
			passes++
		}
		if v2 == solve2Over {
			over++
			v2 = FinalScore(p, o)
		}
		c2.CountN(uint64(n))
		if v1 != v2 || c1.Nodes() != c2.Nodes() {
			t.Fatalf("solve2(%#x, %#x, %d, %d, %d, %d): scalar %d (%d nodes), vector %d (%d nodes)",
				p, o, alpha, beta, e[0], e[1], v1, c1.Nodes(), v2, c2.Nodes())
		}
	}
	if passes < 1000 || over < 100 {
		t.Errorf("only %d passes and %d finished games among the cases", passes, over)
	}
}
