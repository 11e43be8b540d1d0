package main

import "fmt"

// TODO(owner of this file): replace this placeholder.
func runBench(e *env, args []string) int {
	fmt.Fprintln(e.stderr, "sente: bench: not available yet")
	return 1
}
