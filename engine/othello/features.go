package othello

import (
	"math/bits"
	"sync"
)

// This file extracts the evaluation's features from a position: the base-3
// indexes of the edge and corner patterns, and the counts behind the scalar
// features (mobility, potential mobility, parity). Evaluate
// (eval.go) sums one learned weight per feature; the tuning tool
// (engine/othello/tune) reads the same features through EvalFeatures, so
// training and play can never disagree.

// pattern is a set of squares whose joint contents (empty, own, opponent)
// index a weight table of 3^len(squares) entries. One canonical list of
// squares is given; the instances are its images under the 8 board
// symmetries and share the table.
type pattern struct {
	name    string
	squares []int // canonical instance; digit i of the index is squares[i]
}

// evalPatterns are the learned patterns: the edge with both X-squares, the
// 3x3 and 2x5 corner blocks (both orientations of the latter), the second,
// third and fourth rows, and the diagonals of 8 down to 4 squares.
var evalPatterns = [...]pattern{
	{"edge+2X", []int{0, 1, 2, 3, 4, 5, 6, 7, 9, 14}},
	{"corner3x3", []int{0, 1, 2, 8, 9, 10, 16, 17, 18}},
	{"corner2x5", []int{0, 1, 2, 3, 4, 8, 9, 10, 11, 12}},
	{"row2", []int{8, 9, 10, 11, 12, 13, 14, 15}},
	{"row3", []int{16, 17, 18, 19, 20, 21, 22, 23}},
	{"row4", []int{24, 25, 26, 27, 28, 29, 30, 31}},
	{"diag8", []int{0, 9, 18, 27, 36, 45, 54, 63}},
	{"diag7", []int{1, 10, 19, 28, 37, 46, 55}},
	{"diag6", []int{2, 11, 20, 29, 38, 47}},
	{"diag5", []int{3, 12, 21, 30, 39}},
	{"diag4", []int{4, 13, 22, 31}},
}

// Sizes of the scalar feature tables (counts are clipped to size-1).
const (
	featMobSize    = 32 // legal moves of one side
	featPotSize    = 48 // empty squares next to the other side's discs
	featParitySize = 10 // global parity x number of odd quadrants
)

// featGroup is one weight table of a stage: a pattern or a scalar feature.
type featGroup struct {
	name   string
	offset int
	size   int
}

// Feature layout of one stage's weight vector: the pattern tables in the
// order of evalPatterns (their offsets are featureLayout.patOffset), then
// the scalar features. The constants are checked against the layout built
// from evalPatterns by TestFeatureLayoutConstants.
const (
	// featPatternsSize is the sum of 3^len(squares) over evalPatterns.
	featPatternsSize = 2*59049 + 19683 + 4*6561 + 2187 + 729 + 243 + 81
	featOffMobP      = featPatternsSize
	featOffMobO      = featOffMobP + featMobSize
	featOffPotP      = featOffMobO + featMobSize
	featOffPotO      = featOffPotP + featPotSize
	featOffParity    = featOffPotO + featPotSize
	featOffBias      = featOffParity + featParitySize
	// EvalStageSize is the number of weights of one stage.
	EvalStageSize = featOffBias + 1
)

// EvalStageWidth is the number of empties a stage (weight set) covers.
const EvalStageWidth = 5

// EvalStages is the number of phases with their own weights. A position
// with E empty squares uses stage min(EvalStages-1, (60-E)/EvalStageWidth):
// the last stage also takes the few empties left over.
const EvalStages = 60 / EvalStageWidth

// EvalStage returns the stage (weight set) used for a position with the
// given number of empty squares.
func EvalStage(empties int) int {
	s := (60 - empties) / EvalStageWidth
	if s < 0 {
		return 0
	}
	if s >= EvalStages {
		return EvalStages - 1
	}
	return s
}

// rowPart adds T[line byte of p] + 2*T[line byte of o] to an instance
// index.
type rowPart struct {
	row   uint8 // line (lineOf): 0..7 rows, 8..15 columns, then diagonals
	table *[256]uint16
}

// patInstance is one placement of a pattern on the board: its index is
// the sum over its row parts (at most 3).
type patInstance struct {
	off   int32 // offset of the pattern's table in a stage's weights
	pat   uint8 // index in evalPatterns
	n     uint8 // number of row parts used
	parts [3]rowPart
}

