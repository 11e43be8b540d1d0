package othello

import (
	"math/bits"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"sente/engine"
)

// Every kernel set the processor runs gives the scalar results for every
// primitive, on random positions and every empty square.
func TestKernelSetsAgree(t *testing.T) {
	ks := supportedKernels()
	t.Logf("kernel sets: %v", ks)
	n := 0
	for _, x := range randomBoards(2000, 11) {
		for _, b := range [][2]uint64{x, {x[1], x[0]}} {
			p, o := b[0], b[1]
			wantM, wantO := movesScalar(p, o), movesScalar(o, p)
			for _, k := range ks {
				if got := k.moves(p, o); got != wantM {
					t.Fatalf("%s: moves(%#x, %#x) = %#x, want %#x", k, p, o, got, wantM)
				}
				if mp, mo := k.mobility(p, o); mp != wantM || mo != wantO {
					t.Fatalf("%s: mobility(%#x, %#x) = %#x, %#x", k, p, o, mp, mo)
				}
			}
			for e := ^(p | o); e != 0; e &= e - 1 {
				sq := bits.TrailingZeros64(e)
				want := flipsScalar(p, o, sq)
				wantMob := movesScalar(o^want, p|want|1<<uint(sq))
				wantNb := want
				if o&neighbours8[sq] == 0 {
					wantNb = 0
				}
				n++
				for _, k := range ks {
					if got := k.flips(p, o, sq); got != want {
						t.Fatalf("%s: flips(%#x, %#x, %d) = %#x, want %#x", k, p, o, sq, got, want)
					}
					if f, mob := k.flipsMoves(p, o, sq); f != want || (f != 0 && mob != wantMob) {
						t.Fatalf("%s: flipsMoves(%#x, %#x, %d) = %#x, %#x", k, p, o, sq, f, mob)
					}
					if got := k.flipsNb(p, o, sq); got != wantNb {
						t.Fatalf("%s: flipsNb(%#x, %#x, %d) = %#x, want %#x", k, p, o, sq, got, wantNb)
					}
					if got, want := k.lastFlips(p, sq), lastFlipsScalar(p, sq); got != want {
						t.Fatalf("%s: lastFlips(%#x, %d) = %d, want %d", k, p, sq, got, want)
					}
				}
			}
			for _, k := range ks {
				if got, want := perft(k, p, o, 2), perft(kernScalar, p, o, 2); got != want {
					t.Fatalf("%s: perft(%#x, %#x, 2) = %d, want %d", k, p, o, got, want)
				}
			}
		}
	}
	t.Logf("%d squares compared", n)
}

// Every kernel set gives the same scores, moves and node counts: in the
// exact solver (FFO #1-#19, a few under -short, and the win/loss/draw
// window) and in the midgame search with the solver below it (depth-6
// searches from the bench openings).
func TestSolverKernelsAgree(t *testing.T) {
	prs := loadOBF(t, "fforum-1-19.obf")
	if testing.Short() {
		prs = prs[:4]
	}
	ks := supportedKernels()
	type result struct {
		mv    engine.Move
		v     int
		nodes uint64
	}
	run := func(k kernelSet) []result {
		s := NewSolver(16)
		s.k = k
		var rs []result
		for _, pr := range prs {
			for _, w := range [][2]int{{-64, 64}, {-1, 1}} {
				s.Clear()
				c := engine.NewControl(nil, 0)
				mv, v, _ := s.SolveMove(c, pr.Pos.Player(), pr.Pos.Opponent(), w[0], w[1])
				rs = append(rs, result{mv, v, c.Nodes()})
			}
		}
		return rs
	}
	want := run(kernScalar)
	for _, k := range ks[1:] {
		got := run(k)
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: solve %d: %+v, scalar %+v", k, i, got[i], want[i])
			}
		}
	}

	openings := benchOpenings
	if testing.Short() {
		openings = openings[:3]
	}
	search := func(k kernelSet) []engine.Result {
		var rs []engine.Result
		s := engine.NewSearcher(engine.NewTT(4))
		for _, line := range openings {
			pos := openingPosition(t, line)
			pos.k = k
			s.Reset()
			r := s.Search(pos, engine.Limits{Depth: 6}, nil, time.Now(), nil)
			rs = append(rs, engine.Result{Move: r.Move, Score: r.Score, Nodes: r.Nodes})
		}
		return rs
	}
	wantR := search(kernScalar)
	for _, k := range ks[1:] {
		got := search(k)
		for i := range wantR {
			if got[i].Move != wantR[i].Move || got[i].Score != wantR[i].Score || got[i].Nodes != wantR[i].Nodes {
				t.Errorf("%s: search %s: %+v, scalar %+v", k, openings[i], got[i], wantR[i])
			}
		}
	}
}

