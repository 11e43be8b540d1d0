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
	prs, err := ParseOBF(f)
	if err != nil {
		t.Fatal(err)
	}
	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(0, &ru0)
	mib := 64
	if h := os.Getenv("HASH"); h != "" {
		fmt.Sscan(h, &mib)
	}
	s := NewSolver(mib)
	var tn uint64
	var tt time.Duration
	for i, pr := range prs {
		s.Clear()
		c := engine.NewControl(nil, 0)
		st := time.Now()
		lo, hi := -64, 64
		if os.Getenv("ORACLE") != "" {
			b, _ := pr.BestScore()
			lo, hi = b-1, b+1
		}
		mv, v, _ := s.SolveMove(c, pr.Pos.Player(), pr.Pos.Opponent(), lo, hi)
		el := time.Since(st)
		best, _ := pr.BestScore()
		ok := v == best && pr.IsBest(mv)
		if os.Getenv("V") != "" || !ok {
			fmt.Printf("%2d %2d %s %+d %v %12d %.3fs\n", i+1, pr.Pos.Empties(), MoveString(mv), v, ok, c.Nodes(), el.Seconds())
		}
		tn += c.Nodes()
		tt += el
	}
	syscall.Getrusage(0, &ru1)
	cpu := time.Duration(ru1.Utime.Nano() - ru0.Utime.Nano())
	fmt.Printf("CPU %.3fs %.1f Mn/s ", cpu.Seconds(), float64(tn)/cpu.Seconds()/1e6)
	fmt.Printf("TOTAL nodes %d time %.3fs  %.1f Mn/s\n", tn, tt.Seconds(), float64(tn)/tt.Seconds()/1e6)
}