// featureLayout is the evaluation's feature layout, built from
// evalPatterns on first use (features):
//   - groups lists the weight tables of a stage (EvalLayout signs them);
//   - instances lists every pattern instance (evalPatternSum, generated
//     from it, sums them in this order) and squares[i] the squares of
//     instances[i], digit order;
//   - tie[g][i] is the index tied to i by a symmetry of pattern g that maps
//     its canonical instance onto itself (i itself when none);
//   - parts holds the distinct byte tables of the instances' row parts, in
//     order of first use (partTableOf); the generated evalPatternSum reads
//     them by number.
type featureLayout struct {
	groups    []featGroup
	patOffset [len(evalPatterns)]int
	instances []patInstance
	squares   [][]int
	tie       [len(evalPatterns)][]int32
	parts     [][256]uint16
}

// features returns the feature layout, built on the first call (about
// 1 MB of tables, most of it the ties).
var features = sync.OnceValue(buildFeatures)

// symSquare maps square sq through symmetry s (0..7): the identity,
// mirrors, rotations and diagonal flips.
func symSquare(s, sq int) int {
	x, y := sq&7, sq>>3
	switch s {
	case 1:
		x = 7 - x
	case 2:
		y = 7 - y
	case 3:
		x, y = 7-x, 7-y
	case 4:
		x, y = y, x
	case 5:
		x, y = 7-y, x
	case 6:
		x, y = y, 7-x
	case 7:
		x, y = 7-y, 7-x
	}
	return y*8 + x
}

func pow3(n int) int {
	r := 1
	for ; n > 0; n-- {
		r *= 3
	}
	return r
}

func buildFeatures() *featureLayout {
	fl := &featureLayout{}
	off := 0
	add := func(name string, size int) int {
		fl.groups = append(fl.groups, featGroup{name, off, size})
		off += size
		return off - size
	}
	for g, pt := range evalPatterns {
		fl.patOffset[g] = add(pt.name, pow3(len(pt.squares)))
	}
	add("mobility-own", featMobSize)
	add("mobility-opp", featMobSize)
	add("potential-own", featPotSize)
	add("potential-opp", featPotSize)
	add("parity", featParitySize)
	add("bias", 1)

	for g, pt := range evalPatterns {
		n := len(pt.squares)
		canon := setOf(pt.squares)
		var seen []uint64
		tie := make([]int32, pow3(n))
		for i := range tie {
			tie[i] = int32(i)
		}
		for s := 0; s < 8; s++ {
			sq := make([]int, n)
			for i, c := range pt.squares {
				sq[i] = symSquare(s, c)
			}
			set := setOf(sq)
			if set == canon && s != 0 {
				// A self-symmetry: digit i moves to the digit holding sq[i].
				perm := make([]int, n)
				for i := range sq {
					for j, c := range pt.squares {
						if c == sq[i] {
							perm[i] = j
						}
					}
				}
				for idx := range tie {
					tie[idx] = int32(permuteIndex(idx, perm))
				}
			}
			dup := false
			for _, m := range seen {
				dup = dup || m == set
			}
			if dup {
				continue
			}
			seen = append(seen, set)
			parts := buildParts(sq)
			in := patInstance{pat: uint8(g), n: uint8(len(parts))}
			copy(in.parts[:], parts) // every pattern spans at most 3 lines
			fl.instances = append(fl.instances, in)
			fl.squares = append(fl.squares, sq)
		}
		fl.tie[g] = tie
	}
	for i := range fl.instances {
		fl.instances[i].off = int32(fl.patOffset[fl.instances[i].pat])
	}
	for _, in := range fl.instances {
		for k := 0; k < int(in.n); k++ {
			if fl.partTableOf(in.parts[k].table) < 0 {
				fl.parts = append(fl.parts, *in.parts[k].table)
			}
		}
	}
	return fl
}

func setOf(sq []int) uint64 {
	var m uint64
	for _, s := range sq {
		m |= 1 << uint(s)
	}
	return m
}

// permuteIndex moves digit i of idx to digit perm[i].
func permuteIndex(idx int, perm []int) int {
	r := 0
	for i := range perm {
		d := idx % 3
		idx /= 3
		r += d * pow3(perm[i])
	}
	return r
}

// Lines of the board that pattern indexes are read from, as one byte per
// line and colour (fillLines): the 8 rows, the 8 columns, and the 9
// diagonals and 9 anti-diagonals of 4 or more squares.
const (
	lineCol   = 8  // first column line
	lineDiag  = 16 // first a1-h8 diagonal: x-y = -4..4
	lineAnti  = 25 // first h1-a8 diagonal: x+y = 3..11
	numLines  = 34
	diagCount = numLines - lineDiag
	lineO     = 64 // the opponent's lines start here in the line array
)

