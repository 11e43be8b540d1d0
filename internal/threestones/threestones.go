// Package threestones enumerates the three-stone Gomoku openings (black at
// the centre, then white, then black) up to the eight symmetries of the
// square, for the opening-set generators in scripts/.
package threestones

import "fmt"

// Opening is three stones relative to the centre: black, white, black.
type Opening [3][2]int

// String is the opening in the format of the openings files:
// "0,0, wx,wy, bx,by".
func (o Opening) String() string {
	return fmt.Sprintf("%d,%d, %d,%d, %d,%d", o[0][0], o[0][1], o[1][0], o[1][1], o[2][0], o[2][1])
}

// Class names o's symmetry class: the least String of its images under
// the square's symmetries (the stones keep their order, as their colours
// alternate).
func (o Opening) Class() string {
	best := ""
	for s := 0; s < 8; s++ {
		var t Opening
		for i, p := range o {
			x, y := p[0], p[1]
			if s&1 != 0 {
				x = -x
			}
			if s&2 != 0 {
				y = -y
			}
			if s&4 != 0 {
				x, y = y, x
			}
			t[i] = [2]int{x, y}
		}
		if k := t.String(); best == "" || k < best {
			best = k
		}
	}
	return best
}

// All returns one opening of every class with white within whiteRadius
// points of the centre and black's second stone within blackRadius
// (Chebyshev distance), the first met of each class in the order of the
// loops (white's x, white's y, black's x, black's y, each increasing).
func All(whiteRadius, blackRadius int) []Opening {
	seen := map[string]bool{}
	var out []Opening
	for wx := -whiteRadius; wx <= whiteRadius; wx++ {
		for wy := -whiteRadius; wy <= whiteRadius; wy++ {
			if wx == 0 && wy == 0 {
				continue
			}
			for bx := -blackRadius; bx <= blackRadius; bx++ {
				for by := -blackRadius; by <= blackRadius; by++ {
					if (bx == 0 && by == 0) || (bx == wx && by == wy) {
						continue
					}
					o := Opening{{0, 0}, {wx, wy}, {bx, by}}
					if k := o.Class(); !seen[k] {
						seen[k] = true
						out = append(out, o)
					}
				}
			}
		}
	}
	return out
}
