package gomoku

import (
	"slices"
	"testing"

	"sente/engine"
)

// Against an opponent's VCT the root keeps, when there are any, only the
// defences after which the opponent's threat search ends without a win
// within its budget: five stones into RNG 5 game 6, black threatens a
// VCT; 7,2 7,3 and 7,6 leave black no threat search at all, while 6,3 and
// 8,4 merely exhaust the checks (6,3 lost that game to a quiet double
// threat). Keeping every move that passes the checks (9,6 among them,
// which loses to threes) measured worse.
func TestSolveRootProvenDefences(t *testing.T) {
	g := playedGame(t, Freestyle, [][2]int{{8, 5}, {7, 8}, {7, 5}, {6, 5}, {7, 4}}...)
	want := [][2]int{{7, 2}, {7, 3}, {7, 6}}
	p := g.Position()
	c := engine.NewControl(nil, 0)
	if _, ok := p.SolveRoot(c, engine.Limits{Nodes: 400000}, nil); ok {
		t.Fatal("the root was settled")
	}
	var got [][2]int
	for _, m := range p.rootMoves {
		got = append(got, xyOf(g, m))
	}
	slices.SortFunc(got, func(a, b [2]int) int { return a[0]*100 + a[1] - b[0]*100 - b[1] })
	if !slices.Equal(got, want) {
		t.Errorf("root moves %v, want %v", got, want)
	}
}
