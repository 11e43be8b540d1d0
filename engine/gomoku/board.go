package gomoku

// Stone is the content of a point: Empty, Black or White. Black moves first.
type Stone uint8

// Point contents. wall marks the padding around the board; it never
// appears in the exported API.
const (
	Empty Stone = 0
	Black Stone = 1
	White Stone = 2
	wall  Stone = 3
)

// Opponent returns the other colour (Empty for Empty).
func (s Stone) Opponent() Stone {
	switch s {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// String names the stone.
func (s Stone) String() string {
	switch s {
	case Black:
		return "black"
	case White:
		return "white"
	case Empty:
		return "empty"
	}
	return "wall"
}

// Board size limits accepted by NewGame.
const (
	MinSide = 5
	MaxSide = 32
)

// pad is the width of the wall border around the board: every point within
// five steps of an on-board point in any direction is inside the array, so
// line scans never need bounds checks.
const pad = 5

const maxStride = MaxSide + 2*pad

// maxCells is the size of the padded cell array of the largest board.
const maxCells = maxStride * maxStride

// board is the padded point array shared by Game and Position. Point (x,y)
// lives at index (y+pad)*stride + x + pad; the four line directions are the
// index steps in dirs.
type board struct {
	w, h, stride int
	dirs         [4]int
	foulCalls    int // calls of the current renju foul test
	cells        [maxCells]Stone
}

func (b *board) init(w, h int) {
	b.w, b.h = w, h
	b.stride = w + 2*pad
	b.dirs = [4]int{1, b.stride, b.stride + 1, b.stride - 1}
	for i := range b.cells {
		b.cells[i] = wall
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			b.cells[b.idx(x, y)] = Empty
		}
	}
}

func (b *board) idx(x, y int) int { return (y+pad)*b.stride + x + pad }

func (b *board) xy(i int) (x, y int) { return i%b.stride - pad, i/b.stride - pad }

func (b *board) inside(x, y int) bool { return x >= 0 && y >= 0 && x < b.w && y < b.h }

// move converts a cell index to an engine move (y*width+x) and back.
func (b *board) move(i int) int {
	x, y := b.xy(i)
	return y*b.w + x
}

func (b *board) cell(m int) int { return b.idx(m%b.w, m/b.w) }

// run returns the length of the run of s through p along d, counting p as
// s whatever it holds, and the run's two end points (inclusive).
func (b *board) run(p, d int, s Stone) (n, lo, hi int) {
	lo, hi = p, p
	for b.cells[lo-d] == s {
		lo -= d
	}
	for b.cells[hi+d] == s {
		hi += d
	}
	return (hi-lo)/d + 1, lo, hi
}
