package gomoku

import (
	"syscall"
	"testing"
	"time"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_THREAD, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestDbgCPU(t *testing.T) {
	ps := benchPositions()
	for k, p := range ps {
		ms := p.GenMoves(nil)
		t0 := cpuTime()
		n := 0
		for i := 0; i < 200000; i++ {
			m := ms[i%len(ms)]
			p.Make(m)
			p.Unmake(m)
			n++
		}
		el := cpuTime() - t0
		t.Logf("pos %d make/unmake %v per pair (cpu)", k, el/time.Duration(n))
	}
}
