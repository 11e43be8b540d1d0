package othello

import "math/bits"

// This file extracts the evaluation's features from a position: the base-3
// indexes of the edge and corner patterns, and the counts behind the scalar
// features (mobility, potential mobility, stable discs, parity). Evaluate
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
// 3x3 corner block and the 2x5 corner block (both orientations).
var evalPatterns = [...]pattern{
	{"edge+2X", []int{0, 1, 2, 3, 4, 5, 6, 7, 9, 14}},
	{"corner3x3", []int{0, 1, 2, 8, 9, 10, 16, 17, 18}},
	{"corner2x5", []int{0, 1, 2, 3, 4, 8, 9, 10, 11, 12}},
}

// Sizes of the scalar feature tables (counts are clipped to size-1).
const (
	featMobSize    = 32 // legal moves of one side
	featPotSize    = 48 // empty squares next to the other side's discs
	featStableSize = 65 // stable discs of one side
	featParitySize = 10 // global parity x number of odd quadrants
)

// featGroup is one weight table of a stage: a pattern or a scalar feature.
type featGroup struct {
	name   string
	offset int
	size   int
}

// Feature layout of one stage's weight vector, computed at init.
var (
	featGroups    []featGroup
	featPatOffset [len(evalPatterns)]int
	featOffMobP   int
	featOffMobO   int
	featOffPotP   int
	featOffPotO   int
	featOffStP    int
	featOffStO    int
	featOffParity int
	featOffBias   int
	// EvalStageSize is the number of weights of one stage.
	EvalStageSize int
)

// EvalStages is the number of phases with their own weights. A position
// with E empty squares uses stage min(EvalStages-1, (60-E)/5).
const EvalStages = 12

// EvalStage returns the stage (weight set) used for a position with the
// given number of empty squares.
func EvalStage(empties int) int {
	s := (60 - empties) / 5
	if s < 0 {
		return 0
	}
	if s >= EvalStages {
		return EvalStages - 1
	}
	return s
}

// rowPart adds T[row byte of p] + 2*T[row byte of o] to an instance index.
type rowPart struct {
	row   uint8 // 0..7 on the board, 8..15 on the transposed board
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

// featInstances lists every pattern instance in evaluation order;
// featTie[g][i] is the index tied to i by a symmetry of the pattern that
// maps its canonical instance onto itself (i itself when none).
var (
	featInstances []patInstance
	featTie       [len(evalPatterns)][]int32
)

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

func init() { initFeatures() }

func initFeatures() {
	off := 0
	add := func(name string, size int) int {
		featGroups = append(featGroups, featGroup{name, off, size})
		off += size
		return off - size
	}
	for g, pt := range evalPatterns {
		featPatOffset[g] = add(pt.name, pow3(len(pt.squares)))
	}
	featOffMobP = add("mobility-own", featMobSize)
	featOffMobO = add("mobility-opp", featMobSize)
	featOffPotP = add("potential-own", featPotSize)
	featOffPotO = add("potential-opp", featPotSize)
	featOffStP = add("stable-own", featStableSize)
	featOffStO = add("stable-opp", featStableSize)
	featOffParity = add("parity", featParitySize)
	featOffBias = add("bias", 1)
	EvalStageSize = off

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
			copy(in.parts[:], parts) // every pattern spans at most 3 rows
			featInstances = append(featInstances, in)
		}
		featTie[g] = tie
	}
	for i := range featInstances {
		featInstances[i].off = int32(featPatOffset[featInstances[i].pat])
	}
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

