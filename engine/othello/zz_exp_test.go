package othello

import (
	"fmt"
	"os"
	"syscall"
	"testing"
	"time"

	"sente/engine"
)

func TestZZExp(t *testing.T) {
	path := os.Getenv("BSET")
	if path == "" {
		t.Skip()
	}
	f, _ := os.Open(path)
	prs, _ := ParseOBF(f)
	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(0, &ru0)
	s := NewSolver(64)
	var tn uint64
	for i, pr := range prs {
		s.Clear()
		c := engine.NewControl(nil, 0)
		mv, v, _ := s.SolveMove(c, pr.Pos.Player(), pr.Pos.Opponent(), -64, 64)
		best, _ := pr.BestScore()
		if os.Getenv("V") != "" || v != best || !pr.IsBest(mv) {
			fmt.Printf("%2d %2d %s %+d %v %12d\n", i+1, pr.Pos.Empties(), MoveString(mv), v, v == best, c.Nodes())
		}
		tn += c.Nodes()
	}
	syscall.Getrusage(0, &ru1)
	cpu := time.Duration(ru1.Utime.Nano() - ru0.Utime.Nano())
	fmt.Printf("CPU %.3fs %.1f Mn/s TOTAL nodes %d\n", cpu.Seconds(), float64(tn)/cpu.Seconds()/1e6, tn)
}
