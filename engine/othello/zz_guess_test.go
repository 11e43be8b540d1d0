package othello

import (
	"fmt"
	"os"
	"testing"
)

func TestZZGuess(t *testing.T) {
	for _, fn := range []string{"fforum-20-39.obf", "fforum-40-59.obf"} {
		f, _ := os.Open("testdata/" + fn)
		prs, _ := ParseOBF(f)
		s := NewSolver(1)
		for _, pr := range prs {
			b, _ := pr.BestScore()
			fmt.Printf("%d:%d/%d/%d ", b, s.guess(pr.Pos.Player(), pr.Pos.Opponent()), evalSearch(pr.Pos.Player(), pr.Pos.Opponent(), -1<<20, 1<<20, 1)/100, orderSearch(pr.Pos.Player(), pr.Pos.Opponent(), -1<<20, 1<<20, 4))
		}
		fmt.Println()
	}
}
