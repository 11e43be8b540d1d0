package gomoku

import (
	"fmt"
	"testing"

	"sente/engine"
)

func TestDbgGen(t *testing.T) {
	type spec struct {
		size  int
		rule  Rule
		open  [][2]int
		plies int
	}
	specs := []spec{
		{15, Freestyle, [][2]int{{7, 7}, {8, 6}, {8, 8}}, 5},
		{20, Freestyle, [][2]int{{9, 9}, {10, 9}, {10, 10}}, 4},
		{15, Standard, [][2]int{{7, 7}, {7, 6}, {8, 8}}, 6},
		{15, Renju, [][2]int{{7, 7}, {8, 6}, {9, 7}}, 6},
		{15, Caro, [][2]int{{7, 7}, {6, 6}, {8, 7}}, 5},
	}
	for _, sp := range specs {
		g, _ := NewGame(sp.size, sp.size, sp.rule)
		for _, m := range sp.open {
			g.Play(m[0], m[1])
		}
		tt := engine.NewTT(16)
		for i := 0; i < sp.plies; i++ {
			m := senteMove(g, 20000, tt)
			if err := g.Play(m[0], m[1]); err != nil {
				t.Fatal(err)
			}
		}
		p := g.Position()
		me := colourIndex(p.toMove)
		fmt.Printf("%v %d: %v n5 %v nF4 %v n4 %v me %d\n", sp.rule, sp.size, g.Moves(), p.n5, p.nF4, p.n4, me)
	}
}