// buildParts chooses the board or its transpose (whichever spans fewer
// rows) and builds the row tables of one instance.
func buildParts(sq []int) []rowPart {
	rowsOf := func(transposed bool) map[int]bool {
		m := map[int]bool{}
		for _, s := range sq {
			if transposed {
				m[s&7] = true
			} else {
				m[s>>3] = true
			}
		}
		return m
	}
	tr := len(rowsOf(true)) < len(rowsOf(false))
	var parts []rowPart
	for r := 0; r < 8; r++ {
		t := new([256]uint16)
		used := false
		for d, s := range sq {
			x, y := s&7, s>>3
			if tr {
				x, y = y, x
			}
			if y != r {
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
			row := uint8(r)
			if tr {
				row += 8
			}
			parts = append(parts, rowPart{row, t})
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

// Masks used by the stability estimate.
const (
	colA   uint64 = 0x0101010101010101
	colH   uint64 = 0x8080808080808080
	row1   uint64 = 0x00000000000000ff
	row8   uint64 = 0xff00000000000000
	border        = colA | colH | row1 | row8
)

// fullLines returns, per axis, the squares whose whole line along that axis
// is occupied: such a square can never be flipped along that axis. Rows and
// columns are folded; on the diagonals the empty squares are spread both
// ways by 1, 2 and 4 steps (masks stop the wrap-around), and what they do
// not reach lies on a full diagonal.
func fullLines(occ uint64) (h, v, d, a uint64) {
	x := occ & (occ >> 1)
	x &= x >> 2
	x &= x >> 4
	h = (x & colA) * 0xff
	y := occ & (occ >> 8)
	y &= y >> 16
	y &= y >> 32
	v = (y & row1) * colA
	const (
		notAB  uint64 = 0xfcfcfcfcfcfcfcfc
		notGH  uint64 = 0x3f3f3f3f3f3f3f3f
		colsEH uint64 = 0xf0f0f0f0f0f0f0f0
		colsAD uint64 = 0x0f0f0f0f0f0f0f0f
	)
	e := ^occ
	// a1-h8 direction: +9 moves one column right
	t := e | (e<<9)&notA | (e>>9)&notH
	t |= (t<<18)&notAB | (t>>18)&notGH
	t |= (t<<36)&colsEH | (t>>36)&colsAD
	d = ^t
	// h1-a8 direction: +7 moves one column left
	t = e | (e<<7)&notH | (e>>7)&notA
	t |= (t<<14)&notGH | (t>>14)&notAB
	t |= (t<<28)&colsAD | (t>>28)&colsEH
	a = ^t
	return
}

// stableOf returns the discs of b that can provably never be flipped: a
// disc is stable when, along each of the 4 axes, its line is full or one
// of its two neighbours is the wall or a stable disc of the same colour.
// This is a sound under-estimate (edge-anchored stability and full lines).
func stableOf(b, fh, fv, fd, fa uint64) uint64 {
	var st uint64
	for {
		ph := fh | colA | colH | (st<<1)&notA | (st>>1)&notH
		pv := fv | row1 | row8 | st<<8 | st>>8
		pd := fd | border | (st<<9)&notA | (st>>9)&notH
		pa := fa | border | (st<<7)&notH | (st>>7)&notA
		n := b & ph & pv & pd & pa
		if n == st {
			return st
		}
		st = n
	}
}

// stableDiscs returns the discs of b, on a board whose occupied squares
// are f, that can never be flipped (stableOf on f's full lines): the
// solver's stability cut-off uses it.
func stableDiscs(b, f uint64) uint64 {
	h, v, d, a := fullLines(f)
	return stableOf(b, h, v, d, a)
}

// scalarCounts holds the clipped counts behind the scalar features.
type scalarCounts struct {
	mobP, mobO, potP, potO, stP, stO, parity int
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
func scalars(p, o uint64) scalarCounts {
	occ := p | o
	empty := ^occ
	var c scalarCounts
	c.mobP = clip(bits.OnesCount64(Moves(p, o)), featMobSize)
	c.mobO = clip(bits.OnesCount64(Moves(o, p)), featMobSize)
	c.potP = clip(bits.OnesCount64(neighbours(o)&empty), featPotSize)
	c.potO = clip(bits.OnesCount64(neighbours(p)&empty), featPotSize)
	if occ&0x8100000000000081 == 0 {
		c.stP, c.stO = 0, 0 // no corner taken: nothing is stable yet (fast path)
	} else {
		fh, fv, fd, fa := fullLines(occ)
		c.stP = bits.OnesCount64(stableOf(p, fh, fv, fd, fa))
		c.stO = bits.OnesCount64(stableOf(o, fh, fv, fd, fa))
	}
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
	var rows [32]uint8
	fillRows(&rows, p, o)
	for i := range featInstances {
		buf = append(buf, instanceIndex(&rows, &featInstances[i]))
	}
	c := scalars(p, o)
	buf = append(buf,
		int32(featOffMobP+c.mobP), int32(featOffMobO+c.mobO),
		int32(featOffPotP+c.potP), int32(featOffPotO+c.potO),
		int32(featOffStP+c.stP), int32(featOffStO+c.stO),
		int32(featOffParity+c.parity), int32(featOffBias))
	return buf, EvalStage(64 - bits.OnesCount64(p|o))
}

// EvalTie returns the weight index that index i of a stage's vector shares
// its value with (a pattern configuration and its mirror image under a
// symmetry of the pattern); i itself when it has no partner. Tying keeps
// the evaluation exactly invariant under the 8 board symmetries.
func EvalTie(i int) int {
	for g := range evalPatterns {
		off := featPatOffset[g]
		if i >= off && i < off+len(featTie[g]) {
			return off + int(featTie[g][i-off])
		}
	}
	return i
}

// fillRows stores the 8 row bytes of p, o and of their transposes:
// rows[r] = p row r, rows[8+r] = p column r, rows[16+r] = o row r,
// rows[24+r] = o column r.
func fillRows(rows *[32]uint8, p, o uint64) {
	pt, ot := transpose(p), transpose(o)
	for r := 0; r < 8; r++ {
		rows[r] = uint8(p >> (8 * r))
		rows[8+r] = uint8(pt >> (8 * r))
		rows[16+r] = uint8(o >> (8 * r))
		rows[24+r] = uint8(ot >> (8 * r))
	}
}

// instanceIndex returns the weight index (pattern offset included) of
// instance in for the row bytes filled by fillRows.
func instanceIndex(rows *[32]uint8, in *patInstance) int32 {
	idx := in.off
	for k := 0; k < int(in.n); k++ {
		pr := &in.parts[k]
		idx += int32(pr.table[rows[pr.row&15]]) + 2*int32(pr.table[rows[16+pr.row&15]])
	}
	return idx
}