// BenchmarkSolverKernels solves FFO #1-#19 with each kernel set the
// processor runs (a fresh table per problem, one thread).
func BenchmarkSolverKernels(b *testing.B) {
	prs := loadOBF(b, "fforum-1-19.obf")
	for _, k := range supportedKernels() {
		b.Run(k.String(), func(b *testing.B) {
			s := NewSolver(16)
			s.k = k
			var nodes uint64
			for i := 0; i < b.N; i++ {
				for _, pr := range prs {
					s.Clear()
					c := engine.NewControl(nil, 0)
					s.SolveMove(c, pr.Pos.Player(), pr.Pos.Opponent(), -64, 64)
					nodes += c.Nodes()
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkKernelMeasurement times the measurement that chooses the kernel
// set on first use.
func BenchmarkKernelMeasurement(b *testing.B) {
	for i := 0; i < b.N; i++ {
		measureKernels()
	}
}

func TestKernelsChoice(t *testing.T) {
	avail := AvailableKernels()
	if len(avail) == 0 || avail[len(avail)-1] != "scalar" {
		t.Fatalf("AvailableKernels() = %v", avail)
	}
	c := measureKernels()
	if !c.ok || !kernelSupported(c.set) {
		t.Fatalf("measured choice %+v", c)
	}
	t.Logf("measured: %s, %v in all; times %v", c.set, c.took, c.times)
	for _, k := range supportedKernels() {
		if c.times[k] <= 0 {
			t.Errorf("%s: not timed", k)
		}
	}
	if c.times[c.set] > c.times[kernScalar]+c.times[kernScalar]/kernelTolerance {
		t.Errorf("chose %s (%v) over scalar (%v)", c.set, c.times[c.set], c.times[kernScalar])
	}
	t.Log(KernelsInfo())

	prev := kernelState.Load()
	defer kernelState.Store(prev)
	for _, name := range avail {
		if err := SetKernels(name); err != nil {
			t.Fatalf("SetKernels(%q): %v", name, err)
		}
		if Kernels() != name || NewPosition().k.String() != name || NewSolver(1).k.String() != name {
			t.Fatalf("SetKernels(%q): Kernels() = %q", name, Kernels())
		}
		if !strings.HasPrefix(KernelsInfo(), name+" (set by SetKernels)") {
			t.Errorf("KernelsInfo() = %q", KernelsInfo())
		}
	}
	if err := SetKernels("auto"); err != nil || Kernels() != measuredKernels().set.String() {
		t.Fatalf("SetKernels(auto): %v, %s", err, Kernels())
	}
	before := Kernels()
	for _, bad := range []string{"avx1024", "", "sse"} {
		if bad == "" {
			continue // "" means auto
		}
		if err := SetKernels(bad); err == nil {
			t.Errorf("SetKernels(%q) accepted", bad)
		}
	}
	for k := kernelSet(0); k < numKernelSets; k++ {
		if !kernelSupported(k) {
			if err := SetKernels(k.String()); err == nil || !strings.Contains(err.Error(), "not supported") {
				t.Errorf("SetKernels(%q) on a processor without it: %v", k, err)
			}
		}
	}
	if Kernels() != before {
		t.Errorf("a refused SetKernels changed the set to %s", Kernels())
	}
}

func TestKernelsEnv(t *testing.T) {
	t.Setenv("SENTE_KERNELS", "scalar")
	if c := readEnvKernels(); !c.ok || c.set != kernScalar {
		t.Errorf("SENTE_KERNELS=scalar: %+v", c)
	}
	t.Setenv("SENTE_KERNELS", "AUTO")
	if c := readEnvKernels(); c.ok || c.note != "" {
		t.Errorf("SENTE_KERNELS=AUTO: %+v", c)
	}
	t.Setenv("SENTE_KERNELS", "fast")
	if c := readEnvKernels(); c.ok || !strings.Contains(c.note, "unknown") {
		t.Errorf("SENTE_KERNELS=fast: %+v", c)
	}
	for _, k := range supportedKernels() {
		t.Setenv("SENTE_KERNELS", k.String())
		if c := readEnvKernels(); !c.ok || c.set != k {
			t.Errorf("SENTE_KERNELS=%s: %+v", k, c)
		}
	}
}

// The vector kernels must not mix in legacy SSE instructions (issue 18:
// on Intel processors an SSE instruction that writes an XMM register while
// the upper halves of the YMM registers are dirty costs a state transition
// or a merge with a false dependency; the AVX-512 set once ran the solver
// 7x slower than the scalar code there), must keep to registers 0-15
// (VZEROUPPER does not clean 16-31) and 256-bit vectors, and must clear
// the upper halves (VZEROUPPER) on the way to every RET: in every function
// and in every macro that holds a function's body (simd_amd64.h). The
// AVX2 file must not use an AVX-512 instruction.
func TestSIMDSourceRules(t *testing.T) {
	units := 0
	for _, name := range []string{"simd_amd64.s", "simd_avx2_amd64.s", "simd_amd64.h"} {
		units += checkSIMDSource(t, name, name == "simd_avx2_amd64.s")
	}
	if units < 6 {
		t.Errorf("only %d functions and function bodies with a RET read", units)
	}
}

// checkSIMDSource applies TestSIMDSourceRules to one file and returns the
// number of functions and macros with a RET that it checked. A function
// without a RET must end in a macro holding its body (a name ending in
// BODY), whose RET is checked where the macro is defined.
func checkSIMDSource(t *testing.T, name string, avx2Only bool) int {
	t.Helper()
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	vecReg := regexp.MustCompile(`\b[XYZ]\d+\b`)
	highReg := regexp.MustCompile(`\b([XY](1[6-9]|2\d|3[01])|Z\d+|K[0-7])\b`)
	avx512Op := regexp.MustCompile(`^(VPLZCNT|VPCONFLICT|VPTERNLOG|VPROLV?|VPRORV?|VPSRAQ|VPSRAVQ|VPMOVM2|VPMOV[A-Z0-9]*2M|KMOV|VPCOMPRESS|VPEXPAND)`)
	macroCall := regexp.MustCompile(`^[A-Z][A-Z0-9]*\(`)
	comment := regexp.MustCompile(`/\*.*?\*/`)
	var (
		ins     []string // instructions of the current unit, macros as calls
		unit    string   // the current function or macro ("" between them)
		units   int
		inMacro bool
	)
	check := func() {
		if unit == "" {
			return
		}
		if strings.HasPrefix(unit, "TEXT") && len(ins) > 0 && !strings.HasSuffix(ins[len(ins)-1], "BODY") && ins[len(ins)-1] != "RET" {
			t.Errorf("%s: %s ends neither in RET nor in a body macro", name, unit)
		}
		counted := false
		for i, in := range ins {
			if in != "RET" {
				continue
			}
			if !counted {
				units++
				counted = true
			}
			// walking back from the RET, the first vector instruction (or
			// macro, or label) must be VZEROUPPER
			ok := false
			for j := i - 1; j >= 0; j-- {
				op := strings.Fields(ins[j])[0]
				if strings.HasSuffix(op, ":") {
					break
				}
				if op == "VZEROUPPER" {
					ok = true
					break
				}
				if strings.HasPrefix(op, "V") || macroCall.MatchString(ins[j]) {
					break
				}
			}
			if !ok {
				t.Errorf("%s: %s: RET without VZEROUPPER after the last vector instruction", name, unit)
			}
		}
		unit, ins = "", nil
	}
	for lineNo, line := range strings.Split(string(src), "\n") {
		lineNo++
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		line = comment.ReplaceAllString(line, "")
		cont := strings.HasSuffix(strings.TrimSpace(line), `\`)
		line = strings.TrimSuffix(strings.TrimSpace(line), `\`)
		if strings.HasPrefix(line, "#define") || strings.HasPrefix(line, "TEXT") {
			check()
			unit = strings.Join(strings.Fields(line)[:2], " ")
			if strings.HasPrefix(line, "#define") {
				inMacro = cont
			}
			continue
		}
		for _, part := range strings.Split(line, ";") {
			part = strings.TrimSpace(part)
			if part == "" || strings.HasPrefix(part, "#") || strings.HasPrefix(part, "DATA") || strings.HasPrefix(part, "GLOBL") {
				continue
			}
			op := strings.Fields(part)[0]
			if vecReg.MatchString(part) && !strings.HasPrefix(op, "V") && !macroCall.MatchString(part) {
				t.Errorf("%s:%d: %q is a legacy SSE instruction (use its VEX form)", name, lineNo, part)
			}
			if highReg.MatchString(part) {
				t.Errorf("%s:%d: %q uses a ZMM, mask or upper (16-31) register", name, lineNo, part)
			}
			if avx2Only && avx512Op.MatchString(op) {
				t.Errorf("%s:%d: %q is an AVX-512 instruction in the AVX2 kernels", name, lineNo, part)
			}
			ins = append(ins, part)
		}
		if inMacro && !cont {
			inMacro = false
			check()
		}
	}
	check()
	return units
}

// Start-up tables that are literals now match the rules they come from.
func TestStaticTables(t *testing.T) {
	for sq := 0; sq < 64; sq++ {
		b := uint64(1) << uint(sq)
		var bonus int32
		switch {
		case b&cornerMask != 0:
			bonus = 400
		case b&xMask != 0:
			bonus = -300
		}
		if squareBonus[sq] != bonus {
			t.Errorf("squareBonus[%d] = %d, want %d", sq, squareBonus[sq], bonus)
		}
		corner := int8(-1)
		switch sq {
		case 9:
			corner = 0
		case 14:
			corner = 7
		case 49:
			corner = 56
		case 54:
			corner = 63
		}
		if xCorner[sq] != corner {
			t.Errorf("xCorner[%d] = %d, want %d", sq, xCorner[sq], corner)
		}
	}
	fl := features()
	if len(fl.parts) != evalPartCount {
		t.Errorf("%d part tables, eval_code.go has %d (regenerate it)", len(fl.parts), evalPartCount)
	}
}

// The feature layout constants match the layout built from evalPatterns.
func TestFeatureLayoutConstants(t *testing.T) {
	fl := features()
	want := map[string]int{
		"mobility-own": featOffMobP, "mobility-opp": featOffMobO,
		"potential-own": featOffPotP, "potential-opp": featOffPotO,
		"parity": featOffParity, "bias": featOffBias,
	}
	end := 0
	for g, grp := range fl.groups {
		if g < len(evalPatterns) && grp.offset != fl.patOffset[g] {
			t.Errorf("%s: offset %d, patOffset %d", grp.name, grp.offset, fl.patOffset[g])
		}
		if off, ok := want[grp.name]; ok && grp.offset != off {
			t.Errorf("%s: offset %d, constant %d", grp.name, grp.offset, off)
		}
		if grp.offset != end {
			t.Errorf("%s: offset %d after %d", grp.name, grp.offset, end)
		}
		end = grp.offset + grp.size
	}
	if fl.patOffset[len(evalPatterns)-1]+pow3(len(evalPatterns[len(evalPatterns)-1].squares)) != featPatternsSize {
		t.Errorf("patterns end at %d, featPatternsSize %d", end, featPatternsSize)
	}
	if end != EvalStageSize {
		t.Errorf("layout size %d, EvalStageSize %d", end, EvalStageSize)
	}
}

// benchOpenings are the openings of the Othello bench (protocol/bench.go).
var benchOpenings = []string{
	"f5d6c3d3c4f4f6f3e6e7",
	"f5f6e6f4e3c5c4",
	"f5d6c5f4e3f6",
	"f5f4e3f6d3",
	"f5d6c4d3c3f4f6",
	"f5f6e6f4g5d6",
	"f5d6c3d3c4f4c5b3c2e6c6b4",
	"f5f6e6d6",
}

// openingPosition plays line (moves such as "f5d6") from the start.
func openingPosition(t testing.TB, line string) *Position {
	pos := NewPosition()
	for i := 0; i+2 <= len(line); i += 2 {
		m, err := ParseMove(line[i : i+2])
		if err == nil {
			err = pos.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	return pos
}

// chooseKernels keeps the fastest set, or a richer one within
// kernelTolerance of it, among the sets the processor runs.
func TestChooseKernels(t *testing.T) {
	for k := kernelSet(0); k < numKernelSets; k++ {
		if !kernelSupported(k) {
			t.Skipf("%s not supported here", k)
		}
	}
	ms := func(a, b, c int) [numKernelSets]time.Duration {
		return [numKernelSets]time.Duration{time.Duration(a), time.Duration(b), time.Duration(c)}
	}
	for _, c := range []struct {
		times [numKernelSets]time.Duration
		want  kernelSet
	}{
		{ms(100, 80, 60), kernAVX512},
		{ms(100, 60, 80), kernAVX2},
		{ms(100, 80, 83), kernAVX512}, // within 5% of the fastest: the richer set
		{ms(60, 100, 100), kernScalar},
		{ms(100, 100, 100), kernAVX512},
	} {
		if got := chooseKernels(c.times); got != c.want {
			t.Errorf("chooseKernels(%v) = %s, want %s", c.times, got, c.want)
		}
	}
}