// lineBytes holds the line bytes of p (from 0) and o (from lineO),
// filled by fillLines; its size lets masked indexes skip bounds checks.
type lineBytes [2 * lineO]uint8

// lineOf returns the line of the given kind (0 rows, 1 columns, 2
// diagonals, 3 anti-diagonals) through sq and the bit of sq in that
// line's byte; ok is false if sq's line of that kind is not read.
func lineOf(kind, sq int) (line, bit int, ok bool) {
	x, y := sq&7, sq>>3
	switch kind {
	case 0:
		return y, x, true
	case 1:
		return lineCol + x, y, true
	case 2:
		k := x - y
		if k < -4 || k > 4 {
			return 0, 0, false
		}
		return lineDiag + 4 + k, min(x, y), true
	default:
		s := x + y
		if s < 3 || s > 11 {
			return 0, 0, false
		}
		return lineAnti + s - 3, x, true
	}
}

// Diagonals are gathered into bytes by shifting the board so that the
// diagonal lands on the long diagonal of its direction, keeping those
// squares, and multiplying by colMul: the long diagonal's squares then sit,
// without carries, in the top byte, bit i holding the square of column i
// (fillLines; TestInstanceIndexMatchesSquares checks every read).
const colMul uint64 = 0x0101010101010101

// buildParts reads the instance from the kind of line (rows, columns,
// diagonals, anti-diagonals, in that order of preference) that covers its
// squares with the fewest lines, and builds one byte table per line.
func buildParts(sq []int) []rowPart {
	bestKind, bestN := -1, 0
	for kind := 0; kind < 4; kind++ {
		lines := map[int]bool{}
		ok := true
		for _, s := range sq {
			l, _, in := lineOf(kind, s)
			ok = ok && in
			lines[l] = true
		}
		if ok && (bestKind < 0 || len(lines) < bestN) {
			bestKind, bestN = kind, len(lines)
		}
	}
	var parts []rowPart
	for line := 0; line < numLines; line++ {
		t := new([256]uint16)
		used := false
		for d, s := range sq {
			l, x, _ := lineOf(bestKind, s)
			if l != line {
				continue
			}
			used = true
			for b := 0; b < 256; b++ {
				if b>>uint(x)&1 != 0 {
					t[b] += uint16(pow3(d))
				}
			}
		}
		if used {
			parts = append(parts, rowPart{uint8(line), t})
		}
	}
	return parts
}

// transpose flips a board along the a1-h8 diagonal: (x, y) -> (y, x).
func transpose(b uint64) uint64 {
	t := 0x0f0f0f0f00000000 & (b ^ (b << 28))
	b ^= t ^ (t >> 28)
	t = 0x3333000033330000 & (b ^ (b << 14))
	b ^= t ^ (t >> 14)
	t = 0x5500550055005500 & (b ^ (b << 7))
	b ^= t ^ (t >> 7)
	return b
}

// neighbours returns the squares adjacent (8 directions) to a disc of b.
func neighbours(b uint64) uint64 {
	h := b | (b<<1)&notA | (b>>1)&notH
	return (h | h<<8 | h>>8) &^ b
}

// scalarCounts holds the clipped counts behind the scalar features.
type scalarCounts struct {
	mobP, mobO, potP, potO, parity int
}

func clip(n, size int) int {
	if n >= size {
		return size - 1
	}
	return n
}

// quadrantMasks are the four 4x4 quadrants, for region parity.
var quadrantMasks = [4]uint64{
	0x000000000f0f0f0f, 0x00000000f0f0f0f0,
	0x0f0f0f0f00000000, 0xf0f0f0f000000000,
}

// scalars computes the scalar feature counts of a position (p to move).
func scalars(k kernelSet, p, o uint64) scalarCounts {
	mp, mo := k.mobility(p, o)
	return scalarsMob(p, o, mp, mo)
}

// scalarsMob is scalars with the legal moves of both sides given: mp of
// the owner of p, mo of the other side.
func scalarsMob(p, o, mp, mo uint64) scalarCounts {
	empty := ^(p | o)
	var c scalarCounts
	c.mobP = clip(bits.OnesCount64(mp), featMobSize)
	c.mobO = clip(bits.OnesCount64(mo), featMobSize)
	c.potP = clip(bits.OnesCount64(neighbours(o)&empty), featPotSize)
	c.potO = clip(bits.OnesCount64(neighbours(p)&empty), featPotSize)
	odd := 0
	for _, m := range quadrantMasks {
		odd += bits.OnesCount64(empty&m) & 1
	}
	c.parity = (bits.OnesCount64(empty)&1)*5 + odd
	return c
}

