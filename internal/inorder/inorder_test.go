package inorder

import (
	"errors"
	"testing"
	"time"
)

// Results come out in job order whatever the workers and their timing,
// and an emit error stops the emitting and is returned.
func TestRunInOrder(t *testing.T) {
	for _, workers := range []int{1, 3, 8} {
		var got []int
		err := Run(50, workers, func() int { return 0 }, func(_ int, j int) int {
			time.Sleep(time.Duration((j*7)%5) * 100 * time.Microsecond)
			return j * j
		}, func(j, r int) error {
			if r != j*j {
				t.Fatalf("job %d gave %d", j, r)
			}
			got = append(got, j)
			return nil
		}, nil)
		if err != nil || len(got) != 50 {
			t.Fatalf("%d workers: %d results, err %v", workers, len(got), err)
		}
		for i, j := range got {
			if i != j {
				t.Fatalf("%d workers: result %d is job %d", workers, i, j)
			}
		}
	}
	stop := errors.New("full")
	n := 0
	err := Run(20, 2, func() int { return 0 }, func(_, j int) int { return j }, func(j, _ int) error {
		n++
		if j == 4 {
			return stop
		}
		return nil
	}, nil)
	if err != stop || n != 5 {
		t.Fatalf("err %v after %d emits, want %v after 5", err, n, stop)
	}
}

func TestParseShard(t *testing.T) {
	if i, n, err := ParseShard("2/5"); err != nil || i != 2 || n != 5 {
		t.Fatalf("2/5: %d %d %v", i, n, err)
	}
	for _, s := range []string{"", "3", "5/5", "-1/2", "1/0", "a/b"} {
		if _, _, err := ParseShard(s); err == nil {
			t.Fatalf("%q accepted", s)
		}
	}
}
