package gomoku

import (
	"slices"
	"testing"

	"sente/engine"
)

// Against an opponent's VCT the root keeps, when there are any, only the
// defences after which the opponent's threat search ends without a win
// within its budget (provenOnly): five stones into RNG 5 game 6, black
// threatens a VCT; 7,2 7,3 and 7,6 leave black no threat search at all,
// while 6,3 and 8,4 merely exhaust the checks (6,3 lost that game to a
// quiet double threat); without provenOnly the root keeps every move that
// passes the checks, 9,6 among them, which loses to threes.
func TestSolveRootProvenDefences(t *testing.T) {
	g := playedGame(t, Freestyle, [][2]int{{8, 5}, {7, 8}, {7, 5}, {6, 5}, {7, 4}}...)
	want := [][2]int{{7, 2}, {7, 3}, {7, 6}}
	for _, on := range []bool{true, false} {
		provenOnly = on
		p := g.Position()
		c := engine.NewControl(nil, 0)
		_, ok := p.SolveRoot(c, engine.Limits{Nodes: 400000}, nil)
		if ok {
			t.Fatalf("provenOnly %v: the root was settled", on)
		}
		var got [][2]int
		for _, m := range p.rootMoves {
			got = append(got, xyOf(g, m))
		}
		slices.SortFunc(got, func(a, b [2]int) int { return a[0]*100 + a[1] - b[0]*100 - b[1] })
		switch {
		case on && !slices.Equal(got, want):
			t.Errorf("provenOnly: root moves %v, want %v", got, want)
		case !on && (len(got) <= len(want) || !containsAll(got, want)):
			t.Errorf("all defences: root moves %v, want more than %v", got, want)
		}
	}
	provenOnly = true
}

func containsAll(s, sub [][2]int) bool {
	for _, x := range sub {
		if !slices.Contains(s, x) {
			return false
		}
	}
	return true
}