// EvalFeatures appends to buf the indexes, within one stage's weight
// vector, of the weights Evaluate sums for the position (p to move), and
// returns the stage. The tuning tool uses it to fit the weights.
func EvalFeatures(p, o uint64, buf []int32) ([]int32, int) {
	var lines lineBytes
	fillLines(&lines, p, o)
	fl := features()
	for i := range fl.instances {
		buf = append(buf, instanceIndex(&lines, &fl.instances[i]))
	}
	c := scalars(currentKernels(), p, o)
	buf = append(buf,
		int32(featOffMobP+c.mobP), int32(featOffMobO+c.mobO),
		int32(featOffPotP+c.potP), int32(featOffPotO+c.potO),
		int32(featOffParity+c.parity), int32(featOffBias))
	return buf, EvalStage(64 - bits.OnesCount64(p|o))
}

// EvalTie returns the weight index that index i of a stage's vector shares
// its value with (a pattern configuration and its mirror image under a
// symmetry of the pattern); i itself when it has no partner. Tying keeps
// the evaluation exactly invariant under the 8 board symmetries.
func EvalTie(i int) int {
	fl := features()
	for g := range evalPatterns {
		off := fl.patOffset[g]
		if i >= off && i < off+len(fl.tie[g]) {
			return off + int(fl.tie[g][i-off])
		}
	}
	return i
}

// fillLines stores the line bytes of p (lines[0:numLines]) and of o
// (lines[lineO:]): rows, columns (from the transposes), diagonals.
func fillLines(lines *lineBytes, p, o uint64) {
	pt, ot := transpose(p), transpose(o)
	for r := 0; r < 8; r++ {
		lines[r] = uint8(p >> (8 * r))
		lines[lineCol+r] = uint8(pt >> (8 * r))
		lines[lineO+r] = uint8(o >> (8 * r))
		lines[lineO+lineCol+r] = uint8(ot >> (8 * r))
	}
	diagLines((*[diagCount]uint8)(lines[lineDiag:]), p)
	diagLines((*[diagCount]uint8)(lines[lineO+lineDiag:]), o)
}

// diagGather lists, for each diagonal line (x-y = -4..4, then x+y =
// 3..11), the shift (> 0 right, < 0 left) and mask that bring it onto the
// long diagonal of its direction before the multiplication by colMul.
var diagGather = [diagCount]struct {
	shift int
	mask  uint64
}{
	{32, 0x0000000008040201}, {24, 0x0000001008040201}, {16, 0x0000201008040201}, {8, 0x0040201008040201},
	{0, 0x8040201008040201}, {1, 0x0040201008040201}, {2, 0x0000201008040201}, {3, 0x0000001008040201},
	{4, 0x0000000008040201}, {-32, 0x0102040800000000}, {-24, 0x0102040810000000}, {-16, 0x0102040810200000},
	{-8, 0x0102040810204000}, {0, 0x0102040810204080}, {8, 0x0002040810204080}, {16, 0x0000040810204080},
	{24, 0x0000000810204080}, {32, 0x0000000010204080},
}

// diagLines stores the bytes of b's diagonals x-y = -4..4, then of its
// anti-diagonals x+y = 3..11 (lines lineDiag..numLines-1).
func diagLines(d *[diagCount]uint8, b uint64) {
	for k, g := range diagGather {
		x := b >> uint(max(g.shift, 0)) << uint(max(-g.shift, 0))
		d[k] = uint8(x & g.mask * colMul >> 56)
	}
}

// partTableOf returns the number of t in fl.parts, -1 if absent.
func (fl *featureLayout) partTableOf(t *[256]uint16) int {
	for i := range fl.parts {
		if fl.parts[i] == *t {
			return i
		}
	}
	return -1
}

// instanceIndex returns the weight index (pattern offset included) of
// instance in for the line bytes filled by fillLines.
func instanceIndex(lines *lineBytes, in *patInstance) int32 {
	idx := in.off
	for k := 0; k < int(in.n); k++ {
		idx += in.parts[k].index(lines)
	}
	return idx
}

// index is the part's contribution to its instance's index.
func (pr *rowPart) index(lines *lineBytes) int32 {
	r := pr.row & (lineO - 1)
	return int32(pr.table[lines[r]]) + 2*int32(pr.table[lines[lineO|r]])
}
