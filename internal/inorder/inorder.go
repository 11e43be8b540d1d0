// Package inorder runs numbered jobs on several goroutines and hands their
// results on in job order, so that what a data generator writes depends on
// its flags only, not on how many workers ran it; and it reads the
// "-shard i/n" flag the generators share.
package inorder

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Run does jobs 0..n-1 on workers goroutines, each with its own state from
// newState, and calls emit with each result in job order as soon as every
// earlier one has been emitted (emit and progress run one at a time). After
// emit returns an error no more results are emitted, and Run returns that
// error once the workers finish. progress, if not nil, gets the number of
// jobs done after each one.
func Run[S, R any](n, workers int, newState func() S, work func(s S, job int) R, emit func(job int, r R) error, progress func(done int)) error {
	results := make(map[int]R)
	var mu sync.Mutex
	next, emitted, done := 0, 0, 0
	var err error
	var wg sync.WaitGroup
	for k := 0; k < max(workers, 1); k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := newState()
			for {
				mu.Lock()
				j := next
				next++
				mu.Unlock()
				if j >= n {
					return
				}
				r := work(s, j)
				mu.Lock()
				results[j] = r
				done++
				for err == nil {
					r, ok := results[emitted]
					if !ok {
						break
					}
					delete(results, emitted)
					err = emit(emitted, r)
					emitted++
				}
				if progress != nil {
					progress(done)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return err
}

// ParseShard reads "i/n" with 0 <= i < n.
func ParseShard(s string) (i, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return 0, 0, fmt.Errorf("bad -shard %q (want i/n, 0 <= i < n)", s)
	}
	return i, n, nil
}
